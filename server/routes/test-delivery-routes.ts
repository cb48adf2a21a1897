// Test delivery (the submit and save flows): /testdetails, /testcurrentrunning (a saved test, or with testMode=adaptive
// a running adaptive session), /testdetailexisting,
// /teststop, /testsubmit, /app/testresultview, /updatemarks-test. The reply shapes are what
// infrastructure/test-engine/http-test-repository.ts and test-data-schema.ts read.
// Integrity (docs/security.md): every test handed out (and every resume) is recorded in test_deliveries; a save or
// submit is checked and scored against the delivered test with the server's marks (the client's are ignored), its
// times are clamped to the test's time, and the attempt keeps the time the server measured (server_time_taken).
// A submit needs a clientSubmissionId; submits and saves are limited per student. A submit or a save runs, after its
// form is parsed, as one item of the group commit (server/db/write-queue.ts, docs/reliability.md "Group commit"), and
// is answered once the batch holding it is on disk.
// The checks, scoring and storing of a submit or a save are in server/test-delivery/submit-attempt.ts (the demo
// history, server/db/seed-history.ts, stores its attempts through them too). A submit with source=guest hands in the
// free test of a guest trial (docs/api.md "Guest trial"): checked against the trial here, bound to it by the writer.
// A submit may carry the test's event log (the file part eventLog, or eventLogStatus saying why not:
// docs/attempt-timeline.md): checked before the submit is queued (server/test-delivery/submitted-event-log.ts), kept by
// the writer with the attempt.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isSelfTest, isTestType, TEST_TYPE } from '../../domain/shared/test-type';
import { EVENT_LOG_ABSENCES, EVENT_LOG_MAX_BYTES } from '../../domain/test-engine/event-log-limits';
import { capMarks } from '../../domain/test-engine/subjective-review';
import { questionKind, type TestData } from '../../domain/test-engine/test-data';
import type { AppDeps } from '../app-deps';
import type { TestConfig } from '../repositories/test-catalog-repository';
import type { AuthEnv } from '../http/auth';
import { NO_QUESTION, NO_SUCH_TOPIC, noQuestionFor, TRIAL_USED } from '../http/messages';
import { keptReplies, sendKept } from '../http/kept-reply';
import { envelope, HttpError, reply, validationError } from '../http/reply';
import { HOUR, MINUTE, type Rule } from '../security/throttle';
import { formOf, integer, queryOf, typeError, zeroOrOne } from '../http/validation';
import { round2 } from '../shared/numbers';
import { noSuchSession, ownAttempt, ownCourseByTemplate, testSession } from '../test-delivery/access';
import { resumeView, reviewView } from '../test-delivery/attempt-view';
import { isDeliveredByThisServer, NOT_DELIVERED } from '../test-delivery/delivered-test-types';
import { ALL_TYPES } from '../test-delivery/question-bank-types';
import { buildConfiguredTest, buildSelfTest, DEFAULT_MARKING, forDelivery, type Marking, toQuestion } from '../test-delivery/test-builder';
import { createSittings, markingOf } from '../test-delivery/sittings';
import { CLASS_TEST_TAKEN, createAttemptWriter, type GuestSubmit } from '../test-delivery/submit-attempt';
import { MAX_DELIVERY_LENGTH } from '../test-delivery/guest-delivery';
import { createEventLogIntake, EVENT_LOGS_PER_HOUR, EVENT_LOGS_PER_MINUTE, TOO_MANY_EVENT_LOGS } from '../test-delivery/submitted-event-log';
import type { AnsDetails } from '../test-delivery/wire-inputs';
import { jsonField, optionalDecimal, optionalInteger, readAnsDetails, readStopDetail } from '../test-delivery/wire-inputs';

