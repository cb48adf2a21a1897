// Rate limits and backoff, kept in the database (table throttle_hits) so that a restart forgets nothing and
// instances sharing a database share the limits (SQLite or PostgreSQL, server/db/connect.ts). Every limit of docs/security.md is a Rule or a Backoff here.
import { sql } from 'kysely';
import { one, run, type SqlDatabase } from '../db/connect';
import { insertRows } from '../db/insert-rows';
import { HttpError } from '../http/reply';

/** At most `limit` events per `windowMs` for one key: a sliding window over the recorded events. */
export interface Rule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * A growing delay instead of a hard lock: the first `free` failures in `windowMs` cost nothing; after that
 * each further try must wait baseMs * 2^(failures - free), at most maxMs, after the last failure.
 */
export interface Backoff {
  bucket: string;
  free: number;
  baseMs: number;
  maxMs: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

const ALLOWED: Verdict = { allowed: true };
/** Hits older than this are pruned (the longest window in use is a day). */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY = 500;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** One key counted under some rules: what limitAll decides at once. */
export interface Limited {
  rules: readonly Rule[];
  key: string;
}

/** PostgreSQL: the first key of the throttle's advisory locks (the second is the hash of bucket and key). */
const LOCK_SPACE = 770_018;

/**
 * A limit's decision must hold across instances sharing the database: two requests counted at the same moment must
 * not both see the last free place. So the count and the record of a limit run in one transaction that first takes a
 * lock on each (bucket, key) it counts: on SQLite the transaction's write lock (BEGIN IMMEDIATE: one writer at a
 * time across processes), on PostgreSQL a transaction advisory lock per (bucket, key), held to the commit (inside a
 * caller's transaction, e.g. a group-commit batch, to that one's commit). The hits stay one row each, so every window
 * slides and Retry-After says when the oldest hit that matters leaves it.
 */
export class Throttle {
  private writes = 0;

  constructor(private readonly db: SqlDatabase) {}

  private hits(bucket: string, key: string, since: number) {
    return this.db.q().selectFrom('throttle_hits').where('bucket', '=', bucket).where('key', '=', key).where('at', '>', since);
  }

  /** Records one event for the key. */
  async record(bucket: string, key: string, now: number): Promise<void> {
    await run(this.db, insertRows(this.db, 'throttle_hits', [{ bucket, key, at: now }]));
    await this.pruneNow(1, now);
  }

  /** After every PRUNE_EVERY recorded hits, the ones older than KEEP_MS go. */
  private async pruneNow(recorded: number, now: number): Promise<void> {
    const before = this.writes;
    this.writes += recorded;
    if (Math.floor(before / PRUNE_EVERY) !== Math.floor(this.writes / PRUNE_EVERY)) {
      await run(this.db, this.db.q().deleteFrom('throttle_hits').where('at', '<=', now - KEEP_MS));
    }
  }

