// Handing the test in and leaving it: Submit Now (the submit modal, Time's Up, full screen exited), Save & Continue
// Later, Finish Test (review and adaptive) and Exit (review), each with its toasts and where the student goes next.
//
// The offline submit queue: a registered student's submit that is not sent because the device is offline or the
// server failed (application/simulator/submit-retry.ts) is kept: the test stays handed in on this device (its log
// and submission id), a banner says so, and the submit is tried again by itself (after 2, 4, 8, 15, then every 30
// seconds, at once when the browser comes back online, and on Try again now). A reload of the handed-in test starts
// the tries again, and if the page is closed the app sends it from any page (ui/layout/use-pending-submits.ts).
// Every try sends the same submission id, so the server stores one attempt.
import { makeAutoObservable, runInAction } from 'mobx';
import { SIMULATOR_MESSAGES, TOAST_MS } from '../../application/simulator/simulator-messages';
import type { SubmitContext, SubmitFailure } from '../../application/simulator/simulator-use-cases';
import { isRetryableSubmitFailure, submitRetryDelayMs } from '../../application/test-engine/submit-retry';
import { analyticsPath, isLearningSession, parseReviewSession, PATHS, testListPath } from '../../domain/shared/paths';
import { err, ok, type Result } from '../../domain/shared/result';
import { cmd } from '../../domain/test-engine/events';
import { canSaveForLater, isSubjectiveTest } from '../../domain/test-engine/modes';
import { markPendingSubmits } from '../stores/pending-submit-marker';
import type { ModalStore } from './modal.store';
import type { SimulatorEnv } from './simulator-env';
import type { SimulatorSessionStore } from './simulator-session.store';

export class SubmissionStore {
  submitting = false;
  saving = false;
  finishing = false;
  /** the screen navigated away (submitted, saved, finished, or a guest sent elsewhere) */
  left = false;
  /** the submit is kept on this device and tried again by itself (the banner shows) */
  queued = false;
  /** whole seconds to the next automatic try; null while a try runs (or when nothing is queued) */
  nextTryIn: number | null = null;

  private submitRun: Promise<void> | null = null;
  private postRun: Promise<Result<void, PostFailure>> | null = null;
  /** automatic tries made since the submit was queued (the backoff's step) */
  private tries = 0;
  private nextTryAt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private stopOnline: (() => void) | null = null;

