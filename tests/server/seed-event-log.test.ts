/** @jest-environment node */
// The event logs of demo.student's seeded history (issue 18, server/db/seed-event-log.ts): the most recent mock test and
// topic test are sat on the domain engine and submitted with their log through the submit's own check and writer, so
// their ATTEMPT TIMELINE has a real timeline. The stored log passes the server's check against the stored answers,
// the replay CLI finds no difference, its strategy shows the scripted behaviour, and the builder holds for any answers.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Hono } from 'hono';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attemptStrategy, strategyFigures } from '../../domain/reports/attempt-strategy';
import { attemptTimeline } from '../../domain/reports/attempt-timeline';
import { TEST_TYPE } from '../../domain/shared/test-type';
import type { StoredTestEvent, TestLoaded } from '../../domain/test-engine/events';
import { EMPTY_RESPONSE, type QuestionResponse } from '../../domain/test-engine/question-response';
import { decodeResponse, encodeResponse } from '../../domain/test-engine/responses';
import { isCorrectAnswer } from '../../domain/test-engine/scoring';
import { questionKind, type TestData } from '../../domain/test-engine/test-data';
import { upcastLog } from '../../domain/test-engine/upcasters';
import { parseTestData } from '../../infrastructure/test-engine/test-data-schema';
import { NO_DIFFERENCE, replayAttempt } from '../../scripts/replay-attempt';
import { createApp } from '../../server/app';
import { type SqlDatabase, sqliteDatabase } from '../../server/db/connect';
import type { Db } from '../../server/db/migration';
import { seedCohort } from '../../server/db/seed-cohort';
import { seededLogParts, sitWithEventLog, trySitWithEventLog } from '../../server/db/seed-event-log';
import { HISTORY_META_KEY, seedDemoHistory } from '../../server/db/seed-history';
import { DEMO_TESTS } from '../../server/db/seed-tests';
import { HttpError } from '../../server/http/reply';
import type { WireStudent } from '../../server/http/wire-types';
import { AttemptLogRepository } from '../../server/repositories/attempt-log-repository';
import { AttemptRepository } from '../../server/repositories/attempt-repository';
import { QuestionBankRepository } from '../../server/repositories/question-bank-repository';
import { TestCatalogRepository } from '../../server/repositories/test-catalog-repository';
import { prng } from '../../server/shared/prng';
import { checkEventLog } from '../../server/test-delivery/event-log-check';
import { answerKeyOf } from '../../server/test-delivery/strategy-figures';
import { buildConfiguredTest, forDelivery } from '../../server/test-delivery/test-builder';
import { authHeaders, DAY, MINUTE, SEED_TIME, seededDatabase, TEST_UPLOAD_DIR } from './test-server';

const ZONE = 'Asia/Kolkata';
/** as in seed-history.test.ts: the history is written an hour after the demo data */
const NOW = SEED_TIME + 60 * MINUTE;

interface Row {
  id: number; testType: number; testId: number; testName: string; status: string; logStatus: string;
  submittedAt: number; serverTimeTaken: number; totalQuestions: number;
}

let db: Db;
let database: SqlDatabase;
let dir: string;
let seedMs: number;
let rows: Row[];
let mock: Row;
let topic: Row;
let attempts: AttemptRepository;
let logs: AttemptLogRepository;
let bank: QuestionBankRepository;

const eventsOf = async (id: number): Promise<StoredTestEvent[]> => upcastLog((await logs.logOf(id))?.events ?? []);
const keyOf = async (id: number) => {
  const questions = await attempts.questions(id);
  const keys = new Map((await bank.questions(questions.map((q) => q.questionId))).map((q, i) => [questions[i].questionId, q?.correctResponse ?? '']));
  return answerKeyOf(questions, (questionId) => keys.get(questionId) ?? '');
};
/** A configured test of the seed, built as /testdetails builds it. */
const built = async (testId: number): Promise<TestData> => buildConfiguredTest((await new TestCatalogRepository(database).test(testId))!, bank);
const latest = (type: number): Row => {
  const of = rows.filter((r) => r.testType === type).sort((a, b) => b.submittedAt - a.submittedAt);
  if (!of[0]) throw new Error(`no attempt of type ${type} in the history`);
  return of[0];
};

