// Opening a test attempt: the test engine's use case (the simulator's use cases call it).
// - Resume: opening a guest/registered test whose testKey has a local log rebuilds the engine from that log
//   (TestEngine.fromLog): same question, answers, statuses, per-question times; the remaining time is re-derived
//   from the stored deadline, and a deadline that passed while the page was closed is recorded at once, stamped
//   with the deadline. Review and adaptive tests always load from the server (their old local logs are dropped).
// - Otherwise the test loads from the server, a new log starts (meta first, then TestLoaded with the stored answers
//   decoded), and the session is returned once that is durable.
// - The clock is synced with the server first (EngineClock.sync, bounded by the clock's own timeout, never failing):
//   a resume waits for it before it derives the remaining time; a fresh load runs it alongside the server call and
//   waits for both before TestLoaded is stamped.
import { err, ok, type Result } from '../../domain/shared/result';
import { TestEngine } from '../../domain/test-engine/engine';
import type { TestMode } from '../../domain/test-engine/modes';
import type { QuestionResponse } from '../../domain/test-engine/question-response';
import { decodeResponse } from '../../domain/test-engine/responses';
import type { TestData } from '../../domain/test-engine/test-data';
import { SIMULATOR_MESSAGES } from '../simulator/simulator-messages';
import { NOT_LOADED, type EventLogMeta, type TestLoadFailure, type TestLoadResult } from './ports';
import { NOT_SAVED_REFUSAL, TestSession, type SessionContext, type TestSessionDeps } from './test-session';

export type {
  SessionContext, SessionRefusal, SessionRefusalCode, SubmitContext, SubmitFailure, TestSession, TestSessionDeps, UpdateMarksOptions,
} from './test-session';

export interface OpenTestSpec {
  mode: TestMode;
  /**
   * Key of the attempt, used to find a local log to resume: `session:${testSession}` when the URL has one,
   * else `${testType}:${testId}` (+ `:${classTestId}`).
   */
  testKey: string;
  /** loads from the server when there is no local log to resume (review and adaptive always load) */
  load(): Promise<TestLoadResult>;
  context?: SessionContext;
}

/** An opened attempt: its session, and whether it was resumed from the local log. */
export interface OpenedSession {
  session: TestSession;
  resumed: boolean;
}

const logError = (what: string, e: unknown): void => {
  console.error(`${what}:`, e instanceof Error ? e.message : e);
};

const failed = (message: string): Result<never, TestLoadFailure> => err({ kind: 'failed', message });

/** The stored answers of a loaded test, decoded for the engine. */
const storedResponses = (test: TestData): QuestionResponse[] =>
  test.questionSet.map((q) => decodeResponse(q.kind, q.studentResponse ?? ''));

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

/** The clock brought into line with the server's (a clock without sync needs none); never rejects. */
const syncClock = (clock: TestSessionDeps['clock']): Promise<void> => {
  try {
    return (clock.sync?.() ?? Promise.resolve()).catch((e: unknown) => logError('Clock not synced', e));
  } catch (e) {
    logError('Clock not synced', e);
    return Promise.resolve();
  }
};

/**
 * The local log of this test key, rebuilt, when there is one that can continue in this mode. `synced` is awaited
 * before the engine is rebuilt: the remaining time and a due expiry are read from the clock.
 */
const resume = async (deps: TestSessionDeps, spec: OpenTestSpec, synced: Promise<void>): Promise<TestSession | null> => {
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
    await synced;
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
 * starts a new log (meta first, then TestLoaded with the stored answers decoded) and answers once it is durable.
 */
export async function openTestSession(deps: TestSessionDeps, spec: OpenTestSpec): Promise<Result<OpenedSession, TestLoadFailure>> {
  // started at once: it runs while the local log is read (or old logs dropped) and the test loads
  const synced = syncClock(deps.clock);
  if (spec.mode === 'guest' || spec.mode === 'registered') {
    const resumed = await resume(deps, spec, synced);
    if (resumed) return ok({ session: resumed, resumed: true });
  } else {
    await dropLogsFor(deps.logs, spec.testKey, spec.mode);
  }

  let loaded: TestLoadResult;
  try {
    [loaded] = await Promise.all([spec.load(), synced]);
  } catch (e) {
    logError('Test load failed', e);
    return err(NOT_LOADED);
  }
  if (!loaded.ok) return loaded;
  const { test, testSession, courseId, guestDelivery } = loaded.value;
  if (test.questionSet.length === 0) return failed(SIMULATOR_MESSAGES.noTestData);

  const meta: EventLogMeta = {
    logId: deps.newId(),
    testKey: spec.testKey,
    testId: test.testId,
    testType: test.testType,
    ...(testSession !== undefined && { testSession }),
    ...(courseId !== undefined && { courseId }),
    ...(guestDelivery !== undefined && { guestDelivery }),
    updatedAt: deps.clock.now(),
  };
  const session = new TestSession(deps, meta, spec.context, (options) => new TestEngine(deps.clock, options), 0);
  try {
    await deps.logs.saveMeta(meta);
  } catch (e) {
    logError('Event log meta not saved', e);
    return failed(SIMULATOR_MESSAGES.notStored);
  }
  const r = await session.dispatch({
    type: 'LoadTest',
    data: { test, mode: spec.mode, ...(spec.context && { context: spec.context }), responses: storedResponses(test) },
  });
  if (!r.ok) {
    await deps.logs.remove(meta.logId).catch(() => undefined);
    return failed(r.error.code === NOT_SAVED_REFUSAL.code ? SIMULATOR_MESSAGES.notStored : r.error.message);
  }
  return ok({ session, resumed: false });
}
