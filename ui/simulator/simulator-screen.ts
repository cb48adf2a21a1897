// The simulator screen's stores, one per concern, built together for one test: the open session (its state,
// answers and moves), the open modal, handing the test in, the guest submit flow (guest mode), the adaptive
// session's Next, the review's marks and the help tools. The views observe only the stores they show.
import { AdaptiveStore } from './adaptive.store';
import { GuestSubmitStore } from './guest-submit.store';
import { HelpToolsStore } from './help-tools.store';
import { ModalStore } from './modal.store';
import { ReviewMarksStore } from './review-marks.store';
import type { SimulatorEnv } from './simulator-env';
import type { SimulatorMode, SimulatorParams } from './simulator-params';
import { SimulatorSessionStore } from './simulator-session.store';
import { SubmissionStore } from './submission.store';

export interface SimulatorScreen {
  session: SimulatorSessionStore;
  modals: ModalStore;
  submission: SubmissionStore;
  /** guest mode: hand in, verify the mobile, add the trial course, submit; null in the other modes */
  guest: GuestSubmitStore | null;
  adaptive: AdaptiveStore;
  marks: ReviewMarksStore;
  help: HelpToolsStore;
}

export function createSimulatorScreen(mode: SimulatorMode, params: SimulatorParams, env: SimulatorEnv): SimulatorScreen {
  const session = new SimulatorSessionStore(mode, params, env);
  // the open modal stays while a submit or save runs
  const modals = new ModalStore(() => submission.busy);
  const submission = new SubmissionStore(session, modals, env);
  return {
    session,
    modals,
    submission,
    guest: mode === 'guest' ? new GuestSubmitStore(session, submission, modals, env) : null,
    adaptive: new AdaptiveStore(session, submission, env),
    marks: new ReviewMarksStore(session, submission, env),
    help: new HelpToolsStore(session, modals, env),
  };
}

/**
 * Submit Now, wherever it is pressed (the submit modal, Time's Up, full screen exited): a registered student's test
 * is posted; a guest's is handed in and the guest flow opens.
 */
export const submitNow = (screen: Pick<SimulatorScreen, 'guest' | 'submission'>): Promise<void> =>
  (screen.guest ? screen.guest.start() : screen.submission.submit());
