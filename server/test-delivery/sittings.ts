// The sittings of a test on the server: which test a save or submit is checked and scored against (the configured
// test, or the self test the server delivered), the time the server measured for the sitting, and the attempt rows a
// save or submit stores. Used by server/routes/test-delivery-routes.ts; docs/security.md "Integrity".
import { isSelfTest, isTakenOnce, TEST_TYPE } from '../../domain/shared/test-type';
import type { TestData } from '../../domain/test-engine/test-data';
import type { AppDeps } from '../app-deps';
import { NO_SUCH_TOPIC } from '../http/messages';
import { HttpError, validationError } from '../http/reply';
import type { Attempt, AttemptQuestion, NewAttempt } from '../repositories/attempt-repository';
import type { Delivery } from '../repositories/delivery-repository';
import type { TestConfig } from '../repositories/test-catalog-repository';
import { type QuestionProgress, sectionsOfTest, testOfAttempt } from './attempt-view';
import { buildConfiguredTest, buildFromQuestions, type Marking } from './test-builder';

/** A self test submitted or saved without a delivery of that topic to the student (docs/security.md "Integrity"). */
export const SELF_TEST_NOT_DELIVERED = 'This self test was not started from your account, or it was started again since. Please start the session again.';

export const markingOf = (d: Pick<Delivery, 'correctMarks' | 'incorrectMarks' | 'notAnswerMarks'>): Marking =>
  ({ correct: d.correctMarks, incorrect: d.incorrectMarks, notAnswer: d.notAnswerMarks });


export /** The test a save or submit is checked and scored against, and the server-measured seconds of its sitting. */
interface Sitting {
  test: TestData;
  config?: TestConfig;
  serverSeconds: number;
}

export type Sittings = ReturnType<typeof createSittings>;

