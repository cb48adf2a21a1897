/** @jest-environment node */
// The screen's values as pure functions of the engine's state (given / when: the state an event log folds to).
import { describe, expect, it } from '@jest/globals';
import {
  countStatuses, hasNext, hasPrevious, isLastInOrder, marksAt, numberAt, paletteSections, pendingSectionName, statusCounts, ticksChanged,
} from '../../../ui/simulator/simulator-selectors';
import { aFlatTest, aQuestion, aSectionedTest, aSubjectiveQuestion, aTestData } from '../../mothers/test-data.mother';
import { answered, given, loaded, navigated, partsMarked, switchRequested } from '../../domain/test-engine/given';

describe('simulator selectors', () => {
  it('counts every status, zero for the missing ones', () => {
    expect(countStatuses(['attempted', 'attempted', 'help', 'not_visited'])).toEqual({
      not_visited: 1, visited: 0, not_attempted: 0, attempted: 2, marked_for_review: 0, answered_and_review: 0, help: 1,
    });
    expect(statusCounts(given(loaded(aFlatTest(3)), answered(0, 'A')).state)).toMatchObject({ attempted: 1, not_visited: 2 });
    expect(statusCounts(null).visited).toBe(0);
  });

  it('groups the palette by section in navigation order, questions without a section last', () => {
    const test = aSectionedTest([{ questions: 2, order: 2 }, { questions: 1, order: 1 }]);
    test.questionSet.push(aQuestion(4));
    const sections = paletteSections(given(loaded(test)).state);
    expect(sections.map((s) => [s.sectionName, s.questions.map((q) => [q.questionId, q.number])])).toEqual([
      ['Section 2', [[3, 1]]], ['Section 1', [[1, 2], [2, 3]]], ['Other', [[4, 4]]],
    ]);
    expect(paletteSections(given(loaded(aFlatTest(2))).state)).toEqual([{
      sectionId: 'all', sectionName: '', questions: [{ questionId: 1, number: 1, status: 'visited' }, { questionId: 2, number: 2, status: 'not_visited' }],
    }]);
  });

  it('numbers by navigation position; an adaptive session by the display number', () => {
    const s = given(loaded(aTestData({ questionSet: [aQuestion(11, { questionDisplayId: 7 }), aQuestion(12, { questionDisplayId: 0 })] }))).state;
    expect([numberAt(s, 0, false), numberAt(s, 1, false)]).toEqual([1, 2]);
    expect([numberAt(s, 0, true), numberAt(s, 1, true)]).toEqual([7, 2]);
  });

  it('Previous and Next: the ends of the navigation order; an adaptive session offers Next until it is finished', () => {
    const first = given(loaded(aFlatTest(2))).state;
    const last = given(loaded(aFlatTest(2)), navigated(0, 1)).state;
    expect([hasPrevious(first), hasNext(first, false), isLastInOrder(first)]).toEqual([false, true, false]);
    expect([hasPrevious(last), hasNext(last, false), isLastInOrder(last), hasNext(last, true)]).toEqual([true, false, true, true]);
  });

  it('names the section a pending switch goes to', () => {
    const test = aSectionedTest([{ questions: 1 }, { questions: 1 }]);
    expect(pendingSectionName(given(loaded(test)).state)).toBeNull();
    expect(pendingSectionName(given(loaded(test), switchRequested(0, 1, 1)).state)).toBe('Section 2');
  });

  it('review marks: ticked in this review, else as stored; a typed total wins; none for other questions', () => {
    const test = aTestData({ testStatus: 2, testOption: 'subjective', questionSet: [aSubjectiveQuestion(1, { answerStatus: 'no,yes', marks: 3 }), aQuestion(2)] });
    const review = loaded(test, 'review');
    expect(marksAt(given(review).state, 0, undefined)).toEqual({ options: ['no', 'yes'], totalMark: 3 });
    expect(marksAt(given(review).state, 0, 1.5)).toEqual({ options: ['no', 'yes'], totalMark: 1.5 });
    const ticked = given(review, partsMarked(0, [true, false])).state;
    expect(marksAt(ticked, 0, undefined)).toEqual({ options: ['yes', 'no'], totalMark: 2 });
    expect(ticksChanged(ticked, 0, ['yes', 'no'])).toBe(false);
    expect(ticksChanged(ticked, 0, ['yes', 'yes'])).toBe(true);
    expect(marksAt(ticked, 1, undefined)).toBeNull();
  });
});
