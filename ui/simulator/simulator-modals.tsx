// The simulator's modals: submit, Time's Up, full screen exited, the section switch, teacher support, ASK TONY and
// the guest submit flow's (verify details, OTP, submitting); and the banner of a submit queued on this device.
import { observer } from 'mobx-react-lite';
import { downloadLog } from './download-log';
import { FullscreenExitedModal } from './components/fullscreen-exited-modal';
import { GuestCodeModal } from './components/guest-code-modal';
import { GuestDetailsModal } from './components/guest-details-modal';
import { GuestFinishModal } from './components/guest-finish-modal';
import { HelpModal } from './components/help-modal';
import { SubmitModal } from './components/submit-modal';
import { SubmitQueuedBanner } from './components/submit-queued-banner';
import { SwitchSectionModal } from './components/switch-section-modal';
import { TeacherSupportModal } from './components/teacher-support-modal';
import { TimeEndedModal } from './components/time-ended-modal';
import type { GuestSubmitStore } from './guest-submit.store';
import { submitNow, type SimulatorScreen } from './simulator-screen';
import { enterFullScreen } from './use-exam-guards';

type ScreenProps = { screen: SimulatorScreen };

export const SimulatorModals = observer(function SimulatorModals({ screen }: ScreenProps) {
  const { session, modals, submission, help, guest } = screen;
  return (
    <>
      {!session.isReview && !session.isAdaptive && session.test && <SimulatorSubmitModal screen={screen} />}
      {guest && <GuestSubmitModals guest={guest} />}
      {submission.queued && <SubmitQueuedBanner nextTryIn={submission.nextTryIn} onTryNow={() => void submission.tryNow()} />}
      <TimeEndedModal open={session.timeEnded && !submission.queued} onSubmitNow={() => submitNow(screen)} submitting={submission.submitting} />
      <FullscreenExitedModal
        open={session.fullScreenExited && !submission.queued}
        onReenter={() => {
          void enterFullScreen().then((ok) => { if (ok) void session.fullScreenEntered(); });
        }}
        onSubmitNow={() => submitNow(screen)}
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
  const { session, modals, submission, guest } = screen;
  return (
    <SubmitModal
      // a guest's handed-in test shows it again once the guest flow is closed: its Submit Now reopens the flow
      open={((modals.modal === 'submit' && !session.timeEnded) || submission.submitPending) && !guest?.open && !submission.queued}
      cancellable={!submission.submitPending}
      onCancel={() => modals.close()}
      counts={session.statusCounts}
      onSubmitNow={() => submitNow(screen)}
      onSaveAndContinueLater={submission.canSaveForLater ? () => submission.saveForLater() : undefined}
      submitting={submission.busy}
    />
  );
});


/** The guest submit flow's modals: one open at a time, each with its own focus (a new dialog per step). */
const GuestSubmitModals = observer(function GuestSubmitModals({ guest }: { guest: GuestSubmitStore }) {
  return (
    <>
      <GuestDetailsModal
        open={guest.step === 'details'}
        name={guest.name}
        mobile={guest.mobile}
        email={guest.email}
        errors={guest.errors}
        sendError={guest.sendError}
        sending={guest.busy === 'send'}
        onNameChange={(v) => guest.setName(v)}
        onMobileChange={(v) => guest.setMobile(v)}
        onEmailChange={(v) => guest.setEmail(v)}
        onSend={() => void guest.sendOtp()}
        onCancel={() => guest.cancel()}
      />
      <GuestCodeModal
        open={guest.step === 'code'}
        mobile={guest.sentTo}
        code={guest.code}
        onCodeChange={(v) => guest.setCode(v)}
        error={guest.codeError}
        canVerify={guest.canVerify}
        verifying={guest.busy === 'verify'}
        resendIn={guest.resendIn}
        resending={guest.busy === 'resend'}
        onVerify={() => void guest.verify()}
        onResend={() => void guest.resend()}
        onChangeNumber={() => guest.changeNumber()}
        onCancel={() => guest.cancel()}
      />
      <GuestFinishModal
        open={guest.step === 'finishing'}
        running={guest.busy === 'finish'}
        error={guest.finishError}
        onRetry={() => void guest.retry()}
        onCancel={() => guest.cancel()}
      />
    </>
  );
});
