// ReportGateway over the shared HTTP client (the agreed shapes in docs/api.md). Every reply is validated with zod.
// Each call answers a Result: a malformed reply is a fault, a call skipped for a missing id unavailable
// (infrastructure/http/call-result.ts); the screens show their empty states for either.
// zod/mini: this module is part of the container chunk that /login prefetches.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { AttemptTimelineData, ReportGateway } from '../../application/reports/ports';
import type { LearningAnalyticsReport, ReportRow, TestAnalyticsReport } from '../../domain/reports/analytics-reports';
import type { SectionNode } from '../../domain/reports/attempt-summary';
import type { OverviewItem } from '../../domain/reports/overview';
import { ok, type Result } from '../../domain/shared/result';
import { objOf } from '../http/call-result';
import { HttpClient } from '../http/http-client';
import { listOf, replyOf, sessionId, text } from '../http/reply-schemas';
import { attemptTimelineReply } from './attempt-timeline-schema';

const num = z.number().check(z.refine((n) => Number.isFinite(n), 'not a finite number'));
const count = z.number().check(z.int(), z.gte(0));
const tone = z.enum(['green', 'yellow', 'yellow-orange', 'orange', 'red', 'blue', 'purple', 'grey']);
const scoreTone = z.enum(['green', 'yellow', 'orange', 'red']);

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
}) satisfies z.ZodMiniType<LearningAnalyticsReport, unknown>;

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
}) satisfies z.ZodMiniType<TestAnalyticsReport, unknown>;

/** The reply code of GET /app/attempt-timeline for an attempt it has no timeline of. */
export const TIMELINE_NOT_FOUND = 'not_found';

/** The report list's panel: the student's own rows. */
export const REPORT_PANEL = 'student';

const dashboardReply = replyOf(listOf(overviewItemSchema));
const reportListReply = replyOf(listOf(reportRowSchema));
/** obj is null (responseTxt no_data) when the session has no analytics. */
const learningReply = replyOf(z.nullable(learningAnalyticsSchema));
/** GET /analytics answers the whole data: the analytics fields sit beside responseTxt (read here as obj). */
const analyticsReply = z.union([
  z.pipe(z.object({ responseTxt: z.literal('no_data'), message: text }), z.transform(() => ({ obj: null }))),
  z.pipe(
    z.extend(testAnalyticsSchema, { responseTxt: z.literal('success'), message: text }),
    z.transform(({ responseTxt: _r, message: _m, ...analytics }) => ({ obj: analytics })),
  ),
]);

@injectable()
export class HttpReportGateway implements ReportGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  dashboard(courseId: number): Promise<Result<OverviewItem[]>> {
    return objOf(this.http.request('get', '/dashboard', { query: { courseId }, required: ['courseId'], schema: dashboardReply }));
  }

  /** GET /reportanalytics, the student panel's report list of one test type (docs/api.md). */
  studentReportList(courseId: number, testType: number): Promise<Result<ReportRow[]>> {
    const query = { panel: REPORT_PANEL, courseId, testType };
    return objOf(this.http.request('get', '/reportanalytics', { query, required: ['courseId', 'testType'], schema: reportListReply }));
  }

  learningAnalytics(testSession: string): Promise<Result<LearningAnalyticsReport | null>> {
    const query = { testSession };
    return objOf(this.http.request('get', '/learning-analytics', { query, required: ['testSession'], schema: learningReply }));
  }

  testAnalytics(testSession: string): Promise<Result<TestAnalyticsReport | null>> {
    const query = { testSession };
    return objOf(this.http.request('get', '/analytics', { query, required: ['testSession'], schema: analyticsReply }));
  }

  /** GET /app/attempt-timeline (docs/attempt-timeline.md): the events come back upcast to the current schema. A 404
   *  not_found (an attempt that is not the student's, or not submitted) is no timeline: null. */
  async attemptTimeline(testSession: string): Promise<Result<AttemptTimelineData | null>> {
    const query = { testSession };
    const r = await objOf(this.http.request('get', '/app/attempt-timeline', { query, required: ['testSession'], schema: attemptTimelineReply }));
    return !r.ok && r.error.kind === 'refused' && r.error.code === TIMELINE_NOT_FOUND ? ok(null) : r;
  }
}
