// Boundary checks shared by every EventLogStorage adapter, so they refuse exactly the same input.
import { EventSeqError, InvalidEventError } from '../../application/test-engine/event-log-errors';
import type { EventLogMeta, StoredEvent } from '../../application/test-engine/ports';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkLogId(logId: unknown): asserts logId is string {
  if (typeof logId !== 'string' || logId.trim() === '') throw new InvalidEventError(String(logId), 'the log id must be a non-empty string');
}

/**
 * Checks that `events` continue a log whose last seq is `lastSeq` (0 when empty): seq exactly last + 1 each,
 * `at` a finite number, `event` an object with a string `type`. Returns copies safe to store.
 */
export function checkAppend(logId: string, lastSeq: number, events: readonly StoredEvent[]): StoredEvent[] {
  checkLogId(logId);
  if (!Array.isArray(events)) throw new InvalidEventError(logId, 'events must be an array');
  return events.map((e, i) => {
    if (!isRecord(e)) throw new InvalidEventError(logId, `events[${i}] is not an object`);
    const expected = lastSeq + 1 + i;
    if (e.seq !== expected) throw new EventSeqError(logId, expected, e.seq);
    if (typeof e.at !== 'number' || !Number.isFinite(e.at)) throw new InvalidEventError(logId, `events[${i}].at must be a finite number`);
    if (!isRecord(e.event) || typeof e.event.type !== 'string') throw new InvalidEventError(logId, `events[${i}].event must be an object with a string type`);
    const { seq, at, event } = e as unknown as StoredEvent;
    try {
      return structuredClone({ seq, at, event });
    } catch {
      throw new InvalidEventError(logId, `events[${i}].event cannot be stored (it holds a function or another value that cannot be cloned)`);
    }
  });
}

export function checkMeta(meta: EventLogMeta): EventLogMeta {
  checkLogId(meta?.logId);
  const bad = (reason: string) => new InvalidEventError(meta.logId, `meta ${reason}`);
  if (typeof meta.testKey !== 'string' || meta.testKey === '') throw bad('testKey must be a non-empty string');
  for (const field of ['testId', 'testType', 'updatedAt'] as const) {
    if (typeof meta[field] !== 'number' || !Number.isFinite(meta[field])) throw bad(`${field} must be a finite number`);
  }
  if (meta.testSession !== undefined && typeof meta.testSession !== 'string') throw bad('testSession must be a string');
  if (meta.clientSubmissionId !== undefined && (typeof meta.clientSubmissionId !== 'string' || meta.clientSubmissionId === '')) {
    throw bad('clientSubmissionId must be a non-empty string');
  }
  if (meta.courseId !== undefined && !Number.isSafeInteger(meta.courseId)) throw bad('courseId must be an integer');
  if (meta.guestDelivery !== undefined && (typeof meta.guestDelivery !== 'string' || meta.guestDelivery === '')) {
    throw bad('guestDelivery must be a non-empty string');
  }
  const pending = meta.pendingSubmit;
  if (pending !== undefined) {
    if (typeof pending !== 'object' || pending === null) throw bad('pendingSubmit must be an object');
    if (typeof pending.owner !== 'string' || pending.owner === '') throw bad('pendingSubmit.owner must be a non-empty string');
    const course = pending.course as unknown as Partial<Record<string, unknown>> | null | undefined;
    if (typeof course !== 'object' || course === null || !Number.isSafeInteger(course.courseId) || !Number.isSafeInteger(course.templateId)) {
      throw bad('pendingSubmit.course must name a course and its template');
    }
  }
  const { logId, testKey, testId, testType, testSession, clientSubmissionId, courseId, guestDelivery, pendingSubmit, updatedAt } = meta;
  return {
    logId, testKey, testId, testType,
    ...(testSession !== undefined && { testSession }),
    ...(clientSubmissionId !== undefined && { clientSubmissionId }),
    ...(courseId !== undefined && { courseId }),
    ...(guestDelivery !== undefined && { guestDelivery }),
    ...(pendingSubmit !== undefined && { pendingSubmit }),
    updatedAt,
  };
}

/** The logId of the meta with this testKey updated last (ties: the greater logId), or null. */
export function latestFor(testKey: string, metas: Iterable<EventLogMeta>): string | null {
  let best: EventLogMeta | null = null;
  for (const m of metas) {
    if (m.testKey !== testKey) continue;
    if (!best || m.updatedAt > best.updatedAt || (m.updatedAt === best.updatedAt && m.logId > best.logId)) best = m;
  }
  return best?.logId ?? null;
}
