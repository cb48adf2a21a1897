/** @jest-environment node */
// docs/attempt-timeline.md: the event log with the submit (POST /api/testsubmit, parts eventLog and eventLogStatus),
// checked before it is kept, and GET /api/app/attempt-timeline. Logs are made by the domain engine sitting the
// delivered test (tests/server/event-log-helpers.ts), so they are what the app would send.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { gzipSync } from 'node:zlib';
import type { TestData } from '../../domain/test-engine/test-data';
import { DEMO_TESTS } from '../../server/db/seed-tests';
import type { WireStudent } from '../../server/http/wire-types';
import { answerFor, getJson, JEE, keyOf, loadTest, newSubmissionId, stop, submit } from './delivery-helpers';
import { gz, type LogFile, logStatusOf, sit, storedLogs, submitWithLog } from './event-log-helpers';
import { authHeaders, makeServer, type TestServer } from './test-server';

let s: TestServer;
let demo: WireStudent;
let test: TestData;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
  test = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
});

/** Right answers to the first three questions, a wrong one to the fifth, the rest left. */
const answersOf = (t: TestData) => new Map(t.questionSet.flatMap((q, i): [number, string][] =>
  (i < 3 ? [[q.questionId, answerFor(s, q, 'right')]] : i === 4 ? [[q.questionId, answerFor(s, q, 'wrong')]] : [])));

const timeline = (student: WireStudent, testSession: string) => getJson(s, student, '/app/attempt-timeline', { testSession });

const attempts = () => (s.db.prepare('SELECT COUNT(*) AS n FROM attempts WHERE status = ?').get('submitted') as { n: number }).n;

/** A refusal of the log: 422 event_log_rejected with exactly this message, and nothing stored. */
async function expectRefused(res: Promise<{ status: number; body: { responseTxt: string; message: string; obj: unknown } }>, message: string | RegExp) {
  const before = attempts();
  const { status, body } = await res;
  expect({ status, responseTxt: body.responseTxt, obj: body.obj }).toEqual({ status: 422, responseTxt: 'event_log_rejected', obj: null });
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(attempts()).toBe(before);
  expect(storedLogs(s)).toBe(0);
}

