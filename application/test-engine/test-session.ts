// One attempt at a test around the event-sourced TestEngine. Framework-free: no MobX, no React. Opened by
// openTestSession (test-session-use-cases.ts); the simulator's stores consume it.
//
// - Durability: every event the engine appends is written to the EventLogStorage before dispatch() resolves
//   (the engine's onAppend hook). A write that fails is written again with the next one (the session tracks the
//   last durable seq), so one storage hiccup never leaves a gap in the stored log.
// - Submit is idempotent per attempt: one client submission id, saved in the log meta before the first post, is
//   sent with every try, concurrent calls share one promise, and a success is remembered. A failure keeps the
//   log. After a success (or a Save & Continue Later) the local log is removed and the session is closed.
import { err, ok, UNAVAILABLE, type CallFailure, type Result } from '../../domain/shared/result';
import type { Refusal, RefusalCode } from '../../domain/test-engine/decide';
import type { EngineOptions, TestEngine } from '../../domain/test-engine/engine';
import { SCHEMA_VERSION, type TestCommand } from '../../domain/test-engine/events';
import {
  buildAdaptiveAnswerForm, buildStopTestForm, buildSubmitAnsDetails, buildUpdateMarksForm,
  type PayloadCourse, type PayloadQuestionProgress, type PayloadSchool, type UpdateMarksForm,
} from '../../domain/test-engine/payloads';
import { fold } from '../../domain/test-engine/replay';
import type { TestState } from '../../domain/test-engine/state';
import { fitTicks, parseTicks, type PartMark } from '../../domain/test-engine/subjective-review';
import { questionTimeMs, remainingSeconds, remainingTestSeconds } from '../../domain/test-engine/timers';
import { SIMULATOR_MESSAGES } from '../simulator/simulator-messages';
import { EventSeqError } from './event-log-errors';
import { submitWithEventLog } from './submit-with-log';
import type {
  EngineClock, EventLogFile, EventLogMeta, EventLogMetaStorage, EventLogStorage, PendingSubmit, StoredEvent, SubmitOptions, TestRepository,
} from './ports';

/** Why the session refuses a command: the engine's refusal, or the session's own (not written locally, closed). */
export type SessionRefusalCode = RefusalCode | 'not_saved' | 'closed';

export interface SessionRefusal extends Omit<Refusal, 'code'> {
  code: SessionRefusalCode;
}

/** Refusal of a dispatch whose events are applied but could not be written locally. */
export const NOT_SAVED_REFUSAL: SessionRefusal = { code: 'not_saved', message: SIMULATOR_MESSAGES.notSaved };
/** Refusal of a dispatch after the session was submitted or saved for later. */
export const CLOSED_REFUSAL: SessionRefusal = { code: 'closed', message: SIMULATOR_MESSAGES.sessionClosed };

export interface TestSessionDeps {
  logs: EventLogStorage & EventLogMetaStorage;
  clock: EngineClock;
  repository: TestRepository;
  /** log ids and client submission ids */
  newId(): string;
}

/** assessmentMode 'beginner' | 'advance' (also the payloads' testMode); narrowLayout = mobile width */
export interface SessionContext {
  assessmentMode?: string;
  narrowLayout?: boolean;
}

export interface SubmitContext {
  course: PayloadCourse;
  school?: PayloadSchool;
  source?: 'guest';
  /** the payloads' testMode; default the open spec's context.assessmentMode, else '' */
  testMode?: string;
  /** why the test is submitted; default 'time_up' after Time's Up, else 'manual' ('full_screen' from that modal) */
  reason?: 'manual' | 'time_up' | 'full_screen';
  /** the signed-in student's loginId: a registered submit is then kept in the log meta (EventLogMeta.pendingSubmit)
   *  until the server takes it, so any page of the app can send it (pending-submit-use-cases.ts) */
  owner?: string;
}

/**
 * Why a submit did not go through: the engine refused the Submit command, or the post was not made or failed
 * (the test stays handed in locally, and a retry sends the same submission id).
 */
export type SubmitFailure = { kind: 'refused'; refusal: SessionRefusal } | { kind: 'not_sent'; cause: CallFailure };

export interface UpdateMarksOptions {
  /** '1' on Finish Test: the review is finished (a TestFinished event follows a successful post) */
  finishTest?: boolean;
  /** a typed total (capped to the part marks); default the total of the ticked parts */
  marks?: number | string;
}

