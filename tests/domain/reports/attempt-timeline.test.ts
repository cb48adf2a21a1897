/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { attemptStrategy } from '../../../domain/reports/attempt-strategy';
import { IDLE_GAP_MS, attemptTimeline, paletteAt } from '../../../domain/reports/attempt-timeline';
import type { AnswerKeyEntry, TimelineFact } from '../../../domain/reports/attempt-timeline-types';
import { TestEngine } from '../../../domain/test-engine/engine';
import { ev, type TestCommand, type TestEvent } from '../../../domain/test-engine/events';
import { evolve } from '../../../domain/test-engine/evolve';
import { initialState } from '../../../domain/test-engine/state';
import type { Question, TestData } from '../../../domain/test-engine/test-data';
import { aFlatTest, aSectionedTest, aSubjectiveQuestion, text } from '../../mothers/test-data.mother';
import { manualClock, T0 } from '../test-engine/engine-harness';
import {
  answered, at, cleared, loaded, navigated, reviewToggled, sectionEntered, submitted, switchRequested, timerExpired,
} from '../test-engine/given';
import { helpUsed, keyless, logOf, paused, resumed, sec } from './attempt-log-builders';

// ---- small builders: a log of timed events, times in seconds after T0, the key the server sends ----

const imageUploaded = (index: number): TestEvent => ev('ImageUploaded', { index, fileName: 'a.png', url: 'https://cdn.example/a.png' });

/** The key: 'A' for every objective question unless `keys` says otherwise; stored marks 0. */
const keyOf = (test: TestData, keys: Record<number, string> = {}): AnswerKeyEntry[] =>
  test.questionSet.map((q, i) => ({
    questionId: q.questionId, correctResponse: q.kind === 'subjective' ? '' : (keys[i] ?? 'A'), result: 'NotAnswer', marks: 0,
  }));
/** +4 / -1 / 0 marking, no key in the test data. */
const negativeMarked = (n: number): TestData => aFlatTest(n, {}, (id) => keyless(id, { correctAnswerMarks: 4, incorrectAnswerMarks: -1 }));
// ---- random attempts: a random test driven by random commands on the live engine (valid logs by construction) ----

const command: fc.Arbitrary<TestCommand | number> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(['A'], ['B'], [], ['x y'], ['A', 'C']).map((v): TestCommand => ({ type: 'GiveAnswer', data: { response: text(...v) } })) },
  { weight: 4, arbitrary: fc.constantFrom('GoNext', 'GoPrevious', 'ConfirmSectionSwitch').map((type) => ({ type, data: {} }) as TestCommand) },
  { weight: 2, arbitrary: fc.nat(8).map((index): TestCommand => ({ type: 'JumpTo', data: { index } })) },
  { weight: 3, arbitrary: fc.constantFrom('ClearAnswer', 'ToggleReview', 'ToggleReview', 'UseHelp', 'Pause', 'Resume', 'RemoveImage', 'Submit')
    .map((type) => ({ type, data: {} }) as TestCommand) },
  { weight: 1, arbitrary: fc.constant<TestCommand>({ type: 'UploadImage', data: { fileName: 'f.png', url: 'u' } }) },
  { weight: 4, arbitrary: fc.nat(12_000) }, // a sleep (ms)
  { weight: 1, arbitrary: fc.integer({ min: 50_000, max: 400_000 }) },
);
const randomAttempt = fc.record({
  sectioned: fc.boolean(),
  sections: fc.array(fc.record({ questions: fc.integer({ min: 1, max: 3 }), time: fc.integer({ min: 1, max: 300 }), subjective: fc.boolean() }), { minLength: 1, maxLength: 3 }),
  flat: fc.integer({ min: 1, max: 5 }),
  remaining: fc.integer({ min: 60, max: 3600 }),
  mode: fc.constantFrom<'guest' | 'registered' | 'review'>('guest', 'registered', 'registered', 'registered', 'review'),
  preload: fc.boolean(),
  keys: fc.array(fc.constantFrom('A', 'B', 'C~A', ''), { minLength: 9, maxLength: 9 }),
  marks: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 9, maxLength: 9 }),
  steps: fc.array(command, { minLength: 4, maxLength: 40, size: 'large' }),
}).map(({ sectioned, sections, flat, remaining, mode, preload, keys, marks, steps }) => {
  const question = (id: number): Question => (id % 3 === 0 ? aSubjectiveQuestion(id)
    : keyless(id, { questionType: id % 3 === 1 ? 'Multiple-Choice' : 'Multiple-Response', incorrectAnswerMarks: -1, notAnswerMarks: id % 2 ? 0 : -0.5 }));
  const test = sectioned ? aSectionedTest(sections, { remainingTime: remaining }) : aFlatTest(flat, { remainingTime: remaining }, question);
  const clock = manualClock();
  const engine = new TestEngine(clock);
  const responses = preload ? test.questionSet.map((_, i) => text(...(i % 2 ? ['B'] : []))) : undefined;
  engine.dispatch({ type: 'LoadTest', data: { test, mode, context: { assessmentMode: 'advance' }, ...(responses ? { responses } : {}) } });
  for (const step of steps) {
    if (typeof step === 'number') {
      clock.advance(step);
      engine.expireIfDue();
    } else engine.dispatch(step);
  }
  const key = test.questionSet.map((q, i): AnswerKeyEntry => ({ questionId: q.questionId, correctResponse: keys[i], result: 'Correct', marks: marks[i] }));
  return { events: engine.log.slice(), key, questions: test.questionSet.length };
});