/** Random final answers (right, wrong, none), each section's and the test's attempt limit kept. */
const answersFor = (full: TestData, seed: number): QuestionResponse[] => {
  const rng = prng(seed);
  const used = new Map<number, number>();
  return full.questionSet.map((q, i) => {
    const section = full.sectionSet.findIndex((s) => s.questionNumbers.some((r) => r.questionIndex === i));
    const limit = section === -1 ? full.noQuestionAttempt : full.sectionSet[section].noQuestionAttempt;
    const r = rng();
    if (r < 0.15 || (limit > 0 && (used.get(section) ?? 0) >= limit)) return EMPTY_RESPONSE;
    used.set(section, (used.get(section) ?? 0) + 1);
    if (r < 0.7) return decodeResponse(q.kind, q.correctResponse);
    const wrong = q.kind === 'text' ? [`${q.correctResponse}1`] : q.responseChoice.map((c) => c.responseId)
      .filter((id) => !isCorrectAnswer(q, decodeResponse(q.kind, id)));
    return decodeResponse(q.kind, wrong[Math.floor(rng() * wrong.length)] ?? '');
  });
};

beforeAll(async () => {
  db = await seededDatabase();
  database = sqliteDatabase(db);
  await seedCohort(database, SEED_TIME);
  const start = performance.now();
  expect(await seedDemoHistory(database, NOW, { timeZone: ZONE })).toBe(true);
  seedMs = performance.now() - start;
  attempts = new AttemptRepository(database);
  logs = new AttemptLogRepository(database);
  bank = new QuestionBankRepository(database);
  rows = db.prepare<[], Row>(
    `SELECT a.id, a.test_type AS testType, a.test_id AS testId, a.test_name AS testName, a.status, a.event_log_status AS logStatus,
       a.submitted_at AS submittedAt, a.server_time_taken AS serverTimeTaken, a.total_questions AS totalQuestions
     FROM attempts a JOIN students s ON s.id = a.student_id
     WHERE s.login_id = 'demo.student' AND a.status = 'submitted' AND a.client_submission_id LIKE 'demo-history-%'`).all();
  mock = latest(TEST_TYPE.mockTest);
  topic = latest(TEST_TYPE.topicTest);
  dir = mkdtempSync(join(tmpdir(), 'seed-event-log-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the seeded history: which attempts have a log', () => {
  it('the most recent mock test (the section-locked mock) and topic test have a stored log, every other one none', () => {
    expect(mock).toMatchObject({ testId: DEMO_TESTS.lockedMock, logStatus: 'stored' });
    expect(topic.logStatus).toBe('stored');
    expect(rows.filter((r) => r.logStatus !== 'none').map((r) => r.id).sort()).toEqual([mock.id, topic.id].sort());
    const kept = db.prepare<[], { attemptId: number }>('SELECT attempt_id AS attemptId FROM attempt_event_logs ORDER BY attempt_id').all();
    expect(kept.map((k) => k.attemptId)).toEqual([mock.id, topic.id].sort((a, b) => a - b));
  });

  it('keeps the strategy figures of each log (attempt_strategies), as the submit does', async () => {
    for (const row of [mock, topic]) {
      const figures = db.prepare(`SELECT first_look_percent AS firstLookPercent, revisit_percent AS revisitPercent, change_net_marks AS changeNetMarks,
        review_resolved_percent AS reviewResolvedPercent, guess_delta AS guessDelta FROM attempt_strategies WHERE attempt_id = ?`).get(row.id);
      expect(figures).toEqual(strategyFigures(attemptStrategy(await eventsOf(row.id), await keyOf(row.id))));
    }
  });

  it('stays written once: a second seeding writes no log', async () => {
    expect(await seedDemoHistory(database, NOW + DAY, { timeZone: ZONE })).toBe(false);
    expect(db.prepare('SELECT 1 AS n FROM app_meta WHERE key = ?').get(HISTORY_META_KEY)).toEqual({ n: 1 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM attempt_event_logs').get()).toEqual({ n: 2 });
  });

  it('is quick: the whole history, logs included, is written well within the start-up budget', async () => {
    // the logs' share (measured by scripts: about 10-15 ms) must stay under 200 ms; the history itself is ~100 ms
    expect(seedMs).toBeLessThan(2_000);
    const full = await built(DEMO_TESTS.lockedMock);
    const answers = answersFor(full, 11);
    const start = performance.now();
    sitWithEventLog({ delivered: forDelivery(full), full, answers, deliveredAt: NOW, submittedAt: NOW + 40 * MINUTE, rng: prng(1), logId: 'timed' });
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe('the stored log is genuine', () => {
  it('passes the server check (checkEventLog) against the stored answers and the delivered questions', async () => {
    for (const row of [mock, topic]) {
      const stored = db.prepare<[number], { gz: Buffer; eventCount: number; rawBytes: number }>(
        'SELECT log_gz AS gz, event_count AS eventCount, raw_bytes AS rawBytes FROM attempt_event_logs WHERE attempt_id = ?').get(row.id);
      if (!stored) throw new Error(`attempt ${row.id} has no log row`);
      const questions = await attempts.questions(row.id);
      const types = await bank.questions(questions.map((q) => q.questionId));
      const delivered = questions.map((q, i) => ({ questionId: q.questionId, kind: questionKind(types[i]?.questionType ?? '') }));
      const checked = checkEventLog(new Uint8Array(stored.gz), {
        testId: row.testId, testType: row.testType, questionSet: questions.map((q) => ({ questionId: q.questionId, studentResponse: q.studentResponse })),
      }, delivered);
      expect(checked.events).toHaveLength(stored.eventCount);
      expect(checked.rawBytes).toBe(stored.rawBytes);
      expect(checked.logId).toMatch(/^demo-history-log-\d+$/);
    }
  });

  it('npm run replay -- --attempt finds no difference between the fold and the stored attempt', async () => {
    const file = join(dir, 'app.db');
    writeFileSync(file, db.serialize());
    for (const row of [mock, topic]) {
      const lines = await replayAttempt(String(row.id), { DB_FILE: file });
      expect(lines[0]).toMatch(/^Replay of demo-history-log-\d+: \d+ events from /);
      expect(lines.at(-1)).toBe(`  ${NO_DIFFERENCE}`);
    }
  });

  it('loads the test the app was handed (the delivery, as the app parses it) and spans the sitting', async () => {
    for (const row of [mock, topic]) {
      const events = await eventsOf(row.id);
      const loaded = events[0].event as TestLoaded;
      expect(loaded.type).toBe('TestLoaded');
      expect(loaded.data.mode).toBe('registered');
      // no key went to the app: the log holds none
      expect(loaded.data.test.questionSet.every((q) => q.correctResponse === '')).toBe(true);
      const parsed = parseTestData(JSON.parse(JSON.stringify(loaded.data.test)));
      expect(parsed.ok && parsed.test).toEqual(loaded.data.test);
      const last = events[events.length - 1];
      expect(last.event).toEqual({ type: 'TestSubmitted', v: 1, data: { reason: 'manual' } });
      expect(events.some((e) => e.event.type === 'TimerExpired')).toBe(false);
      // loaded a few seconds after the delivery, submitted a few seconds before the server stored the attempt
      const deliveredAt = row.submittedAt - row.serverTimeTaken * 1000;
      expect(events[0].at - deliveredAt).toBeGreaterThanOrEqual(1_000);
      expect(events[0].at - deliveredAt).toBeLessThanOrEqual(6_000);
      expect(row.submittedAt - last.at).toBeGreaterThanOrEqual(0);
      expect(row.submittedAt - last.at).toBeLessThan(60_000);
    }
  });

  it('the stored attempt is what the app submits from that log: each question\'s time is the engine\'s', async () => {
    for (const row of [mock, topic]) {
      const timeline = attemptTimeline(await eventsOf(row.id), await keyOf(row.id));
      expect((await attempts.questions(row.id)).map((q) => q.timeSpent)).toEqual(timeline.lanes.map((l) => Math.round(l.timeMs / 1000)));
    }
  });
});

describe('the scripted behaviour', () => {
  it('the strategy of each log: changes both ways, a review mark resolved and one left, a quick guess', async () => {
    for (const row of [mock, topic]) {
      const report = attemptStrategy(await eventsOf(row.id), await keyOf(row.id));
      expect(report.changes.count).toBeGreaterThanOrEqual(2);
      expect(report.changes.count).toBeLessThanOrEqual(3);
      expect(report.changes.wrongToRight).toBeGreaterThanOrEqual(1);
      expect(report.changes.rightToWrong).toBeGreaterThanOrEqual(1);
      expect(report.reviews.marked).toBeGreaterThanOrEqual(2);
      expect(report.reviews.resolved).toBeGreaterThanOrEqual(1);
      expect(report.reviews.unresolved).toBe(1);
      expect(report.whatIf.guesses.length).toBeGreaterThanOrEqual(1);
      expect(report.revisit.answered).toBeGreaterThanOrEqual(1);
    }
  });

  it('the mock: every question visited in order, a few revisits, 20-120 s first visits, both section switches confirmed (the first cancelled once)', async () => {
    const events = await eventsOf(mock.id);
    const timeline = attemptTimeline(events, await keyOf(mock.id));
    const n = mock.totalQuestions;
    const firstSeen: number[] = [];
    for (const v of timeline.visits) if (!firstSeen.includes(v.index)) firstSeen.push(v.index);
    expect(firstSeen).toEqual(Array.from({ length: n }, (_, i) => i));
    const stays = timeline.visits.filter((v, i) => i === 0 || timeline.visits[i - 1].index !== v.index);
    expect(stays.length - n).toBeGreaterThanOrEqual(2);
    expect(stays.length - n).toBeLessThanOrEqual(8);
    const firstStay = new Map<number, number>();
    stays.forEach((v) => { if (!firstStay.has(v.index)) firstStay.set(v.index, v.to - v.from); });
    const lengths = [...firstStay.values()].map((ms) => ms / 1000);
    // one quick guess; the others 20-120 s (the switch dialogs add a few seconds to a section's last question)
    expect(lengths.filter((s) => s < 20).length).toBeGreaterThanOrEqual(1);
    expect(lengths.filter((s) => s < 8).length).toBe(lengths.filter((s) => s < 20).length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(140);
    expect(timeline.sectionSwitches.map((x) => [x.fromSection, x.toSection, x.cause])).toEqual([[0, 1, 'confirmed'], [1, 2, 'confirmed']]);
    expect(events.filter((e) => e.event.type === 'SectionSwitchCancelled')).toHaveLength(1);
  });

  it('the ATTEMPT TIMELINE route serves the log with its key', async () => {
    const app: Hono = createApp({ db: database, mode: 'demo', now: () => NOW + MINUTE, log: () => {}, uploadDir: TEST_UPLOAD_DIR, payments: null });
    const res = await app.request('/api/app/login', { method: 'POST', body: new URLSearchParams({ userId: 'demo.student', password: 'Demo@1234', device: 'web' }) });
    const demo = (await res.json()).obj as WireStudent;
    for (const row of [mock, topic]) {
      const reply = await app.request(`/api/app/attempt-timeline?testSession=${row.id}`, { headers: authHeaders(demo) });
      expect(reply.status).toBe(200);
      const body = await reply.json();
      expect(body.obj).toMatchObject({ testSession: String(row.id), logStatus: 'stored' });
      expect(body.obj.events).toHaveLength((await eventsOf(row.id)).length);
      expect(body.obj.key).toHaveLength(row.totalQuestions);
    }
  });
});

describe('sitWithEventLog on any answers', () => {
  const topicTestId = () => db.prepare<[], { id: number }>("SELECT id FROM tests WHERE title = 'Mole Concept Practice' AND template_id = 5001").get()?.id ?? 0;

  it.each([
    ['the section-locked mock', () => DEMO_TESTS.lockedMock],
    ['the sectioned mock (no lock)', () => DEMO_TESTS.sectionedMock],
    ['a topic test', topicTestId],
    ['the 2-minute quick check', () => DEMO_TESTS.shortTest],
  ])('%s: 40 generators, every log passes the server check and ends on the answers within the sitting', async (_name, idOf) => {
    const full = await built(idOf());
    for (let seed = 1; seed <= 40; seed++) {
      const answers = answersFor(full, seed * 7919);
      const rng = prng(seed);
      const deliveredAt = NOW + seed * DAY;
      const submittedAt = deliveredAt + Math.round(full.totalTime * (0.55 + rng() * 0.4) * 1000) + Math.round(rng() * MINUTE);
      const log = sitWithEventLog({ delivered: forDelivery(full), full, answers, deliveredAt, submittedAt, rng, logId: `any-${seed}` });
      const submitted = { testId: full.testId, testType: full.testType,
        questionSet: full.questionSet.map((q, i) => ({ questionId: q.questionId, studentResponse: encodeResponse(q.kind, answers[i]) })) };
      const checked = checkEventLog(log.gz, submitted, full.questionSet);
      expect(checked.events[checked.events.length - 1].at).toBeLessThan(submittedAt);
      expect(checked.events.some((e) => e.event.type === 'TimerExpired')).toBe(false);
      expect(log.progress.map((p, i) => encodeResponse(full.questionSet[i].kind, p.response)))
        .toEqual(submitted.questionSet.map((q) => q.studentResponse));
      if (full.questionSet.length >= 15) {
        // a full-size test always shows the behaviour: changes, a mark resolved and one left at the submit
        const answered = new Set<number>();
        let changes = 0;
        for (const { event: e } of checked.events) {
          if (e.type === 'AnswerCleared' || e.type === 'AnswerGiven') {
            if (answered.has(e.data.index)) changes++;
            if (e.type === 'AnswerGiven') answered.add(e.data.index);
          }
        }
        expect(changes).toBeGreaterThanOrEqual(2);
        expect(checked.events.filter((e) => e.event.type === 'ReviewToggled').length).toBeGreaterThanOrEqual(3);
        expect(log.progress.filter((p) => p.status === 'answered_and_review' || p.status === 'marked_for_review')).toHaveLength(1);
      }
    }
  });

  it('is deterministic: the same generator gives the same log', async () => {
    const full = await built(DEMO_TESTS.lockedMock);
    const answers = answersFor(full, 3);
    const sit = () => sitWithEventLog({ delivered: forDelivery(full), full, answers, deliveredAt: NOW, submittedAt: NOW + 35 * MINUTE, rng: prng(9), logId: 'same' });
    expect(sit().events).toEqual(sit().events);
  });

  it('without a log to send the submit says why, as the app does: unavailable, or refused by the check', async () => {
    const full = await built(DEMO_TESTS.lockedMock);
    expect(trySitWithEventLog({ delivered: forDelivery(full), full, answers: [], deliveredAt: NOW, submittedAt: NOW + MINUTE, rng: prng(1), logId: 'x' }))
      .toBe('unavailable');
    expect(await seededLogParts('unavailable', () => { throw new Error('not called'); })).toEqual({ eventLogStatus: 'unavailable' });
    const log = sitWithEventLog({ delivered: forDelivery(full), full, answers: answersFor(full, 5), deliveredAt: NOW, submittedAt: NOW + 35 * MINUTE, rng: prng(2), logId: 'y' });
    expect(await seededLogParts(log, async () => { throw new HttpError(422, 'event_log_rejected', 'no'); })).toEqual({ eventLogStatus: 'refused' });
  });
});
