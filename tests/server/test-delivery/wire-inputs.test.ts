/** @jest-environment node */
// server/test-delivery/wire-inputs.ts: /testsubmit's ansdetails and /teststop's testDetail are read by fast readings
// of plainly valid values, and by zod for anything else. On random input, valid and not, readAnsDetails and
// readStopDetail give exactly what zod gives (the same value, its keys in the same order), or refuse it with zod's own
// 400 and message ("ansdetails.questionSet.3.help must be at most 1000").
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { z } from 'zod';
import { HttpError } from '../../../server/http/reply';
import { parseInput } from '../../../server/http/validation';
import { ansDetails, FAIL, fastAnsDetails, fastStopDetail, readAnsDetails, readStopDetail, stopDetail } from '../../../server/test-delivery/wire-inputs';

/** A value of a field: mostly valid ones, and every kind of wrong one. */
const value = fc.oneof(
  { arbitrary: fc.integer({ min: -5, max: 1200 }), weight: 6 },
  { arbitrary: fc.constantFrom(0, -0, 1, 2.5, 3, 7, 100, 1000, 1001, 1e9, 1e9 + 1, 1e12, 1e13, 86400, 86401, 604800, 604801, -100, -100.5, 1e400, 2 ** 53 + 2), weight: 4 },
  { arbitrary: fc.constantFrom('5', ' 12 ', '-3', '2.50', '1e3', '', ' ', 'abc', '0x10', '07', '-0', '1.', '9'.repeat(400), '1000', '1001'), weight: 3 },
  { arbitrary: fc.string({ maxLength: 8 }), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [1], { a: 1 }), weight: 2 },
  { arbitrary: fc.constantFrom('x'.repeat(50), 'x'.repeat(51), 'x'.repeat(100), 'x'.repeat(101), 'x'.repeat(201), 'x'.repeat(301)), weight: 1 },
);

