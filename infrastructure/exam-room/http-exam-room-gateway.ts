// ExamRoomGateway over the shared HTTP client (spec 001 §7; the agreed shapes in docs/api.md). Every reply is
// validated with zod: identity fields (ids, names) are required, descriptive figures the server leaves out or
// null get neutral defaults, numbers sent as numeric strings are read as numbers. A malformed reply is the
// client's ordinary ApiFailure ('Something went wrong'), which the use cases turn into an empty state.
// zod/mini: this module is part of the container chunk that /login prefetches.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type {
  ClassTest, ExamRoomGateway, MockTest, MockTestCategory, MockTestSection, RunningTest, Topic, TopicTest, TopicTestList,
} from '../../application/exam-room/ports';
import type { ApiFailure } from '../http/envelope';
import { GENERIC_ERROR, HttpClient } from '../http/http-client';

/** A finite number, also as a numeric string ('12', '-0.25'). */
const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(?:\.\d+)?\s*$/))]),
  z.transform((v) => (typeof v === 'number' ? v : Number(v))),
).check(z.refine((n) => Number.isFinite(n), 'not a finite number'));
const id = numeric.check(z.refine((n) => Number.isSafeInteger(n), 'not an integer id'));
const figure = z.pipe(z.nullish(numeric), z.transform((v) => v ?? 0));
const text = z.pipe(z.nullish(z.string()), z.transform((v) => v ?? ''));
const name = z.string();
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(z.nullish(z.array(item)), z.transform((v: z.output<T>[] | null | undefined) => v ?? []));

const envelope = <T extends z.ZodMiniType>(obj: T) => z.object({ responseTxt: z.string(), message: text, obj });

export const topicSchema: z.ZodMiniType<Topic, unknown> = z.lazy(() =>
  z.object({ topicId: id, topicName: name, children: listOf(topicSchema) }));

const patternDetails = z.object({
  totalTime: figure, totalQuestion: figure, totalMark: figure,
  markCorrectAns: figure, markIncorrectAns: figure, markNotAttempt: figure,
});
const criteria = z.object({ marksCorrectAns: figure, marksIncorrectAns: figure, marksNotAns: figure });

/** patternDetails, or the marks of criteriaList[0] (spec 001 §3). */
export const topicTestSchema = z.pipe(
  z.object({
    mockTestId: id,
    mockTestTitle: name,
    patternDetails: z.nullish(patternDetails),
    criteriaList: z.nullish(z.array(criteria)),
  }),
  z.transform((raw): TopicTest => {
    const p = raw.patternDetails;
    const c = raw.criteriaList?.[0];
    return {
      mockTestId: raw.mockTestId,
      mockTestTitle: raw.mockTestTitle,
      totalTime: p?.totalTime ?? 0,
      totalQuestion: p?.totalQuestion ?? 0,
      totalMark: p?.totalMark ?? 0,
      markCorrectAns: p?.markCorrectAns ?? c?.marksCorrectAns ?? 0,
      markIncorrectAns: p?.markIncorrectAns ?? c?.marksIncorrectAns ?? 0,
      markNotAttempt: p?.markNotAttempt ?? c?.marksNotAns ?? 0,
    };
  }),
);

const topicTestListSchema = z.pipe(
  z.nullish(z.object({ testList: listOf(topicTestSchema), instructions: listOf(z.string()) })),
  z.transform((v): TopicTestList => ({ tests: v?.testList ?? [], instructions: v?.instructions ?? [] })),
);

const sectionSchema = z.object({
  sectionId: id,
  sectionName: name,
  sectionOrder: figure,
  totalQuestions: figure,
  sectionTime: figure,
  correctMarks: figure,
  incorrectMarks: figure,
  notAnswerMarks: figure,
}) satisfies z.ZodMiniType<MockTestSection, unknown>;

export const mockTestSchema = z.pipe(
  z.object({
    mocktestId: id,
    testName: name,
    testTotalTime: figure,
    totalQuestions: figure,
    totalMarks: figure,
    difficulty: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v == null ? '' : String(v)))),
    marks: figure,
    correctAnsMark: figure,
    wrongAnsMark: figure,
    noAnsMark: figure,
    sectionSet: listOf(sectionSchema),
  }),
  z.transform((t): MockTest => ({ ...t, sectionSet: [...t.sectionSet].sort((a, b) => a.sectionOrder - b.sectionOrder) })),
);

const categorySchema = z.object({ categoryName: text, testList: listOf(mockTestSchema) }) satisfies z.ZodMiniType<MockTestCategory, unknown>;

export const classTestSchema = z.object({
  testId: id,
  testTitle: name,
  subject: text,
  date: text,
  questionType: text,
  totalMark: figure,
  totalTime: figure,
  totalQuestion: figure,
  markCorrectAns: figure,
  markIncorrectAns: figure,
  markNotAttempt: figure,
  scheduleId: figure,
  testType: z.pipe(z.nullish(id), z.transform((v) => v ?? 4)),
  testDateTime: text,
  className: text,
}) satisfies z.ZodMiniType<ClassTest, unknown>;

const sessionId = z.pipe(
  z.union([z.string().check(z.trim(), z.minLength(1)), z.number()]),
  z.transform((v) => String(v)),
);
const runningTestSchema = z.object({
  testName: text,
  testMode: text,
  testSession: sessionId,
  testType: id,
  testId: figure,
}) satisfies z.ZodMiniType<RunningTest, unknown>;

const topicTreeReply = envelope(listOf(topicSchema));
const topicTestsReply = envelope(topicTestListSchema);
const mockTestsReply = envelope(listOf(categorySchema));
const classTestsReply = envelope(listOf(classTestSchema));
/** obj is only read when responseTxt is success; otherwise (no_running_test) it may be anything. */
const runningReply = z.object({ responseTxt: z.string(), message: text, obj: z.unknown() });

@injectable()
export class HttpExamRoomGateway implements ExamRoomGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async topicTree(templateId: number): Promise<Topic[]> {
    const query = { type: 'topic', mode: 0, templateId };
    return (await this.http.request('get', '/treeview/get-tree-by-course', { query, required: ['templateId'], schema: topicTreeReply })).data.obj;
  }

  async topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<TopicTestList> {
    const query = { templateId, topicName: topic.topicName, topicId: topic.topicId };
    return (await this.http.request('get', '/topictestlist/v3', { query, required: ['templateId', 'topicId'], schema: topicTestsReply })).data.obj;
  }

  async mockTestCategories(templateId: number): Promise<MockTestCategory[]> {
    const query = { templateId, type: 'mock', mode: 1 };
    return (await this.http.request('get', '/mocktestlist', { query, required: ['templateId'], schema: mockTestsReply })).data.obj;
  }

  async classTests(courseId: number): Promise<ClassTest[]> {
    return (await this.http.request('get', '/classtestlist', { query: { courseId }, required: ['courseId'], schema: classTestsReply })).data.obj;
  }

  async runningTest(templateId: number, test?: { testType: number; testId: number }): Promise<RunningTest | null> {
    const query = { templateId, testType: test?.testType, testId: test?.testId };
    const { data } = await this.http.request('get', '/testcurrentrunning', { query, required: ['templateId'], schema: runningReply });
    if (data.responseTxt !== 'success' || data.obj == null) return null;
    const parsed = z.safeParse(runningTestSchema, data.obj);
    if (!parsed.success) {
      console.error('Malformed running test from GET /testcurrentrunning:', parsed.error.issues);
      const failure: ApiFailure = { success: false, data: null, status: 200, message: GENERIC_ERROR };
      throw failure;
    }
    return parsed.data;
  }
}
