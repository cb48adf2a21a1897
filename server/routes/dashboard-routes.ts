// The dashboard's calls (docs/api.md "Dashboard, profile, shared modals and media"): the activity chart and the tests
// of a day, computed from the stored submitted attempts; the week's scheduled classes of the student's class; the
// first-time welcome. Days are calendar days in the server's time zone (deps.timeZone, env TIME_ZONE).
import { Hono } from 'hono';
import { z } from 'zod';
import { isScheduledClassTest, isSelfTest, TEST_TYPE } from '../../domain/shared/test-type';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { NOT_YOUR_ACCOUNT } from '../http/messages';
import { forbidden, reply } from '../http/reply';
import { integer, optional, positiveId, queryOf, typeError } from '../http/validation';
import { dayRanges, dayStart, isCalendarDay, localDay, localTime, zonedTime } from '../http/zoned-days';
import type { DayAttempt } from '../repositories/activity-repository';
import { testTypeLabel } from '../reports/report-builder';
import type { ClassScheduleRow } from '../repositories/class-schedule-repository';
import { addDays } from '../shared/dates';
import { ownCourse } from '../test-delivery/access';

export const CLASSES_NOT_FOUND = 'Classes not found';
/** The week's classes: today and the 7 days after it. */
export const WEEK_DAYS_AHEAD = 7;
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

const ownerQuery = { studentId: positiveId(), courseId: positiveId() };
const activityQuery = z.object({
  ...ownerQuery,
  year: optional(integer().refine((y) => y >= MIN_YEAR && y <= MAX_YEAR, `must be a year from ${MIN_YEAR} to ${MAX_YEAR}`)),
});
const yearsQuery = z.object(ownerQuery);
const dayQuery = z.object({
  ...ownerQuery,
  date: z.string({ error: typeError('a date') }).trim().refine(isCalendarDay, 'must be a date YYYY-MM-DD'),
});
const classQuery = z.object({ classId: positiveId() });

/** 'YYYY-MM' of a month numbered year * 12 + (month - 1). */
const monthName = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);

/** The wire DayTest: type-1 sessions carry their mode; class mock tests are shown as class tests (types 1-4). */
const dayTest = (a: DayAttempt) => ({
  testTitle: a.testName,
  testType: isScheduledClassTest(a.testType) ? TEST_TYPE.classTest : a.testType,
  // the report list's rule: 'Learning Session' or 'Competitive Session'
  testMode: isSelfTest(a.testType) ? testTypeLabel(a).replace(/ Session$/, '') : '',
  totalQuestions: a.totalQuestions,
  correctCount: a.correctCount,
  incorrectCount: a.incorrectCount,
  notAnsweredCount: a.unattemptedCount,
  testSession: String(a.id),
});

