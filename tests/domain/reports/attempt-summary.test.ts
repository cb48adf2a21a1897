import { describe, expect, it } from '@jest/globals';
import { countedOutcome, summarizeAttempt, type MarkedQuestion } from '../../../domain/reports/attempt-summary';
import { markedQuestion as q } from '../../mothers/marked-question.mother';

// A mock test, +4 / -1 / 0 per objective question (-0.5 for q8 not attempted), two subjective
// questions of 5 marks, nested sections Physics > Mechanics, Physics > Optics, and Chemistry.
const mech = ['Physics', 'Mechanics'];
const optics = ['Physics', 'Optics'];
const chem = { sectionId: 3, sectionName: 'Chemistry' };
const mock: MarkedQuestion[] = [
  q({ questionId: 1, sectionId: 11, sectionName: 'Mechanics', sectionPath: mech, outcome: 'correct', marks: 4, timeSpent: 60 }),
  q({ questionId: 2, sectionId: 11, sectionName: 'Mechanics', sectionPath: mech, outcome: 'incorrect', marks: -1, timeSpent: 90 }),
  q({ questionId: 3, sectionId: 12, sectionName: 'Optics', sectionPath: optics, outcome: 'unattempted', marks: 0, timeSpent: 30 }),
  q({ questionId: 4, sectionId: 12, sectionName: 'Optics', sectionPath: optics, outcome: 'correct', marks: 4, timeSpent: 45, help: true }),
  // subjective, 3 of 5 part marks ticked: partial credit, counted as correct whatever the scorer says
  q({ questionId: 5, ...chem, outcome: 'incorrect', marks: 3, maxMarks: 5, timeSpent: 200 }),
  // subjective, every part ticked no
  q({ questionId: 6, ...chem, outcome: 'incorrect', marks: 0, maxMarks: 5, timeSpent: 100 }),
  q({ questionId: 7, ...chem, outcome: 'incorrect', marks: -1, timeSpent: 75 }),
  q({ questionId: 8, ...chem, outcome: 'unattempted', marks: -0.5, timeSpent: 0 }),
];

describe('summarizeAttempt, worked by hand', () => {
  const s = summarizeAttempt({ questions: mock, totalTime: 1800 });

  it('sums marks with negative, unattempted and partial subjective marks', () => {
    expect(s.fullMarks).toBe(34); // 4+4+4+4 + 5+5+4+4
    expect(s.marksObtain).toBe(8.5); // 4 - 1 + 0 + 4 + 3 + 0 - 1 - 0.5
    expect(s.percentageMarks).toBe(25); // 8.5 / 34
    expect(s.progressBarObj).toEqual({ percentage: 25, barColor: 'red', caption: null });
  });

  it('counts outcomes, partial credit as correct', () => {
    expect(s.totalQuestion).toBe(8);
    expect(s.correctAnswers).toBe(3); // q1, q4, q5 (partial)
    expect(s.partialAnswers).toBe(1); // q5
    expect(s.incorrectAnswers).toBe(3); // q2, q6, q7
    expect(s.unattemptedAnswers).toBe(2); // q3, q8
    expect(s.incorrectMarks).toBe(2); // -(-1 + 0 - 1); q8's -0.5 is not an incorrect answer
    expect(s.accuracy).toBe(50); // 3 / (3 + 3)
    expect(s.helpCounter).toBe(1);
    expect(s.overallPerformanceList).toEqual([
      { name: 'Correct', y: 3, color: 'green' },
      { name: 'Incorrect', y: 3, color: 'red' },
      { name: 'Unattempted', y: 2, color: 'grey' },
    ]);
  });

  it('works out the time figures', () => {
    expect(s.timeSpent).toBe(600); // 60+90+30+45+200+100+75+0
    expect(s.timeSpentMinutes).toBe(10);
    expect(s.spentTimeLabel).toBe('00:10:00');
    expect(s.totalTimeLabel).toBe('00:30:00');
    expect(s.timeRemaining).toBe(1200);
    expect(s.timeRemainingLabel).toBe('00:20:00');
    expect(s.timeTakenPercent).toBe(33.33); // 600 / 1800
    expect(s.timeRemainingPercent).toBe(66.67);
    expect(s.averageSpeedPerQuestion).toBe(75); // 600 / 8
    expect(s.averageSpeedPerQuestionLabel).toBe('00:01:15');
  });

  it('builds the section tree with children', () => {
    expect(s.sectionSet.map((n) => n.sectionName)).toEqual(['Physics', 'Chemistry']);
    const [physics, chemistry] = s.sectionSet;
    // Physics = q1..q4: score 4 - 1 + 0 + 4 = 7 of 16; time 60+90+30+45 = 225
    expect(physics).toMatchObject({
      path: ['Physics'], totalQuestion: 4, correctQuestions: 2, incorrectQuestions: 1, unattemptedQuestions: 1,
      correctPercentage: 50, incorrectPercentage: 25, unattemptedPercentage: 25,
      sectionScore: 7, sectionTotalScore: 16, percentage: 43.75, timeSpent: 225, timeSpentLabel: '00:03:45',
    });
    expect(physics.children.map((c) => [c.sectionName, c.path, c.sectionScore, c.sectionTotalScore, c.percentage, c.timeSpent]))
      .toEqual([
        ['Mechanics', mech, 3, 8, 37.5, 150], // 4 - 1 of 8; 60 + 90
        ['Optics', optics, 4, 8, 50, 75], // 0 + 4 of 8; 30 + 45
      ]);
    expect(physics.children[1]).toMatchObject({ correctQuestions: 1, incorrectQuestions: 0, unattemptedQuestions: 1, unattemptedPercentage: 50 });
    // Chemistry = q5..q8: 3 + 0 - 1 - 0.5 = 1.5 of 18 = 8.333…%; time 200+100+75 = 375
    expect(chemistry).toMatchObject({
      path: ['Chemistry'], totalQuestion: 4, correctQuestions: 1, incorrectQuestions: 2, unattemptedQuestions: 1,
      correctPercentage: 25, incorrectPercentage: 50, unattemptedPercentage: 25,
      sectionScore: 1.5, sectionTotalScore: 18, percentage: 8.33, timeSpent: 375, timeSpentLabel: '00:06:15', children: [],
    });
  });
});

