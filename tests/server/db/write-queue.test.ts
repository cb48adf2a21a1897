/** @jest-environment node */
// Group commit (server/db/write-queue.ts): batching, savepoint isolation, commit failure, order, acknowledgement
// after the commit. The flushes are driven by hand (a manual scheduler), so nothing here depends on timing.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../../server/db/migration';
import { openDatabase } from '../../../server/db/open-database';
import { buildSubmitAnsDetails } from '../../../domain/test-engine/payloads';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import { course, loadTest, postForm, progressOf, submit } from '../delivery-helpers';
import { makeServer } from '../test-server';
import {
  ASYNC_WORK, BATCH_ROLLED_BACK, createWriteQueue, describeWriteQueue, type WriteQueueOptions, writeQueueFromEnv,
} from '../../../server/db/write-queue';

let dir: string;
let db: Db;
/** a second connection to the same file: sees only what is committed */
let other: Db;
let flushes: (() => void)[];

/** A queue whose flushes wait in `flushes` until the test runs them. */
const manualQueue = (options: WriteQueueOptions = {}) => createWriteQueue(db, { schedule: (f) => { flushes.push(f); }, ...options });
const runScheduled = () => {
  const due = flushes;
  flushes = [];
  for (const f of due) f();
};
const insert = (d: Db, v: string) => d.prepare('INSERT INTO t (v) VALUES (?)').run(v);
const committed = () => other.prepare<[], { v: string }>('SELECT v FROM t ORDER BY id').all().map((r) => r.v);
/** resolves after every promise callback queued so far has run */
const settle = () => new Promise<void>((done) => setImmediate(done));
/** the message the promise rejects with ('' when it resolves) */
const rejectionMessage = (p: Promise<unknown>): Promise<string> =>
  p.then(() => '', (e: unknown) => String((e as { message?: unknown } | null)?.message ?? e));
