/** @jest-environment node */
// docs/api.md "Dashboard, profile, shared modals and media": the activity chart and the tests of a day (from the stored
// submitted attempts, days in the server's time zone), the week's classes, notifications and the first-time welcome.
// The fixtures use demo.student's course 104 (no seeded attempts) unless they say otherwise.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { createApp } from '../../server/app';
import { seedDashboardData } from '../../server/db/seed-dashboard';
import { timeZoneFromEnv } from '../../server/http/zoned-days';
import type { WireStudent } from '../../server/http/wire-types';
import { insertAttempt, studentId, zonedServer, type ZonedServer } from './dashboard-helpers';
import { DAY, SEED_TIME } from './test-server';

const COURSE = 104;
const HOUR = 3600_000;
const MINUTE_MS = 60_000;
/** 2026-01-15 14:31 in Kolkata (UTC+5:30) is the clock of every test server */
const IST = 5.5 * HOUR;
/** An instant at a wall-clock time in Kolkata. */
const ist = (day: string, time = '12:00:00') => Date.parse(`${day}T${time}Z`) - IST;

let z: ZonedServer;
let demo: WireStudent;
let me: number;
beforeEach(async () => {
  z = await zonedServer('Asia/Kolkata');
  demo = await z.login();
  me = demo.studentId;
});

const query = (params: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
const activity = (params: Record<string, string | number> = {}, student: WireStudent = demo) =>
  z.get(`/get-activity${query({ studentId: student.studentId, courseId: COURSE, ...params })}`, student);
const years = (params: Record<string, string | number> = {}) =>
  z.get(`/get-activity-years${query({ studentId: me, courseId: COURSE, ...params })}`, demo);
const byDay = (date: string, params: Record<string, string | number> = {}) =>
  z.get(`/get-activity-by-day${query({ studentId: me, courseId: COURSE, date, ...params })}`, demo);

describe('GET /get-activity-years', () => {
  it('answers the current year when there is no activity', async () => {
    expect((await years()).body).toEqual({ responseTxt: 'success', message: 'Success', obj: [2026] });
  });

  it('lists the years with answered questions, newest first; unanswered, unsubmitted and other courses\' attempts do not count', async () => {
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2024-03-01') });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2021-12-31', '23:59:00') });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2023-06-01'), correct: 0, incorrect: 0, unanswered: 5 });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2022-06-01'), status: 'saved' });
    insertAttempt(z.db, { student: me, course: 101, at: ist('2020-06-01') });
    expect((await years()).body.obj).toEqual([2026, 2024, 2021]);
  });

  it('reads the year of the server\'s time zone: 31 December 20:00 UTC is already the new year in Kolkata', async () => {
    insertAttempt(z.db, { student: me, course: COURSE, at: Date.parse('2024-12-31T20:00:00Z') });
    expect((await years()).body.obj).toEqual([2026, 2025]);
  });
});

