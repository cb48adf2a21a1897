/** @jest-environment node */
// server/test-delivery/event-log-check.ts on the committed sample logs (docs/samples/session-log.json, made by the
// engine, and its v1 form): a genuine log passes, every kind of damage is refused with its own message (422
// event_log_rejected), and the answers are compared in one canonical spelling.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { StoredTestEvent, TestLoaded } from '../../../domain/test-engine/events';
import { fold } from '../../../domain/test-engine/replay';
import { encodeResponse } from '../../../domain/test-engine/responses';
import { upcastLog, type RawStoredEvent } from '../../../domain/test-engine/upcasters';
import { HttpError } from '../../../server/http/reply';
import { canonicalAnswer, checkEventLog, type SubmittedAnswers } from '../../../server/test-delivery/event-log-check';

const SAMPLES = join(__dirname, '..', '..', '..', 'docs', 'samples');
type File = { schemaVersion: number; logId: string; events: RawStoredEvent[] };
const sample = (): File => JSON.parse(readFileSync(join(SAMPLES, 'session-log.json'), 'utf8')) as File;
const sampleV1 = (): File => JSON.parse(readFileSync(join(SAMPLES, 'session-log-v1.json'), 'utf8')) as File;

const events = sample().events;
const loaded = (events[0] as StoredTestEvent).event as TestLoaded;
const test = loaded.data.test;
const delivered = test.questionSet;
const finalState = fold(upcastLog(events));
/** The answers as the app submits them: the fold's, encoded. */
const submitted: SubmittedAnswers = {
  testId: test.testId, testType: test.testType,
  questionSet: test.questionSet.map((q, i) => ({ questionId: q.questionId, studentResponse: encodeResponse(q.kind, finalState.questions[i].response) })),
};

const gz = (value: unknown): Uint8Array => new Uint8Array(gzipSync(typeof value === 'string' ? value : JSON.stringify(value)));
/** The sample with `change` applied to a copy of it. */
const changed = (change: (f: File) => void): Uint8Array => {
  const f = sample();
  change(f);
  return gz(f);
};

/** The 422 message of a refused log. */
const refusal = (bytes: Uint8Array, answers: SubmittedAnswers = submitted): string => {
  try {
    checkEventLog(bytes, answers, delivered);
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ status: 422, responseTxt: 'event_log_rejected' });
    return (e as Error).message;
  }
  throw new Error('the log was accepted');
};

