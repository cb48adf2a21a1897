// View state of /exam-room/topic-test: the topic tree with its search, the chosen topic's tests and instructions,
// and the start flow (a saved unfinished attempt of that test is offered first). A failed list shows the empty
// state; a failed check starts the test.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import type { RunningTest } from '../../../domain/exam-room/running-test';
import type { Topic } from '../../../domain/exam-room/topic';
import type { TopicTest } from '../../../domain/exam-room/topic-test';
import { valueOr } from '../../../domain/shared/result';
import { TEST_TYPE } from '../../../domain/shared/test-type';
import { TopicTreeState } from '../../components/topic-tree';

export class TopicTestStore {
  /** the topic tree with its search (shared with the study room, ui/components/topic-tree.tsx) */
  readonly tree = new TopicTreeState();
  topic: Topic | null = null;
  tests: TopicTest[] = [];
  instructions: string[] = [];
  loadingTests = false;
  /** the test whose start is being checked (running-test lookup in flight) */
  checking: TopicTest | null = null;
  /** an unfinished attempt of the picked test: the previous-running-test modal */
  resume: { test: TopicTest; running: RunningTest } | null = null;
  private requested = 0;

  constructor(private readonly examRoom: ExamRoomUseCases, readonly templateId: number) {
    makeAutoObservable<TopicTestStore, 'examRoom' | 'requested'>(this, { examRoom: false, templateId: false, requested: false, tree: false });
  }

  load(): Promise<void> {
    return this.tree.load(() => this.examRoom.topicTree(this.templateId));
  }

  async chooseTopic(topic: Topic): Promise<void> {
    const ticket = ++this.requested;
    this.topic = topic;
    this.tests = [];
    this.instructions = [];
    this.loadingTests = true;
    const list = valueOr(await this.examRoom.topicTests(this.templateId, topic), { tests: [], instructions: [] });
    if (ticket !== this.requested) return;
    runInAction(() => {
      this.tests = list.tests;
      this.instructions = list.instructions;
      this.loadingTests = false;
    });
  }

  /** Go Back: to the topic tree. */
  clearTopic(): void {
    this.requested += 1;
    this.topic = null;
    this.tests = [];
    this.instructions = [];
    this.loadingTests = false;
  }

  /** Checks for an unfinished attempt of `test`: returns true when the test can start at once, false when the
   *  previous-running-test modal opened instead. */
  async pick(test: TopicTest): Promise<boolean> {
    this.checking = test;
    const running = valueOr(await this.examRoom.runningTest(this.templateId, { testType: TEST_TYPE.topicTest, testId: test.mockTestId }), null);
    return runInAction(() => {
      this.checking = null;
      if (running) {
        this.resume = { test, running };
        return false;
      }
      return true;
    });
  }

  closeResume(): void {
    this.resume = null;
  }
}
