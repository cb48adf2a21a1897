/** @jest-environment node */
// Group commit (server/db/write-queue.ts) on SQLite and PostgreSQL: batching in one transaction, savepoint isolation,
// a failure of the batch as a whole, order, acknowledgement after the commit, the bound, the window, the switch. The
// flushes are driven by hand (a manual scheduler) except where the schedule itself is tested. Each engine gets two
// connections to one database; the second sees only what is committed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { all, type Dialect, openSqlite, postgresDatabase, run, type SqlDatabase } from '../../../server/db/connect';
import { schemaWriter } from '../../../server/db/migrate';
import { createWriteQueue, describeWriteQueue, type WriteQueue, type WriteQueueOptions, writeQueueFromEnv } from '../../../server/db/write-queue';
import { buildSubmitAnsDetails } from '../../../domain/test-engine/payloads';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import { course, loadTest, postForm, progressOf, submit } from '../delivery-helpers';
import { makeServer } from '../test-server';
import { ENGINES, newPgDatabase, twoConnections as twoOf } from '../engines';

const dir = mkdtempSync(join(tmpdir(), 'write-queue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** two connections to one new database of the engine (SQLite: a file, as the server's; tests/server/engines.ts) */
const twoConnections = async (dialect: Dialect) => {
  const { a, b, location, close } = await twoOf(dialect, dir, 'q');
  return { db: a, other: b, url: location, close };
};

/** resolves after every promise callback queued so far has run */
const settle = () => new Promise<void>((done) => setImmediate(done));
const delay = (ms: number) => new Promise<void>((done) => { setTimeout(done, ms); });
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

for (const dialect of ENGINES) {
  describe(`createWriteQueue (${dialect})`, () => {
    let pair: Awaited<ReturnType<typeof twoConnections>>;
    let db: SqlDatabase;
    let flushes: (() => void)[];

    beforeAll(async () => {
      pair = await twoConnections(dialect);
      db = pair.db;
      await db.transaction(() => schemaWriter(db).exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL);
        CREATE TABLE parent (id INTEGER PRIMARY KEY);
        CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);`));
    }, 60_000);
    afterAll(async () => { await pair?.close(); }, 60_000);
    beforeEach(async () => {
      flushes = [];
      await run(db, sql`DELETE FROM child`);
      await run(db, sql`DELETE FROM t`);
    });

    /** A queue whose flushes wait in `flushes` until the test runs them. */
    const manualQueue = (options: WriteQueueOptions = {}) => createWriteQueue(db, { schedule: (f) => { flushes.push(f); }, ...options });
    const runScheduled = () => {
      const due = flushes;
      flushes = [];
      for (const f of due) f();
    };
    /** runs the one scheduled flush and waits until its batch settled (flush() answers the batch running) */
    const runBatch = async (q: WriteQueue) => {
      expect(flushes).toHaveLength(1);
      runScheduled();
      await q.flush();
    };
    const insert = (v: string) => run(db, sql`INSERT INTO t (v) VALUES (${v})`);
    const values = async (on: SqlDatabase) => (await all(on, sql<{ v: string }>`SELECT v FROM t ORDER BY id`)).map((r) => r.v);
    /** what another connection sees: only what is committed */
    const committed = () => values(pair.other);
    /** PostgreSQL: the id of the running transaction (SQLite has none to show: its commits are counted instead) */
    const txid = async () => (dialect === 'postgres' ? (await all(db, sql<{ x: number }>`SELECT txid_current() AS x`))[0].x : null);
    /** SQLite: changes when another connection commits */
    const dataVersion = () => (pair.other.sqlite ? Number(pair.other.sqlite.pragma('data_version', { simple: true })) : 0);

    it('runs the items queued before a flush in one transaction, in order, each seeing the writes before it', async () => {
      const q = manualQueue();
      const versionBefore = dataVersion();
      const seen: string[][] = [];
      const inTransaction: boolean[] = [];
      const transactions: (number | null)[] = [];
      const results = ['a', 'b', 'c'].map((v) => q.run(async () => {
        inTransaction.push(db.inTransaction);
        await insert(v);
        seen.push(await values(db));
        transactions.push(await txid());
        return v.toUpperCase();
      }));
      expect(q.pending).toBe(3);
      expect(flushes).toHaveLength(1); // one flush scheduled for the three
      runScheduled();
      expect(await Promise.all(results)).toEqual(['A', 'B', 'C']);
      expect(seen).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c']]);
      expect(inTransaction).toEqual([true, true, true]);
      expect(await committed()).toEqual(['a', 'b', 'c']);
      // one commit: the other connection saw one (SQLite), every item ran in the same transaction (PostgreSQL)
      if (dialect === 'sqlite') expect(dataVersion()).toBe(versionBefore + 1);
      else expect(new Set(transactions).size).toBe(1);
      expect(q.stats).toEqual({ batches: 1, items: 3, largest: 3 });
    });

    it('acknowledges an item only after the commit of its batch, when the whole batch becomes visible', async () => {
      const q = manualQueue();
      let visibleInsideBatch: string[] | undefined;
      const first = q.run(() => insert('x'));
      const second = q.run(() => insert('y'));
      const last = q.run(async () => { visibleInsideBatch = await committed(); });
      const visibleAtAck = first.then(() => committed());
      await settle();
      expect(await state(first)).toBe('pending'); // queued, not run
      expect(await committed()).toEqual([]);
      runScheduled();
      await last;
      // while the batch ran, none of its writes was committed; by the time an item was acknowledged, all were
      expect(visibleInsideBatch).toEqual([]);
      expect(await visibleAtAck).toEqual(['x', 'y']);
      await expect(second).resolves.toBe(1);
    });

    it('rolls back only the writes of an item that throws or whose statement fails, and rejects only its promise', async () => {
      const q = manualQueue();
      const boom = new Error('refused');
      const a = q.run(() => insert('a'));
      const b = q.run(async () => {
        await insert('b');
        throw boom;
      });
      // a statement the database refuses (PostgreSQL: the transaction goes on from the item's savepoint)
      const refused = q.run(async () => {
        await insert('c');
        await run(db, sql`INSERT INTO t (v) VALUES (NULL)`);
      });
      const count = q.run(async () => (await all(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM t`))[0].n);
      runScheduled();
      await expect(a).resolves.toBe(1);
      await expect(b).rejects.toBe(boom);
      expect(await rejectionMessage(refused)).toMatch(/not null|null value/i);
      // the last item ran after both rollbacks: it sees a's row only
      await expect(count).resolves.toBe(1);
      expect(await committed()).toEqual(['a']);
      expect(q.stats.batches).toBe(1);
    });

    it("keeps an item's nested transaction a savepoint inside its own", async () => {
      const q = manualQueue();
      const nested = q.run(async () => {
        await insert('kept');
        await db.transaction(async () => {
          await insert('undone');
          throw new Error('inner');
        }).catch(() => { /* the inner transaction rolled back its own write */ });
        await db.transaction(() => insert('kept too'));
        return db.inTransaction;
      });
      runScheduled();
      await expect(nested).resolves.toBe(true);
      expect(await committed()).toEqual(['kept', 'kept too']);
    });

    it('rejects every item of a batch whose COMMIT fails, stores none of it, and goes on with the next batch', async () => {
      const q = manualQueue();
      const fine = q.run(() => insert('lost with the batch'));
      // a deferred foreign key is checked at COMMIT: this makes the commit itself fail
      const orphan = q.run(() => run(db, sql`INSERT INTO child (parent_id) VALUES (42)`));
      runScheduled();
      // (the message, not toThrow: better-sqlite3's errors may come from another realm than the test's)
      expect(await rejectionMessage(fine)).toMatch(/foreign key/i);
      expect(await rejectionMessage(orphan)).toMatch(/foreign key/i);
      expect(await committed()).toEqual([]);
      if (db.sqlite) expect(db.sqlite.inTransaction).toBe(false);

      const next = q.run(() => insert('next'));
      await runBatch(q);
      await expect(next).resolves.toBe(1);
      expect(await committed()).toEqual(['next']);
    });

    it('rejects every item of a batch when an item ends the transaction itself, and commits nothing of it', async () => {
      const q = manualQueue();
      const before = q.run(() => insert('before'));
      const ender = q.run(async () => { await sql`ROLLBACK`.execute(db.q()); });
      const after = q.run(() => insert('after'));
      runScheduled();
      for (const item of [before, ender, after]) expect(await rejectionMessage(item)).not.toBe('');
      expect(q.pending).toBe(0);
      expect(await committed()).toEqual([]);
      const next = q.run(() => insert('next'));
      await runBatch(q);
      await expect(next).resolves.toBe(1);
      expect(await committed()).toEqual(['next']);
    });

    it('bounds a batch at maxBatch items and schedules the rest for the next flush', async () => {
      const q = manualQueue({ maxBatch: 2 });
      const items = ['1', '2', '3', '4', '5'].map((v) => q.run(() => insert(v)));
      await runBatch(q);
      expect(q.stats).toEqual({ batches: 1, items: 2, largest: 2 });
      expect(q.pending).toBe(3);
      expect(await committed()).toEqual(['1', '2']);
      await runBatch(q);
      await runBatch(q);
      await Promise.all(items);
      expect(q.stats).toEqual({ batches: 3, items: 5, largest: 2 });
      expect(await committed()).toEqual(['1', '2', '3', '4', '5']);
      expect(flushes).toHaveLength(0);
    });

    it('puts an item queued by an item of a batch into the next batch', async () => {
      const q = manualQueue();
      let inner: Promise<unknown> | undefined;
      const outer = q.run(async () => {
        await insert('outer');
        inner = q.run(() => insert('inner')); // not awaited here: it commits with the next batch
      });
      await runBatch(q);
      await outer;
      expect(await committed()).toEqual(['outer']);
      await runBatch(q);
      await inner;
      expect(await committed()).toEqual(['outer', 'inner']);
      expect(q.stats.batches).toBe(2);
    });

    // The next two fail at the time of writing: a flush scheduled from inside a transaction's async context (an item,
    // or code inside db.transaction) inherits that context (AsyncLocalStorage), so the batch takes the finished
    // transaction for its outer one and makes savepoints on its released connection: PostgreSQL refuses ("SAVEPOINT
    // can only be used in transaction blocks"); SQLite runs the batch without the lock, inside whatever transaction
    // holds the connection then, so an acknowledged write is lost when that one rolls back.
    it('puts an item queued by an item into a batch of its own, also on the real schedule (a window)', async () => {
      const q = createWriteQueue(db, { windowMs: 20 });
      let inner: Promise<unknown> | undefined;
      await q.run(async () => {
        await insert('outer');
        inner = q.run(async () => { await insert('inner'); return 'inner'; });
      });
      expect(await rejectionMessage(inner!)).toBe('');
      expect(await committed()).toEqual(['outer', 'inner']);
      expect(q.stats.batches).toBe(2);
    });

    it('commits an item queued from inside a transaction in its own batch, whatever another transaction does meanwhile', async () => {
      const q = createWriteQueue(db);
      let queued: Promise<unknown> | undefined;
      await db.transaction(async () => {
        await insert('transaction');
        queued = q.run(() => insert('queued')); // not awaited: it commits after this transaction
      });
      const rolledBack = db.transaction(async () => { await insert('rolled back'); await delay(50); throw new Error('undo'); });
      expect(await rejectionMessage(queued!)).toBe('');
      expect(await rejectionMessage(rolledBack)).toBe('undo');
      expect(await committed()).toEqual(['transaction', 'queued']);
    });

    it('with setImmediate (the default) batches the items of one event-loop turn', async () => {
      const q = createWriteQueue(db);
      const results = await Promise.all([q.run(() => insert('x')), q.run(() => insert('y'))]);
      expect(results).toEqual([1, 1]);
      expect(q.stats.batches).toBe(1);
      expect(await committed()).toEqual(['x', 'y']);
      // under no load an item commits on its own, one turn later
      await q.run(() => insert('z'));
      expect(q.stats).toEqual({ batches: 2, items: 3, largest: 2 });
    });

    it('with windowMs waits that long for more items, then commits them in one batch', async () => {
      const q = createWriteQueue(db, { windowMs: 150 });
      const started = Date.now();
      const first = q.run(() => insert('first'));
      await delay(40);
      expect(await state(first)).toBe('pending');
      const second = q.run(() => insert('second'));
      await Promise.all([first, second]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect(q.stats).toEqual({ batches: 1, items: 2, largest: 2 });
      expect(await committed()).toEqual(['first', 'second']);
    });

    it('when disabled runs each item at once, outside any batch transaction, its statements committing as they go', async () => {
      const q = manualQueue({ enabled: false });
      const inTransaction: boolean[] = [];
      const a = q.run(async () => {
        inTransaction.push(db.inTransaction);
        await insert('a');
        return 'A';
      });
      expect(q.pending).toBe(0);
      expect(await a).toBe('A');
      expect(await committed()).toEqual(['a']);
      // no savepoint either: what an item wrote before it failed stays
      await expect(q.run(async () => { await insert('kept'); throw new Error('no'); })).rejects.toThrow('no');
      expect(await committed()).toEqual(['a', 'kept']);
      expect(inTransaction).toEqual([false]);
      expect(flushes).toHaveLength(0);
      expect(q.stats.batches).toBe(0);
    });

    it("describes the queue and the database's durability setting", async () => {
      const durability = dialect === 'sqlite' ? 'synchronous=FULL' : 'synchronous_commit=on';
      // the test cluster runs with synchronous_commit=off (scripts/pg-cluster.ts): a server's default is on
      let on = db;
      if (dialect === 'postgres') {
        const name = (await all(db, sql<{ n: string }>`SELECT current_database() AS n`))[0].n;
        await sql`ALTER DATABASE ${sql.id(name)} SET synchronous_commit = on`.execute(db.q());
        on = postgresDatabase(pair.url, 1);
      }
      try {
        expect(await describeWriteQueue(createWriteQueue(on), on))
          .toBe(`Write queue: group commit on (at most 100 writes a batch, flushed every event-loop turn), ${durability}`);
        expect(await describeWriteQueue(createWriteQueue(on, { enabled: false }), on)).toBe(`Write queue: group commit off (WRITE_QUEUE=off), ${durability}`);
        expect(await describeWriteQueue(createWriteQueue(on, { windowMs: 2, maxBatch: 10 }), on))
          .toBe(`Write queue: group commit on (at most 10 writes a batch, a 2 ms window), ${durability}`);
      } finally {
        if (on !== db) await on.close();
      }
      if (db.sqlite) {
        db.sqlite.pragma('synchronous = NORMAL');
        try {
          expect(await describeWriteQueue(createWriteQueue(db), db)).toMatch(/, synchronous=NORMAL$/);
        } finally {
          db.sqlite.pragma('synchronous = FULL');
        }
      } else {
        expect(await describeWriteQueue(createWriteQueue(db), db)).toMatch(/, synchronous_commit=off$/);
      }
    });
  });
}

describe('writeQueueFromEnv', () => {
  it('reads WRITE_QUEUE=off (and 0, false) as off, anything else as on', () => {
    expect(writeQueueFromEnv({ WRITE_QUEUE: 'off' }).enabled).toBe(false);
    expect(writeQueueFromEnv({ WRITE_QUEUE: ' OFF ' }).enabled).toBe(false);
    expect(writeQueueFromEnv({ WRITE_QUEUE: '0' }).enabled).toBe(false);
    expect(writeQueueFromEnv({ WRITE_QUEUE: 'false' }).enabled).toBe(false);
    expect(writeQueueFromEnv({ WRITE_QUEUE: 'on' }).enabled).toBe(true);
    expect(writeQueueFromEnv({}).enabled).toBe(true);
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
