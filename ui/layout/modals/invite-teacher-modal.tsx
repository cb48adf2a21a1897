// The Invite Teacher modal (spec 000 §2.17, §3, §5): one field, Teacher User-ID / Email / Mobile; Invite is disabled
// while it is blank. The spec shows no outcome; this app says whether the invitation was saved
// (docs/product-decisions.md "Shared modals"), then resets and closes.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { canInvite } from '../../../domain/support/support-forms';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { useServices } from '../../services-context';
import { showNotice } from './support-notice';

export default observer(function InviteTeacherModal({ onClose }: { onClose: () => void }) {
  const { support, toasts, analytics } = useServices();
  const [invitedToUserId, setInvitee] = useState('');
  const [sending, setSending] = useState(false);
  const ready = canInvite({ invitedToUserId });

  useEffect(() => {
    analytics.track({ event: 'click', target: 'invite', item: 'open' });
  }, [analytics]);

  const send = async () => {
    if (!ready || sending) return;
    setSending(true);
    analytics.track({ event: 'click', target: 'invite', item: 'send' });
    const r = await support.inviteTeacher(invitedToUserId);
    setSending(false);
    showNotice(toasts, r.ok ? r.value : r.error);
    if (r.ok) onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Invite Teacher"
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void send()} disabled={!ready} loading={sending}>Invite</Button>
        </>
      }
    >
      <form onSubmit={(e) => { e.preventDefault(); void send(); }} css={{ display: 'grid', gap: 12 }}>
        <p css={{ margin: 0 }}>Invite your teacher to follow your progress and set class tests for you.</p>
        <TextField
          label="Teacher User-ID / Email / Mobile"
          value={invitedToUserId}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setInvitee(e.target.value)}
        />
      </form>
    </Modal>
  );
});
