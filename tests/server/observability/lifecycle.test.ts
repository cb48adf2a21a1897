/** @jest-environment node */
// The stop's building blocks (docs/reliability.md "Operating an instance"): the lifecycle, the write queue's drain and
// its batch hook, the pool figures. The real process is stopped in graceful-shutdown.test.ts.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { all, openSqlite, postgresDatabase, run, type SqlDatabase } from '../../../server/db/connect';
import { schemaWriter } from '../../../server/db/migrate';
import { createWriteQueue, drainWriteQueue } from '../../../server/db/write-queue';
import { createLifecycle, DEFAULT_SHUTDOWN_GRACE_MS, shutdownGraceFromEnv } from '../../../server/observability/lifecycle';
import { poolStats } from '../../../server/observability/metrics';
import { newPgDatabase } from '../engines';

let dir: string;
let db: SqlDatabase;
/** a second connection to the same file: sees only what is committed */
let other: SqlDatabase;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
  db = openSqlite(join(dir, 'q.db'));
  await schemaWriter(db).exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  other = openSqlite(join(dir, 'q.db'));
});
afterEach(async () => {
  await other.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});
const committed = async () => (await all(other, sql<{ n: number }>`SELECT count(*) AS n FROM t`))[0].n;
const insert = (v: string | null) => run(db, sql`INSERT INTO t (v) VALUES (${v})`);

describe('drainWriteQueue', () => {
  it('commits every waiting item, batch after batch, before anything else runs', async () => {
    const sizes: number[] = [];
    // a schedule that never flushes: only the drain commits
    const q = createWriteQueue(db, { schedule: () => {}, maxBatch: 100, onBatch: (n) => sizes.push(n) });
    const results = Array.from({ length: 250 }, (_, i) => q.run(() => insert(`v${i}`)));
    expect(q.pending).toBe(250);
    expect(await drainWriteQueue(q)).toBe(250);
    expect(q.pending).toBe(0);
    expect(await committed()).toBe(250);
    expect(sizes).toEqual([100, 100, 50]);
    expect(await Promise.all(results)).toEqual(Array(250).fill(1));
    await db.close();
    expect(await drainWriteQueue(q)).toBe(0);
  });

  it('settles an item that fails without holding back the others', async () => {
    const q = createWriteQueue(db, { schedule: () => {} });
    const good = q.run(() => insert('ok'));
    const bad = q.run(() => insert(null));
    await drainWriteQueue(q);
    // (the message, not toThrow: better-sqlite3's errors may come from another realm in a jest worker)
    expect(await bad.then(() => '', (e: unknown) => String((e as { message?: unknown }).message))).toMatch(/NOT NULL/);
    await expect(good).resolves.toBe(1);
    expect(await committed()).toBe(1);
  });
});

describe('the onBatch hook', () => {
  it('is told each batch size; a hook that throws changes nothing', async () => {
    const sizes: number[] = [];
    const q = createWriteQueue(db, { onBatch: (n) => { sizes.push(n); throw new Error('observer failed'); } });
    await expect(Promise.all([1, 2, 3].map((i) => q.run(() => insert(String(i)))))).resolves.toEqual([1, 1, 1]);
    expect(sizes).toEqual([3]);
    expect(q.stats).toEqual({ batches: 1, items: 3, largest: 3 });
    expect(await committed()).toBe(3);
  });
});

describe('the lifecycle', () => {
  it('is ready until the stop begins; drain runs every step once, in order, even after a failure', async () => {
    const lifecycle = createLifecycle();
    const ran: string[] = [];
    lifecycle.onDrain(() => { ran.push('a'); throw new Error('a failed'); });
    lifecycle.onDrain(async () => { ran.push('b'); });
    expect(lifecycle.shuttingDown).toBe(false);
    lifecycle.beginShutdown();
    lifecycle.beginShutdown();
    expect(lifecycle.shuttingDown).toBe(true);
    await expect(lifecycle.drain()).rejects.toThrow('a failed');
    expect(ran).toEqual(['a', 'b']);
    await lifecycle.drain();
    expect(ran).toEqual(['a', 'b']);
  });

  it('SHUTDOWN_GRACE_MS: default 10 s, a whole number of milliseconds', () => {
    expect(shutdownGraceFromEnv({})).toBe(DEFAULT_SHUTDOWN_GRACE_MS);
    expect(DEFAULT_SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(shutdownGraceFromEnv({ SHUTDOWN_GRACE_MS: ' 2500 ' })).toBe(2500);
    expect(shutdownGraceFromEnv({ SHUTDOWN_GRACE_MS: '0' })).toBe(0);
    for (const bad of ['-1', '1.5', 'ten', '1e3']) expect(() => shutdownGraceFromEnv({ SHUTDOWN_GRACE_MS: bad })).toThrow('SHUTDOWN_GRACE_MS');
  });
});

describe('the pool figures', () => {
  it('SQLite: one connection, idle outside a transaction, waiting = the queued writes; none once closed', async () => {
    const q = createWriteQueue(db, { schedule: () => {} });
    const queued = q.run(async () => 1);
    expect(poolStats(db, q)).toEqual({ total: 1, idle: 1, waiting: 1 });
    expect(await db.transaction(async () => poolStats(db, q))).toEqual({ total: 1, idle: 0, waiting: 1 });
    await drainWriteQueue(q);
    await queued;
    expect(poolStats(db, q)).toEqual({ total: 1, idle: 1, waiting: 0 });
    await db.close();
    expect(poolStats(db, q)).toEqual({ total: 0, idle: 0, waiting: 0 });
  });

  it("PostgreSQL: the pool's connections and waiting clients, plus the queued writes", async () => {
    const made = await newPgDatabase();
    const pg = postgresDatabase(made.url, 2);
    try {
      const q = createWriteQueue(pg, { schedule: () => {} });
      expect(poolStats(pg, q)).toEqual({ total: 0, idle: 0, waiting: 0 });
      const queued = q.run(async () => 1);
      await pg.transaction(async () => {
        expect(poolStats(pg, q)).toEqual({ total: 1, idle: 0, waiting: 1 });
      });
      expect(poolStats(pg, q)).toEqual({ total: 1, idle: 1, waiting: 1 });
      await drainWriteQueue(q);
      await queued;
      expect(poolStats(pg, q)).toEqual({ total: 1, idle: 1, waiting: 0 });
    } finally {
      await pg.close();
      await made.drop();
    }
  });
});
