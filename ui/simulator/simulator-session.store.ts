// View state of the open test attempt: opens it through the simulator's use cases, mirrors the engine's state for
// the views, turns the student's answers and moves into engine commands and refusals into toasts. MobX view state
// only: the rules (statuses, attempt limits, section locks, timers) live in the engine and the use cases.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SIMULATOR_MESSAGES, TOAST_MS } from '../../application/simulator/simulator-messages';
import type {
  OpenTestRequest, SessionRefusal, SimulatorSession,
} from '../../application/simulator/simulator-use-cases';
import { cmd, type TestCommand } from '../../domain/test-engine/events';
import { isSubjectiveTest } from '../../domain/test-engine/modes';
import { toggleOption } from '../../domain/test-engine/option-selection';
import type { TestState } from '../../domain/test-engine/state';
import type { Question } from '../../domain/test-engine/test-data';
import { loadError, NO_TEST_SELECTED, type SimulatorError } from './load-error';
import { refusalToast } from './refusal-toast';
import { engineResponse, responseView, type QuestionResponse } from './response-view';
import type { SimulatorEnv } from './simulator-env';
import { attemptKey, testToOpen, type SimulatorMode, type SimulatorParams } from './simulator-params';
import * as select from './simulator-selectors';

export type SimulatorPhase = 'loading' | 'ready' | 'error';

/**
 * Calls back each time the page becomes visible again; answers the unsubscribe. A hidden tab's timers are throttled,
 * so the timer's next tick may come late: the remaining time is read again at once when the tab shows.
 */
