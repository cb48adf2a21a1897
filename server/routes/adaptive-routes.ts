// Adaptive sessions (Adaptive Learning): adaptive-create-test (which abandons the student's running sessions of the
// same topic first), adaptive-testdetails, /app/update-adaptive-test-answer; /testcurrentrunning?testMode=adaptive
// (test-delivery-routes.ts) finds a running one. The rule is in test-delivery/adaptive-rule.ts.
// While a session runs, adaptive-testdetails holds only the current question; once it has ended it holds
// every answered question with keys, explanations and results (testStatus 1).
import { Hono } from 'hono';
import { z } from 'zod';
import { TEST_TYPE } from '../../domain/shared/test-type';
import { decodeResponse } from '../../domain/test-engine/responses';
import { scoreQuestion } from '../../domain/test-engine/scoring';
import { questionKind, type TestData } from '../../domain/test-engine/test-data';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { NO_QUESTION, NO_SUCH_TOPIC, noQuestionFor } from '../http/messages';
import { HttpError, reply } from '../http/reply';
import { formOf, integer, queryOf, zeroOrOne } from '../http/validation';
import type { Attempt, AttemptQuestion } from '../repositories/attempt-repository';
import { ownAttempt, ownCourse, testSession } from '../test-delivery/access';
import { nextLevel, pickQuestion, SESSION_LENGTH, START_LEVEL } from '../test-delivery/adaptive-rule';
import { reviewView, testOfAttempt } from '../test-delivery/attempt-view';
import type { BankQuestion } from '../test-delivery/question-bank-types';
import { buildFromQuestions, DEFAULT_MARKING, forDelivery, OBJECTIVE_TYPES, type Marking } from '../test-delivery/test-builder';
import { optionalInteger } from '../test-delivery/wire-inputs';

/** Marks of an adaptive question. */
export const ADAPTIVE_MARKING: Marking = DEFAULT_MARKING;

const createQuery = z.object({ templateId: integer(), courseId: integer(), topicId: integer() });
const detailsQuery = z.object({ testSession: testSession() });
const answerForm = z.object({
  testSession: testSession(),
  questionId: integer(),
  studentResponse: z.string().max(20000, 'must be at most 20000 characters').optional().default(''),
  help: optionalInteger(),
  finishTest: zeroOrOne().optional(),
});

const OBJECTIVE = new Set(OBJECTIVE_TYPES);
const notCurrent = () => new HttpError(409, 'not_current', 'questionId is not the current question of this session');

/** One question of the session as a test of its own, with the adaptive marks. */
const questionTest = (attempt: Attempt, question: BankQuestion, testOption: string): TestData => buildFromQuestions({
  testId: attempt.testId, testType: TEST_TYPE.selfTest, testName: attempt.testName, testOption, totalTime: 0, remainingTime: 0,
  sectionLock: '', noQuestionAttempt: 0, scheduleId: 0, subject: '',
}, [{ question, marking: ADAPTIVE_MARKING }]);

