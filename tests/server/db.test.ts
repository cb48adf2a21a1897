/** @jest-environment node */
// The migrations (server/db/migrate.ts) on SQLite and PostgreSQL: steps recorded and applied once, a failing step
// rolled back, several starts at once; migration 008 on data; the SQLite file's settings; the demo seed (SQLite).
import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { all, type Dialect, openSqlite, postgresDatabase, type SqlDatabase } from '../../server/db/connect';
import type { Db, Migration } from '../../server/db/migration';
import { migrate, MIGRATIONS } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { DEMO_PASSWORD, seedDemoData } from '../../server/db/seed';
import { hashPassword, verifyPassword } from '../../server/security/passwords';
import { ENGINES, newPgDatabase } from './engines';
import { SEED_TIME } from './test-server';

/** an empty database of the engine (and a second connection to it), for migrating by hand */
async function emptyDatabase(dialect: Dialect) {
  if (dialect === 'sqlite') {
    const db = openSqlite(':memory:');
    return { db, second: db, close: () => db.close() };
  }
  const made = await newPgDatabase();
  const db = postgresDatabase(made.url, 2);
  const second = postgresDatabase(made.url, 2);
  return { db, second, close: async () => { await db.close(); await second.close(); await made.drop(); } };
}
const using = async (dialect: Dialect, test: (db: SqlDatabase, second: SqlDatabase) => Promise<void>) => {
  const { db, second, close } = await emptyDatabase(dialect);
  try { await test(db, second); } finally { await close(); }
};

