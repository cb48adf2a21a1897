// View state of the test simulator (/test-simulator, /test-simulator-adaptive, /testview; spec 001 §2, §4, §8).
// MobX view state only: the rules (statuses, attempt limits, section locks, timers, payloads) live in the
// engine and the test-session use case; this store opens the session, mirrors its state for the views, turns
// the student's actions into engine commands and refusals into toasts, and navigates after submit.
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { SimulatorHelpGateway } from '../../application/simulator/ports';
import type { TestLoadResult, TestRepository } from '../../application/test-engine/ports';
import type { Refusal } from '../../domain/test-engine/decide';
import { cmd, type TestCommand } from '../../domain/test-engine/events';
import { canSaveForLater, isSubjectiveTest, type TestMode } from '../../domain/test-engine/modes';
import type { PayloadCourse, PayloadSchool } from '../../domain/test-engine/payloads';
import { EMPTY_RESPONSE, type QuestionResponse as EngineResponse } from '../../domain/test-engine/question-response';
import type { TestState } from '../../domain/test-engine/state';
import { fitTicks, storedMarks, ticksTotal, type PartMark } from '../../domain/test-engine/subjective-review';
import { questionKind, type Question } from '../../domain/test-engine/test-data';
import type { ToastStore } from '../stores/toast.store';
import { buildWebSearchUrl, type AiAnswerState, type HelpView, type StudyMaterialState } from './components/help-modal';
import type { QuestionResponse as ViewResponse } from './components/question-view';
import type { PaletteSection } from './components/question-palette';
import { countStatuses, type StatusCounts } from './components/status-look';
import {
  afterSubmitPath, attemptKey, splitReviewSession, testDetailsQuery, testListPath, type SimulatorParams,
} from './simulator-params';
import type { SessionSubmitContext, SimulatorOpenResult, SimulatorOpenSpec, SimulatorSession } from './simulator-session';

/** Spec 001 §9 toast durations. */
export const TOAST_MS = 3000;
export const WARNING_TOAST_MS = 2000;
export const SUBMIT_SUCCESS = 'Test Submit Successfully';
export const SUBMIT_FAILED_TITLE = 'Something Went Wrong!';
export const SUBMIT_FAILED = 'Failed to submit test.';
export const SAVED_TITLE = 'Saved your progress';
export const SAVED_MESSAGE = 'Pick up where you left off anytime.';
export const SAVE_FAILED = 'Failed to Submit Continue Test';
export const ADAPTIVE_ANSWER_FAILED = 'Failed to submit answer.';
export const MARKS_FAILED_TITLE = 'Error Updating Marks';
export const MARKS_FAILED = 'Failed to update marks';
export const NO_TEST_SELECTED = 'No Test Selected';
export const NO_TEST_DATA = 'No test data available';
export const LOAD_FAILED_ALERT = 'Failed to load test details.';
export const TEACHER_TOAST_MS = 5000;
export const TEACHER_SENT = 'Your Query Sent to Teacher Successfully!';
export const TEACHER_FAILED = 'Failed to send invite to teacher. Please try again later.';
export const UPLOAD_FAILED = 'File Upload Failed';
export const REMOVE_FAILED = 'File Removed Failed';

export type SimulatorPhase = 'loading' | 'ready' | 'error';

export type SimulatorError =
  | { kind: 'limit_reached'; message: string }
  | { kind: 'question_limit_reached' | 'internal_server_error' | 'failed' | 'no_test'; title: string; message: string };

/** The student's course and school as the submit payload needs them. */
export interface SimulatorCourse {
  course: PayloadCourse;
  school?: PayloadSchool;
  courseName?: string;
  /** course tab flag tonyHelp: ASK TONY */
  tonyHelp: boolean;
  /** teacherHelp: the teacher support modal */
  teacherHelp: boolean;
  /** the course access state is upgrade: the limit screen offers Upgrade */
  canUpgrade: boolean;
}

/** The test engine for the simulator: the repository to load tests from, and the use case that opens a session. */
export interface SimulatorEngine {
  repository: TestRepository;
  open(spec: SimulatorOpenSpec): Promise<SimulatorOpenResult>;
}

