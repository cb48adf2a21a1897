// The test-session use case: one attempt at a test around the event-sourced TestEngine (issue 3; spec 001 §4, §7).
// Framework-free: no MobX, no React. The simulator store (ui/simulator) consumes it.
//
// - Durability: every event the engine appends is written to the EventLogStore before dispatch() resolves
//   (the engine's onAppend hook). A write that fails is written again with the next one (the session tracks the
//   last durable seq), so one storage hiccup never leaves a gap in the stored log.
// - Resume: opening a guest/registered test whose testKey has a local log rebuilds the engine from that log
//   (TestEngine.fromLog): same question, answers, statuses, per-question times; the remaining time is re-derived
//   from the stored deadline, and a deadline that passed while the page was closed is recorded at once, stamped
//   with the deadline. Review and adaptive tests always load from the server (their old local logs are dropped).
// - Submit is idempotent per attempt: one client submission id, saved in the log meta before the first post, is
//   sent with every try, concurrent calls share one promise, and a success is remembered. A failure keeps the
//   log and gives the spec's 'Failed to submit test.'. After a success (or a Save & Continue Later) the local log
//   is removed and the session is closed.
import { EventSeqError } from './event-log-errors';
import type { EngineClock, EventLogFile, EventLogMeta, EventLogMetaStore, EventLogStore, StoredEvent, TestLoadResult, TestRepository } from './ports';
import type { Refusal } from '../../domain/test-engine/decide';
import { TestEngine, type EngineOptions } from '../../domain/test-engine/engine';
import { SCHEMA_VERSION, type TestCommand } from '../../domain/test-engine/events';
import type { TestMode } from '../../domain/test-engine/modes';
import {
  buildAdaptiveAnswerForm, buildStopTestForm, buildSubmitAnsDetails, buildUpdateMarksForm,
  type PayloadCourse, type PayloadQuestionProgress, type PayloadSchool,
} from '../../domain/test-engine/payloads';
import type { QuestionResponse } from '../../domain/test-engine/question-response';
import { fold } from '../../domain/test-engine/replay';
import { decodeResponse } from '../../domain/test-engine/responses';
import type { TestState } from '../../domain/test-engine/state';
import { fitTicks, parseTicks, type PartMark } from '../../domain/test-engine/subjective-review';
import { questionKind, type TestData } from '../../domain/test-engine/test-data';
import { questionTimeMs, remainingSeconds, remainingTestSeconds } from '../../domain/test-engine/timers';

/** Spec 001 §8 "Submission and saving". */
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit test.';
/** Spec 001 §8 "Empty tests". */
export const NO_TEST_DATA_MESSAGE = 'No test data available';
/** A test that cannot be kept on this device (the event log store refused the first write). Not a spec text. */
export const NOT_STORED_MESSAGE = 'This test could not be saved on this device, so it was not started. Please try again.';
/** Refusal of a dispatch whose events are applied but could not be written locally. Not a spec text. */
export const NOT_SAVED_REFUSAL: Refusal = { code: 'not_saved', message: 'Your last action could not be saved on this device.' };
/** Refusal of a dispatch after the session was submitted or saved for later. */
export const CLOSED_REFUSAL: Refusal = { code: 'closed', message: 'This test session is closed.' };

export interface TestSessionDeps {
  logs: EventLogStore & EventLogMetaStore;
  clock: EngineClock;
  repository: TestRepository;
  /** log ids and client submission ids */
  newId(): string;
}

export interface OpenTestSpec {
  mode: TestMode;
  /**
   * Key of the attempt, used to find a local log to resume: `session:${testSession}` when the URL has one,
   * else `${testType}:${testId}` (+ `:${classTestId}`).
   */
  testKey: string;
  /** loads from the server when there is no local log to resume (review and adaptive always load) */
  load(): Promise<TestLoadResult>;
  /** assessmentMode 'beginner' | 'advance' (also the payloads' testMode); narrowLayout = mobile width */
  context?: { assessmentMode?: string; narrowLayout?: boolean };
}

export type OpenTestResult =
  | { ok: true; session: TestSession; resumed: boolean }
  | { ok: false; kind: 'limit_reached' | 'question_limit_reached' | 'internal_server_error' | 'failed'; message: string };

