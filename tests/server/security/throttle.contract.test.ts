/** @jest-environment node */
// Throttle on SQLite and PostgreSQL (tests/server/engines.ts): sliding windows over recorded hits, Retry-After from the
// hit that must leave the window, backoff, and limits that hold when many requests (several connections, as several
// instances would) are counted at the same moment: never more allowed than the limit.
import { describe, expect, it } from '@jest/globals';
import { HttpError } from '../../../server/http/reply';
import { type Backoff, MINUTE, type Rule, SECOND, Throttle } from '../../../server/security/throttle';
import { eachEngine } from '../engines';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
let serial = 0;
/** A key no other test uses (the tests of a block share its database). */
const freshKey = () => `key-${++serial}`;

/** The 429 a call threw, else undefined. */
const refusal = async (work: Promise<unknown>): Promise<HttpError | undefined> => {
  try {
    await work;
    return undefined;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) return err;
    throw err;
  }
};

eachEngine('Throttle', (engine) => {
  const throttle = () => new Throttle(engine.db());
  const rule: Rule = { bucket: 'test-rule', limit: 3, windowMs: MINUTE };

  describe('record, count and check', () => {
    it('counts the hits of a key within the window only', async () => {
      const key = freshKey();
      await throttle().record('b', key, T0);
      await throttle().record('b', key, T0 + 10 * SECOND);
      await throttle().record('other-bucket', key, T0);
      await throttle().record('b', `${key}-other`, T0);
      expect(await throttle().count('b', key, MINUTE, T0 + 10 * SECOND)).toBe(2);
      expect(await throttle().count('b', key, MINUTE, T0 + MINUTE)).toBe(1);
      expect(await throttle().count('b', key, MINUTE, T0 + MINUTE + 10 * SECOND)).toBe(0);
    });

    it('refuses once the limit is reached, until the limit-th newest hit leaves the window', async () => {
      const key = freshKey();
      for (const at of [T0, T0 + 10 * SECOND, T0 + 20 * SECOND, T0 + 30 * SECOND]) await throttle().record(rule.bucket, key, at);
      // 4 hits, limit 3: the window must slide past the hit at +10 s
      expect(await throttle().check(rule, key, T0 + 40 * SECOND)).toEqual({ allowed: false, retryAfterMs: 30 * SECOND });
      expect(await throttle().check(rule, key, T0 + MINUTE + 10 * SECOND)).toEqual({ allowed: true });
      // never less than a second
      expect(await throttle().check(rule, key, T0 + MINUTE + 10 * SECOND - 1)).toEqual({ allowed: false, retryAfterMs: SECOND });
    });

    it('take records only what it allows', async () => {
      const key = freshKey();
      const verdicts = [];
      for (let i = 0; i < 5; i++) verdicts.push(await throttle().take(rule, key, T0 + i));
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
      expect(await throttle().count(rule.bucket, key, rule.windowMs, T0 + 5)).toBe(3);
    });
  });

  describe('backoff', () => {
    const backoff: Backoff = { bucket: 'test-backoff', free: 2, baseMs: 2 * SECOND, maxMs: 10 * SECOND, windowMs: 15 * MINUTE };

    it('lets the free failures pass, then waits base * 2^n after the last failure, at most maxMs', async () => {
      const key = freshKey();
      expect(await throttle().checkBackoff(backoff, key, T0)).toEqual({ allowed: true });
      await throttle().record(backoff.bucket, key, T0);
      await throttle().record(backoff.bucket, key, T0);
      expect(await throttle().checkBackoff(backoff, key, T0 + 1)).toEqual({ allowed: false, retryAfterMs: 2 * SECOND - 1 });
      expect(await throttle().checkBackoff(backoff, key, T0 + 2 * SECOND)).toEqual({ allowed: true });
      for (let i = 0; i < 5; i++) await throttle().record(backoff.bucket, key, T0 + 3 * SECOND);
      expect(await throttle().checkBackoff(backoff, key, T0 + 3 * SECOND)).toEqual({ allowed: false, retryAfterMs: 10 * SECOND });
      await throttle().clear(backoff.bucket, key);
      expect(await throttle().checkBackoff(backoff, key, T0 + 3 * SECOND)).toEqual({ allowed: true });
    });
  });

  describe('refuseWhenFull, recordAll, limit and limitAll', () => {
    const rules: Rule[] = [{ bucket: 'test-short', limit: 2, windowMs: MINUTE }, { bucket: 'test-long', limit: 3, windowMs: 60 * MINUTE }];

    it('limit counts under every rule and answers 429 with the longest wait, recording nothing then', async () => {
      const key = freshKey();
      await throttle().limit(rules, key, T0, 'Too many tests');
      await throttle().limit(rules, key, T0 + SECOND, 'Too many tests');
      const refused = await refusal(throttle().limit(rules, key, T0 + 2 * SECOND, 'Too many tests'));
      expect(refused?.message).toBe('Too many tests. Please try again in 58 seconds.');
      expect(refused?.headers).toEqual({ 'Retry-After': '58' });
      expect(await throttle().count('test-long', key, 60 * MINUTE, T0 + 2 * SECOND)).toBe(2);
      await throttle().limit(rules, key, T0 + MINUTE, 'Too many tests');
      // the long window is full now: about an hour
      expect((await refusal(throttle().limit(rules, key, T0 + 2 * MINUTE)))?.headers).toEqual({ 'Retry-After': String(58 * 60) });
    });

    it('refuseWhenFull records nothing; recordAll records under every rule', async () => {
      const key = freshKey();
      await throttle().refuseWhenFull(rules, key, T0);
      expect(await throttle().count('test-short', key, MINUTE, T0)).toBe(0);
      await throttle().recordAll(rules, key, T0);
      await throttle().recordAll(rules, key, T0);
      expect(await throttle().count('test-long', key, MINUTE, T0)).toBe(2);
      expect(await refusal(throttle().refuseWhenFull(rules, key, T0))).toBeDefined();
    });

    it('hits older than two days go after every 500 recorded, counted across one-INSERT records of several rules', async () => {
      const t = throttle();
      const key = freshKey();
      const rules: Rule[] = [{ bucket: 'prune-a', limit: 1000, windowMs: 7 * 24 * 60 * MINUTE }, { bucket: 'prune-b', limit: 1000, windowMs: 7 * 24 * 60 * MINUTE }];
      const old = T0 - 3 * 24 * 60 * MINUTE;
      for (let i = 0; i < 249; i++) await t.recordAll(rules, key, old + i); // 498 hits: no prune yet
      expect(await t.count('prune-a', key, 7 * 24 * 60 * MINUTE, T0)).toBe(249);
      await t.recordAll(rules, key, T0); // the 499th and 500th
      expect(await t.count('prune-a', key, 7 * 24 * 60 * MINUTE, T0)).toBe(1);
      expect(await t.count('prune-b', key, 7 * 24 * 60 * MINUTE, T0)).toBe(1);
    });

    it('limitAll counts every key or none: a full second key records nothing for the first', async () => {
      const [address, destination] = [freshKey(), freshKey()];
      const one: Rule[] = [{ bucket: 'test-one', limit: 1, windowMs: MINUTE }];
      await throttle().limit(one, destination, T0);
      expect(await refusal(throttle().limitAll([{ rules, key: address }, { rules: one, key: destination }], T0))).toBeDefined();
      expect(await throttle().count('test-short', address, MINUTE, T0)).toBe(0);
      await throttle().limitAll([{ rules, key: address }, { rules: one, key: freshKey() }], T0);
      expect(await throttle().count('test-short', address, MINUTE, T0)).toBe(1);
    });

    it('inside a caller\'s transaction, a limit counts with it (and goes when it rolls back)', async () => {
      const key = freshKey();
      await engine.db().transaction(async () => { await throttle().limit(rules, key, T0); });
      await engine.db().transaction(async () => {
        await throttle().limit(rules, key, T0);
        throw new Error('the caller failed');
      }).catch(() => {});
      expect(await throttle().count('test-short', key, MINUTE, T0)).toBe(1);
    });
  });

  describe('at the same moment', () => {
    it('30 limits of one key at once (separate Throttles, as on separate instances) allow exactly the limit', async () => {
      const key = freshKey();
      const limit: Rule[] = [{ bucket: 'test-race', limit: 5, windowMs: MINUTE }];
      const outcomes = await Promise.all(Array.from({ length: 30 }, () =>
        refusal(new Throttle(engine.db()).limit(limit, key, T0)).then((r) => (r ? 'refused' : 'allowed'))));
      expect(outcomes.filter((o) => o === 'allowed')).toHaveLength(5);
      expect(await throttle().count('test-race', key, MINUTE, T0)).toBe(5);
    });

    it('limitAll of two keys in opposite orders at once neither deadlocks nor overcounts', async () => {
      const [a, b] = [freshKey(), freshKey()];
      const r: Rule[] = [{ bucket: 'test-pair', limit: 4, windowMs: MINUTE }];
      const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => {
        const entries = i % 2 === 0 ? [{ rules: r, key: a }, { rules: r, key: b }] : [{ rules: r, key: b }, { rules: r, key: a }];
        return refusal(new Throttle(engine.db()).limitAll(entries, T0)).then((x) => (x ? 'refused' : 'allowed'));
      }));
      expect(outcomes.filter((o) => o === 'allowed')).toHaveLength(4);
      expect(await throttle().count('test-pair', a, MINUTE, T0)).toBe(4);
      expect(await throttle().count('test-pair', b, MINUTE, T0)).toBe(4);
    });

    it('take at once allows exactly the limit', async () => {
      const key = freshKey();
      const verdicts = await Promise.all(Array.from({ length: 12 }, () => new Throttle(engine.db()).take(rule, key, T0)));
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(rule.limit);
    });
  });
});