export const LIMIT_REACHED = 'Maximum number of attempts reached';
export { CLASS_TEST_TAKEN };
export const SUBMITTED = 'Test Submit Successfully';
/** testMode of /testcurrentrunning that asks for a running adaptive session (and the mode such a session has) */
const ADAPTIVE_MODE = 'adaptive';
const NOT_SUBMITTED = 'This test has not been submitted';
/** Self-test options a student does not set: the number of questions, the minutes and the marks. */
export const SELF_TEST_DEFAULTS = { totalQuestion: 20, minutes: 60, ...DEFAULT_MARKING } as const;
/**
 * The marks a student may choose for a self test, per question (the spec's default is +1 / -0.25 / 0): at most 10
 * for a right answer, a penalty of at most 10 for a wrong or skipped one, never a reward for one.
 */
export const SELF_TEST_MARKS = { correct: [0, 10], incorrect: [-10, 0], notAnswer: [-10, 0] } as const;

/**
 * Per-student limits (docs/security.md): a student submits a test after taking it, so 20 a minute is far above any
 * real use (the e2e suite submits a handful a minute) and 200 an hour bounds what one student adds to the cohort
 * a day. A replay of a stored clientSubmissionId answers the stored attempt and does not count.
 */
export const SUBMIT_PER_MINUTE: Rule = { bucket: 'testsubmit-minute', limit: 20, windowMs: MINUTE };
export const SUBMIT_PER_HOUR: Rule = { bucket: 'testsubmit-hour', limit: 200, windowMs: HOUR };
export const STOP_PER_MINUTE: Rule = { bucket: 'teststop-minute', limit: 30, windowMs: MINUTE };
export const TOO_MANY_SUBMITS = 'You have submitted too many tests in a short time';
export const TOO_MANY_SAVES = 'You have saved your progress too many times in a short time';

export const SUBMIT_PATH = '/testsubmit';
/** The body limit of a submit (server/app.ts): the 1 MB of every call for the answers, plus the event log's bound. */
export const SUBMIT_MAX_BODY_BYTES = 1024 * 1024 + EVENT_LOG_MAX_BYTES;

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
  questionType: optionalText(600), // a comma list of types (a self test sends every type of its exam type)
  searchFlag: optionalText(50),
  searchQuery: optionalText(300),
  assessmentMode: optionalText(20),
});
const existingQuery = z.object({ testSession: testSession(), templateId: integer() });
const runningQuery = z.object({ templateId: integer(), testType: optionalInteger(), testId: optionalInteger(), testMode: optionalText(50) });
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
  // first, so a submit without one is refused with exactly 'clientSubmissionId is required'
  clientSubmissionId: z.string({ error: typeError('text') }).trim().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 letters, digits or . _ : -'),
  ansdetails: jsonField('ansdetails'),
  source: optionalText(20),
  // with source=guest: the signed delivery of /app/guest-testdetails (server/test-delivery/guest-delivery.ts)
  guestDelivery: optionalText(MAX_DELIVERY_LENGTH),
  // the test's event log, a gzip file part (judged by its bytes, not its declared type), or why there is none
  eventLog: z.custom<File>((v) => v instanceof File, { error: typeError('a file') }).optional(),
  eventLogStatus: z.preprocess((v) => (v === '' ? undefined : v),
    z.enum(EVENT_LOG_ABSENCES, { error: `must be ${EVENT_LOG_ABSENCES.map((s) => `'${s}'`).join(', ')}` }).optional()),
});
const marksForm = z.object({
  testSession: testSession(),
  questionId: integer(),
  marks: z.string({ error: typeError('a number') }).trim(),
  marksoption: z.string().trim().regex(/^(NotAnswer|(yes|no)(,(yes|no))*)$/i, "must be 'NotAnswer' or a comma list of yes/no").optional(),
  finishTest: zeroOrOne().optional(),
  questionType: optionalText(100),
});

/** A chosen self-test mark within its bounds, else 400 naming the query field. */
const boundedMark = (field: string, value: number | undefined, fallback: number, [lo, hi]: readonly [number, number]): number => {
  const v = value ?? fallback;
  if (v < lo || v > hi) throw validationError(`${field} must be between ${lo} and ${hi}`);
  return v;
};

