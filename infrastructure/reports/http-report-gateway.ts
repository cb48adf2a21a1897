// ReportGateway over the shared HTTP client (spec 001 §7; the agreed shapes in docs/api.md). Every reply is
// validated with zod; a malformed reply is the client's ordinary ApiFailure ('Something went wrong'), which
// the use cases turn into the screen's empty state (spec 001 §8 Reports).
// zod/mini: this module is part of the container chunk that /login prefetches.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { SectionNode } from '../../domain/analytics/attempt-summary';
import type {
  LearningAnalytics, OverviewItem, ReportGateway, ReportRow, TestAnalytics,
} from '../../application/reports/ports';
import { HttpClient } from '../http/http-client';

const num = z.number().check(z.refine((n) => Number.isFinite(n), 'not a finite number'));
const count = z.number().check(z.int(), z.gte(0));
const text = z.pipe(z.nullish(z.string()), z.transform((v) => v ?? ''));
const sessionId = z.pipe(
  z.union([z.string().check(z.trim(), z.minLength(1)), z.number()]),
  z.transform((v) => String(v)),
);
const tone = z.enum(['green', 'yellow', 'yellow-orange', 'orange', 'red', 'blue', 'purple', 'grey']);
const scoreTone = z.enum(['green', 'yellow', 'orange', 'red']);
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(z.nullish(z.array(item)), z.transform((v: z.output<T>[] | null | undefined) => v ?? []));

const pieItem = z.object({ name: z.string(), y: num.check(z.gte(0)), color: tone });
const progressBar = z.object({ percentage: num, barColor: scoreTone, caption: z.pipe(z.nullish(z.string()), z.transform((v) => v ?? null)) });

export const overviewItemSchema = z.object({
  testType: count,
  lastPerformance: num,
  testLastTestsX: z.array(z.string()),
  testLastTestsY: z.array(z.object({ name: z.string(), y: num, color: scoreTone })),
  testLastTopic: text,
  testLastReport: z.array(pieItem),
  testAccuracy: z.array(pieItem),
}) satisfies z.ZodMiniType<OverviewItem, unknown>;

export const reportRowSchema = z.object({
  mockTestName: z.string(),
  testType: z.string(),
  examType: z.pipe(z.nullish(z.string()), z.transform((v) => v || 'objective')),
  submitDateTime: text,
  totalQuestions: count,
  fullMarks: num,
  marksObtain: num,
  timeSpent: text,
  testSession: sessionId,
  testTypeId: count,
  helpCounter: count,
  correctQuestions: count,
  incorrectQuestions: count,
  unattemptedQuestions: count,
}) satisfies z.ZodMiniType<ReportRow, unknown>;

export const learningAnalyticsSchema = z.object({
  testName: z.string(),
  submitDate: text,
  totalQuestion: count,
  helpCounter: count,
  correctQuestion: count,
  incorrectQuestion: count,
  unattemptedQuestion: count,
  overallResultList: z.array(pieItem),
  resultWithHelpList: z.array(pieItem),
  resultWithoutHelpList: z.array(pieItem),
  progressBarObj: progressBar,
}) satisfies z.ZodMiniType<LearningAnalytics, unknown>;

export const sectionNodeSchema: z.ZodMiniType<SectionNode, unknown> = z.lazy(() => z.object({
  sectionName: z.string(),
  path: z.array(z.string()),
  totalQuestion: count,
  correctQuestions: count,
  incorrectQuestions: count,
  unattemptedQuestions: count,
  correctPercentage: num,
  incorrectPercentage: num,
  unattemptedPercentage: num,
  percentage: num,
  timeSpent: num.check(z.gte(0)),
  timeSpentLabel: z.string(),
  sectionScore: num,
  sectionTotalScore: num,
  children: listOf(sectionNodeSchema),
}));

const topperRow = z.object({
  title: z.enum(['You', 'Topper']),
  score: num,
  timeSpent: z.string(),
  timeSpentMinutes: num.check(z.gte(0)),
  correctQuestions: count,
  incorrectQuestions: count,
  unattemptedQuestions: count,
});

export const testAnalyticsSchema = z.object({
  testName: z.string(),
  testType: count,
  submitDate: text,
  fullMarks: num,
  marksObtain: num,
  percentageMarks: num,
  totalQuestion: count,
  correctAnswers: count,
  incorrectAnswers: count,
  unattemptedAnswers: count,
  incorrectMarks: num.check(z.gte(0)),
  totalTime: num.check(z.gte(0)),
  totalTimeLabel: z.string(),
  timeSpent: num.check(z.gte(0)),
  timeSpentMinutes: num.check(z.gte(0)),
  spentTimeLabel: z.string(),
  timeRemaining: num.check(z.gte(0)),
  timeRemainingLabel: z.string(),
  timeTakenPercent: num,
  timeRemainingPercent: num,
  averageSpeedPerQuestionLabel: z.string(),
  rank: count,
  totalStudent: count,
  percentile: num,
  progressBarObj: progressBar,
  overallPerformanceList: z.array(pieItem),
  sectionPerformanceList: listOf(z.object({ name: z.string(), data: z.array(num), color: tone })),
  sectionSet: listOf(sectionNodeSchema),
  timeAnalysis: listOf(z.object({ name: z.string(), availableMinutes: num.check(z.gte(0)), takenMinutes: num.check(z.gte(0)) })),
  topperCompare: listOf(topperRow),
}) satisfies z.ZodMiniType<TestAnalytics, unknown>;

const envelope = <T extends z.ZodMiniType>(obj: T) => z.object({ responseTxt: z.string(), message: text, obj });

const dashboardReply = envelope(listOf(overviewItemSchema));
const reportListReply = envelope(listOf(reportRowSchema));
/** obj is null (responseTxt no_data) when the session has no analytics. */
const learningReply = envelope(z.nullable(learningAnalyticsSchema));
/** GET /analytics answers "the whole data" (spec 001 §7): the analytics fields sit beside responseTxt. */
const analyticsReply = z.union([
  z.object({ responseTxt: z.literal('no_data'), message: text }),
  z.extend(testAnalyticsSchema, { responseTxt: z.literal('success'), message: text }),
]);

@injectable()
export class HttpReportGateway implements ReportGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async dashboard(courseId: number): Promise<OverviewItem[]> {
    return (await this.http.request('get', '/dashboard', { query: { courseId }, required: ['courseId'], schema: dashboardReply })).data.obj;
  }

  async studentReportList(courseId: number, testType: number): Promise<ReportRow[]> {
    const query = { courseId, testType };
    return (await this.http.request('get', '/studentreportlist', { query, required: ['courseId', 'testType'], schema: reportListReply })).data.obj;
  }

  async learningAnalytics(testSession: string): Promise<LearningAnalytics | null> {
    const query = { testSession };
    return (await this.http.request('get', '/learning-analytics', { query, required: ['testSession'], schema: learningReply })).data.obj;
  }

  async testAnalytics(testSession: string): Promise<TestAnalytics | null> {
    const { data } = await this.http.request('get', '/analytics', { query: { testSession }, required: ['testSession'], schema: analyticsReply });
    if (data.responseTxt !== 'success') return null;
    const { responseTxt: _r, message: _m, ...analytics } = data;
    return analytics;
  }
}
