// The study room use cases the UI calls (Study Material, Gap Fixer / Smart Learning, Adaptive Learning), implemented
// in study-room-service.ts. List failures are logged once and answered as failures: the screens show their empty
// states (spec 001 §8: "fetch failures ... are only logged"). The topic tree and the saved self test are the exam
// room's use cases (examRoom.topicTree, examRoom.runningTest).
import type { AccessState } from '../../domain/account/access-state';
import type { RunningTest } from '../../domain/exam-room/running-test';
import type { ContentItem, ContentLimit, OpenedContent, TopicContent } from '../../domain/study-room/content';
import type { TestOption } from '../../domain/study-room/self-test';
import type { TopicProgress } from '../../domain/study-room/topic-progress';
import type { CallFailure, Result } from '../../domain/shared/result';

/** The course an action is for. */
export interface CourseRef {
  courseId: number;
  templateId: number;
}

/** Why an item did not open: the two modals of spec 000 §8, or a failed call. */
export type OpenRefusal = CallFailure | { kind: 'validity-expired' } | { kind: 'limit-exceeded' };

export interface StudyRoomUseCases {
  /** The topic's content list; the server's counted ids are merged into the course's stored counters. */
  content(course: CourseRef, topicId: number, searchQuery?: string): Promise<Result<TopicContent>>;
  /**
   * Opens an item by the content-opening rule (domain/study-room/content.ts decideOpening) over the stored counters:
   * validity-expired or limit-exceeded without a call; else the server opens it (and may refuse alike); once opened
   * the item is counted in the stored counters.
   */
  openContent(course: CourseRef & { accessState: AccessState | null }, item: ContentItem, limit: ContentLimit): Promise<Result<OpenedContent, OpenRefusal>>;
  /** The self-test options of the course (the first is the default). */
  selfTestOptions(templateId: number): Promise<Result<TestOption[]>>;
  /** The progress rings of the topics in a mode. */
  topicProgress(templateId: number, testMode: 'beginner' | 'advance'): Promise<Result<TopicProgress[]>>;
  /** The running adaptive session of the topic, or null. */
  runningAdaptive(templateId: number, topicId: number): Promise<Result<RunningTest | null>>;
  /** Starts a new adaptive session of the topic; its testSession. */
  startAdaptive(course: CourseRef, topicId: number): Promise<Result<string>>;
}
