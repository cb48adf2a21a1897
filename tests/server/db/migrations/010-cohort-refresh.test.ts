/** @jest-environment node */
// Migration 010 on SQLite and PostgreSQL: the cohort triggers write fewer rows and keep exactly the same cohort. Under
// any sequence of writes to attempts (inserts, every kind of update, moves to another test or student, updates that
// change nothing, deletions), cohort_best is each student's best submitted attempt of each test by definition (the
// most marks, the least ranking time, the earliest submit, the lowest id; NULLs ordered as the engine orders them, in
// the definition and the triggers alike) and cohort_marks counts it by marks; an update that changes nothing the cohort
// reads writes no cohort row; a database migrated from version 9 with attempts keeps its rows.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'kysely';
import { all, type Dialect, openSqlite, postgresDatabase, type SqlDatabase } from '../../../../server/db/connect';
import { migrate, MIGRATIONS, schemaWriter } from '../../../../server/db/migrate';
import { createTrigger } from '../../../../server/db/triggers';
import { eachEngine, ENGINES, newPgDatabase, freshDatabase } from '../../engines';

/** a database of the engine of its own, migrated to the first `version` steps; close() closes (and drops) it */
const atVersion = (dialect: Dialect, version: number) => freshDatabase(dialect, { migrations: MIGRATIONS.slice(0, version) });

const KEY = 'template_id, test_type, test_id, kind, cohort_mode';
/** cohort_best as the definition has it, from the attempts themselves */
const definedBest = (db: SqlDatabase) => all(db, sql.raw(
  `SELECT ${KEY}, student_id, id AS attempt_id, marks_obtained, ranking_time, best_at AS submitted_at FROM (
     SELECT *, COALESCE(submitted_at, updated_at) AS best_at, ROW_NUMBER() OVER (
       PARTITION BY student_id, ${KEY} ORDER BY marks_obtained DESC, ranking_time, submitted_at, id) AS n
     FROM attempts WHERE status = 'submitted') AS ranked
   WHERE n = 1 ORDER BY ${KEY}, student_id`));
const best = (db: SqlDatabase) => all(db, sql.raw(
  `SELECT ${KEY}, student_id, attempt_id, marks_obtained, ranking_time, submitted_at FROM cohort_best ORDER BY ${KEY}, student_id`));
const definedMarks = (db: SqlDatabase) => all(db, sql.raw(
  `SELECT ${KEY}, marks_obtained, COUNT(*) AS students FROM cohort_best GROUP BY ${KEY}, marks_obtained ORDER BY ${KEY}, marks_obtained`));
const marks = (db: SqlDatabase) => all(db, sql.raw(`SELECT ${KEY}, marks_obtained, students FROM cohort_marks ORDER BY ${KEY}, marks_obtained`));

const withStudents = async (db: SqlDatabase, n: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push((await all(db, sql<{ id: number }>`INSERT INTO students (login_id, password_hash, name)
      VALUES (${`c.${i}.${Math.random()}`}, '!', ${`C ${i}`}) RETURNING id`))[0].id);
  }
  return ids;
};
/** a submitted attempt of test 3002 at 0 marks (a submit's first write) */
const submit = async (db: SqlDatabase, student: number) => (await all(db, sql<{ id: number }>`INSERT INTO attempts (student_id,
    course_id, template_id, test_id, test_type, kind, test_name, status, total_time, remaining_time, marks_obtained, started_at,
    updated_at, submitted_at)
  VALUES (${student}, 101, 5001, 3002, 3, 'configured', 'T', 'submitted', 600, 100, 0, 0, 1, 1) RETURNING id`))[0].id;
const update = (db: SqlDatabase, set: string, id: number) => sql`UPDATE attempts SET ${sql.raw(set)} WHERE id = ${id}`.execute(db.q());

const TESTS = [[3002, 3, 'configured', ''], [3001, 3, 'configured', ''], [7, 1, 'self', 'beginner'], [7, 1, 'self', 'advance']] as const;
const MARKS = [-2, -0.25, 0, 3, 3.5, 11.999, 12, 40] as const;