/** An object of the given keys, each absent sometimes, plus unknown keys sometimes. */
const objectOf = (keys: readonly string[], special: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc.record(Object.fromEntries([
    ...keys.map((k) => [k, special[k] ?? value]),
    ['extra', value], ['answerStatus', fc.string({ maxLength: 4 })], ['constructor', value],
  ]), { requiredKeys: [] }).chain((o) => fc.oneof(
    { arbitrary: fc.constant<unknown>(o), weight: 12 },
    { arbitrary: fc.constantFrom<unknown>(null, 7, 'x', [o]), weight: 1 },
  ));

/** Mostly complete objects: the good values, with at most one key dropped and up to two taken from the random object. */
const mostly = (keys: readonly string[], special: Record<string, fc.Arbitrary<unknown>>, good: Record<string, unknown>) =>
  fc.tuple(objectOf(keys, special), fc.subarray([...keys], { maxLength: 1 }), fc.subarray([...keys], { maxLength: 2 }), fc.nat(19))
    .map(([random, drop, mutate, wild]) => {
      if (wild === 0 || typeof random !== 'object' || random === null || Array.isArray(random)) return random;
      const out: Record<string, unknown> = {};
      for (const k of keys) {
        if (drop.includes(k)) continue;
        out[k] = mutate.includes(k) && k in random ? (random as Record<string, unknown>)[k] : good[k];
      }
      if ('extra' in random) out.extra = (random as Record<string, unknown>).extra;
      return out;
    });

const QUESTION_KEYS = ['questionId', 'itemId', 'topicId', 'timeSpent', 'correctAnswerMarks', 'incorrectAnswerMarks', 'notAnswerMarks',
  'studentResponse', 'help', 'sectionId', 'sectionName'];
const GOOD_QUESTION = { questionId: 1001, itemId: 3, topicId: 7, timeSpent: 12, correctAnswerMarks: 4, incorrectAnswerMarks: -1, notAnswerMarks: 0,
  studentResponse: '2', help: 0, sectionId: 3, sectionName: 'Physics' };
const question = mostly(QUESTION_KEYS, { sectionId: fc.oneof(value, fc.constant(null)) }, GOOD_QUESTION);
const DETAIL_KEYS = ['courseId', 'templateId', 'packTypeId', 'packTypeTitle', 'testId', 'testType', 'testOption', 'testMode', 'totalTime',
  'remainingTime', 'totalQuestion', 'testTitle', 'questionSet', 'noQuestionAttempt', 'helpCounter', 'scheduleId', 'subject'];
const GOOD_DETAILS = { courseId: 101, templateId: 5001, packTypeId: 3, packTypeTitle: 'PRO', testId: 3004, testType: 3, testOption: 'objective',
  testMode: '', totalTime: 600, remainingTime: 300, totalQuestion: 5, testTitle: 'T', questionSet: [], noQuestionAttempt: 0, helpCounter: 0,
  scheduleId: 0, subject: '' };
const details = mostly(DETAIL_KEYS, { questionSet: fc.oneof({ arbitrary: fc.array(question, { maxLength: 6 }), weight: 8 }, { arbitrary: value, weight: 1 }) },
  { ...GOOD_DETAILS, questionSet: [GOOD_QUESTION] });

const SAVED_KEYS = ['questionId', 'studentResponse', 'timeSpent', 'help', 'backgroundImg', 'correctAnswerMarks', 'incorrectAnswerMarks', 'notAnswerMarks'];
const GOOD_SAVED = { questionId: 1001, studentResponse: '', timeSpent: 3, help: 0, backgroundImg: 'not_attempted', correctAnswerMarks: 1,
  incorrectAnswerMarks: 0, notAnswerMarks: 0 };
const stop = mostly(['test', 'sections', 'questions', 'lastQuestionIndex'], {
  test: mostly(['remainingTime', 'totalTime', 'testOption'], {}, { remainingTime: 100, totalTime: 600, testOption: 'objective' }),
  sections: fc.oneof(fc.array(value, { maxLength: 3 }), value),
  questions: fc.oneof({ arbitrary: fc.array(mostly(SAVED_KEYS, {}, GOOD_SAVED), { maxLength: 5 }), weight: 8 }, { arbitrary: value, weight: 1 }),
}, { test: { remainingTime: 100 }, sections: [], questions: [GOOD_SAVED], lastQuestionIndex: 0 });

/** What zod gives for the field: the value, or the 400 message parseInput makes of its first issue. */
const byZod = (schema: z.ZodType, name: string, v: unknown) => {
  try {
    return { value: (parseInput(z.object({ [name]: schema }), { [name]: v }) as Record<string, unknown>)[name] };
  } catch (err) {
    return { refused: err instanceof HttpError ? `${err.status} ${err.message}` : String(err) };
  }
};
const byReader = (read: (v: unknown) => unknown, v: unknown) => {
  try {
    return { value: read(v) };
  } catch (err) {
    return { refused: err instanceof HttpError ? `${err.status} ${err.message}` : String(err) };
  }
};
/** The value with its keys in order, as JSON would write it. */
const ordered = (x: unknown) => JSON.stringify(x, (_k, v: unknown) => (Object.is(v, -0) ? '-0' : v));

describe('readAnsDetails', () => {
  it('gives what zod gives, value or refusal, on random input', () => {
    let accepted = 0;
    let fastHits = 0;
    fc.assert(fc.property(details, (d) => {
      const expected = byZod(ansDetails, 'ansdetails', d);
      // the fast reading takes only what zod takes, and gives the same
      const fast = fastAnsDetails(d);
      if (fast !== FAIL) {
        fastHits++;
        expect('value' in expected && ordered(fast) === ordered(expected.value)).toBe(true);
      }
      const actual = byReader(readAnsDetails, d);
      expect(actual).toEqual(expected);
      if ('value' in expected) {
        accepted++;
        expect(ordered(actual.value)).toBe(ordered(expected.value));
      }
    }), { numRuns: 3000 });
    expect(accepted).toBeGreaterThan(100);
    expect(fastHits).toBeGreaterThan(100);
  });

  it('reads the app payload of a real submit, numbers sent as text too', () => {
    const payload = { ...GOOD_DETAILS, courseId: '101', remainingTime: ' 300 ', questionSet: [{ ...GOOD_QUESTION, questionId: '1001', sectionId: null }] };
    expect(fastAnsDetails(payload)).not.toBe(FAIL);
    expect(readAnsDetails(payload)).toEqual(ansDetails.parse(payload));
    expect(readAnsDetails(payload)).toMatchObject({ courseId: 101, remainingTime: 300, questionSet: [{ questionId: 1001, sectionId: null }] });
    expect(() => readAnsDetails({ ...payload, questionSet: [{ ...GOOD_QUESTION, help: 1001 }] }))
      .toThrow('ansdetails.questionSet.0.help must be at most 1000');
  });
});

describe('readStopDetail', () => {
  it('gives what zod gives, value or refusal, on random input', () => {
    let accepted = 0;
    let fastHits = 0;
    fc.assert(fc.property(stop, (d) => {
      const expected = byZod(stopDetail, 'testDetail', d);
      // the fast reading takes only what zod takes, and gives the same
      const fast = fastStopDetail(d);
      if (fast !== FAIL) {
        fastHits++;
        expect('value' in expected && ordered(fast) === ordered(expected.value)).toBe(true);
      }
      const actual = byReader(readStopDetail, d);
      expect(actual).toEqual(expected);
      if ('value' in expected) {
        accepted++;
        expect(ordered(actual.value)).toBe(ordered(expected.value));
      }
    }), { numRuns: 3000 });
    expect(accepted).toBeGreaterThan(100);
    expect(fastHits).toBeGreaterThan(100);
  });
});
