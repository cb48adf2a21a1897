// The time-ended modal: opens when the test time runs out. It cannot be dismissed;
// Submit Now is the only action (disabled while the submit runs).
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useSingleFlight, type Action } from './use-single-flight';

export interface TimeEndedModalProps {
  open: boolean;
  onSubmitNow: Action;
  submitting?: boolean;
}

const ignore = () => {};

export function TimeEndedModal({ open, onSubmitNow, submitting = false }: TimeEndedModalProps) {
  const { running, run } = useSingleFlight();
  return (
    <Modal
      open={open}
      onClose={ignore}
      dismissable={false}
      title={SIMULATOR_MESSAGES.timeUp}
      footer={
        <Button onClick={() => run('submit', onSubmitNow)} disabled={submitting} loading={running !== null} data-autofocus>
          Submit Now
        </Button>
      }
    >
      <p css={{ margin: 0 }}>The time for this test has ended. Submit the test to see your result.</p>
    </Modal>
  );
}
