// ExamRoomUseCases whose implementation (the container with the HTTP client and the gateway) loads on first
// use, as the account use cases do (docs/architecture.md "Start-up and the login budget"). A failed load is
// logged and answers the empty value, like any other list failure (spec 001 §8); the next call retries.
import type { ExamRoomUseCases } from './exam-room-use-cases';
import type { ClassTest, MockTestCategory, RunningTest, Topic, TopicTestList } from './ports';

export class DeferredExamRoomUseCases implements ExamRoomUseCases {
  private loading: Promise<ExamRoomUseCases> | null = null;

  constructor(private readonly load: () => Promise<ExamRoomUseCases>) {}

  private loaded(): Promise<ExamRoomUseCases> {
    this.loading ??= this.load().catch((e: unknown) => {
      this.loading = null;
      throw e;
    });
    return this.loading;
  }

  private async via<T>(call: (u: ExamRoomUseCases) => Promise<T>, fallback: T): Promise<T> {
    let real: ExamRoomUseCases;
    try {
      real = await this.loaded();
    } catch (e) {
      console.error('Loading the exam room services failed', e);
      return fallback;
    }
    return call(real);
  }

  topicTree(templateId: number): Promise<Topic[]> {
    return this.via((u) => u.topicTree(templateId), []);
  }

  topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<TopicTestList> {
    return this.via((u) => u.topicTests(templateId, topic), { tests: [], instructions: [] });
  }

  mockTestCategories(templateId: number): Promise<MockTestCategory[]> {
    return this.via((u) => u.mockTestCategories(templateId), []);
  }

  classTests(courseId: number): Promise<ClassTest[]> {
    return this.via((u) => u.classTests(courseId), []);
  }

  runningTest(templateId: number, test?: { testType: number; testId: number }): Promise<RunningTest | null> {
    return this.via((u) => u.runningTest(templateId, test), null);
  }
}
