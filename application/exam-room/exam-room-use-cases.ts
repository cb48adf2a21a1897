// The exam room use cases the UI calls (the UI receives them lazily, see application/shared/lazy-use-cases.ts).
// Each answers a Result: its value, or why there is none. A call without the ids it needs is not made and answers
// unavailable; a failed call is logged once, here. The screens show their empty states for a failed list.
import type { ClassTest } from '../../domain/exam-room/class-test';
import type { MockTestCategory } from '../../domain/exam-room/mock-test';
import type { RunningTest } from '../../domain/exam-room/running-test';
import type { Topic } from '../../domain/exam-room/topic';
import type { TopicTestList } from '../../domain/exam-room/topic-test';
import type { Result } from '../../domain/shared/result';
import type { TestRef } from './ports';

export interface ExamRoomUseCases {
  /** The course's topic tree. */
  topicTree(templateId: number): Promise<Result<Topic[]>>;
  /** A topic's tests and instructions. */
  topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<Result<TopicTestList>>;
  /** The mock test categories that hold tests. */
  mockTestCategories(templateId: number): Promise<Result<MockTestCategory[]>>;
  /** The course's class tests. */
  classTests(courseId: number): Promise<Result<ClassTest[]>>;
  /** The unfinished test to offer Continue Test for (of that test when given); null when there is none. */
  runningTest(templateId: number, test?: TestRef): Promise<Result<RunningTest | null>>;
}
