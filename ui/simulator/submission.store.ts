// Handing the test in and leaving it: Submit Now (the submit modal, Time's Up, full screen exited), Save & Continue
// Later, Finish Test (review and adaptive) and Exit (review), each with its toasts and where the student goes next.
import { makeAutoObservable, runInAction } from 'mobx';
import { SIMULATOR_MESSAGES, TOAST_MS } from '../../application/simulator/simulator-messages';
import type { SubmitContext } from '../../application/simulator/simulator-use-cases';
import { analyticsPath, isLearningSession, parseReviewSession, PATHS, testListPath } from '../../domain/shared/paths';
import { err, ok, type Result } from '../../domain/shared/result';
import { cmd } from '../../domain/test-engine/events';
import { canSaveForLater, isSubjectiveTest } from '../../domain/test-engine/modes';
import type { ModalStore } from './modal.store';
import type { SimulatorEnv } from './simulator-env';
import type { SimulatorSessionStore } from './simulator-session.store';

export class SubmissionStore {
  submitting = false;
  saving = false;
  finishing = false;
  /** the screen navigated away (submitted, saved, finished, or a guest sent elsewhere) */
  left = false;

  private submitRun: Promise<void> | null = null;
  private postRun: Promise<Result<void, string>> | null = null;

  constructor(
    private readonly session: SimulatorSessionStore,
    private readonly modals: ModalStore,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<SubmissionStore, 'session' | 'modals' | 'env' | 'submitRun' | 'postRun'>(this, {
      session: false, modals: false, env: false, submitRun: false, postRun: false,
    });
  }

  /** A submit or a save is running. */
  get busy(): boolean {
    return this.submitting || this.saving;
  }

  /** Handed in but not yet accepted by the server (a failed submit, or a reload after one): only Submit Now remains. */
  get submitPending(): boolean {
    return !this.session.isReview && !!this.session.state?.submitted && !this.left;
  }

  /** Save & Continue Later: a registered student's test of a type that allows it. */
  get canSaveForLater(): boolean {
    const s = this.session.state;
    return !!s && canSaveForLater(this.session.mode, s.test);
  }

  private submitContext(): SubmitContext | null {
    const c = this.env.course;
    if (!c) return null;
    return { course: { ...c.course, templateId: this.session.templateId ?? c.course.templateId }, ...(c.school ? { school: c.school } : {}) };
  }

  /** Submit Now (a registered student's test): posted with the student's course; a failure is told in a toast. A
   *  second click while one runs joins it. (Guest mode hands the test in and opens the guest flow instead:
   *  guest-submit.store.ts, which then posts through submitWith.) */
  submit(): Promise<void> {
    if (!this.session.openSession || !this.session.state) return Promise.resolve();
    this.submitRun ??= this.submitWith(this.submitContext())
      .then((posted) => {
        if (!posted.ok) {
          this.env.toasts.show({ title: SIMULATOR_MESSAGES.submitFailedTitle, message: posted.error, variant: 'danger', durationMs: TOAST_MS.standard });
        }
      })
      .finally(() => { this.submitRun = null; });
    return this.submitRun;
  }

  /**
   * Posts the test with `ctx` (null: there is nothing to post it with, a failure): the TestSubmitted event first
   * (the session's submit), then /testsubmit. On success 'Test Submit Successfully' and the attempt's analytics;
   * a failure answers its text ('Failed to submit test.' or the refusal's) and is not told here: the caller tells it.
   * A call while one runs joins it.
   */
  submitWith(ctx: SubmitContext | null): Promise<Result<void, string>> {
    this.postRun ??= this.post(ctx).finally(() => { this.postRun = null; });
    return this.postRun;
  }

  private async post(ctx: SubmitContext | null): Promise<Result<void, string>> {
    const session = this.session.openSession;
    if (!session || !this.session.state) return err(SIMULATOR_MESSAGES.submitFailed);
    this.submitting = true;
    let failure: string | null = SIMULATOR_MESSAGES.submitFailed;
    let testSession = '';
    try {
      const submitted = ctx ? await session.submit(ctx) : null;
      if (submitted?.ok) {
        failure = null;
        testSession = submitted.value;
      } else if (submitted?.error.kind === 'refused') {
        failure = submitted.error.refusal.message || SIMULATOR_MESSAGES.submitFailed;
      }
    } catch (e) {
      console.error('Submitting the test failed', e);
    }
    runInAction(() => { this.submitting = false; });
    if (failure !== null) return err(failure);
    const { test } = session.state;
    this.leaving();
    this.env.toasts.show({ message: SIMULATOR_MESSAGES.submitSuccess, variant: 'success', durationMs: TOAST_MS.standard });
    this.session.leave(analyticsPath({
      testSession,
      testType: test.testType,
      subjective: isSubjectiveTest(test),
      learningSession: isLearningSession(test.testType, this.session.params.assessmentMode),
    }));
    return ok(undefined);
  }

  /** Save & Continue Later: /teststop, toasts, back to the list of the test's type. */
  async saveForLater(): Promise<void> {
    const session = this.session.openSession;
    const ctx = this.submitContext();
    if (!session || !this.canSaveForLater || this.saving || this.submitting) return;
    this.saving = true;
    let saved = false;
    try {
      saved = ctx ? (await session.saveForLater(ctx)).ok : false;
    } catch (e) {
      console.error('Saving the test failed', e);
    }
    runInAction(() => { this.saving = false; });
    if (!saved) {
      this.env.toasts.show({ message: SIMULATOR_MESSAGES.saveFailed, variant: 'danger', durationMs: TOAST_MS.standard });
      return;
    }
    this.leaving();
    this.env.toasts.show({ title: SIMULATOR_MESSAGES.savedTitle, message: SIMULATOR_MESSAGES.savedMessage, variant: 'success', durationMs: TOAST_MS.standard });
    this.session.leave(testListPath(session.state.test.testType));
  }

  /**
   * Finish Test (review with marks to save, adaptive): `prepare` does what the mode needs first (saving the marks,
   * posting the last answer); when it succeeds the test is finished and the student goes to the report.
   */
  async finish(prepare: () => Promise<boolean>): Promise<void> {
    if (this.finishing || !this.session.openSession || !this.session.state) return;
    this.finishing = true;
    try {
      if (!(await prepare())) return;
      if (!this.session.openSession.state.finished) await this.session.run(cmd('Finish'));
      this.session.leave(PATHS.report);
    } finally {
      runInAction(() => { this.finishing = false; });
    }
  }

  /** Exit (review): subjective reviews go to the report, others back to their analytics. */
  exitReview(): void {
    const review = parseReviewSession(this.session.params.testSession);
    const test = this.session.test;
    if (!review || !test || this.session.subjective) {
      this.session.leave(PATHS.report);
      return;
    }
    this.session.leave(analyticsPath({
      testSession: review.id, testType: test.testType, subjective: false, learningSession: review.prefix === 'ls',
    }));
  }

  /** The screen is left for good (a submit, a save, a guest whose trial is used): no modal stays open. */
  leaving(): void {
    this.modals.clear();
    this.left = true;
  }
}