describe('POST /api/testsubmit with an event log', () => {
  it('keeps a genuine gzip log with the attempt (status stored); the timeline gives its events, the key and no-store', async () => {
    const answers = answersOf(test);
    const file = sit(test, answers);
    const log = gz(file);
    const { status, body } = await submitWithLog(s, demo, test, answers, { eventLog: log });
    expect({ status, responseTxt: body.responseTxt }).toEqual({ status: 200, responseTxt: 'success' });
    const id = body.obj.testSession as string;
    expect(logStatusOf(s, id)).toBe('stored');
    const row = s.db.prepare('SELECT schema_version, event_count, raw_bytes, log_gz FROM attempt_event_logs WHERE attempt_id = ?').get(Number(id)) as
      { schema_version: number; event_count: number; raw_bytes: number; log_gz: Buffer };
    expect(row).toMatchObject({ schema_version: 1, event_count: file.events.length, raw_bytes: Buffer.byteLength(JSON.stringify(file)) });
    // the gzip as received
    expect(new Uint8Array(row.log_gz)).toEqual(log);

    const res = await s.get(`/api/app/attempt-timeline?testSession=${id}`, authHeaders(demo));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const reply = await res.json();
    expect(reply.responseTxt).toBe('success');
    expect(reply.obj).toMatchObject({ testSession: id, logStatus: 'stored', events: file.events, cohort: null });
    expect(reply.obj.key).toHaveLength(test.questionSet.length);
    expect(reply.obj.key.slice(0, 5)).toEqual(test.questionSet.slice(0, 5).map((q, i) => ({
      questionId: q.questionId, correctResponse: keyOf(s, q.questionId),
      result: i < 3 ? 'Correct' : i === 4 ? 'Incorrect' : 'NotAnswer', marks: i < 3 ? 4 : i === 4 ? -1 : 0,
    })));
    // the strategy figures of the attempt were saved with it
    expect(s.db.prepare('SELECT student_id, test_type, test_id FROM attempt_strategies WHERE attempt_id = ?').get(Number(id)))
      .toEqual({ student_id: demo.studentId, test_type: 3, test_id: DEMO_TESTS.sectionedMock });
  });

  it('refuses a forged log (its answers are not the submitted ones) naming the question; the submit without it says refused', async () => {
    const answers = answersOf(test);
    // the log has a right answer where the submit has none (question 4)
    const forged = sit(test, new Map([...answers, [test.questionSet[3].questionId, answerFor(s, test.questionSet[3], 'right')]]));
    const id = newSubmissionId();
    await expectRefused(submitWithLog(s, demo, test, answers, { eventLog: gz(forged) }, id),
      'The event log does not match the submitted answers (question 4)');
    const again = await submitWithLog(s, demo, test, answers, { eventLogStatus: 'refused' }, id);
    expect({ status: again.status, responseTxt: again.body.responseTxt }).toEqual({ status: 200, responseTxt: 'success' });
    expect(logStatusOf(s, again.body.obj.testSession)).toBe('refused');
    const { body } = await timeline(demo, again.body.obj.testSession);
    expect(body.obj).toMatchObject({ logStatus: 'refused', events: [] });
    expect(body.obj.key).toHaveLength(test.questionSet.length);
  });

  it('refuses the log of another test', async () => {
    const short = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    const answers = answersOf(test);
    await expectRefused(submitWithLog(s, demo, test, answers, { eventLog: gz(sit(short, new Map())) }),
      'The event log is not of the delivered test: its test or its questions differ');
  });

  it('refuses a log over 1 MiB compressed, bytes that are not gzip, and broken gzip', async () => {
    const answers = answersOf(test);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set([0x1f, 0x8b]);
    await expectRefused(submitWithLog(s, demo, test, answers, { eventLog: big }), 'The event log is larger than 1 MiB compressed (1048577 bytes)');
    await expectRefused(submitWithLog(s, demo, test, answers, { eventLog: new TextEncoder().encode(JSON.stringify(sit(test, answers))) }),
      'The event log is not gzip data');
    await expectRefused(submitWithLog(s, demo, test, answers, { eventLog: new Uint8Array([0x1f, 0x8b, 1, 2, 3, 4]) }), /^The event log is not valid gzip \(/);
  });

  it('refuses a gzip bomb (1 MiB that inflates to 1 GiB) without inflating it all', async () => {
    // 16 gzip members of 64 MiB of zeros each: a valid gzip stream of 1 GiB in about 1 MB
    const member = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    const bomb = new Uint8Array(Buffer.concat(Array(16).fill(member)));
    expect(bomb.byteLength).toBeLessThanOrEqual(1024 * 1024);
    const started = performance.now();
    await expectRefused(submitWithLog(s, demo, test, answersOf(test), { eventLog: bomb }), 'The event log is larger than 16 MiB once decompressed');
    // inflating the whole gigabyte takes seconds and a gigabyte of memory; stopping at 16 MiB, a few tens of ms
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('refuses an unknown event version or type, naming the event', async () => {
    const answers = answersOf(test);
    const file = sit(test, answers);
    const newer: LogFile = { ...file, events: file.events.map((e, i) => (i === 1 ? { ...(e as object), event: { ...(e as { event: object }).event, v: 9 } } : e)) };
    const type = (newer.events[1] as { event: { type: string } }).event.type;
    await expectRefused(submitWithLog(s, demo, test, answers, { eventLog: gz(newer) }), `Event seq 2: Unsupported version 9 of ${type}`);
    const unknown: LogFile = { ...file, events: file.events.map((e, i) => (i === 1 ? { ...(e as object), event: { type: 'Teleported', v: 1, data: {} } } : e)) };
    await expectRefused(submitWithLog(s, demo, test, answers, { eventLog: gz(unknown) }), 'Event seq 2: Unknown event type: Teleported');
  });

  it('keeps one log for an idempotent repeat of the same clientSubmissionId', async () => {
    const answers = answersOf(test);
    const log = gz(sit(test, answers));
    const id = newSubmissionId();
    const before = attempts();
    const first = await submitWithLog(s, demo, test, answers, { eventLog: log }, id);
    const second = await submitWithLog(s, demo, test, answers, { eventLog: log }, id);
    expect(second.body).toEqual(first.body);
    // a repeat whose log would be refused still answers the stored attempt: its log is not read
    const third = await submitWithLog(s, demo, test, answers, { eventLog: new Uint8Array([1, 2, 3]) }, id);
    expect(third.body).toEqual(first.body);
    expect(storedLogs(s)).toBe(1);
    expect(attempts()).toBe(before + 1);
  });

  it('records too_large and unavailable, and none for a submit without either part', async () => {
    for (const status of ['too_large', 'unavailable']) {
      const { body } = await submitWithLog(s, demo, test, answersOf(test), { eventLogStatus: status });
      expect(logStatusOf(s, body.obj.testSession)).toBe(status);
    }
    const plain = await submit(s, demo, test, answersOf(test));
    expect(logStatusOf(s, plain.body.obj.testSession)).toBe('none');
    expect(storedLogs(s)).toBe(0);
  });

  it.each([
    [{ eventLogStatus: 'lost' }, "eventLogStatus must be 'refused', 'too_large', 'unavailable'"],
    [{ eventLogStatus: 'refused', eventLog: 'log' as const }, 'eventLogStatus is sent only without an eventLog'],
  ])('answers 400 for the log parts %p', async (parts, message) => {
    const answers = answersOf(test);
    const eventLog = 'eventLog' in parts ? gz(sit(test, answers)) : undefined;
    const before = attempts();
    const { status, body } = await submitWithLog(s, demo, test, answers, { eventLogStatus: parts.eventLogStatus, eventLog });
    expect({ status, body }).toEqual({ status: 400, body: { responseTxt: 'validation_error', message, obj: null } });
    expect(attempts()).toBe(before);
  });

  it('answers 400 for an eventLog sent as text instead of a file', async () => {
    const { status, body } = await submitWithLog(s, demo, test, answersOf(test), {}, newSubmissionId(), { eventLog: 'H4sIAAAA' });
    expect({ status, message: body.message }).toEqual({ status: 400, message: 'eventLog must be a file' });
  });
});

describe('the bounds of a submit with a log', () => {
  it('takes a body past 1 MB on /testsubmit (the log) but not past 2 MB (413)', async () => {
    const { status, body } = await submitWithLog(s, demo, test, answersOf(test), { eventLog: new Uint8Array(2 * 1024 * 1024 + 1) });
    expect({ status, body }).toEqual({ status: 413, body: { responseTxt: 'payload_too_large', message: 'The request body is larger than 2 MB', obj: null } });
  });

  it('checks at most 20 logs a minute per student, refused ones too (429), and never counts a replay', async () => {
    const answers = answersOf(test);
    const id = newSubmissionId();
    expect((await submitWithLog(s, demo, test, answers, { eventLog: gz(sit(test, answers)) }, id)).status).toBe(200);
    for (let i = 0; i < 19; i++) expect((await submitWithLog(s, demo, test, answers, { eventLog: new Uint8Array([1]) })).status).toBe(422);
    // a replay of the stored submit: its log is not read, so not counted
    expect((await submitWithLog(s, demo, test, answers, { eventLog: new Uint8Array([1]) }, id)).status).toBe(200);
    const { status, body } = await submitWithLog(s, demo, test, answers, { eventLog: gz(sit(test, answers)) });
    expect({ status, responseTxt: body.responseTxt }).toEqual({ status: 429, responseTxt: 'too_many_requests' });
    expect(body.message).toMatch(/^You have sent too many test logs in a short time\. Please try again in/);
    // the submit itself still goes through without the log
    expect((await submitWithLog(s, demo, test, answers, { eventLogStatus: 'unavailable' })).status).toBe(200);
  });
});

describe('GET /api/app/attempt-timeline', () => {
  it("answers another student's attempt as an unknown one (404), and 404 for a test not submitted", async () => {
    const { body } = await submitWithLog(s, demo, test, answersOf(test), { eventLog: gz(sit(test, answersOf(test))) });
    const other = await s.login('new.student');
    const theirs = await timeline(other, body.obj.testSession);
    const unknown = await timeline(other, '999999');
    expect(theirs).toEqual({ status: 404, body: { responseTxt: 'not_found', message: 'No such test session', obj: null } });
    expect(unknown).toEqual(theirs);
    const saved = await stop(s, demo, test, new Map(), 0, 600);
    const running = await timeline(demo, saved.body.obj.testSession);
    expect(running).toEqual({ status: 404, body: { responseTxt: 'not_found', message: 'This test has not been submitted', obj: null } });
  });

  it('answers 401 without a session and 400 for a malformed testSession', async () => {
    expect((await s.get('/api/app/attempt-timeline?testSession=1')).status).toBe(401);
    const bad = await timeline(demo, 'x1');
    expect(bad).toEqual({ status: 400, body: { responseTxt: 'validation_error', message: 'testSession must be a test session id', obj: null } });
  });

  it('reads 60 timelines a minute per student (429 past it)', async () => {
    const { body } = await submit(s, demo, test, answersOf(test));
    for (let i = 0; i < 60; i++) expect((await timeline(demo, body.obj.testSession)).status).toBe(200);
    const refused = await timeline(demo, body.obj.testSession);
    expect({ status: refused.status, responseTxt: refused.body.responseTxt }).toEqual({ status: 429, responseTxt: 'too_many_requests' });
    // a submit without a log: no events, the key all the same
    s.advance(60_000);
    const { body: plain } = await timeline(demo, body.obj.testSession);
    expect(plain.obj).toMatchObject({ logStatus: 'none', events: [], cohort: null });
  });

  it("gives the cohort: the other students' strategy figures of the test, never the student's own", async () => {
    const mine = await submitWithLog(s, demo, test, answersOf(test), { eventLog: gz(sit(test, answersOf(test))) });
    // a second student of the course sits the same test
    const other = await s.login('new.student');
    s.db.prepare(`INSERT INTO enrollments (student_id, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date)
      SELECT ?, course_id, 0, validity_id, pack_type_id, pack_type_title, valid_till_date FROM enrollments WHERE student_id = ? AND course_id = ?`)
      .run(other.studentId, demo.studentId, JEE.courseId);
    const theirTest = await loadTest(s, other, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    const theirs = await submitWithLog(s, other, theirTest, answersOf(theirTest), { eventLog: gz(sit(theirTest, answersOf(theirTest))) });
    expect(theirs.body.responseTxt).toBe('success');

    const { body } = await timeline(demo, mine.body.obj.testSession);
    const figures = s.db.prepare('SELECT * FROM attempt_strategies WHERE student_id = ?').get(other.studentId) as Record<string, number | null>;
    expect(body.obj.cohort).toEqual({
      attempts: 1, firstLookPercent: figures.first_look_percent, revisitPercent: figures.revisit_percent,
      changeNetMarks: figures.change_net_marks, reviewResolvedPercent: figures.review_resolved_percent, guessDelta: figures.guess_delta,
    });
    const own = await timeline(other, theirs.body.obj.testSession);
    expect(own.body.obj.cohort).toMatchObject({ attempts: 1 });
  });
});
