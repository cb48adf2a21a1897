// zod schemas for the test-delivery requests. Numbers are accepted as JSON numbers or numeric
// text, as the app's payload builders and forms send either.
import { z } from 'zod';
import { TEST_TYPE } from '../../domain/shared/test-type';
import { integer, parseInput, typeError } from '../http/validation';

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
 * A field of a request object: its zod schema, and a fast reading of plainly valid values (`fast`, FAIL for anything
 * else) that gives what the schema gives for them. A submit's answers are read by the fast readings and only a
 * value they do not take is parsed by zod, so every refusal, and its message, is zod's (docs/reliability.md "Group
 * commit": zod on a 200-question submit cost a fifth of its CPU). tests/server/test-delivery/wire-inputs.test.ts
 * checks both give the same on valid and invalid input.
 */
interface Field<S extends z.ZodType = z.ZodType, U extends Use = Use> {
  schema: S;
  fast: (v: unknown) => unknown;
  use: U;
}
/** 'required', 'optional' (absent: no key), or the default of an absent value */
type Use = 'required' | 'optional' | { default: unknown };
/** The zod schema of a field as declared. */
type Declared<F> = F extends Field<infer S, infer U>
  ? U extends 'required' ? S : U extends 'optional' ? z.ZodOptional<S> : z.ZodDefault<z.ZodOptional<S>>
  : never;
export const FAIL: unique symbol = Symbol('not plainly valid');

/** A JSON number, or numeric text, that is finite; else undefined. */
const numberOf = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  if (!NUMERIC.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};
const numF = (lo: number, hi: number) => (v: unknown) => {
  const n = numberOf(v);
  return n !== undefined && n >= lo && n <= hi ? n : FAIL;
};
const intF = (lo: number, hi: number) => (v: unknown) => {
  const n = numberOf(v);
  return n !== undefined && Number.isSafeInteger(n) && n >= lo && n <= hi ? n : FAIL;
};
const strF = (max: number) => (v: unknown) => {
  const s = v === null ? '' : typeof v === 'number' ? String(v) : v;
  return typeof s === 'string' && s.length <= max ? s : FAIL;
};

const field = <S extends z.ZodType>(schema: S, fast: (v: unknown) => unknown) => ({
  required: (): Field<S, 'required'> => ({ schema, fast, use: 'required' }),
  optional: (): Field<S, 'optional'> => ({ schema, fast, use: 'optional' }),
  orDefault: (value: z.output<S>): Field<S, { default: unknown }> => ({ schema, fast, use: { default: value } }),
});
const numField = (lo: number, hi: number) => field(num(lo, hi), numF(lo, hi));
const intField = (lo: number, hi: number) => field(int(lo, hi), intF(lo, hi));
const strField = (max: number) => field(str(max), strF(max));

/** The zod shape of the fields: `.optional()` and `.optional().default(v)` as declared. */
const shapeOf = <T extends Record<string, Field>>(fields: T) => Object.fromEntries(Object.entries(fields).map(([key, f]) => [key,
  f.use === 'required' ? f.schema : f.use === 'optional' ? f.schema.optional() : f.schema.optional().default(f.use.default as never)],
)) as { [K in keyof T]: Declared<T[K]> };

/**
 * The fast reading of a z.looseObject of the fields: the declared keys in their order (a default for an absent one
 * that has it), then the other keys as they are; FAIL unless every declared value is plainly valid and no required
 * key is absent (and for a key __proto__, which zod treats apart).
 */
const fastObject = (fields: Record<string, Field>) => {
  const keys = Object.keys(fields);
  const fasts = keys.map((k) => fields[k].fast);
  const uses = keys.map((k) => fields[k].use);
  const known = new Set(keys);
  return (v: unknown): Record<string, unknown> | typeof FAIL => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;
    const input = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const raw = input[key];
      if (raw === undefined || !Object.hasOwn(input, key)) {
        const use = uses[i];
        if (key in input || use === 'required') return FAIL;
        if (use !== 'optional') out[key] = use.default;
        continue;
      }
      const value = fasts[i](raw);
      if (value === FAIL) return FAIL;
      out[key] = value;
    }
    for (const key in input) {
      if (key === '__proto__') return FAIL;
      if (!known.has(key)) out[key] = input[key];
    }
    return out;
  };
};

/** The fast reading of a z.array of `item` of at most `max` items (and at least `min`). */
const fastList = (item: (v: unknown) => unknown, max: number, min = 0) => (v: unknown): unknown[] | typeof FAIL => {
  if (!Array.isArray(v) || v.length > max || v.length < min) return FAIL;
  const out = new Array<unknown>(v.length);
  for (let i = 0; i < v.length; i++) {
    const x = item(v[i]);
    if (x === FAIL) return FAIL;
    out[i] = x;
  }
  return out;
};

/**
 * The marks of a question as the app sends them back with its answer: read (the app's payload carries them) but
 * never used: the server scores with the marks of the configuration or of the delivered self test.
 */