describe('GET /get-activity', () => {
  it('lists the 12 months ending with the current one, oldest first, each with its days that have a count', async () => {
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-10', '09:00:00'), correct: 3, incorrect: 2, unanswered: 4 });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-10', '21:00:00'), type: 1, mode: 'beginner', correct: 1, incorrect: 1 });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2025-02-01', '00:00:00'), correct: 0, incorrect: 7 });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2025-01-31', '23:59:59') }); // before the 12 months
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-12'), status: 'saved' });
    const { status, body } = await activity();
    expect(status).toBe(200);
    expect(body.obj.map((m: { month: string }) => m.month)).toEqual([
      '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01',
    ]);
    expect(body.obj[0]).toEqual({ month: '2025-02', days: [{ date: '2025-02-01', count: 7 }] });
    expect(body.obj[11]).toEqual({ month: '2026-01', days: [{ date: '2026-01-10', count: 7 }] });
    expect(body.obj.slice(1, 11).every((m: { days: unknown[] }) => m.days.length === 0)).toBe(true);
  });

  it('with a year: January to December of that year', async () => {
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2024-02-29'), correct: 2 });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2024-12-31', '23:00:00'), correct: 4 });
    const { body } = await activity({ year: 2024 });
    expect(body.obj).toHaveLength(12);
    expect(body.obj[0].month).toBe('2024-01');
    expect(body.obj[1]).toEqual({ month: '2024-02', days: [{ date: '2024-02-29', count: 2 }] });
    expect(body.obj[11]).toEqual({ month: '2024-12', days: [{ date: '2024-12-31', count: 4 }] });
  });

  it('splits days at midnight in Kolkata: 18:29:59 UTC is the day, 18:30 UTC the next', async () => {
    insertAttempt(z.db, { student: me, course: COURSE, at: Date.parse('2026-01-09T18:29:59Z'), correct: 1 });
    insertAttempt(z.db, { student: me, course: COURSE, at: Date.parse('2026-01-09T18:30:00Z'), correct: 2 });
    insertAttempt(z.db, { student: me, course: COURSE, at: Date.parse('2026-01-08T18:30:00Z'), correct: 4 });
    const { body } = await activity();
    expect(body.obj[11].days).toEqual([{ date: '2026-01-09', count: 5 }, { date: '2026-01-10', count: 2 }]);
  });

  it('counts the seeded written practice of course 101: its answered questions on the day it was submitted', async () => {
    const seeded = z.db.prepare<[number], { n: number; at: number }>(
      "SELECT correct_count + incorrect_count AS n, submitted_at AS at FROM attempts WHERE student_id = ? AND course_id = 101 AND status = 'submitted'").get(me)!;
    expect(seeded.n).toBeGreaterThan(0);
    const { body } = await activity({ courseId: 101 });
    expect(body.obj[11].days).toEqual([{ date: new Date(seeded.at + IST).toISOString().slice(0, 10), count: seeded.n }]);
  });

  it.each([
    ['year 1999', { year: 1999 }, 'year must be a year from 2000 to 2100'],
    ['year text', { year: 'last' }, 'year must be an integer'],
    ['courseId text', { courseId: 'x' }, 'courseId must be an integer'],
    ['no studentId', { studentId: '' }, 'studentId must be an integer'],
  ])('answers 400 for %s', async (_what, params, message) => {
    const res = await activity(params as Record<string, string | number>);
    expect([res.status, res.body.responseTxt, res.body.message]).toEqual([400, 'validation_error', message]);
  });
});

describe('the server\'s time zone is a dependency', () => {
  it('comes from TIME_ZONE (default Asia/Kolkata); an unknown zone stops the start', () => {
    expect(timeZoneFromEnv({})).toBe('Asia/Kolkata');
    expect(timeZoneFromEnv({ TIME_ZONE: ' Europe/Berlin ' })).toBe('Europe/Berlin');
    expect(() => timeZoneFromEnv({ TIME_ZONE: 'Mars/Olympus' })).toThrow('TIME_ZONE must be an IANA time zone such as Asia/Kolkata, got "Mars/Olympus"');
    expect(() => createApp({ db: z.database, mode: 'demo', timeZone: 'Nowhere', log: () => undefined })).toThrow('TIME_ZONE must be an IANA time zone');
  });

  it('in New York the same instants fall on other days, and a day of 23 hours ends at the right midnight', async () => {
    const ny = await zonedServer('America/New_York');
    const student = await ny.login();
    const id = student.studentId;
    // 2026-01-10 03:00 UTC is 22:00 on the 9th in New York and 08:30 on the 10th in Kolkata
    insertAttempt(ny.db, { student: id, course: COURSE, at: Date.parse('2026-01-10T03:00:00Z'), correct: 3 });
    // the clocks went forward on 9 March 2025: that day ran from 05:00 to 04:00 UTC (23 hours)
    insertAttempt(ny.db, { student: id, course: COURSE, at: Date.parse('2025-03-09T04:59:59Z'), correct: 1 });
    insertAttempt(ny.db, { student: id, course: COURSE, at: Date.parse('2025-03-10T03:59:59Z'), correct: 2 });
    insertAttempt(ny.db, { student: id, course: COURSE, at: Date.parse('2025-03-10T04:00:00Z'), correct: 4 });
    const get = (path: string) => ny.get(`${path}${query({ studentId: id, courseId: COURSE })}`, student);
    const months = (await get('/get-activity')).body.obj;
    expect(months.find((m: { month: string }) => m.month === '2026-01').days).toEqual([{ date: '2026-01-09', count: 3 }]);
    expect(months.find((m: { month: string }) => m.month === '2025-03').days).toEqual([
      { date: '2025-03-08', count: 1 }, { date: '2025-03-09', count: 2 }, { date: '2025-03-10', count: 4 },
    ]);
    const day = await ny.get(`/get-activity-by-day${query({ studentId: id, courseId: COURSE, date: '2026-01-09' })}`, student);
    expect(day.body.obj).toHaveLength(1);
  });
});

