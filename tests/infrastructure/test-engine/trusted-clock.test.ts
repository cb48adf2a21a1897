/** @jest-environment node */
// The trusted clock driven by hand: a performance clock, a wall clock and a server whose time is the true time (give
// or take a small error), timers that run on the performance clock, a map for local storage, EventTargets for the
// window and the document.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { asyncScheduler } from 'rxjs';
import {
  browserClockDeps, CLOCK_LIMITS, CLOCK_OFFSET_KEY, TrustedClock, type TrustedClockDeps,
} from '../../../infrastructure/test-engine/trusted-clock';

const T0 = 1_800_000_000_000;
const HOUR = 3_600_000;

class FakeDocument extends EventTarget {
  visibilityState = 'visible';
  show(state: 'visible' | 'hidden'): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

interface Timer { due: number; run: () => void; every?: number; cancelled: boolean }

/** Everything the clock reads, moved by the test. True time and performance time advance together. */
class World {
  perf = 5_000;
  trueTime = T0;
  wall = T0;
  readonly stored = new Map<string, string>();
  readonly timers: Timer[] = [];
  serverCalls = 0;
  /** what the next server call does (default: answer the true time at once) */
  server: () => Promise<number> = async () => this.trueTime;
  readonly window = new EventTarget();
  readonly document = new FakeDocument();

  deps(over: Partial<TrustedClockDeps> = {}): TrustedClockDeps {
    return {
      perfNow: () => this.perf,
      wallNow: () => this.wall,
      serverNow: () => { this.serverCalls++; return this.server(); },
      storage: { getItem: (k) => this.stored.get(k) ?? null, setItem: (k, v) => { this.stored.set(k, v); } },
      window: this.window,
      document: this.document,
      setTimer: (run, ms) => this.schedule(run, ms),
      setRepeat: (run, ms) => this.schedule(run, ms, ms),
      ...over,
    };
  }

  clock(over: Partial<TrustedClockDeps> = {}): TrustedClock {
    return new TrustedClock(this.deps(over));
  }

  /** Elapsed time: performance, true and wall clocks move by ms; due timers run in order. */
  advance(ms: number): void {
    const end = this.perf + ms;
    for (;;) {
      const next = this.timers.filter((t) => !t.cancelled && t.due <= end).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.move(next.due - this.perf);
      if (next.every) next.due += next.every;
      else next.cancelled = true;
      next.run();
    }
    this.move(end - this.perf);
  }

  /** A server that answers trueTime + error, `up` ms after the call, its reply arriving `down` ms later. */
  answering(error: number, up: number, down: number): () => Promise<number> {
    return async () => {
      this.advance(up);
      const reading = this.trueTime + error;
      this.advance(down);
      return reading;
    };
  }

  private move(ms: number): void {
    this.perf += ms;
    this.trueTime += ms;
    this.wall += ms;
  }

