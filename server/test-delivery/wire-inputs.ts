// zod schemas for the test-delivery requests. Numbers are accepted as JSON numbers or numeric
// text, as the app's payload builders and forms send either.
import { z } from 'zod';
import { TEST_TYPE } from '../../domain/shared/test-type';
import { integer, typeError } from '../http/validation';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** a finite number (JSON number or numeric text) within lo..hi */
export const num = (lo: number, hi: number) =>
  z.union([z.number(), z.string().trim().regex(NUMERIC, 'must be a number').transform(Number)], { error: typeError('a number') })
    .pipe(z.number().finite('must be a number').min(lo, `must be at least ${lo}`).max(hi, `must be at most ${hi}`));

/** an integer (JSON number or text) within lo..hi */
export const int = (lo: number, hi: number) => num(lo, hi).pipe(z.number().int('must be an integer'));

/** text, numbers read as their text form; missing/null -> '' */
export const str = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`));

/** an optional query integer ('' counts as absent) */
export const optionalInteger = () => z.preprocess((v) => (v === '' ? undefined : v), integer().optional());

/** an optional query decimal: optional minus, up to 2 integer digits and 6 decimals */
export const optionalDecimal = () => z.preprocess((v) => (v === '' ? undefined : v),
  z.string().trim().regex(/^-?\d{1,2}(\.\d{1,6})?$/, 'must be a number with up to 2 integer digits and 6 decimals').transform(Number).optional());

export const MAX_QUESTIONS = 500;

const objectError = { error: typeError('an object') };
const listError = { error: typeError('a list') };
const DAY = 24 * 60 * 60;

/**
 * The marks of a question as the app sends them back with its answer: read (the app's payload carries them) but
 * never used: the server scores with the marks of the configuration or of the delivered self test.
 */
const questionMarks = {
  correctAnswerMarks: num(-100, 100).optional().default(1),
  incorrectAnswerMarks: num(-100, 100).optional().default(0),
  notAnswerMarks: num(-100, 100).optional().default(0),
};

/** One question of /testsubmit ansdetails.questionSet. */
export const submitQuestion = z.looseObject({
  questionId: int(1, 1e9),
  itemId: int(0, 1e12).optional(),
  topicId: int(0, 1e9).optional(),
  timeSpent: num(0, DAY).optional().default(0),
  ...questionMarks,
  studentResponse: str(20000),
  help: int(0, 1000).optional().default(0),
  sectionId: z.union([int(0, 1e9), z.null()]).optional(),
  sectionName: str(200).optional(),
}, objectError);

export const ansDetails = z.looseObject({
  courseId: int(1, 1e9),
  templateId: int(1, 1e9),
  packTypeId: int(0, 1e9).optional(),
  packTypeTitle: str(100).optional(),
  testId: int(0, 1e9),
  testType: int(TEST_TYPE.selfTest, TEST_TYPE.classMockTest),
  testOption: str(100).optional(),
  testMode: str(50).optional(),
  totalTime: num(0, 7 * DAY).optional(),
  remainingTime: num(0, 7 * DAY).optional().default(0),
  totalQuestion: int(0, MAX_QUESTIONS).optional(),
  testTitle: str(300).optional(),
  questionSet: z.array(submitQuestion, listError).max(MAX_QUESTIONS, `must have at most ${MAX_QUESTIONS} questions`),
  noQuestionAttempt: int(0, MAX_QUESTIONS).optional(),
  helpCounter: int(0, 100000).optional().default(0),
  scheduleId: int(0, 1e9).optional(),
  subject: str(200).optional(),
}, objectError);
export type AnsDetails = z.output<typeof ansDetails>;

/** One saved question of the /teststop testDetail (the app's SavedQuestion; only these fields are read). */
export const savedQuestion = z.looseObject({
  questionId: int(1, 1e9),
  studentResponse: str(20000),
  timeSpent: num(0, DAY).optional().default(0),
  help: int(0, 1000).optional().default(0),
  backgroundImg: str(100).optional().default(''),
  ...questionMarks,
}, objectError);

export const stopDetail = z.looseObject({
  test: z.looseObject({
    remainingTime: num(0, 7 * DAY),
    totalTime: num(0, 7 * DAY).optional(),
    testOption: str(100).optional(),
  }, objectError),
  sections: z.array(z.unknown(), listError).optional(),
  questions: z.array(savedQuestion, listError).min(1, 'must not be empty').max(MAX_QUESTIONS, `must have at most ${MAX_QUESTIONS} questions`),
  lastQuestionIndex: int(0, MAX_QUESTIONS).optional().default(0),
}, objectError);
export type StopDetail = z.output<typeof stopDetail>;

/** Parses a JSON text field, or throws a message for the field. */
export const jsonField = (field: string) =>
  z.string({ error: typeError('JSON text') }).transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `is not valid JSON` });
      return z.NEVER;
    }
  }).describe(field);