export interface SubmitContext {
  course: PayloadCourse;
  school?: PayloadSchool;
  source?: 'guest';
  /** the payloads' testMode; default the open spec's context.assessmentMode, else '' */
  testMode?: string;
  /** why the test is submitted; default 'time_up' after Time's Up, else 'manual' ('full_screen' from that modal) */
  reason?: 'manual' | 'time_up' | 'full_screen';
}

export type SubmitResult = { ok: true; testSession: string } | { ok: false; message: string };
export type DispatchOutcome = { ok: true } | { ok: false; refusal: Refusal };

export interface UpdateMarksOptions {
  /** '1' on Finish Test: the review is finished (a TestFinished event follows a successful post) */
  finishTest?: boolean;
  /** a typed total (capped to the part marks); default the total of the ticked parts */
  marks?: number | string;
}

const logError = (what: string, e: unknown): void => {
  console.error(`${what}:`, e instanceof Error ? e.message : e);
};

/** The stored answers of a loaded test, decoded for the engine (spec 001 §3 studentResponse). */
const storedResponses = (test: TestData): QuestionResponse[] =>
  test.questionSet.map((q) => decodeResponse(questionKind(q.questionType), q.studentResponse ?? ''));

export class TestSession {
  private readonly engine: TestEngine;
  private readonly listeners = new Set<() => void>();
  /** last seq known to be in the store */
  private durableSeq: number;
  private writes: Promise<void> = Promise.resolve();
  private meta: EventLogMeta;
  private submitting: Promise<SubmitResult> | null = null;
  private submitted: { ok: true; testSession: string } | null = null;
  private closed = false;

  /** @internal use openTestSession */
  constructor(
    private readonly deps: TestSessionDeps,
    meta: EventLogMeta,
    private readonly context: OpenTestSpec['context'],
    makeEngine: (options: EngineOptions) => TestEngine,
    durableSeq: number,
  ) {
    this.meta = meta;
    this.durableSeq = durableSeq;
    this.engine = makeEngine({ onAppend: (batch) => this.write(batch.at(-1)!.seq), onApplied: () => this.notify() });
  }

  get logId(): string { return this.meta.logId; }
  /** the server's session id when known (resume, review, adaptive, or after a submit) */
  get testSession(): string | undefined { return this.submitted?.testSession ?? this.meta.testSession; }
  /** the guest test's course (obj.courseId of /app/guest-testdetails), kept across a resume */
  get courseId(): number | undefined { return this.meta.courseId; }
  get state(): TestState { return this.engine.state; }
  /** true after a successful submit or Save & Continue Later: the local log is gone, dispatch is refused */
  get isClosed(): boolean { return this.closed; }

  /** Seconds on the running timer now; null when no timer runs. */
  remaining(): number | null { return this.engine.remaining(); }

  /** Time spent on question `index` so far (ms), the current question's running stretch included. */
  questionTimeMs(index: number): number { return questionTimeMs(this.engine.state, index, this.deps.clock.now()); }

  /** Called after every applied event (timer expiry included), synchronously, before it is durable. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /**
   * Decide and apply a command; resolves once its events are in the local store. `ok: false` with the engine's
   * refusal (attempt limit, section lock, ...), with NOT_SAVED_REFUSAL when the events were applied but could not
   * be written (they are written again with the next action), or CLOSED_REFUSAL after submit / save for later.
   */
  async dispatch(command: TestCommand): Promise<DispatchOutcome> {
    if (this.closed) return { ok: false, refusal: CLOSED_REFUSAL };
    const r = this.engine.dispatch(command);
    let saved = true;
    try {
      await r.persisted;
      // a refused command appends nothing, but events an earlier failed write left behind are retried now too
      await this.flush();
    } catch (e) {
      logError(`Event log ${this.logId}: ${command.type} not saved`, e);
      saved = false;
    }
    if (!r.ok) return { ok: false, refusal: r.refusal! };
    return saved ? { ok: true } : { ok: false, refusal: NOT_SAVED_REFUSAL };
  }

  /**
   * Runs the countdown on the clock's scheduler: onTick gets the remaining seconds each second; at zero the expiry
   * is recorded (stamped with the deadline), written, and announced to subscribers. Returns a stop function.
   */
  startTimer(onTick: (remainingSeconds: number) => void): () => void {
    if (this.closed) return () => undefined;
    return this.engine.startTimer(onTick);
  }

