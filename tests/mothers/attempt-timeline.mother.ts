// Test data of the attempt timeline (docs/attempt-timeline.md): a small hand-made log of a 3-question test, its answer
// key, a cohort, and the GET /app/attempt-timeline reply that carries them.
import type { AttemptTimelineData } from '../../application/reports/ports';
import type { AnswerKeyEntry, CohortStrategy } from '../../domain/reports/attempt-timeline-types';
import { ev, type StoredTestEvent, type TestEvent } from '../../domain/test-engine/events';
import { modeFlags } from '../../domain/test-engine/modes';
import type { TestData } from '../../domain/test-engine/test-data';
import { aFlatTest, aQuestion, text } from './test-data.mother';

export const LOG_T0 = 1_795_424_400_000;
export const sec = (s: number): number => LOG_T0 + s * 1000;

/** Three questions marked +4 / -1 / 0, without their key (as the simulator gets them), 10 minutes. */
export const aSmallTest = (): TestData =>
  aFlatTest(3, { totalTime: 600, remainingTime: 600 }, (id) => aQuestion(id, { correctResponse: '', correctAnswerMarks: 4, incorrectAnswerMarks: -1 }));

const logOf = (...timed: [number, TestEvent][]): StoredTestEvent[] =>
  timed.map(([s, event], i) => ({ seq: i + 1, at: sec(s), event }));

/**
 * 00:00 load; 00:10 Q1 wrong (B); 00:20 to Q2; 00:30 Q2 marked for review; 00:40 back to Q1; 00:50 Q1 changed to
 * right (A, +5 marks); nothing until 03:50 (an idle gap: 3 minutes); 03:50 to Q3; 03:53 Q3 right; 03:56 to Q2; 03:58 Q2's
 * review mark removed; 04:00 submitted.
 */
export const aSmallLog = (test: TestData = aSmallTest()): StoredTestEvent[] => logOf(
  [0, ev('TestLoaded', { test, mode: 'registered', flags: modeFlags('registered', test, { assessmentMode: 'advance' }), startedAt: LOG_T0, remainingSeconds: 600 })],
  [10, ev('AnswerGiven', { index: 0, response: text('B') })],
  [20, ev('Navigated', { from: 0, to: 1 })],
  [30, ev('ReviewToggled', { index: 1 })],
  [40, ev('Navigated', { from: 1, to: 0 })],
  [50, ev('AnswerGiven', { index: 0, response: text('A') })],
  [230, ev('Navigated', { from: 0, to: 2 })],
  [233, ev('AnswerGiven', { index: 2, response: text('A') })],
  [236, ev('Navigated', { from: 2, to: 1 })],
  [238, ev('ReviewToggled', { index: 1 })],
  [240, ev('TestSubmitted', { reason: 'manual' })],
);

export const aSmallKey = (): AnswerKeyEntry[] => [
  { questionId: 1, correctResponse: 'A', result: 'Correct', marks: 4 },
  { questionId: 2, correctResponse: 'A', result: 'NotAnswer', marks: 0 },
  { questionId: 3, correctResponse: 'A', result: 'Correct', marks: 4 },
];

export const aCohort = (overrides: Partial<CohortStrategy> = {}): CohortStrategy => ({
  attempts: 37, firstLookPercent: 71.2, revisitPercent: 55, changeNetMarks: -1.5, reviewResolvedPercent: 64.3, guessDelta: 2, ...overrides,
});

/** The app's data: the small log, stored, with its key and no cohort. */
export const aTimelineData = (overrides: Partial<AttemptTimelineData> = {}): AttemptTimelineData => ({
  logStatus: 'stored', events: aSmallLog(), key: aSmallKey(), cohort: null, ...overrides,
});

/** The obj of GET /app/attempt-timeline as the server sends it (events as submitted, JSON). */
export const aTimelineReplyObj = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  testSession: '12', logStatus: 'stored', events: JSON.parse(JSON.stringify(aSmallLog())) as unknown, key: aSmallKey(), cohort: aCohort(), ...overrides,
});
