// Test data <-> stored attempts: scoring a submission into rows (with the domain's scoring), and rebuilding
// the test of an attempt for resume (no keys) or review (keys, explanations, answers, marks).
import type { TestType } from '../../domain/shared/test-type';
import { questionKind, type Question, type Section, type TestData } from '../../domain/test-engine/test-data';
import { decodeResponse } from '../../domain/test-engine/responses';
import { scoreQuestion } from '../../domain/test-engine/scoring';
import type { Attempt, AttemptQuestion, AttemptSection } from '../repositories/attempt-repository';
import type { QuestionBankRepository } from '../repositories/question-bank-repository';
import type { TestConfig } from '../repositories/test-catalog-repository';
import { forDelivery, toQuestion } from './test-builder';

/** Progress on one question as the app sends it (submit, stop). */
export interface QuestionProgress {
  studentResponse: string;
  timeSpent: number;
  help: number;
  backgroundImg?: string;
}

/**
 * Scores `test` (full, with keys) against the progress per questionId; one row per test question, in order. Each
 * question is scored as the domain's scoreTest scores it (scoreQuestion), without the section and test totals
 * scoreTest adds, which the rows do not hold (the attempt's totals are summed from the stored rows).
 */
export function scoredRows(test: TestData, progress: ReadonlyMap<number, QuestionProgress>, difficultyOf: (questionId: number) => number): AttemptQuestion[] {
  return test.questionSet.map((q, i) => {
    const p = progress.get(q.questionId);
    const s = scoreQuestion(q, decodeResponse(q.kind, p?.studentResponse ?? ''), i);
    const subjective = s.kind === 'subjective';
    return {
      questionId: q.questionId,
      sectionId: q.sectionId,
      sectionName: q.sectionName,
      topicId: q.topicId,
      studentResponse: p?.studentResponse ?? '',
      result: s.answerStatus,
      // a subjective answer is marked later (/updatemarks-test); until then its answerStatus is blank
      answerStatus: subjective ? (s.answerStatus === 'NotAnswer' ? 'NotAnswer' : '') : s.answerStatus,
      marks: s.marks,
      maxMarks: s.maxMarks,
      correctMarks: q.correctAnswerMarks,
      incorrectMarks: q.incorrectAnswerMarks,
      notAnswerMarks: q.notAnswerMarks,
      timeSpent: p ? Math.round(p.timeSpent) : 0,
      help: p ? p.help : 0,
      backgroundImg: p?.backgroundImg ?? '',
      difficulty: difficultyOf(q.questionId),
    };
  });
}

/** Unscored rows for saved progress (Save & Continue Later). */
export function progressRows(test: TestData, progress: ReadonlyMap<number, QuestionProgress>, difficultyOf: (questionId: number) => number): AttemptQuestion[] {
  return test.questionSet.map((q) => {
    const p = progress.get(q.questionId);
    return {
      questionId: q.questionId, sectionId: q.sectionId, sectionName: q.sectionName, topicId: q.topicId,
      studentResponse: p?.studentResponse ?? '', result: '', answerStatus: '', marks: 0, maxMarks: 0,
      correctMarks: q.correctAnswerMarks, incorrectMarks: q.incorrectAnswerMarks, notAnswerMarks: q.notAnswerMarks,
      timeSpent: p ? Math.round(p.timeSpent) : 0, help: p ? p.help : 0, backgroundImg: p?.backgroundImg ?? '', difficulty: difficultyOf(q.questionId),
    };
  });
}

export const sectionsOfTest = (test: TestData): AttemptSection[] =>
  test.sectionSet.map((s) => ({ sectionId: s.sectionId, name: s.sectionName, sectionOrder: s.sectionOrder, sectionTime: s.sectionTime }));

/**
 * The full test of a stored attempt, in its stored question order, with the stored marks; sections from the
 * configuration when there is one (attempt limits, marks), else from the stored sections.
 */