/** whether the promise has settled yet (without waiting for it) */
const state = async (p: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> => {
  let s: 'pending' | 'resolved' | 'rejected' = 'pending';
  p.then(() => { s = 'resolved'; }, () => { s = 'rejected'; });
  await Promise.resolve();
  await Promise.resolve();
  return s;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'write-queue-'));
  db = openDatabase(join(dir, 'q.db'));
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL);
    CREATE TABLE parent (id INTEGER PRIMARY KEY);
    CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);`);
  other = new Database(join(dir, 'q.db'));
  flushes = [];
});

afterEach(() => {
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('createWriteQueue', () => {
  it('runs the items queued before a flush in one transaction, in order, each seeing the writes before it', async () => {
    const q = manualQueue();
    const versionBefore = other.pragma('data_version', { simple: true });
    const seen: string[][] = [];
    const inTransaction: boolean[] = [];
    const results = ['a', 'b', 'c'].map((v) => q.run((d) => {
      inTransaction.push(d.inTransaction);
      insert(d, v);
      seen.push(d.prepare<[], { v: string }>('SELECT v FROM t ORDER BY id').all().map((r) => r.v));
      return v.toUpperCase();
    }));
    expect(q.pending).toBe(3);
    expect(flushes).toHaveLength(1); // one flush scheduled for the three
    runScheduled();
    expect(await Promise.all(results)).toEqual(['A', 'B', 'C']);
    expect(seen).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c']]);
    expect(inTransaction).toEqual([true, true, true]);
    expect(committed()).toEqual(['a', 'b', 'c']);
    // another connection saw exactly one commit
    expect(other.pragma('data_version', { simple: true })).toBe(Number(versionBefore) + 1);
    expect(q.stats).toEqual({ batches: 1, items: 3, largest: 3 });
  });

  it('acknowledges an item only after the commit of its batch', async () => {
    const q = manualQueue();
    let visibleInsideBatch: string[] | undefined;
    const first = q.run((d) => insert(d, 'x'));
    const last = q.run(() => { visibleInsideBatch = committed(); });
    const visibleAtAck = first.then(() => committed());
    await settle();
    expect(await state(first)).toBe('pending'); // queued, not run
    expect(committed()).toEqual([]);
    runScheduled();
    await last;
    // while the batch ran, its write was not committed; by the time the item was acknowledged, it was
    expect(visibleInsideBatch).toEqual([]);
    expect(await visibleAtAck).toEqual(['x']);
  });

  it('rolls back only the writes of an item that throws, and rejects only its promise', async () => {
    const q = manualQueue();
    const boom = new Error('refused');
    const a = q.run((d) => insert(d, 'a'));
    const b = q.run((d) => {
      insert(d, 'b');
      throw boom;
    });
    const c = q.run((d) => d.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM t').get()?.n);
    runScheduled();
    await expect(a).resolves.toBeDefined();
    await expect(b).rejects.toBe(boom);
    // c ran after b's rollback: it sees a's row only
    await expect(c).resolves.toBe(1);
    expect(committed()).toEqual(['a']);
    expect(q.stats.batches).toBe(1);
  });

  it('keeps an item nested transaction a savepoint inside its own', async () => {
    const q = manualQueue();
    const nested = q.run((d) => {
      insert(d, 'kept');
      try {
        d.transaction(() => {
          insert(d, 'undone');
          throw new Error('inner');
        })();
      } catch { /* the inner transaction rolled back its own write */ }
      return d.inTransaction;
    });
    runScheduled();
    await expect(nested).resolves.toBe(true);
    expect(committed()).toEqual(['kept']);
  });

  it('rejects every item of a batch whose COMMIT fails, stores none of it, and goes on with the next batch', async () => {
    const q = manualQueue();
    const fine = q.run((d) => insert(d, 'lost with the batch'));
    // a deferred foreign key is checked at COMMIT: this makes the commit itself fail
    const orphan = q.run((d) => d.prepare('INSERT INTO child (parent_id) VALUES (42)').run());
    runScheduled();
    // (the message, not toThrow: better-sqlite3's errors may come from another realm than the test's when jest
    // reuses the native module across test files)
    expect(await rejectionMessage(fine)).toMatch(/FOREIGN KEY/);
    expect(await rejectionMessage(orphan)).toMatch(/FOREIGN KEY/);
    expect(committed()).toEqual([]);
    expect(db.inTransaction).toBe(false);

    const next = q.run((d) => insert(d, 'next'));
    runScheduled();
    await expect(next).resolves.toBeDefined();
    expect(committed()).toEqual(['next']);
  });

  it('bounds a batch at maxBatch items and schedules the rest for the next flush', async () => {
    const q = manualQueue({ maxBatch: 2 });
    const all = ['1', '2', '3', '4', '5'].map((v) => q.run((d) => insert(d, v)));
    runScheduled();
    expect(q.stats).toEqual({ batches: 1, items: 2, largest: 2 });
    expect(q.pending).toBe(3);
    expect(flushes).toHaveLength(1);
    runScheduled();
    runScheduled();
    await Promise.all(all);
    expect(q.stats).toEqual({ batches: 3, items: 5, largest: 2 });
    expect(committed()).toEqual(['1', '2', '3', '4', '5']);
    expect(flushes).toHaveLength(0);
  });

  it('puts an item queued by an item of a batch into the next batch', async () => {
    const q = manualQueue();
    let inner: Promise<unknown> | undefined;
    const outer = q.run((d) => {
      insert(d, 'outer');
      inner = q.run((d2) => insert(d2, 'inner'));
    });
    runScheduled();
    await outer;
    expect(committed()).toEqual(['outer']);
    runScheduled();
    await inner;
    expect(committed()).toEqual(['outer', 'inner']);
    expect(q.stats.batches).toBe(2);
  });

  it('refuses an item that returns a promise and rolls back what it wrote', async () => {
    const q = manualQueue();
    const bad = q.run(async (d) => { insert(d, 'async'); });
    const good = q.run((d) => insert(d, 'sync'));
    runScheduled();
    await expect(bad).rejects.toThrow(ASYNC_WORK);
    await expect(good).resolves.toBeDefined();
    expect(committed()).toEqual(['sync']);
  });

  it('rejects the items run so far when the transaction ends inside an item, and runs the rest in a new batch', async () => {
    const q = manualQueue();
    const before = q.run((d) => insert(d, 'before'));
    const ender = q.run((d) => {
      d.exec('ROLLBACK');
    });
    const after = q.run((d) => insert(d, 'after'));
    runScheduled();
    await expect(before).rejects.toThrow(BATCH_ROLLED_BACK);
    await expect(ender).rejects.toThrow(BATCH_ROLLED_BACK);
    expect(q.pending).toBe(1);
    runScheduled();
    await expect(after).resolves.toBeDefined();
    expect(committed()).toEqual(['after']);
  });

  it('with setImmediate (the default) batches the items of one event-loop turn', async () => {
    const q = createWriteQueue(db);
    const results = await Promise.all([q.run((d) => insert(d, 'x')), q.run((d) => insert(d, 'y'))]);
    expect(results).toHaveLength(2);
    expect(q.stats.batches).toBe(1);
    expect(committed()).toEqual(['x', 'y']);
  });

  it('when disabled runs each item at once, outside any batch transaction', async () => {
    const q = manualQueue({ enabled: false });
    const inTransaction: boolean[] = [];
    const a = q.run((d) => {
      inTransaction.push(d.inTransaction);
      insert(d, 'a');
    });
    // ran already, committed by its own statement
    expect(committed()).toEqual(['a']);
    await a;
    await expect(q.run(() => { throw new Error('no'); })).rejects.toThrow('no');
    expect(inTransaction).toEqual([false]);
    expect(flushes).toHaveLength(0);
    expect(q.stats.batches).toBe(0);
  });
});

describe('settings', () => {
  it('reads WRITE_QUEUE=off (and 0, false) as off, anything else as on', () => {
    expect(writeQueueFromEnv({ WRITE_QUEUE: 'off' }).enabled).toBe(false);
    expect(writeQueueFromEnv({ WRITE_QUEUE: ' OFF ' }).enabled).toBe(false);
    expect(writeQueueFromEnv({ WRITE_QUEUE: '0' }).enabled).toBe(false);
    expect(writeQueueFromEnv({ WRITE_QUEUE: 'on' }).enabled).toBe(true);
    expect(writeQueueFromEnv({}).enabled).toBe(true);
  });

  it('describes the queue and the connection synchronous setting', () => {
    expect(describeWriteQueue(createWriteQueue(db), db))
      .toBe('Write queue: group commit on (at most 100 writes a batch, flushed every event-loop turn), synchronous=FULL');
    expect(describeWriteQueue(createWriteQueue(db, { enabled: false }), db)).toBe('Write queue: group commit off (WRITE_QUEUE=off), synchronous=FULL');
    db.pragma('synchronous = NORMAL');
    expect(describeWriteQueue(createWriteQueue(db, { windowMs: 2, maxBatch: 10 }), db))
      .toBe('Write queue: group commit on (at most 10 writes a batch, a 2 ms window), synchronous=NORMAL');
  });
});

describe('submits through the queue (POST /api/testsubmit)', () => {
  const submitted = (t: Awaited<ReturnType<typeof makeServer>>) =>
    (t.db.prepare("SELECT COUNT(*) AS n FROM attempts WHERE status = 'submitted'").get() as { n: number }).n;

  it('stores one attempt for a clientSubmissionId sent several times at once, and answers each with it', async () => {
    const t = await makeServer();
    const demo = await t.login();
    const test = await loadTest(t, demo, { testId: DEMO_TESTS.shortTest });
    const before = submitted(t);
    const replies = await Promise.all(Array.from({ length: 4 }, () => submit(t, demo, test, new Map(), 'same-id-at-once')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.obj.testSession)).size).toBe(1);
    expect(submitted(t)).toBe(before + 1);
  });

  it('keeps the per-student limit exact for submits sent at once: 20 taken, the rest 429', async () => {
    const t = await makeServer();
    const demo = await t.login();
    const test = await loadTest(t, demo, { testId: DEMO_TESTS.shortTest });
    const before = submitted(t);
    const statuses = (await Promise.all(Array.from({ length: 25 }, () => submit(t, demo, test, new Map())))).map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(20);
    expect(statuses.filter((x) => x === 429)).toHaveLength(5);
    expect(submitted(t)).toBe(before + 20);
  });

  it('keeps the limit hit of a refused submit, as without the queue, and stores nothing of it', async () => {
    const t = await makeServer();
    const demo = await t.login();
    const test = await loadTest(t, demo, { testId: DEMO_TESTS.shortTest });
    const ans = buildSubmitAnsDetails({ test, progress: progressOf(test, new Map()), course: course(), testMode: '', remainingTime: 60, helpCounter: 0 });
    // a question that is not in the test: refused after the submit was counted
    const foreign = { ...ans, questionSet: ans.questionSet.map((q, i) => (i === 0 ? { ...q, questionId: 999_999 } : q)) };
    const before = submitted(t);
    for (let i = 0; i < 20; i++) {
      const res = await postForm(t, demo, '/testsubmit', { ansdetails: JSON.stringify(foreign), clientSubmissionId: `foreign-${i}` });
      expect(res.status).toBe(400);
    }
    expect((await submit(t, demo, test, new Map())).status).toBe(429);
    expect(submitted(t)).toBe(before);
  });
});
