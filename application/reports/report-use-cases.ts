// The report use cases the UI calls (spec 001 §2 Reports, Learning analytics, Test analytics; §8 Reports).
// Spec 001 §8: fetch failures are logged and the screens show their empty states, so none of these
// rejects: a failure (network, error status, malformed reply, missing ids) answers the empty value.
import type { LearningAnalytics, OverviewItem, ReportRow, TestAnalytics } from './ports';

export interface ReportUseCases {
  /** The overview items of the course, one per test type; [] on failure or without a courseId. */
  overview(courseId: number): Promise<OverviewItem[]>;
  /** The report rows of one test type (1 gives learning and competitive sessions); [] on failure. */
  reportList(courseId: number, testType: number): Promise<ReportRow[]>;
  /** null without a session, on failure or when the server has no data. */
  learningAnalytics(testSession: string): Promise<LearningAnalytics | null>;
  /** null without a session, on failure or when the server has no data. */
  testAnalytics(testSession: string): Promise<TestAnalytics | null>;
  /** Fires the report tab tracking event (spec 001 §2: 3 s after the tab is selected; the caller waits). */
  trackReportTab(tab: string, courseId: number): void;
}