describe('checkEventLog', () => {
  it('accepts the genuine sample: its events upcast, its size decompressed', () => {
    const raw = JSON.stringify(sample());
    const checked = checkEventLog(gz(raw), submitted, delivered);
    expect(checked).toMatchObject({ schemaVersion: 1, logId: 'sample-3h-mock-0001', rawBytes: Buffer.byteLength(raw) });
    expect(checked.events).toEqual(upcastLog(events));
  });

  it('accepts a log written before TestLoaded v2 (upcast), with the same answers', () => {
    expect(checkEventLog(gz(sampleV1()), submitted, delivered).events).toEqual(upcastLog(events));
  });

  it('compares answers in one spelling: multi-select ids in any order and case', () => {
    const multi = test.questionSet.findIndex((q, i) => q.kind === 'multi' && submitted.questionSet[i].studentResponse.includes('~'));
    expect(multi).toBeGreaterThanOrEqual(0);
    const reordered = submitted.questionSet.map((q, i) =>
      (i === multi ? { ...q, studentResponse: q.studentResponse.split('~').reverse().join('~').toLowerCase() } : q));
    expect(() => checkEventLog(gz(sample()), { ...submitted, questionSet: reordered }, delivered)).not.toThrow();
    expect(canonicalAnswer('multi', 'C~a~A')).toBe('a~c');
    expect(canonicalAnswer('single', ' b ')).toBe('b');
  });

  it('names the first question whose submitted answer differs, by its position', () => {
    const answers = submitted.questionSet.map((q, i) => (i === 2 || i === 6 ? { ...q, studentResponse: 'Z' } : q));
    expect(refusal(gz(sample()), { ...submitted, questionSet: answers })).toBe('The event log does not match the submitted answers (question 3)');
    // a question the submit leaves out counts as unanswered
    expect(refusal(gz(sample()), { ...submitted, questionSet: submitted.questionSet.slice(1) }))
      .toBe('The event log does not match the submitted answers (question 1)');
  });

  it('refuses the log of another test, or one whose questions are not the delivered ones', () => {
    expect(refusal(gz(sample()), { ...submitted, testId: test.testId + 1 })).toMatch(/^The event log is not of the delivered test/);
    expect(() => checkEventLog(gz(sample()), submitted, delivered.slice(1))).toThrow(/not of the delivered test/);
    expect(refusal(changed((f) => {
      const data = (f.events[0].event.data as TestLoaded['data']);
      data.test.questionSet[1] = { ...data.test.questionSet[1], questionId: data.test.questionSet[0].questionId };
    }))).toMatch(/^The event log is not of the delivered test/);
  });

  it.each<[string, (f: File) => void, string | RegExp]>([
    ['a gap in seq', (f) => { f.events[5].seq = 7; }, 'Event 6 of the event log has seq 7: the seq must be 1, 2, 3... without a gap'],
    ['a time that goes back', (f) => { f.events[9].at = f.events[8].at - 1; }, /^Event seq 10 is earlier than the event before it \(at \d+ < \d+\)$/],
    ['a first event that is not TestLoaded', (f) => { f.events[0] = { ...f.events[1], seq: 1 }; }, 'The event log starts with "AnswerGiven", not TestLoaded'],
    ['a second TestLoaded', (f) => { f.events[3] = { ...f.events[0], seq: 4, at: f.events[3].at }; }, 'Event seq 4: TestLoaded may only be the first event'],
    ['an unknown type', (f) => { f.events[2].event = { type: 'Teleported', v: 1, data: {} }; }, 'Event seq 3: Unknown event type: Teleported'],
    ['a version from the future', (f) => { f.events[2].event.v = 7; }, 'Event seq 3: Unsupported version 7 of Navigated'],
    ['data of the wrong shape', (f) => { (f.events[1].event.data as { index: unknown }).index = 'first'; }, /^Event seq 2 \(AnswerGiven\): data\.index /],
    ['a response without its values', (f) => { (f.events[1].event.data as { response: unknown }).response = { fileName: '', url: '' }; }, /^Event seq 2 \(AnswerGiven\): data\.response\.values /],
    ['a test whose question has no kind after upcasting', (f) => {
      delete (f.events[0].event.data as { test: { questionSet: { kind?: string }[] } }).test.questionSet[4].kind;
    }, /^Event seq 1 \(TestLoaded\): data\.test\.questionSet\.4\.kind /],
    ['flags the fold reads missing', (f) => { delete (f.events[0].event.data as { flags: { timer?: boolean } }).flags.timer; }, /^Event seq 1 \(TestLoaded\): data\.flags\.timer /],
    ['a question index past the test', (f) => { (f.events[2].event.data as { to: number }).to = 15; }, 'Event seq 3 (Navigated): question index 15 is not in the test (15 questions)'],
    ['a section index past the test', (f) => { (f.events[11].event.data as { toSection: number }).toSection = 3; }, 'Event seq 12 (SectionSwitchRequested): section index 3 is not in the test (3 sections)'],
    ['a stored event of another shape', (f) => { (f.events as unknown[])[4] = 'AnswerGiven'; }, 'Event 5 of the event log is not a stored event { seq, at, event: { type, v, data } }'],
  ])('refuses %s', (_, change, message) => {
    const text = refusal(changed(change));
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  });

  it('refuses what is not an event log file, a newer format, no events and too many', () => {
    expect(refusal(gz('not json {'))).toBe('The event log is not JSON');
    expect(refusal(new Uint8Array(gzipSync(Buffer.from([0xff, 0xfe, 0x22]))))).toBe('The event log is not JSON');
    expect(refusal(gz([1, 2]))).toBe('The event log is not an event log file { schemaVersion, logId, events }');
    expect(refusal(changed((f) => { f.schemaVersion = 2; }))).toBe("The event log's format version 2 is newer than this server reads (1)");
    expect(refusal(changed((f) => { f.schemaVersion = 0; }))).toMatch(/schemaVersion must be a positive integer$/);
    expect(refusal(changed((f) => { f.logId = ''; }))).toMatch(/logId must be 1 to 200 characters$/);
    expect(refusal(changed((f) => { f.events = []; }))).toBe('The event log has no events');
    const many = sample();
    const last = many.events[many.events.length - 1];
    many.events = Array.from({ length: 50_001 }, (_, i) => ({ ...last, seq: i + 1 }));
    expect(refusal(gz(many))).toBe('The event log has 50001 events, more than 50000');
  });

  it('refuses before decompressing: over 1 MiB, or not gzip', () => {
    expect(refusal(new Uint8Array(1024 * 1024 + 10).fill(0x1f))).toBe('The event log is larger than 1 MiB compressed (1048586 bytes)');
    expect(refusal(new TextEncoder().encode(JSON.stringify(sample())))).toBe('The event log is not gzip data');
    expect(refusal(new Uint8Array(0))).toBe('The event log is not gzip data');
  });

  it('stops inflating at 16 MiB', () => {
    expect(refusal(new Uint8Array(gzipSync(Buffer.alloc(16 * 1024 * 1024 + 1, 0x20))))).toBe('The event log is larger than 16 MiB once decompressed');
    // exactly 16 MiB of JSON whitespace and a log: inflated whole, then read
    const body = JSON.stringify(sample());
    const padded = `${' '.repeat(16 * 1024 * 1024 - Buffer.byteLength(body))}${body}`;
    expect(checkEventLog(new Uint8Array(gzipSync(padded)), submitted, delivered).rawBytes).toBe(16 * 1024 * 1024);
  });
});
