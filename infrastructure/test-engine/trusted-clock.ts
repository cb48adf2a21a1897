// The production EngineClock: time that follows elapsed time, set from the server's clock (docs/api.md GET /api/time).
// - now() = base.time + (performance.now() - base.perf), in whole ms, never less than the last value it returned. A
//   change of the device's clock (Date.now) does not move it: a timer keeps its hour when the system clock jumps.
// - The first base is Date.now() plus the offset to the server measured at the last successful sync (kept in local
//   storage, so a reload starts close to the server's time before its own sync answers), else Date.now().
// - sync() asks the server (at most timeoutMs), estimates the server's time at receipt as serverNow + rtt / 2, and
//   rebases when that differs from now() by more than toleranceMs. A forward correction shows at once; a backward one
//   is bounded by the monotonic clamp: now() holds still until the new base catches up with the last value returned
//   (time never runs backwards under a running timer). A sample slower than maxRttMs, an error or a timeout changes
//   nothing. Concurrent calls share one request; it never rejects.
// - The first sync() installs the re-syncs: when the browser comes back online, when the page becomes visible again
//   (a device that slept may have paused performance.now()), and when a watch every watchMs sees the wall clock and
//   elapsed time part by more than driftMs since its last look (the device slept with the page visible, or its clock
//   was changed). The watch itself makes no call, so a student's open app does not poll the server.
// The scheduler stays rxjs' asyncScheduler: it only waits between ticks, each tick reads now().
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { EngineClock } from '../../application/test-engine/ports';

/** Local storage key of the last measured offset (server time - Date.now(), ms). */
export const CLOCK_OFFSET_KEY = 'trusted-clock-offset';

export interface ClockLimits {
  timeoutMs: number;
  maxRttMs: number;
  toleranceMs: number;
  watchMs: number;
  driftMs: number;
}

export const CLOCK_LIMITS: Readonly<ClockLimits> = {
  /** a sync gives up after this long */
  timeoutMs: 3_000,
  /** a sample whose round trip took longer is ignored (its midpoint is too uncertain) */
  maxRttMs: 5_000,
  /** a difference up to this is left alone (no rebase) */
  toleranceMs: 100,
  /** how often the wall clock is compared with elapsed time (no call is made for it) */
  watchMs: 10_000,
  /** the wall clock and elapsed time parting by more than this since the last look starts a re-sync */
  driftMs: 2_000,
};

type Listen = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Everything the clock reads from its environment, injected so that tests drive it without a browser. */
export interface TrustedClockDeps {
  /** a monotonic clock (performance.now) */
  perfNow(): number;
  /** the device's wall clock (Date.now) */
  wallNow(): number;
  /** the server's clock in ms since epoch (GET /api/time); may reject */
  serverNow(): Promise<number>;
  /** where the offset is kept; null when there is none (or it is blocked) */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** hears 'online' (window); absent outside a browser */
  window?: Listen | null;
  /** hears 'visibilitychange' and tells visibilityState (document); absent outside a browser */
  document?: (Listen & { readonly visibilityState: string }) | null;
  /** a one-shot timer (the sync timeout); answers its cancel */
  setTimer(run: () => void, ms: number): () => void;
  /** a repeating timer (the drift watch); answers its cancel */
  setRepeat(run: () => void, ms: number): () => void;
  scheduler?: SchedulerLike;
  limits?: Partial<ClockLimits>;
}

/** The stored offset, when it is a finite number; anything else (missing, garbled, blocked storage) is none. */
const readOffset = (storage: TrustedClockDeps['storage']): number => {
  try {
    const text = storage?.getItem(CLOCK_OFFSET_KEY);
    if (text === null || text === undefined || text.trim() === '') return 0;
    const n = Number(text);
    return Number.isFinite(n) ? n : 0;
  } catch {
    return 0;
  }
};

export class TrustedClock implements EngineClock {
  readonly scheduler: SchedulerLike;
  private readonly limits: ClockLimits;
  private baseTime: number;
  private basePerf: number;
  private last = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;
  private stopResyncs: (() => void) | null = null;

  constructor(private readonly deps: TrustedClockDeps) {
    this.scheduler = deps.scheduler ?? asyncScheduler;
    this.limits = { ...CLOCK_LIMITS, ...deps.limits };
    this.baseTime = deps.wallNow() + readOffset(deps.storage);
    this.basePerf = deps.perfNow();
  }

