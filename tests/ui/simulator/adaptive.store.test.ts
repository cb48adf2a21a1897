/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { aFlatTest, aQuestion, aTestData } from '../../mothers/test-data.mother';
import { SimulatorHarness } from './simulator-harness';

describe('AdaptiveStore', () => {
  it('posts the answer, loads the next question and replaces the URL', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const { session, adaptive } = await h.open('adaptive', '?testSession=321');
    expect(session.isAdaptive).toBe(true);
    expect(session.timerOn).toBe(false);
    await session.answer(['A']);
    h.repository.test = aFlatTest(2);
    expect(await adaptive.next()).toBe(true);
    expect(h.repository.named('updateAdaptiveAnswer')[0].args[0]).toMatchObject({ testSession: '321', questionId: 1, studentResponse: 'A' });
    expect(session.currentNumber).toBe(2);
    expect(h.navigations.at(-1)).toEqual({ to: '/test-simulator-adaptive?testSession=321&question=2', replace: true });
  });

  it('numbers one-question deliveries by their display id and leaves for /report when the session has ended', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ questionSet: [aQuestion(11, { questionDisplayId: 1 })] });
    const { session, adaptive } = await h.open('adaptive', '?testSession=321');
    expect(session.currentNumber).toBe(1);
    await session.answer(['A']);
    h.repository.test = aTestData({ questionSet: [aQuestion(12, { questionDisplayId: 2 })] });
    await adaptive.next();
    expect(session.currentNumber).toBe(2);
    expect(session.currentQuestionId).toBe(12);
    expect(h.navigations.at(-1)).toEqual({ to: '/test-simulator-adaptive?testSession=321&question=2', replace: true });

    await session.answer(['B']);
    h.repository.test = aTestData({ testStatus: 1, questionSet: [aQuestion(11), aQuestion(12)] });
    await adaptive.next();
    expect(h.navigations.at(-1)).toEqual({ to: '/report', replace: false });
  });

  it('Next inside the delivered questions is an ordinary move (nothing is posted)', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3);
    const { session, adaptive } = await h.open('adaptive', '?testSession=321');
    expect(await adaptive.next()).toBe(true);
    expect(session.currentNumber).toBe(2);
    expect(h.repository.named('updateAdaptiveAnswer')).toHaveLength(0);
  });

  it('Finish Test posts the current answer with finishTest=1, so the server ends the session, then goes to /report', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const { adaptive } = await h.open('adaptive', '?testSession=321');
    await adaptive.finish();
    expect(h.repository.named('updateAdaptiveAnswer').at(-1)?.args[0]).toMatchObject({ testSession: '321', questionId: 1, studentResponse: '', finishTest: '1' });
    expect(h.navigations.at(-1)?.to).toBe('/report');
  });

  it('Finish Test stays when the finishing post fails', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    h.repository.adaptiveOk = false;
    const { adaptive } = await h.open('adaptive', '?testSession=321');
    const before = h.navigations.length;
    await adaptive.finish();
    expect(h.lastToast()).toMatchObject({ message: 'Failed to submit answer.', variant: 'danger' });
    expect(h.navigations.length).toBe(before);
  });

  it("shows 'Failed to submit answer.' when the post fails", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    h.repository.adaptiveOk = false;
    const { session, adaptive } = await h.open('adaptive', '?testSession=321');
    await session.answer(['A']);
    expect(await adaptive.next()).toBe(false);
    expect(h.lastToast()).toMatchObject({ message: 'Failed to submit answer.', variant: 'danger' });
  });

  it("shows the loader's text when the session cannot be opened again", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(1);
    const { adaptive } = await h.open('adaptive', '?testSession=321');
    h.repository.loadResult = { ok: false, error: { kind: 'failed', message: 'Failed to load adaptive session' } };
    expect(await adaptive.next()).toBe(false);
    expect(h.lastToast()).toMatchObject({ message: 'Failed to load adaptive session', variant: 'danger' });
    expect(adaptive.advancing).toBe(false);
  });
});