  private schedule(run: () => void, ms: number, every?: number): () => void {
    const timer: Timer = { due: this.perf + ms, run, every, cancelled: false };
    this.timers.push(timer);
    return () => { timer.cancelled = true; };
  }
}

/** Lets pending promise callbacks run. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('TrustedClock: time follows elapsed time', () => {
  it('starts at the wall clock and advances exactly with performance time, in whole ms', () => {
    const w = new World();
    const clock = w.clock();
    expect(clock.now()).toBe(T0);
    w.advance(1234.7);
    expect(clock.now()).toBe(T0 + 1234);
    expect(clock.scheduler).toBe(asyncScheduler);
  });

  it.each([HOUR, -HOUR])('a wall-clock jump of %i ms with no sync changes nothing: now() advances with performance time only', (jump) => {
    const w = new World();
    const clock = w.clock();
    w.advance(10_000);
    w.wall += jump;
    expect(clock.now()).toBe(T0 + 10_000);
    w.advance(60_000);
    expect(clock.now()).toBe(T0 + 70_000);
    w.wall += jump;
    w.advance(1);
    expect(clock.now()).toBe(T0 + 70_001);
  });

  it('starts from the offset persisted by an earlier page', () => {
    const w = new World();
    w.stored.set(CLOCK_OFFSET_KEY, '-7200000');
    expect(w.clock().now()).toBe(T0 - 2 * HOUR);
  });

  it.each(['garbage', '', 'Infinity', 'NaN', '1e400'])('a garbled offset %j is ignored: the wall clock', (text) => {
    const w = new World();
    w.stored.set(CLOCK_OFFSET_KEY, text);
    expect(w.clock().now()).toBe(T0);
  });

  it('no storage, or a storage that throws, is no offset; a failed write does not stop a sync', async () => {
    const w = new World();
    expect(w.clock({ storage: null }).now()).toBe(T0);
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceeded'); } };
    const clock = w.clock({ storage: blocked });
    expect(clock.now()).toBe(T0);
    w.server = async () => w.trueTime + HOUR;
    await expect(clock.sync()).resolves.toBeUndefined();
    expect(clock.now()).toBe(T0 + HOUR);
  });
});

describe('TrustedClock.sync', () => {
  it('a clock behind the server jumps forward at once (estimate = server time + rtt / 2) and persists the offset', async () => {
    const w = new World();
    w.wall = T0 - HOUR; // the device's clock is an hour behind
    const clock = w.clock();
    expect(clock.now()).toBe(T0 - HOUR);
    w.server = w.answering(0, 40, 40);
    await clock.sync();
    expect(clock.now()).toBe(w.trueTime);
    expect(w.stored.get(CLOCK_OFFSET_KEY)).toBe(String(HOUR));
    // the next page starts on the server's time before its own sync
    expect(w.clock().now()).toBe(w.trueTime);
  });

  it('a clock ahead of the server is set back, but now() holds still until the new base catches up (never backwards)', async () => {
    const w = new World();
    w.wall = T0 + 5_000; // 5 s ahead
    const clock = w.clock();
    expect(clock.now()).toBe(T0 + 5_000);
    await clock.sync();
    expect(clock.now()).toBe(T0 + 5_000); // held
    w.advance(3_000);
    expect(clock.now()).toBe(T0 + 5_000); // still held: the true time is T0 + 3000
    w.advance(2_001);
    expect(clock.now()).toBe(T0 + 5_001); // caught up: runs with the true time again
    w.advance(10_000);
    expect(clock.now()).toBe(w.trueTime);
    expect(w.stored.get(CLOCK_OFFSET_KEY)).toBe('-5000');
  });

  it('a difference within the tolerance is left alone (no step), the offset is still kept', async () => {
    const w = new World();
    const clock = w.clock();
    w.server = async () => w.trueTime + CLOCK_LIMITS.toleranceMs;
    await clock.sync();
    expect(clock.now()).toBe(T0);
    expect(w.stored.get(CLOCK_OFFSET_KEY)).toBe(String(CLOCK_LIMITS.toleranceMs));
    w.server = async () => w.trueTime + CLOCK_LIMITS.toleranceMs + 1;
    await clock.sync();
    expect(clock.now()).toBe(T0 + CLOCK_LIMITS.toleranceMs + 1);
  });

  it('a server that fails, answers nonsense or throws leaves the time as it was, and sync resolves', async () => {
    const w = new World();
    const clock = w.clock();
    w.advance(1_000);
    for (const server of [
      () => Promise.reject(new Error('offline')),
      async () => Number.NaN,
      () => { throw new Error('sync throw'); },
    ]) {
      w.server = server;
      await expect(clock.sync()).resolves.toBeUndefined();
      expect(clock.now()).toBe(T0 + 1_000);
    }
    expect(w.stored.has(CLOCK_OFFSET_KEY)).toBe(false);
  });

  it('a server that does not answer: sync resolves after the timeout, the time unchanged; a late answer is ignored', async () => {
    const w = new World();
    w.wall = T0 - HOUR;
    const clock = w.clock();
    let answer!: (t: number) => void;
    w.server = () => new Promise<number>((resolve) => { answer = resolve; });
    let done = false;
    const syncing = clock.sync().then(() => { done = true; });
    w.advance(CLOCK_LIMITS.timeoutMs - 1);
    await settle();
    expect(done).toBe(false);
    w.advance(1);
    await syncing;
    expect(clock.now()).toBe(T0 - HOUR + CLOCK_LIMITS.timeoutMs);
    answer(w.trueTime);
    await settle();
    expect(clock.now()).toBe(T0 - HOUR + CLOCK_LIMITS.timeoutMs);
    expect(w.stored.has(CLOCK_OFFSET_KEY)).toBe(false);
  });

  it('a sample whose round trip took longer than maxRttMs is ignored', async () => {
    const w = new World();
    const clock = w.clock({ limits: { timeoutMs: 20_000 } });
    w.server = async () => { const reading = w.trueTime + HOUR; w.advance(CLOCK_LIMITS.maxRttMs + 1); return reading; };
    await clock.sync();
    expect(clock.now()).toBe(w.trueTime);
    // read as the request left: the estimate adds half the round trip, so it is half a round trip behind the server
    w.server = async () => { const reading = w.trueTime + HOUR; w.advance(CLOCK_LIMITS.maxRttMs); return reading; };
    await clock.sync();
    expect(clock.now()).toBe(w.trueTime + HOUR - CLOCK_LIMITS.maxRttMs / 2);
  });

  it('concurrent calls share one request; a later call asks again', async () => {
    const w = new World();
    const clock = w.clock();
    let answer!: (t: number) => void;
    w.server = () => new Promise<number>((resolve) => { answer = resolve; });
    const a = clock.sync();
    const b = clock.sync();
    expect(b).toBe(a);
    answer(w.trueTime + HOUR);
    await Promise.all([a, b]);
    expect(w.serverCalls).toBe(1);
    expect(clock.now()).toBe(T0 + HOUR);
    w.server = async () => w.trueTime;
    await clock.sync();
    expect(w.serverCalls).toBe(2);
  });
});

describe('TrustedClock: re-syncs once in use', () => {
  it('none before the first sync(); then online, visible again, and when the wall clock parts from elapsed time', async () => {
    const w = new World();
    const clock = w.clock();
    w.window.dispatchEvent(new Event('online'));
    w.document.show('visible');
    w.advance(5 * CLOCK_LIMITS.watchMs);
    await settle();
    expect(w.serverCalls).toBe(0);

    await clock.sync();
    expect(w.serverCalls).toBe(1);
    w.window.dispatchEvent(new Event('online'));
    await settle();
    expect(w.serverCalls).toBe(2);
    w.document.show('hidden');
    await settle();
    expect(w.serverCalls).toBe(2);
    w.document.show('visible');
    await settle();
    expect(w.serverCalls).toBe(3);
    // time passing as it should: the watch makes no call
    w.advance(30 * CLOCK_LIMITS.watchMs);
    await settle();
    expect(w.serverCalls).toBe(3);
    // the device slept 10 minutes with the page visible: performance time stood still, the wall clock did not
    w.wall += 600_000;
    w.trueTime += 600_000;
    w.advance(CLOCK_LIMITS.watchMs);
    await settle();
    expect(w.serverCalls).toBe(4);
    expect(Math.abs(clock.now() - w.trueTime)).toBeLessThanOrEqual(CLOCK_LIMITS.toleranceMs);
    // the device's clock changed by an hour: checked once more, the time does not move
    const before = clock.now();
    w.wall -= HOUR;
    w.advance(CLOCK_LIMITS.watchMs);
    await settle();
    expect(w.serverCalls).toBe(5);
    expect(clock.now() - before).toBe(CLOCK_LIMITS.watchMs);
    // a second sync() installs nothing twice
    await clock.sync();
    w.window.dispatchEvent(new Event('online'));
    await settle();
    expect(w.serverCalls).toBe(7);

    clock.stop();
    w.window.dispatchEvent(new Event('online'));
    w.document.show('visible');
    w.wall += HOUR;
    w.advance(3 * CLOCK_LIMITS.watchMs);
    await settle();
    expect(w.serverCalls).toBe(7);
  });

  it('outside a browser (no window, no document) there are no listeners; the drift watch still re-syncs', async () => {
    const w = new World();
    const clock = w.clock({ window: null, document: null });
    await clock.sync();
    w.wall += HOUR;
    w.advance(CLOCK_LIMITS.watchMs);
    await settle();
    expect(w.serverCalls).toBe(2);
    clock.stop();
  });

  it('browserClockDeps in Node: no window, document or storage; a repeating timer that does not hold the process', () => {
    const deps = browserClockDeps(async () => 0);
    expect(deps.window).toBeNull();
    expect(deps.document).toBeNull();
    expect(deps.storage).toBeNull();
    expect(Math.abs(deps.wallNow() - Date.now())).toBeLessThan(1_000);
    const cancel = deps.setRepeat(() => undefined, 60_000);
    cancel();
    deps.setTimer(() => undefined, 10)();
  });
});

// ---------- the property ----------

type Op =
  | { kind: 'advance'; ms: number }
  | { kind: 'jump'; ms: number }
  | { kind: 'read' }
  | { kind: 'sync'; error: number; up: number; down: number };

const MAX_SERVER_ERROR = 20;
const MAX_ASYMMETRY = 40;
/** after an accepted sample: the tolerance, the server's error, half the path asymmetry, and the whole-ms rounding */
const BOUND = CLOCK_LIMITS.toleranceMs + MAX_SERVER_ERROR + MAX_ASYMMETRY / 2 + 1;

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), ms: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.double({ min: 0, max: 600_000, noNaN: true })) }),
  fc.record({ kind: fc.constant('jump' as const), ms: fc.integer({ min: -3 * HOUR, max: 3 * HOUR }) }),
  fc.constant({ kind: 'read' as const }),
  fc.integer({ min: 0, max: 3_500 }).chain((up) => fc.record({
    kind: fc.constant('sync' as const),
    error: fc.integer({ min: -MAX_SERVER_ERROR, max: MAX_SERVER_ERROR }),
    up: fc.constant(up),
    down: fc.integer({ min: Math.max(0, up - MAX_ASYMMETRY), max: up + MAX_ASYMMETRY }),
  })),
);

