/** @jest-environment node */
// docs/security.md "Analytics cost": /analytics reads the cohort of a test from cohort_best (one row per student,
// each student's best attempt, kept by triggers), so one student's thousands of attempts cost the others nothing.
// Figures: `npm run bench:analytics` (scripts/bench-analytics-cost.ts). Here: the reads /analytics makes never
// range over the attempts of a test, and the rank and topper still count each student once, by their best attempt.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type Database from 'better-sqlite3';
import BetterSqlite from 'better-sqlite3';
import { createApp } from '../../../server/app';
import { sqliteDatabase } from '../../../server/db/connect';
import { migrate, MIGRATIONS } from '../../../server/db/migrate';
import type { Db } from '../../../server/db/migration';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import { REPORT_LIST_MAX } from '../../../server/routes/report-routes';
import type { WireStudent } from '../../../server/http/wire-types';
import { answerFor, loadTest, newSubmissionId, postForm, progressOf, course } from '../delivery-helpers';
import { buildSubmitAnsDetails } from '../../../domain/test-engine/payloads';
import { authHeaders, seededDatabase, SEED_TIME, type TestServer } from '../test-server';

const HEAVY_ATTEMPTS = 3000;
const TEST = DEMO_TESTS.sectionedMock;

/** Every statement run while `recording` is on, with its arguments. */
const runs: { sql: string; args: unknown[] }[] = [];
let recording = false;

