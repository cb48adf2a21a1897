// ExamRoomUseCases over the ExamRoomGateway port: calls are skipped without the ids they need, failures are
// logged and answer the empty value (spec 001 §8), so the views show their empty states and never crash.
import type { ExamRoomUseCases } from './exam-room-use-cases';
import type { ClassTest, ExamRoomGateway, MockTestCategory, RunningTest, Topic, TopicTestList } from './ports';
import { hasId, orFallback, type ErrorLog } from '../shared/fallible';


export class ExamRoomService implements ExamRoomUseCases {
  constructor(
    private readonly gateway: ExamRoomGateway,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  topicTree(templateId: number): Promise<Topic[]> {
    if (!hasId(templateId)) return Promise.resolve([]);
    return this.attempt('Loading the topic tree failed', () => this.gateway.topicTree(templateId), []);
  }

  topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<TopicTestList> {
    const empty: TopicTestList = { tests: [], instructions: [] };
    if (!hasId(templateId) || !hasId(topic.topicId)) return Promise.resolve(empty);
    return this.attempt('Loading the topic tests failed', () => this.gateway.topicTests(templateId, topic), empty);
  }

  async mockTestCategories(templateId: number): Promise<MockTestCategory[]> {
    if (!hasId(templateId)) return [];
    const categories = await this.attempt('Loading the mock tests failed', () => this.gateway.mockTestCategories(templateId), []);
    return categories.filter((c) => c.testList.length > 0);
  }

  classTests(courseId: number): Promise<ClassTest[]> {
    if (!hasId(courseId)) return Promise.resolve([]);
    return this.attempt('Loading the class tests failed', () => this.gateway.classTests(courseId), []);
  }

  runningTest(templateId: number, test?: { testType: number; testId: number }): Promise<RunningTest | null> {
    if (!hasId(templateId)) return Promise.resolve(null);
    return this.attempt('Checking for a running test failed', () => this.gateway.runningTest(templateId, test), null);
  }

  private attempt<T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> {
    return orFallback(this.log, what, call, fallback);
  }
}