const countOf = async (db: SqlDatabase, table: string) => (await all(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))[0].n;
const version = async (db: SqlDatabase) => (await all(db, sql<{ v: number }>`SELECT MAX(version) AS v FROM schema_version`))[0].v;
const tableExists = async (db: SqlDatabase, table: string) => (db.dialect === 'sqlite'
  ? (await all(db, sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${table}`)).length > 0
  : (await all(db, sql`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${table}`)).length > 0);

/** SQLite in memory, migrated: the seed's tests assert on its raw handle (the seeds' own engines: the contract suites) */
const migratedSqlite = async () => {
  const db = openSqlite(':memory:');
  await migrate(db);
  return db;
};
const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

for (const dialect of ENGINES) {
  describe(`migrate (${dialect})`, () => {
    it('records each step in schema_version and is a no-op the second time', () => using(dialect, async (db) => {
      expect(await migrate(db)).toBe(MIGRATIONS.length);
      await migrate(db);
      expect(await all(db, sql`SELECT version, name FROM schema_version ORDER BY version`)).toEqual([{ version: 1, name: 'account' }, { version: 2, name: 'test-delivery' }, { version: 3, name: 'security' }, { version: 4, name: 'cohort-best' }, { version: 5, name: 'catalogue-payments' }, { version: 6, name: 'dashboard-profile' }, { version: 7, name: 'study-room' }, { version: 8, name: 'guest-trial' }, { version: 9, name: 'cohort-marks' }, { version: 10, name: 'cohort-refresh' }, { version: 11, name: 'attempt-event-logs' }, { version: 12, name: 'code-outbox' }]);
      const applied = await all(db, sql<{ at: string }>`SELECT applied_at AS at FROM schema_version`);
      for (const { at } of applied) expect(new Date(at).toISOString()).toBe(at);
    }), 60_000);

    it('applies only the steps a database lacks', () => using(dialect, async (db) => {
      await migrate(db);
      const later: Migration = { version: MIGRATIONS.length + 1, name: 'later', up: (d) => d.exec('CREATE TABLE later_things (id INTEGER PRIMARY KEY)') };
      await migrate(db, [...MIGRATIONS, later]);
      expect(await version(db)).toBe(MIGRATIONS.length + 1);
      expect(await countOf(db, 'later_things')).toBe(0);
    }), 60_000);

    it('rolls a failing step back and refuses a database newer than the code', () => using(dialect, async (db) => {
      const broken: Migration = {
        version: MIGRATIONS.length + 1, name: 'broken',
        async up(d) { await d.exec('CREATE TABLE half (id INTEGER)'); throw new Error('boom'); },
      };
      await expect(migrate(db, [...MIGRATIONS, broken])).rejects.toThrow('boom');
      expect(await tableExists(db, 'half')).toBe(false);
      expect(await version(db)).toBe(MIGRATIONS.length);

      await sql`INSERT INTO schema_version (version, name, applied_at) VALUES (${MIGRATIONS.length + 1}, 'future', '2030-01-01T00:00:00.000Z')`.execute(db.q());
      await expect(migrate(db)).rejects.toThrow(/newer than this server/);
    }), 60_000);

    it('refuses migrations that are not numbered 1, 2, 3...', () => using(dialect, async (db) => {
      const gap: Migration = { version: MIGRATIONS.length + 2, name: 'gap', up: async () => undefined };
      await expect(migrate(db, [...MIGRATIONS, gap])).rejects.toThrow(`expected ${MIGRATIONS.length + 1}`);
      expect(await tableExists(db, 'schema_version')).toBe(false);
    }));

    it('applies each step once when several starts migrate at once', () => using(dialect, async (db, second) => {
      // PostgreSQL: two pools, the advisory lock orders them; SQLite: one connection, the calls wait for each other
      const results = await Promise.all([migrate(db), migrate(second), migrate(db)]);
      expect(results).toEqual([MIGRATIONS.length, MIGRATIONS.length, MIGRATIONS.length]);
      expect(await countOf(db, 'schema_version')).toBe(MIGRATIONS.length);
    }), 60_000);
  });

  describe(`migration 008 (guest trial) on a database at version 7 with data (${dialect})`, () => {
    it('keeps every one-time code, makes student_id nullable for guest codes only and adds the guest tables', () => using(dialect, async (db) => {
      await migrate(db, MIGRATIONS.slice(0, 7));
      const { id: student } = (await all(db, sql<{ id: number }>`INSERT INTO students (login_id, mobile, password_hash, name)
        VALUES ('old.one', '9000000099', '!', 'Old One') RETURNING id`))[0];
      const code = (...v: unknown[]) => sql`INSERT INTO one_time_codes (token_hash, identify_hash, purpose, student_id, recipient,
        code_hash, created_at, expires_at, wrong_tries, used_at) VALUES (${sql.join(v)})`.execute(db.q());
      await code('t1', null, 'login', student, '9000000099', 'h1', 10, 20, 2, null);
      await code('t2', 'i2', 'password_reset', student, '9000000099', 'h2', 11, 21, 0, 15);
      const codes = () => all(db, sql`SELECT * FROM one_time_codes ORDER BY token_hash`);
      const before = await codes();

      await migrate(db);
      expect(await version(db)).toBe(MIGRATIONS.length);
      expect(await codes()).toEqual(before);
      const indexes = (await all(db, dialect === 'sqlite'
        ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'one_time_codes' AND name NOT LIKE 'sqlite_%' ORDER BY name`
        : sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'one_time_codes'
            AND indexname NOT IN (SELECT conname FROM pg_constraint) ORDER BY indexname`)).map((r) => r.name);
      expect(indexes).toEqual(['one_time_codes_by_expiry', 'one_time_codes_by_recipient', 'one_time_codes_by_student']);
      // a guest code has no student; every other purpose still names one
      await code('t3', null, 'guest_signup', null, '9000000001', 'h3', 12, 22, 0, null);
      await expect(code('t4', null, 'login', null, '9000000001', 'h4', 12, 22, 0, null))
        .rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));
      // the student's codes still go with the student
      await sql`DELETE FROM students WHERE id = ${student}`.execute(db.q());
      expect(await all(db, sql`SELECT token_hash FROM one_time_codes`)).toEqual([{ token_hash: 't3' }]);
      expect(await countOf(db, 'guest_tests')).toBe(0);
      expect(await countOf(db, 'guest_trials')).toBe(0);
      const columns = (await all(db, dialect === 'sqlite'
        ? sql<{ name: string }>`SELECT name FROM pragma_table_info('students')`
        : sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'students'`))
        .map((c) => c.name);
      expect(columns).toEqual(expect.arrayContaining(['signup_source', 'signup_course_url']));
      if (db.sqlite) expect(db.sqlite.pragma('foreign_key_check')).toEqual([]);
    }), 60_000);
  });
}

