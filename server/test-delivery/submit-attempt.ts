// The one path that checks, scores and stores a submitted attempt (POST /testsubmit) and a test saved for later
// (POST /teststop), after the request was parsed and validated. The routes in server/routes/test-delivery-routes.ts
// call it, and so does the demo history (server/db/seed-history.ts): a seeded attempt is scored and stored exactly
// as a real submit is (the server's marks, the delivered test, the server-measured time). docs/security.md "Integrity".
// The routes run submit and save as items of the group commit (server/db/write-queue.ts: deps.writes.run), so their
// checks (the replay, the limits in `admit`) read in the same transaction as the writes that follow. A submit is
// stored once per clientSubmissionId across instances too: the attempt's insert does nothing when the student already
// has one of that id (the unique key), and the submit is then answered with that attempt (a replay).
// A submit's event log is checked before it is queued (submitted-event-log.ts) and kept here, with its attempt.
import { allowsSaveForLater, isSelfTest, TEST_TYPE } from '../../domain/shared/test-type';
import type { EventLogAbsence } from '../../domain/test-engine/event-log-limits';
import type { AppDeps } from '../app-deps';
import { HttpError, validationError } from '../http/reply';
import type { StrategyFigures } from '../repositories/attempt-log-repository';
import { checkOwnCourse } from './access';
import { progressRows, scoredRows } from './attempt-view';
import { isDeliveredByThisServer, NOT_DELIVERED } from './delivered-test-types';
import { NOT_THE_DELIVERED_TEST, rejectLog } from './event-log-check';
import { createSittings, type Sittings } from './sittings';
import type { AnsDetails, StopDetail } from './wire-inputs';

export const CLASS_TEST_TAKEN = 'You have already attempted this class test.';
export const SAVE_NOT_FOR_CLASS_TESTS = 'Save & Continue Later is not available for class tests';

/** Whether two lists hold the same question ids (as a set, each once). */
const sameQuestions = (a: readonly number[], b: readonly number[]): boolean => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return set.size === a.length && b.every((id) => set.has(id));
};

/** The guest part of a /testsubmit with source=guest (docs/api.md "Guest trial"). */
export interface GuestSubmit {
  /**
   * When the server handed the test out (the deliveredAt of a valid signed delivery): the sitting's time is measured
   * from it; undefined: not measured (the test's time). The stored deliveries are not read for a guest submit.
   */
  startedAt?: number;
  /** Runs inside the writer's transaction right after the attempt is stored; throws (an HttpError) to roll it back. */
  bind(attemptId: number): Promise<void>;
}

/**
 * The event log of a submit, checked before the submit was queued (server/test-delivery/submitted-event-log.ts):
 * kept with the attempt in the submit's transaction (docs/attempt-timeline.md).
 */
export interface AcceptedEventLog {
  /** the gzip as received */
  gz: Uint8Array;
  schemaVersion: number;
  eventCount: number;
  rawBytes: number;
  /** the questions of the test the log was checked against: the writer's test must have the same */
  questionIds: readonly number[];
  /** the attempt's strategy figures; null: none to save */
  figures: StrategyFigures | null;
}

/** A parsed /testsubmit. */
export interface SubmitRequest {
  studentId: number;
  clientSubmissionId: string;
  details: AnsDetails;
  /** a guest trial's submit: the attempt is bound to the trial in the same transaction */
  guest?: GuestSubmit;
  /** the checked event log (attempts.event_log_status 'stored') */
  eventLog?: AcceptedEventLog;
  /** without a log: why (the form's eventLogStatus); neither: 'none' */
  eventLogStatus?: EventLogAbsence;
}

/** A parsed /teststop (testName is not read: the server names the test). */
export interface SaveRequest {
  studentId: number;
  courseId: number;
  templateId: number;
  testType: number;
  testId: number;
  detail: StopDetail;
  helpCounter?: number;
  testMode?: string;
}

export interface SubmitOutcome {
  /** the attempt id (the test session) */
  id: number;
  /** true when the clientSubmissionId was submitted before: the stored attempt, nothing written */
  replayed: boolean;
}

/**
 * The submit and save of a test. `admit` runs once a request is known to write something (after the course check
 * and, for a submit, after a replay of a stored clientSubmissionId was answered): the routes put their rate limits
 * there. Times are `deps.now()`.
 */
