// The adaptive session's Next and Finish Test. Next inside the delivered questions is an ordinary move; from the
// last one it is the advance use case (the answer posted, the session opened again on the next question), after
// which the URL is replaced in history, so Back does not return to an answered question. A session the server has
// ended, and Finish Test, go to the report.
import { makeAutoObservable, runInAction } from 'mobx';
import { SIMULATOR_MESSAGES, TOAST_MS } from '../../application/simulator/simulator-messages';
import { adaptiveSimulatorPath, PATHS } from '../../domain/shared/paths';
import { err, UNAVAILABLE, type Result } from '../../domain/shared/result';
import { isCompletedTest } from '../../domain/test-engine/modes';
import { loadFailureText } from './load-error';
import type { SimulatorEnv } from './simulator-env';
import { isLastInOrder } from './simulator-selectors';
import type { SimulatorSessionStore } from './simulator-session.store';
import type { SubmissionStore } from './submission.store';

export class AdaptiveStore {
  /** a Next is posting the answer and loading the next question */
  advancing = false;

  constructor(
    private readonly session: SimulatorSessionStore,
    private readonly submission: SubmissionStore,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<AdaptiveStore, 'session' | 'submission' | 'env'>(this, { session: false, submission: false, env: false });
  }

  /** Next is offered while the session runs and no Next is loading. */
  get canAdvance(): boolean {
    return this.session.hasNext && !this.advancing;
  }

  next(): Promise<boolean> {
    const s = this.session.state;
    if (s && !isLastInOrder(s)) return this.session.next();
    return this.advance();
  }

  /** Finish Test: the current answer (empty counts as not answered) is posted with finishTest=1, which ends the session. */
  finish(): Promise<void> {
    return this.submission.finish(async () => {
      const s = this.session.state;
      return !!s && (isCompletedTest(s.test) || this.postAnswer(true));
    });
  }

  private async advance(): Promise<boolean> {
    const open = this.session.openSession;
    const request = this.session.openRequest();
    if (this.advancing || !open || !request) return false;
    this.advancing = true;
    try {
      const advanced = await this.env.simulator.advanceAdaptive(open, request);
      if (!advanced.ok) {
        const failure = advanced.error;
        this.toastFailure(failure.kind === 'answer_not_saved' ? SIMULATOR_MESSAGES.adaptiveAnswerFailed : loadFailureText(failure.failure));
        return false;
      }
      if (advanced.value.kind === 'ended') {
        this.session.leave(PATHS.report);
        return true;
      }
      const { opened, refusal } = advanced.value;
      this.session.attach(opened.session);
      if (refusal) this.session.toastRefusal(refusal);
      this.env.navigate(adaptiveSimulatorPath(this.session.params.testSession ?? '', this.session.currentNumber), { replace: true });
      return true;
    } finally {
      runInAction(() => { this.advancing = false; });
    }
  }

  /** The current question's answer posted ('Failed to submit answer.' when it is not). */
  private async postAnswer(finishTest: boolean): Promise<boolean> {
    let posted: Result<void> = err(UNAVAILABLE);
    try {
      const open = this.session.openSession;
      if (open) posted = await open.postAdaptiveAnswer({ finishTest });
    } catch (e) {
      console.error('Posting the adaptive answer failed', e);
    }
    if (!posted.ok) this.toastFailure(SIMULATOR_MESSAGES.adaptiveAnswerFailed);
    return posted.ok;
  }

  private toastFailure(message: string): void {
    this.env.toasts.show({ message, variant: 'danger', durationMs: TOAST_MS.standard });
  }
}
