// Rule specs read given / when / then: the events recorded so far, a command, and the events the rules record for
// it (or the refusal). `then` and `thenRefused` answer the state after the command, for what else a spec checks.
import { expect } from '@jest/globals';
import { decide, type Decision, type Refusal, type RefusalCode } from '../../../domain/test-engine/decide';
import { ev, type StoredTestEvent, type TestCommand, type TestEvent, type TimerScope } from '../../../domain/test-engine/events';
import { evolve } from '../../../domain/test-engine/evolve';
import { modeFlags, type ModeContext, type TestMode } from '../../../domain/test-engine/modes';
import { initialState, type TestState } from '../../../domain/test-engine/state';
import type { TestData } from '../../../domain/test-engine/test-data';
import { text } from '../../mothers/test-data.mother';
import { T0 } from './engine-harness';

/** An event recorded at a time (the events of `given` are recorded at T0 unless given with `at`). */
export interface Timed {
  at: number;
  event: TestEvent;
}

export const at = (time: number, event: TestEvent): Timed => ({ at: time, event });

const apply = (state: TestState, events: readonly Timed[], seq: number): TestState =>
  events.reduce((s, { at: time, event }, i) => evolve(s, { seq: seq + i + 1, at: time, event } satisfies StoredTestEvent), state);

export interface When {
  decision: Decision;
  /** the refusal, when the command was refused */
  refusal: Refusal | undefined;
  /** The command records exactly these events (none: it changes nothing); the state after them. */
  then(...events: TestEvent[]): TestState;
  /** The command is refused with this code (or exactly this refusal); nothing is recorded. The state as it was. */
  thenRefused(expected: RefusalCode | Refusal): TestState;
}

export interface Given {
  /** the state the events fold to */
  state: TestState;
  /** The command decided at `now` (default: the time of the last event). */
  when(command: TestCommand, now?: number): When;
}

export function given(...history: (TestEvent | Timed)[]): Given {
  const timed = history.map((h) => ('event' in h ? h : { at: T0, event: h }));
  const state = apply(initialState(), timed, 0);
  const last = timed.at(-1)?.at ?? T0;
  return {
    state,
    when(command, now = last) {
      const decision = decide(command, state, now);
      return {
        decision,
        refusal: decision.ok ? undefined : decision.refusal,
        then(...events) {
          expect(decision).toEqual({ ok: true, events });
          return apply(state, events.map((event) => ({ at: now, event })), timed.length);
        },
        thenRefused(expected) {
          expect(decision.ok).toBe(false);
          if (!decision.ok) {
            if (typeof expected === 'string') expect(decision.refusal.code).toBe(expected);
            else expect(decision.refusal).toEqual(expected);
          }
          return state;
        },
      };
    },
  };
}

// ---- events, as the rules record them ----

/** The test loaded in a mode (timed, as in the advance assessment mode, unless the context says otherwise). */
export const loaded = (test: TestData, mode: TestMode = 'registered', context: ModeContext = { assessmentMode: 'advance' }): TestEvent =>
  ev('TestLoaded', { test, mode, flags: modeFlags(mode, test, context), startedAt: T0, remainingSeconds: test.remainingTime });
export const answered = (index: number, ...values: string[]): TestEvent => ev('AnswerGiven', { index, response: text(...values) });
export const cleared = (index: number): TestEvent => ev('AnswerCleared', { index });
export const reviewToggled = (index: number): TestEvent => ev('ReviewToggled', { index });
export const navigated = (from: number, to: number): TestEvent => ev('Navigated', { from, to });
export const switchRequested = (fromSection: number, toSection: number, toIndex: number): TestEvent =>
  ev('SectionSwitchRequested', { fromSection, toSection, toIndex });
export const switchCancelled = (toSection: number): TestEvent => ev('SectionSwitchCancelled', { toSection });
export const sectionEntered = (sectionIndex: number, questionIndex: number, deadline: number | null, cause: 'confirmed' | 'timer' = 'confirmed'): TestEvent =>
  ev('SectionEntered', { sectionIndex, questionIndex, deadline, cause });
export const timerExpired = (scope: TimerScope, deadline: number): TestEvent => ev('TimerExpired', { scope, deadline });
export const fullScreenExited = (): TestEvent => ev('FullScreenExited', {});
export const fullScreenEntered = (): TestEvent => ev('FullScreenEntered', {});
export const partsMarked = (index: number, ticks: boolean[]): TestEvent => ev('SubjectivePartsMarked', { index, ticks });
export const submitted = (reason: 'manual' | 'time_up' | 'full_screen' = 'manual'): TestEvent => ev('TestSubmitted', { reason });
export const finished = (): TestEvent => ev('TestFinished', {});

export const statusesOf = (s: TestState): string[] => s.questions.map((q) => q.status);