  /** The trusted time in whole ms since epoch; never less than the value it returned before. */
  now(): number {
    const t = Math.floor(this.unclamped(this.deps.perfNow()));
    if (t > this.last) this.last = t;
    return this.last;
  }

  /** Brings now() into line with the server's clock (see the file's header); resolves when done or given up. */
  sync(): Promise<void> {
    this.installResyncs();
    this.pending ??= this.sample().finally(() => { this.pending = null; });
    return this.pending;
  }

  /** Removes the re-sync listeners and timer (the next sync() installs them again). */
  stop(): void {
    this.stopResyncs?.();
    this.stopResyncs = null;
  }

  private unclamped(perf: number): number {
    return this.baseTime + (perf - this.basePerf);
  }

  private async sample(): Promise<void> {
    try {
      const sent = this.deps.perfNow();
      const serverNow = await this.withTimeout(() => this.deps.serverNow());
      const received = this.deps.perfNow();
      const rtt = received - sent;
      if (!Number.isFinite(serverNow) || !(rtt >= 0) || rtt > this.limits.maxRttMs) return;
      const estimate = serverNow + rtt / 2;
      if (Math.abs(estimate - this.unclamped(received)) > this.limits.toleranceMs) {
        this.baseTime = estimate;
        this.basePerf = received;
      }
      this.persist(estimate - this.deps.wallNow());
    } catch {
      // offline, refused, malformed or too slow: the clock runs on as it was
    }
  }

  /** The call's answer, or a rejection after timeoutMs. */
  private withTimeout(call: () => Promise<number>): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const cancel = this.deps.setTimer(() => reject(new Error('clock sync timed out')), this.limits.timeoutMs);
      let answer: Promise<number>;
      try {
        answer = call();
      } catch (e) {
        cancel();
        reject(e);
        return;
      }
      answer.then((v) => { cancel(); resolve(v); }, (e: unknown) => { cancel(); reject(e); });
    });
  }

  private persist(offset: number): void {
    try {
      this.deps.storage?.setItem(CLOCK_OFFSET_KEY, String(Math.round(offset)));
    } catch {
      // storage full or blocked: the next page starts from Date.now()
    }
  }

  private installResyncs(): void {
    if (this.stopResyncs) return;
    const { window: win, document: doc } = this.deps;
    const resync = () => { void this.sync(); };
    const onVisibility = () => { if (doc?.visibilityState === 'visible') resync(); };
    win?.addEventListener('online', resync);
    doc?.addEventListener('visibilitychange', onVisibility);
    // a device that slept with the page visible, or a changed device clock: the wall clock and elapsed time part
    let lastWall = this.deps.wallNow();
    let lastPerf = this.deps.perfNow();
    const cancelRepeat = this.deps.setRepeat(() => {
      const wall = this.deps.wallNow();
      const perf = this.deps.perfNow();
      const drift = (wall - lastWall) - (perf - lastPerf);
      lastWall = wall;
      lastPerf = perf;
      if (Math.abs(drift) > this.limits.driftMs) resync();
    }, this.limits.watchMs);
    this.stopResyncs = () => {
      win?.removeEventListener('online', resync);
      doc?.removeEventListener('visibilitychange', onVisibility);
      cancelRepeat();
    };
  }
}

/** Local storage, or null where it is missing or blocked (reading window.localStorage can throw). */
const browserStorage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

/** The browser's primitives (guarded: outside a browser there are no listeners and no storage). */
export const browserClockDeps = (serverNow: () => Promise<number>): TrustedClockDeps => ({
  perfNow: typeof performance !== 'undefined' && typeof performance.now === 'function' ? () => performance.now() : () => Date.now(),
  wallNow: () => Date.now(),
  serverNow,
  storage: browserStorage(),
  window: typeof window !== 'undefined' ? window : null,
  document: typeof document !== 'undefined' ? document : null,
  setTimer: (run, ms) => {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  setRepeat: (run, ms) => {
    const id = setInterval(run, ms);
    // never keeps a Node process alive (tests, scripts); a no-op in the browser
    (id as { unref?: () => void }).unref?.();
    return () => clearInterval(id);
  },
});