export function adaptiveRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, db, bank, attempts, now } = deps;
  const routes = new Hono<AuthEnv>();

  const poolOf = async (topicId: number) => (await bank.questionsUnder(topicId)).filter((q) => OBJECTIVE.has(q.questionType));

  const rowFor = (q: BankQuestion): AttemptQuestion => ({
    questionId: q.id, sectionId: null, sectionName: '', topicId: q.topicId, studentResponse: '', result: '', answerStatus: '',
    marks: 0, maxMarks: ADAPTIVE_MARKING.correct, correctMarks: ADAPTIVE_MARKING.correct, incorrectMarks: ADAPTIVE_MARKING.incorrect,
    notAnswerMarks: ADAPTIVE_MARKING.notAnswer, timeSpent: 0, help: 0, backgroundImg: '', difficulty: q.difficulty,
  });

  const adaptiveAttempt = async (studentId: number, id: number): Promise<Attempt> => {
    const attempt = await ownAttempt(deps, studentId, id);
    if (attempt.kind !== 'adaptive') throw new HttpError(404, 'not_found', 'No such adaptive session');
    return attempt;
  };

  routes.get('/adaptive-create-test', auth, async (c) => {
    const q = queryOf(c, createQuery);
    const { studentId } = c.var.session;
    await ownCourse(deps, studentId, q.courseId, q.templateId);
    const topic = await bank.topic(q.topicId);
    if (!topic || !await bank.inTemplate(q.templateId, q.topicId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
    const pool = await poolOf(topic.id);
    if (pool.length === 0) return reply(c, NO_QUESTION, null, noQuestionFor(topic.name));
    const at = now();
    const id = await db.transaction(async () => {
      // Start New: the running sessions of this topic end here (a resume goes to its testSession instead)
      await attempts.abandonRunningAdaptive(studentId, q.templateId, topic.id, at);
      const attemptId = await attempts.create({
        studentId, courseId: q.courseId, templateId: q.templateId, testId: topic.id, testType: TEST_TYPE.selfTest, kind: 'adaptive',
        testName: `${topic.name} Adaptive Session`, testMode: 'adaptive', testOption: 'adaptive', examType: 'objective',
        topicId: topic.id, status: 'adaptive', testStatus: 0, totalTime: 0, remainingTime: 0, lastQuestionIndex: 0,
        helpCounter: 0, scheduleId: 0, startedAt: at, updatedAt: at, adaptiveLevel: START_LEVEL,
      });
      const first = pickQuestion(pool, new Set(), START_LEVEL, 1, attemptId);
      if (!first) throw new Error('adaptive pool emptied during creation');
      await attempts.setQuestions(attemptId, [rowFor(first)]);
      return attemptId;
    });
    return reply(c, 'success', { testSession: String(id) });
  });

  routes.get('/adaptive-testdetails', auth, async (c) => {
    const q = queryOf(c, detailsQuery);
    const attempt = await adaptiveAttempt(c.var.session.studentId, q.testSession);
    const rows = await attempts.questions(attempt.id);
    const extra = { testSession: String(attempt.id), questionsAnswered: rows.filter((r) => r.result !== '').length, sessionLength: SESSION_LENGTH };
    if (attempt.status !== 'adaptive') {
      const test = reviewView(await testOfAttempt(attempt, rows, [], undefined, bank), rows);
      // Object.assign onto a new object: on node 20 a spread followed by new keys is a slow path (docs/performance.md)
      return reply(c, 'success', [Object.assign({}, test, extra)]);
    }
    const current = rows.find((r) => r.result === '');
    const question = current && await bank.question(current.questionId);
    if (!question) throw new HttpError(500, 'internal_error', 'Internal error: the adaptive session has no current question');
    const delivered = forDelivery(questionTest(attempt, question, attempt.testOption));
    return reply(c, 'success', [{
      ...delivered,
      correctCount: attempt.correctCount,
      incorrectCount: attempt.incorrectCount,
      notAnsweredCount: attempt.unattemptedCount,
      questionSet: delivered.questionSet.map((x) => ({ ...x, questionDisplayId: rows.length })),
      ...extra,
    }]);
  });

  routes.post('/app/update-adaptive-test-answer', auth, async (c) => {
    const form = await formOf(c, answerForm);
    const attempt = await adaptiveAttempt(c.var.session.studentId, form.testSession);
    if (attempt.status !== 'adaptive') throw new HttpError(409, 'session_finished', 'This adaptive session has ended');
    const rows = await attempts.questions(attempt.id);
    const index = rows.findIndex((r) => r.result === '');
    const current = rows[index];
    if (!current || current.questionId !== form.questionId) throw notCurrent();
    const bankQuestion = await bank.question(current.questionId);
    if (!bankQuestion) throw new Error(`adaptive question ${current.questionId} is not in the bank`);
    const [question] = questionTest(attempt, bankQuestion, '').questionSet;
    const score = scoreQuestion(question, decodeResponse(question.kind, form.studentResponse), index);
    const correct = score.answerStatus === 'Correct';
    const level = nextLevel(attempt.adaptiveLevel || START_LEVEL, correct);
    const answered = index + 1;

    const pool = await poolOf(attempt.topicId);
    const result = await db.transaction(async () => {
      const done: AttemptQuestion = {
        ...current, studentResponse: form.studentResponse, result: score.answerStatus, answerStatus: score.answerStatus,
        marks: score.marks, help: form.help ?? 0,
      };
      const kept = [...rows.slice(0, index), done];
      const next = form.finishTest === '1' || answered >= SESSION_LENGTH ? null
        : pickQuestion(pool, new Set(kept.map((r) => r.questionId)), level, correct ? 1 : -1, attempt.id * 1000 + answered);
      const at = now();
      // the session as read above, or the answer is not taken: the same answer sent twice at once (another request,
      // another instance) is stored once; the other gets the 409 of a question that is no longer current
      const claimed = await attempts.updateFrom(attempt.id, {
        status: 'adaptive', correctCount: attempt.correctCount, incorrectCount: attempt.incorrectCount, unattemptedCount: attempt.unattemptedCount,
      }, {
        adaptiveLevel: level, updatedAt: at, lastQuestionIndex: kept.length - 1,
        helpCounter: attempt.helpCounter + (form.help ? 1 : 0),
        ...(next ? {} : { status: 'submitted' as const, testStatus: 1, submittedAt: at }),
      });
      if (!claimed) throw notCurrent();
      await attempts.setQuestions(attempt.id, next ? [...kept, rowFor(next)] : kept);
      return { finished: next === null, nextDifficulty: next?.difficulty ?? null };
    });
    return reply(c, 'success', { answerStatus: score.answerStatus, marks: score.marks, questionsAnswered: answered, level, ...result });
  });

  return routes;
}
