/** @jest-environment node */
// server/db/prepare-database.ts (docs/reliability.md "Shared state"): an instance's start migrates and seeds inside
// one transaction holding the database's write lock (SQLite: BEGIN IMMEDIATE; PostgreSQL: an advisory lock), so
// another process starting on the same database waits for it instead of racing it; a start on a database already
// prepared changes nothing. (Two real processes starting at once: tests/server/two-instances.test.ts.)
import { afterAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { all, type Dialect, openSqlite, postgresDatabase, run, type SqlDatabase } from '../../../server/db/connect';
import { MIGRATIONS, schemaWriter } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-database';
import { prepareDatabase, resetIdentities, withWriteLock } from '../../../server/db/prepare-database';
import { ENGINES, freshDatabase, newPgDatabase, twoConnections as twoOf } from '../engines';

const dir = mkdtempSync(join(tmpdir(), 'prepare-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const delay = (ms: number) => new Promise<void>((done) => { setTimeout(done, ms); });
const count = async (db: SqlDatabase) => (await all(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM t`))[0].n;

/** two connections (SQLite: SqlDatabases on one file; PostgreSQL: two pools on one new database; tests/server/engines.ts) */
const twoConnections = async (dialect: Dialect, name: string) => {
  const { a, b, location, close } = await twoOf(dialect, dir, name);
  return { a, b, name: location, close };
};

describe('withWriteLock', () => {
  it('SQLite: holds the write lock across awaits: another connection cannot write until it commits', async () => {
    const file = join(dir, 'lock.db');
    const a = openSqlite(file);
    const b = openDatabase(file);
    b.pragma('busy_timeout = 0');
    await schemaWriter(a).exec('CREATE TABLE t (n INTEGER)');
    let release!: () => void;
    const held = withWriteLock(a, async () => {
      await run(a, sql`INSERT INTO t VALUES (1)`);
      await new Promise<void>((done) => { release = done; });
      return 'done';
    });
    await delay(20);
    expect(() => b.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);
    expect(b.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(0); // readers still read (WAL), the last commit
    release();
    expect(await held).toBe('done');
    expect(b.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(1);
    // the connection's own busy timeout is back
    expect(a.sqlite!.pragma('busy_timeout', { simple: true })).toBe(5000);
    await a.close();
    b.close();
  });

  it('PostgreSQL: a second holder (another pool) waits until the first commits, then sees its writes', async () => {
    const { a, b, close } = await twoConnections('postgres', 'lock');
    try {
      await schemaWriter(a).exec('CREATE TABLE t (n INTEGER)');
      const events: string[] = [];
      let release!: () => void;
      const first = withWriteLock(a, async () => {
        await run(a, sql`INSERT INTO t VALUES (1)`);
        events.push('first holds');
        await new Promise<void>((done) => { release = done; });
        events.push('first done');
        return 'done';
      });
      while (!events.length) await delay(5);
      const second = withWriteLock(b, async () => {
        events.push('second holds');
        return count(b);
      });
      await delay(150);
      expect(events).toEqual(['first holds']);
      expect(await count(b)).toBe(0); // outside the lock: reads the last commit
      release();
      expect(await first).toBe('done');
      expect(await second).toBe(1);
      expect(events).toEqual(['first holds', 'first done', 'second holds']);
    } finally {
      await close();
    }
  });

  for (const dialect of ENGINES) {
    it(`rolls back when the work throws (${dialect})`, async () => {
      const { a: db, close } = await twoConnections(dialect, 'rollback');
      try {
        await schemaWriter(db).exec('CREATE TABLE t (n INTEGER)');
        await expect(withWriteLock(db, async () => {
          await run(db, sql`INSERT INTO t VALUES (1)`);
          throw new Error('boom');
        })).rejects.toThrow('boom');
        if (db.sqlite) expect(db.sqlite.inTransaction).toBe(false);
        expect(await count(db)).toBe(0);
        expect(await withWriteLock(db, async () => run(db, sql`INSERT INTO t VALUES (2)`))).toBe(1);
        expect(await count(db)).toBe(1);
      } finally {
        await close();
      }
    });
  }
});

describe('resetIdentities', () => {
  for (const dialect of ENGINES) {
    it(`lets an insert without an id follow rows written with explicit ids (${dialect})`, async () => {
      const { db, close } = await freshDatabase(dialect);
      try {
        const student = (id: number | undefined, login: string) => db.q().insertInto('students')
          .values({ ...(id === undefined ? {} : { id }), login_id: login, password_hash: '!', name: login })
          .returning('id').executeTakeFirstOrThrow();
        await student(41, 'given.41');
        await student(42, 'given.42');
        await resetIdentities(db);
        expect((await student(undefined, 'assigned')).id).toBe(43);
      } finally {
        await close();
      }
    });
  }
});

describe('prepareDatabase', () => {
  const counts = async (db: SqlDatabase) => (await all(db, sql<Record<string, number>>`SELECT
    (SELECT COUNT(*) FROM schema_version) AS versions, (SELECT COUNT(*) FROM students) AS students,
    (SELECT COUNT(*) FROM attempts) AS attempts, (SELECT COUNT(*) FROM app_meta) AS markers`))[0];
  const SEEDED = (name: string) => [
    `Seeded demo data into ${name}`,
    'Seeded the report cohort (50 students with mock test attempts)',
    "Seeded demo.student's history (attempts over the past year, one test saved for later)",
  ];

  it('SQLite: migrates and seeds a fresh file once; a second start on it (another connection) finds it done', async () => {
    // one after the other: better-sqlite3 waits for a lock synchronously, so two connections of one process cannot
    // wait for each other (two processes do: tests/server/two-instances.test.ts)
    const { a: first, b: second, name, close } = await twoConnections('sqlite', 'app');
    try {
      const said: string[] = [];
      await prepareDatabase(first, 'demo', Date.now(), (m) => said.push(m), name);
      expect(said).toEqual(SEEDED(name));
      const before = await counts(first);
      expect(before).toMatchObject({ versions: MIGRATIONS.length });
      const saidAgain: string[] = [];
      await prepareDatabase(second, 'demo', Date.now(), (m) => saidAgain.push(m), name);
      expect(saidAgain).toEqual([]);
      expect(await counts(second)).toEqual(before);
      expect(second.sqlite!.inTransaction).toBe(false);
    } finally {
      await close();
    }
  }, 120_000);

  it('PostgreSQL: two starts at once on a fresh database: one migrates and seeds, the other waits and finds it done', async () => {
    const { a, b, name, close } = await twoConnections('postgres', 'app');
    try {
      const said: [string[], string[]] = [[], []];
      await Promise.all([a, b].map((db, i) => prepareDatabase(db, 'demo', Date.now(), (m) => said[i].push(m), name)));
      expect([...said].sort((x, y) => y.length - x.length)).toEqual([SEEDED(name), []]);
      const before = await counts(a);
      expect(before).toMatchObject({ versions: MIGRATIONS.length });
      expect(before.students).toBeGreaterThan(50);
      expect(await counts(b)).toEqual(before);
      // the seeds wrote explicit ids; the sequences continue after them
      const id = await b.q().insertInto('students').values({ login_id: 'after.seed', password_hash: '!', name: 'After' })
        .returning('id').executeTakeFirstOrThrow();
      const max = await all(b, sql<{ m: number }>`SELECT MAX(id) AS m FROM students WHERE login_id <> 'after.seed'`);
      expect(id.id).toBeGreaterThan(max[0].m);
    } finally {
      await close();
    }
  }, 180_000);

  it('production mode migrates and seeds nothing, and says so', async () => {
    const { a: db, name, close } = await twoConnections('sqlite', 'production');
    try {
      const said: string[] = [];
      await prepareDatabase(db, 'production', Date.now(), (m) => said.push(m), name);
      expect(said).toEqual(['Demo data is not seeded without DEMO=1 (its accounts have a published password).']);
      expect(await counts(db)).toEqual({ versions: MIGRATIONS.length, students: 0, attempts: 0, markers: 0 });
    } finally {
      await close();
    }
  });
});
