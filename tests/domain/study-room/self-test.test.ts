/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  acceptOptionInput, assessmentModeOf, DEFAULT_TEST_OPTION, OPTION_FIELDS, OPTION_MESSAGES, optionFromForm, optionsFormOf,
  optionValue, resumeSelfTestPath, selfTestPath, validateOptions, type OptionsForm, type TestOption,
} from '../../../domain/study-room/self-test';
import { parseSimulatorParams } from '../../../ui/simulator/simulator-params';

const validForm = (over: Partial<OptionsForm> = {}): OptionsForm => ({
  totalQuestions: '20', duration: '60', marksCorrectAns: '1', marksIncorrectAns: '-0.25', marksNotAnswer: '0', ...over,
});

describe('session modes', () => {
  it('Learning Session is beginner, Competitive Session advance', () => {
    expect(assessmentModeOf('learning')).toBe('beginner');
    expect(assessmentModeOf('competitive')).toBe('advance');
  });
});

describe('optionsFormOf', () => {
  it('fills the form as the student would type the numbers', () => {
    expect(optionsFormOf(DEFAULT_TEST_OPTION)).toEqual(validForm());
  });

  it('never writes an exponent', () => {
    const form = optionsFormOf({ ...DEFAULT_TEST_OPTION, marksCorrectAns: 1e-7, marksIncorrectAns: -0.000001, duration: Number.NaN });
    expect(form.marksCorrectAns).toBe('0');
    expect(form.marksIncorrectAns).toBe('-0.000001');
    expect(form.duration).toBe('');
  });
});

describe('the options input rule (acceptOptionInput, spec 001 §5)', () => {
  it.each(['-0.25', '12.123456', '-', '', '0', '99', '-10', '1.', '.5', '-.', '-12.5'])('keeps %p', (next) => {
    expect(acceptOptionInput('7', next)).toBe(next);
  });

  it.each(['123', '1.1234567', 'abc', '1e3', '--1', '1-', ' 1', '1,5', '+1', '1.2.3', 'Infinity', '0x1'])('ignores %p: the previous text stays', (next) => {
    expect(acceptOptionInput('7', next)).toBe('7');
  });

  it('property: what it keeps is always a prefix-valid number of up to 2 integer digits and 6 decimals', () => {
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (next) => {
      const kept = acceptOptionInput('', next);
      expect(kept === next || kept === '').toBe(true);
      if (kept === next) expect(next).toMatch(/^-?\d{0,2}(\.\d{0,6})?$/);
    }));
  });
});

describe('optionValue', () => {
  it('an empty text, a lone minus or point is 0', () => {
    for (const t of ['', '-', '.', '-.']) expect(optionValue(t)).toBe(0);
    expect(Object.is(optionValue('-0'), 0)).toBe(true);
  });

  it('reads the numbers the rule keeps', () => {
    expect(optionValue('-0.25')).toBe(-0.25);
    expect(optionValue('12.123456')).toBe(12.123456);
    expect(optionValue('1.')).toBe(1);
    expect(optionValue('.5')).toBe(0.5);
  });

  it('a text the rule would not keep is NaN', () => {
    for (const t of ['123', '1e3', 'abc', '--1']) expect(optionValue(t)).toBeNaN();
  });
});

describe('validateOptions', () => {
  it('accepts the default option', () => {
    expect(validateOptions(validForm())).toEqual({});
  });

  it('total questions: a whole number 1..99', () => {
    for (const ok of ['1', '99', '20.']) expect(validateOptions(validForm({ totalQuestions: ok }))).toEqual({});
    for (const bad of ['0', '', '-', '2.5', '-1', '123']) {
      expect(validateOptions(validForm({ totalQuestions: bad }))).toEqual({ totalQuestions: OPTION_MESSAGES.totalQuestions });
    }
  });

  it('total time: a whole number of minutes 1..99', () => {
    for (const ok of ['1', '99']) expect(validateOptions(validForm({ duration: ok }))).toEqual({});
    for (const bad of ['0', '', '0.5', '-5']) expect(validateOptions(validForm({ duration: bad }))).toEqual({ duration: OPTION_MESSAGES.duration });
  });

  it('marks for a correct answer: more than 0, at most 10', () => {
    for (const ok of ['0.000001', '10', '4', '2.5']) expect(validateOptions(validForm({ marksCorrectAns: ok }))).toEqual({});
    for (const bad of ['0', '', '-1', '10.000001', '11']) {
      expect(validateOptions(validForm({ marksCorrectAns: bad }))).toEqual({ marksCorrectAns: OPTION_MESSAGES.marksCorrectAns });
    }
  });

  it('marks for an incorrect answer and for not attempted: -10..0 (empty is 0)', () => {
    for (const ok of ['-10', '0', '', '-', '-0.333333']) {
      expect(validateOptions(validForm({ marksIncorrectAns: ok, marksNotAnswer: ok }))).toEqual({});
    }
    for (const bad of ['0.25', '-10.5', '1']) {
      expect(validateOptions(validForm({ marksIncorrectAns: bad, marksNotAnswer: bad }))).toEqual({
        marksIncorrectAns: OPTION_MESSAGES.marksIncorrectAns, marksNotAnswer: OPTION_MESSAGES.marksNotAnswer,
      });
    }
  });

  it('reports every field in error at once, and refuses text the input rule would not keep', () => {
    const all = validateOptions({ totalQuestions: '', duration: 'abc', marksCorrectAns: '', marksIncorrectAns: '5', marksNotAnswer: '1e3' });
    expect(Object.keys(all).sort()).toEqual([...OPTION_FIELDS].sort());
    for (const f of OPTION_FIELDS) expect(all[f]).toBe(OPTION_MESSAGES[f]);
  });
});

