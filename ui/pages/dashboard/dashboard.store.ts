// View state of the dashboard's cards: the Activity Chart (activity.store.ts), Jump Back In (the running test), and,
// with the classTest tab, Scheduled Classes and Class Tests. Each card loads on its own; a failure shows the card's
// empty state, never an error. The Support card's form is support-form.store.ts.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DashboardUseCases } from '../../../application/dashboard/dashboard-use-cases';
import type { ExamRoomUseCases } from '../../../application/exam-room/exam-room-use-cases';
import type { Course } from '../../../domain/account/student';
import type { ScheduledClass } from '../../../domain/dashboard/activity';
import type { ClassTest } from '../../../domain/exam-room/class-test';
import type { RunningTest } from '../../../domain/exam-room/running-test';
import { valueOr, type Result } from '../../../domain/shared/result';
import { ActivityStore } from './activity.store';

/** One card's data: loading until the call answers, then its value (the fallback when the call failed). */
export class CardData<T> {
  loading = true;
  value: T;

  constructor(private readonly fetch: () => Promise<Result<T, unknown>>, private readonly fallback: T) {
    this.value = fallback;
    // a reply is replaced whole: kept by reference, not converted into observables
    makeAutoObservable<CardData<T>, 'fetch' | 'fallback'>(this, { fetch: false, fallback: false, value: observableRef });
  }

  async load(): Promise<void> {
    this.loading = true;
    const r = await this.fetch();
    runInAction(() => {
      this.value = valueOr(r, this.fallback);
      this.loading = false;
    });
  }
}

export class DashboardStore {
  readonly activity: ActivityStore;
  readonly running: CardData<RunningTest | null>;
  readonly classes: CardData<ScheduledClass[]>;
  readonly classTests: CardData<ClassTest[]>;
  /** the course shows the class-test cards (its classTest tab) */
  readonly withClassCards: boolean;

  constructor(dashboard: DashboardUseCases, examRoom: ExamRoomUseCases, course: Pick<Course, 'courseId' | 'templateId' | 'tabs'> | null, today: string) {
    const courseId = course?.courseId ?? 0;
    this.withClassCards = !!course?.tabs.classTest;
    this.activity = new ActivityStore(dashboard, courseId, today);
    this.running = new CardData(() => examRoom.runningTest(course?.templateId ?? 0), null);
    this.classes = new CardData(() => dashboard.weekClasses(), []);
    this.classTests = new CardData(() => examRoom.classTests(courseId), []);
  }

  start(): void {
    void this.activity.start();
    void this.running.load();
    if (this.withClassCards) {
      void this.classes.load();
      void this.classTests.load();
    }
  }
}
