// The report use cases the UI calls (the UI receives them lazily, see application/shared/lazy-use-cases.ts). Each
// read answers a Result: its value, or why there is none. A call without the ids it needs is not made and answers
// unavailable; a failed call is logged once, here. The screens show their empty states for a failure.
import type { LearningAnalyticsReport, ReportRow, TestAnalyticsReport } from '../../domain/reports/analytics-reports';
import type { OverviewItem } from '../../domain/reports/overview';
import type { Result } from '../../domain/shared/result';
import type { AttemptTimelineData } from './ports';

export type { AttemptTimelineData } from './ports';

export interface ReportUseCases {
  /** The overview items of the course, one per test type. */
  overview(courseId: number): Promise<Result<OverviewItem[]>>;
  /** The report rows of one test type (a self test's hold learning and competitive sessions). */
  reportList(courseId: number, testType: number): Promise<Result<ReportRow[]>>;
  /** The learning analytics of a session; null when the server has none for it. */
  learningAnalytics(testSession: string): Promise<Result<LearningAnalyticsReport | null>>;
  /** The test analytics of a session; null when the server has none for it. */
  testAnalytics(testSession: string): Promise<Result<TestAnalyticsReport | null>>;
  /** The event log of a submitted attempt with its answer key and the cohort's figures (the ATTEMPT TIMELINE tab);
   *  null when the server has none for it. */
  attemptTimeline(testSession: string): Promise<Result<AttemptTimelineData | null>>;
  /** Fires the report tab tracking event (the caller waits the 3 s after the selection); fire and forget. */
}
