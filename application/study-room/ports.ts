// The study room's ports, in the app's terms (docs/api.md "Study room"). The HTTP adapter and the counter store live
// in infrastructure/study-room. The topic tree and the saved self test are the exam room's calls (topicTree,
// runningTest with testType 1 and the topic as testId).
import type { RunningTest } from '../../domain/exam-room/running-test';
import type { ContentCounters, OpenedContent, TopicContent } from '../../domain/study-room/content';
import type { TestOption } from '../../domain/study-room/self-test';
import type { TopicProgress } from '../../domain/study-room/topic-progress';
import type { Result } from '../../domain/shared/result';

/** Why the server would not open an item: refused with code 'validity_expired' or 'limit_exceeded' (a CallFailure). */
export const OPEN_REFUSALS = { validityExpired: 'validity_expired', limitExceeded: 'limit_exceeded' } as const;

export interface StudyRoomGateway {
  /** GET /syllabus/v2: the topic's content (and every topic's under it), the course's limits and the ids counted. */
  content(templateId: number, topicId: number, searchQuery?: string): Promise<Result<TopicContent>>;
  /** GET /smartlearning-details: opens an item (the server applies the same rule and counts it once). A refusal
   *  carries OPEN_REFUSALS' codes. */
  openContent(templateId: number, contentId: number): Promise<Result<OpenedContent>>;
  /** GET /selftestformoptions. */
  selfTestOptions(templateId: number): Promise<Result<TestOption[]>>;
  /** GET /self-test-progress: the rings of every topic with a submitted self test in that mode. */
  topicProgress(templateId: number, testMode: 'beginner' | 'advance'): Promise<Result<TopicProgress[]>>;
  /** GET /testcurrentrunning with testMode=adaptive and the topic: the running adaptive session, or null. */
  runningAdaptive(templateId: number, topicId: number): Promise<Result<RunningTest | null>>;
  /** GET /adaptive-create-test: a new adaptive session of the topic; its testSession. */
  createAdaptive(templateId: number, courseId: number, topicId: number): Promise<Result<string>>;
}

/** The client's counters of opened items per course and type (spec 001 §9: counters persist client side). */
export interface ContentCounterStore {
  /** The course's counters; null when none are stored (or they cannot be read). */
  read(courseId: number): ContentCounters | null;
  /** Stores the course's counters; a storage that fails is ignored (the server still counts). */
  write(courseId: number, counters: ContentCounters): void;
}
