// The two analytics reports as the server sends them and the app reads them (learning analytics and test
// analytics; docs/api.md "Reports"): the pure summaries of this folder plus the attempt's name, date, rank and
// the per-section series. One definition for both sides of the HTTP boundary (server/ and application/ may both
// import domain/).
import type { AttemptSummary, PieItem } from './attempt-summary';
import type { LearningSummary } from './learning-summary';
import type { TopperCompareRow } from './ranking';

/** A row of the student report list. */
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

/** GET /learning-analytics obj. */
export interface LearningAnalyticsReport extends LearningSummary {
  testName: string;
  submitDate: string;
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

/** The figures of the attempt summary that the report carries (the others are the server's own). */
type ReportedSummary = Pick<AttemptSummary,
  | 'fullMarks' | 'marksObtain' | 'percentageMarks' | 'totalQuestion' | 'correctAnswers' | 'incorrectAnswers'
  | 'unattemptedAnswers' | 'incorrectMarks' | 'totalTime' | 'totalTimeLabel' | 'timeSpent' | 'timeSpentMinutes'
  | 'spentTimeLabel' | 'timeRemaining' | 'timeRemainingLabel' | 'timeTakenPercent' | 'timeRemainingPercent'
  | 'averageSpeedPerQuestionLabel' | 'progressBarObj' | 'overallPerformanceList' | 'sectionSet'>;

/** GET /analytics (the whole data): the attempt summary plus name, date, rank and the comparisons. */
export interface TestAnalyticsReport extends ReportedSummary {
  testName: string;
  testType: number;
  submitDate: string;
  rank: number;
  totalStudent: number;
  percentile: number;
  sectionPerformanceList: SectionSeries[];
  timeAnalysis: TimeAnalysisItem[];
  /** [You, Topper]; empty when nobody else's attempt is known */
  topperCompare: TopperCompareRow[];
}