const kinds = (facts: readonly TimelineFact[]): string[] => facts.map((f) => (f.kind === 'mark' ? `mark:${f.mark.kind}` : f.kind));

describe('attemptTimeline', () => {
  describe('given an empty log', () => {
    it('then the timeline is empty (no throw)', () => {
      expect(attemptTimeline([], [])).toEqual({
        startAt: 0, endAt: 0, lanes: [], sections: [], visits: [], answers: [], marks: [], gaps: [], sectionSwitches: [], facts: [],
      });
    });
  });

  describe('given a log with only clock events (loaded, paused, resumed, the test timer expired)', () => {
    const test = aFlatTest(3, { remainingTime: 300 }, (id) => keyless(id));
    const events = logOf(
      at(T0, loaded(test)),
      at(sec(10), paused(290_000)),
      at(sec(100), resumed(sec(390))),
      at(sec(390), timerExpired('test', sec(390))),
    );
    const t = attemptTimeline(events, keyOf(test));

    it('then every question has a lane but there is no answer, mark or section switch', () => {
      expect(t.startAt).toBe(T0);
      expect(t.endAt).toBe(sec(390)); // no submit: the last event
      expect(t.lanes.map((l) => [l.label, l.sectionIndex, l.finalCorrectness, l.reviewAtSubmit])).toEqual([
        ['Q1', -1, 'empty', false], ['Q2', -1, 'empty', false], ['Q3', -1, 'empty', false],
      ]);
      expect(t.answers).toEqual([]);
      expect(t.marks).toEqual([]);
      expect(t.sectionSwitches).toEqual([]);
      expect(t.sections).toEqual([]);
    });

    it('then the pause splits the visit of Q1, which ends when the time is up; the lane has the engine\'s time', () => {
      expect(t.visits).toEqual([{ index: 0, from: T0, to: sec(10) }, { index: 0, from: sec(100), to: sec(390) }]);
      expect(t.lanes[0].timeMs).toBe(300_000);
      expect(t.lanes[1].timeMs).toBe(0);
    });

    it('then the pause is a paused gap and the 290 s without any event after it an idle gap', () => {
      expect(t.gaps).toEqual([{ from: sec(10), to: sec(100), kind: 'paused' }, { from: sec(100), to: sec(390), kind: 'idle' }]);
      expect(kinds(t.facts)).toEqual(['visit', 'gap', 'visit', 'gap']);
    });
  });

  describe('given a Partially_Lock test of two sections, entered on confirmation and then by the section timer', () => {
    const test = aSectionedTest([{ questions: 2 }, { questions: 2 }, { questions: 1 }]);
    const events = logOf(
      at(T0, loaded(test)),
      at(sec(5), answered(0, 'A')),
      at(sec(20), navigated(0, 1)),
      at(sec(30), switchRequested(0, 1, 2)),
      at(sec(35), sectionEntered(1, 2, sec(635))),
      at(sec(50), answered(2, 'B')),
      at(sec(635), timerExpired('section', sec(635))),
      at(sec(635), sectionEntered(2, 4, sec(1235), 'timer')),
      at(sec(640), submitted()),
    );
    const t = attemptTimeline(events, keyOf(test));

    it('then each switch names the section left, the section entered and its cause', () => {
      expect(t.sectionSwitches).toEqual([
        { at: sec(35), fromSection: 0, toSection: 1, cause: 'confirmed' },
        { at: sec(635), fromSection: 1, toSection: 2, cause: 'timer' },
      ]);
    });

    it('then the sections list their questions in navigation order and the lanes their section', () => {
      expect(t.sections).toEqual([
        { index: 0, name: 'Section 1', questions: [0, 1] },
        { index: 1, name: 'Section 2', questions: [2, 3] },
        { index: 2, name: 'Section 3', questions: [4] },
      ]);
      expect(t.lanes.map((l) => l.sectionIndex)).toEqual([0, 0, 1, 1, 2]);
    });

    it('then a question is left when the next section is entered, and the last visit ends at the submit', () => {
      expect(t.visits).toEqual([
        { index: 0, from: T0, to: sec(20) },
        { index: 1, from: sec(20), to: sec(35) },
        { index: 2, from: sec(35), to: sec(635) },
        { index: 4, from: sec(635), to: sec(640) },
      ]);
      expect(t.lanes.map((l) => l.timeMs)).toEqual([20_000, 15_000, 600_000, 0, 5_000]);
      expect(t.endAt).toBe(sec(640));
    });

    it('then the facts read in time order, a tie in event order (section, then the visit it starts)', () => {
      expect(kinds(t.facts)).toEqual([
        'visit', 'answer', 'visit', 'section', 'visit', 'answer', 'gap', 'section', 'visit', 'submitted',
      ]);
      expect(t.facts.at(-1)).toEqual({ kind: 'submitted', at: sec(640), reason: 'manual' });
    });
  });

  describe('given answers changed right to wrong, wrong to right, wrong to wrong and cleared, with negative marking', () => {
    const test = negativeMarked(5);
    const events = logOf(
      at(T0, loaded(test)),
      at(sec(2), answered(0, 'B')), at(sec(30), answered(0, 'A')),
      at(sec(40), navigated(0, 1)), at(sec(45), answered(1, 'A')), at(sec(60), answered(1, 'C')),
      at(sec(70), navigated(1, 2)), at(sec(75), answered(2, 'B')), at(sec(90), answered(2, 'C')),
      at(sec(100), navigated(2, 3)), at(sec(105), answered(3, 'B')), at(sec(110), cleared(3)), at(sec(120), answered(3, 'A')),
      at(sec(130), navigated(3, 4)), at(sec(140), answered(4, 'A')), at(sec(150), cleared(4)),
      at(sec(160), submitted()),
    );
    const t = attemptTimeline(events, keyOf(test));
    const row = (i: number) => t.answers.filter((a) => a.index === i).map((a) => [a.correctness, a.effect ?? null, a.marksDelta]);

    it('then the key judges the answers (the log\'s test data has none) and each change says what it did', () => {
      expect(row(0)).toEqual([['wrong', null, 0], ['right', 'wrong_to_right', 5]]);
      expect(row(1)).toEqual([['right', null, 0], ['wrong', 'right_to_wrong', -5]]);
      expect(row(2)).toEqual([['wrong', null, 0], ['wrong', 'wrong_to_wrong', 0]]);
    });

    it('then a clear is a change to no answer (wrong to wrong wins the penalty back, right to wrong loses the marks), and an answer after it replaces nothing', () => {
      expect(row(3)).toEqual([['wrong', null, 0], ['empty', 'wrong_to_wrong', 1], ['right', null, 4]]);
      expect(row(4)).toEqual([['right', null, 0], ['empty', 'right_to_wrong', -4]]);
      expect(t.answers.filter((a) => a.cleared).map((a) => a.index)).toEqual([3, 4]);
    });

    it('then the time since first sight counts from the first arrival on the question', () => {
      expect(t.answers.map((a) => a.sinceFirstSightMs / 1000)).toEqual([2, 30, 5, 20, 5, 20, 5, 10, 20, 10, 20]);
      expect(t.lanes.map((l) => l.finalCorrectness)).toEqual(['right', 'wrong', 'wrong', 'right', 'empty']);
    });
  });

  describe('given answers built in steps and a subjective answer with an image', () => {
    const test = aFlatTest(4, {}, (id) =>
      id === 1 ? keyless(id, { questionType: 'Integer-Type' })
      : id === 2 ? keyless(id, { questionType: 'Multiple-Response' })
      : id === 3 ? aSubjectiveQuestion(id)
      : keyless(id));
    const events = logOf(
      at(T0, loaded(test)),
      at(sec(10), answered(0, '4')), at(sec(11), answered(0, '42')),
      at(sec(20), navigated(0, 1)), at(sec(25), answered(1, 'A')), at(sec(26), answered(1, 'A', 'C')),
      at(sec(30), navigated(1, 2)), at(sec(40), answered(2, 'Plants use light')), at(sec(45), imageUploaded(2)),
      at(sec(50), navigated(2, 3)), at(sec(52), answered(3, 'B')), at(sec(53), answered(3, 'A')), at(sec(54), answered(3, 'A')),
      at(sec(60), navigated(3, 0)), at(sec(65), answered(0, '42')),
      at(sec(70), submitted()),
    );
    const t = attemptTimeline(events, keyOf(test, { 0: '42', 1: 'C~A' }));

    it('then keystrokes and toggles with no other event between them are one answer, at the last of them', () => {
      expect(t.answers.filter((a) => a.index < 2)).toEqual([
        { index: 0, at: sec(11), cleared: false, correctness: 'right', marksDelta: 0, sinceFirstSightMs: 11_000 },
        { index: 1, at: sec(26), cleared: false, correctness: 'right', marksDelta: 0, sinceFirstSightMs: 6_000 },
      ]);
    });

    it('then the text and the image of a subjective answer are one answer, never judged', () => {
      expect(t.answers.filter((a) => a.index === 2)).toEqual([
        { index: 2, at: sec(45), cleared: false, correctness: 'unknown', marksDelta: 0, sinceFirstSightMs: 15_000 },
      ]);
      expect(t.lanes[2].finalCorrectness).toBe('unknown');
    });

    it('then every single-choice click is an answer, but the same option again (or the same text again) is none', () => {
      expect(t.answers.filter((a) => a.index === 3).map((a) => [a.at, a.effect])).toEqual([[sec(52), undefined], [sec(53), 'wrong_to_right']]);
      expect(t.answers.filter((a) => a.index === 0)).toHaveLength(1);
    });
  });

  describe('given review marks and help', () => {
    const test = aFlatTest(3, {}, (id) => keyless(id));
    const events = logOf(
      at(T0, loaded(test)),
      at(sec(5), reviewToggled(0)), at(sec(10), answered(0, 'A')), at(sec(15), reviewToggled(0)),
      at(sec(20), navigated(0, 1)), at(sec(25), reviewToggled(1)),
      at(sec(30), navigated(1, 2)), at(sec(35), reviewToggled(2)), at(sec(40), helpUsed(2)),
      at(sec(50), submitted()),
    );
    const t = attemptTimeline(events, keyOf(test));

    it('then the marks go on and off with the folded status, help included (help takes the mark away)', () => {
      expect(t.marks.map((m) => [m.index, m.at, m.kind])).toEqual([
        [0, sec(5), 'review_on'], [0, sec(15), 'review_off'], [1, sec(25), 'review_on'],
        [2, sec(35), 'review_on'], [2, sec(40), 'help'], [2, sec(40), 'review_off'],
      ]);
    });

    it('then only the question still marked at the submit is marked in its lane', () => {
      expect(t.lanes.map((l) => l.reviewAtSubmit)).toEqual([false, true, false]);
    });
  });

  describe('given stretches without events', () => {
    const test = aFlatTest(2, {}, (id) => keyless(id));
    const events = logOf(
      at(T0, loaded(test)),
      at(T0 + IDLE_GAP_MS - 1, answered(0, 'A')),
      at(T0 + 2 * IDLE_GAP_MS - 1, navigated(0, 1)),
      at(T0 + 2 * IDLE_GAP_MS, paused(null)),
      at(T0 + 5 * IDLE_GAP_MS, resumed(null)),
      at(T0 + 6 * IDLE_GAP_MS, submitted()),
    );

    it('then a stretch of IDLE_GAP_MS or more is idle, one just shorter is not, and a pause is never idle', () => {
      expect(attemptTimeline(events, keyOf(test)).gaps).toEqual([
        { from: T0 + IDLE_GAP_MS - 1, to: T0 + 2 * IDLE_GAP_MS - 1, kind: 'idle' },
        { from: T0 + 2 * IDLE_GAP_MS, to: T0 + 5 * IDLE_GAP_MS, kind: 'paused' },
        { from: T0 + 5 * IDLE_GAP_MS, to: T0 + 6 * IDLE_GAP_MS, kind: 'idle' },
      ]);
    });
  });
});