describe('GET /get-activity-by-day', () => {
  it('lists the day\'s tests and sessions, newest first, with their counts and the session id', async () => {
    const topic = insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-14', '08:00:00'), type: 2, name: 'Kinematics Topic Test', correct: 4, incorrect: 3, unanswered: 3 });
    const learning = insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-14', '10:00:00'), type: 1, mode: 'beginner', name: 'Optics Session', correct: 2 });
    const competitive = insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-14', '11:00:00'), type: 1, mode: 'advance', name: 'Waves Session', incorrect: 1 });
    const mock = insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-14', '23:59:59'), type: 3, name: 'Full Mock' });
    const classMock = insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-14', '00:00:00'), type: 5, name: 'Class Mock' });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-15', '00:00:00') });
    insertAttempt(z.db, { student: me, course: COURSE, at: ist('2026-01-14', '12:00:00'), status: 'saved' });
    const { status, body } = await byDay('2026-01-14');
    expect(status).toBe(200);
    expect(body.obj).toEqual([
      { testTitle: 'Full Mock', testType: 3, testMode: '', totalQuestions: 1, correctCount: 1, incorrectCount: 0, notAnsweredCount: 0, testSession: String(mock) },
      { testTitle: 'Waves Session', testType: 1, testMode: 'Competitive', totalQuestions: 2, correctCount: 1, incorrectCount: 1, notAnsweredCount: 0, testSession: String(competitive) },
      { testTitle: 'Optics Session', testType: 1, testMode: 'Learning', totalQuestions: 2, correctCount: 2, incorrectCount: 0, notAnsweredCount: 0, testSession: String(learning) },
      { testTitle: 'Kinematics Topic Test', testType: 2, testMode: '', totalQuestions: 10, correctCount: 4, incorrectCount: 3, notAnsweredCount: 3, testSession: String(topic) },
      { testTitle: 'Class Mock', testType: 4, testMode: '', totalQuestions: 1, correctCount: 1, incorrectCount: 0, notAnsweredCount: 0, testSession: String(classMock) },
    ]);
  });

  it('answers an empty list for a day without tests', async () => {
    expect((await byDay('2026-01-01')).body).toEqual({ responseTxt: 'success', message: 'Success', obj: [] });
  });

  it.each([['2026-02-30'], ['2026-1-5'], ['yesterday']])('answers 400 for the date %s', async (date) => {
    expect((await byDay(date)).body).toMatchObject({ responseTxt: 'validation_error', message: 'date must be a date YYYY-MM-DD' });
  });
});

describe('ownership of the activity calls', () => {
  it.each(['/get-activity', '/get-activity-years', '/get-activity-by-day'])('%s: 403 for another student\'s id or a course that is not the student\'s; 401 without a session', async (path) => {
    const other = studentId(z.db, 'new.student');
    insertAttempt(z.db, { student: other, course: COURSE, at: ist('2026-01-14') });
    const date = { date: '2026-01-14' };
    const theirs = await z.get(`${path}${query({ studentId: other, courseId: COURSE, ...date })}`, demo);
    expect([theirs.status, theirs.body]).toEqual([403, { responseTxt: 'forbidden', message: 'This is not your account', obj: null }]);
    const course = await z.get(`${path}${query({ studentId: me, courseId: 105, ...date })}`, demo);
    expect([course.status, course.body.responseTxt, course.body.message]).toEqual([403, 'forbidden', 'This course is not one of your courses']);
    expect((await z.get(`${path}${query({ studentId: me, courseId: COURSE, ...date })}`)).status).toBe(401);
  });
});

