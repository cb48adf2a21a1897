// Group commit (docs/reliability.md "Group commit"): the writes of many requests in one transaction, so one fsync
// (synchronous=FULL, server/db/open-database.ts) makes a whole batch durable instead of one fsync per request.
//
//   const id = await writes.run((db) => store(db));   // resolves after the COMMIT of the batch that ran it
//
// - A work item runs synchronously on the database connection, inside the batch's BEGIN IMMEDIATE ... COMMIT and
//   inside its own SAVEPOINT: an item that throws rolls back only its own writes and rejects only its own promise.
//   It must not await (it is refused when it returns a promise): the whole batch is one JS turn, so no other code of
//   the server, and so no other write, runs between BEGIN and COMMIT, and each item sees the writes of the items
//   before it (an idempotency or rate-limit check inside an item stays exact).
// - The window: the first item of a batch schedules the flush with setImmediate (windowMs 0, the default), so a batch
//   holds every item that arrived in the same turn of the event loop, plus those that arrived while the previous
//   batch was committing; under no load an item commits at once, one turn later. windowMs > 0 waits that long
//   instead (fewer, larger batches at the cost of that much latency).
// - The bound: at most maxBatch items a batch (default 100); the rest wait for the next flush, one event-loop turn
//   later, so the replies of a batch go out before the next one runs.
// - Every promise settles only after COMMIT returned (with synchronous=FULL: after the WAL was fsynced). If COMMIT
//   fails, the batch is rolled back and every item of it rejects. If SQLite ends the transaction itself inside an item
//   (e.g. SQLITE_FULL, an I/O error), the items run so far reject and the rest go on in a new batch.
// - enabled: false (env WRITE_QUEUE=off, for the same-run baseline of npm run bench:server): each item runs at once,
//   outside any batch transaction, its statements committing as they would without the queue; run still returns a
//   promise that settles after that.
import { setImmediate, setTimeout } from 'node:timers';
import type { Db } from './migration';

export interface WriteQueueOptions {
  /** false: no group commit (see the header); default true */
  enabled?: boolean;
  /** how long the first item of a batch waits for more, in ms; 0 (default): until the event loop's check phase */
  windowMs?: number;
  /** the most items in one transaction (default 100) */
  maxBatch?: number;
  /** how a flush is scheduled (tests pass a manual one); default setImmediate, or setTimeout(windowMs) */
  schedule?: (flush: () => void) => void;
  /** told the size of every batch as it starts (the metrics, server/observability/metrics.ts); what it throws is ignored */
  onBatch?: (size: number) => void;
}

export interface WriteQueueStats {
  batches: number;
  items: number;
  /** the largest batch so far */
  largest: number;
}

export interface WriteQueue {
  /** Runs `work` in the next batch; resolves with its result once that batch is committed, rejects with its error. */
  run<T>(work: (db: Db) => T): Promise<T>;
  /** Runs the waiting items now (at most maxBatch; the rest stay scheduled). */
  flush(): void;
  /** items waiting for a batch */
  readonly pending: number;
  readonly enabled: boolean;
  readonly windowMs: number;
  readonly maxBatch: number;
  readonly stats: Readonly<WriteQueueStats>;
}

export const DEFAULT_MAX_BATCH = 100;

