/** @jest-environment node */
// Migration 009 on SQLite and PostgreSQL: cohort_marks counts the students of each test per best marks (cohort_best
// rows by marks_obtained). The backfill of a database with attempts, and the triggers (PL/pgSQL functions on
// PostgreSQL, server/db/triggers.ts) under any sequence of writes to attempts.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'kysely';
import { all, type Dialect, openSqlite, postgresDatabase, type SqlDatabase } from '../../../../server/db/connect';
import { migrate, MIGRATIONS } from '../../../../server/db/migrate';
import { eachEngine, ENGINES, newPgDatabase, freshDatabase } from '../../engines';

/** a database of the engine of its own, migrated to the first `version` steps; close() closes (and drops) it */
const atVersion = (dialect: Dialect, version: number) => freshDatabase(dialect, { migrations: MIGRATIONS.slice(0, version) });

const KEY = 'template_id, test_type, test_id, kind, cohort_mode';
/** cohort_marks as it must be: cohort_best counted by marks. */
const expected = (db: SqlDatabase) => all(db, sql.raw(
  `SELECT ${KEY}, marks_obtained, COUNT(*) AS students FROM cohort_best GROUP BY ${KEY}, marks_obtained ORDER BY ${KEY}, marks_obtained`));
const actual = (db: SqlDatabase) => all(db, sql.raw(`SELECT ${KEY}, marks_obtained, students FROM cohort_marks ORDER BY ${KEY}, marks_obtained`));

const withStudents = async (db: SqlDatabase, n: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push((await all(db, sql<{ id: number }>`INSERT INTO students (login_id, password_hash, name) VALUES (${`m.${i}`}, '!', ${`M ${i}`}) RETURNING id`))[0].id);
  }
  return ids;
};

const attempt = (db: SqlDatabase, student: number, testId: number, testType: number, kind: string, mode: string, status: string,
  remaining: number, marks: number, updatedAt: number, submittedAt: number | null) => sql`INSERT INTO attempts (student_id, course_id,
    template_id, test_id, test_type, kind, test_name, test_mode, status, total_time, remaining_time, marks_obtained, started_at,
    updated_at, submitted_at)
  VALUES (${student}, 101, 5001, ${testId}, ${testType}, ${kind}, 'T', ${mode}, ${status}, 600, ${remaining}, ${marks}, 0, ${updatedAt},
    ${submittedAt})`.execute(db.q());

for (const dialect of ENGINES) {
  describe(`migration 009 (cohort marks) on a database at version 8 with attempts (${dialect})`, () => {
    it('counts the students of each test per best marks, self tests per mode', async () => {
      const { db, close } = await atVersion(dialect, 8);
      try {
        const [a, b, c] = await withStudents(db, 3);
        await attempt(db, a, 3002, 3, 'configured', '', 'submitted', 100, 10, 1, 1);
        await attempt(db, a, 3002, 3, 'configured', '', 'submitted', 300, 12, 2, 2); // best of a: 12
        await attempt(db, b, 3002, 3, 'configured', '', 'submitted', 200, 12, 3, 3); // b ties at 12
        await attempt(db, c, 3002, 3, 'configured', '', 'submitted', 200, -1.5, 4, 4); // negative marks
        await attempt(db, c, 3002, 3, 'configured', '', 'saved', 0, 50, 5, null); // not submitted: not counted
        await attempt(db, b, 7, 1, 'self', 'beginner', 'submitted', 0, 3, 6, 6);
        await attempt(db, b, 7, 1, 'self', 'advance', 'submitted', 0, 3, 7, 7);
        await migrate(db);
        expect(await actual(db)).toEqual([
          { template_id: 5001, test_type: 1, test_id: 7, kind: 'self', cohort_mode: 'advance', marks_obtained: 3, students: 1 },
          { template_id: 5001, test_type: 1, test_id: 7, kind: 'self', cohort_mode: 'beginner', marks_obtained: 3, students: 1 },
          { template_id: 5001, test_type: 3, test_id: 3002, kind: 'configured', cohort_mode: '', marks_obtained: -1.5, students: 1 },
          { template_id: 5001, test_type: 3, test_id: 3002, kind: 'configured', cohort_mode: '', marks_obtained: 12, students: 2 },
        ]);
        expect(await actual(db)).toEqual(await expected(db));
        // the attempts' triggers only delete and insert cohort_best rows; an update of one is followed too
        await sql`UPDATE cohort_best SET marks_obtained = 12 WHERE student_id = ${c}`.execute(db.q());
        expect(await actual(db)).toEqual(await expected(db));
        expect(await all(db, sql`SELECT students FROM cohort_marks WHERE test_id = 3002 AND marks_obtained = 12`)).toEqual([{ students: 3 }]);
      } finally {
        await close();
      }
    }, 60_000);
  });
}