  /**
   * POST /testsubmit with buildSubmitAnsDetails. The TestSubmitted event is recorded first (so a reload after a
   * failed post resumes a submitted test that can only be submitted again); the same client submission id goes
   * with every try. On success the local log is removed.
   */
  submit(ctx: SubmitContext): Promise<SubmitResult> {
    if (this.submitted) return Promise.resolve(this.submitted);
    this.submitting ??= this.submitOnce(ctx).finally(() => { this.submitting = null; });
    return this.submitting;
  }

  /** POST /teststop with buildStopTestForm ("Save & Continue Later"). On success the local log is removed. */
  async saveForLater(ctx: SubmitContext): Promise<boolean> {
    const s = this.state;
    if (this.closed || !s.loaded || s.submitted || s.finished) return false;
    try {
      await this.flush().catch((e) => logError(`Event log ${this.logId}: not saved before /teststop`, e));
      const now = this.deps.clock.now();
      const form = buildStopTestForm({
        test: s.test,
        progress: this.progress(s, now),
        course: ctx.course,
        lastQuestionIndex: s.currentIndex,
        remainingTime: remainingSeconds(s, now) ?? s.test.remainingTime,
        helpCounter: helpCounter(s),
        testMode: this.testMode(ctx),
      });
      if (!(await this.deps.repository.stopTest(form))) return false;
    } catch (e) {
      logError('Save & Continue Later failed', e);
      return false;
    }
    await this.close();
    return true;
  }

  /**
   * POST /updatemarks-test for the current subjective question (review with testStatus 2): the ticked parts
   * (SubjectivePartsMarked), else the stored answerStatus; `marks` overrides the total. With finishTest a
   * TestFinished event follows a successful post. False when there is no server session, the question is not
   * subjective, the typed marks are not a number, or the post fails.
   */
  async updateMarks(options: UpdateMarksOptions = {}): Promise<boolean> {
    const s = this.state;
    const testSession = this.testSession;
    const question = s.test.questionSet[s.currentIndex];
    if (!testSession || !question || questionKind(question.questionType) !== 'subjective') return false;
    const stored = s.questions[s.currentIndex]?.ticks;
    const ticks: PartMark[] = stored ? fitTicks(question, stored.map((t): PartMark => (t ? 'yes' : 'no'))) : parseTicks(question, question.answerStatus);
    const finishTest = options.finishTest ?? false;
    let form: Record<string, string>;
    try {
      form = options.marks === undefined
        ? buildUpdateMarksForm({ testSession, question, finishTest, ticks })
        : buildUpdateMarksForm({ testSession, question, finishTest, marks: options.marks, ticks });
    } catch (e) {
      logError('Marks not sent', e);
      return false;
    }
    if (!(await this.deps.repository.updateMarks(form))) return false;
    if (finishTest && !this.state.finished) await this.dispatch({ type: 'Finish', data: {} });
    return true;
  }

  /** POST /app/update-adaptive-test-answer for the current question (its answer and help count); finishTest ends the session. */
  async postAdaptiveAnswer(opts: { finishTest?: boolean } = {}): Promise<boolean> {
    const s = this.state;
    const testSession = this.testSession;
    const question = s.test.questionSet[s.currentIndex];
    const q = s.questions[s.currentIndex];
    if (!testSession || !question || !q) return false;
    return this.deps.repository.updateAdaptiveAnswer(buildAdaptiveAnswerForm({ testSession, question, response: q.response, help: q.help, finishTest: opts.finishTest }));
  }

  /** The log as `npm run replay` reads it (a copy). */
  exportLog(): EventLogFile {
    return structuredClone({ schemaVersion: SCHEMA_VERSION, logId: this.logId, events: this.engine.log.slice() as StoredEvent[] });
  }

  // ---- internals ----

  /** Record a deadline that passed while nobody watched (resume), and write it. */
  async recordDueExpiry(): Promise<void> {
    await this.engine.expireIfDue().persisted.catch((e) => logError(`Event log ${this.logId}: expiry not saved`, e));
  }

