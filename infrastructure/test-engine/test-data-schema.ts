// zod schemas for the server's test data, mapped to the domain TestData: where test data enters the app, so each
// question's kind is parsed from its questionType here, once.
// Tolerant of representation: numbers sent as strings, null or missing strings -> '', missing lists -> [],
// missing numbers -> 0 (remainingTime -> totalTime). Strict on meaning: ids must be numbers, testType 1..5,
// every question type must be one the engine knows (an unknown one rejects the whole test, so the student
// never sits a question the simulator cannot show or score), question ids unique, section refs resolvable.
// zod/mini (the functional API) like the other adapters, so the lazy container chunk carries no classic zod;
// describe-issues installs zod's English messages, which the problem text is built from.
import * as z from 'zod/mini';
import type { TestType } from '../../domain/shared/test-type';
import {
  MULTI_SELECT_TYPES, SINGLE_CHOICE_TYPES, SUBJECTIVE_TYPES, TEXT_ENTRY_TYPES, withKind,
  type Question, type Section, type TestData,
} from '../../domain/test-engine/test-data';
import { describeIssues } from './describe-issues';

const KNOWN_TYPES: ReadonlySet<string> = new Set([...SINGLE_CHOICE_TYPES, ...MULTI_SELECT_TYPES, ...TEXT_ENTRY_TYPES, ...SUBJECTIVE_TYPES]);

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
/** numeric text -> number; -0 reads as 0 (its text form '0' could not tell them apart, and no mark means -0) */
const toNumber = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v.trim()) : v;
  return n === 0 ? 0 : n;
};

/** classic zod's z.preprocess: the raw value goes through fn, then schema checks the result */
const preprocess = <T extends z.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);
/** classic zod's z.number().int() */
const integer = () => z.number().check(z.int());

/** a number, also sent as numeric text; blank -> fallback */
const num = (fallback = 0) => preprocess((v) => (isBlank(v) ? fallback : toNumber(v)), z.number());
/** a required integer id, also sent as numeric text */
const id = preprocess((v) => (isBlank(v) ? undefined : toNumber(v)), integer());
/** an integer, also sent as numeric text; blank -> fallback */
const int = (fallback = 0) => preprocess((v) => (isBlank(v) ? fallback : toNumber(v)), integer());
/** text; numbers become text; null/missing -> '' */
const text = preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string());
/** a list; null/missing -> [] */
const list = <T extends z.ZodMiniType>(item: T) => preprocess((v) => v ?? [], z.array(item));

const responseChoiceSchema = z.object({ responseId: text, responseText: text, partMarks: num() });

const columnSchema = z.object({
  columnHeader: text,
  columnRows: list(z.object({ rowId: text, rowName: text })),
});

const wireQuestionSchema = z.object({
  questionId: id,
  questionDisplayId: int(),
  itemId: int(),
  questionType: z.string().check(z.refine((t) => KNOWN_TYPES.has(t), { error: (iss) => `unknown question type '${String(iss.input)}'` })),
  questionTypeLabel: text,
  questionBody: text,
  commonDataDescription: text,
  columns: list(columnSchema),
  responseChoice: list(responseChoiceSchema),
  correctResponse: text,
  studentResponse: text,
  explanations: text,
  topicId: int(),
  timeSpent: num(),
  correctAnswerMarks: num(),
  incorrectAnswerMarks: num(),
  notAnswerMarks: num(),
  bloomId: int(),
  backgroundImg: text,
  cssName: text,
  sectionId: preprocess((v) => (isBlank(v) ? null : toNumber(v)), z.nullable(integer())),
  sectionName: text,
  sectionTime: num(),
  help: int(),
  answerStatus: text,
  marks: num(),
});

export const questionSchema = z.pipe(wireQuestionSchema, z.transform(withKind)) satisfies z.ZodMiniType<Question, unknown>;

export const sectionSchema = z.object({
  sectionName: text,
  sectionId: id,
  sectionOrder: int(),
  sectionTime: num(),
  questionNumbers: list(z.object({ questionId: id, questionIndex: int() })),
  noQuestionAttempt: int(),
  questionRange: text,
  correctMarks: num(),
  incorrectMarks: num(),
  notAnswerMarks: num(),
}) satisfies z.ZodMiniType<Section, unknown>;

const testDataObject = z.object({
  testId: id,
  testType: z.pipe(preprocess(toNumber, integer().check(z.gte(1), z.lte(5))), z.transform((t) => t as TestType)),
  testName: text,
  testOption: text,
  totalTime: num(),
  remainingTime: preprocess((v) => (isBlank(v) ? null : toNumber(v)), z.nullable(z.number())),
  testStatus: int(),
  sectionLock: text,
  noQuestionAttempt: int(),
  bloom: text,
  modelTestId: int(),
  scheduleId: int(),
  subject: text,
  lastQuestionIndex: int(),
  correctCount: int(),
  incorrectCount: int(),
  notAnsweredCount: int(),
  sectionSet: list(sectionSchema),
  questionSet: list(questionSchema),
});

export const testDataSchema = z.pipe(testDataObject.check(z.superRefine((t, ctx) => {
  const ids = new Set<number>();
  t.questionSet.forEach((q, i) => {
    if (ids.has(q.questionId)) ctx.addIssue({ code: 'custom', path: ['questionSet', i, 'questionId'], message: `duplicate questionId ${q.questionId}` });
    ids.add(q.questionId);
  });
  t.sectionSet.forEach((s, i) => s.questionNumbers.forEach((ref, j) => {
    if (!ids.has(ref.questionId)) {
      ctx.addIssue({ code: 'custom', path: ['sectionSet', i, 'questionNumbers', j, 'questionId'], message: `questionId ${ref.questionId} is not in questionSet` });
    }
  }));
})), z.transform((t): TestData => ({ ...t, remainingTime: t.remainingTime ?? t.totalTime })));

/** The server's test data as the domain TestData, or the problems (for the log) when it cannot be used. */
export function parseTestData(raw: unknown): { ok: true; test: TestData } | { ok: false; problem: string } {
  const parsed = z.safeParse(testDataSchema, raw);
  if (parsed.success) return { ok: true, test: parsed.data };
  return { ok: false, problem: describeIssues(parsed.error.issues) };
}