export function createAttemptWriter(deps: AppDeps, sittings: Sittings = createSittings(deps)) {
  const { db, bank, attempts, attemptLogs, now } = deps;
  const { configOf, classTestTaken, storeAttempt, sittingOf, progressOf } = sittings;
  /** The bank's difficulty of each question of the test (0 for one not in the bank). */
  const difficultiesOf = async (ids: readonly number[]): Promise<(id: number) => number> => {
    const questions = await bank.questions(ids);
    const byId = new Map(ids.map((id, i) => [id, questions[i]?.difficulty ?? 0]));
    return (id) => byId.get(id) ?? 0;
  };

  /** Checks, scores and stores a submitted test; throws an HttpError when it is refused. */
  const submit = async ({ studentId, clientSubmissionId, details, guest, eventLog, eventLogStatus }: SubmitRequest, admit: () => Promise<void> = async () => {}): Promise<SubmitOutcome> => {
    await checkOwnCourse(deps, studentId, details.courseId, details.templateId);
    const earlier = await attempts.bySubmissionId(studentId, clientSubmissionId);
    if (earlier) return { id: earlier.id, replayed: true };
    await admit();
    if (!isDeliveredByThisServer(details.testType)) throw validationError(NOT_DELIVERED);
    // a configured test's configuration, read once for the class-test check and the sitting
    const known = isSelfTest(details.testType) ? undefined : await configOf(details.testId, details.templateId, details.testType);
    if (known && await classTestTaken(studentId, known)) throw new HttpError(409, 'already_submitted', CLASS_TEST_TAKEN);

    const at = now();
    const { test, config, serverSeconds } = await sittingOf(studentId, details.templateId, details.testType, details.testId,
      details.questionSet.map((x) => x.questionId), 'ansdetails.questionSet', at, guest && { startedAt: guest.startedAt }, known);
    // the log was checked against the test delivered then: a delivery since (a self test started again) is another test
    if (eventLog && !sameQuestions(test.questionSet.map((q) => q.questionId), eventLog.questionIds)) throw rejectLog(NOT_THE_DELIVERED_TEST);
    const rows = scoredRows(test, progressOf(test, details.questionSet), await difficultiesOf(test.questionSet.map((q) => q.questionId)));
    const awaitsMarking = test.questionSet.some((q, i) => q.kind === 'subjective' && rows[i].result !== 'NotAnswer');
    const hasSubjective = test.questionSet.some((q) => q.kind === 'subjective');
    const fields = {
      courseId: details.courseId,
      status: 'submitted' as const,
      testStatus: awaitsMarking ? 2 : 1,
      clientSubmissionId,
      remainingTime: Math.round(Math.min(details.remainingTime, test.totalTime || details.remainingTime)),
      helpCounter: details.helpCounter,
      testMode: details.testMode ?? '',
      examType: config?.examType ?? (hasSubjective ? 'subjective' : 'objective'),
      serverTimeTaken: serverSeconds,
      updatedAt: at,
      submittedAt: at,
    };
    return db.transaction(async (): Promise<SubmitOutcome> => {
      const again = await attempts.bySubmissionId(studentId, clientSubmissionId);
      if (again) return { id: again.id, replayed: true };
      // `fields` last (its keys are none of these): a spread followed by new keys is a slow path on node 20, about
      // 30 us for this object (docs/performance.md "Server throughput")
      const stored = await storeAttempt(studentId, details.templateId, test, fields, {
        studentId, templateId: details.templateId, testId: test.testId, testType: test.testType,
        kind: config ? 'configured' : 'self', testName: test.testName, testOption: test.testOption,
        topicId: config?.topicId ?? (isSelfTest(details.testType) ? details.testId : 0), totalTime: test.totalTime,
        lastQuestionIndex: 0, scheduleId: test.scheduleId, startedAt: at, ...fields,
      }, rows);
      if (stored === undefined) {
        // stored by another instance since the check above (nothing was written here): its attempt is the answer
        const other = await attempts.bySubmissionId(studentId, clientSubmissionId);
        if (!other) throw new Error(`the attempt of submission ${clientSubmissionId} was neither stored nor found`);
        return { id: other.id, replayed: true };
      }
      // a guest trial's attempt is bound to the trial in this transaction: a refusal rolls the attempt back
      await guest?.bind(stored);
      // the log with its attempt, once: a replay of the clientSubmissionId returned above
      if (eventLog) {
        await attemptLogs.store(stored, { gz: eventLog.gz, schemaVersion: eventLog.schemaVersion, eventCount: eventLog.eventCount, rawBytes: eventLog.rawBytes, createdAt: at });
        if (eventLog.figures) await attemptLogs.saveStrategy(stored, eventLog.figures);
      } else if (eventLogStatus) {
        await attemptLogs.setStatus(stored, eventLogStatus);
      }
      return { id: stored, replayed: false };
    });
  };

  /** Checks and stores the progress of a test saved for later (status 'saved'); returns the attempt id. */
  const save = async (req: SaveRequest, admit: () => Promise<void> = async () => {}): Promise<number> => {
    const { studentId, detail } = req;
    await checkOwnCourse(deps, studentId, req.courseId, req.templateId);
    // Save & Continue Later is not offered for a test a teacher schedules for a class; a type number past the
    // known ones gets the same reply
    if (!allowsSaveForLater(req.testType) || req.testType > TEST_TYPE.classMockTest) throw validationError(SAVE_NOT_FOR_CLASS_TESTS);
    await admit();

    const at = now();
    const { test, config, serverSeconds } = await sittingOf(studentId, req.templateId, req.testType, req.testId,
      detail.questions.map((x) => x.questionId), 'testDetail.questions', at);
    const rows = progressRows(test, progressOf(test, detail.questions), await difficultiesOf(test.questionSet.map((q) => q.questionId)));
    const fields = {
      courseId: req.courseId,
      remainingTime: Math.round(Math.min(detail.test.remainingTime, test.totalTime)),
      lastQuestionIndex: Math.min(detail.lastQuestionIndex, Math.max(0, rows.length - 1)),
      helpCounter: req.helpCounter ?? 0,
      testMode: req.testMode ?? '',
      serverTimeTaken: serverSeconds,
      updatedAt: at,
    };
    // `fields` last (its keys are none of these), as in submit
    const id = await db.transaction(() => storeAttempt(studentId, req.templateId, test, fields, {
      studentId, templateId: req.templateId, testId: test.testId, testType: test.testType,
      kind: config ? 'configured' : 'self', testName: test.testName, testOption: test.testOption,
      examType: config?.examType ?? test.testOption, topicId: config?.topicId ?? (isSelfTest(req.testType) ? req.testId : 0),
      status: 'saved', testStatus: 0, totalTime: test.totalTime, scheduleId: test.scheduleId, startedAt: at, ...fields,
    }, rows));
    // a saved attempt has no clientSubmissionId, so its insert never conflicts
    if (id === undefined) throw new Error('a saved attempt was not stored');
    return id;
  };

  return { submit, save };
}