const questionMarks = {
  correctAnswerMarks: numField(-100, 100).orDefault(1),
  incorrectAnswerMarks: numField(-100, 100).orDefault(0),
  notAnswerMarks: numField(-100, 100).orDefault(0),
};

/** One question of /testsubmit ansdetails.questionSet. */
const SUBMIT_QUESTION = {
  questionId: intField(1, 1e9).required(),
  itemId: intField(0, 1e12).optional(),
  topicId: intField(0, 1e9).optional(),
  timeSpent: numField(0, DAY).orDefault(0),
  ...questionMarks,
  studentResponse: strField(20000).required(),
  help: intField(0, 1000).orDefault(0),
  sectionId: field(z.union([int(0, 1e9), z.null()]), (v) => (v === null ? null : intF(0, 1e9)(v))).optional(),
  sectionName: strField(200).optional(),
} satisfies Record<string, Field>;
export const submitQuestion = z.looseObject(shapeOf(SUBMIT_QUESTION), objectError);

const questionSet = <T extends z.ZodType>(item: T) =>
  z.array(item, listError).max(MAX_QUESTIONS, `must have at most ${MAX_QUESTIONS} questions`);

const ANS_DETAILS = {
  courseId: intField(1, 1e9).required(),
  templateId: intField(1, 1e9).required(),
  packTypeId: intField(0, 1e9).optional(),
  packTypeTitle: strField(100).optional(),
  testId: intField(0, 1e9).required(),
  testType: intField(TEST_TYPE.selfTest, TEST_TYPE.classMockTest).required(),
  testOption: strField(100).optional(),
  testMode: strField(50).optional(),
  totalTime: numField(0, 7 * DAY).optional(),
  remainingTime: numField(0, 7 * DAY).orDefault(0),
  totalQuestion: intField(0, MAX_QUESTIONS).optional(),
  testTitle: strField(300).optional(),
  questionSet: field(questionSet(submitQuestion), fastList(fastObject(SUBMIT_QUESTION), MAX_QUESTIONS)).required(),
  noQuestionAttempt: intField(0, MAX_QUESTIONS).optional(),
  helpCounter: intField(0, 100000).orDefault(0),
  scheduleId: intField(0, 1e9).optional(),
  subject: strField(200).optional(),
} satisfies Record<string, Field>;
export const ansDetails = z.looseObject(shapeOf(ANS_DETAILS), objectError);
export type AnsDetails = z.output<typeof ansDetails>;

/** One saved question of the /teststop testDetail (the app's SavedQuestion; only these fields are read). */
const SAVED_QUESTION = {
  questionId: intField(1, 1e9).required(),
  studentResponse: strField(20000).required(),
  timeSpent: numField(0, DAY).orDefault(0),
  help: intField(0, 1000).orDefault(0),
  backgroundImg: strField(100).orDefault(''),
  ...questionMarks,
} satisfies Record<string, Field>;
export const savedQuestion = z.looseObject(shapeOf(SAVED_QUESTION), objectError);

const STOP_TEST = {
  remainingTime: numField(0, 7 * DAY).required(),
  totalTime: numField(0, 7 * DAY).optional(),
  testOption: strField(100).optional(),
} satisfies Record<string, Field>;
const STOP_DETAIL = {
  test: field(z.looseObject(shapeOf(STOP_TEST), objectError), fastObject(STOP_TEST)).required(),
  sections: field(z.array(z.unknown(), listError), (v) => (Array.isArray(v) ? [...v] : FAIL)).optional(),
  questions: field(z.array(savedQuestion, listError).min(1, 'must not be empty').max(MAX_QUESTIONS, `must have at most ${MAX_QUESTIONS} questions`),
    fastList(fastObject(SAVED_QUESTION), MAX_QUESTIONS, 1)).required(),
  lastQuestionIndex: intField(0, MAX_QUESTIONS).orDefault(0),
} satisfies Record<string, Field>;
export const stopDetail = z.looseObject(shapeOf(STOP_DETAIL), objectError);
export type StopDetail = z.output<typeof stopDetail>;

/** The fast readings (FAIL: read by zod), exported for their test. */
export const fastAnsDetails = fastObject(ANS_DETAILS);
export const fastStopDetail = fastObject(STOP_DETAIL);
// zod's errors name the form field: "ansdetails.questionSet.0.questionId is required"
const ansDetailsField = z.object({ ansdetails: ansDetails });
const stopDetailField = z.object({ testDetail: stopDetail });

/** /testsubmit's ansdetails (parsed JSON): the fast reading when it takes the value, else zod's (400 naming the field). */
export const readAnsDetails = (value: unknown): AnsDetails => {
  const fast = fastAnsDetails(value);
  return fast !== FAIL ? (fast as AnsDetails) : parseInput(ansDetailsField, { ansdetails: value }).ansdetails;
};

/** /teststop's testDetail (parsed JSON), as readAnsDetails. */
export const readStopDetail = (value: unknown): StopDetail => {
  const fast = fastStopDetail(value);
  return fast !== FAIL ? (fast as StopDetail) : parseInput(stopDetailField, { testDetail: value }).testDetail;
};

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