type Op =
  | { op: 'insert'; student: number; test: number; marks: number; submitted: boolean; remaining: number; serverTime: number | null; at: number }
  | { op: 'update'; pick: number; column: 'marks_obtained' | 'status' | 'remaining_time' | 'server_time_taken' | 'time_spent' | 'updated_at' | 'submitted_at' | 'test_mode' | 'test_id' | 'student_id' | 'kind' | 'same'; value: number }
  | { op: 'totals'; pick: number; marks: number }
  | { op: 'delete'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({
    op: fc.constant('insert' as const), student: fc.nat(3), test: fc.nat(TESTS.length - 1), marks: fc.constantFrom(...MARKS),
    submitted: fc.boolean(), remaining: fc.integer({ min: -5, max: 620 }), serverTime: fc.option(fc.constantFrom(0, 100, 200)), at: fc.integer({ min: 1, max: 4 }),
  }), weight: 5 },
  { arbitrary: fc.record({
    op: fc.constant('update' as const), pick: fc.nat(),
    column: fc.constantFrom('marks_obtained', 'status', 'remaining_time', 'server_time_taken', 'time_spent', 'updated_at', 'submitted_at',
      'test_mode', 'test_id', 'student_id', 'kind', 'same'),
    value: fc.nat(7),
  }), weight: 5 },
  { arbitrary: fc.record({ op: fc.constant('totals' as const), pick: fc.nat(), marks: fc.constantFrom(...MARKS) }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
);

/** The value an update sets in a column, from a small number. */
const valueOf = (column: string, v: number, students: number[]): unknown => {
  switch (column) {
    case 'marks_obtained': return MARKS[v % MARKS.length];
    case 'status': return ['submitted', 'saved', 'abandoned', 'submitted'][v % 4];
    case 'remaining_time': return [-1, 0, 100, 600, 700][v % 5];
    case 'server_time_taken': return [null, 0, 100, 300][v % 4];
    case 'time_spent': return [0, 50, 900][v % 3];
    case 'updated_at': return [1, 2, 3][v % 3];
    case 'submitted_at': return [null, 1, 2, 3][v % 4];
    case 'test_mode': return ['beginner', 'advance', ''][v % 3];
    case 'test_id': return [3002, 3001, 7][v % 3];
    case 'student_id': return students[v % students.length];
    case 'kind': return ['configured', 'self'][v % 2];
    default: return null;
  }
};

eachEngine('the cohort triggers of migration 010', (engine) => {
  it('keep cohort_best the best attempt by definition and cohort_marks its count, after any writes of attempts', async () => {
    const db = engine.db();
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
      const students = await withStudents(db, 4);
      const ids = async () => (await all(db, sql<{ id: number }>`SELECT id FROM attempts ORDER BY id`)).map((r) => r.id);
      try {
        for (const o of ops) {
          const existing = await ids();
          const picked = 'pick' in o && existing.length ? existing[o.pick % existing.length] : null;
          if (o.op === 'insert') {
            const [testId, testType, kind, mode] = TESTS[o.test];
            await sql`INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, test_mode, status,
                total_time, remaining_time, marks_obtained, started_at, updated_at, submitted_at, server_time_taken)
              VALUES (${students[o.student]}, 101, 5001, ${testId}, ${testType}, ${kind}, 'T', ${mode}, ${o.submitted ? 'submitted' : 'saved'},
                600, ${o.remaining}, ${o.marks}, 0, ${o.at}, ${o.submitted ? o.at : null}, ${o.serverTime})`.execute(db.q());
          } else if (o.op === 'update' && picked !== null) {
            // 'same': the columns set to what they hold (a write that changes nothing)
            if (o.column === 'same') await update(db, 'marks_obtained = marks_obtained, status = status, updated_at = updated_at', picked);
            else {
              await sql`UPDATE attempts SET ${sql.ref(o.column)} = ${valueOf(o.column, o.value, students)} WHERE id = ${picked}`.execute(db.q());
            }
          } else if (o.op === 'totals' && picked !== null) {
            // as a submit's totals update: marks and time together
            await sql`UPDATE attempts SET marks_obtained = ${o.marks}, time_spent = time_spent + 1, total_questions = 5
              WHERE id = ${picked}`.execute(db.q());
          } else if (o.op === 'delete' && picked !== null) await sql`DELETE FROM attempts WHERE id = ${picked}`.execute(db.q());
          expect(await best(db)).toEqual(await definedBest(db));
          expect(await marks(db)).toEqual(await definedMarks(db));
        }
      } finally {
        // each run starts from empty tables
        await sql`DELETE FROM attempts`.execute(db.q());
        await sql`DELETE FROM students`.execute(db.q());
      }
      expect(await best(db)).toEqual([]);
      expect(await marks(db)).toEqual([]);
    }), { numRuns: engine.dialect === 'sqlite' ? 300 : 100 });
  }, 300_000);
});