describe('summarizeAttempt edge cases', () => {
  it('gives zeros for an empty untimed attempt', () => {
    const s = summarizeAttempt({ questions: [], totalTime: 0 });
    expect(s).toMatchObject({
      fullMarks: 0, marksObtain: 0, percentageMarks: 0, totalQuestion: 0, accuracy: 0, incorrectMarks: 0,
      timeSpent: 0, timeTakenPercent: 0, timeRemainingPercent: 0, averageSpeedPerQuestion: 0,
      spentTimeLabel: '00:00:00', sectionSet: [],
    });
  });

  it('has no sections for a test without sections', () => {
    const s = summarizeAttempt({ questions: [q({ questionId: 1 }), q({ questionId: 2, outcome: 'unattempted', marks: 0 })], totalTime: 60 });
    expect(s.sectionSet).toEqual([]);
    expect(s.percentageMarks).toBe(50); // 4 of 8
  });

  it('goes below zero when negative marks outweigh the rest', () => {
    const s = summarizeAttempt({ questions: [q({ questionId: 1, outcome: 'incorrect', marks: -1 }), q({ questionId: 2, outcome: 'unattempted', marks: 0 })], totalTime: 60 });
    expect(s.marksObtain).toBe(-1);
    expect(s.percentageMarks).toBe(-12.5); // -1 of 8
    expect(s.accuracy).toBe(0);
  });

  it('takes the recorded time spent and caps the time percentages', () => {
    const s = summarizeAttempt({ questions: [q({ questionId: 1, timeSpent: 10 })], totalTime: 1800, timeSpent: 2000 });
    expect(s).toMatchObject({ timeSpent: 2000, timeRemaining: 0, timeTakenPercent: 100, timeRemainingPercent: 0 });
  });

  it('counts a fully marked subjective answer as correct and a zero-marked one by the scorer', () => {
    expect(countedOutcome(q({ questionId: 1, outcome: 'correct', marks: 5, maxMarks: 5 }))).toBe('correct');
    expect(countedOutcome(q({ questionId: 1, outcome: 'correct', marks: 2, maxMarks: 5 }))).toBe('correct');
    expect(countedOutcome(q({ questionId: 1, outcome: 'incorrect', marks: 0.5, maxMarks: 5 }))).toBe('correct');
    expect(countedOutcome(q({ questionId: 1, outcome: 'incorrect', marks: 0, maxMarks: 5 }))).toBe('incorrect');
    expect(countedOutcome(q({ questionId: 1, outcome: 'unattempted', marks: 0, maxMarks: 5 }))).toBe('unattempted');
  });

  it('rejects bad questions with the question id', () => {
    const bad: [Partial<MarkedQuestion>, RegExp][] = [
      [{ marks: 5, maxMarks: 4 }, /question 9: marks must be finite and at most maxMarks/],
      [{ maxMarks: -1, marks: -2 }, /maxMarks/],
      [{ outcome: 'unattempted', marks: 1 }, /cannot earn marks/],
      [{ timeSpent: -3 }, /timeSpent/],
      [{ marks: Number.NaN }, /marks/],
      [{ outcome: 'skipped' as MarkedQuestion['outcome'] }, /unknown outcome/],
      [{ sectionPath: ['Physics', ' '] }, /empty name/],
    ];
    for (const [over, message] of bad) {
      expect(() => summarizeAttempt({ questions: [q({ questionId: 9, ...over })], totalTime: 60 })).toThrow(message);
    }
    expect(() => summarizeAttempt({ questions: [q({ questionId: 1 }), q({ questionId: 1 })], totalTime: 60 })).toThrow(/duplicate/);
    expect(() => summarizeAttempt({ questions: [], totalTime: -1 })).toThrow(/totalTime/);
    expect(() => summarizeAttempt({ questions: [], totalTime: 1, timeSpent: Number.NaN })).toThrow(/timeSpent/);
  });
});
