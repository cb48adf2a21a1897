// View state of /exam-room/class-test and /classtest: the class tests, 5 rows a page; a failed list shows the empty
// state.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import type { ClassTest } from '../../../domain/exam-room/class-test';
import { pageOf } from '../../../domain/exam-room/page-of';
import { valueOr } from '../../../domain/shared/result';

export const CLASS_TEST_PAGE_SIZE = 5;

export class ClassTestStore {
  tests: ClassTest[] = [];
  loading = true;
  page = 1;

  constructor(private readonly examRoom: ExamRoomUseCases, readonly courseId: number) {
    makeAutoObservable<ClassTestStore, 'examRoom'>(this, { examRoom: false, courseId: false });
  }

  get currentPage(): { rows: ClassTest[]; page: number; pages: number } {
    return pageOf(this.tests, this.page, CLASS_TEST_PAGE_SIZE);
  }

  async load(): Promise<void> {
    this.loading = true;
    const tests = valueOr(await this.examRoom.classTests(this.courseId), []);
    runInAction(() => {
      this.tests = tests;
      this.page = 1;
      this.loading = false;
    });
  }

  goTo(page: number): void {
    this.page = pageOf(this.tests, page, CLASS_TEST_PAGE_SIZE).page;
  }
}
