// Test delivery (the submit and save flows): /testdetails, /testcurrentrunning, /testdetailexisting,
// /teststop, /testsubmit, /app/testresultview, /updatemarks-test. The reply shapes are what
// infrastructure/test-engine/http-test-repository.ts and test-data-schema.ts read.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { allowsSaveForLater, isSelfTest, isTakenOnce, isTestType, TEST_TYPE } from '../../domain/shared/test-type';
import { capMarks } from '../../domain/test-engine/subjective-review';
import { questionKind, type TestData } from '../../domain/test-engine/test-data';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { NO_QUESTION, NO_SUCH_TOPIC, noQuestionFor } from '../http/messages';
import { HttpError, reply, validationError } from '../http/reply';
import { formOf, integer, parseInput, queryOf, typeError, zeroOrOne } from '../http/validation';
import type { Attempt, AttemptQuestion, NewAttempt } from '../repositories/attempt-repository';
import type { TestConfig } from '../repositories/test-catalog-repository';
import { round2 } from '../shared/numbers';
import { noSuchSession, ownAttempt, ownCourse, ownCourseByTemplate, testSession } from '../test-delivery/access';
import { progressRows, type QuestionProgress, resumeView, reviewView, scoredRows, sectionsOfTest, testOfAttempt } from '../test-delivery/attempt-view';
import { isDeliveredByThisServer, NOT_DELIVERED } from '../test-delivery/delivered-test-types';
import { ALL_TYPES } from '../test-delivery/question-bank-types';
import { buildConfiguredTest, buildFromQuestions, buildSelfTest, DEFAULT_MARKING, forDelivery, toQuestion } from '../test-delivery/test-builder';
import { ansDetails, jsonField, optionalDecimal, optionalInteger, stopDetail } from '../test-delivery/wire-inputs';

export const LIMIT_REACHED = 'Maximum number of attempts reached';
export const CLASS_TEST_TAKEN = 'You have already attempted this class test.';
export const SUBMITTED = 'Test Submit Successfully';
const NOT_SUBMITTED = 'This test has not been submitted';
/** the name of a self test the app sends back without one */
const SELF_TEST_NAME = 'Self Test';
/** Self-test options a student does not set: the number of questions, the minutes and the marks. */
export const SELF_TEST_DEFAULTS = { totalQuestion: 20, minutes: 60, ...DEFAULT_MARKING } as const;

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();
const examType = z.preprocess((v) => (typeof v === 'string' ? (v.trim().toLowerCase() || undefined) : v),
  z.enum(['objective', 'subjective'], { error: "must be 'objective' or 'subjective'" }).optional());

const detailsQuery = z.object({
  templateId: integer(),
  testId: optionalInteger(),
  classTestId: optionalInteger(),
  testType: optionalInteger(),
  topicId: optionalInteger(),
  totalQuestion: optionalInteger(),
  totalTime: optionalInteger(),
  marksCorrectAnswer: optionalDecimal(),
  marksIncorrectAnswer: optionalDecimal(),
  marksNotAttempted: optionalDecimal(),
  examType,
  questionType: optionalText(100),
  searchFlag: optionalText(50),
  searchQuery: optionalText(300),
  assessmentMode: optionalText(20),
});
const existingQuery = z.object({ testSession: testSession(), templateId: integer() });
const runningQuery = z.object({ templateId: integer(), testType: optionalInteger(), testId: optionalInteger() });
const sessionQuery = z.object({ testSession: testSession() });

const stopForm = z.object({
  courseId: integer(),
  templateId: integer(),
  testName: optionalText(300),
  testType: integer(),
  testId: integer(),
  testDetail: jsonField('testDetail'),
  helpCounter: optionalInteger(),
  testMode: optionalText(50),
});
const submitForm = z.object({
  ansdetails: jsonField('ansdetails'),
  clientSubmissionId: z.string().trim().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 letters, digits or . _ : -').optional(),
  source: optionalText(20),
});
const marksForm = z.object({
  testSession: testSession(),
  questionId: integer(),
  marks: z.string({ error: typeError('a number') }).trim(),
  marksoption: z.string().trim().regex(/^(NotAnswer|(yes|no)(,(yes|no))*)$/i, "must be 'NotAnswer' or a comma list of yes/no").optional(),
  finishTest: zeroOrOne().optional(),
  questionType: optionalText(100),
});