  /** Events recorded for the key within the last windowMs. */
  async count(bucket: string, key: string, windowMs: number, now: number): Promise<number> {
    // a template, not the builder: a save and most rate-limited calls count one rule (docs/performance.md "Server
    // throughput")
    const row = await one(this.db, sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM throttle_hits WHERE bucket = ${bucket} AND key = ${key} AND at > ${now - windowMs}`);
    return Number(row?.n ?? 0);
  }

  /**
   * Events recorded for the key within each rule's window, in one read: a sum per rule over the hits of the widest
   * window (the rules' buckets through the (bucket, key, at) index).
   */
  private async counts(rules: readonly Rule[], key: string, now: number): Promise<number[]> {
    if (rules.length === 1) return [await this.count(rules[0].bucket, key, rules[0].windowMs, now)];
    const since = Math.min(...rules.map((r) => now - r.windowMs));
    const sums = rules.map((r, i) => sql`SUM(CASE WHEN bucket = ${r.bucket} AND at > ${now - r.windowMs} THEN 1 ELSE 0 END) AS ${sql.ref(`n${i}`)}`);
    const buckets = [...new Set(rules.map((r) => r.bucket))];
    const row = await one(this.db, sql<Record<string, number | null>>`SELECT ${sql.join(sums)} FROM throttle_hits
      WHERE bucket IN (${sql.join(buckets)}) AND key = ${key} AND at > ${since}`);
    return rules.map((_, i) => Number(row?.[`n${i}`] ?? 0));
  }

  /** Whether one more event fits the rule; does not record it. */
  async check(rule: Rule, key: string, now: number): Promise<Verdict> {
    return this.verdict(rule, key, await this.count(rule.bucket, key, rule.windowMs, now), now);
  }

  /** The verdict of a rule for the key, given the n events counted in its window. */
  private async verdict(rule: Rule, key: string, n: number, now: number): Promise<Verdict> {
    if (n < rule.limit) return ALLOWED;
    // the window must slide past the (n - limit + 1)-th oldest hit: that is the limit-th newest one
    const edge = (await one(this.db, this.hits(rule.bucket, key, now - rule.windowMs).select('at')
      .orderBy('at', 'desc').limit(1).offset(rule.limit - 1)))?.at ?? now;
    return { allowed: false, retryAfterMs: Math.max(SECOND, edge + rule.windowMs - now) };
  }

  /** check, and record the event when it is allowed: one decision across instances. */
  async take(rule: Rule, key: string, now: number): Promise<Verdict> {
    return this.locked([{ rules: [rule], key }], async () => {
      const verdict = await this.check(rule, key, now);
      if (verdict.allowed) await this.record(rule.bucket, key, now);
      return verdict;
    });
  }

  /** Whether a try is allowed now under the backoff, given the failures recorded for the key. */
  async checkBackoff(backoff: Backoff, key: string, now: number): Promise<Verdict> {
    const since = now - backoff.windowMs;
    const failures = await this.count(backoff.bucket, key, backoff.windowMs, now);
    if (failures < backoff.free) return ALLOWED;
    const newest = await one(this.db, this.hits(backoff.bucket, key, since).select((eb) => eb.fn.max('at').as('at')));
    const last = newest?.at ?? now;
    const wait = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(failures - backoff.free, 30));
    const ready = last + wait;
    return ready <= now ? ALLOWED : { allowed: false, retryAfterMs: ready - now };
  }

  /** The longest wait before one more event for each key fits every one of its rules; 0 when it fits now. */
  private async waitFor(entries: readonly Limited[], now: number): Promise<number> {
    let wait = 0;
    for (const { rules, key } of entries) {
      if (rules.length === 0) continue;
      const counts = await this.counts(rules, key, now);
      for (const [i, r] of rules.entries()) {
        const v = await this.verdict(r, key, counts[i], now);
        if (!v.allowed) wait = Math.max(wait, v.retryAfterMs);
      }
    }
    return wait;
  }

  /** 429 (the longest wait, in words after `what`) when one more event would not fit every rule; records nothing. */
  async refuseWhenFull(rules: readonly Rule[], key: string, now: number, what?: string): Promise<void> {
    const wait = await this.waitFor([{ rules, key }], now);
    if (wait > 0) throw tooManyRequests(wait, what);
  }

  /** Records one event for the key under every rule (one INSERT). */
  async recordAll(rules: readonly Rule[], key: string, now: number): Promise<void> {
    if (rules.length === 0) return;
    await run(this.db, insertRows(this.db, 'throttle_hits', rules.map((r) => ({ bucket: r.bucket, key, at: now }))));
    await this.pruneNow(rules.length, now);
  }

  /** One more event for the key under every rule: refuseWhenFull and recordAll as one decision. */
  async limit(rules: readonly Rule[], key: string, now: number, what?: string): Promise<void> {
    await this.limitAll([{ rules, key }], now, what);
  }

  /**
   * One more event for each key under each of its rules, as one decision across instances: 429 (the longest wait) and
   * nothing recorded when any does not fit, else every event recorded.
   */
  async limitAll(entries: readonly Limited[], now: number, what?: string): Promise<void> {
    const wait = await this.locked(entries, async () => {
      const needed = await this.waitFor(entries, now);
      if (needed === 0) for (const { rules, key } of entries) await this.recordAll(rules, key, now);
      return needed;
    });
    if (wait > 0) throw tooManyRequests(wait, what);
  }

  /** Forgets the key's events in a bucket (a successful sign-in clears its failures). */
  async clear(bucket: string, key: string): Promise<void> {
    await run(this.db, this.db.q().deleteFrom('throttle_hits').where('bucket', '=', bucket).where('key', '=', key));
  }

  /** Runs work in a transaction holding the lock of every (bucket, key) the entries count (see the class comment). */
  private async locked<T>(entries: readonly Limited[], work: () => Promise<T>): Promise<T> {
    return this.db.transaction(async () => {
      if (this.db.dialect === 'postgres') {
        // always in the same order, so two transactions locking the same pairs cannot wait for each other
        const names = [...new Set(entries.flatMap(({ rules, key }) => rules.map((r) => `${r.bucket}\n${key}`)))].sort();
        for (const name of names) {
          await sql`SELECT pg_advisory_xact_lock(CAST(${LOCK_SPACE} AS INTEGER), hashtext(CAST(${name} AS TEXT)))`.execute(this.db.q());
        }
      }
      return work();
    });
  }
}

/** 429 with Retry-After in whole seconds; the message says the wait in words. */
export const tooManyRequests = (retryAfterMs: number, what = 'Too many attempts'): HttpError => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / SECOND));
  return new HttpError(429, 'too_many_requests', `${what}. Please try again in ${waitInWords(seconds)}.`,
    { 'Retry-After': String(seconds) });
};

/** 45 -> '45 seconds', 60 -> '1 minute', 125 -> '3 minutes', 7200 -> '2 hours' (rounded up). */
export const waitInWords = (seconds: number): string => {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

/** Throws 429 when the verdict refuses. */
export const enforce = (verdict: Verdict, what?: string): void => {
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs, what);
};