const logError = (what: string, e: unknown): void => {
  console.error(`${what}:`, e instanceof Error ? e.message : e);
};

const notSent = (cause: CallFailure = UNAVAILABLE): Result<never, SubmitFailure> => err({ kind: 'not_sent', cause });

export class TestSession {
  private readonly engine: TestEngine;
  private readonly listeners = new Set<() => void>();
  /** last seq known to be in the store */
  private durableSeq: number;
  private writes: Promise<void> = Promise.resolve();
  private meta: EventLogMeta;
  private submitting: Promise<Result<string, SubmitFailure>> | null = null;
  private submitted: string | null = null;
  private closed = false;

  /** @internal use openTestSession (test-session-use-cases.ts) */
  constructor(
    private readonly deps: TestSessionDeps,
    meta: EventLogMeta,
    private readonly context: SessionContext | undefined,
    makeEngine: (options: EngineOptions) => TestEngine,
    durableSeq: number,
  ) {
    this.meta = meta;
    this.durableSeq = durableSeq;
    this.engine = makeEngine({
      onAppend: (batch) => this.write(batch.at(-1)!.seq),
      // kept synchronously before anyone is told, so a page closed before the durable write still has it
      onApplied: (batch) => {
        this.deps.logs.stage?.(this.logId, batch);
        this.notify();
      },
    });
  }

  get logId(): string { return this.meta.logId; }
  /** the server's session id when known (resume, review, adaptive, or after a submit) */
  get testSession(): string | undefined { return this.submitted ?? this.meta.testSession; }
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
   * Decide and apply a command; resolves once its events are in the local storage. Refused with the engine's
   * refusal (attempt limit, section lock, ...), with NOT_SAVED_REFUSAL when the events were applied but could not
   * be written (they are written again with the next action), or CLOSED_REFUSAL after submit / save for later.
   */
  async dispatch(command: TestCommand): Promise<Result<void, SessionRefusal>> {
    if (this.closed) return err(CLOSED_REFUSAL);
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
    if (!r.ok) return err(r.refusal!);
    return saved ? ok(undefined) : err(NOT_SAVED_REFUSAL);
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
   * with every try. On success the local log is removed; the value is the attempt's testSession.
   */
  submit(ctx: SubmitContext): Promise<Result<string, SubmitFailure>> {
    if (this.submitted !== null) return Promise.resolve(ok(this.submitted));
    this.submitting ??= this.submitOnce(ctx).finally(() => { this.submitting = null; });
    return this.submitting;
  }

  /** POST /teststop with buildStopTestForm ("Save & Continue Later"). On success the local log is removed. */
  async saveForLater(ctx: SubmitContext): Promise<Result<void>> {
    const s = this.state;
    if (this.closed || !s.loaded || s.submitted || s.finished) return err(UNAVAILABLE);
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
      const stopped = await this.deps.repository.stopTest(form);
      if (!stopped.ok) return stopped;
    } catch (e) {
      logError('Save & Continue Later failed', e);
      return err({ kind: 'fault' });
    }
    await this.close();
    return ok(undefined);
  }

  /**
   * POST /updatemarks-test for the current subjective question (review with testStatus 2): the ticked parts
   * (SubjectivePartsMarked), else the stored answerStatus; `marks` overrides the total. With finishTest a
   * TestFinished event follows a successful post. Unavailable (not posted) when there is no server session, the
   * question is not subjective or the typed marks are not a number; else the post's failure.
   */
  async updateMarks(options: UpdateMarksOptions = {}): Promise<Result<void>> {
    const s = this.state;
    const testSession = this.testSession;
    const question = s.test.questionSet[s.currentIndex];
    if (!testSession || !question || question.kind !== 'subjective') return err(UNAVAILABLE);
    const stored = s.questions[s.currentIndex]?.ticks;
    const ticks: PartMark[] = stored ? fitTicks(question, stored.map((t): PartMark => (t ? 'yes' : 'no'))) : parseTicks(question, question.answerStatus);
    const finishTest = options.finishTest ?? false;
    let form: UpdateMarksForm;
    try {
      form = options.marks === undefined
        ? buildUpdateMarksForm({ testSession, question, finishTest, ticks })
        : buildUpdateMarksForm({ testSession, question, finishTest, marks: options.marks, ticks });
    } catch (e) {
      logError('Marks not sent', e);
      return err(UNAVAILABLE);
    }
    const posted = await this.deps.repository.updateMarks(form);
    if (!posted.ok) return posted;
    if (finishTest && !this.state.finished) await this.dispatch({ type: 'Finish', data: {} });
    return ok(undefined);
  }

