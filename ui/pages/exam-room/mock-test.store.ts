// View state of /exam-room/mock-test: categories and their tests, the selected category tab, and the start flow:
// picking a test opens the start modal, or the previous-running-test modal when the server holds an unfinished
// attempt of it. A failed list shows the empty state; a failed check opens the start modal.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import type { MockTest, MockTestCategory } from '../../../domain/exam-room/mock-test';
import type { RunningTest } from '../../../domain/exam-room/running-test';
import { valueOr } from '../../../domain/shared/result';
import { TEST_TYPE } from '../../../domain/shared/test-type';

export type MockTestModal =
  | { kind: 'start'; test: MockTest }
  | { kind: 'running'; test: MockTest; running: RunningTest };

export class MockTestStore {
  categories: MockTestCategory[] = [];
  loading = true;
  selected = 0;
  modal: MockTestModal | null = null;
  /** the test whose running-attempt check is in flight */
  checking: MockTest | null = null;

  constructor(private readonly examRoom: ExamRoomUseCases, readonly templateId: number) {
    makeAutoObservable<MockTestStore, 'examRoom'>(this, { examRoom: false, templateId: false });
  }

  get currentCategory(): MockTestCategory | null {
    return this.categories[this.selected] ?? null;
  }

  async load(): Promise<void> {
    this.loading = true;
    const categories = valueOr(await this.examRoom.mockTestCategories(this.templateId), []);
    runInAction(() => {
      this.categories = categories;
      this.selected = 0;
      this.loading = false;
    });
  }

  select(index: number): void {
    if (index >= 0 && index < this.categories.length) this.selected = index;
  }

  async pick(test: MockTest): Promise<void> {
    if (this.checking) return;
    this.checking = test;
    const running = valueOr(await this.examRoom.runningTest(this.templateId, { testType: TEST_TYPE.mockTest, testId: test.mocktestId }), null);
    runInAction(() => {
      this.checking = null;
      this.modal = running ? { kind: 'running', test, running } : { kind: 'start', test };
    });
  }

  /** Start New from the previous-running-test modal: the start modal of the same test. */
  startNew(): void {
    if (this.modal?.kind === 'running') this.modal = { kind: 'start', test: this.modal.test };
  }

  closeModal(): void {
    this.modal = null;
  }
}
