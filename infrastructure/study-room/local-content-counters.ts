// The client's counters of opened study material (spec 001 §9: counters persist client side), in localStorage under
// one key per course, 'study-content-counters:{courseId}', holding the ContentCounters as JSON. What is read is the
// app's own data but may have been edited or written by an older version: it is checked by hand (no zod on this
// path) and anything unreadable or malformed is no counters (null). Storage that fails (disabled, full, blocked by
// the browser) is ignored: the server counts every open anyway.
import { injectable } from 'inversify';
import type { ContentCounterStore } from '../../application/study-room/ports';
import { CONTENT_TYPES, type ContentCounter, type ContentCounters } from '../../domain/study-room/content';
import { hasId } from '../../domain/shared/ids';

export const COUNTERS_KEY_PREFIX = 'study-content-counters:';
export const countersKey = (courseId: number): string => `${COUNTERS_KEY_PREFIX}${courseId}`;

/** More ids than any course holds: a stored list longer than this is not ours. */
const MAX_IDS = 10_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A counter of the course: its ids positive integers (kept once each, in order); `counter` their number. */
const counterOf = (v: unknown, courseId: number): ContentCounter | null => {
  if (!isRecord(v) || v.courseId !== courseId || !Array.isArray(v.contentIds) || v.contentIds.length > MAX_IDS) return null;
  if (typeof v.counter !== 'number' || !Number.isSafeInteger(v.counter) || v.counter < 0) return null;
  const ids: unknown[] = v.contentIds;
  if (!ids.every((i): i is number => typeof i === 'number' && hasId(i))) return null;
  const contentIds = [...new Set(ids as number[])];
  return { counter: contentIds.length, courseId, contentIds };
};

/** The course's counters from the stored JSON text, or null when it is not a counter of every type of this course. */
export const parseCounters = (stored: string | null, courseId: number): ContentCounters | null => {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const counters: Partial<ContentCounters> = {};
  for (const type of CONTENT_TYPES) {
    const counter = counterOf(value[type], courseId);
    if (!counter) return null;
    counters[type] = counter;
  }
  return counters as ContentCounters;
};

/** The browser's localStorage, or undefined where there is none or reaching it throws (storage disabled). */
const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

@injectable()
export class LocalContentCounterStore implements ContentCounterStore {
  /** `storage` is asked for on every read and write (default: the browser's localStorage). */
  constructor(private readonly storage: () => Storage | undefined = browserStorage) {}

  read(courseId: number): ContentCounters | null {
    if (!hasId(courseId)) return null;
    try {
      return parseCounters(this.storage()?.getItem(countersKey(courseId)) ?? null, courseId);
    } catch {
      return null;
    }
  }

  /** Stores the counters under the course's key, each with that courseId and its ids once. */
  write(courseId: number, counters: ContentCounters): void {
    if (!hasId(courseId)) return;
    const stored: Partial<ContentCounters> = {};
    for (const type of CONTENT_TYPES) {
      const contentIds = [...new Set(counters[type].contentIds)];
      stored[type] = { counter: contentIds.length, courseId, contentIds };
    }
    try {
      this.storage()?.setItem(countersKey(courseId), JSON.stringify(stored));
    } catch {
      // full, disabled or blocked: the counters stay as they were (the server still counts)
    }
  }
}
