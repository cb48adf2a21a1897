/** @jest-environment node */
// server/db/prepare-database.ts (docs/reliability.md "Shared state"): an instance's start migrates and seeds inside
// one BEGIN IMMEDIATE transaction, so another process starting on the same file waits for it instead of racing it;
// a start on a file already prepared changes nothing. (Two real processes starting at once:
// tests/server/two-instances.test.ts.)
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-database';
import { prepareDatabase, withWriteLock } from '../../../server/db/prepare-database';

const dir = mkdtempSync(join(tmpdir(), 'prepare-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('withWriteLock', () => {
  it('holds the write lock across awaits: another connection cannot write until it commits', async () => {
    const file = join(dir, 'lock.db');
    const a = openDatabase(file);
    const b = openDatabase(file);
    b.pragma('busy_timeout = 0');
    a.exec('CREATE TABLE t (n INTEGER)');
    let release!: () => void;
    const held = withWriteLock(a, async () => {
      a.prepare('INSERT INTO t VALUES (1)').run();
      await new Promise<void>((done) => { release = done; });
      return 'done';
    });
    await new Promise((done) => setImmediate(done));
    expect(() => b.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);
    expect(b.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(0); // readers still read (WAL), the last commit
    release();
    expect(await held).toBe('done');
    expect(b.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(1);
    // the connection's own busy timeout is back
    expect(a.pragma('busy_timeout', { simple: true })).toBe(5000);
    a.close();
    b.close();
  });

  it('rolls back when the work throws', async () => {
    const db = openDatabase(join(dir, 'rollback.db'));
    db.exec('CREATE TABLE t (n INTEGER)');
    await expect(withWriteLock(db, async () => {
      db.prepare('INSERT INTO t VALUES (1)').run();
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(db.inTransaction).toBe(false);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(0);
    db.close();
  });
});

describe('prepareDatabase', () => {
  it('migrates and seeds a fresh file once; a second start on it (another connection) finds it done', async () => {
    const file = join(dir, 'app.db');
    const first = openDatabase(file);
    const said: string[] = [];
    await prepareDatabase(first, 'demo', Date.now(), (m) => said.push(m), file);
    expect(said).toEqual([
      `Seeded demo data into ${file}`,
      'Seeded the report cohort (50 students with mock test attempts)',
      "Seeded demo.student's history (attempts over the past year, one test saved for later)",
    ]);
    const counts = (db: typeof first) => db.prepare(
      "SELECT (SELECT COUNT(*) FROM schema_version) AS versions, (SELECT COUNT(*) FROM students) AS students, (SELECT COUNT(*) FROM attempts) AS attempts, (SELECT COUNT(*) FROM app_meta) AS markers").get();
    const before = counts(first);
    expect(before).toMatchObject({ versions: MIGRATIONS.length });

    const second = openDatabase(file);
    const saidAgain: string[] = [];
    await prepareDatabase(second, 'demo', Date.now(), (m) => saidAgain.push(m), file);
    expect(saidAgain).toEqual([]);
    expect(counts(second)).toEqual(before);
    expect(second.inTransaction).toBe(false);
    first.close();
    second.close();
  });
});
