// Ports and models of the reports area (spec 001 §2 "Reports", "Learning analytics", "Test analytics";
// §3 report row, overview item, learning analytics, test analytics; §7 /dashboard, /learning-analytics,
// /analytics and the student report list). The HTTP adapter lives in infrastructure/reports; the agreed
// reply shapes are in docs/api.md.
import type { PieItem, SectionNode } from '../../domain/analytics/attempt-summary';
import type { ProgressBarObj } from '../../domain/analytics/bands';
import type { OverviewItem } from '../../domain/analytics/overview';
import type { TopperCompareRow } from '../../domain/analytics/ranking';

export type { OverviewItem, PieItem, ProgressBarObj, SectionNode, TopperCompareRow };

/** A row of the student report list (spec 001 §3 "Report row"). */
export interface ReportRow {
  mockTestName: string;
  /** the category label: 'Learning Session', 'Competitive Session', 'Topic Test', 'Mock Test', 'Class Test' */
  testType: string;
  /** 'objective' or 'subjective' (subjective rows open the review screen) */
  examType: string;
  /** as the server formats it, e.g. '2026-11-23 10:15' */
  submitDateTime: string;
  totalQuestions: number;
  fullMarks: number;
  marksObtain: number;
  /** hh:mm:ss */
  timeSpent: string;
  testSession: string;
  /** 1 learning/competitive session, 2 topic, 3 mock, 4 class, 5 class mock */
  testTypeId: number;
  helpCounter: number;
  correctQuestions: number;
  incorrectQuestions: number;
  unattemptedQuestions: number;
}

/** GET /learning-analytics obj (spec 001 §3 "Learning analytics"). */
export interface LearningAnalytics {
  testName: string;
  submitDate: string;
  totalQuestion: number;
  helpCounter: number;
  correctQuestion: number;
  incorrectQuestion: number;
  unattemptedQuestion: number;
  overallResultList: PieItem[];
  resultWithHelpList: PieItem[];
  resultWithoutHelpList: PieItem[];
  progressBarObj: ProgressBarObj;
}

/** A series of sectionPerformanceList: one value per top-level section (in sectionSet order). */
export interface SectionSeries {
  name: string;
  data: number[];
  color: PieItem['color'];
}

/** Available vs taken time of one part of the test (the Average Time Analysis bars), in minutes. */
export interface TimeAnalysisItem {
  name: string;
  availableMinutes: number;
  takenMinutes: number;
}

/** GET /analytics (spec 001 §3 "Test analytics", plus the few figures the screen needs besides). */
export interface TestAnalytics {
  testName: string;
  testType: number;
  submitDate: string;
  fullMarks: number;
  marksObtain: number;
  percentageMarks: number;
  totalQuestion: number;
  correctAnswers: number;
  incorrectAnswers: number;
  unattemptedAnswers: number;
  /** N of the card '-N marks' */
  incorrectMarks: number;
  /** seconds */
  totalTime: number;
  totalTimeLabel: string;
  timeSpent: number;
  timeSpentMinutes: number;
  spentTimeLabel: string;
  timeRemaining: number;
  timeRemainingLabel: string;
  timeTakenPercent: number;
  timeRemainingPercent: number;
  averageSpeedPerQuestionLabel: string;
  rank: number;
  totalStudent: number;
  percentile: number;
  progressBarObj: ProgressBarObj;
  overallPerformanceList: PieItem[];
  sectionPerformanceList: SectionSeries[];
  sectionSet: SectionNode[];
  timeAnalysis: TimeAnalysisItem[];
  /** [You, Topper]; empty when nobody else's attempt is known */
  topperCompare: TopperCompareRow[];
}

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

export const REPORT_TOKENS = {
  ReportGateway: Symbol.for('ReportGateway'),
  AnalyticsTracker: Symbol.for('AnalyticsTracker'),
  ReportUseCases: Symbol.for('ReportUseCases'),
} as const;
