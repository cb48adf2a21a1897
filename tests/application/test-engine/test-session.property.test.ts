/** @jest-environment node */
// Property: whatever the student does, whenever a local write fails and whenever the page crashes, the stored log
// is always a prefix of the live log, equals it after every acknowledged dispatch, and a reopened session is
// exactly the fold of what was stored (and the pre-crash state when everything had been acknowledged).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { EngineClock } from '../../../application/test-engine/ports';
import { openTestSession, type TestSession, type TestSessionDeps } from '../../../application/test-engine/test-session-use-cases';
import type { TestCommand } from '../../../domain/test-engine/events';
import { replay } from '../../../domain/test-engine/replay';
import { ok } from '../../../domain/shared/result';
import { InMemoryEventLogStorage } from '../../../infrastructure/test-engine/in-memory-event-log-storage';
import { aSectionedTest, text } from '../../mothers/test-data.mother';

const T0 = 1_700_000_000_000;
const answerA: TestCommand = { type: 'GiveAnswer', data: { response: text('A') } };
/** counterexamples found so far, replayed first on every run */
type Step = { command: TestCommand; advanceMs: number; failWrite: boolean; crash: boolean };
const FOUND: [Step[]][] = [
  // a refused command after a failed write did not retry the events left behind
  [[{ command: answerA, advanceMs: 0, failWrite: true, crash: false }, { command: { type: 'ConfirmSectionSwitch', data: {} }, advanceMs: 0, failWrite: false, crash: true }]],
];
const test = aSectionedTest([{ questions: 3, time: 300 }, { questions: 3, time: 300 }], { remainingTime: 600 });

const commandArb: fc.Arbitrary<TestCommand> = fc.oneof(
  fc.constantFrom<TestCommand>(
    { type: 'GoNext', data: {} }, { type: 'GoPrevious', data: {} }, { type: 'ToggleReview', data: {} },
    { type: 'ClearAnswer', data: {} }, { type: 'UseHelp', data: {} }, { type: 'ConfirmSectionSwitch', data: {} },
    { type: 'CancelSectionSwitch', data: {} }, { type: 'Pause', data: {} }, { type: 'Resume', data: {} },
    { type: 'ExitFullScreen', data: {} }, { type: 'EnterFullScreen', data: {} },
  ),
  fc.integer({ min: 0, max: 5 }).map((index): TestCommand => ({ type: 'JumpTo', data: { index } })),
  fc.constantFrom('A', 'B', 'C', ' ').map((v): TestCommand => ({ type: 'GiveAnswer', data: { response: text(v) } })),
);

const stepArb: fc.Arbitrary<Step> = fc.record({
  command: commandArb,
  advanceMs: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 200_000 })),
  failWrite: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  crash: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
});

/** Deep equality through JSON (jest's toEqual dominated the run time); a mismatch still gets toEqual's diff. */
const same = (actual: unknown, expected: unknown): void => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
};

let errors: ReturnType<typeof jest.spyOn>;
beforeAll(() => { errors = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterAll(() => { errors.mockRestore(); });

describe('test session durability and resume (property, 1000 runs)', () => {
  it('stored log ⊑ live log; equal once acknowledged; a reopened session is the fold of the stored log', async () => {
    await fc.assert(fc.asyncProperty(fc.array(stepArb, { maxLength: 40 }), async (steps) => {
      let now = T0;
      const clock: EngineClock = { now: () => now, scheduler: undefined as never };
      const storage = new InMemoryEventLogStorage();
      let failNext = false;
      const append = storage.append.bind(storage);
      storage.append = async (logId, events) => {
        if (failNext) {
          failNext = false;
          throw new Error('write failed');
        }
        await append(logId, events);
      };
      let n = 0;
      const deps: TestSessionDeps = { logs: storage, clock, repository: {} as never, newId: () => `log-${++n}` };
      const spec = { mode: 'registered' as const, testKey: '3:42', load: async () => ok({ test }), context: { assessmentMode: 'advance' } };
      const first = await openTestSession(deps, spec);
      if (!first.ok) throw new Error(first.error.kind);
      let session: TestSession = first.value.session;

      for (const step of steps) {
        now += step.advanceMs;
        failNext = step.failWrite;
        const r = await session.dispatch(step.command);
        failNext = false;
        const live = session.exportLog().events;
        const stored = await storage.read(session.logId);
        same(live.slice(0, stored.length), stored);
        if (r.ok) same(stored, live);
        if (!r.ok && r.error.code !== 'not_saved' && stored.length !== live.length) expect(step.failWrite).toBe(true);

        if (step.crash) {
          const acknowledged = stored.length === live.length;
          const before = session.state;
          const reopened = await openTestSession(deps, spec);
          if (!reopened.ok || !reopened.value.resumed) throw new Error('not resumed');
          session = reopened.value.session;
          const after = session.exportLog().events;
          same(after.slice(0, stored.length), stored);
          // only a timer expiry that fell due while "closed" may have been added
          expect(after.slice(stored.length).every((e) => e.event.type === 'TimerExpired' || e.event.type === 'SectionEntered')).toBe(true);
          same(session.state, replay(after));
          if (acknowledged && after.length === stored.length) same(session.state, before);
        }
      }
    }), { numRuns: 1000, examples: FOUND });
  }, 120_000);
});
