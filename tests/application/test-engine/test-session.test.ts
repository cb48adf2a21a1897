/** @jest-environment node */
// The test session: opening a test (a new log), durable dispatch, timers, resuming after a crash or reload, the
// submit (/testsubmit) and Save & Continue Later (/teststop). Its other calls are in test-session-calls.test.ts.
import { describe, expect, it, jest } from '@jest/globals';
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import type { EventLogMeta, StoredEvent } from '../../../application/test-engine/ports';
import { CLOSED_REFUSAL, NOT_SAVED_REFUSAL } from '../../../application/test-engine/test-session';
import { openTestSession } from '../../../application/test-engine/test-session-use-cases';
import { err, ok } from '../../../domain/shared/result';
import { replay } from '../../../domain/test-engine/replay';
import { aFlatTest, aQuestion, aSectionedTest, aSubjectiveQuestion, aTestData, text } from '../../mothers/test-data.mother';
import {
  course, deps, errors, freshDepsEachTest, loaded, must, open, repo, spec, storage, T0, vc,
} from './test-session-setup';

freshDepsEachTest();

const storedTypes = async (logId: string): Promise<string[]> => (await storage.read(logId)).map((e) => e.event.type);

describe('opening a test: a new log', () => {
  it('loads from the server, saves the meta (testKey, testId, testType, testSession) and a durable TestLoaded', async () => {
    const { session, resumed, load } = await open(loaded(aFlatTest(3, { testType: 3 }), 'mt77'), { testKey: 'session:mt77' });
    expect(resumed).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(session.logId).toBe('id-1');
    expect(session.testSession).toBe('mt77');
    expect(await storage.readMeta('id-1')).toEqual({ logId: 'id-1', testKey: 'session:mt77', testId: 42, testType: 3, testSession: 'mt77', updatedAt: T0 });
    expect(await storedTypes('id-1')).toEqual(['TestLoaded']);
    expect(session.state.loaded).toBe(true);
    expect(session.remaining()).toBe(3600);
  });

  it('stored answers (studentResponse) are decoded and statuses come from the background image', async () => {
    const test = aTestData({
      questionSet: [
        aQuestion(1, { studentResponse: 'B', backgroundImg: 'attempted.png' }),
        aQuestion(2, { questionType: 'Multiple-Response', studentResponse: 'A~c~C', backgroundImg: 'answered_and_review.png' }),
        aSubjectiveQuestion(3, { studentResponse: 'my words##f.png##https://cdn/f.png', backgroundImg: 'attempted.png' }),
      ],
    });
    const { session } = await open(test);
    expect(session.state.questions.map((q) => q.response)).toEqual([
      { values: ['B'], fileName: '', url: '' },
      { values: ['A', 'c'], fileName: '', url: '' },
      { values: ['my words'], fileName: 'f.png', url: 'https://cdn/f.png' },
    ]);
    expect(session.state.questions.map((q) => q.status)).toEqual(['attempted', 'answered_and_review', 'attempted']);
  });

  it.each([
    ['limit_reached', 'You can take this test 3 times.'],
    ['question_limit_reached', 'No question available'],
    ['internal_server_error', 'Please try later.'],
    ['failed', 'Failed to load test'],
  ] as const)('a %s load is passed on and nothing is stored', async (kind, message) => {
    const r = await openTestSession(deps, spec(err({ kind, message })));
    expect(r).toEqual(err({ kind, message }));
    expect(await storage.list()).toEqual([]);
  });

  it("an empty test gives 'No test data available'", async () => {
    expect(await openTestSession(deps, spec(aFlatTest(0)))).toEqual(err({ kind: 'failed', message: 'No test data available' }));
  });

  it('a loader that throws is the null result: not loaded', async () => {
    const r = await openTestSession(deps, { mode: 'registered', testKey: 'k', load: async () => { throw new TypeError('boom'); } });
    expect(r).toEqual(err({ kind: 'not_loaded' }));
  });

  it('a storage that refuses the first write does not start the test (and leaves no meta behind)', async () => {
    jest.spyOn(storage, 'append').mockRejectedValue(new Error('QuotaExceededError'));
    expect(await openTestSession(deps, spec(aFlatTest(2)))).toEqual(err({ kind: 'failed', message: SIMULATOR_MESSAGES.notStored }));
    expect(await storage.list()).toEqual([]);
  });
});

