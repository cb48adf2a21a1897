// Rate limits and backoff, kept in the database (table throttle_hits) so that a restart forgets nothing and
// instances sharing a database share the limits. Every limit of docs/security.md is a Rule or a Backoff here.
import type { Db } from '../db/migration';
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

export class Throttle {
  private readonly insert;
  private readonly countSince;
  private readonly oldestSince;
  private readonly newestSince;
  private readonly clearKey;
  private readonly prune;
  private writes = 0;

  constructor(db: Db) {
    this.insert = db.prepare<[string, string, number]>('INSERT INTO throttle_hits (bucket, key, at) VALUES (?, ?, ?)');
    this.countSince = db.prepare<[string, string, number], { n: number }>(
      'SELECT COUNT(*) AS n FROM throttle_hits WHERE bucket = ? AND key = ? AND at > ?');
    // the k-th newest hit in the window: when it leaves the window, the count drops below the limit
    this.oldestSince = db.prepare<[string, string, number, number], { at: number }>(
      'SELECT at FROM throttle_hits WHERE bucket = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?');
    this.newestSince = db.prepare<[string, string, number], { at: number | null }>(
      'SELECT MAX(at) AS at FROM throttle_hits WHERE bucket = ? AND key = ? AND at > ?');
    this.clearKey = db.prepare<[string, string]>('DELETE FROM throttle_hits WHERE bucket = ? AND key = ?');
    this.prune = db.prepare<[number]>('DELETE FROM throttle_hits WHERE at <= ?');
  }

  /** Records one event for the key. */
  record(bucket: string, key: string, now: number): void {
    this.insert.run(bucket, key, now);
    if (++this.writes % PRUNE_EVERY === 0) this.prune.run(now - KEEP_MS);
  }

  /** Events recorded for the key within the last windowMs. */
  count(bucket: string, key: string, windowMs: number, now: number): number {
    return this.countSince.get(bucket, key, now - windowMs)?.n ?? 0;
  }

  /** Whether one more event fits the rule; does not record it. */
  check(rule: Rule, key: string, now: number): Verdict {
    const since = now - rule.windowMs;
    const n = this.countSince.get(rule.bucket, key, since)?.n ?? 0;
    if (n < rule.limit) return ALLOWED;
    // the window must slide past the (n - limit + 1)-th oldest hit: that is the limit-th newest one
    const edge = this.oldestSince.get(rule.bucket, key, since, rule.limit - 1)?.at ?? now;
    return { allowed: false, retryAfterMs: Math.max(SECOND, edge + rule.windowMs - now) };
  }

  /** check, and record the event when it is allowed. */
  take(rule: Rule, key: string, now: number): Verdict {
    const verdict = this.check(rule, key, now);
    if (verdict.allowed) this.record(rule.bucket, key, now);
    return verdict;
  }

  /** Whether a try is allowed now under the backoff, given the failures recorded for the key. */
  checkBackoff(backoff: Backoff, key: string, now: number): Verdict {
    const since = now - backoff.windowMs;
    const failures = this.countSince.get(backoff.bucket, key, since)?.n ?? 0;
    if (failures < backoff.free) return ALLOWED;
    const last = this.newestSince.get(backoff.bucket, key, since)?.at ?? now;
    const wait = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(failures - backoff.free, 30));
    const ready = last + wait;
    return ready <= now ? ALLOWED : { allowed: false, retryAfterMs: ready - now };
  }

  /** 429 (the longest wait, in words after `what`) when one more event would not fit every rule; records nothing. */
  refuseWhenFull(rules: readonly Rule[], key: string, now: number, what?: string): void {
    let wait = 0;
    for (const r of rules) {
      const v = this.check(r, key, now);
      if (!v.allowed) wait = Math.max(wait, v.retryAfterMs);
    }
    if (wait > 0) throw tooManyRequests(wait, what);
  }

  /** Records one event for the key under every rule. */
  recordAll(rules: readonly Rule[], key: string, now: number): void {
    for (const r of rules) this.record(r.bucket, key, now);
  }

  /** One more event for the key under every rule: refuseWhenFull, then recordAll. */
  limit(rules: readonly Rule[], key: string, now: number, what?: string): void {
    this.refuseWhenFull(rules, key, now, what);
    this.recordAll(rules, key, now);
  }

  /** Forgets the key's events in a bucket (a successful sign-in clears its failures). */
  clear(bucket: string, key: string): void {
    this.clearKey.run(bucket, key);
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