export function createSittings(deps: Pick<AppDeps, 'bank' | 'catalog' | 'attempts' | 'deliveries' | 'uploads' | 'now'>) {
  const { bank, catalog, attempts, deliveries, uploads, now } = deps;

  /** The configured test with this id in the template, of the given type when one is given. */
  const configOf = async (testId: number, templateId: number, testType?: number): Promise<TestConfig> => {
    const config = await catalog.test(testId);
    if (!config || config.templateId !== templateId) throw new HttpError(404, 'not_found', 'No such test in this course');
    if (testType !== undefined && testType !== config.testType) throw validationError(`testType must be ${config.testType} for this test`);
    return config;
  };

  const classTestTaken = async (studentId: number, config: TestConfig): Promise<boolean> =>
    isTakenOnce(config.testType) && await attempts.submittedCountOf(studentId, config.testType, config.id) > 0;

  /**
   * The attempt of `test` with its sections and question rows: the student's saved attempt of that test (Save &
   * Continue Later) gets `fields`, else a new attempt is made of `fields` and `created`. Run inside a transaction.
   * Undefined, with nothing written, when `created.clientSubmissionId` is already the student's (another instance
   * stored the same submit at the same moment: the caller answers with that attempt).
   */
  const storeAttempt = async (
    studentId: number, templateId: number, test: TestData, fields: Partial<NewAttempt>,
    created: NewAttempt, rows: readonly AttemptQuestion[],
  ): Promise<number | undefined> => {
    const saved = await attempts.savedOf(studentId, templateId, test.testType, test.testId);
    // the saved attempt is taken only while it is still saved: one submitted by another instance meanwhile is left
    // to it, and this one is stored as a new attempt (refused below when it is the same submit)
    const reused = saved !== undefined && await attempts.updateFrom(saved.id, { status: 'saved' }, fields);
    const attemptId = reused ? saved.id : await attempts.createOnce(created);
    if (attemptId === undefined) return undefined;
    await attempts.setSections(attemptId, sectionsOfTest(test), { fresh: !reused });
    await attempts.setQuestions(attemptId, rows, { fresh: !reused });
    // the images the answers use are kept; the upload sweep removes the others after a day
    await uploads.attachNamedIn(studentId, rows.flatMap((r) => [r.studentResponse, r.backgroundImg]), now());
    return attemptId;
  };

  const abandonSaved = async (studentId: number, templateId: number, testType: number, testId: number): Promise<void> => {
    const saved = await attempts.savedOf(studentId, templateId, testType, testId);
    if (saved) await attempts.update(saved.id, { status: 'abandoned', updatedAt: now() });
  };

  /** A delivered self test, rebuilt with its questions in delivered order and the marks the server chose. */
  const selfTestOf = async (d: Delivery): Promise<TestData> => buildFromQuestions(
    { testId: d.testId, testType: TEST_TYPE.selfTest, testName: d.testName, testOption: d.testOption, totalTime: d.totalTime,
      remainingTime: d.totalTime, sectionLock: '', noQuestionAttempt: 0, scheduleId: 0, subject: '' },
    (await bank.questions(d.questionIds)).flatMap((question) => (question ? [{ question, marking: markingOf(d) }] : [])),
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

  const viewOf = async (attempt: Attempt): Promise<TestData> => testOfAttempt(attempt, await attempts.questions(attempt.id),
    await attempts.sections(attempt.id), attempt.kind === 'configured' ? await catalog.test(attempt.testId) : undefined, bank);

  /**
   * Seconds the server measured for the sitting at `at`, at most the test's time: from the start of the sitting
   * (the delivery, or the first of a run of deliveries while the test was still running) to `at`; for a saved
   * attempt, the seconds stored at the save plus those since the resume (or since the save, when the app resumed
   * from its own log without asking the server). Without any delivery: the test's full time (not measured).
   */
  const serverSecondsOf = async (test: TestData, saved: Attempt | undefined, sittingStart: number | undefined, studentId: number, templateId: number, at: number): Promise<number> => {
    let before = 0;
    let start: number | undefined = sittingStart;
    if (saved) {
      before = saved.serverTimeTaken ?? Math.max(0, saved.totalTime - saved.remainingTime);
      const resumed = await deliveries.latest(studentId, templateId, test.testType, test.testId, at);
      start = resumed && resumed.deliveredAt >= saved.updatedAt ? resumed.sittingStartedAt : saved.updatedAt;
    }
    if (start === undefined) return test.totalTime;
    const seconds = before + Math.max(0, Math.round((at - start) / 1000));
    return test.totalTime > 0 ? Math.min(test.totalTime, seconds) : seconds;
  };

  /**
   * The test a save or submit of (testType, testId) is checked and scored against. A configured test is rebuilt from
   * its configuration (the same questions every time). A self test is the latest delivery of that topic to the
   * student that holds every submitted question (the server's questions and marks, the client's ignored), else the
   * student's saved attempt of it (its rows hold the marks stored at the save); a question in neither is refused
   * by name, and with no delivery and no saved attempt the submit is refused.
   * `signedStart`: the start of the sitting when the caller knows it from elsewhere (a guest test's signed delivery, which
   * the server did not store; startedAt undefined: not measured); the deliveries are then not read.
   * `known`: the configuration configOf(testId, templateId, testType) gave the caller in the same transaction (not read again).
   */
  const sittingOf = async (studentId: number, templateId: number, testType: number, testId: number, ids: readonly number[], field: string, at: number,
    signedStart?: { startedAt?: number }, known?: TestConfig): Promise<Sitting> => {
    const saved = await attempts.savedOf(studentId, templateId, testType, testId);
    let test: TestData;
    let config: TestConfig | undefined;
    let delivery: Delivery | undefined;
    if (isSelfTest(testType)) {
      if (!await bank.topic(testId) || !await bank.inTemplate(templateId, testId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
      delivery = await deliveries.latestHolding(studentId, templateId, testType, testId, ids, at);
      const latest = delivery ?? await deliveries.latest(studentId, templateId, testType, testId, at);
      if (delivery) test = await selfTestOf(delivery);
      else if (saved) test = await viewOf(saved);
      else if (latest) test = await selfTestOf(latest);
      else throw new HttpError(409, 'not_delivered', SELF_TEST_NOT_DELIVERED);
    } else {
      config = known ?? await configOf(testId, templateId, testType);
      test = await buildConfiguredTest(config, bank);
      if (!signedStart) delivery = await deliveries.latest(studentId, templateId, config.testType, config.id, at);
    }
    checkQuestions(test, ids, field);
    const start = signedStart ? signedStart.startedAt : delivery?.sittingStartedAt;
    return { test, config, serverSeconds: await serverSecondsOf(test, saved, start, studentId, templateId, at) };
  };

  /** The app's progress per question, each question's time at most the test's time. */
  const progressOf = (test: TestData, items: readonly (QuestionProgress & { questionId: number })[]) =>
    new Map<number, QuestionProgress>(items.map((x) => [x.questionId,
      { ...x, timeSpent: test.totalTime > 0 ? Math.min(x.timeSpent, test.totalTime) : x.timeSpent }]));

  /** Records what the student was handed (run in the transaction that drops a saved attempt). */
  const recordDelivery = async (studentId: number, templateId: number, test: TestData, marking: Marking): Promise<Delivery> =>
    deliveries.record({
      studentId, templateId, testType: test.testType, testId: test.testId, questionIds: test.questionSet.map((q) => q.questionId),
      correctMarks: marking.correct, incorrectMarks: -Math.abs(marking.incorrect) || 0, notAnswerMarks: marking.notAnswer,
      totalTime: test.totalTime, testName: test.testName, testOption: test.testOption, deliveredAt: now(),
    });

  return { configOf, classTestTaken, storeAttempt, abandonSaved, selfTestOf, checkQuestions, viewOf, sittingOf, progressOf, recordDelivery };
}
