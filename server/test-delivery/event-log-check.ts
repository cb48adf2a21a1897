// The event log a submit carries (docs/attempt-timeline.md "Wire: the log with the submit"), checked before it is
// kept: the bounds first (1 MiB compressed, 16 MiB decompressed, never inflated past it; 50,000 events), then gzip,
// JSON, the EventLogFile, each event (seq 1, 2, 3..., `at` never decreasing, a known type and version, upcast, its data
// at the current version: server/test-delivery/event-schema.ts), the test it loads (the delivered test's questions),
// and the fold with the domain engine, whose final answers must be the submitted ones. Anything else is a 422
// `event_log_rejected` naming the problem, and the submit stores nothing (the app then submits without the log).
// CPU work: the route runs it before the submit is queued for the group commit, never inside a batch.
import { gunzipSync } from 'node:zlib';
import {
  EVENT_LOG_MAX_BYTES, EVENT_LOG_MAX_EVENTS, EVENT_LOG_MAX_RAW_BYTES, EVENT_LOG_REJECTED,
} from '../../domain/test-engine/event-log-limits';
import { SCHEMA_VERSION, type StoredTestEvent, type TestEvent, type TestLoaded } from '../../domain/test-engine/events';
import { fold } from '../../domain/test-engine/replay';
import { decodeResponse, encodeResponse, normaliseMultiIds } from '../../domain/test-engine/responses';
import type { Question, QuestionKind } from '../../domain/test-engine/test-data';
import { UpcastError, upcastEvent, type RawEvent } from '../../domain/test-engine/upcasters';
import { HttpError } from '../http/reply';
import { dataProblem, indicesOf } from './event-schema';

/** A log that passed every check. */
export interface CheckedEventLog {
  schemaVersion: number;
  logId: string;
  /** the events, each upcast to its current version */
  events: StoredTestEvent[];
  /** the size of the log's JSON once decompressed, in bytes */
  rawBytes: number;
}

/** The submitted answers, as far as the check reads them (a parsed ansdetails). */
export interface SubmittedAnswers {
  testId: number;
  testType: number;
  questionSet: readonly { questionId: number; studentResponse: string }[];
}

/** The 422 of a log the server cannot trust. */
export const rejectLog = (message: string): HttpError => new HttpError(422, EVENT_LOG_REJECTED, message);

export const NOT_THE_DELIVERED_TEST = 'The event log is not of the delivered test: its test or its questions differ';
const GZIP_MAGIC = [0x1f, 0x8b] as const;
const MAX_LOG_ID = 200;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A value from the log in a message: as JSON (text quoted), at most 60 characters of it. */
const shown = (v: unknown): string => {
  const text = typeof v === 'string' ? JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}...` : v) : String(JSON.stringify(v));
  return text.length > 64 ? `${text.slice(0, 60)}...` : text;
};

/** Whether the bytes open with the gzip magic bytes 1f 8b. */
export const isGzip = (bytes: Uint8Array): boolean => bytes.length >= 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];

/**
 * The decompressed bytes of a gzip log, never more than EVENT_LOG_MAX_RAW_BYTES (zlib stops inflating there: a small
 * file that would inflate to gigabytes costs at most that much). Throws the 422 when it is larger or not valid gzip.
 */
export function gunzipLog(gz: Uint8Array): Buffer {
  try {
    return gunzipSync(gz, { maxOutputLength: EVENT_LOG_MAX_RAW_BYTES });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw rejectLog(`The event log is larger than ${EVENT_LOG_MAX_RAW_BYTES / (1024 * 1024)} MiB once decompressed`);
    }
    throw rejectLog(`The event log is not valid gzip (${(e as Error).message})`);
  }
}

/** The JSON of a decompressed log (422 when it is not UTF-8 JSON). */
function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(utf8.decode(raw));
  } catch {
    throw rejectLog('The event log is not JSON');
  }
}

/** The EventLogFile's header and its raw events (422 when it is not one, newer, empty or too long). */
function fileOf(json: unknown): { schemaVersion: number; logId: string; events: unknown[] } {
  const shape = 'The event log is not an event log file { schemaVersion, logId, events }';
  if (!isRecord(json)) throw rejectLog(shape);
  const { schemaVersion, logId, events } = json;
  if (typeof schemaVersion !== 'number' || !Number.isInteger(schemaVersion) || schemaVersion < 1) throw rejectLog(`${shape}: schemaVersion must be a positive integer`);
  if (schemaVersion > SCHEMA_VERSION) {
    throw rejectLog(`The event log's format version ${schemaVersion} is newer than this server reads (${SCHEMA_VERSION})`);
  }
  if (typeof logId !== 'string' || logId.length === 0 || logId.length > MAX_LOG_ID) throw rejectLog(`${shape}: logId must be 1 to ${MAX_LOG_ID} characters`);
  if (!Array.isArray(events)) throw rejectLog(`${shape}: events must be a list`);
  if (events.length > EVENT_LOG_MAX_EVENTS) throw rejectLog(`The event log has ${events.length} events, more than ${EVENT_LOG_MAX_EVENTS}`);
  if (events.length === 0) throw rejectLog('The event log has no events');
  return { schemaVersion, logId, events };
}

