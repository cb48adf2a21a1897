// DashboardUseCases over the DashboardGateway port. The student's id and class come from the stored student
// (ACCOUNT.studentStorage), the current year from the clock. A call without a signed-in student or without the ids it
// needs is not made (unavailable); a failure the gateway answers is logged once, here, and handed on (the cards show
// their empty states). Plain class: the container builds it.
import type { Student } from '../../domain/account/student';
import type { DayTest, ScheduledClass } from '../../domain/dashboard/activity';
import { activityYearOptions, heatmapMonths, type HeatmapMonth } from '../../domain/dashboard/heatmap';
import { hasId } from '../../domain/shared/ids';
import { err, ok, UNAVAILABLE, type Result } from '../../domain/shared/result';
import type { Clock, StudentStorage } from '../account/ports';
import type { ErrorLog } from '../shared/lazy-use-cases';
import { logFailure } from '../shared/log-failure';
import type { DashboardUseCases } from './dashboard-use-cases';
import type { DashboardGateway } from './ports';

/** The years the activity call takes (docs/api.md: 2000-2100). */
export const FIRST_ACTIVITY_YEAR = 2000;
export const LAST_ACTIVITY_YEAR = 2100;

const notMade = <T>(): Promise<Result<T>> => Promise.resolve(err(UNAVAILABLE));

const isDay = (date: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const [month, day] = [Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
};

const isActivityYear = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_ACTIVITY_YEAR && year <= LAST_ACTIVITY_YEAR;

/** A student whose calls can be made: signed in, with an id. */
const signedIn = (s: Student | null): s is Student => !!s && !!s.loginId && !!s.token && hasId(s.studentId);

export class DashboardService implements DashboardUseCases {
  constructor(
    private readonly gateway: DashboardGateway,
    private readonly students: Pick<StudentStorage, 'load'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  async activityYears(courseId: number): Promise<Result<number[]>> {
    const student = this.students.load();
    if (!signedIn(student) || !hasId(courseId)) return notMade();
    const r = await logFailure(this.log, 'Loading the activity years failed', this.gateway.activityYears(student.studentId, courseId));
    return r.ok ? ok(activityYearOptions(r.value, this.currentYear())) : r;
  }

  /** The current year (or none) asks for the 12 months ending with this month; another year for its January to
   *  December. A year the server does not take is not asked for. */
  async activity(courseId: number, year?: number): Promise<Result<HeatmapMonth[]>> {
    const student = this.students.load();
    if (!signedIn(student) || !hasId(courseId)) return notMade();
    if (year !== undefined && !isActivityYear(year)) return notMade();
    const asked = year === undefined || year === this.currentYear() ? undefined : year;
    const r = await logFailure(this.log, 'Loading the activity failed', asked === undefined
      ? this.gateway.activity(student.studentId, courseId)
      : this.gateway.activity(student.studentId, courseId, asked));
    return r.ok ? ok(heatmapMonths(r.value)) : r;
  }

  testsOfDay(courseId: number, date: string): Promise<Result<DayTest[]>> {
    const student = this.students.load();
    if (!signedIn(student) || !hasId(courseId) || !isDay(date)) return notMade();
    return logFailure(this.log, 'Loading the tests of the day failed', this.gateway.activityByDay(student.studentId, courseId, date));
  }

  /** The first school's class; a student without one has no classes (no call). */
  async weekClasses(): Promise<Result<ScheduledClass[]>> {
    const student = this.students.load();
    if (!signedIn(student)) return notMade();
    const classId = student.schools[0]?.classId;
    if (classId === undefined || !hasId(classId)) return ok([]);
    return logFailure(this.log, 'Loading the week classes failed', this.gateway.weekClasses(classId));
  }

  private currentYear(): number {
    return new Date(this.clock.now()).getFullYear();
  }
}
