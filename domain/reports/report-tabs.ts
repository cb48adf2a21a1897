// The report tabs: which a course shows, the rows each lists, and where a row's View Details leads. A tab's id is
// also the value of /report?tab= (the shell's report menu links there).
import type { CourseTabs } from '../account/student';
import { analyticsPath, type ReportTabId } from '../shared/paths';
import { TEST_TYPE, type TestType } from '../shared/test-type';
import type { ReportRow } from './analytics-reports';

export interface ReportTab {
  id: ReportTabId;
  label: string;
  /** the test type the list is fetched with; null for Overview */
  testType: TestType | null;
  /** a self test's rows are split between two tabs by their category label */
  rowLabel?: string;
}

/** The category label of a self test's row: a learning session (beginner mode) or a competitive one (advance). */
export const LEARNING_SESSION = 'Learning Session';
export const COMPETITIVE_SESSION = 'Competitive Session';

/** Every report tab, by id. */
export const REPORT_TABS: Readonly<Record<ReportTabId, ReportTab>> = {
  overview: { id: 'overview', label: 'Overview', testType: null },
  learning: { id: 'learning', label: 'Learning Sessions', testType: TEST_TYPE.selfTest, rowLabel: LEARNING_SESSION },
  competitive: { id: 'competitive', label: 'Competitive Sessions', testType: TEST_TYPE.selfTest, rowLabel: COMPETITIVE_SESSION },
  'topic-test': { id: 'topic-test', label: 'Topic Tests', testType: TEST_TYPE.topicTest },
  'mock-test': { id: 'mock-test', label: 'Mock Tests', testType: TEST_TYPE.mockTest },
  'class-test': { id: 'class-test', label: 'Class Tests', testType: TEST_TYPE.classTest },
};

/**
 * Overview, then the category tabs the course enables: selfTest gives Learning Sessions and Competitive Sessions,
 * topicTest Topic Tests, mockTest Mock Tests, classTest Class Tests. No course: Overview only.
 */
export const reportTabs = (tabs: Pick<CourseTabs, 'selfTest' | 'topicTest' | 'mockTest' | 'classTest'> | null): ReportTab[] => {
  const list: ReportTab[] = [REPORT_TABS.overview];
  if (!tabs) return list;
  if (tabs.selfTest) list.push(REPORT_TABS.learning, REPORT_TABS.competitive);
  if (tabs.topicTest) list.push(REPORT_TABS['topic-test']);
  if (tabs.mockTest) list.push(REPORT_TABS['mock-test']);
  if (tabs.classTest) list.push(REPORT_TABS['class-test']);
  return list;
};

/** The index of the tab named by /report?tab= among `tabs`; Overview (0) for a missing, unknown or hidden tab. */
export const tabIndexOf = (tabs: readonly ReportTab[], value: string | null | undefined): number => {
  const i = tabs.findIndex((t) => t.id === (value ?? '').trim().toLowerCase());
  return i < 0 ? 0 : i;
};

const isLabelled = (row: Pick<ReportRow, 'testType'>, label: string): boolean =>
  row.testType.trim().toLowerCase() === label.toLowerCase();

/** The rows of a tab: a self test's rows are split by their label; the other tabs take every row. */
export const rowsOfTab = (tab: ReportTab, rows: readonly ReportRow[]): ReportRow[] => {
  const label = tab.rowLabel;
  return label ? rows.filter((r) => isLabelled(r, label)) : [...rows];
};

/** A subjective exam: its answers are marked in the review, which is where its details are. */
export const isSubjective = (examType: string): boolean => examType.trim().toLowerCase() === 'subjective';

/** View Details of a row: the page that shows its attempt (a review, learning analytics or test analytics). */
export const viewDetailsPath = (row: Pick<ReportRow, 'examType' | 'testType' | 'testSession' | 'testTypeId'>): string =>
  analyticsPath({
    testSession: row.testSession,
    testType: row.testTypeId,
    subjective: isSubjective(row.examType),
    learningSession: isLabelled(row, LEARNING_SESSION),
  });
