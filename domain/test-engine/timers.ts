// Timers: deadlines from events, remaining = deadline - now, per-question time from timestamps.
// The only domain file that uses rxjs: the tick stream runs on an injected scheduler (never the wall clock).
import { Observable, type SchedulerLike } from 'rxjs';
import type { TestState } from './state';

/** Minimal clock (structurally the application's EngineClock). */
export interface TickClock {
  now(): number;
  scheduler: SchedulerLike;
}

/** Deadline of a timer started at `at` with `seconds` left. */
export const deadlineFrom = (at: number, seconds: number): number => at + seconds * 1000;

/**
 * Whole seconds left before `deadline` at `now`: max(0, ceil((deadline - now) / 1000)).
 * Rounded up so the display shows 1 until the deadline itself and 0 exactly at it (never 0 early).
 */
export const remainingSecondsAt = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/** Seconds left on the running timer; null when no timer runs (off, or stopped after submit/section expiry). */
export const remainingSeconds = (s: TestState, now: number): number | null => {
  if (s.paused && s.pausedRemainingMs !== null) return Math.max(0, Math.ceil(s.pausedRemainingMs / 1000));
  if (s.deadline === null) return null;
  return remainingSecondsAt(s.deadline, now);
};

/**
 * Seconds left on the whole test: the running timer plus, under Partially_Lock, the full time of every later section
 * (sections not entered yet keep all of their time). Without section locks it is the running timer itself. What a
 * submit reports as remainingTime, so time spent = totalTime - remaining holds for section-timed tests too.
 */
export const remainingTestSeconds = (s: TestState, now: number): number | null => {
  const running = remainingSeconds(s, now);
  if (running === null || !s.sectionLocked || s.currentSection < 0) return running;
  const { sectionRank, sectionsByRank } = s.layout;
  let later = 0;
  for (let rank = (sectionRank[s.currentSection] ?? sectionsByRank.length) + 1; rank < sectionsByRank.length; rank++) {
    later += Math.max(0, s.test.sectionSet[sectionsByRank[rank]]?.sectionTime ?? 0);
  }
  return running + later;
};

/** True when the running timer has reached zero and the expiry has not been recorded yet. */
export const isTimerDue = (s: TestState, now: number): boolean =>
  s.loaded && !s.submitted && !s.paused && !s.timeEnded && s.deadline !== null && now >= s.deadline;

/** Time spent on a question (ms), including the running stretch if it is current. */
export const questionTimeMs = (s: TestState, index: number, now: number): number => {
  const q = s.questions[index];
  if (!q) return 0;
  const running = index === s.currentIndex && s.arrivedAt !== null ? Math.max(0, now - s.arrivedAt) : 0;
  return q.timeSpentMs + running;
};

/**
 * Remaining seconds once a second, aligned to the deadline (each value is emitted at the moment it becomes
 * true), starting with the current value on subscribe and completing after emitting 0.
 */
export const timerTicks = (clock: TickClock, deadline: number): Observable<number> =>
  new Observable<number>((subscriber) => {
    const step = (): number | null => {
      const now = clock.now();
      const r = remainingSecondsAt(deadline, now);
      subscriber.next(r);
      if (r <= 0) {
        subscriber.complete();
        return null;
      }
      // the value drops to r-1 when deadline - now reaches (r-1)*1000
      return Math.max(1, deadline - now - (r - 1) * 1000);
    };
    const first = step();
    if (first === null) return undefined;
    return clock.scheduler.schedule(function (this: { schedule(state?: undefined, delay?: number): unknown }) {
      const next = step();
      if (next !== null) this.schedule(undefined, next);
    }, first);
  });
