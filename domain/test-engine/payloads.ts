// Request payloads of the test engine, built from plain inputs. Pure; no transport here
// (infrastructure/test-engine/http-test-repository.ts posts them).
//   /testsubmit                      buildSubmitAnsDetails   -> the `ansdetails` object (JSON-encoded by the caller)
//   /teststop                        buildStopTestForm       -> form fields (strings)
//   /updatemarks-test                buildUpdateMarksForm    -> form fields (strings)
//   /app/update-adaptive-test-answer buildAdaptiveAnswerForm -> { testSession, questionId, studentResponse, help }
import type { QuestionResponse, QuestionStatus } from './question-response';
import { encodeResponse } from './responses';
import { sectionOfQuestions } from './scoring';
import { capMarks, marksOption, parseTicks, ticksTotal, type PartMark } from './subjective-review';
import type { Question, Section, TestData, WireQuestion } from './test-data';

/** Progress on one question; one per question, in the order of test.questionSet. */
export interface PayloadQuestionProgress {
  status: QuestionStatus;
  response: QuestionResponse;
  timeSpentSeconds: number;
  help: number;
}

export interface PayloadCourse {
  courseId: number;
  templateId: number;
  packTypeId: number;
  packTypeTitle: string;
}

export interface PayloadSchool {
  admissionNumber: string;
  schoolId: number;
  schoolName: string;
  className: string;
}

export interface SubmitInput {
  test: TestData;
  progress: readonly PayloadQuestionProgress[];
  course: PayloadCourse;
  /** the student's school (class tests); empty fields when absent */
  school?: PayloadSchool;
  testMode: string;
  /** seconds left on the test timer */
  remainingTime: number;
  helpCounter: number;
}

/** One entry of ansdetails.questionSet (exactly these fields). */
export interface SubmitQuestion extends Pick<Question,
  'itemId' | 'questionId' | 'topicId' | 'correctAnswerMarks' | 'incorrectAnswerMarks' | 'notAnswerMarks' | 'bloomId' | 'sectionId' | 'sectionName'> {
  /** seconds */
  timeSpent: number;
  /** the attempt limit that applies to the question: its section's, else the test's (0 = none) */
  noQuestionAttempt: number;
  /** encoded with responses.ts */
  studentResponse: string;
  help: number;
}

/** The /testsubmit `ansdetails` object (exactly these fields). */
export interface SubmitAnsDetails {
  courseId: number;
  templateId: number;
  packTypeId: number;
  packTypeTitle: string;
  testId: number;
  testType: number;
  testOption: string;
  testMode: string;
  totalTime: number;
  remainingTime: number;
  totalQuestion: number;
  testTitle: string;
  bloom: string;
  modelTestId: number;
  questionSet: SubmitQuestion[];
  noQuestionAttempt: number;
  helpCounter: number;
  admissionNumber: string;
  schoolId: number;
  schoolName: string;
  className: string;
  scheduleId: number;
  subject: string;
}

const checkProgress = (test: TestData, progress: readonly PayloadQuestionProgress[]): void => {
  if (progress.length !== test.questionSet.length) {
    throw new RangeError(`progress has ${progress.length} entries for ${test.questionSet.length} questions`);
  }
};

const seconds = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

const NO_SCHOOL: PayloadSchool = { admissionNumber: '', schoolId: 0, schoolName: '', className: '' };

/** Builds the /testsubmit ansdetails. Throws a RangeError when progress does not match the question set. */
export const buildSubmitAnsDetails = (input: SubmitInput): SubmitAnsDetails => {
  const { test, progress, course, testMode, helpCounter } = input;
  checkProgress(test, progress);
  const school = input.school ?? NO_SCHOOL;
  const sectionIds = sectionOfQuestions(test);
  const sectionById = new Map<number, Section>(test.sectionSet.map((s) => [s.sectionId, s]));
  const questionSet = test.questionSet.map((q, i): SubmitQuestion => {
    const p = progress[i];
    const sid = sectionIds[i];
    const section = sid === null ? undefined : sectionById.get(sid);
    return {
      itemId: q.itemId,
      questionId: q.questionId,
      topicId: q.topicId,
      timeSpent: seconds(p.timeSpentSeconds),
      correctAnswerMarks: q.correctAnswerMarks,
      incorrectAnswerMarks: q.incorrectAnswerMarks,
      notAnswerMarks: q.notAnswerMarks,
      bloomId: q.bloomId,
      noQuestionAttempt: section ? section.noQuestionAttempt : test.noQuestionAttempt,
      studentResponse: encodeResponse(q.kind, p.response),
      help: p.help,
      sectionId: section ? section.sectionId : q.sectionId,
      sectionName: section ? section.sectionName : q.sectionName,
    };
  });
  return {
    courseId: course.courseId,
    templateId: course.templateId,
    packTypeId: course.packTypeId,
    packTypeTitle: course.packTypeTitle,
    testId: test.testId,
    testType: test.testType,
    testOption: test.testOption,
    testMode,
    totalTime: test.totalTime,
    remainingTime: seconds(input.remainingTime),
    totalQuestion: test.questionSet.length,
    testTitle: test.testName,
    bloom: test.bloom,
    modelTestId: test.modelTestId,
    questionSet,
    noQuestionAttempt: test.noQuestionAttempt,
    helpCounter,
    admissionNumber: school.admissionNumber,
    schoolId: school.schoolId,
    schoolName: school.schoolName,
    className: school.className,
    scheduleId: test.scheduleId,
    subject: test.subject,
  };
};

