import { describe, it, expect } from '@jest/globals';
import { EMPTY_RESPONSE, type QuestionResponse } from '../../../domain/test-engine/question-response';
import { isCorrectAnswer, marksFor, scoreQuestion, scoreTest, textMatches } from '../../../domain/test-engine/scoring';
import { aScoredQuestion, aScoredSection, aScoredTest } from '../../mothers/scoring.mother';
import { parts } from '../../mothers/test-data.mother';

const say = (...values: string[]): QuestionResponse => ({ values, fileName: '', url: '' });
const NONE = EMPTY_RESPONSE;

// ---- rules ----------------------------------------------------------------------------------------
describe('objective answers', () => {
  it('a single-choice answer is correct when it is the key (case-insensitive)', () => {
    const q = aScoredQuestion({ correctResponse: 'B' });
    expect(isCorrectAnswer(q, say('b'))).toBe(true);
    expect(isCorrectAnswer(q, say('C'))).toBe(false);
  });

  it("a multi-select answer is correct when its set of ids equals the '~' key, in any order and case", () => {
    const q = aScoredQuestion({ questionType: 'Multiple-Response', correctResponse: 'A~C' });
    expect(isCorrectAnswer(q, say('c', 'A'))).toBe(true);
    expect(isCorrectAnswer(q, say('A', 'C', 'a'))).toBe(true);
  });

  it('a multi-select answer that is partly right, or a superset, is wrong', () => {
    const q = aScoredQuestion({ questionType: 'MR-Matching-Type', correctResponse: 'A~C' });
    expect(isCorrectAnswer(q, say('A'))).toBe(false);
    expect(isCorrectAnswer(q, say('A', 'C', 'D'))).toBe(false);
  });

  it('text entry compares trimmed text case-insensitively', () => {
    const q = aScoredQuestion({ questionType: 'Fill-in-Blank', correctResponse: 'Oxygen' });
    expect(isCorrectAnswer(q, say('  oxygen '))).toBe(true);
    expect(isCorrectAnswer(q, say('oxygen gas'))).toBe(false);
  });

  it('Integer-Type compares numerically when both sides are numbers', () => {
    expect(textMatches('Integer-Type', ' 007 ', '7')).toBe(true);
    expect(textMatches('Integer-Type', '2.50', '2.5')).toBe(true);
    expect(textMatches('Integer-Type', '-3', '3')).toBe(false);
    expect(textMatches('Integer-Type', 'x', 'X')).toBe(true);
    expect(textMatches('Fill-in-Blank', '7.0', '7')).toBe(false);
  });
});

describe('marks per question', () => {
  it('negative marking — the stored incorrect marks are a penalty whether signed or not', () => {
    expect(marksFor(aScoredQuestion({ incorrectAnswerMarks: -0.25 }), 'Incorrect')).toBe(-0.25);
    expect(marksFor(aScoredQuestion({ incorrectAnswerMarks: 0.25 }), 'Incorrect')).toBe(-0.25);
    expect(marksFor(aScoredQuestion({ incorrectAnswerMarks: 0 }), 'Incorrect')).toBe(0);
  });

  it('an unattempted question gets notAnswerMarks and answerStatus NotAnswer', () => {
    const s = scoreQuestion(aScoredQuestion({ notAnswerMarks: -0.5 }), NONE);
    expect(s).toMatchObject({ answerStatus: 'NotAnswer', marks: -0.5, maxMarks: 1 });
    expect(scoreQuestion(aScoredQuestion(), say('  ')).answerStatus).toBe('NotAnswer');
  });

  it('correct gives correctAnswerMarks, wrong gives minus the incorrect marks', () => {
    const q = aScoredQuestion({ correctResponse: 'A', correctAnswerMarks: 4, incorrectAnswerMarks: -1 });
    expect(scoreQuestion(q, say('A'))).toMatchObject({ answerStatus: 'Correct', marks: 4, autoScored: true });
    expect(scoreQuestion(q, say('B'))).toMatchObject({ answerStatus: 'Incorrect', marks: -1, autoScored: true });
  });

  it('an objective question without a key keeps the stored verdict, else Incorrect without marks', () => {
    const noKey = aScoredQuestion({ correctResponse: '' });
    expect(scoreQuestion(noKey, say('A'))).toMatchObject({ answerStatus: 'Incorrect', marks: 0, keyMissing: true });
    expect(scoreQuestion({ ...noKey, answerStatus: 'Correct', marks: 1 }, say('A'))).toMatchObject({ answerStatus: 'Correct', marks: 1 });
  });

  it('a subjective answer is not auto-scored; its review marks are capped at the sum of part marks', () => {
    const q = aScoredQuestion({ questionType: 'Subjective-Type-Long', responseChoice: parts(2, 3), correctResponse: '', marks: 2 });
    const answer: QuestionResponse = { values: ['My essay'], fileName: '', url: '' };
    expect(scoreQuestion(q, answer)).toMatchObject({ answerStatus: 'Correct', marks: 2, maxMarks: 5, autoScored: false, partial: true });
    expect(scoreQuestion({ ...q, marks: 9 }, answer)).toMatchObject({ marks: 5, partial: false });
    expect(scoreQuestion({ ...q, marks: 0 }, answer)).toMatchObject({ answerStatus: 'Incorrect', marks: 0 });
    expect(scoreQuestion(q, answer, 0, { subjectiveMarks: new Map([[1, 3]]) }).marks).toBe(3);
  });

  it('a subjective answer that is only an image counts as answered', () => {
    const q = aScoredQuestion({ questionType: 'Subjective-Type-Very-Short', responseChoice: parts(1), marks: 1 });
    expect(scoreQuestion(q, { values: [], fileName: 'a.png', url: 'https://cdn/a.png' }).answerStatus).toBe('Correct');
    expect(scoreQuestion(q, NONE)).toMatchObject({ answerStatus: 'NotAnswer', marks: 0, maxMarks: 1 });
  });

  it('a subjective question without part marks is worth its correctAnswerMarks', () => {
    const q = aScoredQuestion({ questionType: 'Subjective-Type-Short-Answer-I', responseChoice: [], correctAnswerMarks: 3, marks: 5 });
    expect(scoreQuestion(q, say('text'))).toMatchObject({ marks: 3, maxMarks: 3 });
  });
});

