/** @jest-environment node */
// scripts/chaos/seeded-random.ts: the chaos scripts' seeded PRNG (same seed, same choices) and CHAOS_SEED.
import { describe, expect, it } from '@jest/globals';
import { chaosSeed, MAX_SEED, mulberry32, seededRandom } from '../../scripts/chaos/seeded-random';

const draws = (seed: number, n = 20) => Array.from({ length: n }, seededRandom(seed).next);

describe('seededRandom', () => {
  it('repeats its stream for a seed and differs between seeds', () => {
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    expect(draws(0)).toEqual(Array.from({ length: 20 }, mulberry32(0)));
  });

  it('is pinned to mulberry32 (a stored seed gives the same run after a change of this file)', () => {
    expect(draws(42, 3).map((x) => Math.round(x * 1e9))).toEqual([601_103_752, 448_290_559, 852_465_793]);
  });

  it('draws floats in [0, 1) and integers within both bounds, each value', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = random.int(-2, 3);
      expect(Number.isInteger(n) && n >= -2 && n <= 3).toBe(true);
      seen.add(n);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(random.int(5, 5)).toBe(5);
  });

  it('picks every element, shuffles a copy and keeps chance within its bounds', () => {
    const random = seededRandom(11);
    const items = ['a', 'b', 'c', 'd'] as const;
    expect(new Set(Array.from({ length: 200 }, () => random.pick(items)))).toEqual(new Set(items));
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = random.shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(Array.from({ length: 100 }, () => random.chance(0)).some(Boolean)).toBe(false);
    expect(Array.from({ length: 100 }, () => random.chance(1)).every(Boolean)).toBe(true);
    const hits = Array.from({ length: 4000 }, () => random.chance(0.25)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(850);
    expect(hits).toBeLessThan(1150);
  });

  it('forks repeatable independent streams', () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    const forkA = a.fork();
    expect(Array.from({ length: 5 }, forkA.next)).toEqual(Array.from({ length: 5 }, b.fork().next));
    expect(a.next()).toBe(b.next());
    expect(forkA.seed).not.toBe(5);
  });

  it('refuses bad seeds, bounds and empty picks', () => {
    expect(() => seededRandom(-1)).toThrow(RangeError);
    expect(() => seededRandom(1.5)).toThrow(RangeError);
    expect(() => seededRandom(MAX_SEED + 1)).toThrow(RangeError);
    expect(seededRandom(MAX_SEED).seed).toBe(MAX_SEED);
    expect(() => seededRandom(1).int(3, 2)).toThrow(RangeError);
    expect(() => seededRandom(1).int(0.5, 2)).toThrow(RangeError);
    expect(() => seededRandom(1).pick([])).toThrow(RangeError);
  });
});

describe('chaosSeed', () => {
  it('takes CHAOS_SEED and prints it', () => {
    const lines: string[] = [];
    expect(chaosSeed({ CHAOS_SEED: ' 42 ' }, (l) => lines.push(l))).toBe(42);
    expect(lines).toEqual(['seed 42 (from CHAOS_SEED)']);
  });

  it('picks and prints a random seed when CHAOS_SEED is unset or empty', () => {
    const lines: string[] = [];
    const seed = chaosSeed({ CHAOS_SEED: '' }, (l) => lines.push(l));
    expect(Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED).toBe(true);
    expect(lines).toEqual([`seed ${seed} (random; repeat the run with CHAOS_SEED=${seed})`]);
  });

  it('refuses a CHAOS_SEED that is not a seed', () => {
    for (const bad of ['abc', '-1', '1.5', '4294967296', '1e3']) {
      expect(() => chaosSeed({ CHAOS_SEED: bad }, () => {})).toThrow(RangeError);
    }
  });
});