/** 409 of a guest submit whose trial is missing or used (docs/api.md "Guest trial"). */
const trialUsed = () => new HttpError(409, 'already_attempted', TRIAL_USED);
const INVALID_DELIVERY = 'guestDelivery is not a delivery of this test';
const marksLocked = () => new HttpError(409, 'marks_locked', 'The marks of this test can no longer be changed');

export function testDeliveryRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, db, bank, catalog, attempts, deliveries, throttle, now, guestTrials, guestDeliveries, writes } = deps;
  const routes = new Hono<AuthEnv>();

  const sittings = createSittings(deps);
  const { configOf, classTestTaken, abandonSaved, viewOf, recordDelivery } = sittings;
  // the submit and save of a test (shared with the demo history, server/db/seed-history.ts)
  const writer = createAttemptWriter(deps, sittings);
  const eventLogs = createEventLogIntake(deps, sittings);

  /**
   * Runs a submit or a save in the next group commit (server/db/write-queue.ts: its checks see every write before it)
   * and resolves once its batch is on disk. A refusal (an HttpError) leaves the item rather than being thrown in it,
   * so the rate-limit hits it recorded are kept, as without the queue (the writer's own transaction, a savepoint
   * here, rolled back whatever it stored); anything else thrown rolls the whole item back.
   */
  const queued = async <T>(work: () => Promise<T>): Promise<T> => {
    const outcome = await writes.run(async (): Promise<{ value: T } | { refused: HttpError }> => {
      try {
        return { value: await work() };
      } catch (err) {
        if (err instanceof HttpError) return { refused: err };
        throw err;
      }
    });
    if ('refused' in outcome) throw outcome.refused;
    return outcome.value;
  };

  /** 429 unless one more event fits every rule; records it under each when it does. */
  const limit = async (rules: readonly Rule[], studentId: number, what: string) => throttle.limit(rules, String(studentId), now(), what);

  // a configured test as handed out is the same for everyone: its draw depends on the configuration and the bank only,
  // and the bank is written once by the seed (QuestionBankRepository), so the reply is kept, keyed by the configuration
  // and the questions drawn (server/http/kept-reply.ts; the 200-question test is 192 KB of JSON, 12 KB brotli)
  const handedOut = keptReplies();
  const handedOutKey = (config: TestConfig, test: TestData) => `${JSON.stringify(config)}|${test.questionSet.map((q) => q.questionId).join(',')}`;
  // Object.assign onto a new object: a spread of the test followed by the new key is a slow path on node 20
  const sendTest = (c: Context, test: TestData, session?: number) =>
    reply(c, 'success', [session === undefined ? test : Object.assign({}, test, { testSession: String(session) })]);

  routes.get('/testdetails', auth, async (c) => {
    const q = queryOf(c, detailsQuery);
    const { studentId } = c.var.session;
    await ownCourseByTemplate(deps, studentId, q.templateId);
    const id = q.classTestId ?? q.testId;
    if (q.testType !== undefined && !isDeliveredByThisServer(q.testType)) throw validationError(NOT_DELIVERED);
    if (q.testType !== undefined && !isTestType(q.testType)) throw validationError('testType must be between 1 and 5');

    const selfTest = q.testType !== undefined && isSelfTest(q.testType);
    if (!selfTest && id !== undefined) {
      const config = await configOf(id, q.templateId, q.testType);
      if (await classTestTaken(studentId, config)) return reply(c, LIMIT_REACHED, null, CLASS_TEST_TAKEN);
      const test = await buildConfiguredTest(config, bank);
      if (test.questionSet.length === 0) return reply(c, NO_QUESTION, null, noQuestionFor('this test'));
      // in the next group commit (one fsync for a batch of test starts, as for submits); its own transaction too, so
      // that it stays atomic with the queue off (WRITE_QUEUE=off), where an item runs outside any batch
      await writes.run(() => db.transaction(async () => {
        await abandonSaved(studentId, q.templateId, config.testType, config.id);
        await recordDelivery(studentId, q.templateId, test, { correct: config.correctMarks, incorrect: config.incorrectMarks, notAnswer: config.notAnswerMarks });
      }));
      return sendKept(c, handedOut.get(handedOutKey(config, test), () => envelope('success', 'Success', [forDelivery(test)])));
    }

    // a self test from the student's options
    if (q.topicId === undefined) throw validationError('topicId is required for a self test (or give testId)');
    const topic = await bank.topic(q.topicId);
    if (!topic || !await bank.inTemplate(q.templateId, q.topicId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
    const types = q.questionType && q.questionType.toLowerCase() !== 'all' ? q.questionType.split(',').map((t) => t.trim()) : [];
    const unknown = types.find((t) => !ALL_TYPES.includes(t));
    if (unknown) throw validationError(`questionType '${unknown}' is not a known question type`);
    const totalQuestion = q.totalQuestion ?? SELF_TEST_DEFAULTS.totalQuestion;
    if (totalQuestion < 1 || totalQuestion > 200) throw validationError('totalQuestion must be between 1 and 200');
    const minutes = q.totalTime ?? SELF_TEST_DEFAULTS.minutes;
    if (minutes < 1 || minutes > 600) throw validationError('totalTime must be between 1 and 600 minutes');
    const marking: Marking = {
      correct: boundedMark('marksCorrectAnswer', q.marksCorrectAnswer, SELF_TEST_DEFAULTS.correct, SELF_TEST_MARKS.correct),
      incorrect: boundedMark('marksIncorrectAnswer', q.marksIncorrectAnswer, SELF_TEST_DEFAULTS.incorrect, SELF_TEST_MARKS.incorrect),
      notAnswer: boundedMark('marksNotAttempted', q.marksNotAttempted, SELF_TEST_DEFAULTS.notAnswer, SELF_TEST_MARKS.notAnswer),
    };
    const test = await buildSelfTest({
      topicId: topic.id, topicName: topic.name, examType: q.examType ?? 'objective', questionTypes: types, totalQuestion,
      totalTime: minutes * 60, marking,
      seed: (studentId * 100_003 + topic.id * 7_919 + now()) >>> 0,
    }, bank);
    if (test.questionSet.length === 0) return reply(c, NO_QUESTION, null, noQuestionFor(topic.name));
    await writes.run(() => db.transaction(async () => {
      await abandonSaved(studentId, q.templateId, TEST_TYPE.selfTest, topic.id);
      await recordDelivery(studentId, q.templateId, test, marking);
    }));
    return sendTest(c, forDelivery(test));
  });

  routes.get('/testcurrentrunning', auth, async (c) => {
    const q = queryOf(c, runningQuery);
    const { studentId } = c.var.session;
    await ownCourseByTemplate(deps, studentId, q.templateId);
    if (q.testMode?.toLowerCase() === ADAPTIVE_MODE) {
      // the running adaptive session of the course (of the topic testId, when given): a self test's kind of session
      const adaptive = q.testType === undefined || isSelfTest(q.testType) ? await attempts.runningAdaptive(studentId, q.templateId, q.testId) : undefined;
      if (!adaptive) return reply(c, 'no_running_test', null, 'No running test');
      return reply(c, 'success', {
        testName: adaptive.testName, testMode: ADAPTIVE_MODE, testSession: String(adaptive.id), testType: TEST_TYPE.selfTest, testId: adaptive.testId,
      });
    }
    const running = q.testType !== undefined && q.testId !== undefined
      ? await attempts.savedOf(studentId, q.templateId, q.testType, q.testId)
      : await attempts.latestSaved(studentId, q.templateId, q.testType);
    if (!running) return reply(c, 'no_running_test', null, 'No running test');
    return reply(c, 'success', {
      testName: running.testName, testMode: running.testMode, testSession: String(running.id), testType: running.testType, testId: running.testId,
    });
  });

  routes.get('/testdetailexisting', auth, async (c) => {
    const q = queryOf(c, existingQuery);
    const { studentId } = c.var.session;
    const attempt = await ownAttempt(deps, studentId, q.testSession);
    if (attempt.templateId !== q.templateId) throw noSuchSession();
    if (attempt.status !== 'saved') throw new HttpError(404, 'not_found', 'This test is no longer running');
    const rows = await attempts.questions(attempt.id);
    const test = await viewOf(attempt);
    // the resume is a delivery too: the sitting runs again (help under exam conditions, the server-measured time)
    const ids = rows.map((r) => r.questionId);
    const config = attempt.kind === 'configured' ? await catalog.test(attempt.testId) : undefined;
    const marking: Marking = config
      ? { correct: config.correctMarks, incorrect: config.incorrectMarks, notAnswer: config.notAnswerMarks }
      : await (async () => {
          const d = await deliveries.latestHolding(studentId, attempt.templateId, attempt.testType, attempt.testId, ids, now());
          const questions = await bank.questions(ids);
          const objective = rows.find((_, i) => { const b = questions[i]; return b && questionKind(b.questionType) !== 'subjective'; });
          return d ? markingOf(d) : objective ? { correct: objective.correctMarks, incorrect: objective.incorrectMarks, notAnswer: objective.notAnswerMarks } : DEFAULT_MARKING;
        })();
    await writes.run(() => db.transaction(() => recordDelivery(studentId, attempt.templateId, test, marking)));
    return sendTest(c, resumeView(test, rows), attempt.id);
  });

  routes.post('/teststop', auth, async (c) => {
    const form = await formOf(c, stopForm);
    const detail = readStopDetail(form.testDetail);
    const { studentId } = c.var.session;
    const id = await queued(() => writer.save({
      studentId, courseId: form.courseId, templateId: form.templateId, testType: form.testType, testId: form.testId, detail,
      helpCounter: form.helpCounter, testMode: form.testMode,
    }, () => limit([STOP_PER_MINUTE], studentId, TOO_MANY_SAVES)));
    return reply(c, 'success', { testSession: String(id) }, 'Saved your progress');
  });

  /**
   * The guest part of a submit with source=guest (docs/api.md "Guest trial"): the test must be a free test of the
   * course; the signed delivery, when sent, must be genuine and name this course and test (it dates the sitting; an
   * expired one, a day old, leaves the sitting unmeasured); the student's trial of the course must be open, checked
   * after a replay of the clientSubmissionId is answered and again, atomically, when the attempt is bound to it.
   */
  const guestSubmit = async (studentId: number, clientSubmissionId: string, details: AnsDetails, signed: string | undefined): Promise<GuestSubmit> => {
    if (!await guestTrials.testById(details.courseId, details.testId)) throw new HttpError(404, 'not_found', 'No such test in this course');
    let startedAt: number | undefined;
    if (signed) {
      const check = await guestDeliveries.check(signed, now());
      if (check.kind === 'invalid' || check.delivery.courseId !== details.courseId || check.delivery.testId !== details.testId) {
        throw validationError(INVALID_DELIVERY);
      }
      if (check.kind === 'valid') startedAt = Math.min(check.delivery.deliveredAt, now());
    }
    const trial = await guestTrials.trial(studentId, details.courseId);
    const open = trial !== undefined && trial.attemptId === null;
    if (!open && !await attempts.bySubmissionId(studentId, clientSubmissionId)) throw trialUsed();
    return {
      startedAt,
      bind: async (attemptId) => {
        if (!await guestTrials.bindAttempt(studentId, details.courseId, attemptId)) throw trialUsed();
      },
    };
  };

  routes.post(SUBMIT_PATH, auth, async (c) => {
    const form = await formOf(c, submitForm);
    const details = readAnsDetails(form.ansdetails);
    const { studentId } = c.var.session;
    // the log's check is CPU work: done here, never inside a batch of the group commit
    const eventLog = await eventLogs.accept(studentId, form.clientSubmissionId, details, form, form.source === 'guest',
      () => queued(() => limit([EVENT_LOGS_PER_MINUTE, EVENT_LOGS_PER_HOUR], studentId, TOO_MANY_EVENT_LOGS)));
    const { id } = await queued(async () => {
      const guest = form.source === 'guest' ? await guestSubmit(studentId, form.clientSubmissionId, details, form.guestDelivery) : undefined;
      return writer.submit({
        studentId, clientSubmissionId: form.clientSubmissionId, details, ...(guest && { guest }), eventLog, eventLogStatus: form.eventLogStatus,
      }, () => limit([SUBMIT_PER_MINUTE, SUBMIT_PER_HOUR], studentId, TOO_MANY_SUBMITS));
    });
    return reply(c, 'success', { testSession: String(id) }, SUBMITTED);
  });

  routes.get('/app/testresultview', auth, async (c) => {
    const q = queryOf(c, sessionQuery);
    const attempt = await ownAttempt(deps, c.var.session.studentId, q.testSession);
    if (attempt.status !== 'submitted') throw new HttpError(404, 'not_found', NOT_SUBMITTED);
    return sendTest(c, reviewView(await viewOf(attempt), await attempts.questions(attempt.id)), attempt.id);
  });

  routes.post('/updatemarks-test', auth, async (c) => {
    const form = await formOf(c, marksForm);
    const attempt = await ownAttempt(deps, c.var.session.studentId, form.testSession);
    if (attempt.status !== 'submitted') throw new HttpError(404, 'not_found', NOT_SUBMITTED);
    if (attempt.testStatus !== 2) throw marksLocked();
    const row = (await attempts.questions(attempt.id)).find((r) => r.questionId === form.questionId);
    const bankQuestion = row && await bank.question(row.questionId);
    if (!row || !bankQuestion) throw new HttpError(404, 'not_found', 'No such question in this test');
    if (questionKind(bankQuestion.questionType) !== 'subjective') throw validationError('Only subjective questions are marked by hand');
    const question = toQuestion(bankQuestion, 0, { correct: row.correctMarks, incorrect: row.incorrectMarks, notAnswer: row.notAnswerMarks },
      { sectionId: row.sectionId, sectionName: row.sectionName, sectionTime: 0 });
    const marks = capMarks(form.marks, question);
    if (marks === null) throw validationError('marks must be a number');
    const answered = row.studentResponse.trim() !== '';
    const option = form.marksoption ?? (marks > 0 ? 'yes' : 'NotAnswer');
    const updated = await db.transaction(async () => {
      // the attempt first, while it still awaits marking: its row lock (PostgreSQL) makes two markings of one attempt
      // at once take turns, so the totals the second sums include the first's marks, and none follows a finish
      const open = await attempts.updateFrom(attempt.id, { testStatus: 2 }, { updatedAt: now(), ...(form.finishTest === '1' ? { testStatus: 1 } : {}) });
      if (!open) throw marksLocked();
      await attempts.updateQuestion(attempt.id, row.questionId, {
        marks,
        answerStatus: /^notanswer$/i.test(option) ? 'NotAnswer' : option.toLowerCase(),
        result: marks > 0 ? 'Correct' : answered ? 'Incorrect' : 'NotAnswer',
      });
      return attempts.get(attempt.id);
    });
    return reply(c, 'success', {
      questionId: row.questionId, marks, marksObtained: round2(updated?.marksObtained ?? 0), testStatus: updated?.testStatus ?? attempt.testStatus,
    }, 'Marks updated');
  });

  return routes;
}