interface Item {
  work: (db: Db) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Thrown for an item that returned a promise: its later writes would run outside the batch. */
export const ASYNC_WORK = 'A write-queue item must be synchronous: it returned a promise';
/** The outcome of an item whose batch SQLite rolled back before the commit (its writes are gone). */
export const BATCH_ROLLED_BACK = 'The write batch ended before its commit';

const SAVEPOINT = 'write_queue_item';

/** Whether v is a promise (or another thenable): a work item must not return one. */
export const isThenable = (v: unknown): boolean =>
  (typeof v === 'object' || typeof v === 'function') && v !== null && typeof (v as { then?: unknown }).then === 'function';

/** WRITE_QUEUE=off turns group commit off (benchmark baselines); anything else leaves it on. */
export const writeQueueFromEnv = (env: Readonly<Record<string, string | undefined>>): WriteQueueOptions =>
  ({ enabled: !/^(off|0|false)$/i.test(env.WRITE_QUEUE?.trim() ?? '') });

/** 'Write queue: group commit on (...), synchronous=FULL': the queue's settings and the connection's synchronous pragma. */
export function describeWriteQueue(q: Pick<WriteQueue, 'enabled' | 'maxBatch' | 'windowMs'>, db: Db): string {
  const synchronous = ['OFF', 'NORMAL', 'FULL', 'EXTRA'][Number(db.pragma('synchronous', { simple: true }))] ?? 'unknown';
  const window = q.windowMs > 0 ? `a ${q.windowMs} ms window` : 'flushed every event-loop turn';
  const mode = q.enabled ? `group commit on (at most ${q.maxBatch} writes a batch, ${window})` : 'group commit off (WRITE_QUEUE=off)';
  return `Write queue: ${mode}, synchronous=${synchronous}`;
}

/**
 * Commits every waiting item now, batch after batch (the server's stop, server/main.ts, before it closes the
 * database). Returns how many items were waiting. Not for use inside a work item.
 */
export function drainWriteQueue(q: Pick<WriteQueue, 'flush' | 'pending'>): number {
  const waiting = q.pending;
  // each flush takes at least one item off the queue (or settles it); the bound is only a guard
  for (let left = waiting; q.pending > 0 && left >= 0; left--) q.flush();
  return waiting;
}

export function createWriteQueue(db: Db, options: WriteQueueOptions = {}): WriteQueue {
  const enabled = options.enabled ?? true;
  const windowMs = Math.max(0, options.windowMs ?? 0);
  const maxBatch = Math.max(1, Math.floor(options.maxBatch ?? DEFAULT_MAX_BATCH));
  const schedule = options.schedule
    ?? (windowMs > 0 ? (f: () => void) => { setTimeout(f, windowMs); } : (f: () => void) => { setImmediate(f); });
  const stats: WriteQueueStats = { batches: 0, items: 0, largest: 0 };
  // the transaction statements, prepared once on first use (db.exec parses its text on every call)
  let sql: Record<'begin' | 'commit' | 'savepoint' | 'release' | 'rollbackTo', { run(): unknown }> | undefined;
  const stmt = () => (sql ??= {
    begin: db.prepare('BEGIN IMMEDIATE'), commit: db.prepare('COMMIT'), savepoint: db.prepare(`SAVEPOINT ${SAVEPOINT}`),
    release: db.prepare(`RELEASE ${SAVEPOINT}`), rollbackTo: db.prepare(`ROLLBACK TO ${SAVEPOINT}`),
  });
  let queue: Item[] = [];
  let scheduled = false;
  let flushing = false;

  const later = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      flush();
    });
  };

  /** Runs one item inside its savepoint; its outcome, never a throw (unless the savepoint itself cannot be made). */
  const runItem = (item: Item): Outcome => {
    stmt().savepoint.run();
    try {
      const value = item.work(db);
      if (isThenable(value)) {
        (value as Promise<unknown>).then(undefined, () => {}); // nothing may wait on it unhandled
        throw new TypeError(ASYNC_WORK);
      }
      if (db.inTransaction) stmt().release.run();
      return { ok: true, value };
    } catch (error) {
      if (db.inTransaction) {
        stmt().rollbackTo.run();
        stmt().release.run();
      }
      return { ok: false, error };
    }
  };

  const rollback = () => {
    if (!db.inTransaction) return;
    try { db.exec('ROLLBACK'); } catch { /* its own failure changes nothing: the batch is not committed */ }
  };

  /** One batch in one transaction; settles every item of it. */
  const commitBatch = (batch: Item[]) => {
    stats.batches++;
    stats.items += batch.length;
    stats.largest = Math.max(stats.largest, batch.length);
    if (options.onBatch) {
      try { options.onBatch(batch.length); } catch { /* an observer must not change the batch */ }
    }
    const outcomes: Outcome[] = [];
    try {
      stmt().begin.run();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    try {
      for (let i = 0; i < batch.length; i++) {
        const outcome = runItem(batch[i]);
        if (!db.inTransaction) {
          // SQLite (or the item) ended the batch's transaction: nothing of it so far is committed by this batch
          const lost = outcome.ok ? new Error(BATCH_ROLLED_BACK) : outcome.error;
          batch.slice(0, i + 1).forEach((item, j) => item.reject(j === i ? lost : new Error(BATCH_ROLLED_BACK, { cause: lost })));
          queue = [...batch.slice(i + 1), ...queue];
          return;
        }
        outcomes.push(outcome);
      }
    } catch (error) {
      // a savepoint could not be made or released: give up the whole batch
      rollback();
      for (const item of batch) item.reject(error);
      return;
    }
    try {
      stmt().commit.run();
    } catch (error) {
      rollback();
      for (const item of batch) item.reject(error);
      return;
    }
    // durable now: acknowledge
    batch.forEach((item, i) => {
      const o = outcomes[i];
      if (o.ok) item.resolve(o.value);
      else item.reject(o.error);
    });
  };

  const flush = () => {
    if (flushing || queue.length === 0) return;
    flushing = true;
    try {
      commitBatch(queue.splice(0, maxBatch));
    } finally {
      flushing = false;
      later();
    }
  };

  const run = <T>(work: (db: Db) => T): Promise<T> => {
    if (!enabled) {
      return new Promise<T>((resolve, reject) => {
        const outcome = (() => { try { return { ok: true as const, value: work(db) }; } catch (error) { return { ok: false as const, error }; } })();
        if (outcome.ok && isThenable(outcome.value)) reject(new TypeError(ASYNC_WORK));
        else if (outcome.ok) resolve(outcome.value);
        else reject(outcome.error);
      });
    }
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      later();
    });
  };

  return {
    run, flush, enabled, windowMs, maxBatch, stats,
    get pending() { return queue.length; },
  };
}
