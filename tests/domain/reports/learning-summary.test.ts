import { describe, expect, it } from '@jest/globals';
import { summarizeLearning } from '../../../domain/reports/learning-summary';
import { NOT_UPTO_MARK } from '../../../domain/reports/bands';
import { markedQuestion as q } from '../../mothers/marked-question.mother';

// A learning session, +1 / -0.25 / 0, six questions, help used on the first two.
const session = [
  q({ questionId: 1, outcome: 'correct', marks: 1, maxMarks: 1, help: true }),
  q({ questionId: 2, outcome: 'incorrect', marks: -0.25, maxMarks: 1, help: true }),
  q({ questionId: 3, outcome: 'correct', marks: 1, maxMarks: 1 }),
  q({ questionId: 4, outcome: 'correct', marks: 1, maxMarks: 1 }),
  q({ questionId: 5, outcome: 'unattempted', marks: 0, maxMarks: 1 }),
  q({ questionId: 6, outcome: 'incorrect', marks: -0.25, maxMarks: 1 }),
];

const items = (c: number, i: number, u: number) => [
  { name: 'Correct', y: c, color: 'green' },
  { name: 'Incorrect', y: i, color: 'red' },
  { name: 'Unattempted', y: u, color: 'grey' },
];

describe('summarizeLearning', () => {
  it('splits the outcomes by help', () => {
    const s = summarizeLearning(session);
    expect(s).toMatchObject({ totalQuestion: 6, helpCounter: 2, correctQuestion: 3, incorrectQuestion: 2, unattemptedQuestion: 1 });
    expect(s.overallResultList).toEqual(items(3, 2, 1));
    expect(s.resultWithHelpList).toEqual(items(1, 1, 0)); // q1, q2
    expect(s.resultWithoutHelpList).toEqual(items(2, 1, 1)); // q3, q4 | q6 | q5
  });

  it('is not up to mark below the benchmark', () => {
    // 3 correct of 6 = 50%: below the default 60, at a benchmark of 50
    expect(summarizeLearning(session).progressBarObj).toEqual({ percentage: 50, barColor: 'orange', caption: NOT_UPTO_MARK });
    expect(summarizeLearning(session, 50).progressBarObj.caption).toBeNull();
  });

  it('handles an empty session and rejects bad questions', () => {
    const s = summarizeLearning([]);
    expect(s.totalQuestion).toBe(0);
    expect(s.progressBarObj).toEqual({ percentage: 0, barColor: 'red', caption: NOT_UPTO_MARK });
    expect(() => summarizeLearning([q({ questionId: 1, marks: 2, maxMarks: 1 })])).toThrow(RangeError);
  });
});