export interface StopTestInput {
  test: TestData;
  progress: readonly PayloadQuestionProgress[];
  course: { courseId: number; templateId: number };
  /** index of the current question (resumed there) */
  lastQuestionIndex: number;
  /** seconds left on the test timer */
  remainingTime: number;
  helpCounter: number;
  testMode: string;
  /**
   * The background image name that stores a status (the initial status on resume comes from it).
   * Default: the status name itself, which question-status.ts initialStatus reads back on resume.
   */
  statusImage?: (status: QuestionStatus) => string;
}

/**
 * A question as saved in testDetail: the test's question as the server sent it (its parsed kind is the app's own,
 * not sent back) with the current answer, time, help and status.
 */
export interface SavedQuestion extends WireQuestion {
  status: QuestionStatus;
}

/** The JSON inside the /teststop testDetail field. */
export interface StopTestDetail {
  /** the test header (without sectionSet/questionSet), remainingTime and lastQuestionIndex updated */
  test: Omit<TestData, 'sectionSet' | 'questionSet'>;
  sections: Section[];
  questions: SavedQuestion[];
  lastQuestionIndex: number;
}

/** The progress of a test as saved for "Save & Continue Later" (the testDetail JSON before encoding). */
export const buildStopTestDetail = (input: StopTestInput): StopTestDetail => {
  const { test, progress } = input;
  checkProgress(test, progress);
  const { sectionSet, questionSet, ...header } = test;
  const lastQuestionIndex = Math.min(Math.max(0, Math.trunc(input.lastQuestionIndex)), Math.max(0, questionSet.length - 1));
  const questions = questionSet.map(({ kind, ...q }, i): SavedQuestion => {
    const p = progress[i];
    return {
      ...q,
      studentResponse: encodeResponse(kind, p.response),
      timeSpent: seconds(p.timeSpentSeconds),
      help: p.help,
      backgroundImg: input.statusImage ? input.statusImage(p.status) : p.status,
      status: p.status,
    };
  });
  return {
    test: { ...header, remainingTime: seconds(input.remainingTime), lastQuestionIndex },
    sections: sectionSet,
    questions,
    lastQuestionIndex,
  };
};

/** The /teststop form: the test, its course, the progress to resume from (testDetail, JSON) and the help counter. */
export interface StopTestForm {
  courseId: string;
  templateId: string;
  testName: string;
  testType: string;
  testId: string;
  testDetail: string;
  helpCounter: string;
  testMode: string;
}

/** The /teststop form. Throws a RangeError when progress does not match the question set. */
export const buildStopTestForm = (input: StopTestInput): StopTestForm => ({
  courseId: String(input.course.courseId),
  templateId: String(input.course.templateId),
  testName: input.test.testName,
  testType: String(input.test.testType),
  testId: String(input.test.testId),
  testDetail: JSON.stringify(buildStopTestDetail(input)),
  helpCounter: String(input.helpCounter),
  testMode: input.testMode,
});

/**
 * The session id the marks call wants: the /testview session without its 2-character prefix
 * ('st123' -> '123'). Only a leading pair of letters is removed; an id without one is sent as is.
 */
export const sessionIdWithoutPrefix = (testSession: string): string =>
  /^[A-Za-z]{2}/.test(testSession) ? testSession.slice(2) : testSession;

export type UpdateMarksInput =
  & { testSession: string; question: Question; finishTest: boolean }
  & (
    /** marks from the ticks (the total of the ticked parts) */
    | { ticks: readonly PartMark[]; marks?: undefined }
    /** a typed total (capped with capMarks); marksoption from `ticks` when given, else from the stored answerStatus */
    | { marks: number | string; ticks?: readonly PartMark[] }
  );

/**
 * The /updatemarks-test form: testSession (prefix removed), questionId, marks, marksoption
 * ('NotAnswer' when all parts are no, else 'yes,no,...'), finishTest '0' | '1', questionType.
 * Throws a RangeError for a typed total that is not a number (check it with capMarks first).
 */
export interface UpdateMarksForm {
  testSession: string;
  questionId: string;
  marks: string;
  marksoption: string;
  finishTest: '0' | '1';
  questionType: string;
}

export const buildUpdateMarksForm = (input: UpdateMarksInput): UpdateMarksForm => {
  const { question } = input;
  let marks: number;
  let ticks: readonly PartMark[];
  if (input.marks === undefined) {
    ticks = input.ticks;
    marks = ticksTotal(question, ticks);
  } else {
    const capped = capMarks(input.marks, question);
    if (capped === null) throw new RangeError(`marks must be a number, got '${String(input.marks)}'`);
    marks = capped;
    ticks = input.ticks ?? parseTicks(question, question.answerStatus);
  }
  const options = question.responseChoice.map((_, i): PartMark => (ticks[i] === 'yes' ? 'yes' : 'no'));
  return {
    testSession: sessionIdWithoutPrefix(input.testSession),
    questionId: String(question.questionId),
    marks: String(marks),
    marksoption: marksOption(options),
    finishTest: input.finishTest ? '1' : '0',
    questionType: question.questionType,
  };
};

export interface AdaptiveAnswerInput {
  testSession: string;
  question: Question;
  response: QuestionResponse;
  help: number;
  /** Finish Test: this answer ends the session (the form then carries finishTest=1) */
  finishTest?: boolean;
}

export interface AdaptiveAnswerForm {
  testSession: string;
  questionId: number;
  studentResponse: string;
  help: number;
  /** present only when the answer ends the session */
  finishTest?: '1';
}

/** The /app/update-adaptive-test-answer form, in the shape TestRepository.updateAdaptiveAnswer takes. */
export const buildAdaptiveAnswerForm = (input: AdaptiveAnswerInput): AdaptiveAnswerForm => ({
  testSession: input.testSession,
  questionId: input.question.questionId,
  studentResponse: encodeResponse(input.question.kind, input.response),
  help: input.help,
  ...(input.finishTest ? { finishTest: '1' as const } : {}),
});
