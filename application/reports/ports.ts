// Ports and models of the reports area (spec 001 §2 "Reports", "Learning analytics", "Test analytics";
// §3 report row, overview item, learning analytics, test analytics; §7 /dashboard, /learning-analytics,
// /analytics and the student report list). The HTTP adapter lives in infrastructure/reports; the agreed
// reply shapes are in docs/api.md.
import type { PieItem, SectionNode } from '../../domain/analytics/attempt-summary';
import type { ProgressBarObj } from '../../domain/analytics/bands';
import type { OverviewItem } from '../../domain/analytics/overview';
import type { TopperCompareRow } from '../../domain/analytics/ranking';
import type {
  LearningAnalyticsReport, ReportRow, SectionSeries, TestAnalyticsReport, TimeAnalysisItem,
} from '../../domain/analytics/analytics-reports';

export type { OverviewItem, PieItem, ProgressBarObj, SectionNode, SectionSeries, TimeAnalysisItem, TopperCompareRow };

/** A row of the student report list (spec 001 §3 "Report row"). */
export type { ReportRow };

/** GET /learning-analytics obj (spec 001 §3 "Learning analytics"). */
export type LearningAnalytics = LearningAnalyticsReport;

/** GET /analytics (spec 001 §3 "Test analytics", plus the few figures the screen needs besides). */
export type TestAnalytics = TestAnalyticsReport;

/** The report calls of spec 001 §7. Each returns the validated reply or throws ApiFailure (malformed reply too). */
export interface ReportGateway {
  /** GET /dashboard?courseId: the overview item per test type */
  dashboard(courseId: number): Promise<OverviewItem[]>;
  /** GET /studentreportlist?courseId&testType (the path is ours; the spec leaves it open) */
  studentReportList(courseId: number, testType: number): Promise<ReportRow[]>;
  /** GET /learning-analytics?testSession; null when the server has no data for the session */
  learningAnalytics(testSession: string): Promise<LearningAnalytics | null>;
  /** GET /analytics?testSession; null when the server has no data for the session */
  testAnalytics(testSession: string): Promise<TestAnalytics | null>;
}

/** A product-analytics sink (spec 001 §7 "Analytics events are fired on many clicks"). */
export interface AnalyticsTracker {
  track(event: string, properties: Record<string, string | number>): void;
}
