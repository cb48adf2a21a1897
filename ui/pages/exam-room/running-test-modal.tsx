// The previous-running-test modal (it names the test and its mode): the student saved an attempt of this test for
// later; Continue Test resumes it, Start New begins a fresh attempt.
import { EXAM_ROOM_MESSAGES as M } from '../../../application/exam-room/exam-room-messages';
import type { RunningTest } from '../../../domain/exam-room/running-test';
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
      title={M.previousTestRunning}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onStartNew}>{M.startNew}</Button>
          <Button onClick={onContinue}>{M.continueTest}</Button>
        </>
      }
    >
      <p css={{ margin: '0 0 8px' }}>
        {M.unfinishedAttemptOf} <strong>{running.testName || M.thisTest}</strong>
        {running.testMode ? ` (${running.testMode})` : ''}.
      </p>
      <p css={{ margin: 0 }}>{M.continueOrStartNew}</p>
    </Modal>
  );
}
