// Group commit (docs/reliability.md "Group commit"): the writes of many requests in one transaction, so one fsync
// (SQLite synchronous=FULL, server/db/open-database.ts; PostgreSQL's commit) makes a whole batch durable instead of one
// fsync per request.
//
//   const id = await writes.run(async () => store());   // resolves after the COMMIT of the batch that ran it
//
// - A work item runs inside the batch's transaction (db.transaction: BEGIN IMMEDIATE on SQLite) and inside its own
//   SAVEPOINT (a nested db.transaction): an item that throws rolls back only its own writes and rejects only its own
//   promise. Items run one after another, each awaited before the next, so each sees the writes of the items before
//   it (an idempotency or rate-limit check inside an item stays exact). Their queries go through db.q(), which is the
//   batch's connection inside the item (server/db/connect.ts). An item awaits only the database: while a batch runs,
//   SQLite's one connection is the batch's, and on PostgreSQL the batch holds one pooled connection.
// - The window: the first item of a batch schedules the flush with setImmediate (windowMs 0, the default), so a batch
//   holds every item that arrived in the same turn of the event loop, plus those that arrived while the previous
//   batch was committing; under no load an item commits at once, one turn later. windowMs > 0 waits that long
//   instead (fewer, larger batches at the cost of that much latency).
// - The bound: at most maxBatch items a batch (default 100); the rest wait for the next flush.
// - Every promise settles only after COMMIT returned. If the batch's transaction fails as a whole (BEGIN, a savepoint
//   that cannot be made or rolled back, COMMIT), every item of it rejects: nothing of it was committed, and the app's
//   submits are retried with the same submission id.
// - enabled: false (env WRITE_QUEUE=off, for the same-run baseline of npm run bench:server): each item runs at once,
//   outside any batch transaction, its statements committing as they would without the queue.
import { setImmediate, setTimeout } from 'node:timers';
import { sql } from 'kysely';
import type { SqlDatabase } from './connect';

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
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Runs the waiting items now (at most maxBatch; the rest stay scheduled); resolves when that batch settled. */
  flush(): Promise<void>;
  /** items waiting for a batch */
  readonly pending: number;
  readonly enabled: boolean;
  readonly windowMs: number;
  readonly maxBatch: number;
  readonly stats: Readonly<WriteQueueStats>;
}

export const DEFAULT_MAX_BATCH = 100;

interface Item {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** WRITE_QUEUE=off turns group commit off (benchmark baselines); anything else leaves it on. */
export const writeQueueFromEnv = (env: Readonly<Record<string, string | undefined>>): WriteQueueOptions =>
  ({ enabled: !/^(off|0|false)$/i.test(env.WRITE_QUEUE?.trim() ?? '') });

/** 'Write queue: group commit on (...), synchronous=FULL': the queue's settings and the database's durability setting. */
export async function describeWriteQueue(q: Pick<WriteQueue, 'enabled' | 'maxBatch' | 'windowMs'>, db: SqlDatabase): Promise<string> {
  let durability: string;
  if (db.sqlite) {
    durability = `synchronous=${['OFF', 'NORMAL', 'FULL', 'EXTRA'][Number(db.sqlite.pragma('synchronous', { simple: true }))] ?? 'unknown'}`;
  } else {
    const row = await sql<{ v: string }>`SELECT current_setting('synchronous_commit') AS v`.execute(db.q());
    durability = `synchronous_commit=${row.rows[0]?.v ?? 'unknown'}`;
  }
  const window = q.windowMs > 0 ? `a ${q.windowMs} ms window` : 'flushed every event-loop turn';
  const mode = q.enabled ? `group commit on (at most ${q.maxBatch} writes a batch, ${window})` : 'group commit off (WRITE_QUEUE=off)';
  return `Write queue: ${mode}, ${durability}`;
}

/**
 * Commits every waiting item now, batch after batch (the server's stop, server/main.ts, before it closes the
 * database). Returns how many items were waiting. Not for use inside a work item.
 */
export async function drainWriteQueue(q: Pick<WriteQueue, 'flush' | 'pending'>): Promise<number> {
  const waiting = q.pending;
  // each flush takes at least one item off the queue (or settles it); the bound is only a guard
  for (let left = waiting; q.pending > 0 && left >= 0; left--) await q.flush();
  return waiting;
}

export function createWriteQueue(db: SqlDatabase, options: WriteQueueOptions = {}): WriteQueue {
  const enabled = options.enabled ?? true;
  const windowMs = Math.max(0, options.windowMs ?? 0);
  const maxBatch = Math.max(1, Math.floor(options.maxBatch ?? DEFAULT_MAX_BATCH));
  const schedule = options.schedule
    ?? (windowMs > 0 ? (f: () => void) => { setTimeout(f, windowMs); } : (f: () => void) => { setImmediate(f); });
  const stats: WriteQueueStats = { batches: 0, items: 0, largest: 0 };
  let queue: Item[] = [];
  let scheduled = false;
  let flushing: Promise<void> | null = null;

  const later = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    // scheduled outside the caller's transaction, if it is in one: a batch is a transaction of its own, never a
    // savepoint of a request's (it would be acknowledged before that request's commit)
    db.outside(() => schedule(() => {
      scheduled = false;
      void flush();
    }));
  };

  /** One batch in one transaction; settles every item of it. */
  const commitBatch = async (batch: Item[]) => {
    stats.batches++;
    stats.items += batch.length;
    stats.largest = Math.max(stats.largest, batch.length);
    if (options.onBatch) {
      try { options.onBatch(batch.length); } catch { /* an observer must not change the batch */ }
    }
    const outcomes: Outcome[] = [];
    try {
      await db.transaction(async () => {
        for (const item of batch) {
          // a savepoint each: an item that throws undoes only its own writes (a failure of the savepoint itself
          // ends the whole batch, below)
          let failed: { error: unknown } | null = null;
          const value = await db.transaction(async () => {
            try {
              return await item.work();
            } catch (error) {
              failed = { error };
              throw error;
            }
          }).catch((error: unknown) => {
            if (!failed) throw error; // the savepoint's own failure
            return undefined;
          });
          outcomes.push(failed ? { ok: false, error: (failed as { error: unknown }).error } : { ok: true, value });
        }
      });
    } catch (error) {
      // nothing of the batch is committed
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

  const flush = async (): Promise<void> => {
    if (flushing) return flushing;
    if (queue.length === 0) return;
    flushing = (async () => {
      try {
        await commitBatch(queue.splice(0, maxBatch));
      } finally {
        flushing = null;
        later();
      }
    })();
    return flushing;
  };

  const run = <T>(work: () => Promise<T>): Promise<T> => {
    if (!enabled) return Promise.resolve().then(work);
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