/** The database as the app sees it, with every statement's runs recorded (while recording). */
function recorded(db: Db): Db {
  const wrap = (stmt: Database.Statement) => new Proxy(stmt, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'all' || prop === 'get' || prop === 'run' || prop === 'iterate') {
        return (...args: unknown[]) => {
          if (recording) runs.push({ sql: target.source, args });
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql));
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let db: Db;
let s: Pick<TestServer, 'request' | 'get'> & { db: Db };
let demo: WireStudent;
let session: string;
let heavy: number;

beforeAll(async () => {
  db = await seededDatabase();
  let time = SEED_TIME + 60_000;
  const app = createApp({ db: sqliteDatabase(recorded(db)), mode: 'demo', now: () => time, log: () => undefined });
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  s = { db, request, get: (path, headers = {}) => request(path, { headers }) };
  const login = await request('/api/app/login', { method: 'POST', body: new URLSearchParams({ userId: 'demo.student', password: 'Demo@1234' }) });
  demo = (await login.json()).obj as WireStudent;

  // one student with HEAVY_ATTEMPTS submitted sittings of the test, marks 0..39 (best 39, three times)
  heavy = Number(db.prepare("INSERT INTO students (login_id, email, mobile, password_hash, name) VALUES ('heavy.one', NULL, NULL, '!', 'Heavy One')").run().lastInsertRowid);
  db.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
    INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status, test_status, total_time,
      remaining_time, time_spent, total_questions, correct_count, marks_obtained, full_marks, started_at, updated_at, submitted_at, server_time_taken)
    SELECT ?, 101, 5001, ?, 3, 'configured', 'JEE Main Sectional Practice', 'submitted', 1, 1800, 600, 1200, 15, i % 40 / 4, i % 40, 60,
      ? - i * 1000, ? - i * 1000, ? - i * 1000, 1000 + i FROM n`).run(HEAVY_ATTEMPTS, heavy, TEST, SEED_TIME, SEED_TIME, SEED_TIME);

  // the viewer takes the test: 3 right = 12 marks
  const test = await loadTest(s as TestServer, demo, { testId: TEST, testType: 3 });
  const answers = new Map(test.questionSet.slice(0, 3).map((q) => [q.questionId, answerFor(s as TestServer, q, 'right')]));
  time += 60_000;
  const ansdetails = buildSubmitAnsDetails({ test, progress: progressOf(test, answers), course: course(), testMode: 'registered', remainingTime: 600, helpCounter: 0 });
  const res = await postForm(s as TestServer, demo, '/testsubmit', { ansdetails: JSON.stringify(ansdetails), clientSubmissionId: newSubmissionId() });
  expect(res.status).toBe(200);
  session = res.body.obj.testSession;
});

const analytics = async () => {
  runs.length = 0;
  recording = true;
  try {
    const res = await s.get(`/api/analytics?testSession=${session}`, authHeaders(demo));
    expect(res.status).toBe(200);
    return await res.json();
  } finally {
    recording = false;
  }
};

/** Rank by the definition, straight from the attempts: 1 + the other students whose best attempt scored more. */
const expectedRank = (mine: number) => {
  const best = db.prepare(`SELECT student_id, MAX(marks_obtained) AS best FROM attempts
    WHERE test_type = 3 AND test_id = ? AND template_id = 5001 AND kind = 'configured' AND status = 'submitted' AND student_id <> ? GROUP BY student_id`)
    .all(TEST, demo.studentId) as { best: number }[];
  return { rank: 1 + best.filter((b) => b.best > mine).length, totalStudent: best.length + 1 };
};

describe('/analytics with one student\'s thousands of attempts', () => {
  it('keeps one cohort row per student and test, whatever the attempt count', () => {
    expect(db.prepare('SELECT COUNT(*) AS n, MAX(marks_obtained) AS best FROM cohort_best WHERE student_id = ? AND test_id = ?').get(heavy, TEST))
      .toEqual({ n: 1, best: 39 });
  });

  it('counts the heavy student once, by their best attempt, and names it the topper', async () => {
    const body = await analytics();
    expect(body).toMatchObject({ marksObtain: 12, ...expectedRank(12) });
    // 39 marks three times (i = 39, 79, 119, ... 2999): the least server time (1039 s) wins the tie
    const best = db.prepare('SELECT id, server_time_taken FROM cohort_best b JOIN attempts a ON a.id = b.attempt_id WHERE b.student_id = ? AND b.test_id = ?').get(heavy, TEST);
    expect(best).toMatchObject({ server_time_taken: 1039 });
    expect(body.topperCompare[1]).toMatchObject({ title: 'Topper', score: 39 });
  });

  it('reads no attempt of the test by range: only the viewer\'s own attempt by id and the cohort rows', async () => {
    await analytics();
    const plans = runs.flatMap(({ sql, args }) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(args as unknown[])) as { detail: string }[]).map((p) => p.detail));
    const attemptReads = plans.filter((d) => /\b(SCAN|SEARCH) attempts\b/.test(d));
    expect(attemptReads.length).toBeGreaterThan(0);
    for (const d of attemptReads) expect(d).toMatch(/^SEARCH attempts USING INTEGER PRIMARY KEY \(rowid=\?\)$/);
    expect(plans.some((d) => /cohort_best/.test(d))).toBe(true);
  });

  it('follows changes of marks and deletions: the cohort row is the best attempt left', () => {
    db.prepare('UPDATE attempts SET marks_obtained = 0 WHERE student_id = ? AND marks_obtained = 39').run(heavy);
    expect(db.prepare('SELECT marks_obtained AS best FROM cohort_best WHERE student_id = ? AND test_id = ?').get(heavy, TEST)).toEqual({ best: 38 });
    db.prepare('DELETE FROM attempts WHERE student_id = ? AND marks_obtained >= 30').run(heavy);
    expect(db.prepare('SELECT marks_obtained AS best FROM cohort_best WHERE student_id = ? AND test_id = ?').get(heavy, TEST)).toEqual({ best: 29 });
    db.prepare('DELETE FROM attempts WHERE student_id = ?').run(heavy);
    expect(db.prepare('SELECT COUNT(*) AS n FROM cohort_best WHERE student_id = ?').get(heavy)).toEqual({ n: 0 });
  });
});

describe('the student\'s own report calls with thousands of attempts', () => {
  const OWN = REPORT_LIST_MAX + 500;
  const during = async (path: string) => {
    runs.length = 0;
    recording = true;
    try {
      const res = await s.get(path, authHeaders(demo));
      expect(res.status).toBe(200);
      return (await res.json()).obj;
    } finally {
      recording = false;
    }
  };

  beforeAll(() => {
    const topicTest = (db.prepare("SELECT id FROM tests WHERE template_id = 5001 AND test_type = 2 ORDER BY id LIMIT 1").get() as { id: number }).id;
    db.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
      INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status, test_status, total_time,
        remaining_time, time_spent, total_questions, correct_count, unattempted_count, marks_obtained, full_marks, started_at, updated_at, submitted_at)
      SELECT ?, 101, 5001, ?, 2, 'configured', 'Own ' || i, 'submitted', 1, 600, 100, 500, 10, i % 10, 10 - i % 10, i % 10, 10,
        ? + i * 1000, ? + i * 1000, ? + i * 1000 FROM n`).run(OWN, demo.studentId, topicTest, SEED_TIME, SEED_TIME, SEED_TIME);
  });

  it('the report list of a type holds the newest REPORT_LIST_MAX attempts, newest first', async () => {
    const rows = await during('/api/studentreportlist?courseId=101&testType=2') as { mockTestName: string }[];
    expect(rows).toHaveLength(REPORT_LIST_MAX);
    expect(rows[0].mockTestName).toBe(`Own ${OWN}`);
    expect(rows[REPORT_LIST_MAX - 1].mockTestName).toBe(`Own ${OWN - REPORT_LIST_MAX + 1}`);
  });

  it('the overview reads only the last tests of each type, by index', async () => {
    const overview = await during('/api/dashboard?courseId=101') as { testType: number; testLastTestsX: string[] }[];
    expect(overview.find((o) => o.testType === 2)?.testLastTestsX).toEqual([OWN - 4, OWN - 3, OWN - 2, OWN - 1, OWN].map((i) => `Own ${i}`));
    const reads = runs.filter(({ sql }) => /\bFROM "?attempts\b/i.test(sql));
    expect(reads.length).toBeGreaterThan(0);
    for (const { sql, args } of reads) {
      expect(sql).toMatch(/\bLIMIT\b/i);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(args as unknown[])) as { detail: string }[]).map((p) => p.detail);
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE|SCAN attempts/);
    }
  });
});

