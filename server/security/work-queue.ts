// A bounded-concurrency queue for CPU-heavy work off the request path (password hashing). scrypt runs on libuv's
// thread pool, which also reads the static files: without a bound, a burst of sign-ins fills every pool thread and
// every core, and the app's own scripts and other students' calls wait behind them (measured: 5.3 s for the entry
// script under 16 clients sending bad logins). With at most `concurrency` hashes at a time, the rest of the pool
// and a core stay free; past `maxWaiting` queued tasks the server says it is busy instead of queueing without end.
import { availableParallelism } from 'node:os';
import { HttpError } from '../http/reply';

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly concurrency: number, readonly maxWaiting: number) {}

  /** Runs the task when a slot is free; 503 with Retry-After when too many tasks already wait. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HttpError(503, 'server_busy', SERVER_BUSY, { 'Retry-After': '1' });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // the slot passes straight to the next task (running stays the same), else it is freed
      if (next) next();
      else this.running--;
    }
  }

  /** Tasks running and waiting (for tests and the benchmark). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/**
 * One core is left to the event loop (static files, every other call); on a 2-core machine, one hash at a time.
 * HASH_CONCURRENCY in the environment overrides it (npm run bench:login-flood compares with an unbounded queue).
 */
export const HASH_CONCURRENCY = Number(process.env.HASH_CONCURRENCY) > 0 ? Math.floor(Number(process.env.HASH_CONCURRENCY)) : Math.max(1, availableParallelism() - 1);
/** A hash takes about 50 ms: 64 waiting is about 3 s of work on one core. */
export const HASH_MAX_WAITING = 64;
