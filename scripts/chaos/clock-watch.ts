// The timer check of a chaos session (npm run chaos): the true deadline is anchored when the timer first shows (and
// again after a section switch, a section time-up or a resumed save), from the moment the display ticks; after every
// fault the timer on screen is read and its distance from the true remaining time recorded (checks.ts readErrorMs).
import { CLOCK_TOLERANCE_MS, deadlineFromTick, readErrorMs, type TimerRead } from './checks';
import type { SimulatorDriver } from './simulator-driver';

const hms = (ms: number): string => {
  const neg = ms < 0;
  const s = Math.round(Math.abs(ms) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${neg ? '-' : ''}${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
};

export class ClockWatch {
  /** the true deadline of the running timer (ms, true time); null before the timer first shows */
  deadline: number | null = null;
  maxErrorMs = 0;
  checks = 0;

  constructor(private readonly driver: SimulatorDriver, private readonly note: (line: string) => void) {}

  /**
   * Anchors the deadline at the next tick of the display (polled for up to 1.3 s); a timer that does not tick is
   * anchored on one read (the end of the second it shows) and reported.
   */
  async anchor(why: string): Promise<void> {
    const first = await this.driver.readTimer();
    if (!first) return;
    if (first.shown === 0) {
      this.deadline = first.before;
      return;
    }
    let last = first;
    const until = Date.now() + 1300;
    while (Date.now() < until) {
      const read = await this.driver.readTimer();
      if (!read) break;
      if (read.shown !== last.shown) {
        this.deadline = deadlineFromTick(last.before, read.after, read.shown);
        if (process.env.CHAOS_VERBOSE === '1') console.log(`    anchored (${why}) at ${read.shown}s, window ${read.after - last.before} ms`);
        return;
      }
      last = read;
    }
    this.deadline = first.before + first.shown * 1000;
    this.note(`clock (${why}): the timer did not tick within 1.3 s (it showed ${hms(first.shown * 1000)})`);
  }

  /** Reads the timer and records its error against `deadline` (default: the anchored one). */
  async check(after: string, deadline: number | null = this.deadline): Promise<void> {
    if (deadline === null) return;
    const read = await this.driver.readTimer();
    if (!read) return;
    this.record(after, deadline, read);
  }

  record(after: string, deadline: number, read: TimerRead): void {
    this.checks += 1;
    const error = readErrorMs(deadline, read);
    this.maxErrorMs = Math.max(this.maxErrorMs, error);
    if (process.env.CHAOS_VERBOSE === '1') console.log(`    clock after ${after}: shown ${read.shown}s, true ${((deadline - read.before) / 1000).toFixed(2)}s, error ${error} ms`);
    if (error > CLOCK_TOLERANCE_MS) {
      const truth = deadline - (read.before + read.after) / 2;
      this.note(`clock after ${after}: expected Time Left ${truth > 0 ? hms(Math.ceil(truth / 1000) * 1000) : "Time's Up"} `
        + `(true remaining ${(truth / 1000).toFixed(1)} s), the timer showed ${read.shown > 0 ? hms(read.shown * 1000) : "Time's Up"} (off by ${error} ms)`);
    }
  }
}
