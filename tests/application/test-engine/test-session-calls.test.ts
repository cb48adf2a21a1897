/** @jest-environment node */
// The test session's other calls: discard (a guest attempt), /updatemarks-test and the adaptive answer, exportLog,
// and the guest test's course and signed delivery through load, resume and submit.
import { describe, expect, it } from '@jest/globals';
import type { TestLoadResult } from '../../../application/test-engine/ports';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import type { TestData } from '../../../domain/test-engine/test-data';
import { replay } from '../../../domain/test-engine/replay';
import { parseLogFile } from '../../../infrastructure/test-engine/file-event-log-storage';
import { aFlatTest, aQuestion, aSubjectiveQuestion, aTestData, text } from '../../mothers/test-data.mother';
import { course, freshDepsEachTest, loaded, must, open, repo, storage, T0, vc } from './test-session-setup';

freshDepsEachTest();

describe('discard (a guest attempt the server will never take)', () => {
  it('stops the session, refuses commands and removes the local log; a second discard does nothing', async () => {
    const { session } = await open(aFlatTest(2));
    await must(session, { type: 'GiveAnswer', data: { response: text('C') } });
    await session.discard();
    expect(session.isClosed).toBe(true);
    expect(await storage.list()).toEqual([]);
    expect((await session.dispatch({ type: 'GoNext', data: {} })).ok).toBe(false);
    await session.discard();
    expect(repo.stops).toHaveLength(0);
  });
});

describe('/updatemarks-test and the adaptive answer', () => {
  const review = aTestData({ testStatus: 2, questionSet: [aQuestion(1), aSubjectiveQuestion(2, { answerStatus: 'yes,no', marks: 2 })] });

  it('sends the ticked parts of the current subjective question; finishTest records TestFinished', async () => {
    const { session } = await open(loaded(review, 'st123'), { mode: 'review', testKey: 'session:st123' });
    expect(session.state.currentIndex).toBe(1); // marks-edit mode starts on the first subjective question
    await must(session, { type: 'MarkSubjectiveParts', data: { ticks: [true, true] } });
    expect(await session.updateMarks()).toEqual(ok(undefined));
    expect(repo.marks[0]).toEqual({ testSession: '123', questionId: '2', marks: '5', marksoption: 'yes,yes', finishTest: '0', questionType: 'Subjective-Type-Short-Answer-I' });
    await must(session, { type: 'MarkSubjectiveParts', data: { ticks: [false, false] } });
    expect(await session.updateMarks({ finishTest: true })).toEqual(ok(undefined));
    expect(repo.marks[1]).toMatchObject({ marks: '0', marksoption: 'NotAnswer', finishTest: '1' });
    expect(session.state.finished).toBe(true);
  });

  it('without ticks the stored answerStatus is sent; a typed total is capped; a non-number is not sent', async () => {
    const { session } = await open(loaded(review, 'st123'), { mode: 'review', testKey: 'session:st123' });
    expect(await session.updateMarks({ marks: '99' })).toEqual(ok(undefined));
    expect(repo.marks[0]).toMatchObject({ marks: '5', marksoption: 'yes,no' });
    expect(await session.updateMarks({ marks: 'abc' })).toEqual(err(UNAVAILABLE));
    expect(repo.marks).toHaveLength(1);
  });

  it('a failed marks post does not finish the review', async () => {
    const { session } = await open(loaded(review, 'st123'), { mode: 'review', testKey: 'session:st123' });
    repo.marksReply = false;
    expect((await session.updateMarks({ finishTest: true })).ok).toBe(false);
    expect(session.state.finished).toBe(false);
  });

  it('posts the current answer and help of an adaptive question', async () => {
    const adaptive = aTestData({ testType: 1, questionSet: [aQuestion(7, { questionType: 'Multiple-Response' })] });
    const { session } = await open(loaded(adaptive, 'ad5'), { mode: 'adaptive', testKey: 'session:ad5' });
    await must(session, { type: 'GiveAnswer', data: { response: text('C', 'a', 'A') } });
    await must(session, { type: 'UseHelp', data: {} });
    expect(await session.postAdaptiveAnswer()).toEqual(ok(undefined));
    expect(repo.adaptive).toEqual([{ testSession: 'ad5', questionId: 7, studentResponse: 'C~a', help: 1 }]);
  });

  it('nothing is posted without a server session', async () => {
    const { session } = await open(review, { mode: 'review', testKey: 'x' });
    expect(await session.updateMarks()).toEqual(err(UNAVAILABLE));
    expect(await session.postAdaptiveAnswer()).toEqual(err(UNAVAILABLE));
    expect(repo.marks).toHaveLength(0);
    expect(repo.adaptive).toHaveLength(0);
  });
});