describe('hand-worked test totals', () => {
  // Physics (section 10): q1 +4 correct, q2 -1 wrong, q3 multi partly right -> -2 (stored as -2).
  // Chemistry (section 20): q4 Integer '12.0' vs 12 -> +3, q5 unattempted -> 0, q6 subjective 2 of 5 -> +2.
  // Totals: 3 correct (q1, q4, q6), 2 incorrect, 1 unattempted; marks 4 - 1 - 2 + 3 + 0 + 2 = 6;
  // full marks 4 + 4 + 4 + 3 + 1 + 5 = 21. Physics 1 mark of 12; Chemistry 5 of 9.
  const questions = [
    aScoredQuestion({ questionId: 1, correctResponse: 'B', correctAnswerMarks: 4, incorrectAnswerMarks: -1, sectionId: 10 }),
    aScoredQuestion({ questionId: 2, correctResponse: 'A', correctAnswerMarks: 4, incorrectAnswerMarks: 1, sectionId: 10 }),
    aScoredQuestion({ questionId: 3, questionType: 'Multiple-Response', correctResponse: 'A~C', correctAnswerMarks: 4, incorrectAnswerMarks: -2, sectionId: 10 }),
    aScoredQuestion({ questionId: 4, questionType: 'Integer-Type', correctResponse: '12', correctAnswerMarks: 3, incorrectAnswerMarks: -1, sectionId: null }),
    aScoredQuestion({ questionId: 5, questionType: 'Fill-in-Blank', correctResponse: 'Oxygen', correctAnswerMarks: 1, sectionId: 20 }),
    aScoredQuestion({ questionId: 6, questionType: 'Subjective-Type-Long', responseChoice: parts(2, 3), correctResponse: '', correctAnswerMarks: 5, marks: 2, sectionId: 20 }),
  ];
  const sections = [
    // listed out of order: totals follow sectionOrder
    aScoredSection({ sectionId: 20, sectionName: 'Chemistry', sectionOrder: 2, questionNumbers: [{ questionId: 4, questionIndex: 3 }] }),
    aScoredSection({ sectionId: 10, sectionName: 'Physics', sectionOrder: 1 }),
  ];
  const responses = [say('B'), say('C'), say('A'), say(' 12.0 '), NONE, { values: ['Essay'], fileName: 'e.png', url: 'https://cdn/e.png' }];
  const score = scoreTest(aScoredTest(questions, sections), responses);

  it('per-question verdicts and marks', () => {
    expect(score.questions.map((q) => [q.questionId, q.answerStatus, q.marks])).toEqual([
      [1, 'Correct', 4], [2, 'Incorrect', -1], [3, 'Incorrect', -2], [4, 'Correct', 3], [5, 'NotAnswer', 0], [6, 'Correct', 2],
    ]);
  });

  it('test totals count correct, incorrect, unattempted, marks obtained and full marks', () => {
    expect(score.totals).toEqual({ totalQuestions: 6, correct: 3, incorrect: 2, unattempted: 1, partial: 1, marksObtained: 6, fullMarks: 21 });
  });

  it('section totals use questionNumbers, then the question sectionId, in sectionOrder', () => {
    expect(score.questions.map((q) => q.sectionId)).toEqual([10, 10, 10, 20, 20, 20]);
    expect(score.sections).toEqual([
      { sectionId: 10, sectionName: 'Physics', totalQuestions: 3, correct: 1, incorrect: 2, unattempted: 0, partial: 0, marksObtained: 1, fullMarks: 12 },
      { sectionId: 20, sectionName: 'Chemistry', totalQuestions: 3, correct: 2, incorrect: 0, unattempted: 1, partial: 1, marksObtained: 5, fullMarks: 9 },
    ]);
  });

  it('the default self test (+1 / -0.25 / 0) — 12 right, 5 wrong, 3 blank of 20 is 10.75', () => {
    const qs = Array.from({ length: 20 }, (_, i) => aScoredQuestion({ questionId: i + 1, correctResponse: 'A' }));
    const rs = qs.map((_, i) => (i < 12 ? say('A') : i < 17 ? say('D') : NONE));
    const t = scoreTest(aScoredTest(qs), rs);
    expect(t.totals).toMatchObject({ correct: 12, incorrect: 5, unattempted: 3, marksObtained: 10.75, fullMarks: 20 });
    expect(t.sections).toEqual([]);
  });

  it('a missing response counts as not answered', () => {
    const t = scoreTest(aScoredTest([aScoredQuestion()]), []);
    expect(t.totals).toMatchObject({ unattempted: 1, marksObtained: 0 });
  });
});
