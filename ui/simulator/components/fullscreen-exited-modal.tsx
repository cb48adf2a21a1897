// The full-screen-exited modal: the test runs in full screen, so leaving it
// offers Re-enter or Submit Now. It is not dismissable: one of the two must be chosen.
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useSingleFlight, type Action } from './use-single-flight';

export interface FullscreenExitedModalProps {
  open: boolean;
  /** must run from this click: browsers allow full screen only on a user gesture */
  onReenter: () => void;
  onSubmitNow: Action;
  submitting?: boolean;
}

const ignore = () => {};

export function FullscreenExitedModal({ open, onReenter, onSubmitNow, submitting = false }: FullscreenExitedModalProps) {
  const { running, run } = useSingleFlight();
  const busy = submitting || running !== null;
  return (
    <Modal
      open={open}
      onClose={ignore}
      dismissable={false}
      title="Full Screen Exited"
      footer={
        <>
          <Button variant="ghost" onClick={() => run('submit', onSubmitNow)} disabled={busy} loading={running !== null}>
            Submit Now
          </Button>
          <Button onClick={onReenter} disabled={busy} data-autofocus>Re-enter</Button>
        </>
      }
    >
      <p css={{ margin: 0 }}>This test must be taken in full screen. Re-enter full screen to continue, or submit the test now.</p>
    </Modal>
  );
}
