/** @jest-environment node */
// The cohort of /analytics (docs/security.md "Analytics cost"): rank, percentile and totalStudent now come from
// cohort_marks (a count of students per best marks, migration 009) and the topper from cohort_best's index. Here, on
// random cohorts written into an in-memory database, they equal the definition computed from the attempts themselves
// (each other student once, by the most marks of their submitted attempts; domain/reports/ranking.ts
// rankAndPercentile over round2 marks, as /analytics computed it before), for every submitted attempt viewed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { round2 } from '../../../domain/reports/format';
import { rankAndPercentile } from '../../../domain/reports/ranking';
import { type SqlDatabase, sqliteDatabase } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import type { Db } from '../../../server/db/migration';
import { rankOf } from '../../../server/reports/report-builder';
import { ReportRepository } from '../../../server/repositories/report-repository';

/** The tests the attempts are of: a configured mock, another one, and a self test in its two assessment modes. */
const TESTS = [
  { testId: 3002, testType: 3, kind: 'configured', mode: '' },
  { testId: 3001, testType: 3, kind: 'configured', mode: '' },
  { testId: 7, testType: 1, kind: 'self', mode: 'beginner' },
  { testId: 7, testType: 1, kind: 'self', mode: 'advance' },
] as const;

/** Marks with ties, negatives, and values that only tie once rounded to 2 decimals (11.999 and 12.004 are 12). */
const MARKS = [-3, -0.5, 0, 4, 11.999, 12, 12.004, 12.005, 12.01, 1.005, 7.5, 30] as const;

interface Row {
  student: number; test: number; marks: number; submitted: boolean;
  remaining: number; timeSpent: number; serverTime: number | null; at: number;
}

const row: fc.Arbitrary<Row> = fc.record({
  student: fc.integer({ min: 0, max: 7 }),
  test: fc.integer({ min: 0, max: TESTS.length - 1 }),
  marks: fc.oneof(fc.constantFrom(...MARKS), fc.integer({ min: -10, max: 40 })),
  submitted: fc.boolean(),
  remaining: fc.integer({ min: -5, max: 620 }), // out of range sometimes: then the recorded time spent counts
  timeSpent: fc.integer({ min: 0, max: 900 }),
  serverTime: fc.option(fc.integer({ min: 0, max: 3 }).map((n) => 100 * n)),
  at: fc.integer({ min: 1, max: 4 }),
});

let database: SqlDatabase;
let db: Db;
let students: number[];
let repo: ReportRepository;
let insert: Database.Statement;

beforeAll(async () => {
  database = sqliteDatabase(new Database(':memory:'));
  db = database.sqlite!;
  await migrate(database);
  const student = db.prepare("INSERT INTO students (login_id, password_hash, name) VALUES (?, '!', ?)");
  students = Array.from({ length: 8 }, (_, i) => Number(student.run(`r.${i}`, `R ${i}`).lastInsertRowid));
  repo = new ReportRepository(database);
  insert = db.prepare(`INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, test_mode, status,
    total_time, remaining_time, time_spent, marks_obtained, full_marks, started_at, updated_at, submitted_at, server_time_taken)
    VALUES (?, 101, 5001, ?, ?, ?, 'T', ?, ?, 600, ?, ?, ?, 40, 0, ?, ?, ?)`);
});

afterAll(async () => { await database.close(); });

/** The seconds that break topper ties (attempts.ranking_time, migration 004). */
const rankingTime = (r: Row) => r.serverTime ?? (r.remaining >= 0 && r.remaining <= 600 ? 600 - r.remaining : r.timeSpent);

/** Writes the rows; returns them with their attempt ids. */
const write = (rows: readonly Row[]) => rows.map((r) => {
  const t = TESTS[r.test];
  const id = Number(insert.run(students[r.student], t.testId, t.testType, t.kind, t.mode, r.submitted ? 'submitted' : 'saved', r.remaining,
    r.timeSpent, r.marks, r.at, r.submitted ? r.at : null, r.serverTime).lastInsertRowid);
  return { ...r, id };
});

/** Same cohort: the same test, and for a self test the same assessment mode. */
const sameTest = (x: Row, y: Row) => {
  const a = TESTS[x.test];
  const b = TESTS[y.test];
  return a.testId === b.testId && a.testType === b.testType && a.kind === b.kind && a.mode === b.mode;
};

