// The dashboard's port, in the app's terms (docs/api.md "Dashboard, profile, shared modals and media"). Each call
// needs a signed-in student; without one it is not made (unavailable).
import type { ActivityMonth, DayTest, ScheduledClass } from '../../domain/dashboard/activity';
import type { Result } from '../../domain/shared/result';

export interface DashboardGateway {
  /** The years with activity, newest first. */
  activityYears(studentId: number, courseId: number): Promise<Result<number[]>>;
  /** Without a year: the 12 months ending with the server's current month; with one: that year's months. */
  activity(studentId: number, courseId: number, year?: number): Promise<Result<ActivityMonth[]>>;
  /** The tests and sessions submitted on `date` (YYYY-MM-DD). */
  activityByDay(studentId: number, courseId: number, date: string): Promise<Result<DayTest[]>>;
  /** The class's scheduled classes of the week; 'Classes not found' is an empty list. */
  weekClasses(classId: number): Promise<Result<ScheduledClass[]>>;
}
