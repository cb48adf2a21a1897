/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  dashboard, formatDateTime, markedQuestion, rankOf, spentSeconds, testTypeLabel, timeAnalysis, topperAttempt,
} from '../../../server/reports/report-builder';
import type { ReportAttempt, ReportQuestion } from '../../../server/repositories/report-repository';

const q = (over: Partial<ReportQuestion> = {}): ReportQuestion => ({
  questionId: 1, sectionId: null, sectionName: '', topicId: 9, result: 'Correct', marks: 4, maxMarks: 4, timeSpent: 30, help: 0, ...over,
});

const attempt = (over: Partial<ReportAttempt> = {}): ReportAttempt => ({
  id: 1, studentId: 1, courseId: 101, templateId: 5001, testId: 3002, testType: 3, kind: 'configured', testName: 'Mock', testMode: '',
  examType: 'objective', testStatus: 1, totalTime: 1800, remainingTime: 1200, timeSpent: 500, helpCounter: 0, totalQuestions: 10,
  correctCount: 5, incorrectCount: 2, unattemptedCount: 3, marksObtained: 18, fullMarks: 40, submittedAt: Date.UTC(2026, 0, 15, 9, 5), rankingTime: 600, ...over,
});

describe('report builder', () => {
  it('puts a question under its section, then the topics below the section', () => {
    const chain = ['Physics', 'Mechanics', 'Kinematics'];
    expect(markedQuestion(q({ sectionName: 'Physics', sectionId: 1 }), chain).sectionPath).toEqual(['Physics', 'Mechanics', 'Kinematics']);
    // a section named otherwise keeps its name on top of the chapter and topic
    expect(markedQuestion(q({ sectionName: 'Part A', sectionId: 1 }), chain).sectionPath).toEqual(['Part A', 'Mechanics', 'Kinematics']);
    // a section named after the chapter starts there
    expect(markedQuestion(q({ sectionName: 'Mechanics', sectionId: 1 }), chain).sectionPath).toEqual(['Mechanics', 'Kinematics']);
    // no sections: the topic chain itself; an unknown topic: no tree
    expect(markedQuestion(q(), chain).sectionPath).toEqual(chain);
    expect(markedQuestion(q(), []).sectionPath).toEqual([]);
  });

  it('reads the stored result as the outcome; an unscored row is unattempted; help is a flag', () => {
    expect(markedQuestion(q({ result: 'Incorrect', marks: -1, help: 2 }), []).outcome).toBe('incorrect');
    expect(markedQuestion(q({ result: 'Incorrect', marks: -1, help: 2 }), []).help).toBe(true);
    expect(markedQuestion(q({ result: 'NotAnswer', marks: 0 }), []).outcome).toBe('unattempted');
    expect(markedQuestion(q({ result: '', marks: 0 }), []).outcome).toBe('unattempted');
  });

  it('time spent: total - remaining when timed and in range, else the sum of question times', () => {
    expect(spentSeconds(attempt())).toBe(600);
    expect(spentSeconds(attempt({ totalTime: 0, remainingTime: 0 }))).toBe(500);
    expect(spentSeconds(attempt({ remainingTime: 1900 }))).toBe(500);
  });

  it('labels the test types; self tests by assessment mode', () => {
    expect(testTypeLabel({ testType: 1, testMode: 'beginner' })).toBe('Learning Session');
    expect(testTypeLabel({ testType: 1, testMode: 'advance' })).toBe('Competitive Session');
    expect(testTypeLabel({ testType: 1, testMode: '' })).toBe('Competitive Session');
    expect([2, 3, 4, 5].map((t) => testTypeLabel({ testType: t, testMode: '' }))).toEqual(['Topic Test', 'Mock Test', 'Class Test', 'Class Mock Test']);
    expect(formatDateTime(Date.UTC(2026, 0, 5, 7, 3))).toBe('2026-01-05 07:03');
  });

  it('time analysis: a section\'s own time, else the test time shared by question count; no sections: one item', () => {
    const a = attempt({ totalTime: 1200 });
    const qs = [
      markedQuestion(q({ questionId: 1, sectionId: 1, sectionName: 'A', timeSpent: 60 }), []),
      markedQuestion(q({ questionId: 2, sectionId: 2, sectionName: 'B', timeSpent: 90 }), []),
      markedQuestion(q({ questionId: 3, sectionId: 2, sectionName: 'B', timeSpent: 30 }), []),
    ];
    expect(timeAnalysis(a, [{ sectionId: 1, name: 'A', sectionOrder: 1, sectionTime: 300 }, { sectionId: 2, name: 'B', sectionOrder: 2, sectionTime: 0 }], qs, 180))
      .toEqual([{ name: 'A', availableMinutes: 5, takenMinutes: 1 }, { name: 'B', availableMinutes: 13.33, takenMinutes: 2 }]);
    expect(timeAnalysis(a, [], qs, 180)).toEqual([{ name: 'Test', availableMinutes: 20, takenMinutes: 3 }]);
  });

  it('ranks by each other student\'s best marks; the viewer by the attempt viewed', () => {
    const me = attempt({ id: 10, studentId: 1, marksObtained: 12 });
    // students 2, 3 and 4 with their best marks: a tie, one above, one below
    const one = (score: number) => ({ score, students: 1 });
    expect(rankOf(me, [12, 20, -2].map(one))).toEqual({ rank: 2, totalStudent: 4, percentile: 33.33 });
    expect(rankOf(me, [])).toEqual({ rank: 1, totalStudent: 1, percentile: 100 });
    // counted per marks value: 3 students at 20, 2 at 12 (a tie), 5 at 11.999 (12 once rounded: ties too), 1 below
    expect(rankOf(me, [{ score: 20, students: 3 }, { score: 12, students: 2 }, { score: 11.999, students: 5 }, { score: -2, students: 1 }]))
      .toEqual({ rank: 4, totalStudent: 12, percentile: 9.09 });
  });

  it('the topper is the best attempt by anyone; a tie goes to less server-measured time, not the time the client reported', () => {
    const me = attempt({ id: 10, studentId: 1, marksObtained: 20, remainingTime: 600, rankingTime: 1200 });
    const quick = attempt({ id: 11, studentId: 2, marksObtained: 20, remainingTime: 900, rankingTime: 900 });
    expect(topperAttempt(me, quick).id).toBe(11);
    expect(topperAttempt(me, undefined).id).toBe(10);
    expect(topperAttempt(me, me).id).toBe(10);
    // the client says it took 1 second (remaining = total - 1); the server measured 1500: the honest 1200 wins
    const forged = attempt({ id: 12, studentId: 3, marksObtained: 20, remainingTime: 1799, rankingTime: 1500 });
    expect(topperAttempt(me, forged).id).toBe(10);
    // better marks win whatever the time
    expect(topperAttempt(me, attempt({ id: 13, studentId: 4, marksObtained: 21, rankingTime: 1800 })).id).toBe(13);
  });

  it('the overview charts leave out an attempt awaiting subjective marking (testStatus 2); marked ones count', () => {
    const marked = attempt({ id: 1, testType: 2, testName: 'Topic A', marksObtained: 8, fullMarks: 10, submittedAt: 1 });
    const awaiting = attempt({ id: 2, testType: 2, testName: 'Written', testStatus: 2, marksObtained: 0, fullMarks: 10, submittedAt: 2 });
    const items = dashboard([marked, awaiting]);
    expect(items).toHaveLength(1);
    expect(items[0].testLastTestsX).toEqual(['Topic A']);
    expect(dashboard([awaiting])).toEqual([]);
  });
});
