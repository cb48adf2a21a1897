// The answer key of a submitted attempt as the timeline and the strategy analytics read it (AnswerKeyEntry,
// domain/reports/attempt-timeline-types.ts), and the attempt's strategy figures, saved with the attempt at the submit
// (attempt_strategies, the cohort averages of GET /app/attempt-timeline). docs/attempt-timeline.md.
import { attemptStrategy, strategyFigures } from '../../domain/reports/attempt-strategy';
import type { AnswerKeyEntry } from '../../domain/reports/attempt-timeline-types';
import type { StoredTestEvent } from '../../domain/test-engine/events';
import type { AttemptQuestion } from '../repositories/attempt-repository';
import type { StrategyFigures } from '../repositories/attempt-log-repository';

const RESULTS: ReadonlySet<string> = new Set(['Correct', 'Incorrect', 'NotAnswer']);

/**
 * One key entry per question row, in the rows' order: the bank's key (`correctResponseOf`, '' when none), the stored
 * result (anything but Correct / Incorrect counts as NotAnswer) and marks.
 */
export const answerKeyOf = (
  rows: readonly Pick<AttemptQuestion, 'questionId' | 'result' | 'marks'>[],
  correctResponseOf: (questionId: number) => string,
): AnswerKeyEntry[] => rows.map((r) => ({
  questionId: r.questionId,
  correctResponse: correctResponseOf(r.questionId),
  result: (RESULTS.has(r.result) ? r.result : 'NotAnswer') as AnswerKeyEntry['result'],
  marks: r.marks,
}));

/**
 * The strategy figures of a checked log (its events upcast) and the attempt's key: what the submit saves with the
 * attempt (attempt_strategies) and the cohort averages are made of. Pure CPU work over the whole log: the submit calls
 * it after the log's check, outside the group commit (server/test-delivery/submitted-event-log.ts).
 */
export const strategyFiguresOf = (events: readonly StoredTestEvent[], key: readonly AnswerKeyEntry[]): StrategyFigures =>
  strategyFigures(attemptStrategy(events, key));