describe('GET /get-week-classes', () => {
  const week = (classId: number | string = 12, student: WireStudent = demo) => z.get(`/get-week-classes?classId=${classId}`, student);

  beforeEach(async () => {
    await seedDashboardData(z.database, SEED_TIME, 'Asia/Kolkata');
  });

  it('lists the class\'s classes from today (Thursday 15 January) to 7 days ahead, in class order', async () => {
    const { status, body } = await week();
    expect(status).toBe(200);
    expect(body.responseTxt).toBe('success');
    expect(body.obj.map((c: { classDateName: string }) => c.classDateName)).toEqual([
      'Thu, 15 Jan · 10:00', 'Fri, 16 Jan · 11:30', 'Sat, 17 Jan · 09:00', 'Sat, 17 Jan · 16:00', 'Sun, 18 Jan · 10:00',
      'Mon, 19 Jan · 14:00', 'Tue, 20 Jan · 09:30', 'Thu, 22 Jan · 10:00',
    ]);
    expect(body.obj[0]).toEqual({
      topicTitle: 'Laws of Motion: Friction', classDateName: 'Thu, 15 Jan · 10:00', subject: 'Physics', className: 'Class 12',
      schoolName: 'Springfield High School', teacherName: 'Ms. Priya Nair',
    });
    expect(body.obj[3]).toMatchObject({ topicTitle: 'Doubt clearing: Electrostatics', subject: 'Physics' });
  });

  it('the weekly classes keep coming: a month later the week still has them, the one-off class is gone', async () => {
    z.advance(30 * DAY);
    const later = await z.login();
    const { body } = await week(12, later);
    expect(body.obj.map((c: { classDateName: string }) => c.classDateName)).toEqual([
      'Sat, 14 Feb · 09:00', 'Sun, 15 Feb · 10:00', 'Mon, 16 Feb · 14:00', 'Tue, 17 Feb · 09:30', 'Thu, 19 Feb · 10:00',
      'Fri, 20 Feb · 11:30', 'Sat, 21 Feb · 09:00',
    ]);
  });

  it('a class is in the week from today\'s midnight to the end of the 7th day after it', async () => {
    z.db.prepare('INSERT INTO student_schools (student_id, position, admission_number, school_id, school_name, class_name, class_id) VALUES (?, 1, ?, 2, ?, ?, 77)')
      .run(me, 'ADM-77', 'Evening School', 'Class 11');
    const add = z.db.prepare(`INSERT INTO class_schedules (school_class_id, topic_title, subject, class_name, school_name, teacher_name, starts_at)
      VALUES (77, ?, 'Physics', 'Class 11', 'Evening School', 'Mr. Bose', ?)`);
    add.run('yesterday late', ist('2026-01-14', '23:59:59'));
    add.run('today early', ist('2026-01-15', '00:00:00'));
    add.run('last day late', ist('2026-01-22', '23:59:59'));
    add.run('eighth day', ist('2026-01-23', '00:00:00'));
    const { body } = await week(77);
    expect(body.obj.map((c: { topicTitle: string }) => c.topicTitle)).toEqual(['today early', 'last day late']);
  });

  it('answers no_data \'Classes not found\' when the class has none in the week', async () => {
    z.db.prepare('INSERT INTO student_schools (student_id, position, admission_number, school_id, school_name, class_name, class_id) VALUES (?, 1, ?, 2, ?, ?, 78)')
      .run(me, 'ADM-78', 'Evening School', 'Class 10');
    expect(await week(78)).toMatchObject({ status: 200, body: { responseTxt: 'no_data', message: 'Classes not found', obj: [] } });
  });

  it('answers 403 for a class outside the student\'s schools, 400 for a malformed id, 401 without a session', async () => {
    expect((await week(13)).body).toEqual({ responseTxt: 'forbidden', message: 'This class is not one of your classes', obj: null });
    expect((await week(12, await z.login('new.student'))).status).toBe(403);
    expect((await week('x')).body).toMatchObject({ responseTxt: 'validation_error', message: 'classId must be an integer' });
    expect((await z.get('/get-week-classes?classId=12')).status).toBe(401);
  });
});

