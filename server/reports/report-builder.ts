// The report replies (docs/api.md "Reports") computed from stored attempt rows with domain/reports: no
// number is stored for the reports, every figure comes from the attempt's question rows and its cohort.
import { summarizeAttempt, type MarkedQuestion, type Outcome } from '../../domain/reports/attempt-summary';
import { summarizeLearning } from '../../domain/reports/learning-summary';
import { hhmmss, minutes, round2 } from '../../domain/reports/format';
import { overviewItem, type OverviewItem, type OverviewRow } from '../../domain/reports/overview';
import { rankAmongGroups, topperCompare, topperOf, type ScoreGroup } from '../../domain/reports/ranking';
import type { LearningAnalyticsReport, ReportRow, TestAnalyticsReport, TimeAnalysisItem } from '../../domain/reports/analytics-reports';
import { isSelfTest, TEST_TYPE } from '../../domain/shared/test-type';
import type { Cohort, ReportAttempt, ReportQuestion, ReportSection } from '../repositories/report-repository';

export const TEST_TYPE_LABELS: Record<number, string> = {
  [TEST_TYPE.topicTest]: 'Topic Test', [TEST_TYPE.mockTest]: 'Mock Test', [TEST_TYPE.classTest]: 'Class Test', [TEST_TYPE.classMockTest]: 'Class Mock Test',
};

/** A self test is a Learning Session in assessment mode beginner, otherwise a Competitive Session. */
export const testTypeLabel = (a: Pick<ReportAttempt, 'testType' | 'testMode'>): string =>
  isSelfTest(a.testType)
    ? (a.testMode.trim().toLowerCase() === 'beginner' ? 'Learning Session' : 'Competitive Session')
    : TEST_TYPE_LABELS[a.testType] ?? 'Test';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'yyyy-mm-dd hh:mm' in UTC. */
export const formatDateTime = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};

/**
 * Seconds the student spent: totalTime - remainingTime when the attempt was timed and recorded a remaining
 * time in range, else the sum of the questions' times.
 */
export const spentSeconds = (a: Pick<ReportAttempt, 'totalTime' | 'remainingTime' | 'timeSpent'>): number =>
  a.totalTime > 0 && a.remainingTime >= 0 && a.remainingTime <= a.totalTime ? a.totalTime - a.remainingTime : Math.max(0, a.timeSpent);

/** Stored counts, made consistent: unattempted is whatever is neither correct nor incorrect. */
const counts = (a: ReportAttempt) => {
  const correct = Math.max(0, a.correctCount);
  const incorrect = Math.max(0, a.incorrectCount);
  const total = Math.max(a.totalQuestions, correct + incorrect);
  return { total, correct, incorrect, unattempted: total - correct - incorrect };
};

export type WireReportRow = ReportRow;

export const reportRow = (a: ReportAttempt): WireReportRow => {
  const c = counts(a);
  return {
    mockTestName: a.testName,
    testType: testTypeLabel(a),
    examType: a.examType || 'objective',
    submitDateTime: formatDateTime(a.submittedAt),
    totalQuestions: c.total,
    fullMarks: round2(a.fullMarks),
    marksObtain: round2(Math.min(a.marksObtained, a.fullMarks)),
    timeSpent: hhmmss(spentSeconds(a)),
    testSession: String(a.id),
    testTypeId: a.testType,
    helpCounter: Math.max(0, a.helpCounter),
    correctQuestions: c.correct,
    incorrectQuestions: c.incorrect,
    unattemptedQuestions: c.unattempted,
  };
};

const AWAITING_MARKING = 2;

const overviewRow = (a: ReportAttempt): OverviewRow => {
  const c = counts(a);
  return {
    testName: a.testName,
    submittedAt: a.submittedAt,
    fullMarks: a.fullMarks,
    marksObtain: Math.min(a.marksObtained, a.fullMarks),
    totalQuestions: c.total,
    correctQuestions: c.correct,
    incorrectQuestions: c.incorrect,
    unattemptedQuestions: c.unattempted,
  };
};