  private async submitOnce(ctx: SubmitContext): Promise<SubmitResult> {
    try {
      if (this.closed || !this.state.loaded) return { ok: false, message: SUBMIT_FAILED_MESSAGE };
      // 1. the idempotency key, saved before anything is posted (kept in memory even if the save fails)
      let clientSubmissionId = this.meta.clientSubmissionId;
      if (!clientSubmissionId) {
        clientSubmissionId = this.deps.newId();
        this.meta = { ...this.meta, clientSubmissionId, updatedAt: this.deps.clock.now() };
        await this.deps.logs.saveMeta(this.meta).catch((e) => logError(`Event log ${this.logId}: submission id not saved`, e));
      }
      // 2. the TestSubmitted event (once), written locally; a local failure does not stop the post
      if (!this.state.submitted) {
        const r = this.engine.dispatch({ type: 'Submit', data: ctx.reason ? { reason: ctx.reason } : {} });
        r.persisted.catch(() => undefined);
        if (!r.ok) return { ok: false, message: r.refusal!.message };
      }
      await this.flush().catch((e) => logError(`Event log ${this.logId}: not saved before /testsubmit`, e));
      // 3. the post, built from the state as it was submitted
      const ansdetails = this.ansDetails(ctx);
      const res = await this.deps.repository.submitTest(ansdetails, { ...(ctx.source && { source: ctx.source }), clientSubmissionId });
      if (!res.ok) return { ok: false, message: SUBMIT_FAILED_MESSAGE };
      this.submitted = { ok: true, testSession: res.testSession };
      await this.close();
      return this.submitted;
    } catch (e) {
      logError('Submit failed', e);
      return { ok: false, message: SUBMIT_FAILED_MESSAGE };
    }
  }

  private ansDetails(ctx: SubmitContext) {
    const s = this.state;
    const log = this.engine.log;
    // remaining time at the moment of submitting: the state just before the (last) TestSubmitted event
    let at = s.lastEventAt;
    let before = s;
    for (let i = log.length - 1; i >= 0; i--) {
      if (log[i].event.type === 'TestSubmitted') {
        at = log[i].at;
        before = fold(log.slice(0, i));
        break;
      }
    }
    return buildSubmitAnsDetails({
      test: s.test,
      progress: this.progress(s, at),
      course: ctx.course,
      ...(ctx.school && { school: ctx.school }),
      testMode: this.testMode(ctx),
      remainingTime: remainingTestSeconds(before, at) ?? s.test.remainingTime,
      helpCounter: helpCounter(s),
    });
  }

  private progress(s: TestState, now: number): PayloadQuestionProgress[] {
    return s.questions.map((q, i) => ({ status: q.status, response: q.response, timeSpentSeconds: questionTimeMs(s, i, now) / 1000, help: q.help }));
  }

  private testMode(ctx: SubmitContext): string {
    return ctx.testMode ?? this.context?.assessmentMode ?? '';
  }

  /** Submitted or saved for later: stop the timer, refuse further commands, drop the local log. */
  private async close(): Promise<void> {
    this.closed = true;
    this.engine.stopTimer();
    await this.writes.catch(() => undefined);
    await this.deps.logs.remove(this.logId).catch((e) => logError(`Event log ${this.logId}: not removed`, e));
  }

  /** Everything the engine has appended, written. */
  private flush(): Promise<void> {
    const last = this.engine.log.at(-1)?.seq ?? 0;
    return last > this.durableSeq ? this.write(last) : this.writes;
  }

  /** Writes every event not yet durable up to `upTo`; one write at a time. */
  private write(upTo: number): Promise<void> {
    const run = this.writes.then(() => this.writeUpTo(upTo));
    this.writes = run.catch(() => undefined);
    return run;
  }

  private async writeUpTo(upTo: number): Promise<void> {
    if (upTo <= this.durableSeq || this.closed) return;
    try {
      await this.deps.logs.append(this.logId, this.engine.log.slice(this.durableSeq, upTo) as StoredEvent[]);
    } catch (e) {
      // a write reported as failed may have landed after all: take the store's last seq and write the rest
      if (!(e instanceof EventSeqError && e.problem === 'duplicate')) throw e;
      const stored = await this.deps.logs.read(this.logId);
      this.durableSeq = Math.min(stored.at(-1)?.seq ?? 0, upTo);
      if (upTo > this.durableSeq) await this.deps.logs.append(this.logId, this.engine.log.slice(this.durableSeq, upTo) as StoredEvent[]);
    }
    this.durableSeq = upTo;
  }

  private notify(): void {
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (e) {
        logError('Test session listener failed', e);
      }
    }
  }

  /** @internal the meta as the session knows it (openTestSession refreshes it on resume) */
  async saveMeta(meta: EventLogMeta): Promise<void> {
    this.meta = meta;
    await this.deps.logs.saveMeta(meta);
  }
}

const helpCounter = (s: TestState): number => s.questions.reduce((n, q) => n + q.help, 0);