describe('the dashboard seed', () => {
  it('is written once, and new.student gets no notifications', async () => {
    await seedDashboardData(z.database, SEED_TIME, 'Asia/Kolkata');
    const count = () => z.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM class_schedules').get()!.n;
    const before = count();
    expect(before).toBeGreaterThan(0);
    expect(await seedDashboardData(z.database, SEED_TIME + DAY, 'Asia/Kolkata')).toBe(false);
    expect(count()).toBe(before);
    const fresh = await z.login('new.student');
    expect((await z.get('/student-panel-notifications', fresh)).body.obj).toEqual({ items: [] });
    const items = (await z.get('/student-panel-notifications', demo)).body.obj.items;
    expect(items.length).toBeGreaterThanOrEqual(5);
  });
});

describe('GET /student-panel-notifications', () => {
  it('answers the newest 50, newest first', async () => {
    const add = z.db.prepare('INSERT INTO notifications (student_id, title, body, created_at) VALUES (?, ?, ?, ?)');
    for (let i = 0; i < 60; i++) add.run(me, `Note ${i}`, 'Body', SEED_TIME + 1000 + i);
    const { status, body } = await z.get('/student-panel-notifications', demo);
    expect(status).toBe(200);
    expect(body.obj.items).toHaveLength(50);
    expect(body.obj.items[0]).toEqual({ id: expect.any(Number), title: 'Note 59', body: 'Body', createdAt: new Date(SEED_TIME + 1059).toISOString() });
    expect(body.obj.items[49].title).toBe('Note 10');
  });
});

describe('POST /student-first-time-user-seen', () => {
  it('clears firstTimeUser: the welcome is not shown at the next sign-in', async () => {
    const fresh = await z.login('new.student');
    expect(fresh.firstTimeUser).toBe(1);
    expect(await z.post('/student-first-time-user-seen', {}, fresh)).toMatchObject({
      status: 200, body: { responseTxt: 'success', obj: { firstTimeUser: 0 } },
    });
    expect((await z.login('new.student')).firstTimeUser).toBe(0);
    expect((await z.post('/student-first-time-user-seen', {})).status).toBe(401);
  });
});

describe('the activity reads by index', () => {
  it('a student with thousands of attempts gets a year of activity quickly', async () => {
    const insert = z.db.transaction(() => {
      for (let i = 0; i < 5000; i++) insertAttempt(z.db, { student: me, course: COURSE, at: SEED_TIME - i * 1.6 * HOUR, correct: 2, incorrect: 1 });
    });
    insert();
    const started = performance.now();
    const { body } = await activity();
    const took = performance.now() - started;
    const total = body.obj.flatMap((m: { days: { count: number }[] }) => m.days).reduce((s: number, d: { count: number }) => s + d.count, 0);
    expect(total).toBe(5000 * 3);
    expect(took).toBeLessThan(500);
  });
});

describe('GET /reportanalytics without testType', () => {
  it('reads at most 1000 attempts of each type', async () => {
    z.db.transaction(() => {
      for (let i = 0; i < 1001; i++) insertAttempt(z.db, { student: me, course: COURSE, type: 2, at: SEED_TIME - i * MINUTE_MS });
      insertAttempt(z.db, { student: me, course: COURSE, type: 3, at: SEED_TIME - 5000 * MINUTE_MS });
    })();
    const { body } = await z.get(`/reportanalytics${query({ panel: 'student', courseId: COURSE })}`, demo);
    expect(body.obj).toHaveLength(1001);
    expect(body.obj.filter((r: { testTypeId: number }) => r.testTypeId === 2)).toHaveLength(1000);
    expect(body.obj.at(-1).testTypeId).toBe(3);
  });
});
