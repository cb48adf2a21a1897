// Upcasters: lift events written by older versions to the current schema, so old logs still replay.
// Table keyed by `${type}@${version}`; each entry lifts one version up. An event without `v` is version 0.
import { EVENT_VERSIONS, type StoredTestEvent, type TestEvent, type TestEventType } from './events';
import type { QuestionResponse } from './question-response';
import { questionKind } from './test-data';

export interface RawEvent {
  type: string;
  v?: number;
  data?: unknown;
}
export interface RawStoredEvent {
  seq: number;
  at: number;
  event: RawEvent;
}

export class UpcastError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpcastError';
  }
}

type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * v0 of AnswerGiven stored the answer as one string, `{ index, value }`, with multi-select choices joined by
 * '~' and no image; v1 stores a QuestionResponse.
 */
const answerGivenV0: Upcaster = (d) => {
  const value = typeof d.value === 'string' ? d.value : '';
  const response: QuestionResponse = { values: value === '' ? [] : value.split('~'), fileName: '', url: '' };
  return { index: d.index, response };
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * v1 of TestLoaded held each question's questionType only; v2 also holds its parsed `kind`. Anything that is not
 * a question with a questionType is left as it was (the replay's test-data check reports it).
 */
const testLoadedV1: Upcaster = (d) => {
  const test = d.test;
  if (!isRecord(test) || !Array.isArray(test.questionSet)) return d;
  const questionSet = test.questionSet.map((q: unknown) =>
    (isRecord(q) && typeof q.questionType === 'string' ? { ...q, kind: questionKind(q.questionType) } : q));
  return { ...d, test: { ...test, questionSet } };
};

export const UPCASTERS: Readonly<Record<string, Upcaster>> = {
  'AnswerGiven@0': answerGivenV0,
  'TestLoaded@1': testLoadedV1,
};

const isKnownType = (t: string): t is TestEventType => Object.prototype.hasOwnProperty.call(EVENT_VERSIONS, t);

/** Lift one event to its current version. Version 0 of a type without an upcaster had the v1 shape (no `v` yet). */
export const upcastEvent = (raw: RawEvent): TestEvent => {
  if (!raw || typeof raw.type !== 'string' || !isKnownType(raw.type)) throw new UpcastError(`Unknown event type: ${String(raw?.type)}`);
  const current = EVENT_VERSIONS[raw.type];
  let v = raw.v ?? 0;
  if (!Number.isInteger(v) || v < 0 || v > current) throw new UpcastError(`Unsupported version ${String(raw.v)} of ${raw.type}`);
  if (v === current) return raw as TestEvent;
  let data = (raw.data ?? {}) as Record<string, unknown>;
  while (v < current) {
    const up = UPCASTERS[`${raw.type}@${v}`];
    if (up) data = up(data);
    else if (v !== 0) throw new UpcastError(`No upcaster for ${raw.type} v${v}`);
    v++;
  }
  return { type: raw.type, v, data } as TestEvent;
};

export const upcastStored = (raw: RawStoredEvent): StoredTestEvent => {
  const event = upcastEvent(raw.event);
  return event === raw.event ? (raw as StoredTestEvent) : { seq: raw.seq, at: raw.at, event };
};

export const upcastLog = (log: readonly RawStoredEvent[]): StoredTestEvent[] => log.map(upcastStored);
