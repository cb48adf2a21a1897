// Every user-facing text of the reports and the analytics screens, defined once: the views and stores read them
// here. (The report tab labels sit with the tab rule in domain/reports/report-tabs.ts.)
import type { EventLogStatus } from '../../domain/reports/attempt-timeline-types';
import type { ReportTabId } from '../../domain/shared/paths';
import { TEST_TYPE } from '../../domain/shared/test-type';
import { TRY_AGAIN } from '../shared/shared-messages';

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
    timeline: 'ATTEMPT TIMELINE',
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

  // ATTEMPT TIMELINE (/testanalytics) and "Your session timeline" (/learning-testanalytics); the sentences of the
  // timeline's facts are in attempt-timeline-messages.ts, the strategy sentences come from the domain
  timelineLoading: 'the attempt timeline',
  loadFailed: TRY_AGAIN,
  retry: 'Retry',
  noTimeline: 'There is no timeline for this attempt.',
  /** Why there is no chart: the log's status (docs/product-decisions.md "Attempt timeline texts"). */
  logStatus: {
    refused: "The server could not verify this attempt's event log, so it was not kept. Your answers and score were saved as usual.",
    too_large: "This attempt's event log was too large to send, so it was not kept. Your answers and score were saved as usual.",
    unavailable: "Your device could not read this attempt's event log when you submitted, so it was not kept. Your answers and score were saved as usual.",
    none: 'This attempt was submitted without an event log (before timelines were recorded, or from an older version of the app), so there is no timeline to show. Your answers and score were saved as usual.',
  } satisfies Record<Exclude<EventLogStatus, 'stored'>, string>,
  timelineHeading: 'Attempt timeline',
  sessionTimelineHeading: 'Your session timeline',
  timelineDescription: (duration: string, lanes: number): string =>
    `Your attempt over ${duration}, in ${lanes} lanes: the time on each question, your answers and changes, review marks, help, pauses, idle time and section switches. "Show as a list" gives every event as text.`,
  chartScroll: 'Attempt timeline chart',
  lanes: 'Lanes',
  zoomControls: 'Time zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset zoom',
  zoomLevel: (factor: number): string => `Zoom ${factor}x`,
  groupLabel: (first: number, last: number): string => `Q${first}-Q${last}`,
  groupQuestions: (count: number): string => `${count} questions`,
  legend: 'Legend',
  legendItems: {
    visit: 'On the question',
    first_right: 'First answer, right',
    first_wrong: 'First answer, wrong',
    wrong_to_right: 'Changed: wrong to right',
    right_to_wrong: 'Changed: right to wrong',
    wrong_to_wrong: 'Changed: wrong to another wrong',
    right_to_right: 'Changed: still right',
    unknown: 'Answer not marked automatically',
    cleared: 'Answer cleared',
    review_on: 'Marked for review',
    review_off: 'Review mark removed',
    help: 'Help used',
    idle: 'No activity',
    paused: 'Paused',
    section: 'Moved to another section',
    cursor: 'The chosen moment',
  },
  scrubberLabel: 'Moment in the attempt',
  scrubberValue: (at: string, total: string): string => `${at} of ${total}`,
  paletteAt: (at: string): string => `Palette at ${at}`,
  paletteCell: (label: string, status: string): string => `${label}: ${status}`,
  onScreen: (label: string): string => `On screen: ${label}`,
  notStarted: 'The test had not started yet.',
  timeLeftAt: (time: string): string => `Time left: ${time}`,
  noTimer: 'No timer running',
  showAsList: 'Show as a list',
  factsList: 'The attempt, event by event',
  strategyHeading: 'Your strategy',
  /** The titles and figures of the strategy cards, in the order of the strategy's sentences. */
  strategyFigures: {
    accuracy: 'Accuracy: first look / revisit',
    changes: 'Changed answers',
    reviews: 'Review marks resolved',
    time: 'Average time: right / wrong',
    whatIf: 'Likely guesses',
  },
  percentOrNone: (percent: number | null): string => (percent === null ? '–' : `${percent}%`),
  secondsOrNone: (seconds: number | null): string => (seconds === null ? '–' : `${seconds} s`),
  pair: (a: string, b: string): string => `${a} / ${b}`,
  changesFigure: (count: number, net: number): string => `${count}: ${signedMarks(net)}`,
  reviewsFigure: (resolved: number, marked: number): string => `${resolved} of ${marked}`,
  whatIfFigure: (guesses: number, delta: number): string => (guesses === 0 ? 'None' : `${guesses}: ${signedMarks(-delta)}`),
  scatterTitle: 'Time on each question, by correctness',
  scatterDescription: 'One point per question: the seconds spent on it (across), in a row for its final answer: right, wrong, not answered, or not marked automatically.',
  secondsAxis: 'Seconds on the question',
  correctness: { right: 'Right', wrong: 'Wrong', empty: 'Not answered', unknown: 'Not marked automatically' },
  questionHeader: 'Question',
  secondsHeader: 'Seconds',
  answerHeader: 'Final answer',
  whatIfTitle: 'Score with and without the likely guesses',
  whatIfDescription: (score: number, without: number, guesses: number): string =>
    `Your score was ${score}; leaving out your ${guesses} likely guesses it would have been ${without}.`,
  yourScore: 'With',
  withoutGuesses: 'Without',
  cohortHeading: 'Compared with others who took this test',
  cohortBasis: (attempts: number): string => `Based on ${attempts} other ${attempts === 1 ? 'attempt' : 'attempts'} with a timeline.`,
} as const;