export function testDeliveryRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, db, bank, catalog, attempts, now } = deps;
  const routes = new Hono<AuthEnv>();
  const difficultyOf = (id: number) => bank.question(id)?.difficulty ?? 0;

  /** The configured test with this id in the template, of the given type when one is given. */
  const configOf = (testId: number, templateId: number, testType?: number): TestConfig => {
    const config = catalog.test(testId);
    if (!config || config.templateId !== templateId) throw new HttpError(404, 'not_found', 'No such test in this course');
    if (testType !== undefined && testType !== config.testType) throw validationError(`testType must be ${config.testType} for this test`);
    return config;
  };

  const classTestTaken = (studentId: number, config: TestConfig) =>
    isTakenOnce(config.testType) && attempts.submittedCountOf(studentId, config.testType, config.id) > 0;

  /**
   * The attempt of `test` with its sections and question rows: the student's saved attempt of that test (Save &
   * Continue Later) gets `fields`, else a new attempt is made of `fields` and `created`. Run inside a transaction.
   */
  const storeAttempt = (
    studentId: number, templateId: number, test: TestData, fields: Partial<NewAttempt>,
    created: NewAttempt, rows: readonly AttemptQuestion[],
  ): number => {
    const saved = attempts.savedOf(studentId, templateId, test.testType, test.testId);
    const attemptId = saved ? saved.id : attempts.create(created);
    if (saved) attempts.update(attemptId, fields);
    attempts.setSections(attemptId, sectionsOfTest(test));
    attempts.setQuestions(attemptId, rows);
    return attemptId;
  };

  const abandonSaved = (studentId: number, templateId: number, testType: number, testId: number) => {
    const saved = attempts.savedOf(studentId, templateId, testType, testId);
    if (saved) attempts.update(saved.id, { status: 'abandoned', updatedAt: now() });
  };

  /** A self test rebuilt from the question ids and marks the app sent back. */
  const selfTestFrom = (h: { testId: number; testName: string; testOption: string; totalTime: number },
    items: readonly { questionId: number; correctAnswerMarks: number; incorrectAnswerMarks: number; notAnswerMarks: number }[], field: string): TestData =>
    buildFromQuestions(
      { ...h, testType: TEST_TYPE.selfTest, remainingTime: h.totalTime, sectionLock: '', noQuestionAttempt: 0, scheduleId: 0, subject: '' },
      items.map((item, i) => {
        const question = bank.question(item.questionId);
        if (!question) throw validationError(`${field}.${i}.questionId ${item.questionId} is not a known question`);
        return { question, marking: { correct: item.correctAnswerMarks, incorrect: item.incorrectAnswerMarks, notAnswer: item.notAnswerMarks } };
      }),
    );

  const checkQuestions = (test: TestData, ids: readonly number[], field: string) => {
    const known = new Set(test.questionSet.map((q) => q.questionId));
    const seen = new Set<number>();
    ids.forEach((id, i) => {
      if (!known.has(id)) throw validationError(`${field}.${i}.questionId ${id} is not in this test`);
      if (seen.has(id)) throw validationError(`${field}.${i}.questionId ${id} appears twice`);
      seen.add(id);
    });
  };

  const viewOf = (attempt: Attempt) => testOfAttempt(attempt, attempts.questions(attempt.id), attempts.sections(attempt.id),
    attempt.kind === 'configured' ? catalog.test(attempt.testId) : undefined, bank);

  const sendTest = (c: Context, test: TestData, session?: number) =>
    reply(c, 'success', [session === undefined ? test : { ...test, testSession: String(session) }]);

  routes.get('/testdetails', auth, (c) => {
    const q = queryOf(c, detailsQuery);
    const { studentId } = c.var.session;
    ownCourseByTemplate(deps, studentId, q.templateId);
    const id = q.classTestId ?? q.testId;
    if (q.testType !== undefined && !isDeliveredByThisServer(q.testType)) throw validationError(NOT_DELIVERED);
    if (q.testType !== undefined && !isTestType(q.testType)) throw validationError('testType must be between 1 and 5');

    const selfTest = q.testType !== undefined && isSelfTest(q.testType);
    if (!selfTest && id !== undefined) {
      const config = configOf(id, q.templateId, q.testType);
      if (classTestTaken(studentId, config)) return reply(c, LIMIT_REACHED, null, CLASS_TEST_TAKEN);
      const test = buildConfiguredTest(config, bank);
      if (test.questionSet.length === 0) return reply(c, NO_QUESTION, null, noQuestionFor('this test'));
      abandonSaved(studentId, q.templateId, config.testType, config.id);
      return sendTest(c, forDelivery(test));
    }

    // a self test from the student's options
    if (q.topicId === undefined) throw validationError('topicId is required for a self test (or give testId)');
    const topic = bank.topic(q.topicId);
    if (!topic || !bank.inTemplate(q.templateId, q.topicId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
    const types = q.questionType && q.questionType.toLowerCase() !== 'all' ? q.questionType.split(',').map((t) => t.trim()) : [];
    const unknown = types.find((t) => !ALL_TYPES.includes(t));
    if (unknown) throw validationError(`questionType '${unknown}' is not a known question type`);
    const totalQuestion = q.totalQuestion ?? SELF_TEST_DEFAULTS.totalQuestion;
    if (totalQuestion < 1 || totalQuestion > 200) throw validationError('totalQuestion must be between 1 and 200');
    const minutes = q.totalTime ?? SELF_TEST_DEFAULTS.minutes;
    if (minutes < 1 || minutes > 600) throw validationError('totalTime must be between 1 and 600 minutes');
    const test = buildSelfTest({
      topicId: topic.id, topicName: topic.name, examType: q.examType ?? 'objective', questionTypes: types, totalQuestion,
      totalTime: minutes * 60,
      marking: {
        correct: q.marksCorrectAnswer ?? SELF_TEST_DEFAULTS.correct,
        incorrect: q.marksIncorrectAnswer ?? SELF_TEST_DEFAULTS.incorrect,
        notAnswer: q.marksNotAttempted ?? SELF_TEST_DEFAULTS.notAnswer,
      },
      seed: (studentId * 100_003 + topic.id * 7_919 + now()) >>> 0,
    }, bank);
    if (test.questionSet.length === 0) return reply(c, NO_QUESTION, null, noQuestionFor(topic.name));
    abandonSaved(studentId, q.templateId, TEST_TYPE.selfTest, topic.id);
    return sendTest(c, forDelivery(test));
  });

  routes.get('/testcurrentrunning', auth, (c) => {
    const q = queryOf(c, runningQuery);
    const { studentId } = c.var.session;
    ownCourseByTemplate(deps, studentId, q.templateId);
    const running = q.testType !== undefined && q.testId !== undefined
      ? attempts.savedOf(studentId, q.templateId, q.testType, q.testId)
      : attempts.latestSaved(studentId, q.templateId, q.testType);
    if (!running) return reply(c, 'no_running_test', null, 'No running test');
    return reply(c, 'success', {
      testName: running.testName, testMode: running.testMode, testSession: String(running.id), testType: running.testType, testId: running.testId,
    });
  });

  routes.get('/testdetailexisting', auth, (c) => {
    const q = queryOf(c, existingQuery);
    const attempt = ownAttempt(deps, c.var.session.studentId, q.testSession);
    if (attempt.templateId !== q.templateId) throw noSuchSession();
    if (attempt.status !== 'saved') throw new HttpError(404, 'not_found', 'This test is no longer running');
    return sendTest(c, resumeView(viewOf(attempt), attempts.questions(attempt.id)), attempt.id);
  });

  routes.post('/teststop', auth, async (c) => {
    const form = await formOf(c, stopForm);
    const { testDetail: detail } = parseInput(z.object({ testDetail: stopDetail }), { testDetail: form.testDetail });
    const { studentId } = c.var.session;
    ownCourse(deps, studentId, form.courseId, form.templateId);
    // Save & Continue Later is not offered for a test a teacher schedules for a class; a type number past the
    // known ones gets the same reply
    if (!allowsSaveForLater(form.testType) || form.testType > TEST_TYPE.classMockTest) {
      throw validationError('Save & Continue Later is not available for class tests');
    }

    let test: TestData;
    let config: TestConfig | undefined;
    if (isSelfTest(form.testType)) {
      test = selfTestFrom({ testId: form.testId, testName: form.testName || SELF_TEST_NAME, testOption: detail.test.testOption || 'objective', totalTime: detail.test.totalTime ?? detail.test.remainingTime },
        detail.questions, 'testDetail.questions');
      checkQuestions(test, detail.questions.map((x) => x.questionId), 'testDetail.questions');
    } else {
      config = configOf(form.testId, form.templateId, form.testType);
      test = buildConfiguredTest(config, bank);
      checkQuestions(test, detail.questions.map((x) => x.questionId), 'testDetail.questions');
    }
    const progress = new Map<number, QuestionProgress>(detail.questions.map((x) => [x.questionId, x]));
    const rows = progressRows(test, progress, difficultyOf);
    const at = now();
    const fields = {
      courseId: form.courseId,
      remainingTime: Math.round(Math.min(detail.test.remainingTime, test.totalTime)),
      lastQuestionIndex: Math.min(detail.lastQuestionIndex, Math.max(0, rows.length - 1)),
      helpCounter: form.helpCounter ?? 0,
      testMode: form.testMode ?? '',
      updatedAt: at,
    };
    const id = db.transaction(() => storeAttempt(studentId, form.templateId, test, fields, {
      ...fields, studentId, templateId: form.templateId, testId: test.testId, testType: test.testType,
      kind: config ? 'configured' : 'self', testName: test.testName, testOption: test.testOption,
      examType: config?.examType ?? test.testOption, topicId: config?.topicId ?? (isSelfTest(form.testType) ? form.testId : 0),
      status: 'saved', testStatus: 0, totalTime: test.totalTime, scheduleId: test.scheduleId, startedAt: at,
    }, rows))();
    return reply(c, 'success', { testSession: String(id) }, 'Saved your progress');
  });

  routes.post('/testsubmit', auth, async (c) => {
    const form = await formOf(c, submitForm);
    if (form.source === 'guest') throw validationError('source guest is not accepted on an authenticated submit');
    const { ansdetails: details } = parseInput(z.object({ ansdetails: ansDetails }), { ansdetails: form.ansdetails });
    const { studentId } = c.var.session;
    ownCourse(deps, studentId, details.courseId, details.templateId);
    const earlier = form.clientSubmissionId ? attempts.bySubmissionId(studentId, form.clientSubmissionId) : undefined;
    if (earlier) return reply(c, 'success', { testSession: String(earlier.id) }, SUBMITTED);
    if (!isDeliveredByThisServer(details.testType)) throw validationError(NOT_DELIVERED);

    let test: TestData;
    let config: TestConfig | undefined;
    if (isSelfTest(details.testType)) {
      const totalTime = details.totalTime ?? 0;
      test = selfTestFrom({ testId: details.testId, testName: details.testTitle || SELF_TEST_NAME, testOption: details.testOption || 'objective', totalTime },
        details.questionSet, 'ansdetails.questionSet');
      checkQuestions(test, details.questionSet.map((x) => x.questionId), 'ansdetails.questionSet');
    } else {
      config = configOf(details.testId, details.templateId, details.testType);
      if (classTestTaken(studentId, config)) throw new HttpError(409, 'already_submitted', CLASS_TEST_TAKEN);
      test = buildConfiguredTest(config, bank);
      checkQuestions(test, details.questionSet.map((x) => x.questionId), 'ansdetails.questionSet');
    }
    const progress = new Map<number, QuestionProgress>(details.questionSet.map((x) => [x.questionId, x]));
    const rows = scoredRows(test, progress, difficultyOf);
    const awaitsMarking = test.questionSet.some((q, i) => q.kind === 'subjective' && rows[i].result !== 'NotAnswer');
    const hasSubjective = test.questionSet.some((q) => q.kind === 'subjective');
    const at = now();
    const fields = {
      courseId: details.courseId,
      status: 'submitted' as const,
      testStatus: awaitsMarking ? 2 : 1,
      clientSubmissionId: form.clientSubmissionId ?? null,
      remainingTime: Math.round(Math.min(details.remainingTime, test.totalTime || details.remainingTime)),
      helpCounter: details.helpCounter,
      testMode: details.testMode ?? '',
      examType: config?.examType ?? (hasSubjective ? 'subjective' : 'objective'),
      updatedAt: at,
      submittedAt: at,
    };
    const id = db.transaction(() => {
      const again = form.clientSubmissionId ? attempts.bySubmissionId(studentId, form.clientSubmissionId) : undefined;
      if (again) return again.id;
      return storeAttempt(studentId, details.templateId, test, fields, {
        ...fields, studentId, templateId: details.templateId, testId: test.testId, testType: test.testType,
        kind: config ? 'configured' : 'self', testName: test.testName, testOption: test.testOption,
        topicId: config?.topicId ?? (isSelfTest(details.testType) ? details.testId : 0), totalTime: test.totalTime,
        lastQuestionIndex: 0, scheduleId: test.scheduleId, startedAt: at,
      }, rows);
    })();
    return reply(c, 'success', { testSession: String(id) }, SUBMITTED);
  });

  routes.get('/app/testresultview', auth, (c) => {
    const q = queryOf(c, sessionQuery);
    const attempt = ownAttempt(deps, c.var.session.studentId, q.testSession);
    if (attempt.status !== 'submitted') throw new HttpError(404, 'not_found', NOT_SUBMITTED);
    return sendTest(c, reviewView(viewOf(attempt), attempts.questions(attempt.id)), attempt.id);
  });

  routes.post('/updatemarks-test', auth, async (c) => {
    const form = await formOf(c, marksForm);
    const attempt = ownAttempt(deps, c.var.session.studentId, form.testSession);
    if (attempt.status !== 'submitted') throw new HttpError(404, 'not_found', NOT_SUBMITTED);
    if (attempt.testStatus !== 2) throw new HttpError(409, 'marks_locked', 'The marks of this test can no longer be changed');
    const row = attempts.questions(attempt.id).find((r) => r.questionId === form.questionId);
    const bankQuestion = row && bank.question(row.questionId);
    if (!row || !bankQuestion) throw new HttpError(404, 'not_found', 'No such question in this test');
    if (questionKind(bankQuestion.questionType) !== 'subjective') throw validationError('Only subjective questions are marked by hand');
    const question = toQuestion(bankQuestion, 0, { correct: row.correctMarks, incorrect: row.incorrectMarks, notAnswer: row.notAnswerMarks },
      { sectionId: row.sectionId, sectionName: row.sectionName, sectionTime: 0 });
    const marks = capMarks(form.marks, question);
    if (marks === null) throw validationError('marks must be a number');
    const answered = row.studentResponse.trim() !== '';
    const option = form.marksoption ?? (marks > 0 ? 'yes' : 'NotAnswer');
    const updated = db.transaction(() => {
      attempts.updateQuestion(attempt.id, row.questionId, {
        marks,
        answerStatus: /^notanswer$/i.test(option) ? 'NotAnswer' : option.toLowerCase(),
        result: marks > 0 ? 'Correct' : answered ? 'Incorrect' : 'NotAnswer',
      });
      attempts.update(attempt.id, { updatedAt: now(), ...(form.finishTest === '1' ? { testStatus: 1 } : {}) });
      return attempts.get(attempt.id);
    })();
    return reply(c, 'success', {
      questionId: row.questionId, marks, marksObtained: round2(updated?.marksObtained ?? 0), testStatus: updated?.testStatus ?? attempt.testStatus,
    }, 'Marks updated');
  });

  return routes;
}
