/** @jest-environment node */
// Opening a test in each mode and the adaptive advance, over the real test session (in-memory event log storage).
import { describe, expect, it } from '@jest/globals';
import { createSimulatorUseCases, type OpenTestRequest } from '../../../application/simulator/simulator-use-cases';
import { err, ok } from '../../../domain/shared/result';
import { cmd } from '../../../domain/test-engine/events';
import { InMemoryEventLogStorage } from '../../../infrastructure/test-engine/in-memory-event-log-storage';
import { aFlatTest, aQuestion, aTestData } from '../../mothers/test-data.mother';
import { FakeRepository } from './fake-test-repository';

const T0 = 1_700_000_000_000;

const setup = () => {
  const repository = new FakeRepository();
  let ids = 0;
  const logs = new InMemoryEventLogStorage();
  const useCases = createSimulatorUseCases({ logs, clock: { now: () => T0, scheduler: undefined as never }, repository, newId: () => `id-${++ids}` });
  return { repository, logs, useCases };
};

const registered = (testSession?: string): OpenTestRequest => ({
  test: { mode: 'registered', templateId: 70, ...(testSession && { testSession }), query: { templateId: 70, testId: 42 } },
  testKey: testSession ? `session:${testSession}` : '2:42',
});
const adaptive: OpenTestRequest = { test: { mode: 'adaptive', testSession: '321' }, testKey: 'session:321' };

describe('openTest: which server call opens a test in each mode', () => {
  it('a review loads /app/testresultview by its attempt id', async () => {
    const { repository, useCases } = setup();
    repository.test = aFlatTest(2);
    const r = await useCases.openTest({ test: { mode: 'review', attemptId: '77' }, testKey: 'review:77' });
    expect(r.ok && r.value.session.state.mode).toBe('review');
    expect(repository.calls).toEqual([{ name: 'testResultView', args: ['77'] }]);
  });

  it('an adaptive session loads adaptive-testdetails by its testSession', async () => {
    const { repository, useCases } = setup();
    repository.test = aFlatTest(1);
    await useCases.openTest(adaptive);
    expect(repository.calls).toEqual([{ name: 'adaptiveTestDetails', args: ['321'] }]);
  });

  it('a test to take loads /testdetails with its query, a saved attempt /testdetailexisting', async () => {
    const { repository, useCases } = setup();
    repository.test = aFlatTest(2);
    await useCases.openTest(registered());
    await useCases.openTest(registered('555'));
    expect(repository.calls).toEqual([
      { name: 'testDetails', args: [{ templateId: 70, testId: 42 }] },
      { name: 'testDetailExisting', args: ['555', 70] },
    ]);
  });

  it('a test being taken resumes its local log instead of loading again', async () => {
    const { repository, useCases } = setup();
    repository.test = aFlatTest(2);
    await useCases.openTest(registered());
    const again = await useCases.openTest(registered());
    expect(again.ok && again.value.resumed).toBe(true);
    expect(repository.named('testDetails')).toHaveLength(1);
  });

  it("passes a load failure on, and a test without questions is 'No test data available'", async () => {
    const { repository, useCases } = setup();
    repository.loadResult = err({ kind: 'limit_reached', message: 'Maximum number of tests reached' });
    expect(await useCases.openTest(registered())).toEqual(err({ kind: 'limit_reached', message: 'Maximum number of tests reached' }));
    repository.loadResult = ok({ test: aTestData({ questionSet: [] }) });
    expect(await useCases.openTest(registered())).toEqual(err({ kind: 'failed', message: 'No test data available' }));
  });
});

describe('advanceAdaptive: post the answer, open the session again, move to the new question', () => {
  it('moves the reopened session to the question delivered last', async () => {
    const { repository, useCases } = setup();
    repository.test = aTestData({ questionSet: [aQuestion(11)] });
    const first = await useCases.openTest(adaptive);
    if (!first.ok) throw new Error('not opened');
    await first.value.session.dispatch(cmd('GiveAnswer', { response: { values: ['B'], fileName: '', url: '' } }));
    repository.test = aTestData({ questionSet: [aQuestion(11), aQuestion(12)] });
    const r = await useCases.advanceAdaptive(first.value.session, adaptive);
    if (!r.ok || r.value.kind !== 'next') throw new Error('not advanced');
    expect(r.value.opened.session.state.currentIndex).toBe(1);
    expect(r.value.refusal).toBeUndefined();
    expect(repository.named('updateAdaptiveAnswer')[0].args[0]).toMatchObject({ testSession: '321', questionId: 11, studentResponse: 'B' });
  });

  it('a session the server has completed has ended', async () => {
    const { repository, useCases } = setup();
    repository.test = aFlatTest(1);
    const first = await useCases.openTest(adaptive);
    if (!first.ok) throw new Error('not opened');
    repository.test = aFlatTest(2, { testStatus: 1 });
    expect(await useCases.advanceAdaptive(first.value.session, adaptive)).toEqual(ok({ kind: 'ended' }));
  });

  it('an answer that is not posted stays (nothing is loaded); a session that cannot be reopened says why', async () => {
    const { repository, useCases } = setup();
    repository.test = aFlatTest(1);
    const first = await useCases.openTest(adaptive);
    if (!first.ok) throw new Error('not opened');
    repository.adaptiveOk = false;
    expect(await useCases.advanceAdaptive(first.value.session, adaptive)).toEqual(err({ kind: 'answer_not_saved', cause: { kind: 'refused', code: 'failed' } }));
    expect(repository.named('adaptiveTestDetails')).toHaveLength(1);

    repository.adaptiveOk = true;
    repository.loadResult = err({ kind: 'failed', message: 'Failed to load adaptive session' });
    expect(await useCases.advanceAdaptive(first.value.session, adaptive))
      .toEqual(err({ kind: 'not_reopened', failure: { kind: 'failed', message: 'Failed to load adaptive session' } }));
  });
});
