/** @jest-environment node */
// demo.student's seeded history (issue 12): about 40 attempts over the past year through the submit path, one test
// saved for later, nothing for the other accounts; and every report and analytics call works on them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Hono } from 'hono';
import { createApp } from '../../server/app';
import { sqliteDatabase } from '../../server/db/connect';
import type { Db } from '../../server/db/migration';
import { seedCohort } from '../../server/db/seed-cohort';
import { HISTORY_META_KEY, localDayStart, RUNNING_TEST, seedDemoHistory } from '../../server/db/seed-history';
import type { WireStudent } from '../../server/http/wire-types';
import { authHeaders, DAY, MINUTE, SEED_TIME, seededDatabase, TEST_UPLOAD_DIR } from './test-server';

const ZONE = 'Asia/Kolkata';
/** the history is written an hour after the demo data (the class test was scheduled an hour before that) */
const NOW = SEED_TIME + 60 * MINUTE;

const localDate = (ms: number, timeZone = ZONE): string => new Intl.DateTimeFormat('en-CA', { timeZone }).format(ms);

interface Row {
  id: number; studentId: number; courseId: number; templateId: number; testType: number; testId: number; testName: string; testMode: string;
  kind: string; status: string; testStatus: number; submittedAt: number | null; updatedAt: number; totalQuestions: number; correctCount: number;
  incorrectCount: number; unattemptedCount: number; marksObtained: number; fullMarks: number; serverTimeTaken: number | null;
  clientSubmissionId: string | null; totalTime: number; remainingTime: number; helpCounter: number;
}
const attemptsOf = (db: Db, login: string): Row[] => db.prepare<[string], Row>(
  `SELECT a.id, a.student_id AS studentId, a.course_id AS courseId, a.template_id AS templateId, a.test_type AS testType, a.test_id AS testId,
     a.test_name AS testName, a.test_mode AS testMode, a.kind, a.status, a.test_status AS testStatus, a.submitted_at AS submittedAt,
     a.updated_at AS updatedAt, a.total_questions AS totalQuestions, a.correct_count AS correctCount, a.incorrect_count AS incorrectCount,
     a.unattempted_count AS unattemptedCount, a.marks_obtained AS marksObtained, a.full_marks AS fullMarks, a.server_time_taken AS serverTimeTaken,
     a.client_submission_id AS clientSubmissionId, a.total_time AS totalTime, a.remaining_time AS remainingTime, a.help_counter AS helpCounter
   FROM attempts a JOIN students s ON s.id = a.student_id WHERE s.login_id = ? ORDER BY a.id`).all(login);

/** demo.student's attempts written by the history (the demo data has one of its own: the written practice). */
const historyOf = (db: Db): Row[] => attemptsOf(db, 'demo.student').filter((a) => a.clientSubmissionId?.startsWith('demo-history-') || a.status === 'saved');

let db: Db;
let app: Hono;
let demo: WireStudent;
let history: Row[];
let submitted: Row[];

const get = async (path: string, student = demo) => {
  const res = await app.request(`/api${path}`, { headers: authHeaders(student) });
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  db = await seededDatabase();
  const database = sqliteDatabase(db);
  expect(await seedCohort(database, SEED_TIME)).toBe(true);
  expect(await seedDemoHistory(database, NOW, { timeZone: ZONE })).toBe(true);
  history = historyOf(db);
  submitted = history.filter((a) => a.status === 'submitted');
  app = createApp({ db: database, mode: 'demo', now: () => NOW + MINUTE, log: () => {}, uploadDir: TEST_UPLOAD_DIR, payments: null });
  const res = await app.request('/api/app/login', { method: 'POST', body: new URLSearchParams({ userId: 'demo.student', password: 'Demo@1234', device: 'web' }) });
  expect(res.status).toBe(200);
  demo = (await res.json()).obj as WireStudent;
});
afterAll(() => {
  db.close();
});