/**
 * One overview item per test type that has marked attempts, in type order. An attempt still awaiting subjective
 * marking (testStatus 2) is left out of the charts: its unmarked answers would read as incorrect. It stays in the
 * report list, where View Details opens its review.
 */
export const dashboard = (attempts: readonly ReportAttempt[]): OverviewItem[] => {
  const byType = new Map<number, OverviewRow[]>();
  for (const a of attempts) {
    if (a.testStatus === AWAITING_MARKING) continue;
    const rows = byType.get(a.testType) ?? [];
    rows.push(overviewRow(a));
    byType.set(a.testType, rows);
  }
  return [...byType.entries()].sort(([x], [y]) => x - y)
    .map(([type, rows]) => overviewItem(type, rows))
    .filter((o): o is OverviewItem => o !== null);
};

const OUTCOME: Record<string, Outcome> = { Correct: 'correct', Incorrect: 'incorrect' };

const MAX_DEPTH = 3;

/**
 * A question row as the analytics see it. The section path is the section, then the topics below it: the
 * question's topic chain (subject > chapter > topic) without the part the section already names, so a
 * Physics section breaks down into its chapters and topics. Without sections, the chain itself.
 */
export const markedQuestion = (q: ReportQuestion, chain: readonly string[]): MarkedQuestion => {
  const section = q.sectionName.trim();
  let path: string[];
  if (section === '') path = [...chain];
  else {
    const at = chain.indexOf(section);
    path = [section, ...(at >= 0 ? chain.slice(at + 1) : chain.slice(1))];
  }
  return {
    questionId: q.questionId,
    sectionId: q.sectionId,
    sectionName: section,
    sectionPath: path.slice(0, MAX_DEPTH).filter((n) => n.trim() !== ''),
    outcome: OUTCOME[q.result] ?? 'unattempted',
    marks: q.marks,
    maxMarks: q.maxMarks,
    timeSpent: Math.max(0, q.timeSpent),
    help: q.help > 0,
  };
};

export type WireLearningAnalytics = LearningAnalyticsReport;

export const learningAnalytics = (a: ReportAttempt, questions: readonly MarkedQuestion[], benchmark: number | null): WireLearningAnalytics => ({
  testName: a.testName,
  submitDate: formatDateTime(a.submittedAt),
  ...summarizeLearning(questions, benchmark),
});

export type WireTimeAnalysis = TimeAnalysisItem;

/**
 * Available vs taken minutes per section (in section order). A section's available time is its own time
 * when it has one, else the test time shared by question count. Without sections: one item for the test.
 */
export const timeAnalysis = (a: ReportAttempt, sections: readonly ReportSection[], questions: readonly MarkedQuestion[], spent: number): WireTimeAnalysis[] => {
  const total = questions.length;
  const bySection = sections
    .map((s) => {
      const qs = questions.filter((q) => q.sectionId === s.sectionId);
      const available = s.sectionTime > 0 ? s.sectionTime : total === 0 ? 0 : (a.totalTime * qs.length) / total;
      return { name: s.name, availableMinutes: minutes(available), takenMinutes: minutes(qs.reduce((sum, q) => sum + q.timeSpent, 0)), n: qs.length };
    })
    .filter((s) => s.n > 0)
    .map(({ n: _n, ...s }) => s);
  return bySection.length > 0 ? bySection : [{ name: 'Test', availableMinutes: minutes(a.totalTime), takenMinutes: minutes(spent) }];
};

export type WireTestAnalytics = TestAnalyticsReport;

/**
 * Rank among students: each other student counts with their best submitted attempt of the same test (`rivals`, the
 * number of other students per best marks), the viewer with the attempt being viewed (so an older attempt shows where
 * it would stand). Marks are compared rounded to 2 decimals. Ties share a rank (competition ranking, 1224); the
 * percentile is the share of the other students strictly below; a single taker is rank 1 of 1, percentile 100
 * (domain/reports/ranking.ts: rankAmongGroups counts, rankFromCounts ranks). O(rivals.length).
 */