eachEngine('the cohort triggers of migration 010, counted', (engine) => {
  it('write no cohort row for an update that changes nothing the cohort reads, and one upsert for a new best', async () => {
    const db = engine.db();
    // every write to the cohort tables noted in `writes` (by triggers of this engine's kind: server/db/triggers.ts)
    const writer = schemaWriter(db);
    await writer.exec('CREATE TABLE writes (what TEXT)');
    for (const [table, short] of [['cohort_best', 'best'], ['cohort_marks', 'marks']] as const) {
      for (const [event, sign] of [['INSERT', '+'], ['DELETE', '-'], ['UPDATE', '~']] as const) {
        await createTrigger(writer, { name: `w_${short}_${event.toLowerCase()}`, event: `AFTER ${event}`, table, body: `INSERT INTO writes VALUES ('${short}${sign}');` });
      }
    }
    const writes = async () => (await all(db, sql<{ what: string }>`DELETE FROM writes RETURNING what`)).map((r) => r.what).sort();
    const [a, b] = await withStudents(db, 2);
    const first = await submit(db, a);
    expect(await writes()).toEqual(['best+', 'marks+']);
    await update(db, 'marks_obtained = 10, time_spent = 30', first);
    expect(await writes()).toEqual(['best~', 'marks+', 'marks-']);
    // the same values again, and columns the cohort does not read
    await update(db, 'marks_obtained = 10, time_spent = 30, status = status', first);
    await update(db, "test_name = 'Renamed', last_question_index = 3", first);
    expect(await writes()).toEqual([]);
    // a second, worse attempt: the best stays
    const second = await submit(db, a);
    await update(db, 'marks_obtained = 4', second);
    expect(await writes()).toEqual([]);
    // another student at the same marks: one more counted; a new best at the same marks: the count stays
    const other = await submit(db, b);
    await update(db, 'marks_obtained = 10', other);
    await writes();
    await update(db, 'marks_obtained = 10, remaining_time = 500', second);
    expect(await writes()).toEqual(['best~']);
    expect(await all(db, sql`SELECT attempt_id FROM cohort_best WHERE student_id = ${a}`)).toEqual([{ attempt_id: second }]);
    expect(await all(db, sql`SELECT students FROM cohort_marks WHERE marks_obtained = 10`)).toEqual([{ students: 2 }]);
  });
});

for (const dialect of ENGINES) {
  describe(`migration 010 (cohort refresh) on a database at version 9 with attempts (${dialect})`, () => {
    it('keeps the cohort rows, and the new triggers follow later writes', async () => {
      const { db, close } = await atVersion(dialect, 9);
      try {
        const [a, b] = await withStudents(db, 2);
        const insert = (student: number, status: string, marksObtained: number, at: number, submittedAt: number | null) => sql`
          INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status, total_time,
            remaining_time, marks_obtained, started_at, updated_at, submitted_at)
          VALUES (${student}, 101, 5001, 3002, 3, 'configured', 'T', ${status}, 600, 100, ${marksObtained}, 0, ${at}, ${submittedAt})`.execute(db.q());
        await insert(a, 'submitted', 12, 1, 1);
        await insert(a, 'submitted', 8, 2, 2);
        await insert(b, 'submitted', 12, 3, 3);
        await insert(b, 'saved', 30, 4, null);
        const before = { best: await best(db), marks: await marks(db) };
        expect(before.best).toHaveLength(2);
        await migrate(db);
        expect({ best: await best(db), marks: await marks(db) }).toEqual(before);
        expect(await best(db)).toEqual(await definedBest(db));
        await sql`UPDATE attempts SET status = 'submitted', submitted_at = 5 WHERE student_id = ${b} AND status = 'saved'`.execute(db.q());
        expect(await best(db)).toEqual(await definedBest(db));
        expect(await marks(db)).toEqual(await definedMarks(db));
      } finally {
        await close();
      }
    }, 60_000);
  });
}
