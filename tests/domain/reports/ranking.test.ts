import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { rankAmongGroups, rankAndPercentile, rankFromCounts, topperCompare, topperOf } from '../../../domain/reports/ranking';

describe('rankAndPercentile', () => {
  it('ranks ties the same and skips the next rank (1224)', () => {
    const all = [10, 8, 8, 5];
    expect(rankAndPercentile(10, all)).toEqual({ rank: 1, totalStudent: 4, percentile: 100 }); // 3 of 3 others below
    expect(rankAndPercentile(8, all)).toEqual({ rank: 2, totalStudent: 4, percentile: 33.33 }); // 1 of 3 below
    expect(rankAndPercentile(5, all)).toEqual({ rank: 4, totalStudent: 4, percentile: 0 });
  });

  it('does not count a tie as below', () => {
    expect(rankAndPercentile(10, [10, 10, 8, 5])).toEqual({ rank: 1, totalStudent: 4, percentile: 66.67 }); // 2 of 3
    expect(rankAndPercentile(0, [0, 0])).toEqual({ rank: 1, totalStudent: 2, percentile: 0 });
  });

  it('puts a single taker first with percentile 100', () => {
    expect(rankAndPercentile(7, [7])).toEqual({ rank: 1, totalStudent: 1, percentile: 100 });
  });

  it('ranks negative scores', () => {
    expect(rankAndPercentile(-2, [3, -2, -0.5])).toEqual({ rank: 3, totalStudent: 3, percentile: 0 });
    expect(rankAndPercentile(-0.5, [3, -2, -0.5])).toEqual({ rank: 2, totalStudent: 3, percentile: 50 });
  });

  it('requires the viewer among the scores', () => {
    expect(() => rankAndPercentile(9, [10, 8])).toThrow(/include myScore/);
    expect(() => rankAndPercentile(9, [])).toThrow(RangeError);
    expect(() => rankAndPercentile(9, [9, Number.NaN])).toThrow(/allScores\[1\]/);
  });
});

/** Scores with many ties: a few values, negative ones and fractions among them. */
const score = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(-0.5, 0.25, 2.5, 12.75, -1.33));
const group = fc.record({ score, students: fc.integer({ min: 0, max: 4 }) });
const expand = (groups: readonly { score: number; students: number }[]) => groups.flatMap((g) => Array<number>(g.students).fill(g.score));

describe('rankFromCounts (the rule rankAndPercentile and rankAmongGroups share)', () => {
  it('ranks from the students above and below and the total', () => {
    expect(rankFromCounts({ above: 0, below: 3, total: 4 })).toEqual({ rank: 1, totalStudent: 4, percentile: 100 });
    expect(rankFromCounts({ above: 1, below: 1, total: 4 })).toEqual({ rank: 2, totalStudent: 4, percentile: 33.33 });
    expect(rankFromCounts({ above: 0, below: 0, total: 1 })).toEqual({ rank: 1, totalStudent: 1, percentile: 100 });
    expect(rankFromCounts({ above: 0, below: 0, total: 2 })).toEqual({ rank: 1, totalStudent: 2, percentile: 0 });
  });

  it('refuses counts no cohort can have', () => {
    expect(() => rankFromCounts({ above: 0, below: 0, total: 0 })).toThrow(RangeError);
    expect(() => rankFromCounts({ above: 2, below: 2, total: 4 })).toThrow(/out of range/);
    expect(() => rankFromCounts({ above: -1, below: 0, total: 3 })).toThrow(/above/);
    expect(() => rankFromCounts({ above: 0, below: 0.5, total: 3 })).toThrow(/below/);
  });

  it('is rankAndPercentile of any scores, given their counts', () => {
    fc.assert(fc.property(fc.array(score, { maxLength: 30 }), score, (rivals, mine) => {
      const all = [mine, ...rivals];
      expect(rankFromCounts({ above: all.filter((s) => s > mine).length, below: all.filter((s) => s < mine).length, total: all.length }))
        .toEqual(rankAndPercentile(mine, all));
    }), { numRuns: 300 });
  });
});

describe('rankAmongGroups (counts per score)', () => {
  it('equals rankAndPercentile over the same students one by one, the viewer counted once', () => {
    fc.assert(fc.property(fc.array(group, { maxLength: 12 }), score, (others, mine) => {
      expect(rankAmongGroups(mine, others)).toEqual(rankAndPercentile(mine, [mine, ...expand(others)]));
    }), { numRuns: 500 });
  });

  it('ties, a score in several groups, empty groups, a single taker', () => {
    expect(rankAmongGroups(8, [{ score: 10, students: 1 }, { score: 8, students: 2 }, { score: 5, students: 1 }, { score: 8, students: 0 }]))
      .toEqual(rankAndPercentile(8, [8, 10, 8, 8, 5]));
    expect(rankAmongGroups(-2, [{ score: -2, students: 3 }, { score: -2, students: 1 }])).toEqual({ rank: 1, totalStudent: 5, percentile: 0 });
    expect(rankAmongGroups(7, [])).toEqual({ rank: 1, totalStudent: 1, percentile: 100 });
  });

  it('refuses a non-finite score and a count that is not a whole number', () => {
    expect(() => rankAmongGroups(Number.NaN, [])).toThrow(/myScore/);
    expect(() => rankAmongGroups(1, [{ score: Number.POSITIVE_INFINITY, students: 1 }])).toThrow(/others\[0\]\.score/);
    expect(() => rankAmongGroups(1, [{ score: 1, students: 1 }, { score: 2, students: 1.5 }])).toThrow(/others\[1\]\.students/);
  });
});

describe('topperOf', () => {
  it('takes the best score, then the least time, then the earliest submit', () => {
    const attempts = [
      { id: 'a', score: 10, timeSpent: 500, submittedAt: 3 },
      { id: 'b', score: 10, timeSpent: 400, submittedAt: 5 },
      { id: 'c', score: 10, timeSpent: 400, submittedAt: 2 },
      { id: 'd', score: 9, timeSpent: 100, submittedAt: 1 },
    ];
    expect(topperOf(attempts)?.id).toBe('c');
    expect(topperOf(attempts.slice(0, 2))?.id).toBe('b');
    expect(topperOf([attempts[3], attempts[0]])?.id).toBe('a');
  });

  it('keeps the first of exact ties and gives null without attempts', () => {
    const same = { score: 1, timeSpent: 1, submittedAt: 1 };
    expect(topperOf([{ ...same, id: 'x' }, { ...same, id: 'y' }])?.id).toBe('x');
    expect(topperOf([])).toBeNull();
    expect(() => topperOf([{ score: Number.NaN, timeSpent: 1, submittedAt: 1 }])).toThrow(/score/);
  });
});

describe('topperCompare', () => {
  it('gives the viewer then the topper, time as mm:ss and as minutes', () => {
    const you = { marksObtain: 8.5, timeSpent: 600, correctAnswers: 3, incorrectAnswers: 3, unattemptedAnswers: 2 };
    const topper = { marksObtain: 30, timeSpent: 1395, correctAnswers: 7, incorrectAnswers: 1, unattemptedAnswers: 0 };
    expect(topperCompare(you, topper)).toEqual([
      { title: 'You', score: 8.5, timeSpent: '10:00', timeSpentMinutes: 10, correctQuestions: 3, incorrectQuestions: 3, unattemptedQuestions: 2 },
      // 1395 s = 23 min 15 s = 23.25 min
      { title: 'Topper', score: 30, timeSpent: '23:15', timeSpentMinutes: 23.25, correctQuestions: 7, incorrectQuestions: 1, unattemptedQuestions: 0 },
    ]);
  });
});
