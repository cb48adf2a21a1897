// Shared by the test session tests (test-session, test-session-calls): a fake repository that records every call, an
// in-memory event log, a virtual clock and ids fresh before each test (console.error silenced), and opening a test.
import { afterEach, beforeEach, jest } from '@jest/globals';
import { VirtualTimeScheduler } from 'rxjs';
import type {
  EngineClock, EventLogFile, SubmitOptions, TestLoadResult, TestRepository,
} from '../../../application/test-engine/ports';
import {
  openTestSession, type OpenTestSpec, type TestSession, type TestSessionDeps,
} from '../../../application/test-engine/test-session-use-cases';
import { err, ok } from '../../../domain/shared/result';
import type { TestData } from '../../../domain/test-engine/test-data';
import type { StopTestForm, SubmitAnsDetails, UpdateMarksForm } from '../../../domain/test-engine/payloads';
import { InMemoryEventLogStorage } from '../../../infrastructure/test-engine/in-memory-event-log-storage';

export const T0 = 1_700_000_000_000;
export const course = { courseId: 5, templateId: 3, packTypeId: 2, packTypeTitle: 'PRO' };

/** A hand-driven wall clock whose rxjs scheduler is virtual: advance() moves both, flush() runs due timers. */
const virtualClock = (start = T0) => {
  const scheduler = new VirtualTimeScheduler();
  let offset = start;
  const clock: EngineClock & { advance(ms: number): void } = {
    now: () => offset + scheduler.now(),
    scheduler,
    advance: (ms) => { offset += ms; },
  };
  return { clock, scheduler };
};

type SubmitReply = Awaited<ReturnType<TestRepository['submitTest']>>;

/** Records every call; replies are set per test. */
export class FakeRepository implements TestRepository {
  /** opts without the event log, which is kept apart (eventLog) */
  submits: { ansdetails: SubmitAnsDetails; opts: SubmitOptions | undefined; eventLog?: EventLogFile }[] = [];
  stops: StopTestForm[] = [];
  marks: UpdateMarksForm[] = [];
  adaptive: { testSession: string; questionId: number; studentResponse: string; help: number }[] = [];
  submitReply: () => Promise<SubmitReply> = async () => ok('mt900');
  stopReply = true;
  marksReply = true;

  testDetails = jest.fn<TestRepository['testDetails']>();
  testDetailExisting = jest.fn<TestRepository['testDetailExisting']>();
  guestTestDetails = jest.fn<TestRepository['guestTestDetails']>();
  testResultView = jest.fn<TestRepository['testResultView']>();
  adaptiveTestDetails = jest.fn<TestRepository['adaptiveTestDetails']>();
  submitTest(ansdetails: unknown, opts?: SubmitOptions): Promise<SubmitReply> {
    const { eventLog, ...rest } = opts ?? {};
    this.submits.push({ ansdetails: ansdetails as SubmitAnsDetails, opts: opts && rest, ...(eventLog && { eventLog }) });
    return this.submitReply();
  }
  async stopTest(form: StopTestForm) { this.stops.push(form); return this.stopReply ? ok(undefined) : err({ kind: 'fault' as const }); }
  async updateMarks(form: UpdateMarksForm) { this.marks.push(form); return this.marksReply ? ok(undefined) : err({ kind: 'refused' as const, code: 'failed' }); }
  async updateAdaptiveAnswer(form: { testSession: string; questionId: number; studentResponse: string; help: number; finishTest?: string }) {
    this.adaptive.push(form);
    return ok(undefined);
  }
}

/** The running test's fakes and deps (set by freshDepsEachTest). */
export let storage: InMemoryEventLogStorage;
export let repo: FakeRepository;
export let vc: ReturnType<typeof virtualClock>;
let ids: number;
export let deps: TestSessionDeps;
export let errors: jest.SpiedFunction<typeof console.error>;

/** Gives every test of the file new fakes, clock and ids, with console.error silenced (and restored after). */
export function freshDepsEachTest(): void {
  beforeEach(() => {
    storage = new InMemoryEventLogStorage();
    repo = new FakeRepository();
    vc = virtualClock();
    ids = 0;
    deps = { logs: storage, clock: vc.clock, repository: repo, newId: () => `id-${++ids}` };
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
  });
}

export const loaded = (test: TestData, testSession?: string): TestLoadResult => ok({ test, ...(testSession && { testSession }) });

export const spec = (test: TestData | TestLoadResult, over: Partial<OpenTestSpec> = {}) => {
  const result = 'ok' in test ? test : loaded(test);
  const load = jest.fn(async () => result);
  return { mode: 'registered' as const, testKey: '3:42', load, context: { assessmentMode: 'advance' }, ...over };
};

export const open = async (test: TestData | TestLoadResult, over: Partial<OpenTestSpec> = {}): Promise<{ session: TestSession; resumed: boolean; load: jest.Mock }> => {
  const s = spec(test, over);
  const r = await openTestSession(deps, s);
  if (!r.ok) throw new Error(`open failed: ${r.error.kind}`);
  return { session: r.value.session, resumed: r.value.resumed, load: s.load as jest.Mock };
};

export const must = async (session: TestSession, command: Parameters<TestSession['dispatch']>[0]): Promise<void> => {
  const r = await session.dispatch(command);
  if (!r.ok) throw new Error(`${command.type} refused: ${r.error.message}`);
};
