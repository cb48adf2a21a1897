// The simulator's modals: submit, Time's Up, full screen exited, the section switch, teacher support and ASK TONY.
import { observer } from 'mobx-react-lite';
import { downloadLog } from './download-log';
import { FullscreenExitedModal } from './components/fullscreen-exited-modal';
import { HelpModal } from './components/help-modal';
import { SubmitModal } from './components/submit-modal';
import { SwitchSectionModal } from './components/switch-section-modal';
import { TeacherSupportModal } from './components/teacher-support-modal';
import { TimeEndedModal } from './components/time-ended-modal';
import type { SimulatorScreen } from './simulator-screen';
import { enterFullScreen } from './use-exam-guards';

type ScreenProps = { screen: SimulatorScreen };

export const SimulatorModals = observer(function SimulatorModals({ screen }: ScreenProps) {
  const { session, modals, submission, help } = screen;
  return (
    <>
      {!session.isReview && !session.isAdaptive && session.test && <SimulatorSubmitModal screen={screen} />}
      <TimeEndedModal open={session.timeEnded} onSubmitNow={() => submission.submit()} submitting={submission.submitting} />
      <FullscreenExitedModal
        open={session.fullScreenExited}
        onReenter={() => {
          void enterFullScreen().then((ok) => { if (ok) void session.fullScreenEntered(); });
        }}
        onSubmitNow={() => submission.submit()}
        submitting={submission.submitting}
      />
      <SwitchSectionModal
        open={session.pendingSectionName !== null && !session.timeEnded}
        nextSectionName={session.pendingSectionName ?? ''}
        onConfirm={() => void session.confirmSectionSwitch()}
        onCancel={() => void session.cancelSectionSwitch()}
      />
      <TeacherSupportModal
        open={modals.modal === 'support'}
        onClose={() => modals.close()}
        onSend={help.canAskTeacher ? (query) => help.sendTeacherQuery(query) : undefined}
        sending={help.sendingQuery}
        onDownloadLog={() => { const log = session.exportLog(); if (log) downloadLog(log); }}
      />
      {help.canAskTony && (
        <HelpModal
          open={modals.modal === 'help'}
          onClose={() => modals.close()}
          view={help.helpView}
          onViewChange={(view) => void help.setHelpView(view)}
          // built only while the modal is open: it sanitises the question and every option (costly on each Next)
          webSearchUrl={modals.modal === 'help' ? help.webSearchUrl : ''}
          onWebSearch={() => void help.helpUsed()}
          aiAnswer={help.aiAnswer}
          studyMaterials={help.studyMaterials}
          studyMaterialAvailable={help.studyMaterialAvailable}
        />
      )}
    </>
  );
});

/** Its own observer: the counts change with most answers, the rest of the modals' inputs do not. */
const SimulatorSubmitModal = observer(function SimulatorSubmitModal({ screen }: ScreenProps) {
  const { session, modals, submission } = screen;
  return (
    <SubmitModal
      open={(modals.modal === 'submit' && !session.timeEnded) || submission.submitPending}
      cancellable={!submission.submitPending}
      onCancel={() => modals.close()}
      counts={session.statusCounts}
      onSubmitNow={() => submission.submit()}
      onSaveAndContinueLater={submission.canSaveForLater ? () => submission.saveForLater() : undefined}
      submitting={submission.busy}
    />
  );
});