export interface SimulatorEnv {
  toasts: Pick<ToastStore, 'show'>;
  /** loads the engine (its own chunk with the container on first use); a rejection is a load failure */
  engine(): Promise<SimulatorEngine>;
  /** app navigation (paths inside /student) */
  navigate(to: string, opts?: { replace?: boolean }): void;
  /** the signed-in student's active course; null when none */
  course: SimulatorCourse | null;
  /** the narrow (mobile) layout at load */
  narrow?: boolean;
  /** the help tools (AI answer, study material, teacher query, answer images); absent: those actions are hidden */
  help?(): Promise<SimulatorHelpGateway>;
}

type ModalName = 'submit' | 'support' | 'help' | null;

const HELP_FAILED = Symbol('help failed');

const toEngine = (r: ViewResponse): EngineResponse => ({ values: [...r.text], fileName: r.fileName, url: r.url });
// One view per engine response (the engine keeps an unchanged question's response object), so the view of a
// question's response is the same object until it is answered: the question area can memoise on it.
const views = new WeakMap<EngineResponse, ViewResponse>();
const toView = (r: EngineResponse): ViewResponse => {
  let v = views.get(r);
  if (!v) {
    v = { text: r.values, fileName: r.fileName, url: r.url };
    views.set(r, v);
  }
  return v;
};

export class SimulatorStore {
  phase: SimulatorPhase = 'loading';
  error: SimulatorError | null = null;
  /** the engine state, replaced (not mutated) after every event */
  state: TestState | null = null;
  /** seconds on the running timer; null when no timer runs */
  remaining: number | null = null;
  resumed = false;
  modal: ModalName = null;
  submitting = false;
  saving = false;
  finishing = false;
  advancing = false;
  /** typed marks per question index (review, testStatus 2) */
  typedMarks: Map<number, number> = new Map();
  savingMarks = false;
  /** the screen navigated away (submitted, saved, finished) */
  left = false;
  helpView: HelpView = 'main';
  aiAnswer: AiAnswerState = { status: 'loading' };
  studyMaterials: StudyMaterialState = { status: 'loading' };
  sendingQuery = false;
  imageBusy = false;

  private session: SimulatorSession | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopTimer: (() => void) | null = null;
  private engine: SimulatorEngine | null = null;
  private loading: Promise<void> | null = null;
  private disposed = false;
  private submitRun: Promise<void> | null = null;

  constructor(
    readonly mode: TestMode,
    readonly params: SimulatorParams,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<SimulatorStore, 'session' | 'unsubscribe' | 'stopTimer' | 'disposed' | 'submitRun' | 'env' | 'engine' | 'loading' | 'withHelp'>(this, {
      mode: false, params: false, env: false, session: false, unsubscribe: false, stopTimer: false, disposed: false,
      submitRun: false, engine: false, loading: false, withHelp: false, state: observableRef, typedMarks: observableShallow,
    });
  }

  // ---------- loading ----------

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

  private async load(): Promise<void> {
    if (!this.hasTestToOpen()) {
      this.fail({ kind: 'no_test', title: NO_TEST_SELECTED, message: '' });
      return;
    }
    let result: SimulatorOpenResult;
    try {
      this.engine = await this.env.engine();
      const spec = this.openSpec();
      result = spec ? await this.engine.open(spec) : { ok: false, kind: 'failed', message: LOAD_FAILED_ALERT };
    } catch (e) {
      console.error('Opening the test failed', e);
      result = { ok: false, kind: 'failed', message: LOAD_FAILED_ALERT };
    }
    if (!result.ok) {
      this.fail(result.kind === 'limit_reached'
        ? { kind: 'limit_reached', message: result.message }
        : result.kind === 'failed'
          ? { kind: 'failed', title: result.message, message: '' }
          : { kind: result.kind, title: errorTitle(result.kind), message: result.message });
      return;
    }
    if (!result.session.state.loaded || result.session.state.questions.length === 0) {
      this.fail({ kind: 'failed', title: NO_TEST_DATA, message: '' });
      return;
    }
    const session = result.session;
    runInAction(() => { this.resumed = result.resumed; });
    if (this.disposed) this.session = session;
    else this.attach(session);
  }

