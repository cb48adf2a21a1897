// Ports of the test engine: the event log storage, the clock and the test repository.
import type { SchedulerLike } from 'rxjs';
import type { Result } from '../../domain/shared/result';
import type { AdaptiveAnswerForm, PayloadCourse, PayloadSchool, StopTestForm, SubmitAnsDetails, UpdateMarksForm } from '../../domain/test-engine/payloads';
import type { EventLogAbsence } from '../../domain/test-engine/event-log-limits';
import type { TestData } from '../../domain/test-engine/test-data';

/** One stored event: a monotonically increasing seq (from 1), the event time (ms since epoch) and the event. */
export interface StoredEvent<E = { type: string; data: unknown }> {
  seq: number;
  at: number;
  event: E;
}

/** A whole log as exported/imported (support export, replay CLI). */
export interface EventLogFile<E = { type: string; data: unknown }> {
  schemaVersion: number;
  logId: string;
  events: StoredEvent<E>[];
}

/** Append-only event log per test attempt. append() resolves only once the event is durable. */
export interface EventLogStorage {
  /**
   * Optional write-ahead: keeps events synchronously, before the screen shows them, until append() has them durably;
   * read() then includes what a page closed in between left behind. Called with every batch before append();
   * never throws (a journal that cannot be written is skipped: append() stays the record).
   */
  stage?(logId: string, events: readonly StoredEvent[]): void;
  append(logId: string, events: StoredEvent[]): Promise<void>;
  read(logId: string): Promise<StoredEvent[]>;
  list(): Promise<string[]>;
  remove(logId: string): Promise<void>;
}

/** Per-log metadata, so the app can find the log to resume for a test. */
export interface EventLogMeta {
  logId: string;
  /** the caller's key for the test attempt, e.g. the testSession when resuming, else `${testType}:${testId}` */
  testKey: string;
  testId: number;
  testType: number;
  testSession?: string;
  /** the idempotency key of this attempt's /testsubmit, saved before the first post so a retry reuses it */
  clientSubmissionId?: string;
  /** the guest test's course (TestLoadResult.courseId), kept for a resumed guest submit */
  courseId?: number;
  /** the guest test's signed delivery (LoadedTest.guestDelivery), sent back with the guest submit */
  guestDelivery?: string;
  /** a registered student's submit not yet taken by the server: what it is sent with, so it can be sent from any
   *  page of the app (application/test-engine/pending-submit-use-cases.ts) */
  pendingSubmit?: PendingSubmit;
  /** ms since epoch */
  updatedAt: number;
}

/** What a handed-in attempt is sent with (the session's SubmitContext), and whose it is. */
export interface PendingSubmit {
  course: PayloadCourse;
  school?: PayloadSchool;
  testMode?: string;
  reason?: 'manual' | 'time_up' | 'full_screen';
  /** the loginId of the student who handed it in: only that student's session sends it */
  owner: string;
}

/** Implemented by the same adapters as EventLogStorage (EventLogStorage.remove() also removes the meta). */
export interface EventLogMetaStorage {
  saveMeta(meta: EventLogMeta): Promise<void>;
  readMeta(logId: string): Promise<EventLogMeta | null>;
  /** the logId with this testKey that was updated last, or null */
  findLogFor(testKey: string): Promise<string | null>;
}

/**
 * Time for the engine: the trusted time in ms since epoch and an rxjs scheduler (TestScheduler in tests).
 * now() follows elapsed time, not the device's wall clock: it never goes backwards and a change of the system clock
 * does not move it (a monotonic clock within the page, set from the server's clock; docs/reliability.md "Clock").
 */
export interface EngineClock {
  now(): number;
  scheduler: SchedulerLike;
  /**
   * Brings now() into line with the server's clock; resolves when done or given up (offline, timeout), never
   * rejects. Absent on clocks that need none (tests). The test engine awaits it before it opens an attempt.
   */
  sync?(): Promise<void>;
}

