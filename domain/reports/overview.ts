// The report overview item per test type: last tests' percentages, the last report donut and the accuracy donut. Pure.
import { scoreBand, type ScoreBand } from './bands';
import type { PieItem } from './attempt-summary';
import { percent } from './format';

/** The fields of a report row the overview needs; submittedAt is epoch ms. */
export interface OverviewRow {
  testName: string;
  submittedAt: number;
  fullMarks: number;
  marksObtain: number;
  totalQuestions: number;
  correctQuestions: number;
  incorrectQuestions: number;
  unattemptedQuestions: number;
}

export interface LastTestPoint {
  /** the full test name (the chart truncates its label) */
  name: string;
  /** marksObtain as a percentage of fullMarks */
  y: number;
  color: ScoreBand;
}

export interface OverviewItem {
  testType: number;
  /** percentage of the latest test */
  lastPerformance: number;
  /** names of the last tests, oldest first */
  testLastTestsX: string[];
  testLastTestsY: LastTestPoint[];
  /** name of the latest test */
  testLastTopic: string;
  /** latest test: 'Correct: n/total', 'Incorrect: n/total', 'Un-Attempted: n/total' */
  testLastReport: PieItem[];
  /** latest test, attempted questions only: 'Correct: n/attempted', 'Incorrect: n/attempted' */
  testAccuracy: PieItem[];
}

export const LAST_TESTS = 5;

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

const assertRow = (r: OverviewRow, i: number): void => {
  const fail = (why: string): never => { throw new RangeError(`rows[${i}] (${r.testName}): ${why}`); };
  if (!Number.isFinite(r.submittedAt)) fail('submittedAt must be a finite epoch time');
  if (!Number.isFinite(r.fullMarks) || r.fullMarks < 0) fail('fullMarks must be a finite number >= 0');
  if (!Number.isFinite(r.marksObtain) || r.marksObtain > r.fullMarks) fail('marksObtain must be finite and at most fullMarks');
  const counts = [r.totalQuestions, r.correctQuestions, r.incorrectQuestions, r.unattemptedQuestions];
  if (!counts.every(isCount)) fail('question counts must be integers >= 0');
  if (r.correctQuestions + r.incorrectQuestions + r.unattemptedQuestions !== r.totalQuestions) {
    fail('correct + incorrect + unattempted must equal totalQuestions');
  }
};

/**
 * The overview item of one test type from its report rows (any order). The rows are ordered by
 * submittedAt (equal times keep their given order); the chart takes the last `lastN` (oldest
 * first); the donuts describe the latest row. No rows gives null ('No overview data available').
 */
export const overviewItem = (testType: number, rows: readonly OverviewRow[], lastN: number = LAST_TESTS): OverviewItem | null => {
  if (!Number.isInteger(lastN) || lastN < 1) throw new RangeError(`lastN must be an integer >= 1, got ${lastN}`);
  rows.forEach(assertRow);
  if (rows.length === 0) return null;
  const recent = [...rows].sort((a, b) => a.submittedAt - b.submittedAt).slice(-lastN);
  const points = recent.map((r): LastTestPoint => {
    const y = percent(r.marksObtain, r.fullMarks);
    return { name: r.testName, y, color: scoreBand(y) };
  });
  const last = recent[recent.length - 1];
  const attempted = last.correctQuestions + last.incorrectQuestions;
  return {
    testType,
    lastPerformance: points[points.length - 1].y,
    testLastTestsX: recent.map((r) => r.testName),
    testLastTestsY: points,
    testLastTopic: last.testName,
    testLastReport: [
      { name: `Correct: ${last.correctQuestions}/${last.totalQuestions}`, y: last.correctQuestions, color: 'green' },
      { name: `Incorrect: ${last.incorrectQuestions}/${last.totalQuestions}`, y: last.incorrectQuestions, color: 'red' },
      { name: `Un-Attempted: ${last.unattemptedQuestions}/${last.totalQuestions}`, y: last.unattemptedQuestions, color: 'grey' },
    ],
    testAccuracy: [
      { name: `Correct: ${last.correctQuestions}/${attempted}`, y: last.correctQuestions, color: 'green' },
      { name: `Incorrect: ${last.incorrectQuestions}/${attempted}`, y: last.incorrectQuestions, color: 'red' },
    ],
  };
};
