// The exam room use cases the UI calls (spec 001 §2 "Exam Room lists", §7, §8). Implemented by
// ExamRoomService; the UI receives them through the services context (deferred, see
// deferred-exam-room-use-cases.ts). Spec 001 §8: list fetch failures are only logged and the screen shows its
// empty state, so none of these rejects: a failure (network, error status, malformed reply, missing ids)
// answers the empty value.
import type { ClassTest, MockTestCategory, RunningTest, Topic, TopicTestList } from './ports';

export interface ExamRoomUseCases {
  /** The course's topic tree; [] on failure or without a templateId. */
  topicTree(templateId: number): Promise<Topic[]>;
  /** A topic's tests and instructions; both empty on failure. */
  topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<TopicTestList>;
  /** Mock test categories (empty categories dropped); [] on failure. */
  mockTestCategories(templateId: number): Promise<MockTestCategory[]>;
  /** The course's class tests; [] on failure or without a courseId. */
  classTests(courseId: number): Promise<ClassTest[]>;
  /** The unfinished test to offer Continue Test for (of that test when given); null when none or on failure. */
  runningTest(templateId: number, test?: { testType: number; testId: number }): Promise<RunningTest | null>;
}