export function dashboardRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, activity, classSchedules, students, timeZone, now } = deps;
  const routes = new Hono<AuthEnv>();

  /** The signed-in student's own id and one of their courses, else 403. */
  const ownActivity = async (sessionStudent: number, q: { studentId: number; courseId: number }) => {
    if (q.studentId !== sessionStudent) throw forbidden(NOT_YOUR_ACCOUNT);
    await ownCourse(deps, sessionStudent, q.courseId);
  };

  routes.get('/get-activity-years', auth, async (c) => {
    const q = queryOf(c, yearsQuery);
    await ownActivity(c.var.session.studentId, q);
    const current = zonedTime(now(), timeZone).year;
    const span = await activity.span(q.studentId, q.courseId);
    const years = new Set([current]);
    if (span) {
      const first = Math.max(MIN_YEAR, zonedTime(span.first, timeZone).year);
      const last = Math.min(MAX_YEAR, zonedTime(span.last, timeZone).year);
      const candidates: number[] = [];
      for (let y = first; y <= last; y++) if (y !== current) candidates.push(y);
      const counts = await activity.answeredIn(q.studentId, q.courseId,
        candidates.map((y) => [dayStart(`${y}-01-01`, timeZone), dayStart(`${y + 1}-01-01`, timeZone)] as const));
      candidates.forEach((y, i) => { if (counts[i] > 0) years.add(y); });
    }
    return reply(c, 'success', [...years].sort((a, b) => b - a));
  });

  routes.get('/get-activity', auth, async (c) => {
    const q = queryOf(c, activityQuery);
    await ownActivity(c.var.session.studentId, q);
    const today = zonedTime(now(), timeZone);
    // without a year: the 12 months ending with the current one; with one: its January to December
    const lastMonth = q.year === undefined ? monthIndex(today.year, today.month) : monthIndex(q.year, 12);
    const months = Array.from({ length: 12 }, (_, i) => monthName(lastMonth - 11 + i));
    const days = dayRanges(`${months[0]}-01`, addDays(`${monthName(lastMonth + 1)}-01`, -1), timeZone);
    const counts = await activity.answeredIn(q.studentId, q.courseId, days.map((d) => [d.start, d.end] as const));
    const byMonth = new Map(months.map((m) => [m, [] as { date: string; count: number }[]]));
    days.forEach((d, i) => {
      if (counts[i] > 0) byMonth.get(d.day.slice(0, 7))?.push({ date: d.day, count: counts[i] });
    });
    return reply(c, 'success', months.map((month) => ({ month, days: byMonth.get(month) ?? [] })));
  });

  routes.get('/get-activity-by-day', auth, async (c) => {
    const q = queryOf(c, dayQuery);
    await ownActivity(c.var.session.studentId, q);
    const start = dayStart(q.date, timeZone);
    const end = dayStart(addDays(q.date, 1), timeZone);
    return reply(c, 'success', (await activity.attemptsIn(q.studentId, q.courseId, start, end)).map(dayTest));
  });

  routes.get('/get-week-classes', auth, async (c) => {
    const { classId } = queryOf(c, classQuery);
    const { studentId } = c.var.session;
    if (!(await students.schoolsOf(studentId)).some((s) => s.classId === classId)) throw forbidden('This class is not one of your classes');
    const today = localDay(now(), timeZone);
    const lastDay = addDays(today, WEEK_DAYS_AHEAD);
    const from = dayStart(today, timeZone);
    const to = dayStart(addDays(lastDay, 1), timeZone);
    const classes = (await classSchedules.candidates(classId, from, to))
      .flatMap((row) => occurrences(row, today, lastDay, timeZone).filter((at) => at >= from && at < to).map((at) => ({ row, at })))
      .sort((a, b) => a.at - b.at || a.row.id - b.row.id)
      .map(({ row, at }) => ({
        topicTitle: row.topicTitle, classDateName: classDateName(at, timeZone), subject: row.subject,
        className: row.className, schoolName: row.schoolName, teacherName: row.teacherName,
      }));
    if (classes.length === 0) return reply(c, 'no_data', [], CLASSES_NOT_FOUND);
    return reply(c, 'success', classes);
  });

  routes.post('/student-first-time-user-seen', auth, async (c) => {
    await students.markWelcomeSeen(c.var.session.studentId);
    return reply(c, 'success', { firstTimeUser: 0 }, 'Welcome seen');
  });

  return routes;
}

/**
 * When a class takes place between the days `first` and `last`: a one-off class at its time; a weekly class on
 * every day of its weekday from its first day on, at the same local time (so a daylight-saving change keeps 10:00 at
 * 10:00).
 */
function occurrences(row: ClassScheduleRow, first: string, last: string, timeZone: string): number[] {
  if (!row.repeatWeekly) return [row.startsAt];
  const start = zonedTime(row.startsAt, timeZone);
  const minutes = start.hour * 60 + start.minute;
  const times: number[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const weeksApart = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${start.day}T00:00:00Z`)) / (7 * 86_400_000);
    if (weeksApart >= 0 && Number.isInteger(weeksApart)) times.push(localTime(day, timeZone, minutes));
  }
  return times;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mon, 19 Jan · 10:00' in the server's time zone. */
function classDateName(at: number, timeZone: string): string {
  const z = zonedTime(at, timeZone);
  const month = MONTHS[z.month - 1];
  const dayOfMonth = Number(z.day.slice(8, 10));
  return `${z.weekday}, ${dayOfMonth} ${month} · ${String(z.hour).padStart(2, '0')}:${String(z.minute).padStart(2, '0')}`;
}
