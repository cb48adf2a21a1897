// Ports of the test engine (spec 001 §7, architecture "The test engine").
import type { SchedulerLike } from 'rxjs';
import type { AdaptiveAnswerForm } from '../../domain/test-engine/payloads';
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
export interface EventLogStore {
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
  /** ms since epoch */
  updatedAt: number;
}

/** Implemented by the same adapters as EventLogStore (EventLogStore.remove() also removes the meta). */
export interface EventLogMetaStore {
  saveMeta(meta: EventLogMeta): Promise<void>;
  readMeta(logId: string): Promise<EventLogMeta | null>;
  /** the logId with this testKey that was updated last, or null */
  findLogFor(testKey: string): Promise<string | null>;
}

/** Time for the engine: wall time in ms and an rxjs scheduler (TestScheduler in tests). */
export interface EngineClock {
  now(): number;
  scheduler: SchedulerLike;
}

export type TestLoadResult =
  /** courseId: the guest test's course (obj.courseId of /app/guest-testdetails) */
  | { ok: true; test: TestData; testSession?: string; courseId?: number }
  /** limit_reached ('Maximum number'), question_limit_reached ('No question'), internal_server_error ('Internal'),
   *  or failed with the spec's text ('Failed to load test', ...). */
  | { ok: false; kind: 'limit_reached' | 'question_limit_reached' | 'internal_server_error' | 'failed'; message: string };

export interface TestRepository {
  testDetails(query: Record<string, string | number | undefined>): Promise<TestLoadResult>;
  testDetailExisting(testSession: string, templateId: number): Promise<TestLoadResult>;
  guestTestDetails(query: Record<string, string | number | undefined>): Promise<TestLoadResult>;
  testResultView(testSession: string): Promise<TestLoadResult>;
  adaptiveTestDetails(testSession: string): Promise<TestLoadResult>;
  /** GET /adaptive-create-test: starts an adaptive session; failure text 'Failed to start adaptive session'. */
  adaptiveCreateTest(templateId: number, courseId: number, topicId: number): Promise<{ ok: true; testSession: string } | { ok: false; message: string }>;
  /** POST /testsubmit (multipart field ansdetails, JSON). Returns the testSession. */
  submitTest(ansdetails: unknown, opts?: { source?: 'guest'; clientSubmissionId?: string }): Promise<{ ok: true; testSession: string } | { ok: false; message: string }>;
  /** POST /teststop (form). */
  stopTest(form: Record<string, string>): Promise<boolean>;
  /** POST /updatemarks-test */
  updateMarks(form: Record<string, string>): Promise<boolean>;
  /** POST /app/update-adaptive-test-answer */
  updateAdaptiveAnswer(form: AdaptiveAnswerForm): Promise<boolean>;
}
