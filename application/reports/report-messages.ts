// Every user-facing text of the reports and the analytics screens, defined once: the views and stores read them
// here. (The report tab labels sit with the tab rule in domain/reports/report-tabs.ts.)
import type { ReportTabId } from '../../domain/shared/paths';
import { TEST_TYPE } from '../../domain/shared/test-type';

const OVERVIEW_TITLES: Record<number, string> = {
  [TEST_TYPE.selfTest]: 'Learning & Competitive Sessions',
  [TEST_TYPE.topicTest]: 'Topic Tests',
  [TEST_TYPE.mockTest]: 'Mock Tests',
  [TEST_TYPE.classTest]: 'Class Tests',
  [TEST_TYPE.classMockTest]: 'Class Mock Tests',
};

export const REPORT_MESSAGES = {
  // shared by the screens
  backToReports: 'Back to Reports',
  goBack: 'Go Back',
  loading: (what: string): string => `Loading ${what}...`,
  viewAnswers: 'VIEW ANSWERS',
  viewDetails: 'View Details',
  totalQuestions: 'Total Questions',
  questions: 'Questions',
  correct: 'Correct',
  incorrect: 'Incorrect',
  unattempted: 'Unattempted',
  timeTaken: 'Time Taken',

  // /report
  reportsHeading: 'Reports',
  /** The empty state of a category tab: the Competitive Sessions tab has its own. */
  emptyList: (tabId: ReportTabId): string =>
    tabId === 'competitive' ? 'No Competitive Session Data Available' : 'No student report data available',
  noReportData: 'No report data is available at this moment...',
  noOverviewData: 'No overview data available',
  overviewTitle: (testType: number): string => OVERVIEW_TITLES[testType] ?? `Test type ${testType}`,
  lastTests: (title: string): string => `${title}: last tests`,
  lastTestsDescription: (count: number, latest: number): string =>
    `Percentage of marks in the last ${count} tests, oldest first. Latest: ${latest}%.`,
  test: 'Test',
  percentage: 'Percentage',
  lastReport: (title: string): string => `${title}: last report`,
  lastReportDescription: (testName: string): string => `Correct, incorrect and unattempted questions of ${testName}.`,
  lastTest: 'Last test',
  accuracy: (title: string): string => `${title}: accuracy`,
  accuracyDescription: (testName: string): string => `Correct and incorrect among the attempted questions of ${testName}.`,
  reportColumns: ['Test Title', 'Date', 'Total Questions', 'Full Marks', 'Marks Obtain', 'Time Spent', 'View Details'] as readonly string[],
  date: 'Date',
  fullMarks: 'Full Marks',
  marksObtain: 'Marks Obtain',
  timeSpent: 'Time Spent',
  viewDetailsOfRow: (testName: string, submitted: string): string => `View Details of ${testName}, ${submitted}`,

  // /learning-testanalytics
  learningAnalyticsLoading: 'learning analytics',
  learningAnalyticsHeading: 'Learning Analytics',
  noAnalyticsData: 'No analytics data available',
  submittedOn: (date: string): string => `Submitted on ${date}`,
  helpInQuestions: 'Help in Questions',
  learningAnalyticsTabs: 'Learning analytics',
  performanceTab: 'PERFORMANCE',
  overall: 'Overall',
  overallDescription: 'Correct, incorrect and unattempted questions of the session.',
  withHelp: 'With Help',
  withHelpDescription: 'Questions on which help was used.',
  noQuestionsWithHelp: 'No questions with help',
  withoutHelp: 'Without Help',
  withoutHelpDescription: 'Questions answered without help.',
  noQuestionsWithoutHelp: 'No questions without help',
  performance: 'Performance',

  // /testanalytics
  noTestSelected: 'No Test Selected',
  testAnalyticsLoading: 'test analytics',
  testAnalyticsHeading: 'Test Analytics',
  progressNotAvailable: 'Progress Not Available',
  totalScore: 'Total Score',
  correctAnswers: 'Correct Answers',
  outOf: (total: number): string => `out of ${total}`,
  incorrectAnswers: 'Incorrect Answers',
  marksLost: (marks: number): string => `-${marks} marks`,
  ofTotalTime: (percent: number): string => `${percent}% of total time`,
  testAnalyticsTabs: 'Test analytics',
  analyticsTabs: {
    overall: 'OVERALL PERFORMANCE',
    answers: 'VIEW ANSWERS',
    detail: 'PERFORMANCE IN DETAIL',
    time: 'TIME MANAGEMENT',
    comparative: 'COMPARATIVE STUDY',
  },

  // OVERALL PERFORMANCE
  overallPerformance: 'Overall Performance',
  performanceBreakdown: 'Performance Breakdown',
  performanceBreakdownDescription: 'Correct, incorrect and unattempted questions of the test.',
  result: 'Result',
  resultDescription: (fullMarks: number, marksObtained: number): string => `Full Marks ${fullMarks}, Marks Obtained ${marksObtained}.`,
  marks: 'Marks',
  marksObtained: 'Marks Obtained',

  // TIME MANAGEMENT
  timeDistribution: 'Time Distribution',
  timeDistributionDescription: 'Share of the test time taken and remaining, in percent.',
  timeRemaining: 'Time Remaning',
  noTimeLimit: 'The test has no time limit',
  averageTimeAnalysis: 'Average Time Analysis',
  averageTimeAnalysisDescription: 'Available time and time taken, in minutes.',
  availableTime: 'Available Time',
  inMinutes: (minutes: number): string => `${minutes} min`,
  part: 'Part',
  totalTime: 'Total Time',
  sessionDuration: 'Session duration',
  remainingTime: 'Remaining Time',
  averageSpeed: 'Avg. Speed/Question',

  // COMPARATIVE STUDY
  compareWithTopper: 'Compare yourself with Topper',
  noComparison: 'No comparison available yet',
  questionsYouAndTopper: 'Questions: You and Topper',
  questionsYouAndTopperDescription: 'Correct, incorrect and unattempted questions of you and of the topper.',
  who: 'Who',
  timeSpentMinutes: 'Time Spent (min)',
  timeSpentMinutesDescription: 'Minutes spent on the test by you and by the topper.',
  minutes: 'Minutes',
  scoresComparison: 'Scores Comparison',
  scoresComparisonDescription: (score: number, fullMarks: number): string => `Your score ${score} of full marks ${fullMarks}.`,
  scoreOutOf: (score: number, fullMarks: number): string => `${score} out of ${fullMarks}`,
  classRank: 'Class Rank',
  percentile: 'Percentile',

  // PERFORMANCE IN DETAIL
  allSections: 'All Sections',
  sectionsBreadcrumb: 'Sections breadcrumb',
  noSections: 'No sections available',
  time: 'Time',
  score: 'Score',
  viewDetailsOfSection: (section: string): string => `View Details of ${section}`,
} as const;
