// Preparing questions ahead (performance): the HTML of the questions around the current one is sanitised in
// idle periods, nearest first, within the idle deadline, and stops when cancelled.
import { describe, expect, it, jest } from '@jest/globals';
import type * as Safe from '../../../ui/html/safe-html';
import type * as Warm from '../../../ui/simulator/warm-question-html';
import { aShownQuestion } from '../../mothers/shown-question.mother';

// jest.mock is not hoisted here (SWC): the module under test is loaded after it.
jest.mock('../../../ui/html/safe-html', () => {
  const actual = jest.requireActual<typeof Safe>('../../../ui/html/safe-html');
  return { ...actual, sanitizeHtmlCached: jest.fn(actual.sanitizeHtmlCached) };
});
const { sanitizeHtmlCached } = jest.requireMock<{ sanitizeHtmlCached: jest.Mock<(html: string) => string> }>('../../../ui/html/safe-html');
const { outwardOrder, questionHtml, warmQuestionHtml } = jest.requireActual<typeof Warm>('../../../ui/simulator/warm-question-html');

const question = (n: number) => aShownQuestion({
  questionId: n,
  questionBody: `<p>Body ${n}</p>`,
  commonDataDescription: n === 2 ? '<p>Passage</p>' : '  ',
  responseChoice: [{ responseId: 'a', responseText: `A${n}`, partMarks: 0 }, { responseId: 'b', responseText: `B${n}`, partMarks: 0 }],
  explanations: `<p>Why ${n}</p>`,
});

/** An idle scheduler driven by the test: each run gets `budget` strings before its deadline passes. */
function manualIdle(budget: number) {
  const pending: ((d: { timeRemaining(): number }) => void)[] = [];
  const schedule = (run: (d: { timeRemaining(): number }) => void) => {
    pending.push(run);
    return () => { pending.splice(pending.indexOf(run), 1); };
  };
  const runOne = () => {
    const run = pending.shift();
    if (!run) return false;
    const start = sanitizeHtmlCached.mock.calls.length;
    run({ timeRemaining: () => (sanitizeHtmlCached.mock.calls.length - start < budget ? 50 : 0) });
    return true;
  };
  return { schedule, runOne, pending };
}

describe('warming question HTML', () => {
  it('orders questions outwards from the current one', () => {
    expect(outwardOrder(0, 4)).toEqual([1, 2, 3]);
    expect(outwardOrder(2, 5)).toEqual([3, 1, 4, 0]);
    expect(outwardOrder(4, 5)).toEqual([3, 2, 1, 0]);
    expect(outwardOrder(0, 1)).toEqual([]);
  });

  it('takes the strings a question renders (explanations only in review, no blank ones)', () => {
    expect(questionHtml(question(1), false)).toEqual(['<p>Body 1</p>', 'A1', 'B1']);
    expect(questionHtml(question(2), true)).toEqual(['<p>Body 2</p>', '<p>Passage</p>', 'A2', 'B2', '<p>Why 2</p>']);
  });

  it('sanitises nearest questions first, a deadline at a time, and stops when cancelled', () => {
    const questions = [1, 2, 3, 4].map(question);
    const idle = manualIdle(2);
    sanitizeHtmlCached.mockClear();
    const stop = warmQuestionHtml(questions, 1, false, { schedule: idle.schedule, now: () => 0 });
    expect(sanitizeHtmlCached).not.toHaveBeenCalled(); // nothing before the browser is idle
    idle.runOne();
    expect(sanitizeHtmlCached.mock.calls.map((c) => c[0])).toEqual(['<p>Body 3</p>', 'A3']);
    idle.runOne();
    expect(sanitizeHtmlCached.mock.calls.map((c) => c[0]).slice(2)).toEqual(['B3', '<p>Body 1</p>']);
    expect(idle.pending).toHaveLength(1);
    stop();
    expect(idle.pending).toHaveLength(0);
    expect(idle.runOne()).toBe(false);
    expect(sanitizeHtmlCached).toHaveBeenCalledTimes(4);
  });

  it('goes through the whole test when left running', () => {
    const questions = [1, 2, 3].map(question);
    const idle = manualIdle(3);
    sanitizeHtmlCached.mockClear();
    warmQuestionHtml(questions, 0, true, { schedule: idle.schedule, now: () => 0 });
    while (idle.runOne());
    expect(sanitizeHtmlCached.mock.calls.map((c) => c[0])).toEqual([
      ...questionHtml(questions[1], true), ...questionHtml(questions[2], true),
    ]);
  });

  it('yields after a short slice of work even when the idle period is long', () => {
    const idle = manualIdle(100);
    let clock = 0;
    sanitizeHtmlCached.mockClear();
    // 1 ms passes per string here: a 4 ms slice holds three (the idle deadline would allow all six)
    warmQuestionHtml([1, 2, 3].map(question), 0, false, { schedule: idle.schedule, now: () => { clock += 1; return clock; } });
    idle.runOne();
    expect(sanitizeHtmlCached).toHaveBeenCalledTimes(3);
    expect(idle.pending).toHaveLength(1);
  });
});