/** A test as loaded from the server. */
export interface LoadedTest {
  test: TestData;
  testSession?: string;
  /** the guest test's course (obj.courseId of /app/guest-testdetails) */
  courseId?: number;
  /** obj.guestDelivery of /app/guest-testdetails: the server's signed record of when it handed the guest this test
   *  (nothing is stored for a guest before verification); sent back with the guest submit */
  guestDelivery?: string;
}

/**
 * Why a test did not load: the server's limit (limit_reached, 'Maximum number'), no question to give
 * (question_limit_reached, 'No question'), its internal error (internal_server_error, 'Internal'), each with the
 * server's message; a reply without a usable test (failed) with the loader's text; or no result at all
 * (not_loaded: the call failed outright, or the code that makes it could not be loaded).
 */
export type TestLoadFailure =
  | { kind: 'limit_reached' | 'question_limit_reached' | 'internal_server_error' | 'failed'; message: string }
  | { kind: 'not_loaded' };

export const NOT_LOADED: TestLoadFailure = { kind: 'not_loaded' };

export type TestLoadResult = Result<LoadedTest, TestLoadFailure>;

/** What names a test to deliver: its course template plus what the link that opens it carries (a test by id, a class
 *  test's schedule, a self test's topic, type, size, marks and search). Absent fields are not sent. */
export interface TestDetailsQuery {
  templateId: number;
  testId?: number;
  classTestId?: number;
  testType?: number;
  testSession?: string;
  testUid?: string;
  questionType?: string;
  totalQuestion?: number;
  totalTime?: number;
  marksCorrectAnswer?: number;
  marksIncorrectAnswer?: number;
  marksNotAttempted?: number;
  searchFlag?: string;
  searchQuery?: string;
  topicId?: number;
  examType?: string;
  packTypeTitle?: string;
}

/** What names a guest's free test: its course and what the guest link carries. */
export interface GuestTestQuery {
  testType?: number;
  testUid?: string;
  courseUrl?: string;
  courseId?: number;
  searchFlag?: string;
  searchQuery?: string;
  topicId?: number;
}

/** The multipart fields of /testsubmit besides ansdetails. */
export interface SubmitOptions {
  source?: 'guest';
  /** the idempotency key of the attempt */
  clientSubmissionId?: string;
  /** with source guest: the test's signed delivery (EventLogMeta.guestDelivery) */
  guestDelivery?: string;
  /** the attempt's whole event log, sent gzip-compressed (docs/attempt-timeline.md); the adapter leaves it out and
   *  says why (eventLogStatus too_large / unavailable) when it is over EVENT_LOG_MAX_BYTES or cannot be compressed */
  eventLog?: EventLogFile;
  /** why no log goes with this submit (refused: the server refused it on the try before) */
  eventLogStatus?: EventLogAbsence;
}

/** The calls of a test attempt. A load answers a TestLoadResult; every other call a Result of CallFailure. */
export interface TestRepository {
  testDetails(query: TestDetailsQuery): Promise<TestLoadResult>;
  testDetailExisting(testSession: string, templateId: number): Promise<TestLoadResult>;
  guestTestDetails(query: GuestTestQuery): Promise<TestLoadResult>;
  testResultView(testSession: string): Promise<TestLoadResult>;
  adaptiveTestDetails(testSession: string): Promise<TestLoadResult>;
  /** POST /testsubmit (multipart field ansdetails, JSON): the attempt's testSession. */
  submitTest(ansdetails: SubmitAnsDetails, opts?: SubmitOptions): Promise<Result<string>>;
  /** POST /teststop (form). */
  stopTest(form: StopTestForm): Promise<Result<void>>;
  /** POST /updatemarks-test */
  updateMarks(form: UpdateMarksForm): Promise<Result<void>>;
  /** POST /app/update-adaptive-test-answer */
  updateAdaptiveAnswer(form: AdaptiveAnswerForm): Promise<Result<void>>;
}