/** The sentences of the timeline's text alternative ("Show as a list"): '12:04 — Q3: changed your answer from wrong
 *  to right (+5 marks)'. Times are mm:ss since the start; `marks` is signedMarks(...). */
export const FACT_MESSAGES = {
  at: (time: string, text: string): string => `${time} — ${text}`,
  span: (from: string, to: string): string => `${from}–${to}`,
  visit: (label: string, duration: string): string => `${label}: on the question for ${duration}`,
  firstAnswer: {
    right: (label: string): string => `${label}: answered, right`,
    wrong: (label: string): string => `${label}: answered, wrong`,
    empty: (label: string): string => `${label}: saved an empty answer`,
    unknown: (label: string): string => `${label}: answered (not marked automatically)`,
  },
  changed: {
    wrong_to_right: (label: string, marks: string): string => `${label}: changed your answer from wrong to right (${marks})`,
    right_to_wrong: (label: string, marks: string): string => `${label}: changed your answer from right to wrong (${marks})`,
    wrong_to_wrong: (label: string, marks: string): string => `${label}: changed your answer from wrong to another wrong answer (${marks})`,
    right_to_right: (label: string, marks: string): string => `${label}: changed your answer, still right (${marks})`,
    unknown: (label: string, _marks: string): string => `${label}: changed your answer`,
  },
  cleared: (label: string, marks: string | null): string => `${label}: cleared your answer${marks ? ` (${marks})` : ''}`,
  mark: {
    review_on: (label: string): string => `${label}: marked for review`,
    review_off: (label: string): string => `${label}: removed the review mark`,
    help: (label: string): string => `${label}: used help`,
  },
  gap: {
    idle: (duration: string): string => `no activity for ${duration}`,
    paused: (duration: string): string => `paused for ${duration}`,
  },
  section: {
    confirmed: (name: string): string => `moved to section ${name}`,
    timer: (name: string): string => `the section's time ran out: moved to section ${name}`,
  },
  submitted: {
    manual: 'submitted the test',
    time_up: 'time ran out: the test was submitted',
    full_screen: 'left full screen: the test was submitted',
  },
} as const;

/** A duration in words: '45 s', '1 min 10 s', '2 min', '1 h 5 min'. */
export function durationText(seconds: number): string {
  const t = Math.max(0, Math.round(seconds));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const s = t % 60;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

/** Marks with their sign: '+5 marks', '-1 mark', '0 marks'. */
export function signedMarks(marks: number): string {
  const abs = Math.abs(marks);
  const sign = marks > 0 ? '+' : marks < 0 ? '-' : '';
  return `${sign}${abs} ${abs === 1 ? 'mark' : 'marks'}`;
}