describe('optionFromForm', () => {
  it('takes the form values and keeps the rest of the option', () => {
    const base: TestOption = { ...DEFAULT_TEST_OPTION, examType: 'subjective', questionTypeList: ['Subjective-Type-Long'] };
    const option = optionFromForm(base, validForm({ totalQuestions: '15', duration: '30', marksCorrectAns: '4', marksIncorrectAns: '-1', marksNotAnswer: '' }));
    expect(option).toEqual({ ...base, totalQuestions: 15, duration: 30, marksCorrectAns: 4, marksIncorrectAns: -1, marksNotAnswer: 0 });
    expect(option.questionTypeList).not.toBe(base.questionTypeList);
  });

  it('round-trips a valid option through its form', () => {
    expect(optionFromForm(DEFAULT_TEST_OPTION, optionsFormOf(DEFAULT_TEST_OPTION))).toEqual(DEFAULT_TEST_OPTION);
  });
});

describe('selfTestPath', () => {
  it('carries the exact query of a new self test', () => {
    const path = selfTestPath({ templateId: 5001, courseId: 11, topicId: 111, mode: 'competitive', option: { ...DEFAULT_TEST_OPTION, questionTypeList: ['Multiple-Choice', 'Integer-Type'] } });
    expect(path).toBe('/test-simulator?testType=1&topicId=111&templateId=5001&courseId=11&assessmentMode=advance&examType=objective'
      + '&totalQuestion=20&totalTime=60&marksCorrectAnswer=1&marksIncorrectAnswer=-0.25&marksNotAttempted=0'
      + '&questionType=Multiple-Choice%2CInteger-Type');
  });

  it('leaves questionType out when the option lists none; a learning session is beginner', () => {
    const path = selfTestPath({ templateId: 5001, courseId: 11, topicId: 111, mode: 'learning', option: DEFAULT_TEST_OPTION });
    expect(path).toBe('/test-simulator?testType=1&topicId=111&templateId=5001&courseId=11&assessmentMode=beginner&examType=objective'
      + '&totalQuestion=20&totalTime=60&marksCorrectAnswer=1&marksIncorrectAnswer=-0.25&marksNotAttempted=0');
  });

  it('is read back by the simulator as the same test', () => {
    const path = selfTestPath({ templateId: 5001, courseId: 11, topicId: 111, mode: 'competitive', option: { ...DEFAULT_TEST_OPTION, examType: 'subjective', questionTypeList: ['Subjective-Type-Long'] } });
    expect(parseSimulatorParams(path.slice(path.indexOf('?')))).toMatchObject({
      testType: 1, topicId: 111, templateId: 5001, courseId: 11, assessmentMode: 'advance', examType: 'subjective',
      totalQuestion: 20, totalTime: 60, marksCorrectAnswer: 1, marksIncorrectAnswer: -0.25, marksNotAttempted: 0, questionType: 'Subjective-Type-Long',
    });
  });
});

describe('resumeSelfTestPath', () => {
  const running = { testName: 'Kinematics', testMode: 'advance', testSession: '555', testType: 1, testId: 111 };

  it('resumes the saved session of the topic', () => {
    expect(resumeSelfTestPath(running, { templateId: 5001, courseId: 11 }))
      .toBe('/test-simulator?testType=1&testId=111&topicId=111&templateId=5001&courseId=11&testSession=555&assessmentMode=advance');
  });

  it('takes the mode only when it is beginner or advance', () => {
    expect(resumeSelfTestPath({ ...running, testMode: 'Beginner' }, { templateId: 5001, courseId: 11 })).toContain('&assessmentMode=beginner');
    expect(resumeSelfTestPath({ ...running, testMode: 'adaptive' }, { templateId: 5001, courseId: 11 })).not.toContain('assessmentMode');
    expect(resumeSelfTestPath({ ...running, testMode: '' }, { templateId: 5001, courseId: 11 })).not.toContain('assessmentMode');
  });
});