describe('TrustedClock: property', () => {
  it('now() never decreases, ignores wall-clock jumps, and after a sync is within the bound of the true time (or held at an earlier value)', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: -2 * HOUR, max: 2 * HOUR }), // the wall clock's error when the page opens
      fc.option(fc.integer({ min: -2 * HOUR, max: 2 * HOUR }), { nil: undefined }), // an offset kept by an earlier page
      fc.array(opArb, { maxLength: 40 }),
      async (wallError, storedOffset, ops) => {
        const w = new World();
        w.wall = T0 + wallError;
        if (storedOffset !== undefined) w.stored.set(CLOCK_OFFSET_KEY, String(storedOffset));
        const clock = w.clock({ setRepeat: () => () => undefined });
        let last = clock.now();
        /** the largest value returned before the last accepted sample: now() may hold there */
        let ceiling = last;
        let synced = false;
        /** until the first accepted sample the clock keeps its starting error exactly */
        const startError = last - w.trueTime;

        for (const op of ops) {
          let accepted = false;
          if (op.kind === 'advance') w.advance(op.ms);
          else if (op.kind === 'jump') w.wall += op.ms;
          else if (op.kind === 'sync') {
            w.server = w.answering(op.error, op.up, op.down);
            await clock.sync();
            accepted = op.up + op.down < CLOCK_LIMITS.timeoutMs;
          }
          if (accepted) {
            ceiling = last;
            synced = true;
          }
          const t = clock.now();
          expect(t).toBeGreaterThanOrEqual(last);
          expect(Number.isInteger(t)).toBe(true);
          if (synced) {
            expect(t).toBeGreaterThanOrEqual(w.trueTime - BOUND);
            expect(t).toBeLessThanOrEqual(Math.max(w.trueTime + BOUND, ceiling));
          } else {
            expect(Math.abs(t - Math.floor(w.trueTime + startError))).toBeLessThanOrEqual(1);
          }
          last = t;
        }
      },
    ), { numRuns: 300 });
  });
});
