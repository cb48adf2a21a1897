import { describe, expect, it } from '@jest/globals';
import { rankAndPercentile, topperCompare, topperOf } from '../../../domain/reports/ranking';

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
