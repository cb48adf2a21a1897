// Test data of the reports area: report rows, overview items, learning and test analytics as the
// server sends them (docs/api.md "Reports").
import type { LearningAnalyticsReport, ReportRow, TestAnalyticsReport } from '../../domain/reports/analytics-reports';
import type { OverviewItem } from '../../domain/reports/overview';
import { TEST_TYPE } from '../../domain/shared/test-type';

export const aReportRow = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  mockTestName: 'Physics Mock 1',
  testType: 'Mock Test',
  examType: 'objective',
  submitDateTime: '2026-11-20 10:15',
  totalQuestions: 10,
  fullMarks: 40,
  marksObtain: 23,
  timeSpent: '00:12:30',
  testSession: '41',
  testTypeId: TEST_TYPE.mockTest,
  helpCounter: 0,
  correctQuestions: 6,
  incorrectQuestions: 1,
  unattemptedQuestions: 3,
  ...overrides,
});

export const anOverviewItem = (overrides: Partial<OverviewItem> = {}): OverviewItem => ({
  testType: TEST_TYPE.mockTest,
  lastPerformance: 57.5,
  testLastTestsX: ['Physics Mock 1', 'Physics Mock 2'],
  testLastTestsY: [{ name: 'Physics Mock 1', y: 80, color: 'green' }, { name: 'Physics Mock 2', y: 57.5, color: 'orange' }],
  testLastTopic: 'Physics Mock 2',
  testLastReport: [
    { name: 'Correct: 6/10', y: 6, color: 'green' },
    { name: 'Incorrect: 1/10', y: 1, color: 'red' },
    { name: 'Un-Attempted: 3/10', y: 3, color: 'grey' },
  ],
  testAccuracy: [{ name: 'Correct: 6/7', y: 6, color: 'green' }, { name: 'Incorrect: 1/7', y: 1, color: 'red' }],
  ...overrides,
});

export const aLearningAnalytics = (overrides: Partial<LearningAnalyticsReport> = {}): LearningAnalyticsReport => ({
  testName: 'Kinematics',
  submitDate: '2026-11-20 10:15',
  totalQuestion: 5,
  helpCounter: 2,
  correctQuestion: 2,
  incorrectQuestion: 2,
  unattemptedQuestion: 1,
  overallResultList: [{ name: 'Correct', y: 2, color: 'green' }, { name: 'Incorrect', y: 2, color: 'red' }, { name: 'Unattempted', y: 1, color: 'grey' }],
  resultWithHelpList: [{ name: 'Correct', y: 1, color: 'green' }, { name: 'Incorrect', y: 1, color: 'red' }, { name: 'Unattempted', y: 0, color: 'grey' }],
  resultWithoutHelpList: [{ name: 'Correct', y: 1, color: 'green' }, { name: 'Incorrect', y: 1, color: 'red' }, { name: 'Unattempted', y: 1, color: 'grey' }],
  progressBarObj: { percentage: 40, barColor: 'orange', caption: 'Not upto mark. Continue Learning' },
  ...overrides,
});

const section = (name: string, path: string[], children: TestAnalyticsReport['sectionSet'] = []): TestAnalyticsReport['sectionSet'][number] => ({
  sectionName: name,
  path,
  totalQuestion: 5,
  correctQuestions: 3,
  incorrectQuestions: 1,
  unattemptedQuestions: 1,
  correctPercentage: 60,
  incorrectPercentage: 20,
  unattemptedPercentage: 20,
  percentage: 55,
  timeSpent: 300,
  timeSpentLabel: '00:05:00',
  sectionScore: 11,
  sectionTotalScore: 20,
  children,
});

export const aTestAnalytics = (overrides: Partial<TestAnalyticsReport> = {}): TestAnalyticsReport => ({
  testName: 'Physics Mock 1',
  testType: TEST_TYPE.mockTest,
  submitDate: '2026-11-20 10:15',
  fullMarks: 40,
  marksObtain: 23,
  percentageMarks: 57.5,
  totalQuestion: 10,
  correctAnswers: 6,
  incorrectAnswers: 1,
  unattemptedAnswers: 3,
  incorrectMarks: 1,
  totalTime: 1800,
  totalTimeLabel: '00:30:00',
  timeSpent: 750,
  timeSpentMinutes: 12.5,
  spentTimeLabel: '00:12:30',
  timeRemaining: 1050,
  timeRemainingLabel: '00:17:30',
  timeTakenPercent: 41.67,
  timeRemainingPercent: 58.33,
  averageSpeedPerQuestionLabel: '00:01:15',
  rank: 3,
  totalStudent: 51,
  percentile: 96,
  progressBarObj: { percentage: 57.5, barColor: 'orange', caption: null },
  overallPerformanceList: [{ name: 'Correct', y: 6, color: 'green' }, { name: 'Incorrect', y: 1, color: 'red' }, { name: 'Unattempted', y: 3, color: 'grey' }],
  sectionPerformanceList: [{ name: 'Correct', data: [3, 3], color: 'green' }],
  sectionSet: [
    section('Physics', ['Physics'], [section('Mechanics', ['Physics', 'Mechanics'])]),
    section('Chemistry', ['Chemistry']),
  ],
  timeAnalysis: [{ name: 'Physics', availableMinutes: 15, takenMinutes: 5 }, { name: 'Chemistry', availableMinutes: 15, takenMinutes: 7.5 }],
  topperCompare: [
    { title: 'You', score: 23, timeSpent: '12:30', timeSpentMinutes: 12.5, correctQuestions: 6, incorrectQuestions: 1, unattemptedQuestions: 3 },
    { title: 'Topper', score: 38, timeSpent: '20:00', timeSpentMinutes: 20, correctQuestions: 10, incorrectQuestions: 0, unattemptedQuestions: 0 },
  ],
  ...overrides,
});
