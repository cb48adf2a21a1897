// The live engine: holds the log and the state; dispatch = decide + append + evolve (incrementally).
// Plain TypeScript; time comes from the injected clock only.
import type { SchedulerLike, Subscription } from 'rxjs';
import { decide, type Refusal } from './decide';
import type { StoredTestEvent, TestCommand, TestEvent } from './events';
import { evolve } from './evolve';
import { fold } from './replay';
import { initialState, type TestState } from './state';
import { isTimerDue, remainingSeconds, timerTicks } from './timers';
import { upcastLog, type RawStoredEvent } from './upcasters';

/** Structurally the application's EngineClock (the scheduler is needed only for startTimer). */
export interface EngineClockLike {
  now(): number;
  scheduler?: SchedulerLike;
}

/** Called with each batch of appended events, in order; the returned promise = durable. */
export type AppendHook = (events: StoredTestEvent[]) => Promise<void> | void;

/** Called synchronously after each batch of events has been applied to the state (before it is durable). */
export type AppliedListener = (events: readonly StoredTestEvent[]) => void;

export interface EngineOptions {
  onAppend?: AppendHook;
  /** notified after every dispatch or timer expiry that appended events (the state already includes them) */
  onApplied?: AppliedListener;
}

export interface DispatchResult {
  ok: boolean;
  /** present when the command itself was refused */
  refusal?: Refusal;
  /** every event appended by this dispatch (a due timer expiry is recorded first, even if the command is then refused) */
  events: StoredTestEvent[];
  /** resolves once onAppend has stored these events (and every earlier batch) */
  persisted: Promise<void>;
}

const MAX_EXPIRIES_PER_DISPATCH = 1000;

export class TestEngine {
  private _log: StoredTestEvent[] = [];
  private _state: TestState = initialState();
  private persistChain: Promise<void> = Promise.resolve();
  private timerSub: Subscription | null = null;
  private timerDeadline: number | null = null;
  private timerOnTick: ((remaining: number) => void) | null = null;
  private timerRunning = false;
  onAppend: AppendHook | undefined;
  onApplied: AppliedListener | undefined;

  constructor(private readonly clock: EngineClockLike, options: EngineOptions = {}) {
    this.onAppend = options.onAppend;
    this.onApplied = options.onApplied;
  }

  /** Rebuild from a stored log (resume after reload): upcast, fold, continue numbering after the last seq. */
  static fromLog(log: readonly RawStoredEvent[], clock: EngineClockLike, options: EngineOptions = {}): TestEngine {
    const engine = new TestEngine(clock, options);
    const events = upcastLog(log);
    engine._log = events;
    // same state as events.reduce(evolve, initialState()), folded in transient mode (3x faster on long logs):
    // the fold's questions array is its own, so the live engine may go on from it
    engine._state = fold(events);
    return engine;
  }

  get state(): TestState { return this._state; }
  get log(): readonly StoredTestEvent[] { return this._log; }
  /** Seconds on the running timer now; null when none runs. */
  remaining(): number | null { return remainingSeconds(this._state, this.clock.now()); }

  dispatch(command: TestCommand): DispatchResult {
    const now = this.clock.now();
    const appended: StoredTestEvent[] = command.type === 'ExpireTimer' ? [] : this.expireDue(now);
    const d = decide(command, this._state, now);
    if (d.ok) appended.push(...this.append(d.events, now));
    const persisted = this.persist(appended);
    this.syncTimer();
    return d.ok ? { ok: true, events: appended, persisted } : { ok: false, refusal: d.refusal, events: appended, persisted };
  }

  /** Record a due timer expiry (stamped with the deadline). */
  expireIfDue(): DispatchResult {
    const appended = this.expireDue(this.clock.now());
    const persisted = this.persist(appended);
    this.syncTimer();
    return { ok: true, events: appended, persisted };
  }

  /**
   * Run the rxjs countdown on the clock's scheduler: onTick gets the remaining seconds each second, and the expiry
   * is dispatched at the deadline. Follows deadline changes (section switch, pause/resume). Returns a stop function.
   */
  startTimer(onTick?: (remaining: number) => void): () => void {
    this.timerRunning = true;
    this.timerOnTick = onTick ?? null;
    this.timerDeadline = null;
    this.syncTimer();
    return () => this.stopTimer();
  }

  stopTimer(): void {
    this.timerRunning = false;
    this.timerSub?.unsubscribe();
    this.timerSub = null;
    this.timerDeadline = null;
  }

  /**
   * The timer's own expiry: nobody awaits its write, so a failed write must not become an unhandled rejection
   * (the onAppend hook reports it; a hook that tracks what is durable writes it again with the next batch).
   */
  private expireFromTimer(): void {
    this.expireIfDue().persisted.catch(() => undefined);
  }

  private expireDue(now: number): StoredTestEvent[] {
    const out: StoredTestEvent[] = [];
    for (let i = 0; i < MAX_EXPIRIES_PER_DISPATCH && isTimerDue(this._state, now); i++) {
      const d = decide({ type: 'ExpireTimer', data: {} }, this._state, now);
      if (!d.ok || d.events.length === 0) break;
      out.push(...this.append(d.events, now));
    }
    return out;
  }

  private append(events: TestEvent[], now: number): StoredTestEvent[] {
    if (events.length === 0) return [];
    // a batch with a timer expiry is stamped with the deadline; never earlier than the last event
    const expiry = events.find((e) => e.type === 'TimerExpired');
    const stamp = expiry && expiry.type === 'TimerExpired' ? expiry.data.deadline : now;
    const at = this._log.length ? Math.max(stamp, this._state.lastEventAt) : stamp;
    let seq = this._log.length ? this._log[this._log.length - 1].seq : 0;
    const stored = events.map((event) => ({ seq: ++seq, at, event }));
    for (const e of stored) {
      this._log.push(e);
      this._state = evolve(this._state, e);
    }
    return stored;
  }

  private persist(batch: StoredTestEvent[]): Promise<void> {
    const hook = this.onAppend;
    if (batch.length === 0) return this.persistChain;
    let p = this.persistChain;
    if (hook) {
      p = this.persistChain.then(() => hook(batch));
      this.persistChain = p.catch(() => undefined);
    }
    // the write is queued first, so a throwing listener cannot lose an event
    this.onApplied?.(batch);
    return p;
  }

  private syncTimer(): void {
    if (!this.timerRunning) return;
    const s = this._state;
    const deadline = s.loaded && !s.paused && !s.timeEnded && !s.submitted ? s.deadline : null;
    if (deadline === this.timerDeadline && (this.timerSub || deadline === null)) return;
    this.timerSub?.unsubscribe();
    this.timerSub = null;
    this.timerDeadline = deadline;
    const scheduler = this.clock.scheduler;
    if (deadline === null || !scheduler) return;
    if (this.clock.now() >= deadline) {
      // already due (e.g. resumed after a long sleep): record it now instead of subscribing
      this.timerDeadline = null;
      this.timerOnTick?.(0);
      this.expireFromTimer();
      return;
    }
    this.timerSub = timerTicks({ now: () => this.clock.now(), scheduler }, deadline).subscribe({
      next: (r) => this.timerOnTick?.(r),
      complete: () => {
        this.timerSub = null;
        this.timerDeadline = null;
        this.expireFromTimer();
      },
    });
  }
}