/** Each event checked and upcast, in order (422 naming the first bad one). */
function eventsOf(raws: readonly unknown[]): StoredTestEvent[] {
  const events: StoredTestEvent[] = new Array(raws.length);
  let previousAt = -Infinity;
  let questions = 0;
  let sections = 0;
  for (let i = 0; i < raws.length; i++) {
    const raw = raws[i];
    if (!isRecord(raw) || !isRecord(raw.event) || typeof raw.event.type !== 'string') {
      throw rejectLog(`Event ${i + 1} of the event log is not a stored event { seq, at, event: { type, v, data } }`);
    }
    const { seq, at } = raw;
    const type = raw.event.type;
    if (seq !== i + 1) throw rejectLog(`Event ${i + 1} of the event log has seq ${shown(seq)}: the seq must be 1, 2, 3... without a gap`);
    if (typeof at !== 'number' || !Number.isFinite(at)) throw rejectLog(`Event seq ${seq}: at must be a time in ms`);
    if (at < previousAt) throw rejectLog(`Event seq ${seq} is earlier than the event before it (at ${at} < ${previousAt})`);
    previousAt = at;
    // named before it is upcast, as the replay CLI does: another type's versions say nothing about a misplaced event
    if (seq === 1 && type !== 'TestLoaded') throw rejectLog(`The event log starts with ${shown(type)}, not TestLoaded`);
    if (seq !== 1 && type === 'TestLoaded') throw rejectLog(`Event seq ${seq}: TestLoaded may only be the first event`);
    let event: TestEvent;
    try {
      event = upcastEvent(raw.event as unknown as RawEvent);
    } catch (e) {
      // UpcastError: an unknown type or version; anything else an upcaster met in malformed data
      throw rejectLog(`Event seq ${seq}: ${e instanceof UpcastError ? e.message.slice(0, 200) : `${shown(type)} cannot be upcast`}`);
    }
    const problem = dataProblem(event);
    if (problem) throw rejectLog(`Event seq ${seq} (${event.type}): ${problem}`);
    if (event.type === 'TestLoaded') {
      questions = event.data.test.questionSet.length;
      sections = event.data.test.sectionSet.length;
    } else {
      const named = indicesOf(event);
      const q = named.questions.find((x) => x >= questions);
      if (q !== undefined) throw rejectLog(`Event seq ${seq} (${event.type}): question index ${q} is not in the test (${questions} questions)`);
      const s = named.sections.find((x) => x >= sections);
      if (s !== undefined) throw rejectLog(`Event seq ${seq} (${event.type}): section index ${s} is not in the test (${sections} sections)`);
    }
    events[i] = event === raw.event ? (raw as unknown as StoredTestEvent) : { seq, at, event };
  }
  return events;
}

/**
 * An answer in one canonical spelling, for comparing two encodings of it (responses.ts): decoded and encoded again;
 * choice ids in lower case (scoring compares them so), a multi-select answer's ids sorted (their order means nothing).
 */
export function canonicalAnswer(kind: QuestionKind, wire: string): string {
  if (kind === 'multi') return normaliseMultiIds([wire]).map((id) => id.toLowerCase()).sort().join('~');
  const encoded = encodeResponse(kind, decodeResponse(kind, wire));
  return kind === 'single' ? encoded.toLowerCase() : encoded;
}

/**
 * Checks a submitted log (the gzip bytes as received) against the submit's answers and the questions the server
 * delivered (the test the submit is scored against, with each question's kind): the checked log, or a 422.
 */
export function checkEventLog(gz: Uint8Array, submitted: SubmittedAnswers, delivered: readonly Pick<Question, 'questionId' | 'kind'>[]): CheckedEventLog {
  if (gz.byteLength > EVENT_LOG_MAX_BYTES) {
    throw rejectLog(`The event log is larger than ${EVENT_LOG_MAX_BYTES / (1024 * 1024)} MiB compressed (${gz.byteLength} bytes)`);
  }
  if (!isGzip(gz)) throw rejectLog('The event log is not gzip data');
  const raw = gunzipLog(gz);
  const file = fileOf(parseJson(raw));
  const events = eventsOf(file.events);

  // the test it loads: the one the server delivered for this submit
  const { test } = (events[0].event as TestLoaded).data;
  const logIds = test.questionSet.map((q) => q.questionId);
  const kindOf = new Map(delivered.map((q) => [q.questionId, q.kind]));
  if (test.testId !== submitted.testId || test.testType !== submitted.testType || logIds.length !== delivered.length
    || new Set(logIds).size !== logIds.length || logIds.some((id) => !kindOf.has(id))) {
    throw rejectLog(NOT_THE_DELIVERED_TEST);
  }

  let state;
  try {
    state = fold(events);
  } catch (e) {
    throw rejectLog(`The event log cannot be replayed (${e instanceof Error ? e.message.slice(0, 200) : 'an error'})`);
  }

  // its final answers: the submitted ones (a question the submit leaves out is unanswered there)
  const submittedAnswer = new Map(submitted.questionSet.map((q) => [q.questionId, q.studentResponse]));
  test.questionSet.forEach((q, i) => {
    const kind = kindOf.get(q.questionId) ?? q.kind;
    const folded = canonicalAnswer(kind, encodeResponse(kind, state.questions[i].response));
    if (folded !== canonicalAnswer(kind, submittedAnswer.get(q.questionId) ?? '')) {
      throw rejectLog(`The event log does not match the submitted answers (question ${i + 1})`);
    }
  });
  return { schemaVersion: file.schemaVersion, logId: file.logId, events, rawBytes: raw.byteLength };
}
