/** @jest-environment node */
// The demo seed on SQLite and PostgreSQL (issue 17): the whole demo of a demo start (server/db/prepare-database.ts:
// the demo data, the report cohort and demo.student's history) writes the same rows on both engines: the same
// number of rows in every table, and the same rows of demo.student, ids included.
import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Dialect, SqlDatabase } from '../../../server/db/connect';
import { resetIdentities } from '../../../server/db/prepare-database';
import { seedDemoData } from '../../../server/db/seed';
import { seedCohort } from '../../../server/db/seed-cohort';
import { seedDemoHistory } from '../../../server/db/seed-history';
import { ENGINE_SEED_TIME, eachEngine } from '../engines';

const ZONE = 'Asia/Kolkata';
/** the history an hour after the demo data (as tests/server/seed-history.test.ts) */
const HISTORY_TIME = ENGINE_SEED_TIME + 60 * 60 * 1000;

type Row = Record<string, unknown>;
interface Written { counts: Record<string, number>; demo: Record<string, Row[]> }
const written: Partial<Record<Dialect, Written>> = {};

async function tablesOf(db: SqlDatabase): Promise<string[]> {
  const rows = db.dialect === 'sqlite'
    ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db.q())
    : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db.q());
  return rows.rows.map((r) => r.name).sort();
}

/** A row as plain values: binary columns as their length (the gzip of an event log is compared by size). */
const plain = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Buffer.isBuffer(v) || v instanceof Uint8Array ? `<${v.length} bytes>` : v]));

async function demoRows(db: SqlDatabase): Promise<Record<string, Row[]>> {
  const q = db.q();
  const student = await q.selectFrom('students').selectAll().where('login_id', '=', 'demo.student').executeTakeFirstOrThrow();
  const id = student.id;
  const attemptIds = (await q.selectFrom('attempts').select('id').where('student_id', '=', id).orderBy('id').execute()).map((a) => a.id);
  const ofAttempts = <T>(read: (ids: number[]) => Promise<T[]>) => (attemptIds.length === 0 ? Promise.resolve([]) : read(attemptIds));
  // the password hash has a random salt
  const { password_hash: _hash, ...rest } = student;
  return Object.fromEntries(Object.entries({
    students: [rest],
    student_schools: await q.selectFrom('student_schools').selectAll().where('student_id', '=', id).orderBy('position').execute(),
    enrollments: await q.selectFrom('enrollments').selectAll().where('student_id', '=', id).orderBy('course_id').execute(),
    notifications: await q.selectFrom('notifications').selectAll().where('student_id', '=', id).orderBy('id').execute(),
    attempts: await q.selectFrom('attempts').selectAll().where('student_id', '=', id).orderBy('id').execute(),
    attempt_sections: await ofAttempts((ids) => q.selectFrom('attempt_sections').selectAll().where('attempt_id', 'in', ids)
      .orderBy('attempt_id').orderBy('section_order').execute()),
    attempt_questions: await ofAttempts((ids) => q.selectFrom('attempt_questions').selectAll().where('attempt_id', 'in', ids)
      .orderBy('attempt_id').orderBy('position').execute()),
    attempt_event_logs: await ofAttempts((ids) => q.selectFrom('attempt_event_logs').selectAll().where('attempt_id', 'in', ids)
      .orderBy('attempt_id').execute()),
    attempt_strategies: await ofAttempts((ids) => q.selectFrom('attempt_strategies').selectAll().where('attempt_id', 'in', ids)
      .orderBy('attempt_id').execute()),
    test_deliveries: await q.selectFrom('test_deliveries').selectAll().where('student_id', '=', id).orderBy('id').execute(),
    cohort_best: await q.selectFrom('cohort_best').selectAll().where('student_id', '=', id)
      .orderBy('test_id').orderBy('test_type').orderBy('kind').orderBy('cohort_mode').execute(),
  }).map(([table, rows]) => [table, (rows as Row[]).map(plain)]));
}

eachEngine('the demo seed', (engine) => {
  it('writes the cohort and demo.student\'s history after the demo data, once', async () => {
    const db = engine.db();
    expect(await seedCohort(db, ENGINE_SEED_TIME)).toBe(true);
    expect(await seedDemoHistory(db, HISTORY_TIME, { timeZone: ZONE })).toBe(true);
    await resetIdentities(db);
    expect(await seedDemoData(db, ENGINE_SEED_TIME + 1000)).toBe(false);
    expect(await seedCohort(db, ENGINE_SEED_TIME + 1000)).toBe(false);
    expect(await seedDemoHistory(db, HISTORY_TIME + 1000, { timeZone: ZONE })).toBe(false);
  }, 180_000);

  it('fills the demo\'s tables', async () => {
    const db = engine.db();
    const counts: Record<string, number> = {};
    for (const table of await tablesOf(db)) {
      const row = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db.q());
      counts[table] = Number(row.rows[0].n);
    }
    expect(counts).toMatchObject({ students: 3 + 50, courses: 12, questions: 336, guest_tests: 4 });
    for (const table of ['topics', 'tests', 'test_sections', 'plans', 'promo_codes', 'study_contents', 'content_limits',
      'self_test_options', 'template_subjects', 'class_schedules', 'notifications', 'attempts', 'attempt_questions',
      'attempt_event_logs', 'cohort_best', 'cohort_marks', 'app_meta']) {
      expect([table, counts[table]]).toEqual([table, expect.any(Number)]);
      expect(counts[table]).toBeGreaterThan(0);
    }
    const demo = await demoRows(db);
    expect(demo.attempts.length).toBeGreaterThan(30);
    expect(demo.attempt_event_logs).toHaveLength(2);
    written[engine.dialect] = { counts, demo };
  }, 60_000);

  it('continues the ids after the seeded ones (no insert collides with a seeded id)', async () => {
    const db = engine.db();
    const topic = await db.q().insertInto('topics').values({ parent_id: null, name: 'After the seed', position: 99 }).returning('id').executeTakeFirstOrThrow();
    const max = await db.q().selectFrom('topics').select((eb) => eb.fn.max('id').as('max')).where('id', '<>', topic.id).executeTakeFirstOrThrow();
    expect(topic.id).toBeGreaterThan(Number(max.max));
    await db.q().deleteFrom('topics').where('id', '=', topic.id).execute();
  });
}, { seed: true });

describe('the demo seed on both engines', () => {
  it('has the same number of rows in every table', () => {
    const { sqlite, postgres } = written;
    if (!sqlite || !postgres) throw new Error('an engine\'s suite above did not run');
    // schema_version is the migrations' own table on both; every other table is the seed's
    expect(postgres.counts).toEqual(sqlite.counts);
  });

  it('has the same rows of demo.student, ids included', () => {
    const { sqlite, postgres } = written;
    if (!sqlite || !postgres) throw new Error('an engine\'s suite above did not run');
    for (const table of Object.keys(sqlite.demo)) expect([table, postgres.demo[table]]).toEqual([table, sqlite.demo[table]]);
  });
});