  /** POST /app/update-adaptive-test-answer for the current question (its answer and help count); finishTest ends the session. */
  async postAdaptiveAnswer(opts: { finishTest?: boolean } = {}): Promise<Result<void>> {
    const s = this.state;
    const testSession = this.testSession;
    const question = s.test.questionSet[s.currentIndex];
    const q = s.questions[s.currentIndex];
    if (!testSession || !question || !q) return err(UNAVAILABLE);
    return this.deps.repository.updateAdaptiveAnswer(buildAdaptiveAnswerForm({ testSession, question, response: q.response, help: q.help, finishTest: opts.finishTest }));
  }

  /**
   * Gives the attempt up for good (the server will never take it: a guest's free trial already used): the timer
   * stops, further commands are refused and the local log is removed, so the same link starts afresh.
   */
  async discard(): Promise<void> {
    if (this.closed) return;
    await this.close();
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

  private async submitOnce(ctx: SubmitContext): Promise<Result<string, SubmitFailure>> {
    try {
      if (this.closed || !this.state.loaded) return notSent();
      // 1. the idempotency key (and what a later send from another page needs), saved before anything is posted
      //    (kept in memory even if the save fails)
      const clientSubmissionId = this.meta.clientSubmissionId ?? this.deps.newId();
      const pendingSubmit = this.pendingSubmitOf(ctx);
      if (clientSubmissionId !== this.meta.clientSubmissionId || (pendingSubmit && !this.meta.pendingSubmit)) {
        this.meta = { ...this.meta, clientSubmissionId, ...(pendingSubmit && { pendingSubmit }), updatedAt: this.deps.clock.now() };
        await this.deps.logs.saveMeta(this.meta).catch((e) => logError(`Event log ${this.logId}: submission id not saved`, e));
      }
      // 2. the TestSubmitted event (once), written locally; a local failure does not stop the post
      if (!this.state.submitted) {
        const r = this.engine.dispatch({ type: 'Submit', data: ctx.reason ? { reason: ctx.reason } : {} });
        r.persisted.catch(() => undefined);
        if (!r.ok) return err({ kind: 'refused', refusal: r.refusal! });
      }
      await this.flush().catch((e) => logError(`Event log ${this.logId}: not saved before /testsubmit`, e));
      // 3. the post, built from the state as it was submitted
      const ansdetails = this.ansDetails(ctx);
      const eventLog: EventLogFile = { schemaVersion: SCHEMA_VERSION, logId: this.logId, events: this.engine.log.slice() as StoredEvent[] };
      const res = await submitWithEventLog(this.deps.repository, ansdetails, this.submitOptions(ctx, clientSubmissionId), eventLog);
      if (!res.ok) return notSent(res.error);
      this.submitted = res.value;
      await this.close();
      return ok(res.value);
    } catch (e) {
      logError('Submit failed', e);
      return notSent({ kind: 'fault' });
    }
  }

  /** A registered student's submit as kept in the meta; none for a guest (the guest flow sends it) or without an owner. */
  private pendingSubmitOf(ctx: SubmitContext): PendingSubmit | undefined {
    if (ctx.source === 'guest' || !ctx.owner) return undefined;
    return {
      course: ctx.course,
      ...(ctx.school && { school: ctx.school }),
      testMode: this.testMode(ctx),
      ...(ctx.reason && { reason: ctx.reason }),
      owner: ctx.owner,
    };
  }

  /** source=guest with the guest test's signed delivery (kept in the meta, so a resumed attempt sends it too). */
  private submitOptions(ctx: SubmitContext, clientSubmissionId: string): SubmitOptions {
    const guestDelivery = ctx.source === 'guest' ? this.meta.guestDelivery : undefined;
    return { ...(ctx.source && { source: ctx.source }), clientSubmissionId, ...(guestDelivery && { guestDelivery }) };
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
