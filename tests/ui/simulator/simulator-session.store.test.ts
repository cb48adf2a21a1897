/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { SIMULATOR_FALLBACKS } from '../../../application/simulator/simulator-fallbacks';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import { aFlatTest, aQuestion, aSectionedTest, aTestData } from '../../mothers/test-data.mother';
import { SimulatorHarness } from './simulator-harness';

const MOCK = '?testId=42&testType=3&templateId=70&courseId=7';
const TOPIC = '?testId=42&testType=2&templateId=70';

describe('SimulatorSessionStore: loading', () => {
  it('loads the test of the URL from the server and opens the first question', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3);
    const { session } = await h.open('registered', TOPIC);
    expect(session.phase).toBe('ready');
    expect(session.resumed).toBe(false);
    expect(session.testName).toBe('Topic test');
    expect(session.currentNumber).toBe(1);
    expect(session.currentStatus).toBe('visited');
    const [query] = h.repository.named('testDetails')[0].args as [Record<string, unknown>];
    expect(query).toMatchObject({ templateId: 70, testId: 42, testType: 2, examType: 'objective' });
  });

  it('takes the templateId of the active course when the URL has none', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    await h.open('registered', '?testId=5&testType=2');
    expect(h.repository.named('testDetails')[0].args[0]).toMatchObject({ templateId: 70, testId: 5 });
  });

  it('resumes a saved test through /testdetailexisting when the URL has a testSession', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    await h.open('registered', '?testSession=555&testType=3&testId=42&templateId=70');
    expect(h.repository.named('testDetailExisting')[0].args).toEqual(['555', 70]);
  });

  it.each([
    ['limit_reached', { kind: 'limit_reached', message: 'Maximum number of tests reached' }],
    ['question_limit_reached', { kind: 'question_limit_reached', title: 'No Question Available', message: 'No question found' }],
    ['internal_server_error', { kind: 'internal_server_error', title: 'Internal Server Error', message: 'Internal error' }],
  ] as const)('shows the %s screen with the server message', async (kind, expected) => {
    const h = new SimulatorHarness();
    h.repository.loadResult = { ok: false, error: { kind, message: expected.message } };
    const { session } = await h.open('registered', TOPIC);
    expect(session.phase).toBe('error');
    expect(session.error).toEqual(expected);
  });

  it('shows the loader text when the test cannot be loaded', async () => {
    const h = new SimulatorHarness();
    h.repository.loadResult = { ok: false, error: { kind: 'failed', message: 'Failed to load test' } };
    const { session } = await h.open('registered', TOPIC);
    expect(session.error).toEqual({ kind: 'failed', title: 'Failed to load test', message: '' });
  });

  it("says 'No test data available' for a test without questions", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ questionSet: [] });
    const { session } = await h.open('registered', TOPIC);
    expect(session.error).toMatchObject({ title: 'No test data available' });
  });

  it("says 'No Test Selected' when the URL names no test, without calling the server", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    expect((await h.open('registered', '')).session.error).toMatchObject({ kind: 'no_test', title: 'No Test Selected' });
    expect((await h.open('review', '?testSession=12')).session.error).toMatchObject({ title: 'No Test Selected' });
    expect((await h.open('adaptive', '')).session.error).toMatchObject({ title: 'No Test Selected' });
    expect(h.repository.calls).toEqual([]);
  });

  it('turns a simulator whose code cannot load into the load failure text', async () => {
    const h = new SimulatorHarness();
    const simulator = lazyUseCases('simulator', () => Promise.reject(new Error('chunk')), SIMULATOR_FALLBACKS, () => undefined);
    const { session } = await h.open('registered', TOPIC, { simulator });
    expect(session.error).toEqual({ kind: 'failed', title: 'Failed to load test details.', message: '' });
  });
});

