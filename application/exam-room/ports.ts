// The port of the exam room lists, in the app's terms: each call answers its value or why there is none. The HTTP
// adapter lives in infrastructure/exam-room; the agreed reply shapes are in docs/api.md.
import type { ClassTest } from '../../domain/exam-room/class-test';
import type { MockTestCategory } from '../../domain/exam-room/mock-test';
import type { RunningTest } from '../../domain/exam-room/running-test';
import type { Topic } from '../../domain/exam-room/topic';
import type { TopicTestList } from '../../domain/exam-room/topic-test';
import type { Result } from '../../domain/shared/result';

/** A test of a list, to ask whether the student has an unfinished attempt of it. */
export interface TestRef {
  testType: number;
  testId: number;
}

export interface ExamRoomGateway {
  /** The course's topic tree. */
  topicTree(templateId: number): Promise<Result<Topic[]>>;
  /** A topic's tests and instructions. */
  topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<Result<TopicTestList>>;
  /** The mock tests by category, as the server lists them. */
  mockTestCategories(templateId: number): Promise<Result<MockTestCategory[]>>;
  /** The class tests of the course. */
  classTests(courseId: number): Promise<Result<ClassTest[]>>;
  /** The unfinished test (of that test when given); null when there is none. */
  runningTest(templateId: number, test?: TestRef): Promise<Result<RunningTest | null>>;
}
