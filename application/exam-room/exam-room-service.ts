// ExamRoomUseCases over the ExamRoomGateway port: a call without the ids it needs is not made (unavailable), a
// failure the gateway answers is logged once, here, and handed on.
import type { ClassTest } from '../../domain/exam-room/class-test';
import { categoriesWithTests, type MockTestCategory } from '../../domain/exam-room/mock-test';
import type { RunningTest } from '../../domain/exam-room/running-test';
import type { Topic } from '../../domain/exam-room/topic';
import type { TopicTestList } from '../../domain/exam-room/topic-test';
import { hasId } from '../../domain/shared/ids';
import { err, ok, UNAVAILABLE, type Result } from '../../domain/shared/result';
import { logFailure } from '../shared/log-failure';
import type { ErrorLog } from '../shared/lazy-use-cases';
import type { ExamRoomUseCases } from './exam-room-use-cases';
import type { ExamRoomGateway, TestRef } from './ports';

const notMade = <T>(): Promise<Result<T>> => Promise.resolve(err(UNAVAILABLE));

export class ExamRoomService implements ExamRoomUseCases {
  constructor(
    private readonly gateway: ExamRoomGateway,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  topicTree(templateId: number): Promise<Result<Topic[]>> {
    if (!hasId(templateId)) return notMade();
    return logFailure(this.log, 'Loading the topic tree failed', this.gateway.topicTree(templateId));
  }

  topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<Result<TopicTestList>> {
    if (!hasId(templateId) || !hasId(topic.topicId)) return notMade();
    return logFailure(this.log, 'Loading the topic tests failed', this.gateway.topicTests(templateId, topic));
  }

  async mockTestCategories(templateId: number): Promise<Result<MockTestCategory[]>> {
    if (!hasId(templateId)) return notMade();
    const r = await logFailure(this.log, 'Loading the mock tests failed', this.gateway.mockTestCategories(templateId));
    return r.ok ? ok(categoriesWithTests(r.value)) : r;
  }

  classTests(courseId: number): Promise<Result<ClassTest[]>> {
    if (!hasId(courseId)) return notMade();
    return logFailure(this.log, 'Loading the class tests failed', this.gateway.classTests(courseId));
  }

  runningTest(templateId: number, test?: TestRef): Promise<Result<RunningTest | null>> {
    if (!hasId(templateId)) return notMade();
    return logFailure(this.log, 'Checking for a running test failed', this.gateway.runningTest(templateId, test));
  }
}