  constructor(
    private readonly session: SimulatorSessionStore,
    private readonly modals: ModalStore,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<SubmissionStore, 'session' | 'modals' | 'env' | 'submitRun' | 'postRun' | 'tries' | 'nextTryAt' | 'retryTimer' | 'ticker' | 'stopOnline'>(this, {
      session: false, modals: false, env: false, submitRun: false, postRun: false,
      tries: false, nextTryAt: false, retryTimer: false, ticker: false, stopOnline: false,
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
    return {
      course: { ...c.course, templateId: this.session.templateId ?? c.course.templateId },
      ...(c.school ? { school: c.school } : {}),
      ...(c.owner ? { owner: c.owner } : {}),
    };
  }

  /** Submit Now (a registered student's test): posted with the student's course. Offline or a server failure
   *  queues it (the banner, tries by itself); another failure is told in a toast. A second click while one runs
   *  joins it. (Guest mode hands the test in and opens the guest flow instead: guest-submit.store.ts, which then
   *  posts through submitWith.) */
  submit(): Promise<void> {
    if (!this.session.openSession || !this.session.state) return Promise.resolve();
    this.submitRun ??= this.tryOnce().finally(() => { this.submitRun = null; });
    return this.submitRun;
  }

  /** Try again now (the banner): the queued submit is sent at once. */
  tryNow(): Promise<void> {
    if (!this.queued) return Promise.resolve();
    return this.submit();
  }

  /**
   * The page opened a registered student's test that is handed in but not yet sent (a reload or a reopened tab
   * after a failed submit): it is sent at once, and queued again if that fails.
   */
  resumePending(): Promise<void> {
    if (this.session.mode !== 'registered' || !this.submitPending || this.queued) return Promise.resolve();
    return this.submit();
  }

  /** The page unmounts: the tries stop (the handed-in test stays on this device; reopening it sends it). */
  dispose(): void {
    this.stopTries();
  }

  private async tryOnce(): Promise<void> {
    this.clearTimers();
    this.nextTryIn = null;
    const posted = await this.submitDetailed(this.submitContext());
    if (posted.ok || this.left) {
      this.stopTries();
      return;
    }
    if (posted.error.retryable && this.session.mode === 'registered') {
      this.queue();
      return;
    }
    this.stopTries();
    this.env.toasts.show({ title: SIMULATOR_MESSAGES.submitFailedTitle, message: posted.error.message, variant: 'danger', durationMs: TOAST_MS.standard });
  }

  /** Keeps the submit queued: the banner, the next automatic try, and a try as soon as the browser is online. */
  private queue(): void {
    this.queued = true;
    // the app sends it from any page if this one is closed (ui/layout/use-pending-submits.ts)
    markPendingSubmits();
    this.modals.clear();
    const delay = submitRetryDelayMs(this.tries++);
    this.nextTryAt = Date.now() + delay;
    this.nextTryIn = Math.ceil(delay / 1000);
    this.retryTimer = setTimeout(() => { void this.submit(); }, delay);
    this.ticker = setInterval(() => this.tick(), 1000);
    if (!this.stopOnline && typeof window !== 'undefined') {
      const online = () => { void this.submit(); };
      window.addEventListener('online', online);
      this.stopOnline = () => window.removeEventListener('online', online);
    }
  }

  private tick(): void {
    this.nextTryIn = Math.max(0, Math.ceil((this.nextTryAt - Date.now()) / 1000));
  }

  private clearTimers(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    if (this.ticker !== null) clearInterval(this.ticker);
    this.retryTimer = null;
    this.ticker = null;
  }

  private stopTries(): void {
    this.clearTimers();
    this.stopOnline?.();
    this.stopOnline = null;
    this.queued = false;
    this.nextTryIn = null;
    this.tries = 0;
  }

  /**
   * Posts the test with `ctx` (null: there is nothing to post it with, a failure): the TestSubmitted event first
   * (the session's submit), then /testsubmit. On success 'Test Submit Successfully' and the attempt's analytics;
   * a failure answers its text ('Failed to submit test.' or the refusal's) and is not told here: the caller tells it.
   * A call while one runs joins it.
   */
  async submitWith(ctx: SubmitContext | null): Promise<Result<void, string>> {
    const posted = await this.submitDetailed(ctx);
    return posted.ok ? posted : err(posted.error.message);
  }

  private submitDetailed(ctx: SubmitContext | null): Promise<Result<void, PostFailure>> {
    this.postRun ??= this.post(ctx).finally(() => { this.postRun = null; });
    return this.postRun;
  }

  private async post(ctx: SubmitContext | null): Promise<Result<void, PostFailure>> {
    const session = this.session.openSession;
    if (!session || !this.session.state) return err({ message: SIMULATOR_MESSAGES.submitFailed, retryable: false });
    this.submitting = true;
    let failure: PostFailure | null = { message: SIMULATOR_MESSAGES.submitFailed, retryable: false };
    let testSession = '';
    try {
      const submitted = ctx ? await session.submit(ctx) : null;
      if (submitted?.ok) {
        failure = null;
        testSession = submitted.value;
      } else if (submitted) {
        failure = postFailureOf(submitted.error);
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
    this.stopTries();
    this.modals.clear();
    this.left = true;
  }
}

/** Why a post failed: the words to show, and whether the submit is kept and tried again (submit-retry.ts). */
interface PostFailure {
  message: string;
  retryable: boolean;
}

const postFailureOf = (failure: SubmitFailure): PostFailure => ({
  message: (failure.kind === 'refused' ? failure.refusal.message : '') || SIMULATOR_MESSAGES.submitFailed,
  retryable: isRetryableSubmitFailure(failure),
});
