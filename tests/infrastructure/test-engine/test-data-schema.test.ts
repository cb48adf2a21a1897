/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MULTI_SELECT_TYPES, SINGLE_CHOICE_TYPES, SUBJECTIVE_TYPES, TEXT_ENTRY_TYPES } from '../../../domain/test-engine/test-data';
import { parseTestData } from '../../../infrastructure/test-engine/test-data-schema';
import { expectedTestData, rawQuestion, rawSection, rawTestData } from '../../mothers/raw-test-data.mother';

const parsed = (raw: unknown) => {
  const r = parseTestData(raw);
  if (!r.ok) throw new Error(`expected the test to parse: ${r.problem}`);
  return r.test;
};
const problemOf = (raw: unknown) => {
  const r = parseTestData(raw);
  if (r.ok) throw new Error('expected the test to be refused');
  return r.problem;
};

describe('parseTestData', () => {
  it('maps well-formed server data to the same TestData', () => {
    expect(parsed(rawTestData())).toEqual(expectedTestData());
  });

  it('reads numbers sent as text', () => {
    const test = parsed(rawTestData({
      testId: '42', testType: '3', totalTime: '3600', remainingTime: ' 3500 ',
      sectionSet: [rawSection({ sectionId: '1', sectionTime: '600', incorrectMarks: '-0.25', questionNumbers: [{ questionId: '1', questionIndex: '0' }] })],
      questionSet: [rawQuestion(1, { questionId: '1', correctAnswerMarks: '2', incorrectAnswerMarks: '-0.5', timeSpent: '12', sectionId: '1', help: '1' })],
    }));
    expect(test).toMatchObject({ testId: 42, testType: 3, totalTime: 3600, remainingTime: 3500 });
    expect(test.sectionSet[0]).toMatchObject({ sectionId: 1, sectionTime: 600, incorrectMarks: -0.25, questionNumbers: [{ questionId: 1, questionIndex: 0 }] });
    expect(test.questionSet[0]).toMatchObject({ questionId: 1, correctAnswerMarks: 2, incorrectAnswerMarks: -0.5, timeSpent: 12, sectionId: 1, help: 1 });
  });

  it('fills missing lists with [], null or missing text with \'\', missing numbers with 0', () => {
    const test = parsed({ testId: 5, testType: 1, testName: null, totalTime: 60, questionSet: [{ questionId: 1, questionType: 'True-False', responseChoice: null, explanations: null }] });
    expect(test.sectionSet).toEqual([]);
    expect(test).toMatchObject({ testName: '', testOption: '', sectionLock: '', noQuestionAttempt: 0, lastQuestionIndex: 0, testStatus: 0 });
    const q = test.questionSet[0];
    expect(q).toMatchObject({ responseChoice: [], columns: [], explanations: '', questionBody: '', correctResponse: '', studentResponse: '', marks: 0, timeSpent: 0, help: 0 });
  });

  it('gives a test without remainingTime its whole totalTime', () => {
    expect(parsed(rawTestData({ remainingTime: undefined })).remainingTime).toBe(3600);
    expect(parsed(rawTestData({ remainingTime: null })).remainingTime).toBe(3600);
    expect(parsed(rawTestData({ remainingTime: 0 })).remainingTime).toBe(0);
  });

  it.each([[null, null], [undefined, null], ['', null], ['4', 4], [4, 4]])('reads sectionId %p as %p', (given, expected) => {
    expect(parsed(rawTestData({ sectionSet: [], questionSet: [rawQuestion(1, { sectionId: given })] })).questionSet[0].sectionId).toBe(expected);
  });

  it('turns numeric text fields (response ids) into text and drops fields the domain does not know', () => {
    const test = parsed(rawTestData({
      extra: 'x',
      questionSet: [rawQuestion(1, { responseChoice: [{ responseId: 7, responseText: 'Seven', partMarks: '0.5', junk: 1 }] }), rawQuestion(2)],
    }));
    expect(test).not.toHaveProperty('extra');
    expect(test.questionSet[0].responseChoice).toEqual([{ responseId: '7', responseText: 'Seven', partMarks: 0.5 }]);
  });

  it('accepts every question type, and parses each question\'s kind from its type, once, here', () => {
    const kinds = [
      ...SINGLE_CHOICE_TYPES.map((t) => [t, 'single']), ...MULTI_SELECT_TYPES.map((t) => [t, 'multi']),
      ...TEXT_ENTRY_TYPES.map((t) => [t, 'text']), ...SUBJECTIVE_TYPES.map((t) => [t, 'subjective']),
    ];
    const test = parsed(rawTestData({ sectionSet: [], questionSet: kinds.map(([t], i) => rawQuestion(i + 1, { questionType: t })) }));
    expect(test.questionSet.map((q) => [q.questionType, q.kind])).toEqual(kinds);
  });

  it('ignores a kind the server might send: the kind is always read from the questionType', () => {
    const test = parsed(rawTestData({ questionSet: [rawQuestion(1, { questionType: 'Multiple-Response', kind: 'single' }), rawQuestion(2)] }));
    expect(test.questionSet[0].kind).toBe('multi');
  });

  it.each([
    ['an unknown question type', rawTestData({ questionSet: [rawQuestion(1), rawQuestion(2, { questionType: 'Drag-And-Drop' })] }), "questionSet[1].questionType: unknown question type 'Drag-And-Drop'"],
    ['a test type outside 1..5', rawTestData({ testType: 7 }), 'testType: '],
    ['a missing testId', rawTestData({ testId: undefined }), 'testId: '],
    ['a missing questionId', rawTestData({ sectionSet: [], questionSet: [rawQuestion(1, { questionId: null })] }), 'questionSet[0].questionId: '],
    ['marks that are not a number', rawTestData({ questionSet: [rawQuestion(1, { correctAnswerMarks: 'lots' }), rawQuestion(2)] }), 'questionSet[0].correctAnswerMarks: '],
    ['a questionSet that is not a list', rawTestData({ questionSet: 'none' }), 'questionSet: '],
    ['a duplicate question id', rawTestData({ questionSet: [rawQuestion(1), rawQuestion(2), rawQuestion(1)] }), 'questionSet[2].questionId: duplicate questionId 1'],
    ['a section naming an unknown question', rawTestData({ sectionSet: [rawSection({ questionNumbers: [{ questionId: 9, questionIndex: 0 }] })] }), 'sectionSet[0].questionNumbers[0].questionId: questionId 9 is not in questionSet'],
    ['something that is not an object', 'test', '(top level): '],
  ])('refuses %s, naming the problem', (_label, raw, problem) => {
    expect(problemOf(raw)).toContain(problem);
  });

  it('reads any finite number and its text form the same way', () => {
    // regression seed from CI (counterexample [-0, 1]): -0 and its text form '0' must read the same
    const examples: [number, number][] = [[-0, 1]];
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 1, max: 10_000 }), (marks, time) => {
      const asNumbers = parsed(rawTestData({ totalTime: time, questionSet: [rawQuestion(1, { incorrectAnswerMarks: marks }), rawQuestion(2)] }));
      const asText = parsed(rawTestData({ totalTime: String(time), questionSet: [rawQuestion(1, { incorrectAnswerMarks: String(marks) }), rawQuestion(2)] }));
      expect(asText).toEqual(asNumbers);
    }), { examples });
  });
});
