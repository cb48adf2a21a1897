// Demo data of the dashboard, written once (app_meta 'seeded_dashboard_at') after the demo accounts (seed.ts):
// the weekly timetable of demo.student's class (Springfield High School, Class 12, class id 12) and a one-off
// class, so the Scheduled Classes card has classes in the next 7 days whenever the server starts; and a few more
// notifications for demo.student (new.student has none).
import { timeZoneFromEnv, localDay, localTime } from '../http/zoned-days';
import { ClassScheduleRepository, type NewClassSchedule } from '../repositories/class-schedule-repository';
import { NotificationRepository } from '../repositories/notification-repository';
import { addDays } from '../shared/dates';
import type { SqlDatabase } from './connect';
import { markSeeded, seededAt, studentIdOf } from './seed-rows';

export const DEMO_CLASS = { classId: 12, schoolName: 'Springfield High School', className: 'Class 12' } as const;
const HOUR_MS = 60 * 60 * 1000;
const MARKER = 'seeded_dashboard_at';

/** Weekly classes, by days after the seed day (so every weekday but one has a class) and local time in minutes. */
const WEEKLY: readonly { inDays: number; at: number; topicTitle: string; subject: string; teacherName: string }[] = [
  { inDays: 0, at: 10 * 60, topicTitle: 'Laws of Motion: Friction', subject: 'Physics', teacherName: 'Ms. Priya Nair' },
  { inDays: 1, at: 11 * 60 + 30, topicTitle: 'Chemical Bonding and Molecular Structure', subject: 'Chemistry', teacherName: 'Mr. Arjun Mehta' },
  { inDays: 2, at: 9 * 60, topicTitle: 'Integrals: Substitution', subject: 'Mathematics', teacherName: 'Mrs. Kavita Rao' },
  { inDays: 3, at: 10 * 60, topicTitle: 'Work, Energy and Power', subject: 'Physics', teacherName: 'Ms. Priya Nair' },
  { inDays: 4, at: 14 * 60, topicTitle: 'Equilibrium', subject: 'Chemistry', teacherName: 'Mr. Arjun Mehta' },
  { inDays: 5, at: 9 * 60 + 30, topicTitle: 'Probability', subject: 'Mathematics', teacherName: 'Mrs. Kavita Rao' },
];

/** Writes the dashboard's demo data unless written before (or demo.student is missing). True when it wrote anything. */
export async function seedDashboardData(db: SqlDatabase, now: number, timeZone: string = timeZoneFromEnv(process.env)): Promise<boolean> {
  if (await seededAt(db, MARKER)) return false;
  const demoId = await studentIdOf(db, 'demo.student');
  if (demoId === undefined) return false;
  const classes = new ClassScheduleRepository(db);
  const notifications = new NotificationRepository(db);
  const today = localDay(now, timeZone);
  const schedule = (row: Omit<NewClassSchedule, 'schoolClassId' | 'className' | 'schoolName'>): NewClassSchedule =>
    ({ schoolClassId: DEMO_CLASS.classId, className: DEMO_CLASS.className, schoolName: DEMO_CLASS.schoolName, ...row });

  return db.transaction(async () => {
    if (await seededAt(db, MARKER)) return false;
    for (const w of WEEKLY) {
      await classes.add(schedule({
        topicTitle: w.topicTitle, subject: w.subject, teacherName: w.teacherName,
        startsAt: localTime(addDays(today, w.inDays), timeZone, w.at), repeatWeekly: true,
      }));
    }
    await classes.add(schedule({
      topicTitle: 'Doubt clearing: Electrostatics', subject: 'Physics', teacherName: 'Ms. Priya Nair',
      startsAt: localTime(addDays(today, 2), timeZone, 16 * 60), repeatWeekly: false,
    }));

    await notifications.add(demoId, 'Your weekly timetable is ready',
      'See this week\'s classes of Class 12 on your dashboard under Scheduled Classes.', now - 3 * HOUR_MS);
    await notifications.add(demoId, 'Mock tests in your Exam Room',
      'JEE Main Complete Course has full-length mock tests with section timers. Try one this week.', now - 2 * HOUR_MS);
    await notifications.add(demoId, 'Your written answers are being marked',
      'Your teacher is marking the Laws of Motion written practice. Its report updates as marks come in.', now - HOUR_MS);

    await markSeeded(db, MARKER, now);
    return true;
  });
}