  private attach(session: SimulatorSession): void {
    this.detach();
    if (this.disposed) {
      this.session = session;
      return;
    }
    this.session = session;
    this.state = session.state;
    this.remaining = session.remaining();
    this.phase = 'ready';
    this.unsubscribe = session.subscribe(() => this.sync());
    if (session.state.flags.timer) {
      this.stopTimer = session.startTimer((seconds) => this.tick(seconds));
    }
  }

  private detach(): void {
    this.stopTimer?.();
    this.stopTimer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
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

  private templateId(): number | undefined {
    return this.params.templateId ?? this.env.course?.course.templateId;
  }

  /** The URL names a test (spec 001 §5: a review needs a testSession, else 'No Test Selected'). */
  private hasTestToOpen(): boolean {
    if (!attemptKey(this.mode, this.params)) return false;
    return this.mode !== 'registered' || this.templateId() !== undefined;
  }

  private openSpec(): SimulatorOpenSpec | null {
    const key = attemptKey(this.mode, this.params);
    if (!key || !this.engine) return null;
    const repo = this.engine.repository;
    const context = { assessmentMode: this.params.assessmentMode, narrowLayout: this.env.narrow ?? false };
    const p = this.params;
    let load: () => Promise<TestLoadResult>;
    if (this.mode === 'review') {
      const split = splitReviewSession(p.testSession);
      if (!split) return null;
      load = () => repo.testResultView(split.id);
    } else if (this.mode === 'adaptive') {
      if (!p.testSession) return null;
      const session = p.testSession;
      load = () => repo.adaptiveTestDetails(session);
    } else {
      const templateId = this.templateId();
      if (templateId === undefined) return null;
      const session = p.testSession;
      load = session ? () => repo.testDetailExisting(session, templateId) : () => repo.testDetails(testDetailsQuery(p, templateId));
    }
    return { mode: this.mode, testKey: key, load, context };
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

  /** Every question of the test, in question-set order. */
  get questionSet(): readonly Question[] {
    return this.state?.test.questionSet ?? [];
  }

  /** The question at an index of the question set (the question area renders the one it shows, a frame behind a move). */
  questionAt(index: number): Question | null {
    return this.state?.test.questionSet[index] ?? null;
  }

  get currentStatus() {
    return this.state?.questions[this.currentIndex]?.status ?? 'not_visited';
  }

  /**
   * Q{n}: the position of the question in navigation order, 1-based; in an adaptive session (one question
   * delivered at a time) the question's display number, i.e. how many questions the session has given.
   */
  get currentNumber(): number {
    return this.numberAt(this.currentIndex);
  }

  /** Q{n} of the question at an index (see currentNumber). */
  numberAt(index: number): number {
    const position = (this.state?.layout.position[index] ?? 0) + 1;
    if (!this.isAdaptive) return position;
    const display = this.questionAt(index)?.questionDisplayId ?? 0;
    return display > 0 ? display : position;
  }

  get currentResponse(): ViewResponse {
    return this.responseAt(this.currentIndex);
  }

  /** The response of the question at an index: the same object until that question's response changes. */
  responseAt(index: number): ViewResponse {
    return toView(this.state?.questions[index]?.response ?? EMPTY_RESPONSE);
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
    return !!this.state?.flags.marksEditable && !this.state.finished;
  }

  get subjective(): boolean {
    return this.state ? isSubjectiveTest(this.state.test) : false;
  }

  get markedForReview(): boolean {
    const s = this.currentStatus;
    return s === 'marked_for_review' || s === 'answered_and_review';
  }

  get hasPrevious(): boolean {
    const s = this.state;
    return !!s && s.layout.position[s.currentIndex] > 0;
  }

  get hasNext(): boolean {
    const s = this.state;
    if (!s) return false;
    if (this.isAdaptive) return !s.finished;
    return s.layout.position[s.currentIndex] < s.layout.order.length - 1;
  }

  get timerOn(): boolean {
    return !!this.state?.flags.timer && this.remaining !== null;
  }

  get timeEnded(): boolean {
    return !!this.state?.timeEnded && !this.state.submitted;
  }

  /** Handed in but not yet accepted by the server (a failed submit, or a reload after one): only Submit Now remains. */
  get submitPending(): boolean {
    return this.mode !== 'review' && !!this.state?.submitted && !this.left;
  }

  get fullScreenExited(): boolean {
    return !!this.state?.fullScreenExited && !this.state.submitted && !this.state.timeEnded;
  }

  get pendingSectionName(): string | null {
    const p = this.state?.pendingSectionSwitch;
    if (!p || !this.state) return null;
    return this.state.test.sectionSet[p.toSection]?.sectionName ?? '';
  }

  /** Save & Continue Later: registered tests except types 4 and 5 (spec 001 §4). */
  get canSaveForLater(): boolean {
    return !!this.state && canSaveForLater(this.mode, this.state.test);
  }

  get statusCounts(): StatusCounts {
    return countStatuses((this.state?.questions ?? []).map((q) => q.status));
  }

  /** The palette: question numbers grouped by section in navigation order. */
  get paletteSections(): PaletteSection[] {
    const s = this.state;
    if (!s) return [];
    const { order, position, sectionOf, sectionsByRank } = s.layout;
    const cell = (i: number) => ({ questionId: s.test.questionSet[i].questionId, number: position[i] + 1, status: s.questions[i].status });
    if (s.test.sectionSet.length === 0) {
      return [{ sectionId: 'all', sectionName: '', questions: order.map(cell) }];
    }
    const groups = sectionsByRank.map((si) => ({
      sectionId: s.test.sectionSet[si].sectionId,
      sectionName: s.test.sectionSet[si].sectionName,
      questions: order.filter((i) => sectionOf[i] === si).map(cell),
    }));
    const loose = order.filter((i) => (sectionOf[i] ?? -1) === -1).map(cell);
    return loose.length ? [...groups, { sectionId: 'none', sectionName: 'Other', questions: loose }] : groups;
  }

  get currentQuestionId(): number | null {
    return this.currentQuestion?.questionId ?? null;
  }

  /**
   * Marks shown in review for the current subjective question: the parts ticked in this review, else as stored
   * (answerStatus 'yes,no,...'); the total typed in this review, else the ticks' total, else the stored marks.
   */
  get currentMarks(): { options: PartMark[]; totalMark: number } | null {
    return this.marksAt(this.currentIndex);
  }

  /** Review marks of the question at an index (see currentMarks). */
  marksAt(index: number): { options: PartMark[]; totalMark: number } | null {
    const s = this.state;
    const q = this.questionAt(index);
    if (!s || !q || questionKind(q.questionType) !== 'subjective') return null;
    const ticked = s.questions[index]?.ticks;
    const typed = this.typedMarks.get(index);
    if (ticked) {
      const options = fitTicks(q, ticked.map((t): PartMark => (t ? 'yes' : 'no')));
      return { options, totalMark: typed ?? ticksTotal(q, options) };
    }
    const stored = storedMarks(q);
    return { options: stored.options, totalMark: typed ?? (Number.isFinite(q.marks) && q.marks > 0 ? q.marks : stored.totalMark) };
  }

  // ---------- answering ----------

  private async run(command: TestCommand): Promise<boolean> {
    const session = this.session;
    if (!session) return false;
    let outcome;
    try {
      outcome = await session.dispatch(command);
    } catch (e) {
      console.error(`${command.type} failed`, e);
      this.env.toasts.show({ message: 'Your last action could not be saved. Please try again.', variant: 'danger', durationMs: TOAST_MS });
      return false;
    }
    if (!outcome.ok) this.refused(outcome.refusal);
    return outcome.ok;
  }

  private refused(refusal: Refusal): void {
    switch (refusal.code) {
      case 'attempt_limit':
      case 'section_locked':
      case 'section_back':
        this.env.toasts.show({ title: refusal.title, message: refusal.message, variant: 'warning', durationMs: WARNING_TOAST_MS });
        return;
      case 'not_saved':
        // applied on screen but not yet on this device; the session writes it again with the next action
        this.env.toasts.show({ message: refusal.message, variant: 'danger', durationMs: TOAST_MS });
        return;
      default:
        if (/previous section/i.test(refusal.message)) {
          this.env.toasts.show({ message: refusal.message, variant: 'warning', durationMs: WARNING_TOAST_MS });
        }
    }
  }

  /** The answer inputs' new text list (option ids, or the typed text); a subjective image is kept. */
  answer(text: readonly string[]): Promise<boolean> {
    const current = this.currentResponse;
    return this.run(cmd('GiveAnswer', { response: toEngine({ ...current, text }) }));
  }

  /** Number keys: option n of a choice question (toggle for multi-select). */
  pickOption(index: number): Promise<boolean> {
    const q = this.currentQuestion;
    if (!q || this.isReview) return Promise.resolve(false);
    const kind = questionKind(q.questionType);
    const option = q.responseChoice[index];
    if (!option || (kind !== 'single' && kind !== 'multi')) return Promise.resolve(false);
    const selected = this.currentResponse.text;
    if (kind === 'single') return this.answer([option.responseId]);
    const same = (a: string) => a.toLowerCase() === option.responseId.toLowerCase();
    const next = selected.some(same) ? selected.filter((s) => !same(s)) : [...selected, option.responseId];
    return this.answer(q.responseChoice.map((o) => o.responseId).filter((id) => next.some((s) => s.toLowerCase() === id.toLowerCase())));
  }

  clear(): Promise<boolean> {
    return this.run(cmd('ClearAnswer'));
  }

  toggleReview(): Promise<boolean> {
    return this.run(cmd('ToggleReview'));
  }

  imageUploaded(fileName: string, url: string): Promise<boolean> {
    return this.run(cmd('UploadImage', { fileName, url }));
  }

  imageRemoved(): Promise<boolean> {
    return this.run(cmd('RemoveImage'));
  }

  helpUsed(): Promise<boolean> {
    return this.run(cmd('UseHelp'));
  }

  // ---------- navigation ----------

  async next(): Promise<boolean> {
    if (this.isAdaptive) return this.adaptiveNext();
    return this.run(cmd('GoNext'));
  }

  previous(): Promise<boolean> {
    return this.run(cmd('GoPrevious'));
  }

  jumpTo(questionId: number): Promise<boolean> {
    const index = this.state?.test.questionSet.findIndex((q) => q.questionId === questionId) ?? -1;
    if (index < 0) return Promise.resolve(false);
    return this.run(cmd('JumpTo', { index }));
  }

  confirmSectionSwitch(): Promise<boolean> {
    return this.run(cmd('ConfirmSectionSwitch'));
  }

  cancelSectionSwitch(): Promise<boolean> {
    return this.run(cmd('CancelSectionSwitch'));
  }

  // ---------- full screen ----------

  fullScreenLeft(): Promise<boolean> {
    if (!this.state?.flags.fullScreen || this.state.submitted) return Promise.resolve(false);
    return this.run(cmd('ExitFullScreen'));
  }

  fullScreenEntered(): Promise<boolean> {
    if (!this.state?.fullScreenExited) return Promise.resolve(false);
    return this.run(cmd('EnterFullScreen'));
  }

  // ---------- modals ----------

  openModal(name: Exclude<ModalName, null>): void {
    this.modal = name;
  }

  closeModal(): void {
    if (this.submitting || this.saving) return;
    this.modal = null;
  }

  // ---------- submit, save, finish ----------

  private submitContext(): SessionSubmitContext | null {
    const c = this.env.course;
    if (!c) return null;
    return { course: { ...c.course, templateId: this.templateId() ?? c.course.templateId }, ...(c.school ? { school: c.school } : {}) };
  }

  /** Submit Now (submit modal, time ended, full screen exited). A second click while one runs joins it. */
  submit(): Promise<void> {
    this.submitRun ??= this.doSubmit().finally(() => { this.submitRun = null; });
    return this.submitRun;
  }

  private async doSubmit(): Promise<void> {
    const session = this.session;
    const ctx = this.submitContext();
    if (!session || !this.state) return;
    this.submitting = true;
    let result: Awaited<ReturnType<SimulatorSession['submit']>>;
    try {
      result = ctx ? await session.submit(ctx) : { ok: false, message: SUBMIT_FAILED };
    } catch (e) {
      console.error('Submitting the test failed', e);
      result = { ok: false, message: SUBMIT_FAILED };
    }
    runInAction(() => { this.submitting = false; });
    if (!result.ok) {
      this.env.toasts.show({ title: SUBMIT_FAILED_TITLE, message: result.message || SUBMIT_FAILED, variant: 'danger', durationMs: TOAST_MS });
      return;
    }
    const test = session.state.test;
    runInAction(() => { this.modal = null; this.left = true; });
    this.detach();
    this.env.toasts.show({ message: SUBMIT_SUCCESS, variant: 'success', durationMs: TOAST_MS });
    this.env.navigate(afterSubmitPath({
      testSession: result.testSession, testType: test.testType, subjective: isSubjectiveTest(test), assessmentMode: this.params.assessmentMode,
    }));
  }

  /** Save & Continue Later (spec 001 §4): /teststop, toasts, back to the list of the test's type. */
  async saveForLater(): Promise<void> {
    const session = this.session;
    const ctx = this.submitContext();
    if (!session || !this.canSaveForLater || this.saving || this.submitting) return;
    this.saving = true;
    let ok = false;
    try {
      ok = ctx ? await session.saveForLater(ctx) : false;
    } catch (e) {
      console.error('Saving the test failed', e);
    }
    runInAction(() => { this.saving = false; });
    if (!ok) {
      this.env.toasts.show({ message: SAVE_FAILED, variant: 'danger', durationMs: TOAST_MS });
      return;
    }
    runInAction(() => { this.modal = null; this.left = true; });
    this.detach();
    this.env.toasts.show({ title: SAVED_TITLE, message: SAVED_MESSAGE, variant: 'success', durationMs: TOAST_MS });
    this.env.navigate(testListPath(session.state.test.testType));
  }

  // ---------- review ----------

  /** Review of a testStatus 2 test: the marks of the current subjective question changed. */
  async setMarks(value: { options: PartMark[]; totalMark: number }): Promise<void> {
    if (!this.marksEditable) return;
    const index = this.currentIndex;
    const ticks = value.options.map((o) => o === 'yes');
    const before = this.state?.questions[index]?.ticks ?? [];
    const ticksChanged = ticks.length !== before.length || ticks.some((t, i) => t !== !!before[i]);
    if (ticksChanged && !(await this.run(cmd('MarkSubjectiveParts', { ticks })))) return;
    runInAction(() => { this.typedMarks.set(index, value.totalMark); });
    await this.saveMarks(value.totalMark, false);
  }

  private async saveMarks(marks: number, finishTest: boolean): Promise<boolean> {
    const session = this.session;
    if (!session) return false;
    this.savingMarks = true;
    let ok = false;
    try {
      ok = await session.updateMarks({ marks, finishTest });
    } catch (e) {
      console.error('Updating marks failed', e);
    }
    runInAction(() => { this.savingMarks = false; });
    if (!ok) this.env.toasts.show({ title: MARKS_FAILED_TITLE, message: MARKS_FAILED, variant: 'danger', durationMs: TOAST_MS });
    return ok;
  }

  /** Finish Test: review (marks finished) goes to /report; adaptive ends the session. */
  async finish(): Promise<void> {
    if (this.finishing || !this.session || !this.state) return;
    this.finishing = true;
    try {
      if (this.isReview) {
        const q = this.currentQuestion;
        const marks = this.currentMarks;
        if (this.marksEditable && q && marks) {
          const ok = await this.saveMarks(marks.totalMark, true);
          if (!ok) return;
        }
      } else if (this.isAdaptive) {
        // the current question's answer (empty counts as not answered) with finishTest=1 ends the session on the server
        if (this.state.test.testStatus !== 1 && !(await this.postAdaptive(true))) return;
      }
      if (!this.session.state.finished) await this.run(cmd('Finish'));
      this.detach();
      this.env.navigate('/report');
    } finally {
      runInAction(() => { this.finishing = false; });
    }
  }

  /** Exit (review): subjective reviews go to /report, others back to their analytics. */
  exitReview(): void {
    const split = splitReviewSession(this.params.testSession);
    const test = this.state?.test;
    this.detach();
    if (!split || !test || this.subjective) {
      this.env.navigate('/report');
      return;
    }
    const kind = split.prefix === 'ls' ? 'learning-testanalytics' : 'testanalytics';
    this.env.navigate(`/${kind}?testSession=${encodeURIComponent(split.id)}&testType=${test.testType}`);
  }

  // ---------- adaptive ----------

  private async postAdaptive(finishTest = false): Promise<boolean> {
    let ok = false;
    try {
      ok = (await this.session?.postAdaptiveAnswer({ finishTest })) ?? false;
    } catch (e) {
      console.error('Posting the adaptive answer failed', e);
    }
    if (!ok) this.env.toasts.show({ message: ADAPTIVE_ANSWER_FAILED, variant: 'danger', durationMs: TOAST_MS });
    return ok;
  }

  /**
   * Adaptive Next: posts the answer, then loads the session again (the server picks the next question) and
   * replaces the URL in history, so Back does not return to an answered question.
   */
  private async adaptiveNext(): Promise<boolean> {
    if (this.advancing || !this.session) return false;
    const s = this.state;
    if (s && s.layout.position[s.currentIndex] < s.layout.order.length - 1) return this.run(cmd('GoNext'));
    this.advancing = true;
    try {
      if (!(await this.postAdaptive())) return false;
      const spec = this.openSpec();
      if (!spec || !this.engine) return false;
      const before = this.state?.questions.length ?? 0;
      const result = await this.engine.open(spec);
      if (!result.ok) {
        this.env.toasts.show({ message: result.message, variant: 'danger', durationMs: TOAST_MS });
        return false;
      }
      const next = result.session;
      // the session ended on the server (its set length reached): the result is the student's report
      if (next.state.test.testStatus === 1) {
        this.detach();
        this.env.navigate('/report');
        return true;
      }
      this.attach(next);
      const count = next.state.questions.length;
      const last = next.state.layout.order[count - 1];
      if (count > before && last !== undefined && last !== next.state.currentIndex) {
        await this.run(cmd('JumpTo', { index: last }));
      }
      this.env.navigate(`/test-simulator-adaptive?testSession=${encodeURIComponent(this.params.testSession ?? '')}&question=${this.currentNumber}`, { replace: true });
      return true;
    } finally {
      runInAction(() => { this.advancing = false; });
    }
  }

  // ---------- help tools ----------

  get helpAvailable(): boolean {
    return !!this.env.help;
  }

  /** ASK TONY: the course's tonyHelp is on, the test is being taken (not review/adaptive) and help is wired. */
  get canAskTony(): boolean {
    return this.helpAvailable && !!this.env.course?.tonyHelp && this.mode === 'registered';
  }

  /** Teacher support: the mode's support flag and the course's teacherHelp. */
  get canAskTeacher(): boolean {
    return this.helpAvailable && !!this.state?.flags.support && !!this.env.course?.teacherHelp;
  }

  /** Spec 001 §5: help content only when topic, search query and search flag are all present. */
  get studyMaterialAvailable(): boolean {
    const p = this.params;
    return !!p.searchQuery && !!p.searchFlag && p.topicId !== undefined;
  }

  get webSearchUrl(): string {
    const q = this.currentQuestion;
    return q ? buildWebSearchUrl(q.questionBody, q.responseChoice.map((c) => c.responseText)) : '';
  }

  private async withHelp<T>(call: (g: SimulatorHelpGateway) => Promise<T>): Promise<T | typeof HELP_FAILED> {
    if (!this.env.help) return HELP_FAILED;
    try {
      return await call(await this.env.help());
    } catch (e) {
      console.error('Help tools failed', e);
      return HELP_FAILED;
    }
  }

  openHelp(): void {
    this.helpView = 'main';
    this.modal = 'help';
  }

  /** A help view was chosen: its content loads, and the question counts as helped. */
  async setHelpView(view: HelpView): Promise<void> {
    this.helpView = view;
    const q = this.currentQuestion;
    if (view === 'main' || !q) return;
    if (view === 'ai') {
      this.aiAnswer = { status: 'loading' };
      void this.helpUsed();
      const solution = await this.withHelp((g) => g.aiSolution(q.questionId, q.itemId));
      runInAction(() => {
        this.aiAnswer = solution === HELP_FAILED || solution === null ? { status: 'error' } : { status: 'ready', solution };
      });
      return;
    }
    this.studyMaterials = { status: 'loading' };
    const templateId = this.templateId();
    const { searchQuery, searchFlag, topicId } = this.params;
    if (!searchQuery || !searchFlag || topicId === undefined || templateId === undefined) {
      this.studyMaterials = { status: 'ready', items: [] };
      return;
    }
    void this.helpUsed();
    const items = await this.withHelp((g) => g.helpContent({ templateId, searchQuery, searchFlag, topicId }));
    runInAction(() => {
      this.studyMaterials = items === HELP_FAILED || items === null ? { status: 'error' } : { status: 'ready', items };
    });
  }

  /** Teacher support: the query about the current question (toast 5 s on success). */
  async sendTeacherQuery(feedback: string): Promise<void> {
    const q = this.currentQuestion;
    if (!q || this.sendingQuery || feedback.trim() === '') return;
    this.sendingQuery = true;
    const ok = await this.withHelp((g) => g.sendTeacherQuery({ questionId: q.questionId, feedback: feedback.trim(), courseName: this.env.course?.courseName }));
    runInAction(() => { this.sendingQuery = false; });
    if (ok === true) {
      this.env.toasts.show({ message: TEACHER_SENT, variant: 'success', durationMs: TEACHER_TOAST_MS });
      runInAction(() => { if (this.modal === 'support') this.modal = null; });
    } else {
      this.env.toasts.show({ message: TEACHER_FAILED, variant: 'danger', durationMs: TOAST_MS });
    }
  }

  /** A subjective answer image (validated PNG/JPG): uploaded, then recorded on the question. */
  async uploadImage(file: Blob, fileName: string): Promise<void> {
    if (this.imageBusy || this.isReview) return;
    const index = this.currentIndex;
    this.imageBusy = true;
    const uploaded = await this.withHelp((g) => g.uploadAnswerImage(file, fileName));
    runInAction(() => { this.imageBusy = false; });
    if (uploaded === HELP_FAILED || uploaded === null) {
      this.env.toasts.show({ message: UPLOAD_FAILED, variant: 'danger', durationMs: TOAST_MS });
      return;
    }
    if (this.currentIndex !== index) return;
    await this.imageUploaded(uploaded.fileName, uploaded.url);
  }

  async removeImage(): Promise<void> {
    const fileName = this.currentResponse.fileName;
    if (this.imageBusy || !fileName) return;
    this.imageBusy = true;
    const ok = await this.withHelp((g) => g.removeAnswerImage(fileName));
    runInAction(() => { this.imageBusy = false; });
    if (ok !== true) {
      this.env.toasts.show({ message: REMOVE_FAILED, variant: 'danger', durationMs: TOAST_MS });
      return;
    }
    await this.imageRemoved();
  }

  // ---------- support ----------

  /** The session's event log (support export; `npm run replay` reads it). */
  exportLog() {
    return this.session?.exportLog() ?? null;
  }

  get limitCanUpgrade(): boolean {
    return this.env.course?.canUpgrade ?? false;
  }

  get upgradePath(): string {
    const id = this.env.course?.course.courseId ?? this.params.courseId;
    return id !== undefined ? `/selectcourse?cid=${id}` : '/selectcourse';
  }
}

const errorTitle = (kind: 'question_limit_reached' | 'internal_server_error'): string =>
  kind === 'question_limit_reached' ? 'No Question Available' : 'Internal Server Error';