describe('openDatabase', () => {
  it('creates the folder and opens the file in WAL mode with foreign keys on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'srv-db-'));
    try {
      const db = openDatabase(join(dir, 'nested', 'app.db'));
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seedDemoData', () => {
  it('seeds once; a second start keeps the data and does not reseed', async () => {
    const database = await migratedSqlite();
    const db = database.sqlite!;
    expect(await seedDemoData(database, SEED_TIME)).toBe(true);
    db.prepare("UPDATE students SET opened_course = 3 WHERE login_id = 'demo.student'").run();
    expect(await seedDemoData(database, SEED_TIME + 1000)).toBe(false);
    // demo.student, new.student and trial.student (the catalogue's); 101-104 and the catalogue's 105-112
    expect(count(db, 'students')).toBe(3);
    expect(count(db, 'courses')).toBe(12);
    expect(count(db, 'enrollments')).toBe(4);
    expect(count(db, 'notifications')).toBe(5);
    expect(db.prepare("SELECT opened_course FROM students WHERE login_id = 'demo.student'").get()).toEqual({ opened_course: 3 });
  });

  it('seeds the question bank and tests once; attempts written later survive a restart', async () => {
    const database = await migratedSqlite();
    const db = database.sqlite!;
    await seedDemoData(database, SEED_TIME);
    expect(count(db, 'questions')).toBeGreaterThanOrEqual(300);
    expect(count(db, 'tests')).toBeGreaterThan(10);
    const demoAttempts = db.prepare(`SELECT a.id, a.status, a.test_status FROM attempts a JOIN students s ON s.id = a.student_id
      WHERE s.login_id = 'demo.student' AND a.test_status = 2`);
    const [awaiting, ...others] = demoAttempts.all() as { id: number; status: string }[];
    expect(others).toEqual([]);
    expect(awaiting.status).toBe('submitted');
    db.prepare('UPDATE attempts SET test_status = 1 WHERE id = ?').run(awaiting.id);
    const attempts = count(db, 'attempts');
    expect(await seedDemoData(database, SEED_TIME + 1000)).toBe(false);
    expect(count(db, 'attempts')).toBe(attempts);
    expect(db.prepare('SELECT test_status FROM attempts WHERE id = ?').get(awaiting.id)).toEqual({ test_status: 1 });
  });

  it('adds the test data to a database seeded before it existed', async () => {
    const database = await migratedSqlite();
    const db = database.sqlite!;
    await seedDemoData(database, SEED_TIME);
    // the study room's items refer to the topics: they go too (and come back with them)
    db.exec(`DELETE FROM content_opens; DELETE FROM study_contents; DELETE FROM app_meta WHERE key = 'seeded_study_content_at';
      DELETE FROM guest_tests; DELETE FROM app_meta WHERE key = 'seeded_guest_tests_at';
      DELETE FROM attempt_questions; DELETE FROM attempt_sections; DELETE FROM attempts; DELETE FROM test_sections; DELETE FROM tests; DELETE FROM template_subjects; DELETE FROM questions; DELETE FROM topics; DELETE FROM app_meta WHERE key = 'seeded_tests_at'`);
    const students = count(db, 'students');
    expect(await seedDemoData(database, SEED_TIME + 1000)).toBe(true);
    expect(count(db, 'students')).toBe(students);
    expect(count(db, 'questions')).toBeGreaterThanOrEqual(300);
    expect(count(db, 'study_contents')).toBe(120);
    expect(count(db, 'guest_tests')).toBe(4);
  });

  it('adds the catalogue to a demo database seeded before it existed, once, leaving the earlier data alone', async () => {
    const database = await migratedSqlite();
    const db = database.sqlite!;
    await seedDemoData(database, SEED_TIME);
    // the guest trial's free tests are of the catalogue's courses: they go too (and come back with them)
    db.exec(`DELETE FROM guest_tests; DELETE FROM test_sections WHERE test_id BETWEEN 3900 AND 3999; DELETE FROM tests WHERE id BETWEEN 3900 AND 3999;
      DELETE FROM app_meta WHERE key = 'seeded_guest_tests_at';
      DELETE FROM payment_transactions; DELETE FROM payment_orders; DELETE FROM promo_codes; DELETE FROM plans;
      DELETE FROM course_images; DELETE FROM template_subjects WHERE template_id > 5004; DELETE FROM content_limits WHERE course_id > 104; DELETE FROM courses WHERE id > 104;
      DELETE FROM students WHERE login_id = 'trial.student'; UPDATE courses SET features_list = '[]', image_url = '';
      DELETE FROM app_meta WHERE key = 'catalogue_seeded_at'`);
    const enrolments = db.prepare('SELECT * FROM enrollments ORDER BY student_id, position').all();
    expect(await seedDemoData(database, SEED_TIME + 1000)).toBe(true);
    expect(count(db, 'courses')).toBe(12);
    expect(count(db, 'plans')).toBeGreaterThanOrEqual(36);
    expect(count(db, 'course_images')).toBe(12);
    expect(count(db, 'guest_tests')).toBe(4);
    expect(db.prepare('SELECT * FROM enrollments ORDER BY student_id, position').all()).toEqual(enrolments);
    expect(await seedDemoData(database, SEED_TIME + 2000)).toBe(false);
    expect(count(db, 'promo_codes')).toBe(2);
  });

  it('stores passwords as salted scrypt hashes, never in clear', async () => {
    const database = await migratedSqlite();
    const db = database.sqlite!;
    await seedDemoData(database, SEED_TIME);
    const rows = db.prepare('SELECT password_hash FROM students').all() as { password_hash: string }[];
    expect(rows).toHaveLength(3);
    for (const { password_hash } of rows) {
      expect(password_hash).not.toContain(DEMO_PASSWORD);
      expect(password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(await verifyPassword(DEMO_PASSWORD, password_hash)).toBe(true);
    }
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
  });
});

describe('passwords', () => {
  it('verifies only the same password and rejects malformed hashes', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
  });
});