/**
 * Removes the earlier local logs of a review/adaptive test key (those always start from the server), newest first,
 * stopping at a log of any other mode: a running attempt's log is never removed here.
 */
const dropLogsFor = async (logs: TestSessionDeps['logs'], testKey: string, mode: TestMode): Promise<void> => {
  try {
    for (let i = 0; i < 50; i++) {
      const logId = await logs.findLogFor(testKey);
      if (!logId) return;
      const first = (await logs.read(logId))[0]?.event as { type?: string; data?: { mode?: unknown } } | undefined;
      if (first && (first.type !== 'TestLoaded' || first.data?.mode !== mode)) return;
      await logs.remove(logId);
    }
  } catch (e) {
    logError(`Old event logs of ${testKey} not removed`, e);
  }
};

/** The local log of this test key, rebuilt, when there is one that can continue in this mode. */
const resume = async (deps: TestSessionDeps, spec: OpenTestSpec): Promise<TestSession | null> => {
  let logId: string | null;
  try {
    logId = await deps.logs.findLogFor(spec.testKey);
  } catch (e) {
    logError(`Event logs of ${spec.testKey} not readable`, e);
    return null;
  }
  if (!logId) return null;
  try {
    const [events, meta] = await Promise.all([deps.logs.read(logId), deps.logs.readMeta(logId)]);
    if (!meta || events.length === 0) return null;
    const session = new TestSession(deps, meta, spec.context, (options) => TestEngine.fromLog(events, deps.clock, options), events.at(-1)!.seq);
    const s = session.state;
    // a finished log, or one of another mode (a guest attempt reopened signed in), starts over from the server
    if (!s.loaded || s.finished || s.mode !== spec.mode) return null;
    await session.saveMeta({ ...meta, updatedAt: deps.clock.now() }).catch((e) => logError(`Event log ${logId}: meta not refreshed`, e));
    await session.recordDueExpiry();
    return session;
  } catch (e) {
    // kept as it is for support; a fresh attempt gets a new log
    logError(`Event log ${logId} cannot be resumed`, e);
    return null;
  }
};

/**
 * Opens a test attempt: resumes the local log of spec.testKey (guest/registered), else loads from the server,
 * starts a new log (meta first, then TestLoaded with the stored answers decoded) and returns once it is durable.
 */
export async function openTestSession(deps: TestSessionDeps, spec: OpenTestSpec): Promise<OpenTestResult> {
  if (spec.mode === 'guest' || spec.mode === 'registered') {
    const resumed = await resume(deps, spec);
    if (resumed) return { ok: true, session: resumed, resumed: true };
  } else {
    await dropLogsFor(deps.logs, spec.testKey, spec.mode);
  }

  let loaded: TestLoadResult;
  try {
    loaded = await spec.load();
  } catch (e) {
    logError('Test load failed', e);
    return { ok: false, kind: 'failed', message: 'Failed to load test details.' };
  }
  if (!loaded.ok) return { ok: false, kind: loaded.kind, message: loaded.message };
  const { test } = loaded;
  if (test.questionSet.length === 0) return { ok: false, kind: 'failed', message: NO_TEST_DATA_MESSAGE };

  const meta: EventLogMeta = {
    logId: deps.newId(),
    testKey: spec.testKey,
    testId: test.testId,
    testType: test.testType,
    ...(loaded.testSession !== undefined && { testSession: loaded.testSession }),
    ...(loaded.courseId !== undefined && { courseId: loaded.courseId }),
    updatedAt: deps.clock.now(),
  };
  const session = new TestSession(deps, meta, spec.context, (options) => new TestEngine(deps.clock, options), 0);
  try {
    await deps.logs.saveMeta(meta);
  } catch (e) {
    logError('Event log meta not saved', e);
    return { ok: false, kind: 'failed', message: NOT_STORED_MESSAGE };
  }
  const r = await session.dispatch({
    type: 'LoadTest',
    data: { test, mode: spec.mode, ...(spec.context && { context: spec.context }), responses: storedResponses(test) },
  });
  if (!r.ok) {
    await deps.logs.remove(meta.logId).catch(() => undefined);
    return { ok: false, kind: 'failed', message: r.refusal.code === NOT_SAVED_REFUSAL.code ? NOT_STORED_MESSAGE : r.refusal.message };
  }
  return { ok: true, session, resumed: false };
}