describe('paletteAt', () => {
  const test = aFlatTest(3, { remainingTime: 600 }, (id) => keyless(id));
  const events = logOf(
    at(T0, loaded(test)),
    at(sec(10), answered(0, 'A')),
    at(sec(20), navigated(0, 1)),
    at(sec(20), reviewToggled(1)),
    at(sec(30), submitted()),
  );

  it('given a moment before the first event, then there is no question and no timer', () => {
    expect(paletteAt(events, T0 - 1)).toEqual({ at: T0 - 1, currentIndex: -1, statuses: [], remainingSeconds: null });
    expect(paletteAt([], T0)).toEqual({ at: T0, currentIndex: -1, statuses: [], remainingSeconds: null });
  });

  it('given a moment between two events, then the palette is as the earlier one left it', () => {
    expect(paletteAt(events, sec(9.5))).toEqual({
      at: sec(9.5), currentIndex: 0, statuses: ['visited', 'not_visited', 'not_visited'], remainingSeconds: 591,
    });
  });

  it('given the exact time of an event, then every event at that time is in (both at 20 s)', () => {
    expect(paletteAt(events, sec(20))).toEqual({
      at: sec(20), currentIndex: 1, statuses: ['attempted', 'marked_for_review', 'not_visited'], remainingSeconds: 580,
    });
    expect(paletteAt(events, sec(20) - 1).statuses).toEqual(['attempted', 'not_visited', 'not_visited']);
  });

  it('given a moment after the submit, then no timer runs', () => {
    expect(paletteAt(events, sec(3600)).remainingSeconds).toBeNull();
  });

  it('property: at any moment the statuses are the fold of the events up to it', () => {
    fc.assert(
      fc.property(randomAttempt, fc.double({ min: -0.1, max: 1.1, noNaN: true }), fc.nat(), ({ events: log }, share, pick) => {
        const first = log[0].at;
        const last = log[log.length - 1].at;
        for (const t of [first + Math.round(share * (last - first)), log[pick % log.length].at]) {
          const upTo = log.filter((e) => e.at <= t);
          const s = upTo.reduce(evolve, initialState());
          const p = paletteAt(log, t);
          expect(p.statuses).toEqual(s.questions.map((q) => q.status));
          expect(p.currentIndex).toBe(upTo.length ? s.currentIndex : -1);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('attemptTimeline properties', () => {
  it('the visits of a question add up to its lane time; facts are in time order; a change is an answer replacing a non-empty one', () => {
    fc.assert(
      fc.property(randomAttempt, ({ events: log, key }) => {
        const t = attemptTimeline(log, key);
        t.lanes.forEach((l) => {
          const visited = t.visits.filter((v) => v.index === l.index).reduce((sum, v) => sum + v.to - v.from, 0);
          expect(visited).toBe(l.timeMs);
        });
        for (let i = 1; i < t.visits.length; i++) expect(t.visits[i].from).toBeGreaterThanOrEqual(t.visits[i - 1].to);
        const times = t.facts.map((f) => (f.kind === 'answer' ? f.answer.at : f.kind === 'mark' ? f.mark.at
          : f.kind === 'gap' ? f.gap.from : f.kind === 'section' ? f.change.at : f.kind === 'visit' ? f.from : f.at));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(t.facts).toHaveLength(t.visits.length + t.answers.length + t.marks.length + t.gaps.length + t.sectionSwitches.length
          + log.filter((e) => e.event.type === 'TestSubmitted').length);
        for (const a of t.answers) expect(a.cleared).toBe(a.correctness === 'empty');
        t.lanes.forEach((l) => {
          const answers = t.answers.filter((a) => a.index === l.index);
          for (let i = 1; i < answers.length; i++) expect(answers[i].effect !== undefined).toBe(!answers[i - 1].cleared);
          if (answers.length) expect(answers[answers.length - 1].correctness).toBe(l.finalCorrectness);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('attemptStrategy never throws and its counts agree', () => {
    fc.assert(
      fc.property(randomAttempt, ({ events: log, key, questions }) => {
        const r = attemptStrategy(log, key);
        expect(r.reviews.resolved + r.reviews.unresolved).toBe(r.reviews.marked);
        expect(r.firstLook.answered + r.revisit.answered).toBeLessThanOrEqual(questions);
        expect(r.changes.wrongToRight + r.changes.rightToWrong + r.changes.wrongToWrong).toBeLessThanOrEqual(r.changes.count);
        expect(r.whatIf.delta).toBeCloseTo(r.whatIf.scoreWithoutGuesses - r.whatIf.score, 9);
        expect(r.sentences).toHaveLength(5);
        expect(attemptStrategy(log, key, attemptTimeline(log, key))).toEqual(r);
      }),
      { numRuns: 300 },
    );
  });
});