export async function testOfAttempt(attempt: Attempt, rows: readonly AttemptQuestion[], storedSections: readonly AttemptSection[], config: TestConfig | undefined, bank: QuestionBankRepository): Promise<TestData> {
  const sectionMeta = new Map((config?.sections ?? []).map((s) => [s.sectionId, s]));
  const timeOf = new Map(storedSections.map((s) => [s.sectionId, s.sectionTime]));
  const bankQuestions = await bank.questions(rows.map((r) => r.questionId));
  const questionSet: Question[] = rows.flatMap((r, i) => {
    const q = bankQuestions[i];
    if (!q) return [];
    return [toQuestion(q, i, { correct: r.correctMarks, incorrect: r.incorrectMarks, notAnswer: r.notAnswerMarks },
      { sectionId: r.sectionId, sectionName: r.sectionName, sectionTime: r.sectionId === null ? 0 : timeOf.get(r.sectionId) ?? 0 })];
  });
  const sectionSet: Section[] = storedSections.map((s) => {
    const meta = sectionMeta.get(s.sectionId);
    const refs = questionSet.flatMap((q, i) => (q.sectionId === s.sectionId ? [{ questionId: q.questionId, questionIndex: i }] : []));
    return {
      sectionName: s.name, sectionId: s.sectionId, sectionOrder: s.sectionOrder, sectionTime: s.sectionTime,
      questionNumbers: refs,
      noQuestionAttempt: meta?.noQuestionAttempt ?? 0,
      questionRange: refs.length > 0 ? `${refs[0].questionIndex + 1}-${refs[refs.length - 1].questionIndex + 1}` : '',
      correctMarks: meta?.correctMarks ?? 0,
      incorrectMarks: meta ? -Math.abs(meta.incorrectMarks) || 0 : 0,
      notAnswerMarks: meta?.notAnswerMarks ?? 0,
    };
  });
  return {
    testId: attempt.testId,
    testType: attempt.testType as TestType,
    testName: attempt.testName,
    testOption: attempt.testOption,
    totalTime: attempt.totalTime,
    remainingTime: attempt.remainingTime,
    testStatus: attempt.testStatus,
    sectionLock: config?.sectionLock ?? '',
    noQuestionAttempt: config?.noQuestionAttempt ?? 0,
    bloom: '',
    modelTestId: 0,
    scheduleId: attempt.scheduleId,
    subject: config?.subject ?? '',
    lastQuestionIndex: Math.min(attempt.lastQuestionIndex, Math.max(0, questionSet.length - 1)),
    correctCount: attempt.correctCount,
    incorrectCount: attempt.incorrectCount,
    notAnsweredCount: attempt.unattemptedCount,
    sectionSet,
    questionSet,
  };
}

/** Resume: the saved answers, times, help and status images on the delivered (keyless) test. */
export function resumeView(test: TestData, rows: readonly AttemptQuestion[]): TestData {
  const byId = new Map(rows.map((r) => [r.questionId, r]));
  const delivered = forDelivery(test);
  return {
    ...delivered,
    questionSet: delivered.questionSet.map((q) => {
      const r = byId.get(q.questionId);
      return r ? { ...q, studentResponse: r.studentResponse, timeSpent: r.timeSpent, help: r.help, backgroundImg: r.backgroundImg } : q;
    }),
  };
}

/** Review: keys and explanations with the student's answers, results and marks. */
export function reviewView(test: TestData, rows: readonly AttemptQuestion[]): TestData {
  const byId = new Map(rows.map((r) => [r.questionId, r]));
  return {
    ...test,
    remainingTime: 0,
    questionSet: test.questionSet.map((q) => {
      const r = byId.get(q.questionId);
      if (!r) return q;
      const answered = r.studentResponse.trim() !== '';
      return {
        ...q,
        studentResponse: r.studentResponse,
        timeSpent: r.timeSpent,
        help: r.help,
        answerStatus: r.answerStatus,
        marks: r.marks,
        backgroundImg: r.backgroundImg || (answered ? 'attempted' : 'not_attempted'),
      };
    }),
  };
}
