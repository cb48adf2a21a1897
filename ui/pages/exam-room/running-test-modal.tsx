// The previous-running-test modal (spec 001 §2, §3 "Previous running test: testName, testMode"): the student
// saved an attempt of this test for later; Continue Test resumes it, Start New begins a fresh attempt.
import type { RunningTest } from '../../../application/exam-room/ports';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

export function RunningTestModal({ running, onContinue, onStartNew, onClose }: {
  running: RunningTest;
  onContinue: () => void;
  onStartNew: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Previous Test Running"
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onStartNew}>Start New</Button>
          <Button onClick={onContinue}>Continue Test</Button>
        </>
      }
    >
      <p css={{ margin: '0 0 8px' }}>
        You have an unfinished attempt of <strong>{running.testName || 'this test'}</strong>
        {running.testMode ? ` (${running.testMode})` : ''}.
      </p>
      <p css={{ margin: 0 }}>Continue where you left off, or start a new attempt.</p>
    </Modal>
  );
}
