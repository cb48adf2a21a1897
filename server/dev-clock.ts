// The chaos suite's server clock (docs/api.md "Demo mode"): in demo mode with CHAOS_CLOCK=1 the server's now() is the
// base clock plus an offset that POST /api/__dev/clock moves forward for good (server/routes/dev-routes.ts), so a
// test can age the server together with the browser. Without both, the app runs on the base clock and the endpoint
// does not exist.
import type { ServerMode } from './security/code-outbox';

/** The largest single advance the endpoint takes: one day. */
export const MAX_ADVANCE_MS = 24 * 60 * 60 * 1000;

export interface DevClock {
  /** the base clock plus the offset */
  now(): number;
  /** moves the clock forward by ms (0..MAX_ADVANCE_MS, checked by the route); answers the new offset */
  advance(ms: number): number;
  readonly offsetMs: number;
}

/** A clock running `offset` ms ahead of `base`; the offset only grows. */
export function createDevClock(base: () => number): DevClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS) throw new RangeError(`advance must be an integer 0..${MAX_ADVANCE_MS}`);
      offset += ms;
      return offset;
    },
    get offsetMs() { return offset; },
  };
}

/** CHAOS_CLOCK=1 in the environment (the chaos suite). */
export const chaosClockFromEnv = (env: Readonly<Record<string, string | undefined>>): boolean => env.CHAOS_CLOCK === '1';

/** The dev clock when asked for and in demo mode; null otherwise (never in production mode). */
export const devClockFor = (mode: ServerMode, wanted: boolean, base: () => number): DevClock | null =>
  mode === 'demo' && wanted ? createDevClock(base) : null;