describe('SimulatorSessionStore: answering and navigation', () => {
  it('answers, marks for review, clears and moves between questions', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3);
    const { session } = await h.open('registered', TOPIC);

    await session.answer(['B']);
    expect(session.currentResponse.text).toEqual(['B']);
    expect(session.currentStatus).toBe('attempted');
    await session.toggleReview();
    expect(session.currentStatus).toBe('answered_and_review');
    expect(session.markedForReview).toBe(true);
    await session.clear();
    expect(session.currentStatus).toBe('marked_for_review');
    expect(session.currentResponse.text).toEqual([]);

    await session.next();
    expect(session.currentNumber).toBe(2);
    expect(session.hasPrevious).toBe(true);
    await session.next();
    expect(session.hasNext).toBe(false);
    await session.jumpTo(1);
    expect(session.currentNumber).toBe(1);
    await session.previous();
    expect(session.currentNumber).toBe(1);
    expect(session.statusCounts).toMatchObject({ marked_for_review: 1, not_attempted: 2 });
  });

  it('picks options with number keys (toggling for multi-select)', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aTestData({ questionSet: [aQuestion(1), aQuestion(2, { questionType: 'Multiple-Response' })] });
    const { session } = await h.open('registered', TOPIC);
    await session.pickOption(2);
    expect(session.currentResponse.text).toEqual(['C']);
    await session.next();
    await session.pickOption(3);
    await session.pickOption(0);
    expect(session.currentResponse.text).toEqual(['A', 'D']);
    await session.pickOption(3);
    expect(session.currentResponse.text).toEqual(['A']);
    expect(await session.pickOption(8)).toBe(false);
  });

  it('keeps one response object per question until it is answered (the question area memoises on it)', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3);
    const { session } = await h.open('registered', TOPIC);
    const second = session.responseAt(1);
    await session.answer(['A']);
    expect(session.responseAt(1)).toBe(second);
    expect(session.responseAt(0)).toBe(session.currentResponse);
  });

  it("refuses an answer over the attempt limit with 'Max question limit reached.'", async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(3, { noQuestionAttempt: 1 });
    const { session } = await h.open('registered', TOPIC);
    await session.answer(['A']);
    await session.next();
    expect(await session.answer(['B'])).toBe(false);
    expect(h.lastToast()).toEqual({
      title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 1 questions.', variant: 'warning', durationMs: 2000,
    });
    expect(session.currentStatus).toBe('visited');
  });

  it('groups the palette by section and warns before a locked section switch; going back is refused', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aSectionedTest([{ questions: 2 }, { questions: 2 }, { questions: 1 }]);
    const { session } = await h.open('registered', MOCK);
    expect(session.paletteSections.map((s) => [s.sectionName, s.questions.map((q) => q.number)])).toEqual([
      ['Section 1', [1, 2]], ['Section 2', [3, 4]], ['Section 3', [5]],
    ]);
    await session.jumpTo(3);
    expect(session.pendingSectionName).toBe('Section 2');
    await session.cancelSectionSwitch();
    expect(session.pendingSectionName).toBeNull();
    expect(session.currentNumber).toBe(1);

    await session.next();
    await session.next();
    expect(session.pendingSectionName).toBe('Section 2');
    await session.confirmSectionSwitch();
    expect(session.currentNumber).toBe(3);

    expect(await session.previous()).toBe(false);
    expect(h.lastToast()).toMatchObject({ message: 'You are not allowed to go back to previous section', variant: 'warning' });
    expect(session.currentNumber).toBe(3);
  });
});

describe('SimulatorSessionStore: reload', () => {
  it('restores the question, answers, statuses and the remaining time from the local log', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(4, { remainingTime: 600 });
    const { session: first } = await h.open('registered', TOPIC);
    await first.answer(['C']);
    await first.next();
    await first.toggleReview();
    await first.next();
    h.advanceWallClock(90_000);
    const before = { index: first.currentIndex, statuses: first.state!.questions.map((q) => q.status), remaining: first.state!.deadline };
    first.dispose();

    h.advanceWallClock(5_000);
    const { session: again } = await h.open('registered', TOPIC);
    expect(again.resumed).toBe(true);
    expect(h.repository.named('testDetails')).toHaveLength(1);
    expect(again.currentIndex).toBe(before.index);
    expect(again.state!.questions.map((q) => q.status)).toEqual(before.statuses);
    expect(again.state!.questions[0].response.values).toEqual(['C']);
    expect(again.state!.deadline).toBe(before.remaining);
    expect(again.remaining).toBe(600 - 95);
  });
});

describe('SimulatorSessionStore: support', () => {
  it('exports the event log in the replay format', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2);
    const { session } = await h.open('registered', TOPIC);
    await session.answer(['A']);
    const log = session.exportLog();
    expect(log?.schemaVersion).toBe(1);
    expect(log?.events.map((e) => e.event.type)).toEqual(['TestLoaded', 'AnswerGiven']);
  });
});
