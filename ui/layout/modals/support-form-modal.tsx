// The frame of the Feedback, Rate This Course and Invite Teacher modals: the form, Cancel and the send button, which
// is enabled when the form is ready and busy while sending. The use case's notice is a toast of 5000 ms (spec 000
// §8); a success closes the modal (the form resets with it), a failure keeps what was typed.
import { useState, type ReactNode } from 'react';
import type { SupportNotice } from '../../../application/support/support-use-cases';
import type { Result } from '../../../domain/shared/result';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useServices } from '../../services-context';

export const SUPPORT_TOAST_MS = 5000;

export function SupportFormModal({ title, sendLabel = 'Send', ready, onSend, onClose, children }: {
  title: string;
  sendLabel?: string;
  ready: boolean;
  onSend: () => Promise<Result<SupportNotice, SupportNotice>>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { toasts } = useServices();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!ready || sending) return;
    setSending(true);
    const r = await onSend();
    setSending(false);
    const notice = r.ok ? r.value : r.error;
    toasts.show({ message: notice.message, variant: notice.tone, durationMs: SUPPORT_TOAST_MS });
    if (r.ok) onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void send()} disabled={!ready} loading={sending}>{sendLabel}</Button>
        </>
      }
    >
      <form noValidate onSubmit={(e) => { e.preventDefault(); void send(); }} css={{ display: 'grid', gap: 16 }}>
        {children}
      </form>
    </Modal>
  );
}
