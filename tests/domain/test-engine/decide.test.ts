import { describe, expect, it } from '@jest/globals';
import { decide } from '../../../domain/test-engine/decide';
import { initialState } from '../../../domain/test-engine/state';
import { aFlatTest, aSectionedTest, aSubjectiveQuestion, text } from '../../mothers/test-data.mother';
import { load, statuses, T0 } from './engine-harness';

const answer = (v = 'A') => ({ type: 'GiveAnswer', data: { response: text(v) } }) as const;
const next = { type: 'GoNext', data: {} } as const;
const prev = { type: 'GoPrevious', data: {} } as const;
const jump = (index: number) => ({ type: 'JumpTo', data: { index } }) as const;
const confirm = { type: 'ConfirmSectionSwitch', data: {} } as const;

describe('spec 001 §4 / §8: attempt limits', () => {
  it("spec 001 §8: test-wide limit refuses a new attempt with 'Max question limit reached.' / 'You are not allowed to attempt more than {n} questions.'", () => {
    const { engine } = load(aFlatTest(4, { noQuestionAttempt: 2 }));
    expect(engine.dispatch(answer()).ok).toBe(true);
    engine.dispatch(next);
    expect(engine.dispatch(answer()).ok).toBe(true);
    engine.dispatch(next);
    const r = engine.dispatch(answer());
    expect(r.ok).toBe(false);
    expect(r.refusal).toEqual({ code: 'attempt_limit', title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 2 questions.' });
    expect(statuses(engine)[2]).toBe('visited');
  });

  it('spec 001 §4: answering an already-attempted question again is not a new attempt', () => {
    const { engine } = load(aFlatTest(3, { noQuestionAttempt: 1 }));
    engine.dispatch(answer('A'));
    expect(engine.dispatch(answer('B')).ok).toBe(true);
    engine.dispatch({ type: 'ToggleReview', data: {} });
    expect(statuses(engine)[0]).toBe('answered_and_review');
    expect(engine.dispatch(answer('C')).ok).toBe(true);
  });

  it('spec 001 §4: an empty answer is not an attempt and is never refused', () => {
    const { engine } = load(aFlatTest(2, { noQuestionAttempt: 1 }));
    engine.dispatch(answer());
    engine.dispatch(next);
    expect(engine.dispatch({ type: 'GiveAnswer', data: { response: text('') } }).ok).toBe(true);
  });

  it('spec 001 §4: clearing an answer frees an attempt', () => {
    const { engine } = load(aFlatTest(2, { noQuestionAttempt: 1 }));
    engine.dispatch(answer());
    engine.dispatch({ type: 'ClearAnswer', data: {} });
    engine.dispatch(next);
    expect(engine.dispatch(answer()).ok).toBe(true);
  });

  it("spec 001 §8: a section limit ends with 'in this section.' and counts only that section", () => {
    const test = aSectionedTest([{ questions: 2, limit: 1 }, { questions: 2, limit: 1 }], { noQuestionAttempt: 1 }, 'none');
    const { engine } = load(test);
    engine.dispatch(answer());
    engine.dispatch(next);
    const r = engine.dispatch(answer());
    expect(r.refusal).toEqual({ code: 'attempt_limit', title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 1 questions in this section.' });
    engine.dispatch(next);
    expect(engine.dispatch(answer()).ok).toBe(true); // section 2 has its own count; the test-wide limit is for questions without a section
  });

  it('spec 001 §4: uploading an image counts as an attempt for the limit', () => {
    const { engine } = load(aFlatTest(2, { noQuestionAttempt: 1 }, aSubjectiveQuestion));
    engine.dispatch(answer('words'));
    engine.dispatch(next);
    expect(engine.dispatch({ type: 'UploadImage', data: { fileName: 'a.png', url: 'u' } }).refusal?.code).toBe('attempt_limit');
  });
});

describe('spec 001 §4: navigation', () => {
  it('spec 001 §4: next and previous move through questions and stop at the ends', () => {
    const { engine } = load(aFlatTest(3));
    expect(engine.dispatch(prev).events).toEqual([]);
    engine.dispatch(next);
    engine.dispatch(next);
    expect(engine.state.currentIndex).toBe(2);
    expect(engine.dispatch(next).events).toEqual([]);
    engine.dispatch(prev);
    expect(engine.state.currentIndex).toBe(1);
    engine.dispatch(jump(0));
    expect(engine.state.currentIndex).toBe(0);
    expect(engine.dispatch(jump(7)).refusal?.code).toBe('no_such_question');
  });

  it('spec 001 §4: sections are visited in sectionOrder, questions of a section by index', () => {
    const test = aSectionedTest([{ questions: 2, order: 2 }, { questions: 2, order: 1 }], { lastQuestionIndex: 2 }, 'none');
    const { engine } = load(test);
    const seen = [engine.state.currentIndex];
    for (let i = 0; i < 3; i++) { engine.dispatch(next); seen.push(engine.state.currentIndex); }
    expect(seen).toEqual([2, 3, 0, 1]);
    expect(engine.state.layout.order).toEqual([2, 3, 0, 1]);
  });

  it('spec 001 §4: a question is placed in a section by questionNumbers, else by its sectionId', () => {
    const test = aSectionedTest([{ questions: 2 }, { questions: 2 }], {}, 'none');
    test.sectionSet[1].questionNumbers = [];
    const { engine } = load(test);
    expect(engine.state.layout.sectionOf).toEqual([0, 0, 1, 1]);
  });

  it('spec 001 §4: Partially_Lock — moving forward across a section boundary opens the switch-section warning; confirming enters the section with its own time', () => {
    const test = aSectionedTest([{ questions: 2, time: 300 }, { questions: 2, time: 120 }]);
    const { engine, clock } = load(test);
    engine.dispatch(next);
    clock.advance(5000);
    const r = engine.dispatch(next);
    expect(r.events.map((e) => e.event.type)).toEqual(['SectionSwitchRequested']);
    expect(engine.state.currentIndex).toBe(1);
    expect(engine.state.pendingSectionSwitch).toEqual({ fromSection: 0, toSection: 1, toIndex: 2 });
    engine.dispatch(confirm);
    expect(engine.state.currentIndex).toBe(2);
    expect(engine.state.currentSection).toBe(1);
    expect(engine.state.deadline).toBe(T0 + 5000 + 120_000);
    expect(engine.state.pendingSectionSwitch).toBeNull();
  });

  it('spec 001 §4: Partially_Lock — the switch can be cancelled', () => {
    const { engine } = load(aSectionedTest([{ questions: 1 }, { questions: 1 }]));
    engine.dispatch(next);
    engine.dispatch({ type: 'CancelSectionSwitch', data: {} });
    expect(engine.state.pendingSectionSwitch).toBeNull();
    expect(engine.state.currentIndex).toBe(0);
    expect(engine.dispatch(confirm).refusal?.code).toBe('no_pending_switch');
  });

  it("spec 001 §8: Partially_Lock — moving or jumping to an earlier section is refused with 'You are not allowed to go back to previous section'", () => {
    const { engine } = load(aSectionedTest([{ questions: 2 }, { questions: 2 }]));
    engine.dispatch(jump(3));
    engine.dispatch(confirm);
    expect(engine.state.currentIndex).toBe(3);
    engine.dispatch(prev);
    expect(engine.state.currentIndex).toBe(2);
    const back = engine.dispatch(prev);
    expect(back.refusal).toEqual({ code: 'section_locked', message: 'You are not allowed to go back to previous section' });
    expect(engine.dispatch(jump(0)).refusal?.message).toBe('You are not allowed to go back to previous section');
    expect(engine.state.currentIndex).toBe(2);
  });

  it('spec 001 §4: without Partially_Lock sections can be crossed both ways freely', () => {
    const { engine } = load(aSectionedTest([{ questions: 1 }, { questions: 1 }], {}, 'none'));
    engine.dispatch(next);
    expect(engine.state.currentIndex).toBe(1);
    engine.dispatch(prev);
    expect(engine.state.currentIndex).toBe(0);
  });

  it('spec 001 §4: in subjective-marks-edit mode (review, testStatus 2) only subjective questions are stepped through', () => {
    const test = aFlatTest(5, { testStatus: 2, testOption: 'subjective' });
    test.questionSet[1] = aSubjectiveQuestion(2);
    test.questionSet[3] = aSubjectiveQuestion(4);
    const { engine } = load(test, 'review');
    expect(engine.state.currentIndex).toBe(1);
    engine.dispatch(next);
    expect(engine.state.currentIndex).toBe(3);
    expect(engine.dispatch(next).events).toEqual([]);
    engine.dispatch(prev);
    expect(engine.state.currentIndex).toBe(1);
    expect(engine.dispatch(jump(2)).refusal?.code).toBe('not_markable');
  });
});

describe('spec 001 §4: modes in decide', () => {
  it('decide refuses everything but LoadTest before a test is loaded', () => {
    expect(decide(next, initialState(), T0)).toEqual({ ok: false, refusal: { code: 'not_loaded', message: 'No test data available' } });
  });

  it('spec 001 §4: review is read-only; Finish ends it', () => {
    const { engine } = load(aFlatTest(2), 'review');
    expect(engine.dispatch(answer()).refusal?.code).toBe('read_only');
    expect(engine.dispatch({ type: 'Submit', data: {} }).refusal?.code).toBe('not_available');
    engine.dispatch({ type: 'Finish', data: {} });
    expect(engine.state.finished).toBe(true);
  });

  it('spec 001 §4: review with testStatus 2 — each part of a subjective question is ticked yes or no', () => {
    const { engine } = load(aFlatTest(1, { testStatus: 2 }, aSubjectiveQuestion), 'review');
    engine.dispatch({ type: 'MarkSubjectiveParts', data: { ticks: [true, false] } });
    expect(engine.state.questions[0].ticks).toEqual([true, false]);
  });

  it('spec 001 §4: subjective ticks are refused when marks are not editable', () => {
    const { engine } = load(aFlatTest(1, { testStatus: 1 }, aSubjectiveQuestion), 'review');
    expect(engine.dispatch({ type: 'MarkSubjectiveParts', data: { ticks: [true] } }).refusal?.code).toBe('not_available');
  });

  it('spec 001 §4: mark for review is off in adaptive mode', () => {
    const { engine } = load(aFlatTest(2), 'adaptive');
    expect(engine.dispatch({ type: 'ToggleReview', data: {} }).refusal?.code).toBe('not_available');
  });

  it('spec 001 §4: full screen — leaving it opens the exited modal (Re-enter or Submit Now)', () => {
    const { engine } = load(aFlatTest(2));
    expect(engine.state.flags.fullScreen).toBe(true);
    engine.dispatch({ type: 'ExitFullScreen', data: {} });
    expect(engine.state.fullScreenExited).toBe(true);
    engine.dispatch({ type: 'EnterFullScreen', data: {} });
    expect(engine.state.fullScreenExited).toBe(false);
    engine.dispatch({ type: 'ExitFullScreen', data: {} });
    engine.dispatch({ type: 'Submit', data: { reason: 'full_screen' } });
    expect(engine.state.submitted).toBe(true);
    expect(engine.dispatch(next).refusal?.code).toBe('submitted');
  });

  it('a second LoadTest is refused', () => {
    const { engine } = load(aFlatTest(1));
    expect(engine.dispatch({ type: 'LoadTest', data: { test: aFlatTest(1), mode: 'guest' } }).refusal?.code).toBe('already_loaded');
  });
});
