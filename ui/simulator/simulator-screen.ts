// The simulator screen's stores, one per concern, built together for one test: the open session (its state,
// answers and moves), the open modal, handing the test in, the adaptive session's Next, the review's marks and the
// help tools. The views observe only the stores they show.
import { AdaptiveStore } from './adaptive.store';
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
    adaptive: new AdaptiveStore(session, submission, env),
    marks: new ReviewMarksStore(session, submission, env),
    help: new HelpToolsStore(session, modals, env),
  };
}
