import { describe, expect, it } from '@jest/globals';
import { overviewItem, type OverviewRow } from '../../../domain/reports/overview';

const row = (testName: string, submittedAt: number, marksObtain: number, fullMarks: number, over: Partial<OverviewRow> = {}): OverviewRow => ({
  testName, submittedAt, marksObtain, fullMarks,
  totalQuestions: 5, correctQuestions: 3, incorrectQuestions: 1, unattemptedQuestions: 1, ...over,
});

// Given out of order; the oldest (T1) falls outside the last 5.
const rows = [
  row('T4 Negative', 4000, -1, 20), // -5%
  row('T1 First', 1000, 10, 20), // 50%
  row('T6 Thermodynamics', 6000, 17, 20, { totalQuestions: 10, correctQuestions: 7, incorrectQuestions: 2, unattemptedQuestions: 1 }), // 85%
  row('T2', 2000, 15, 20), // 75%
  row('T5 Zero', 5000, 0, 0), // 0 of 0 -> 0%
  row('T3', 3000, 7, 9), // 77.78%
];

describe('overviewItem', () => {
  it('charts the last five tests, oldest first', () => {
    const o = overviewItem(3, rows)!;
    expect(o.testType).toBe(3);
    expect(o.testLastTestsX).toEqual(['T2', 'T3', 'T4 Negative', 'T5 Zero', 'T6 Thermodynamics']);
    expect(o.testLastTestsY).toEqual([
      { name: 'T2', y: 75, color: 'yellow' },
      { name: 'T3', y: 77.78, color: 'yellow' },
      { name: 'T4 Negative', y: -5, color: 'red' },
      { name: 'T5 Zero', y: 0, color: 'red' },
      { name: 'T6 Thermodynamics', y: 85, color: 'green' },
    ]);
    expect(o.lastPerformance).toBe(85);
    expect(o.testLastTopic).toBe('T6 Thermodynamics');
  });

  it('describes the last test and its accuracy', () => {
    const o = overviewItem(3, rows)!;
    expect(o.testLastReport).toEqual([
      { name: 'Correct: 7/10', y: 7, color: 'green' },
      { name: 'Incorrect: 2/10', y: 2, color: 'red' },
      { name: 'Un-Attempted: 1/10', y: 1, color: 'grey' },
    ]);
    expect(o.testAccuracy).toEqual([
      { name: 'Correct: 7/9', y: 7, color: 'green' }, // attempted = 7 + 2
      { name: 'Incorrect: 2/9', y: 2, color: 'red' },
    ]);
  });

  it('takes lastN and keeps the given order of equal times', () => {
    const o = overviewItem(2, [row('A', 1, 1, 2), row('B', 1, 2, 2)], 1)!;
    expect(o.testLastTestsX).toEqual(['B']);
    expect(o.lastPerformance).toBe(100);
  });

  it('gives null without rows and rejects inconsistent rows', () => {
    expect(overviewItem(2, [])).toBeNull();
    expect(() => overviewItem(2, [row('Bad', 1, 1, 2, { unattemptedQuestions: 4 })])).toThrow(/must equal totalQuestions/);
    expect(() => overviewItem(2, [row('Bad', 1, 3, 2)])).toThrow(/at most fullMarks/);
    expect(() => overviewItem(2, [row('Bad', 1, 1, 2, { correctQuestions: 2.5 })])).toThrow(/integers/);
    expect(() => overviewItem(2, rows, 0)).toThrow(/lastN/);
  });
});
