// The dashboard use cases the UI calls. Implemented in dashboard-service.ts. List-loading failures are logged and
// answered as failures; the views show the empty states (valueOr). Class tests and the running test (Jump Back In)
// are the exam room's use cases (classTests, runningTest).
import type { DayTest, ScheduledClass } from '../../domain/dashboard/activity';
import type { HeatmapMonth } from '../../domain/dashboard/heatmap';
import type { Result } from '../../domain/shared/result';

export interface DashboardUseCases {
  /** The year picker's years (newest first; the current year always there, from the clock). */
  activityYears(courseId: number): Promise<Result<number[]>>;
  /** The heatmap's months: the 12 months ending with the current one when `year` is the current year or missing,
   *  else January to December of `year`. */
  activity(courseId: number, year?: number): Promise<Result<HeatmapMonth[]>>;
  /** The tests of a day (YYYY-MM-DD). */
  testsOfDay(courseId: number, date: string): Promise<Result<DayTest[]>>;
  /** The week's classes of the signed-in student's class (the first school's classId); none without a class. */
  weekClasses(): Promise<Result<ScheduledClass[]>>;
}
