// ExamRoomGateway over the shared HTTP client (the agreed shapes in docs/api.md). Every reply is validated with zod:
// identity fields (ids, names) are required, descriptive figures the server leaves out or null get neutral
// defaults, numbers sent as numeric strings are read as numbers. Each call answers a Result: a malformed reply is a
// fault, a call skipped for a missing id unavailable (infrastructure/http/call-result.ts).
// zod/mini: this module is part of the container chunk that /login prefetches.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { ExamRoomGateway, TestRef } from '../../application/exam-room/ports';
import type { ClassTest } from '../../domain/exam-room/class-test';
import type { MockTest, MockTestCategory, MockTestSection } from '../../domain/exam-room/mock-test';
import type { RunningTest } from '../../domain/exam-room/running-test';
import type { Topic } from '../../domain/exam-room/topic';
import type { TopicTest, TopicTestList } from '../../domain/exam-room/topic-test';
import type { Result } from '../../domain/shared/result';
import { TEST_TYPE } from '../../domain/shared/test-type';
import { objOf } from '../http/call-result';
import { HttpClient } from '../http/http-client';
import { listOf, replyOf, sessionId, text } from '../http/reply-schemas';

/** A finite number, also as a numeric string ('12', '-0.25'). */
const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(?:\.\d+)?\s*$/))]),
  z.transform((v) => (typeof v === 'number' ? v : Number(v))),
).check(z.refine((n) => Number.isFinite(n), 'not a finite number'));
const id = numeric.check(z.refine((n) => Number.isSafeInteger(n), 'not an integer id'));
const figure = z.pipe(z.nullish(numeric), z.transform((v) => v ?? 0));
const name = z.string();

export const topicSchema: z.ZodMiniType<Topic, unknown> = z.lazy(() =>
  z.object({ topicId: id, topicName: name, children: listOf(topicSchema) }));

const patternDetails = z.object({
  totalTime: figure, totalQuestion: figure, totalMark: figure,
  markCorrectAns: figure, markIncorrectAns: figure, markNotAttempt: figure,
});
const criteria = z.object({ marksCorrectAns: figure, marksIncorrectAns: figure, marksNotAns: figure });

/** patternDetails, or the marks of criteriaList[0]. */
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
  testType: z.pipe(z.nullish(id), z.transform((v) => v ?? TEST_TYPE.classTest)),
  testDateTime: text,
  className: text,
}) satisfies z.ZodMiniType<ClassTest, unknown>;

const runningTestSchema = z.object({
  testName: text,
  testMode: text,
  testSession: sessionId,
  testType: id,
  testId: figure,
}) satisfies z.ZodMiniType<RunningTest, unknown>;

const topicTreeReply = replyOf(listOf(topicSchema));
const topicTestsReply = replyOf(topicTestListSchema);
const mockTestsReply = replyOf(listOf(categorySchema));
const classTestsReply = replyOf(listOf(classTestSchema));
/** success carries the running test (or null); any other reply code (no_running_test) means none, whatever its obj. */
const runningReply = z.union([
  z.object({ responseTxt: z.literal('success'), message: text, obj: z.pipe(z.nullish(runningTestSchema), z.transform((v) => v ?? null)) }),
  z.pipe(
    z.object({ responseTxt: z.string().check(z.refine((t) => t !== 'success')), message: text }),
    z.transform((reply) => ({ ...reply, obj: null })),
  ),
]);

@injectable()
export class HttpExamRoomGateway implements ExamRoomGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  topicTree(templateId: number): Promise<Result<Topic[]>> {
    const query = { type: 'topic', mode: 0, templateId };
    return objOf(this.http.request('get', '/treeview/get-tree-by-course', { query, required: ['templateId'], schema: topicTreeReply }));
  }

  topicTests(templateId: number, topic: Pick<Topic, 'topicId' | 'topicName'>): Promise<Result<TopicTestList>> {
    const query = { templateId, topicName: topic.topicName, topicId: topic.topicId };
    return objOf(this.http.request('get', '/topictestlist/v3', { query, required: ['templateId', 'topicId'], schema: topicTestsReply }));
  }

  mockTestCategories(templateId: number): Promise<Result<MockTestCategory[]>> {
    const query = { templateId, type: 'mock', mode: 1 };
    return objOf(this.http.request('get', '/mocktestlist', { query, required: ['templateId'], schema: mockTestsReply }));
  }

  classTests(courseId: number): Promise<Result<ClassTest[]>> {
    return objOf(this.http.request('get', '/classtestlist', { query: { courseId }, required: ['courseId'], schema: classTestsReply }));
  }

  runningTest(templateId: number, test?: TestRef): Promise<Result<RunningTest | null>> {
    const query = { templateId, testType: test?.testType, testId: test?.testId };
    return objOf(this.http.request('get', '/testcurrentrunning', { query, required: ['templateId'], schema: runningReply }));
  }
}
