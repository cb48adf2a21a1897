// Handing the test in and leaving it: Submit Now (the submit modal, Time's Up, full screen exited), Save & Continue
// Later, Finish Test (review and adaptive) and Exit (review), each with its toasts and where the student goes next.
import { makeAutoObservable, runInAction } from 'mobx';
import { SIMULATOR_MESSAGES, TOAST_MS } from '../../application/simulator/simulator-messages';
import type { SubmitContext } from '../../application/simulator/simulator-use-cases';
import { analyticsPath, isLearningSession, parseReviewSession, PATHS, testListPath } from '../../domain/shared/paths';
import { cmd } from '../../domain/test-engine/events';
import { canSaveForLater, isSubjectiveTest } from '../../domain/test-engine/modes';
import type { ModalStore } from './modal.store';
import type { SimulatorEnv } from './simulator-env';
import type { SimulatorSessionStore } from './simulator-session.store';

export class SubmissionStore {
  submitting = false;
  saving = false;
  finishing = false;
  /** the screen navigated away (submitted, saved, finished) */
  left = false;

  private submitRun: Promise<void> | null = null;

  constructor(
    private readonly session: SimulatorSessionStore,
    private readonly modals: ModalStore,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<SubmissionStore, 'session' | 'modals' | 'env' | 'submitRun'>(this, {
      session: false, modals: false, env: false, submitRun: false,
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

  /** Submit Now. A second click while one runs joins it. */
  submit(): Promise<void> {
    this.submitRun ??= this.doSubmit().finally(() => { this.submitRun = null; });
    return this.submitRun;
  }

  private async doSubmit(): Promise<void> {
    const session = this.session.openSession;
    const ctx = this.submitContext();
    if (!session || !this.session.state) return;
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
    if (failure !== null) {
      this.env.toasts.show({ title: SIMULATOR_MESSAGES.submitFailedTitle, message: failure, variant: 'danger', durationMs: TOAST_MS.standard });
      return;
    }
    const { test } = session.state;
    this.leaving();
    this.env.toasts.show({ message: SIMULATOR_MESSAGES.submitSuccess, variant: 'success', durationMs: TOAST_MS.standard });
    this.session.leave(analyticsPath({
      testSession,
      testType: test.testType,
      subjective: isSubjectiveTest(test),
      learningSession: isLearningSession(test.testType, this.session.params.assessmentMode),
    }));
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

  private leaving(): void {
    this.modals.clear();
    this.left = true;
  }
}