const onVisible = (run: () => void): (() => void) => {
  if (typeof document === 'undefined') return () => undefined;
  const listener = () => { if (document.visibilityState === 'visible') run(); };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

export class SimulatorSessionStore {
  phase: SimulatorPhase = 'loading';
  error: SimulatorError | null = null;
  /** the engine state, replaced (not mutated) after every event */
  state: TestState | null = null;
  /** seconds on the running timer; null when no timer runs */
  remaining: number | null = null;
  resumed = false;

  private session: SimulatorSession | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopTimer: (() => void) | null = null;
  private stopVisibility: (() => void) | null = null;
  private loading: Promise<void> | null = null;
  private disposed = false;

  constructor(
    readonly mode: SimulatorMode,
    readonly params: SimulatorParams,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<SimulatorSessionStore, 'session' | 'unsubscribe' | 'stopTimer' | 'stopVisibility' | 'disposed' | 'env' | 'loading'>(this, {
      mode: false, params: false, env: false, session: false, unsubscribe: false, stopTimer: false, stopVisibility: false, disposed: false,
      loading: false, state: observableRef,
    });
  }

  // ---------- opening ----------

  /**
   * The page mounted: opens the test once (the local log first, for a resume after a reload; else the
   * server), or re-attaches to the open session after a remount.
   */
  start(): Promise<void> {
    this.disposed = false;
    if (this.session) {
      if (!this.unsubscribe) this.attach(this.session);
      return Promise.resolve();
    }
    this.loading ??= this.load();
    return this.loading;
  }

  /** The page unmounts: stops the timer and the subscription. The local log stays for a resume. */
  dispose(): void {
    this.disposed = true;
    this.detach();
  }

  /** The screen is left (submitted, saved, finished): the timer and the subscription stop. */
  detach(): void {
    this.stopTimer?.();
    this.stopTimer = null;
    this.stopVisibility?.();
    this.stopVisibility = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The templateId of the test: the URL's, else the active course's. */
  get templateId(): number | undefined {
    return this.params.templateId ?? this.env.course?.course.templateId;
  }

  /** The request that opens the URL's test; null when the URL names none (a review needs a testSession, ...). */
  openRequest(): OpenTestRequest | null {
    const testKey = attemptKey(this.mode, this.params);
    const test = testToOpen(this.mode, this.params, this.templateId);
    if (!testKey || !test) return null;
    return { test, testKey, context: { assessmentMode: this.params.assessmentMode, narrowLayout: this.env.narrow ?? false } };
  }

  private async load(): Promise<void> {
    const request = this.openRequest();
    if (!request) {
      this.fail(NO_TEST_SELECTED);
      return;
    }
    const opened = await this.env.simulator.openTest(request);
    if (!opened.ok) {
      this.fail(loadError(opened.error));
      return;
    }
    const { session, resumed } = opened.value;
    runInAction(() => { this.resumed = resumed; });
    if (this.disposed) this.session = session;
    else this.attach(session);
  }

  /** Shows a session: its state mirrored, its timer running (also an adaptive session opened again). */
  attach(session: SimulatorSession): void {
    this.detach();
    this.session = session;
    if (this.disposed) return;
    this.state = session.state;
    this.remaining = session.remaining();
    this.phase = 'ready';
    this.unsubscribe = session.subscribe(() => this.sync());
    if (session.state.flags.timer) {
      this.stopTimer = session.startTimer((seconds) => this.tick(seconds));
      this.stopVisibility = onVisible(() => this.sync());
    }
  }

  private sync(): void {
    if (!this.session) return;
    this.state = this.session.state;
    this.remaining = this.session.remaining();
  }

  private tick(seconds: number): void {
    this.remaining = seconds;
  }

  private fail(error: SimulatorError): void {
    this.phase = 'error';
    this.error = error;
  }

  // ---------- derived view state ----------

  get ready(): boolean {
    return this.phase === 'ready' && this.state !== null;
  }

  get test() {
    return this.state?.test ?? null;
  }

  /** Loaded and neither handed in nor finished: the exam guards are on. */
  get running(): boolean {
    return this.ready && !!this.state && !this.state.submitted && !this.state.finished;
  }

  get questionCount(): number {
    return this.state?.questions.length ?? 0;
  }

  get testName(): string {
    return this.state?.test.testName ?? '';
  }

  get currentIndex(): number {
    return this.state?.currentIndex ?? 0;
  }

  get currentQuestion(): Question | null {
    return this.questionAt(this.currentIndex);
  }

  get currentQuestionId(): number | null {
    return this.currentQuestion?.questionId ?? null;
  }

  /** Every question of the test, in question-set order. */
  get questionSet(): readonly Question[] {
    return this.state?.test.questionSet ?? [];
  }

  /** The question at an index of the question set (the question area renders the one it shows, a frame behind a move). */
  questionAt(index: number): Question | null {
    return select.questionAt(this.state, index);
  }

  get currentStatus() {
    return select.statusAt(this.state, this.currentIndex);
  }

  /** Q{n} of the current question (see select.numberAt). */
  get currentNumber(): number {
    return this.numberAt(this.currentIndex);
  }

  numberAt(index: number): number {
    return select.numberAt(this.state, index, this.isAdaptive);
  }

  get currentResponse(): QuestionResponse {
    return this.responseAt(this.currentIndex);
  }

  /** The response of the question at an index: the same object until that question's response changes. */
  responseAt(index: number): QuestionResponse {
    return responseView(this.state?.questions[index]?.response);
  }

  get flags() {
    return this.state?.flags ?? null;
  }

  get isReview(): boolean {
    return this.mode === 'review';
  }

  get isAdaptive(): boolean {
    return this.mode === 'adaptive';
  }

  get marksEditable(): boolean {
    return select.isMarksEditable(this.state);
  }

  get subjective(): boolean {
    return this.state ? isSubjectiveTest(this.state.test) : false;
  }

  get markedForReview(): boolean {
    return select.isMarkedForReview(this.currentStatus);
  }

  get hasPrevious(): boolean {
    return select.hasPrevious(this.state);
  }

  get hasNext(): boolean {
    return select.hasNext(this.state, this.isAdaptive);
  }

  get timerOn(): boolean {
    return !!this.state?.flags.timer && this.remaining !== null;
  }

  get timeEnded(): boolean {
    return select.isTimeEnded(this.state);
  }

  get fullScreenExited(): boolean {
    return select.isFullScreenExited(this.state);
  }

  get pendingSectionName(): string | null {
    return select.pendingSectionName(this.state);
  }

  get statusCounts(): select.StatusCounts {
    return select.statusCounts(this.state);
  }

  /** The palette: question numbers grouped by section in navigation order. */
  get paletteSections(): select.PaletteSection[] {
    return select.paletteSections(this.state);
  }

  // ---------- commands ----------

  /** Runs a command on the open session; a refusal the student should hear of becomes a toast. */
  async run(command: TestCommand): Promise<boolean> {
    const session = this.session;
    if (!session) return false;
    let outcome;
    try {
      outcome = await session.dispatch(command);
    } catch (e) {
      console.error(`${command.type} failed`, e);
      this.env.toasts.show({ message: SIMULATOR_MESSAGES.actionFailed, variant: 'danger', durationMs: TOAST_MS.standard });
      return false;
    }
    if (!outcome.ok) this.toastRefusal(outcome.error);
    return outcome.ok;
  }

  /** Tells the student of a refusal, when it is one to tell (refusal-toast.ts). */
  toastRefusal(refusal: SessionRefusal): void {
    const toast = refusalToast(refusal);
    if (toast) this.env.toasts.show(toast);
  }

  /** The answer inputs' new text list (option ids, or the typed text); a subjective image is kept. */
  answer(text: readonly string[]): Promise<boolean> {
    return this.run(cmd('GiveAnswer', { response: engineResponse({ ...this.currentResponse, text }) }));
  }

  /** Number keys: option n of a choice question (toggled for multi-select). */
  pickOption(index: number): Promise<boolean> {
    const q = this.currentQuestion;
    const option = q?.responseChoice[index];
    if (!q || !option || this.isReview) return Promise.resolve(false);
    const selection = toggleOption(q, this.currentResponse.text, option.responseId);
    return selection ? this.answer(selection) : Promise.resolve(false);
  }

  clear(): Promise<boolean> {
    return this.run(cmd('ClearAnswer'));
  }

  toggleReview(): Promise<boolean> {
    return this.run(cmd('ToggleReview'));
  }

  next(): Promise<boolean> {
    return this.run(cmd('GoNext'));
  }

  previous(): Promise<boolean> {
    return this.run(cmd('GoPrevious'));
  }

  jumpTo(questionId: number): Promise<boolean> {
    const index = this.questionSet.findIndex((q) => q.questionId === questionId);
    if (index < 0) return Promise.resolve(false);
    return this.run(cmd('JumpTo', { index }));
  }

  confirmSectionSwitch(): Promise<boolean> {
    return this.run(cmd('ConfirmSectionSwitch'));
  }

  cancelSectionSwitch(): Promise<boolean> {
    return this.run(cmd('CancelSectionSwitch'));
  }

  fullScreenLeft(): Promise<boolean> {
    if (!this.state?.flags.fullScreen || this.state.submitted) return Promise.resolve(false);
    return this.run(cmd('ExitFullScreen'));
  }

  fullScreenEntered(): Promise<boolean> {
    if (!this.state?.fullScreenExited) return Promise.resolve(false);
    return this.run(cmd('EnterFullScreen'));
  }

  // ---------- leaving ----------

  /** The open session, for the calls that hand it in, save it or post its answers (null before it opens). */
  get openSession(): SimulatorSession | null {
    return this.session;
  }

  /** The screen is left for `path`. */
  leave(path: string): void {
    this.detach();
    this.env.navigate(path);
  }

  /** The session's event log (support export; `npm run replay` reads it). */
  exportLog() {
    return this.session?.exportLog() ?? null;
  }
}
