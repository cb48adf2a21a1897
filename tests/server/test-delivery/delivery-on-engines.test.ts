/** @jest-environment node */
// Test delivery through the API on SQLite and PostgreSQL (tests/server/engines.ts, the demo data seeded), with two
// apps on the same database as two instances (each with its own group commit, so on PostgreSQL each batch is its own
// transaction on its own connection): a saved test resumed and submitted once per clientSubmissionId though both
// instances take the submit at the same moment (and, made certain with a transaction held open, the writer's answer
// when the other instance stored the submit while this one was storing it), a self test, an adaptive answer sent to
// both at once taken once, the review, the timeline, and help. The single-engine suites
// (tests/server/test-delivery-routes.test.ts and others) test each rule; this one runs the paths on both engines.
import { beforeAll, expect, it } from '@jest/globals';
import type { Hono } from 'hono';
import { buildSubmitAnsDetails } from '../../../domain/test-engine/payloads';
import { createApp } from '../../../server/app';
import { createDeps } from '../../../server/app-deps';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import type { WireStudent } from '../../../server/http/wire-types';
import { AttemptRepository } from '../../../server/repositories/attempt-repository';
import { createAttemptWriter } from '../../../server/test-delivery/submit-attempt';
import { readAnsDetails } from '../../../server/test-delivery/wire-inputs';
import { course, getJson, JEE, loadTest, parsedTest, postForm, progressOf, stop, submit } from '../delivery-helpers';
import { ENGINE_SEED_TIME, eachEngine } from '../engines';
import type { TestServer } from '../test-server';

const MINUTE = 60_000;

