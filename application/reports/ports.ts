// The ports of the reports area, in the app's terms: the report calls (each answers its value or why there is none)
// and the product-analytics sink. The HTTP adapter lives in infrastructure/reports; the agreed reply shapes are in
// docs/api.md.
import type { LearningAnalyticsReport, ReportRow, TestAnalyticsReport } from '../../domain/reports/analytics-reports';
import type { AnswerKeyEntry, CohortStrategy, EventLogStatus } from '../../domain/reports/attempt-timeline-types';
import type { OverviewItem } from '../../domain/reports/overview';
import type { Result } from '../../domain/shared/result';
import type { StoredTestEvent } from '../../domain/test-engine/events';

/** A submitted attempt's event log as the server kept it (docs/attempt-timeline.md): the events upcast to the
 *  current schema ([] unless logStatus is 'stored'), the answer key, and the cohort's figures (null until another
 *  student's attempt of the test has a stored log). */
export interface AttemptTimelineData {
  logStatus: EventLogStatus;
  events: StoredTestEvent[];
  key: AnswerKeyEntry[];
  cohort: CohortStrategy | null;
}

export interface ReportGateway {
  /** The overview item per test type of the course. */
  dashboard(courseId: number): Promise<Result<OverviewItem[]>>;
  /** The report rows of one test type of the course. */
  studentReportList(courseId: number, testType: number): Promise<Result<ReportRow[]>>;
  /** The learning analytics of a session; null when the server has none for it. */
  learningAnalytics(testSession: string): Promise<Result<LearningAnalyticsReport | null>>;
  /** The test analytics of a session; null when the server has none for it. */
  testAnalytics(testSession: string): Promise<Result<TestAnalyticsReport | null>>;
  /** The event log, answer key and cohort figures of a submitted attempt; null when the server has none for it. */
  attemptTimeline(testSession: string): Promise<Result<AttemptTimelineData | null>>;
}
