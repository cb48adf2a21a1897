/** @jest-environment node */
// The stop's building blocks (docs/reliability.md "Operating an instance"): the lifecycle, the write queue's drain and
// its batch hook. The real process is stopped in graceful-shutdown.test.ts.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../../server/db/migration';
import { openDatabase } from '../../../server/db/open-database';
import { createWriteQueue, drainWriteQueue } from '../../../server/db/write-queue';
import { createLifecycle, DEFAULT_SHUTDOWN_GRACE_MS, shutdownGraceFromEnv } from '../../../server/observability/lifecycle';
import { sqlitePoolStats } from '../../../server/observability/metrics';

let dir: string;
let db: Db;
let other: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
  db = openDatabase(join(dir, 'q.db'));
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  other = new Database(join(dir, 'q.db'));
});
afterEach(() => {
  other.close();
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});
const committed = () => other.prepare('SELECT count(*) FROM t').pluck().get();

describe('drainWriteQueue', () => {
  it('commits every waiting item, batch after batch, before anything else runs', async () => {
    const sizes: number[] = [];
    // a schedule that never flushes: only the drain commits
    const q = createWriteQueue(db, { schedule: () => {}, maxBatch: 100, onBatch: (n) => sizes.push(n) });
    const results = Array.from({ length: 250 }, (_, i) => q.run((d) => d.prepare('INSERT INTO t (v) VALUES (?)').run(`v${i}`).changes));
    expect(q.pending).toBe(250);
    expect(drainWriteQueue(q)).toBe(250);
    expect(q.pending).toBe(0);
    expect(committed()).toBe(250);
    expect(sizes).toEqual([100, 100, 50]);
    expect(await Promise.all(results)).toEqual(Array(250).fill(1));
    db.close();
    expect(drainWriteQueue(q)).toBe(0);
  });

  it('settles an item that fails without holding back the others', async () => {
    const q = createWriteQueue(db, { schedule: () => {} });
    const good = q.run((d) => d.prepare("INSERT INTO t (v) VALUES ('ok')").run());
    const bad = q.run((d) => d.prepare('INSERT INTO t (v) VALUES (NULL)').run());
    drainWriteQueue(q);
    // (the message, not toThrow: better-sqlite3's errors may come from another realm in a jest worker)
    expect(await bad.then(() => '', (e: unknown) => String((e as { message?: unknown }).message))).toMatch(/NOT NULL/);
    await expect(good).resolves.toBeDefined();
    expect(committed()).toBe(1);
  });
});

describe('the onBatch hook', () => {
  it('is told each batch size; a hook that throws changes nothing', async () => {
    const q = createWriteQueue(db, { onBatch: () => { throw new Error('observer failed'); } });
    await expect(Promise.all([1, 2, 3].map((i) => q.run((d) => d.prepare('INSERT INTO t (v) VALUES (?)').run(String(i)).changes)))).resolves.toEqual([1, 1, 1]);
    expect(q.stats).toEqual({ batches: 1, items: 3, largest: 3 });
    expect(committed()).toBe(3);
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

describe('the SQLite pool figures', () => {
  it('one connection, idle outside a transaction, waiting = the queued writes; none once closed', () => {
    const q = createWriteQueue(db, { schedule: () => {} });
    void q.run(() => 1);
    expect(sqlitePoolStats(db, q)).toEqual({ total: 1, idle: 1, waiting: 1 });
    db.exec('BEGIN');
    expect(sqlitePoolStats(db, q)).toEqual({ total: 1, idle: 0, waiting: 1 });
    db.exec('COMMIT');
    drainWriteQueue(q);
    db.close();
    expect(sqlitePoolStats(db, q)).toEqual({ total: 0, idle: 0, waiting: 0 });
  });
});