export const rankOf = (a: ReportAttempt, rivals: readonly ScoreGroup[]) =>
  rankAmongGroups(round2(a.marksObtained), rivals.map((r) => ({ score: round2(r.score), students: r.students })));

/**
 * The topper: the best submitted attempt of the test by anyone (`best`, or the viewed attempt when it is as good).
 * Ties: less time, then the earlier submit. The time is rankingTime, measured by the server (the client's
 * times are only displayed): a forged time cannot win a tie.
 */
export const topperAttempt = (a: ReportAttempt, best: ReportAttempt | undefined): ReportAttempt => {
  const candidates = best && best.id !== a.id ? [a, best] : [a];
  const top = topperOf(candidates.map((c) => ({ attempt: c, score: round2(c.marksObtained), timeSpent: c.rankingTime, submittedAt: c.submittedAt })));
  return top?.attempt ?? a;
};

export const testAnalytics = (
  a: ReportAttempt,
  questions: readonly MarkedQuestion[],
  sections: readonly ReportSection[],
  cohort: Cohort,
): WireTestAnalytics => {
  const spent = spentSeconds(a);
  const s = summarizeAttempt({ questions, totalTime: a.totalTime, timeSpent: spent });
  const rank = rankOf(a, cohort.rivals);
  const top = topperAttempt(a, cohort.best);
  const topCounts = counts(top);
  const you = { marksObtain: s.marksObtain, timeSpent: spent, correctAnswers: s.correctAnswers, incorrectAnswers: s.incorrectAnswers, unattemptedAnswers: s.unattemptedAnswers };
  const topper = top.id === a.id ? you : {
    // the displayed time is the attempt's own (as the viewer's is); only the tie-break uses the server's
    marksObtain: round2(top.marksObtained), timeSpent: spentSeconds(top),
    correctAnswers: topCounts.correct, incorrectAnswers: topCounts.incorrect, unattemptedAnswers: topCounts.unattempted,
  };
  return {
    testName: a.testName,
    testType: a.testType,
    submitDate: formatDateTime(a.submittedAt),
    fullMarks: s.fullMarks,
    marksObtain: s.marksObtain,
    percentageMarks: s.percentageMarks,
    totalQuestion: s.totalQuestion,
    correctAnswers: s.correctAnswers,
    incorrectAnswers: s.incorrectAnswers,
    unattemptedAnswers: s.unattemptedAnswers,
    incorrectMarks: s.incorrectMarks,
    totalTime: s.totalTime,
    totalTimeLabel: s.totalTimeLabel,
    timeSpent: s.timeSpent,
    timeSpentMinutes: s.timeSpentMinutes,
    spentTimeLabel: s.spentTimeLabel,
    timeRemaining: s.timeRemaining,
    timeRemainingLabel: s.timeRemainingLabel,
    timeTakenPercent: s.timeTakenPercent,
    timeRemainingPercent: s.timeRemainingPercent,
    averageSpeedPerQuestionLabel: s.averageSpeedPerQuestionLabel,
    rank: rank.rank,
    totalStudent: rank.totalStudent,
    percentile: rank.percentile,
    progressBarObj: s.progressBarObj,
    overallPerformanceList: s.overallPerformanceList,
    sectionPerformanceList: [
      { name: 'Correct', data: s.sectionSet.map((n) => n.correctQuestions), color: 'green' },
      { name: 'Incorrect', data: s.sectionSet.map((n) => n.incorrectQuestions), color: 'red' },
      { name: 'Unattempted', data: s.sectionSet.map((n) => n.unattemptedQuestions), color: 'grey' },
    ],
    sectionSet: s.sectionSet,
    timeAnalysis: timeAnalysis(a, sections, questions, spent),
    topperCompare: topperCompare(you, topper),
  };
};