describe('seedDemoHistory: what it writes', () => {
  it('is written once (app_meta) and a second call writes nothing', async () => {
    expect(db.prepare('SELECT 1 AS n FROM app_meta WHERE key = ?').get(HISTORY_META_KEY)).toEqual({ n: 1 });
    expect(await seedDemoHistory(sqliteDatabase(db), NOW + DAY, { timeZone: ZONE })).toBe(false);
    expect(historyOf(db)).toHaveLength(history.length);
  });

  it('is the same history for the same time (fixed seed)', async () => {
    const other = await seededDatabase();
    await seedCohort(sqliteDatabase(other), SEED_TIME);
    await seedDemoHistory(sqliteDatabase(other), NOW, { timeZone: ZONE });
    const strip = (rows: Row[]) => rows.map(({ id, ...rest }) => rest);
    expect(strip(historyOf(other))).toEqual(strip(history));
    other.close();
  });

  it('writes about 40 submitted attempts and one saved test; nothing for new.student and trial.student', () => {
    expect(submitted.length).toBeGreaterThanOrEqual(35);
    expect(submitted.length).toBeLessThanOrEqual(48);
    expect(history.filter((a) => a.status === 'saved')).toHaveLength(1);
    expect(attemptsOf(db, 'new.student')).toEqual([]);
    expect(attemptsOf(db, 'trial.student')).toEqual([]);
  });

  it('covers topic, mock and class tests and learning sessions in both modes in course 101, and a few in 103 and 104', () => {
    const jee = submitted.filter((a) => a.courseId === 101);
    expect(jee.length).toBeGreaterThan(submitted.length * 0.7);
    const byType = (t: number) => jee.filter((a) => a.testType === t);
    expect(byType(2).length).toBeGreaterThanOrEqual(10);
    expect(byType(3).length).toBeGreaterThanOrEqual(5);
    expect(byType(4)).toHaveLength(1);
    expect(new Set(byType(3).map((a) => a.testId))).toEqual(new Set([3001, 3002, 3003, 3004]));
    expect(byType(1).filter((a) => a.testMode === 'beginner').length).toBeGreaterThanOrEqual(3);
    expect(byType(1).filter((a) => a.testMode === 'advance').length).toBeGreaterThanOrEqual(3);
    expect(byType(1).every((a) => a.kind === 'self')).toBe(true);
    expect(submitted.filter((a) => a.courseId === 103).length).toBeGreaterThanOrEqual(2);
    expect(submitted.filter((a) => a.courseId === 104).length).toBeGreaterThanOrEqual(1);
  });

  it('is spread over the past 12 months, more in recent months, all in the past', () => {
    const times = submitted.map((a) => a.submittedAt ?? 0);
    expect(Math.max(...times)).toBeLessThan(NOW);
    expect(Math.min(...times)).toBeGreaterThan(NOW - 366 * DAY);
    const months = new Set(times.map((t) => localDate(t).slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(11);
    const recent = times.filter((t) => t > NOW - 90 * DAY).length;
    const old = times.filter((t) => t < NOW - 270 * DAY).length;
    expect(recent).toBeGreaterThan(2 * old);
    // the row times are the sitting's: updated at the submit, the server-measured time within the test's time
    for (const a of submitted) {
      expect(a.updatedAt).toBe(a.submittedAt);
      expect(a.serverTimeTaken).toBeGreaterThan(0);
      expect(a.serverTimeTaken).toBeLessThanOrEqual(a.totalTime);
    }
  });

  it('has at least 2 attempts today and some yesterday (server time zone), several days with more than one', () => {
    const days = submitted.map((a) => localDate(a.submittedAt ?? 0));
    const today = localDate(NOW);
    const yesterday = localDate(NOW - DAY);
    expect(days.filter((d) => d === today).length).toBeGreaterThanOrEqual(2);
    expect(days.filter((d) => d === yesterday).length).toBeGreaterThanOrEqual(2);
    const perDay = new Map<string, number>();
    for (const d of days) perDay.set(d, (perDay.get(d) ?? 0) + 1);
    expect([...perDay.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(5);
  });

  it('has days with 80 or more answered questions (the heatmap top level)', () => {
    const answered = db.prepare<[number], { day: number; n: number }>(
      `SELECT a.submitted_at AS day, COUNT(*) AS n FROM attempt_questions q JOIN attempts a ON a.id = q.attempt_id
       WHERE a.student_id = ? AND a.status = 'submitted' AND a.course_id = 101 AND q.student_response <> '' GROUP BY a.id`).all(demo.studentId);
    const perDay = new Map<string, number>();
    for (const r of answered) perDay.set(localDate(r.day), (perDay.get(localDate(r.day)) ?? 0) + r.n);
    expect([...perDay.values()].filter((n) => n >= 80).length).toBeGreaterThanOrEqual(2);
  });

  it('mostly right answers, better over the year', () => {
    const rate = (rows: Row[]) => rows.reduce((s, a) => s + a.correctCount, 0) / rows.reduce((s, a) => s + a.totalQuestions, 0);
    const firstHalf = submitted.filter((a) => (a.submittedAt ?? 0) < NOW - 180 * DAY);
    const lastQuarter = submitted.filter((a) => (a.submittedAt ?? 0) > NOW - 90 * DAY);
    expect(rate(lastQuarter)).toBeGreaterThan(rate(firstHalf) + 0.1);
    expect(rate(lastQuarter)).toBeGreaterThan(0.6);
    for (const a of submitted) {
      expect(a.correctCount + a.incorrectCount + a.unattemptedCount).toBe(a.totalQuestions);
      expect(a.testStatus).toBe(1);
    }
  });

  it('keeps today in the server day when the day has just begun', async () => {
    const young = await seededDatabase();
    const now = localDayStart(SEED_TIME + 2 * DAY, 0, ZONE) + 4 * MINUTE;
    await seedDemoHistory(sqliteDatabase(young), now, { timeZone: ZONE });
    const rows = historyOf(young).filter((a) => a.status === 'submitted');
    expect(rows.filter((a) => localDate(a.submittedAt ?? 0) === localDate(now)).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...rows.map((a) => a.submittedAt ?? 0))).toBeLessThanOrEqual(now);
    young.close();
  });
});

describe('the routes on the seeded history', () => {
  it('Jump Back In: /testcurrentrunning finds the saved test, and it resumes', async () => {
    const { body } = await get('/testcurrentrunning?templateId=5001');
    expect(body.responseTxt).toBe('success');
    expect(body.obj).toMatchObject({ testName: RUNNING_TEST.title, testType: 2 });
    const resumed = await get(`/testdetailexisting?templateId=5001&testSession=${body.obj.testSession}`);
    expect(resumed.status).toBe(200);
    const test = resumed.body.obj[0];
    expect(test.lastQuestionIndex).toBe(RUNNING_TEST.lastQuestionIndex);
    expect(test.questionSet.filter((q: { studentResponse: string }) => q.studentResponse !== '').length).toBeLessThanOrEqual(RUNNING_TEST.answered);
    expect(test.questionSet.filter((q: { studentResponse: string }) => q.studentResponse !== '').length).toBeGreaterThan(0);
  });

  it('/dashboard of every course with history', async () => {
    for (const courseId of [101, 103, 104]) {
      const { status, body } = await get(`/dashboard?courseId=${courseId}`);
      expect(status).toBe(200);
      expect(body.responseTxt).toBe('success');
    }
  });

  it('/studentreportlist lists every submitted attempt of each type, newest first, with its submit time', async () => {
    for (const courseId of [101, 103, 104]) {
      for (const testType of [1, 2, 3, 4]) {
        const expected = submitted.filter((a) => a.courseId === courseId && a.testType === testType);
        const { body } = await get(`/studentreportlist?courseId=${courseId}&testType=${testType}`);
        expect(body.responseTxt).toBe('success');
        const sessions = (body.obj as { testSession: string }[]).map((r) => Number(r.testSession));
        expect(sessions.filter((id) => expected.some((a) => a.id === id)).sort()).toEqual(expected.map((a) => a.id).sort());
        const order = sessions.map((id) => submitted.find((a) => a.id === id)?.submittedAt ?? Infinity).filter((t) => t !== Infinity);
        expect(order).toEqual([...order].sort((a, b) => b - a));
      }
    }
    const { body } = await get('/studentreportlist?courseId=101&testType=1');
    const labels = new Set((body.obj as { testType: string }[]).map((r) => r.testType));
    expect(labels).toEqual(new Set(['Learning Session', 'Competitive Session']));
  });

  it('/learning-analytics, /analytics and the review answer for every seeded attempt', async () => {
    for (const a of submitted) {
      const learning = await get(`/learning-analytics?testSession=${a.id}`);
      expect([a.id, learning.status, learning.body.responseTxt]).toEqual([a.id, 200, 'success']);
      const analytics = await get(`/analytics?testSession=${a.id}`);
      expect([a.id, analytics.status, analytics.body.responseTxt]).toEqual([a.id, 200, 'success']);
      const review = await get(`/app/testresultview?testSession=${a.id}`);
      expect([a.id, review.status, review.body.responseTxt]).toEqual([a.id, 200, 'success']);
      expect(review.body.obj[0].questionSet).toHaveLength(a.totalQuestions);
    }
  });

  it('a mock test of the history ranks against the cohort', async () => {
    const mock = submitted.find((a) => a.testId === 3002);
    if (!mock) throw new Error('no sectioned mock in the history');
    const { body } = await get(`/analytics?testSession=${mock.id}`);
    expect(JSON.stringify(body)).toContain('JEE Main Sectional Practice');
  });
});