describe('durability: every event is in the storage before dispatch() resolves', () => {
  it('dispatch resolves only after the append has completed', async () => {
    const { session } = await open(aFlatTest(3));
    let release!: () => void;
    const append = storage.append.bind(storage);
    jest.spyOn(storage, 'append').mockImplementationOnce(async (logId, events) => {
      await new Promise<void>((r) => { release = r; });
      await append(logId, events);
    });
    let resolved = false;
    const done = session.dispatch({ type: 'GiveAnswer', data: { response: text('A') } }).then((r) => { resolved = true; return r; });
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    expect(session.state.questions[0].status).toBe('attempted'); // applied at once, acknowledged once durable
    release();
    expect(await done).toEqual(ok(undefined));
    expect(await storedTypes(session.logId)).toEqual(['TestLoaded', 'AnswerGiven']);
  });

  it('a refused command gives the engine refusal (attempt limit) and writes nothing', async () => {
    const { session } = await open(aFlatTest(3, { noQuestionAttempt: 1 }));
    await must(session, { type: 'GiveAnswer', data: { response: text('A') } });
    await must(session, { type: 'GoNext', data: {} });
    expect(await session.dispatch({ type: 'GiveAnswer', data: { response: text('B') } })).toEqual(
      err({ code: 'attempt_limit', title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 1 questions.' }),
    );
    expect(await storedTypes(session.logId)).toEqual(['TestLoaded', 'AnswerGiven', 'Navigated']);
  });

  it('a failed write is reported as not saved and written again with the next action: the storage has no gap', async () => {
    const { session } = await open(aFlatTest(3));
    jest.spyOn(storage, 'append').mockRejectedValueOnce(new Error('disk busy'));
    expect(await session.dispatch({ type: 'GiveAnswer', data: { response: text('A') } })).toEqual(err(NOT_SAVED_REFUSAL));
    await must(session, { type: 'GoNext', data: {} });
    const stored = await storage.read(session.logId);
    expect(stored.map((e) => [e.seq, e.event.type])).toEqual([[1, 'TestLoaded'], [2, 'AnswerGiven'], [3, 'Navigated']]);
    expect(replay(stored)).toEqual(session.state);
  });

  it('a refused command after a failed write still writes what was left behind (property counterexample)', async () => {
    const { session } = await open(aSectionedTest([{ questions: 3 }, { questions: 3 }]));
    jest.spyOn(storage, 'append').mockRejectedValueOnce(new Error('disk busy'));
    expect((await session.dispatch({ type: 'GiveAnswer', data: { response: text('A') } })).ok).toBe(false);
    expect(await session.dispatch({ type: 'ConfirmSectionSwitch', data: {} })).toEqual(
      err({ code: 'no_pending_switch', message: 'No section switch to confirm' }),
    );
    expect(await storedTypes(session.logId)).toEqual(['TestLoaded', 'AnswerGiven']);
  });

  it('a write that failed but landed is not written twice', async () => {
    const { session } = await open(aFlatTest(3));
    const append = storage.append.bind(storage);
    jest.spyOn(storage, 'append').mockImplementationOnce(async (logId, events) => {
      await append(logId, events);
      throw new Error('connection lost after commit');
    });
    expect((await session.dispatch({ type: 'GiveAnswer', data: { response: text('A') } })).ok).toBe(false);
    await must(session, { type: 'GoNext', data: {} });
    expect((await storage.read(session.logId)).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('subscribers hear every applied event; a failing listener does not stop the others', async () => {
    const { session } = await open(aFlatTest(3));
    const heard: number[] = [];
    session.subscribe(() => { throw new Error('view bug'); });
    const stop = session.subscribe(() => heard.push(session.state.currentIndex));
    await must(session, { type: 'GoNext', data: {} });
    await must(session, { type: 'GoNext', data: {} });
    stop();
    await must(session, { type: 'GoPrevious', data: {} });
    expect(heard).toEqual([1, 2]);
  });
});

describe('timers through the session', () => {
  it('startTimer ticks each second; the expiry is recorded at the deadline, written, and announced', async () => {
    const { session } = await open(aFlatTest(2, { remainingTime: 3 }));
    const ticks: number[] = [];
    let announced = 0;
    session.subscribe(() => { announced++; });
    const stop = session.startTimer((r) => ticks.push(r));
    vc.scheduler.flush();
    stop();
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(announced).toBe(1);
    expect(session.state.timeEnded).toBe(true);
    await session.dispatch({ type: 'GoNext', data: {} }); // refused (Time's Up); waits for the queued write
    const stored = await storage.read(session.logId);
    expect(stored.map((e) => [e.event.type, e.at - T0])).toEqual([['TestLoaded', 0], ['TimerExpired', 3000]]);
  });
});

describe('resume after a crash or reload (in-memory storage, manual clock)', () => {
  const sectioned = () => aSectionedTest([{ questions: 3, time: 600 }, { questions: 2, time: 300 }], { remainingTime: 900 });

  it('same question, answers, statuses, per-question times; remaining re-derived from the deadline; no server load', async () => {
    const first = await open(sectioned());
    const a = first.session;
    vc.clock.advance(4_000);
    await must(a, { type: 'GiveAnswer', data: { response: text('C') } });
    await must(a, { type: 'GoNext', data: {} });
    vc.clock.advance(2_000);
    await must(a, { type: 'ToggleReview', data: {} });
    await must(a, { type: 'GoNext', data: {} });
    vc.clock.advance(1_500);
    await must(a, { type: 'GiveAnswer', data: { response: text('B') } });
    await must(a, { type: 'GoNext', data: {} }); // into section 2: the switch warning
    await must(a, { type: 'ConfirmSectionSwitch', data: {} });
    vc.clock.advance(10_000);
    const before = { state: a.state, remaining: a.remaining(), times: [0, 1, 2, 3, 4].map((i) => a.questionTimeMs(i)) };

    // crash: the session object is gone; reopen a minute later
    vc.clock.advance(60_000);
    const second = await open(sectioned());
    const b = second.session;
    expect(second.resumed).toBe(true);
    expect(second.load).not.toHaveBeenCalled();
    expect(b.logId).toBe(a.logId);
    expect(b.state).toEqual(before.state);
    expect(b.state.currentIndex).toBe(3);
    expect(b.state.questions.map((q) => q.status)).toEqual(['attempted', 'marked_for_review', 'attempted', 'visited', 'not_visited']);
    expect(b.state.questions.map((q) => q.response.values)).toEqual([['C'], [], ['B'], [], []]);
    expect([0, 1, 2].map((i) => b.questionTimeMs(i))).toEqual(before.times.slice(0, 3));
    expect(b.questionTimeMs(3)).toBe(before.times[3] + 60_000); // the current question's time ran on
    expect(before.remaining).toBe(300 - 10);
    expect(b.remaining()).toBe(300 - 70);

    // and it continues the same log
    await must(b, { type: 'GiveAnswer', data: { response: text('D') } });
    expect((await storage.read(b.logId)).map((e) => e.seq)).toEqual(a.exportLog().events.map((e) => e.seq).concat(a.exportLog().events.length + 1));
  });

  it('a deadline that passed while the page was closed is recorded on reopening, stamped with the deadline', async () => {
    const { session: a } = await open(aFlatTest(2, { remainingTime: 30 }));
    await must(a, { type: 'GiveAnswer', data: { response: text('A') } });
    vc.clock.advance(3_600_000);
    const { session: b, resumed } = await open(aFlatTest(2, { remainingTime: 30 }));
    expect(resumed).toBe(true);
    expect(b.state.timeEnded).toBe(true);
    expect(b.remaining()).toBe(0);
    const stored = await storage.read(b.logId);
    expect(stored.at(-1)).toMatchObject({ seq: 3, at: T0 + 30_000, event: { type: 'TimerExpired', data: { scope: 'test', deadline: T0 + 30_000 } } });
  });

  it('a log of another mode (a guest attempt reopened signed in) starts over from the server and keeps the old log', async () => {
    const { session: a } = await open(aFlatTest(2), { mode: 'guest' });
    const { session: b, resumed, load } = await open(aFlatTest(2), { mode: 'registered' });
    expect(resumed).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(b.logId).not.toBe(a.logId);
    expect(await storage.list()).toEqual([a.logId, b.logId].sort());
  });

  it('a log that cannot be read back (unknown event) starts over and is kept for support', async () => {
    await storage.saveMeta({ logId: 'broken', testKey: '3:42', testId: 42, testType: 3, updatedAt: T0 - 1 });
    await storage.append('broken', [{ seq: 1, at: T0 - 1, event: { type: 'Teleported', data: {} } }] as StoredEvent[]);
    const { resumed, session } = await open(aFlatTest(2));
    expect(resumed).toBe(false);
    expect(session.logId).toBe('id-1');
    expect(await storage.read('broken')).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Event log broken cannot be resumed'), expect.anything());
  });

  it('review always loads from the server and drops its older local logs', async () => {
    const review = aTestData({ testStatus: 2, questionSet: [aSubjectiveQuestion(1)] });
    const { session: a } = await open(loaded(review, 'st5'), { mode: 'review', testKey: 'session:st5' });
    const { session: b, load } = await open(loaded(review, 'st5'), { mode: 'review', testKey: 'session:st5' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await storage.list()).toEqual([b.logId]);
    expect(a.logId).not.toBe(b.logId);
  });

  it('opening a review never removes a running attempt that shares its key', async () => {
    const { session: running } = await open(aFlatTest(2), { mode: 'registered', testKey: 'session:s1' });
    const { session: review } = await open(loaded(aFlatTest(2), 's1'), { mode: 'review', testKey: 'session:s1' });
    expect(await storage.list()).toEqual([running.logId, review.logId].sort());
  });
});

describe('/testsubmit', () => {
  it('posts buildSubmitAnsDetails of the state with a client submission id saved in the meta first; success removes the log', async () => {
    const { session } = await open(aFlatTest(3, { remainingTime: 600 }));
    vc.clock.advance(5_000);
    await must(session, { type: 'GiveAnswer', data: { response: text('A') } });
    await must(session, { type: 'UseHelp', data: {} });
    vc.clock.advance(2_000);
    let metaAtPost: EventLogMeta | null = null;
    let typesAtPost: string[] = [];
    repo.submitReply = async () => {
      metaAtPost = await storage.readMeta(session.logId);
      typesAtPost = await storedTypes(session.logId);
      return ok('mt900');
    };
    expect(await session.submit({ course, source: 'guest' })).toEqual(ok('mt900'));
    expect(metaAtPost).toMatchObject({ clientSubmissionId: 'id-2' });
    expect(typesAtPost.at(-1)).toBe('TestSubmitted');
    expect(repo.submits).toHaveLength(1);
    const [{ ansdetails, opts }] = repo.submits;
    expect(opts).toEqual({ source: 'guest', clientSubmissionId: 'id-2' });
    expect(ansdetails).toMatchObject({ courseId: 5, templateId: 3, packTypeId: 2, packTypeTitle: 'PRO', testId: 42, testMode: 'advance', remainingTime: 593, helpCounter: 1, totalQuestion: 3 });
    expect(ansdetails.questionSet.map((q) => [q.studentResponse, q.timeSpent, q.help])).toEqual([['A', 7, 1], ['', 0, 0], ['', 0, 0]]);
    expect(await storage.list()).toEqual([]);
    expect(session.isClosed).toBe(true);
    expect(session.testSession).toBe('mt900');
    expect(await session.dispatch({ type: 'GoNext', data: {} })).toEqual(err(CLOSED_REFUSAL));
  });

  it('a double click submits once: concurrent calls share one post, a later call gets the remembered success', async () => {
    const { session } = await open(aFlatTest(2));
    const [a, b] = await Promise.all([session.submit({ course }), session.submit({ course })]);
    expect(a).toEqual(ok('mt900'));
    expect(b).toBe(a);
    expect(await session.submit({ course })).toEqual(a);
    expect(repo.submits).toHaveLength(1);
  });

  it('a failed submit keeps everything and says the post did not go through; the retry sends the same submission id', async () => {
    const { session } = await open(aFlatTest(2));
    await must(session, { type: 'GiveAnswer', data: { response: text('B') } });
    repo.submitReply = async () => err({ kind: 'refused', code: 'failed', message: 'whatever the adapter said' });
    expect(await session.submit({ course })).toEqual(err({ kind: 'not_sent', cause: { kind: 'refused', code: 'failed', message: 'whatever the adapter said' } }));
    expect(await storedTypes(session.logId)).toEqual(['TestLoaded', 'AnswerGiven', 'TestSubmitted']);
    expect(session.state.submitted).toBe(true);
    repo.submitReply = async () => ok('mt901');
    expect(await session.submit({ course })).toEqual(ok('mt901'));
    expect(repo.submits.map((s) => s.opts?.clientSubmissionId)).toEqual(['id-2', 'id-2']);
    expect(repo.submits[0].ansdetails).toEqual(repo.submits[1].ansdetails);
  });

  it('after a failed submit and a reload, the resumed (submitted) attempt posts again with the same id', async () => {
    const { session: a } = await open(aFlatTest(2, { remainingTime: 100 }));
    vc.clock.advance(10_000);
    repo.submitReply = async () => { throw new TypeError('fetch failed'); };
    expect(await a.submit({ course })).toEqual(err({ kind: 'not_sent', cause: { kind: 'fault' } }));
    vc.clock.advance(500_000);
    const { session: b, resumed } = await open(aFlatTest(2, { remainingTime: 100 }));
    expect(resumed).toBe(true);
    expect(b.state.submitted).toBe(true);
    repo.submitReply = async () => ok('mt902');
    expect(await b.submit({ course })).toEqual(ok('mt902'));
    expect(repo.submits.map((s) => s.opts?.clientSubmissionId)).toEqual(['id-2', 'id-2']);
    // remaining time as it was when submitted, not when retried
    expect(repo.submits.map((s) => s.ansdetails.remainingTime)).toEqual([90, 90]);
    expect(await storage.list()).toEqual([]);
  });

  it('a Partially_Lock submit reports the whole test\'s remaining time: the running section plus later sections untouched', async () => {
    const { session } = await open(aSectionedTest([{ questions: 2, time: 600 }, { questions: 2, time: 300 }], { remainingTime: 600 }));
    vc.clock.advance(5_000);
    await session.submit({ course });
    // 595 s left of the first section and all 300 s of the second: time spent = totalTime - remainingTime = 5 s
    expect(repo.submits[0].ansdetails.remainingTime).toBe(595 + 300);
  });

  it("after Time's Up the submit is recorded as time_up and sends remaining 0", async () => {
    const { session } = await open(aFlatTest(2, { remainingTime: 5 }));
    vc.clock.advance(6_000);
    expect((await session.dispatch({ type: 'GoNext', data: {} })).ok).toBe(false);
    expect(session.state.timeEnded).toBe(true);
    await session.submit({ course });
    expect(session.exportLog().events.at(-1)?.event).toEqual({ type: 'TestSubmitted', v: 1, data: { reason: 'time_up' } });
    expect(repo.submits[0].ansdetails.remainingTime).toBe(0);
  });

  it('review has no submit: the engine refusal is the message and nothing is posted', async () => {
    const { session } = await open(loaded(aFlatTest(1), 'st1'), { mode: 'review', testKey: 'session:st1' });
    expect(await session.submit({ course })).toEqual(err({ kind: 'refused', refusal: { code: 'not_available', message: 'Submit is not available in review' } }));
    expect(repo.submits).toHaveLength(0);
  });
});

describe('Save & Continue Later (/teststop)', () => {
  it('posts buildStopTestForm (current question, remaining time, statuses) and removes the local log', async () => {
    const { session } = await open(aFlatTest(3, { remainingTime: 900 }));
    await must(session, { type: 'GiveAnswer', data: { response: text('C') } });
    await must(session, { type: 'GoNext', data: {} });
    vc.clock.advance(30_000);
    expect(await session.saveForLater({ course })).toEqual(ok(undefined));
    const [form] = repo.stops;
    expect(form).toMatchObject({ courseId: '5', templateId: '3', testId: '42', testType: '2', testMode: 'advance', helpCounter: '0' });
    const detail = JSON.parse(form.testDetail);
    expect(detail.lastQuestionIndex).toBe(1);
    expect(detail.test.remainingTime).toBe(870);
    expect(detail.questions.map((q: { status: string; studentResponse: string; timeSpent: number }) => [q.status, q.studentResponse, q.timeSpent]))
      .toEqual([['attempted', 'C', 0], ['visited', '', 30], ['not_visited', '', 0]]);
    expect(await storage.list()).toEqual([]);
    expect(session.isClosed).toBe(true);
  });

  it('a failed save keeps the log and the session open', async () => {
    const { session } = await open(aFlatTest(2));
    repo.stopReply = false;
    expect((await session.saveForLater({ course })).ok).toBe(false);
    expect(await storage.list()).toEqual([session.logId]);
    expect((await session.dispatch({ type: 'GoNext', data: {} })).ok).toBe(true);
  });
});
