// A seeded PRNG for the chaos scripts (npm run chaos:server, the browser chaos driver): the same seed gives the same
// choices, so a failing run can be repeated with CHAOS_SEED=<the printed seed>. mulberry32 (32-bit state, period 2^32):
// small, fast and good enough to pick operations, students and moments; not for anything secret.
//
//   const seed = chaosSeed();                 // CHAOS_SEED or a random seed, printed either way
//   const random = seededRandom(seed);
//   random.int(1, 6); random.pick(['a', 'b']); random.chance(0.25); random.shuffle(xs);
//   const perClient = random.fork();          // an independent stream (e.g. one per concurrent client)
//
// Pure except chaosSeed (reads the environment, Math.random when unset, and prints). Tested in
// tests/scripts/seeded-random.test.ts.

/** The largest seed (seeds are unsigned 32-bit integers). */
export const MAX_SEED = 0xffff_ffff;

export interface SeededRandom {
  /** the seed this stream started from */
  readonly seed: number;
  /** a float in [0, 1) */
  next(): number;
  /** an integer from lo to hi, both included (lo <= hi, both integers) */
  int(lo: number, hi: number): number;
  /** one element of a non-empty array */
  pick<T>(items: readonly T[]): T;
  /** true with probability p (p <= 0: never, p >= 1: always) */
  chance(p: number): boolean;
  /** a shuffled copy (Fisher-Yates); the input is not changed */
  shuffle<T>(items: readonly T[]): T[];
  /** a new independent stream seeded from this one (advances this stream by one draw) */
  fork(): SeededRandom;
}

/** mulberry32: the next function of a 32-bit state, each call a float in [0, 1). */
export const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A seeded stream; throws a RangeError for a seed that is not an integer from 0 to MAX_SEED. */
export function seededRandom(seed: number): SeededRandom {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) throw new RangeError(`seed must be an integer from 0 to ${MAX_SEED}, got ${seed}`);
  const next = mulberry32(seed);
  const int = (lo: number, hi: number): number => {
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo > hi) throw new RangeError(`int(${lo}, ${hi}): want integers with lo <= hi`);
    return lo + Math.floor(next() * (hi - lo + 1));
  };
  return {
    seed,
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty array');
      return items[Math.floor(next() * items.length)];
    },
    chance: (p: number) => next() < p,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    fork: () => seededRandom(Math.floor(next() * (MAX_SEED + 1))),
  };
}

/**
 * The seed of a run: CHAOS_SEED when set (an integer from 0 to MAX_SEED, else a RangeError), else a random one.
 * Printed with `log` (default console.log) either way, with how to repeat the run.
 */
export function chaosSeed(env: Readonly<Record<string, string | undefined>> = process.env, log: (line: string) => void = console.log): number {
  const raw = env.CHAOS_SEED?.trim();
  let seed: number;
  if (raw) {
    seed = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(seed) || seed > MAX_SEED) throw new RangeError(`CHAOS_SEED must be an integer from 0 to ${MAX_SEED}, got "${raw}"`);
    log(`seed ${seed} (from CHAOS_SEED)`);
  } else {
    seed = Math.floor(Math.random() * (MAX_SEED + 1));
    log(`seed ${seed} (random; repeat the run with CHAOS_SEED=${seed})`);
  }
  return seed;
}