eachEngine('test delivery on two instances', (engine) => {
  let time = ENGINE_SEED_TIME + MINUTE;
  let a: TestServer;
  let b: TestServer;
  let demo: WireStudent;

  /** An instance: the app on the block's database, as much of a TestServer as the helpers use (no raw SQL). */
  const instance = (): TestServer => {
    const app: Hono = createApp({ db: engine.db(), mode: 'demo', now: () => time, log: () => undefined });
    const request = async (path: string, init?: RequestInit) => app.request(path, init);
    return { app, request, get: (path: string, headers: Record<string, string> = {}) => request(path, { headers }) } as unknown as TestServer;
  };

  beforeAll(async () => {
    a = instance();
    b = instance();
    const res = await a.request('/api/app/login', { method: 'POST', body: new URLSearchParams({ userId: 'demo.student', password: 'Demo@1234', device: 'web' }) });
    demo = (await res.json()).obj as WireStudent;
  }, 60_000);

  const attempts = () => new AttemptRepository(engine.db());

  it('resumes a saved test on the other instance and stores one submit of a clientSubmissionId sent to both at once', async () => {
    const test = await loadTest(a, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    time += MINUTE;
    const saved = await stop(a, demo, test, new Map(), 2, 1500);
    expect(saved.status).toBe(200);
    const session = saved.body.obj.testSession;
    const running = await getJson(b, demo, '/testcurrentrunning', { templateId: JEE.templateId, testType: 3, testId: DEMO_TESTS.sectionedMock });
    expect(running.body.obj).toMatchObject({ testSession: session, testType: 3 });
    const resumed = await getJson(b, demo, '/testdetailexisting', { testSession: session, templateId: JEE.templateId });
    expect(resumed.status).toBe(200);
    expect(parsedTest(resumed.body).questionSet.map((q) => q.questionId)).toEqual(test.questionSet.map((q) => q.questionId));

    time += MINUTE;
    const [one, two] = await Promise.all([submit(a, demo, test, new Map(), 'both-at-once'), submit(b, demo, test, new Map(), 'both-at-once')]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.obj.testSession).toBe(two.body.obj.testSession);
    // the saved attempt became the submitted one; no second attempt of the submit
    expect(one.body.obj.testSession).toBe(session);
    expect(await attempts().get(Number(session))).toMatchObject({ status: 'submitted', clientSubmissionId: 'both-at-once', totalQuestions: 15 });
    expect(await attempts().savedOf(demo.studentId, JEE.templateId, 3, DEMO_TESTS.sectionedMock)).toBeUndefined();

    const review = await getJson(a, demo, '/app/testresultview', { testSession: session });
    expect(review.status).toBe(200);
    expect(parsedTest(review.body).questionSet).toHaveLength(15);
    const timeline = await getJson(b, demo, '/app/attempt-timeline', { testSession: session });
    expect(timeline.body.obj).toMatchObject({ testSession: session, logStatus: 'none', events: [] });
    expect(timeline.body.obj.key).toHaveLength(15);
  });

  it('stores one attempt of a new submit sent to both instances at once, several times over', async () => {
    const test = await loadTest(a, demo, { testId: DEMO_TESTS.shortTest });
    for (let i = 0; i < 5; i++) {
      const id = `race-${i}`;
      const [one, two] = await Promise.all([submit(a, demo, test, new Map(), id), submit(b, demo, test, new Map(), id)]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(one.body.obj.testSession).toBe(two.body.obj.testSession);
      expect((await attempts().bySubmissionId(demo.studentId, id))?.id).toBe(Number(one.body.obj.testSession));
    }
  });

  it.each([['new', false], ['saved', true]])('answers a submit with the attempt another instance stored of it while this one was storing it (%s attempt)', async (name, saved) => {
    time += MINUTE;
    const test = await loadTest(a, demo, { testId: DEMO_TESTS.shortTest });
    if (saved) expect((await stop(a, demo, test, new Map(), 0, 100)).status).toBe(200);
    const writer = createAttemptWriter(createDeps(engine.db(), 'demo', () => time, () => undefined));
    const details = readAnsDetails(buildSubmitAnsDetails({ test, progress: progressOf(test, new Map()), course: course(), testMode: 'registered', remainingTime: 60, helpCounter: 0 }));
    const request = { studentId: demo.studentId, clientSubmissionId: `held-open-${name}`, details };
    // the first instance's transaction holds its stored attempt, uncommitted, while the second stores the same submit:
    // on PostgreSQL the second's insert waits on the unique key, then inserts nothing and reads the first's attempt
    // back; on SQLite the second waits for the connection and finds it stored
    let release!: () => void;
    const held = new Promise<void>((done) => { release = done; });
    let stored!: () => void;
    const didStore = new Promise<void>((done) => { stored = done; });
    const first = engine.db().transaction(async () => {
      const outcome = await writer.submit(request);
      stored();
      await held;
      return outcome;
    });
    await didStore;
    const second = writer.submit(request);
    await new Promise((done) => setTimeout(done, 100));
    release();
    const [one, two] = await Promise.all([first, second]);
    expect(one).toEqual({ id: expect.any(Number), replayed: false });
    expect(two).toEqual({ id: one.id, replayed: true });
    expect(await attempts().savedOf(demo.studentId, JEE.templateId, 3, DEMO_TESTS.shortTest)).toBeUndefined();
  });

  it('delivers and scores a self test', async () => {
    const test = await loadTest(a, demo, { testType: 1, topicId: 2, totalQuestion: 5, totalTime: 10 });
    expect(test.questionSet).toHaveLength(5);
    const { status, body } = await submit(b, demo, test, new Map([[test.questionSet[0].questionId, 'Z']]));
    expect(status).toBe(200);
    expect(await attempts().get(Number(body.obj.testSession))).toMatchObject({ kind: 'self', testId: 2, totalQuestions: 5, incorrectCount: 1, unattemptedCount: 4 });
  });

  it('takes an adaptive answer sent to both instances at once once', async () => {
    const created = await getJson(a, demo, '/adaptive-create-test', { templateId: JEE.templateId, courseId: JEE.courseId, topicId: 2 });
    const session = created.body.obj.testSession;
    const current = parsedTest((await getJson(b, demo, '/adaptive-testdetails', { testSession: session })).body).questionSet[0];
    const answer = (s: TestServer) => postForm(s, demo, '/app/update-adaptive-test-answer', { testSession: session, questionId: String(current.questionId), studentResponse: 'Z' });
    const results = await Promise.all([answer(a), answer(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.responseTxt).toBe('not_current');
    const rows = await attempts().questions(Number(session));
    expect(rows.map((r) => r.result)).toEqual(['Incorrect', '']);
  });

  it('answers help: the AI answer, study material and a query to the teacher', async () => {
    expect((await getJson(a, demo, '/app/studentpanel/openai', { questionId: 7 })).body.obj.solution).toMatch(/^<p>/);
    const content = await getJson(b, demo, '/helpcontent', { templateId: JEE.templateId, topicId: 2 });
    expect(content.body.obj.length).toBeGreaterThan(0);
    const sent = await postForm(a, demo, '/teacher-support-question', { questionId: '7', feedback: 'Why?', courseName: 'JEE' });
    expect(sent.status).toBe(200);
    expect((await getJson(b, demo, '/treeview/get-tree-by-course', { templateId: JEE.templateId })).body.obj[0]).toMatchObject({ topicName: 'Physics' });
    expect((await getJson(b, demo, '/mocktestlist', { templateId: JEE.templateId })).status).toBe(200);
  });

  it('refuses help during a mock test taken on the other instance', async () => {
    // after the submits of the test above: a delivery at their time counts as submitted since
    time += MINUTE;
    const test = await loadTest(b, demo, { testId: DEMO_TESTS.shortTest });
    const question = test.questionSet[0].questionId;
    expect((await getJson(a, demo, '/app/studentpanel/openai', { questionId: question })).body.responseTxt).toBe('help_not_allowed');
    expect((await submit(a, demo, test, new Map())).status).toBe(200);
    expect((await getJson(b, demo, '/app/studentpanel/openai', { questionId: question })).status).toBe(200);
  });
}, { seed: true });