describe('exportLog', () => {
  it('is an EventLogFile the replay tooling reads, and replays to the live state', async () => {
    const { session } = await open(aFlatTest(2));
    await must(session, { type: 'GiveAnswer', data: { response: text('A') } });
    const file = session.exportLog();
    expect(file).toMatchObject({ schemaVersion: 1, logId: session.logId });
    const parsed = parseLogFile(JSON.stringify(file), 'export');
    expect(replay(parsed.events)).toEqual(session.state);
    file.events.length = 0; // a copy
    expect(session.exportLog().events).toHaveLength(2);
  });
});

describe('the guest test: its course and signed delivery', () => {
  const DELIVERY = 'eyJjb3Vyc2VJZCI6MTIsInRlc3RJZCI6NDJ9.c2lnbmF0dXJl';
  const guestLoad = (test: TestData, over: { courseId?: number; guestDelivery?: string } = { courseId: 12, guestDelivery: DELIVERY }): TestLoadResult =>
    ok({ test, ...over });
  const guestSpec = { mode: 'guest' as const, testKey: 'guest:12:learning' };

  it('keeps obj.courseId and obj.guestDelivery in the meta of the new log', async () => {
    const { session } = await open(guestLoad(aFlatTest(2, { testType: 3 })), guestSpec);
    expect(session.courseId).toBe(12);
    expect(await storage.readMeta(session.logId)).toEqual({
      logId: 'id-1', testKey: 'guest:12:learning', testId: 42, testType: 3, courseId: 12, guestDelivery: DELIVERY, updatedAt: T0,
    });
  });

  it('a test loaded without a delivery has none in the meta', async () => {
    const { session } = await open(guestLoad(aFlatTest(2), { courseId: 12 }), guestSpec);
    expect(await storage.readMeta(session.logId)).not.toHaveProperty('guestDelivery');
  });

  it('the guest submit sends it with source guest and the submission id', async () => {
    const { session } = await open(guestLoad(aFlatTest(2)), guestSpec);
    expect(await session.submit({ course, source: 'guest' })).toEqual(ok('mt900'));
    expect(repo.submits.map((s) => s.opts)).toEqual([{ source: 'guest', clientSubmissionId: 'id-2', guestDelivery: DELIVERY }]);
  });

  it('a guest submit without a delivery sends none', async () => {
    const { session } = await open(guestLoad(aFlatTest(2), { courseId: 12 }), guestSpec);
    await session.submit({ course, source: 'guest' });
    expect(repo.submits.map((s) => s.opts)).toEqual([{ source: 'guest', clientSubmissionId: 'id-2' }]);
  });

  it('a submit that is not a guest submit never sends it', async () => {
    const { session } = await open(guestLoad(aFlatTest(2)), guestSpec);
    await session.submit({ course });
    expect(repo.submits.map((s) => s.opts)).toEqual([{ clientSubmissionId: 'id-2' }]);
  });

  it('a reloaded guest attempt (resumed from its log) still sends it, with its course', async () => {
    const { session: a } = await open(guestLoad(aFlatTest(2)), guestSpec);
    await must(a, { type: 'GiveAnswer', data: { response: text('A') } });
    vc.clock.advance(30_000);
    const { session: b, resumed, load } = await open(guestLoad(aFlatTest(2), {}), guestSpec);
    expect(resumed).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(b.courseId).toBe(12);
    expect(await b.submit({ course, source: 'guest' })).toEqual(ok('mt900'));
    expect(repo.submits.map((s) => s.opts)).toEqual([{ source: 'guest', clientSubmissionId: 'id-2', guestDelivery: DELIVERY }]);
  });

  it('a failed guest submit retried after a reload sends the same delivery and submission id', async () => {
    const { session: a } = await open(guestLoad(aFlatTest(2)), guestSpec);
    repo.submitReply = async () => err({ kind: 'refused', code: 'failed' });
    expect((await a.submit({ course, source: 'guest' })).ok).toBe(false);
    const { session: b, resumed } = await open(guestLoad(aFlatTest(2), {}), guestSpec);
    expect(resumed).toBe(true);
    repo.submitReply = async () => ok('mt903');
    expect(await b.submit({ course, source: 'guest' })).toEqual(ok('mt903'));
    expect(repo.submits.map((s) => s.opts)).toEqual([
      { source: 'guest', clientSubmissionId: 'id-2', guestDelivery: DELIVERY },
      { source: 'guest', clientSubmissionId: 'id-2', guestDelivery: DELIVERY },
    ]);
  });
});