type Op =
  | { op: 'insert'; student: number; test: number; marks: number; submitted: boolean }
  | { op: 'marks'; pick: number; marks: number }
  | { op: 'status'; pick: number; submitted: boolean }
  | { op: 'delete'; pick: number }
  | { op: 'deleteStudent'; student: number };

const TESTS = [[3002, 3, 'configured', ''], [3001, 3, 'configured', ''], [7, 1, 'self', 'beginner'], [7, 1, 'self', 'advance']] as const;
const marks = fc.constantFrom(-2, -0.25, 0, 3, 3.5, 11.999, 12, 12.004, 40);
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('insert' as const), student: fc.nat(5), test: fc.nat(TESTS.length - 1), marks, submitted: fc.boolean() }), weight: 5 },
  { arbitrary: fc.record({ op: fc.constant('marks' as const), pick: fc.nat(), marks }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('status' as const), pick: fc.nat(), submitted: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('deleteStudent' as const), student: fc.nat(5) }), weight: 1 },
);

eachEngine('the cohort_marks triggers', (engine) => {
  it('keep cohort_marks equal to cohort_best counted by marks after any writes of attempts', async () => {
    const db = engine.db();
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
      const students = await withStudents(db, 6);
      const gone = new Set<number>();
      const ids = async () => (await all(db, sql<{ id: number }>`SELECT id FROM attempts ORDER BY id`)).map((r) => r.id);
      try {
        for (const [at, o] of ops.entries()) {
          const existing = await ids();
          const picked = 'pick' in o && existing.length ? existing[o.pick % existing.length] : null;
          if (o.op === 'insert' && !gone.has(o.student)) {
            const [testId, testType, kind, mode] = TESTS[o.test];
            await attempt(db, students[o.student], testId, testType, kind, mode, o.submitted ? 'submitted' : 'saved', 100, o.marks, at,
              o.submitted ? at : null);
          } else if (o.op === 'marks' && picked !== null) {
            await sql`UPDATE attempts SET marks_obtained = ${o.marks} WHERE id = ${picked}`.execute(db.q());
          } else if (o.op === 'status' && picked !== null) {
            await sql`UPDATE attempts SET status = ${o.submitted ? 'submitted' : 'saved'}, submitted_at = ${o.submitted ? at : null}
              WHERE id = ${picked}`.execute(db.q());
          } else if (o.op === 'delete' && picked !== null) {
            await sql`DELETE FROM attempts WHERE id = ${picked}`.execute(db.q());
          } else if (o.op === 'deleteStudent') {
            await sql`DELETE FROM students WHERE id = ${students[o.student]}`.execute(db.q()); // cascades to attempts
            gone.add(o.student);
          }
          expect(await actual(db)).toEqual(await expected(db));
        }
      } finally {
        // each run starts from empty tables
        await sql`DELETE FROM students`.execute(db.q());
      }
      expect(await actual(db)).toEqual([]);
    }), { numRuns: engine.dialect === 'sqlite' ? 200 : 100 });
  }, 180_000);
});