describe('migration 004 on a database with attempts', () => {
  it('fills cohort_best with each student\'s best submitted attempt of each test', async () => {
    const old = new BetterSqlite(':memory:');
    await migrate(sqliteDatabase(old), MIGRATIONS.slice(0, 3));
    const student = old.prepare("INSERT INTO students (login_id, password_hash, name) VALUES (?, '!', ?)");
    const [a, b] = ['m.one', 'm.two'].map((id) => Number(student.run(id, id).lastInsertRowid));
    const attempt = old.prepare(`INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, test_mode, status,
      total_time, remaining_time, marks_obtained, started_at, updated_at, submitted_at) VALUES (?, 101, 5001, ?, ?, ?, 'T', ?, ?, 600, ?, ?, 0, ?, ?)`);
    attempt.run(a, 3002, 3, 'configured', '', 'submitted', 100, 10, 1, 1);
    attempt.run(a, 3002, 3, 'configured', 'registered', 'submitted', 300, 12, 2, 2); // best of a: most marks
    attempt.run(a, 3002, 3, 'configured', '', 'saved', 0, 50, 3, null); // not submitted: not counted
    attempt.run(b, 3002, 3, 'configured', '', 'submitted', 200, 12, 4, 4); // 12 in 400 s
    attempt.run(b, 3002, 3, 'configured', '', 'submitted', 500, 12, 5, 5); // 12 in 100 s: best of b
    attempt.run(b, 7, 1, 'self', 'beginner', 'submitted', 0, 3, 6, 6); // self tests: one row per mode
    attempt.run(b, 7, 1, 'self', 'advance', 'submitted', 0, 4, 7, 7);
    await migrate(sqliteDatabase(old));
    expect(old.prepare('SELECT student_id, test_id, cohort_mode, marks_obtained, ranking_time, submitted_at FROM cohort_best ORDER BY student_id, test_id, cohort_mode').all()).toEqual([
      { student_id: a, test_id: 3002, cohort_mode: '', marks_obtained: 12, ranking_time: 300, submitted_at: 2 },
      { student_id: b, test_id: 7, cohort_mode: 'advance', marks_obtained: 4, ranking_time: 600, submitted_at: 7 },
      { student_id: b, test_id: 7, cohort_mode: 'beginner', marks_obtained: 3, ranking_time: 600, submitted_at: 6 },
      { student_id: b, test_id: 3002, cohort_mode: '', marks_obtained: 12, ranking_time: 100, submitted_at: 5 },
    ]);
    old.close();
  });
});