describe('ReportRepository.cohortOf with rankOf', () => {
  it('gives the rank, percentile and topper of the definition on random cohorts, for every attempt viewed', async () => {
    await fc.assert(fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 40 }), async (rows) => {
      const written = write(rows);
      try {
        for (const viewed of written.filter((w) => w.submitted)) {
          const a = await repo.attempt(viewed.id);
          if (!a) throw new Error(`attempt ${viewed.id} not found`);
          const cohort = await repo.cohortOf(a);
          const taken = written.filter((w) => w.submitted && sameTest(w, viewed));
          // the definition: each OTHER student once, by their best marks; the viewer by the attempt viewed
          const best = new Map<number, number>();
          for (const w of taken) if (w.student !== viewed.student) best.set(w.student, Math.max(best.get(w.student) ?? -Infinity, w.marks));
          const mine = round2(viewed.marks);
          expect(rankOf(a, cohort.rivals)).toEqual(rankAndPercentile(mine, [mine, ...[...best.values()].map(round2)]));
          // the topper: the most marks by anyone, then the least ranking time, the earliest submit, the lowest id
          const top = [...taken].sort((x, y) => y.marks - x.marks || rankingTime(x) - rankingTime(y) || x.at - y.at || x.id - y.id)[0];
          expect(cohort.best?.id).toBe(top.id);
        }
      } finally {
        db.prepare('DELETE FROM attempts').run();
      }
      // the triggers take every row away with the attempts
      expect(db.prepare('SELECT (SELECT COUNT(*) FROM cohort_best) AS best, (SELECT COUNT(*) FROM cohort_marks) AS marks').get())
        .toEqual({ best: 0, marks: 0 });
    }), { numRuns: 150 });
  });

  it('counts the viewer once when the attempt viewed is not their best, and a single taker first', async () => {
    const [mine, better, rival] = write([
      { student: 0, test: 0, marks: 10, submitted: true, remaining: 100, timeSpent: 0, serverTime: null, at: 1 },
      { student: 0, test: 0, marks: 20, submitted: true, remaining: 100, timeSpent: 0, serverTime: null, at: 2 },
      { student: 1, test: 0, marks: 15, submitted: true, remaining: 100, timeSpent: 0, serverTime: null, at: 3 },
    ]);
    try {
      // 10 viewed: the rival's 15 is above, the viewer's own 20 is not another student
      const viewed = (await repo.attempt(mine.id))!;
      expect((await repo.cohortOf(viewed)).rivals).toEqual([{ score: 15, students: 1 }]);
      expect(rankOf(viewed, (await repo.cohortOf(viewed)).rivals)).toEqual({ rank: 2, totalStudent: 2, percentile: 0 });
      expect((await repo.cohortOf(viewed)).best?.id).toBe(better.id);
      const rivalAttempt = (await repo.attempt(rival.id))!;
      expect(rankOf(rivalAttempt, (await repo.cohortOf(rivalAttempt)).rivals)).toEqual({ rank: 2, totalStudent: 2, percentile: 0 });
      db.prepare('DELETE FROM attempts WHERE student_id = ?').run(students[1]);
      expect(rankOf(viewed, (await repo.cohortOf(viewed)).rivals)).toEqual({ rank: 1, totalStudent: 1, percentile: 100 });
    } finally {
      db.prepare('DELETE FROM attempts').run();
    }
  });

  it('reads the counts by primary key: no scan of the cohort or the attempts', async () => {
    const sql = (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get('cohort_marks') as { sql: string }).sql;
    expect(sql).toMatch(/WITHOUT ROWID/);
    const statements: string[] = [];
    const spy = new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === 'prepare') return (text: string) => { statements.push(text); return target.prepare(text); };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // the statements are prepared when they first run: view an attempt's cohort through the spying connection
    const [viewed] = write([{ student: 0, test: 0, marks: 10, submitted: true, remaining: 100, timeSpent: 0, serverTime: null, at: 1 }]);
    const spied = sqliteDatabase(spy);
    try {
      const spyRepo = new ReportRepository(spied);
      await spyRepo.cohortOf((await spyRepo.attempt(viewed.id))!);
    } finally {
      db.prepare('DELETE FROM attempts').run();
    }
    const rivals = statements.find((s) => /FROM cohort_marks/.test(s));
    expect(rivals).toBeDefined();
    const args = [5001, 3, 3002, 'configured', '', students[0], 5001, 3, 3002, 'configured', ''];
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${rivals}`).all(...args) as { detail: string }[]).map((p) => p.detail);
    expect(plan).toEqual([
      expect.stringMatching(/^SEARCH cohort_marks USING PRIMARY KEY \(template_id=\? AND test_type=\? AND test_id=\? AND kind=\? AND cohort_mode=\?\)$/),
      'SCALAR SUBQUERY 1',
      expect.stringMatching(/^SEARCH cohort_best USING PRIMARY KEY \(.*student_id=\?\)$/),
    ]);
  });
});
