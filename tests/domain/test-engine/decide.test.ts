import { describe, expect, it } from '@jest/globals';
import { cmd } from '../../../domain/test-engine/events';
import { aFlatTest, aSectionedTest, aSubjectiveQuestion, text } from '../../mothers/test-data.mother';
import { T0 } from './engine-harness';
import {
  answered, at, cleared, finished, fullScreenEntered, fullScreenExited, given, loaded, navigated, partsMarked, reviewToggled,
  sectionEntered, statusesOf, submitted, switchCancelled, switchRequested,
} from './given';

const answer = (v = 'A') => cmd('GiveAnswer', { response: text(v) });
const next = cmd('GoNext');
const prev = cmd('GoPrevious');
const jump = (index: number) => cmd('JumpTo', { index });
const confirm = cmd('ConfirmSectionSwitch');
const SECTION_BACK = 'You are not allowed to go back to previous section';

describe('attempt limits', () => {
  it("test-wide limit refuses a new attempt with 'Max question limit reached.' / 'You are not allowed to attempt more than {n} questions.'", () => {
    const test = aFlatTest(4, { noQuestionAttempt: 2 });
    given(loaded(test)).when(answer()).then(answered(0, 'A'));
    given(loaded(test), answered(0, 'A'), navigated(0, 1)).when(answer()).then(answered(1, 'A'));
    const s = given(loaded(test), answered(0, 'A'), navigated(0, 1), answered(1, 'A'), navigated(1, 2))
      .when(answer())
      .thenRefused({ code: 'attempt_limit', title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 2 questions.' });
    expect(statusesOf(s)[2]).toBe('visited');
  });

  it('answering an already-attempted question again is not a new attempt', () => {
    const test = aFlatTest(3, { noQuestionAttempt: 1 });
    given(loaded(test), answered(0, 'A')).when(answer('B')).then(answered(0, 'B'));
    const s = given(loaded(test), answered(0, 'A'), answered(0, 'B')).when(cmd('ToggleReview')).then(reviewToggled(0));
    expect(statusesOf(s)[0]).toBe('answered_and_review');
    given(loaded(test), answered(0, 'A'), answered(0, 'B'), reviewToggled(0)).when(answer('C')).then(answered(0, 'C'));
  });

  it('an empty answer is not an attempt and is never refused', () => {
    const test = aFlatTest(2, { noQuestionAttempt: 1 });
    given(loaded(test), answered(0, 'A'), navigated(0, 1)).when(answer('')).then(answered(1, ''));
  });

  it('clearing an answer frees an attempt', () => {
    const test = aFlatTest(2, { noQuestionAttempt: 1 });
    given(loaded(test), answered(0, 'A'), cleared(0), navigated(0, 1)).when(answer()).then(answered(1, 'A'));
  });

  it("a section limit ends with 'in this section.' and counts only that section", () => {
    const test = aSectionedTest([{ questions: 2, limit: 1 }, { questions: 2, limit: 1 }], { noQuestionAttempt: 1 }, 'none');
    const sectionOneAnswered = [loaded(test), answered(0, 'A'), navigated(0, 1)];
    given(...sectionOneAnswered).when(answer())
      .thenRefused({ code: 'attempt_limit', title: 'Max question limit reached.', message: 'You are not allowed to attempt more than 1 questions in this section.' });
    // section 2 has its own count; the test-wide limit is for questions without a section
    given(...sectionOneAnswered, navigated(1, 2)).when(answer()).then(answered(2, 'A'));
  });

  it('uploading an image counts as an attempt for the limit', () => {
    const test = aFlatTest(2, { noQuestionAttempt: 1 }, aSubjectiveQuestion);
    given(loaded(test), answered(0, 'words'), navigated(0, 1)).when(cmd('UploadImage', { fileName: 'a.png', url: 'u' })).thenRefused('attempt_limit');
  });
});

describe('navigation', () => {
  it('next and previous move through questions and stop at the ends', () => {
    const test = aFlatTest(3);
    given(loaded(test)).when(prev).then();
    given(loaded(test)).when(next).then(navigated(0, 1));
    const atEnd = [loaded(test), navigated(0, 1), navigated(1, 2)];
    expect(given(...atEnd).state.currentIndex).toBe(2);
    given(...atEnd).when(next).then();
    given(...atEnd).when(prev).then(navigated(2, 1));
    given(...atEnd, navigated(2, 1)).when(jump(0)).then(navigated(1, 0));
    given(loaded(test)).when(jump(7)).thenRefused('no_such_question');
  });

  it('sections are visited in sectionOrder, questions of a section by index', () => {
    const test = aSectionedTest([{ questions: 2, order: 2 }, { questions: 2, order: 1 }], { lastQuestionIndex: 2 }, 'none');
    const start = given(loaded(test)).state;
    expect(start.currentIndex).toBe(2);
    expect(start.layout.order).toEqual([2, 3, 0, 1]);
    given(loaded(test)).when(next).then(navigated(2, 3));
    given(loaded(test), navigated(2, 3)).when(next).then(navigated(3, 0));
    given(loaded(test), navigated(2, 3), navigated(3, 0)).when(next).then(navigated(0, 1));
  });

  it('a question is placed in a section by questionNumbers, else by its sectionId', () => {
    const test = aSectionedTest([{ questions: 2 }, { questions: 2 }], {}, 'none');
    test.sectionSet[1].questionNumbers = [];
    expect(given(loaded(test)).state.layout.sectionOf).toEqual([0, 0, 1, 1]);
  });

  it('Partially_Lock — moving forward across a section boundary opens the switch-section warning; confirming enters the section with its own time', () => {
    const test = aSectionedTest([{ questions: 2, time: 300 }, { questions: 2, time: 120 }]);
    given(loaded(test)).when(next).then(navigated(0, 1));
    const asked = given(loaded(test), navigated(0, 1)).when(next, T0 + 5000).then(switchRequested(0, 1, 2));
    expect(asked.currentIndex).toBe(1);
    expect(asked.pendingSectionSwitch).toEqual({ fromSection: 0, toSection: 1, toIndex: 2 });
    const entered = given(loaded(test), navigated(0, 1), at(T0 + 5000, switchRequested(0, 1, 2)))
      .when(confirm)
      .then(sectionEntered(1, 2, T0 + 5000 + 120_000));
    expect(entered.currentIndex).toBe(2);
    expect(entered.currentSection).toBe(1);
    expect(entered.deadline).toBe(T0 + 5000 + 120_000);
    expect(entered.pendingSectionSwitch).toBeNull();
  });

  it('Partially_Lock — the switch can be cancelled', () => {
    const test = aSectionedTest([{ questions: 1 }, { questions: 1 }]);
    given(loaded(test)).when(next).then(switchRequested(0, 1, 1));
    const s = given(loaded(test), switchRequested(0, 1, 1)).when(cmd('CancelSectionSwitch')).then(switchCancelled(1));
    expect(s.pendingSectionSwitch).toBeNull();
    expect(s.currentIndex).toBe(0);
    given(loaded(test), switchRequested(0, 1, 1), switchCancelled(1)).when(confirm).thenRefused('no_pending_switch');
  });

  it("Partially_Lock — moving or jumping to an earlier section is refused with 'You are not allowed to go back to previous section'", () => {
    const test = aSectionedTest([{ questions: 2 }, { questions: 2 }]);
    given(loaded(test)).when(jump(3)).then(switchRequested(0, 1, 3));
    const inSectionTwo = [loaded(test), switchRequested(0, 1, 3), sectionEntered(1, 3, T0 + 600_000)];
    given(loaded(test), switchRequested(0, 1, 3)).when(confirm).then(sectionEntered(1, 3, T0 + 600_000));
    expect(given(...inSectionTwo).state.currentIndex).toBe(3);
    given(...inSectionTwo).when(prev).then(navigated(3, 2));
    const s = given(...inSectionTwo, navigated(3, 2)).when(prev).thenRefused({ code: 'section_locked', message: SECTION_BACK });
    expect(given(...inSectionTwo, navigated(3, 2)).when(jump(0)).refusal?.message).toBe(SECTION_BACK);
    expect(s.currentIndex).toBe(2);
  });

  it('without Partially_Lock sections can be crossed both ways freely', () => {
    const test = aSectionedTest([{ questions: 1 }, { questions: 1 }], {}, 'none');
    given(loaded(test)).when(next).then(navigated(0, 1));
    given(loaded(test), navigated(0, 1)).when(prev).then(navigated(1, 0));
  });

  it('in subjective-marks-edit mode (review, testStatus 2) only subjective questions are stepped through', () => {
    const test = aFlatTest(5, { testStatus: 2, testOption: 'subjective' });
    test.questionSet[1] = aSubjectiveQuestion(2);
    test.questionSet[3] = aSubjectiveQuestion(4);
    const review = loaded(test, 'review');
    expect(given(review).state.currentIndex).toBe(1);
    given(review).when(next).then(navigated(1, 3));
    given(review, navigated(1, 3)).when(next).then();
    given(review, navigated(1, 3)).when(prev).then(navigated(3, 1));
    given(review, navigated(1, 3), navigated(3, 1)).when(jump(2)).thenRefused('not_markable');
  });
});

describe('modes in decide', () => {
  it('decide refuses everything but LoadTest before a test is loaded', () => {
    given().when(next).thenRefused({ code: 'not_loaded', message: 'No test data available' });
  });

  it('review is read-only; Finish ends it', () => {
    const review = loaded(aFlatTest(2), 'review');
    given(review).when(answer()).thenRefused('read_only');
    given(review).when(cmd('Submit', {})).thenRefused('not_available');
    expect(given(review).when(cmd('Finish')).then(finished()).finished).toBe(true);
  });

  it('review with testStatus 2 — each part of a subjective question is ticked yes or no', () => {
    const review = loaded(aFlatTest(1, { testStatus: 2 }, aSubjectiveQuestion), 'review');
    const s = given(review).when(cmd('MarkSubjectiveParts', { ticks: [true, false] })).then(partsMarked(0, [true, false]));
    expect(s.questions[0].ticks).toEqual([true, false]);
  });

  it('subjective ticks are refused when marks are not editable', () => {
    const review = loaded(aFlatTest(1, { testStatus: 1 }, aSubjectiveQuestion), 'review');
    given(review).when(cmd('MarkSubjectiveParts', { ticks: [true] })).thenRefused('not_available');
  });

  it('mark for review is off in adaptive mode', () => {
    given(loaded(aFlatTest(2), 'adaptive')).when(cmd('ToggleReview')).thenRefused('not_available');
  });

  it('full screen — leaving it opens the exited modal (Re-enter or Submit Now)', () => {
    const test = loaded(aFlatTest(2));
    expect(given(test).state.flags.fullScreen).toBe(true);
    expect(given(test).when(cmd('ExitFullScreen')).then(fullScreenExited()).fullScreenExited).toBe(true);
    expect(given(test, fullScreenExited()).when(cmd('EnterFullScreen')).then(fullScreenEntered()).fullScreenExited).toBe(false);
    const leftAgain = [test, fullScreenExited(), fullScreenEntered(), fullScreenExited()];
    expect(given(...leftAgain).when(cmd('Submit', { reason: 'full_screen' })).then(submitted('full_screen')).submitted).toBe(true);
    given(...leftAgain, submitted('full_screen')).when(next).thenRefused('submitted');
  });

  it('a second LoadTest is refused', () => {
    given(loaded(aFlatTest(1))).when(cmd('LoadTest', { test: aFlatTest(1), mode: 'guest' })).thenRefused('already_loaded');
  });
});
