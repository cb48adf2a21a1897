// The guest's last step, once the code is accepted: the free trial is added to the new account and the test is
// submitted. While that runs the modal shows its progress and cannot be dismissed; a failure shows 'Error
// Submitting the Test' with Retry (which resumes at the step that failed) and Cancel.
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { GUEST_LABELS as L } from './guest-labels';

export interface GuestFinishModalProps {
  open: boolean;
  running: boolean;
  /** 'Error Submitting the Test' after a failure */
  error?: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

export function GuestFinishModal({ open, running, error, onRetry, onCancel }: GuestFinishModalProps) {
  const failed = !running && !!error;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissable={!running}
      title={L.finishTitle}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={running}>{L.cancel}</Button>
          <Button onClick={onRetry} disabled={!failed} loading={running}>{L.retry}</Button>
        </>
      }
    >
      {failed ? (
        <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger, fontWeight: 600 })}>{error}</p>
      ) : (
        <Spinner label={L.finishRunning} />
      )}
    </Modal>
  );
}
