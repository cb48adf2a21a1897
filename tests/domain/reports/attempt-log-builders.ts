// The small builders of the attempt-timeline and attempt-strategy tests: a log of timed events (times in seconds
// after T0), the clock events, and a question as the simulator receives it (without its key).
import { ev, type StoredTestEvent, type TestEvent } from '../../../domain/test-engine/events';
import type { Question } from '../../../domain/test-engine/test-data';
import { aQuestion } from '../../mothers/test-data.mother';
import { T0 } from '../test-engine/engine-harness';
import type { Timed } from '../test-engine/given';

export const sec = (s: number): number => T0 + s * 1000;
export const logOf = (...timed: Timed[]): StoredTestEvent[] => timed.map((t, i) => ({ seq: i + 1, at: t.at, event: t.event }));
export const paused = (remainingMs: number | null): TestEvent => ev('Paused', { remainingMs });
export const resumed = (deadline: number | null): TestEvent => ev('Resumed', { deadline });
export const helpUsed = (index: number): TestEvent => ev('HelpUsed', { index });
/** A question as the simulator receives it: without its key (the key comes with the timeline, after the submit). */
export const keyless = (id: number, o: Partial<Question> = {}): Question => aQuestion(id, { correctResponse: '', ...o });
