// The Invite Teacher modal (spec 000 §2.17, §3, §5): one field, Teacher User-ID / Email / Mobile; Invite is disabled
// while it is blank. The spec shows no outcome; this app says whether the invitation was saved
// (docs/product-decisions.md "Dashboard, profile and shared modals"), then resets and closes.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { canInvite } from '../../../domain/support/support-forms';
import { TextField } from '../../components/text-field';
import { useServices } from '../../services-context';
import { SupportFormModal } from './support-form-modal';

export default observer(function InviteTeacherModal({ onClose }: { onClose: () => void }) {
  const { support, analytics } = useServices();
  const [invitedToUserId, setInvitee] = useState('');

  useEffect(() => {
    analytics.track({ event: 'click', target: 'invite', item: 'open' });
  }, [analytics]);

  return (
    <SupportFormModal
      title="Invite Teacher"
      sendLabel="Invite"
      ready={canInvite({ invitedToUserId })}
      onClose={onClose}
      onSend={() => {
        analytics.track({ event: 'click', target: 'invite', item: 'send' });
        return support.inviteTeacher(invitedToUserId);
      }}
    >
      <p css={{ margin: 0 }}>Invite your teacher to follow your progress and set class tests for you.</p>
      <TextField
        label="Teacher User-ID / Email / Mobile"
        value={invitedToUserId}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setInvitee(e.target.value)}
      />
    </SupportFormModal>
  );
});
