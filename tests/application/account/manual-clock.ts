// A Clock the test moves by hand: now() and the waits of after() move only with advance().
import type { Clock } from '../../../application/account/ports';

export interface ManualClock extends Clock {
  /** Moves time on and resolves the waits that are due. */
  advance(ms: number): void;
}

export const manualClock = (start: number): ManualClock => {
  let now = start;
  let waits: { at: number; resolve: () => void }[] = [];
  return {
    now: () => now,
    after: (ms) => new Promise<void>((resolve) => { waits.push({ at: now + ms, resolve }); }),
    advance(ms) {
      now += ms;
      const due = waits.filter((w) => w.at <= now);
      waits = waits.filter((w) => w.at > now);
      for (const w of due) w.resolve();
    },
  };
};

/** Lets every promise callback that is ready run (a macrotask comes after all of them). */
export const settle = (): Promise<void> => new Promise((resolve) => { setTimeout(resolve, 0); });
