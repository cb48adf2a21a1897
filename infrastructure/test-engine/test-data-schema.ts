// zod schemas for the server's test data (spec 001 §3), mapped to the domain TestData.
// Tolerant of representation: numbers sent as strings, null or missing strings -> '', missing lists -> [],
// missing numbers -> 0 (remainingTime -> totalTime). Strict on meaning: ids must be numbers, testType 1..5,
// every question type must be one the engine knows (an unknown one rejects the whole test, so the student
// never sits a question the simulator cannot show or score), question ids unique, section refs resolvable.
import { z } from 'zod';
import {
  MULTI_SELECT_TYPES, SINGLE_CHOICE_TYPES, SUBJECTIVE_TYPES, TEXT_ENTRY_TYPES,
  type Question, type Section, type TestData, type TestType,
} from '../../domain/test-engine/test-data';
import { describeIssues } from './describe-issues';

const KNOWN_TYPES: ReadonlySet<string> = new Set([...SINGLE_CHOICE_TYPES, ...MULTI_SELECT_TYPES, ...TEXT_ENTRY_TYPES, ...SUBJECTIVE_TYPES]);

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
/** numeric text -> number; -0 reads as 0 (its text form '0' could not tell them apart, and no mark means -0) */
const toNumber = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v.trim()) : v;
  return n === 0 ? 0 : n;
};

/** a number, also sent as numeric text; blank -> fallback */
const num = (fallback = 0) => z.preprocess((v) => (isBlank(v) ? fallback : toNumber(v)), z.number());
/** a required integer id, also sent as numeric text */
const id = z.preprocess((v) => (isBlank(v) ? undefined : toNumber(v)), z.number().int());
/** an integer, also sent as numeric text; blank -> fallback */
const int = (fallback = 0) => z.preprocess((v) => (isBlank(v) ? fallback : toNumber(v)), z.number().int());
/** text; numbers become text; null/missing -> '' */
const text = z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string());
/** a list; null/missing -> [] */
const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => v ?? [], z.array(item));

const responseChoiceSchema = z.object({ responseId: text, responseText: text, partMarks: num() });

const columnSchema = z.object({
  columnHeader: text,
  columnRows: list(z.object({ rowId: text, rowName: text })),
});

export const questionSchema = z.object({
  questionId: id,
  questionDisplayId: int(),
  itemId: int(),
  questionType: z.string().refine((t) => KNOWN_TYPES.has(t), { error: (iss) => `unknown question type '${String(iss.input)}'` }),
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
  sectionId: z.preprocess((v) => (isBlank(v) ? null : toNumber(v)), z.number().int().nullable()),
  sectionName: text,
  sectionTime: num(),
  help: int(),
  answerStatus: text,
  marks: num(),
}) satisfies z.ZodType<Question, unknown>;

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
}) satisfies z.ZodType<Section, unknown>;

export const testDataSchema = z.object({
  testId: id,
  testType: z.preprocess(toNumber, z.number().int().min(1).max(5)).transform((t) => t as TestType),
  testName: text,
  testOption: text,
  totalTime: num(),
  remainingTime: z.preprocess((v) => (isBlank(v) ? null : toNumber(v)), z.number().nullable()),
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
}).superRefine((t, ctx) => {
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
}).transform((t): TestData => ({ ...t, remainingTime: t.remainingTime ?? t.totalTime }));

/** The server's test data as the domain TestData, or the problems (for the log) when it cannot be used. */
export function parseTestData(raw: unknown): { ok: true; test: TestData } | { ok: false; problem: string } {
  const parsed = testDataSchema.safeParse(raw);
  if (parsed.success) return { ok: true, test: parsed.data };
  return { ok: false, problem: describeIssues(parsed.error.issues) };
}
