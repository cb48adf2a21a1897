// Which report tabs a course shows and where View Details leads (spec 001 §2 "Reports"). Pure.
import type { CourseTabs } from '../../domain/account/student';
import type { ReportRow } from './ports';

export interface ReportTab {
  /** also the value of /report?tab= (the shell's report menu, domain/account/menu.ts) */
  id: 'overview' | 'learning' | 'competitive' | 'topic-test' | 'mock-test' | 'class-test';
  label: string;
  /** the testType the list is fetched with; null for Overview */
  testType: number | null;
  /** for testType 1, the row label that belongs to this tab */
  rowLabel?: string;
}

export const OVERVIEW_TAB: ReportTab = { id: 'overview', label: 'Overview', testType: null };
export const LEARNING_SESSION = 'Learning Session';
export const COMPETITIVE_SESSION = 'Competitive Session';

/**
 * Overview, then the category tabs the course enables: selfTest gives Learning Sessions and Competitive
 * Sessions, topicTest Topic Tests, mockTest Mock Tests, classTest Class Tests. No course: Overview only.
 */
export const reportTabs = (tabs: Pick<CourseTabs, 'selfTest' | 'topicTest' | 'mockTest' | 'classTest'> | null): ReportTab[] => {
  const list: ReportTab[] = [OVERVIEW_TAB];
  if (!tabs) return list;
  if (tabs.selfTest) {
    list.push({ id: 'learning', label: 'Learning Sessions', testType: 1, rowLabel: LEARNING_SESSION });
    list.push({ id: 'competitive', label: 'Competitive Sessions', testType: 1, rowLabel: COMPETITIVE_SESSION });
  }
  if (tabs.topicTest) list.push({ id: 'topic-test', label: 'Topic Tests', testType: 2 });
  if (tabs.mockTest) list.push({ id: 'mock-test', label: 'Mock Tests', testType: 3 });
  if (tabs.classTest) list.push({ id: 'class-test', label: 'Class Tests', testType: 4 });
  return list;
};

/** The index of the tab named by /report?tab= among `tabs`; Overview (0) for a missing, unknown or hidden tab. */
export const tabIndexOf = (tabs: readonly ReportTab[], value: string | null | undefined): number => {
  const i = tabs.findIndex((t) => t.id === (value ?? '').trim().toLowerCase());
  return i < 0 ? 0 : i;
};

/** The rows of a tab: testType 1 is split by its row label; the other tabs take every row. */
export const rowsOfTab = (tab: ReportTab, rows: readonly ReportRow[]): ReportRow[] =>
  tab.rowLabel ? rows.filter((r) => r.testType.trim().toLowerCase() === tab.rowLabel?.toLowerCase()) : [...rows];

export const isSubjective = (examType: string): boolean => examType.trim().toLowerCase() === 'subjective';

/**
 * View Details (spec 001 §2): a subjective exam -> /testview?testSession=st{session}; a Learning Session ->
 * /learning-testanalytics?testSession={id}&testType={n}; any other -> /testanalytics?testSession={id}&testType={n}.
 */
export const viewDetailsHref = (row: Pick<ReportRow, 'examType' | 'testType' | 'testSession' | 'testTypeId'>): string => {
  const session = encodeURIComponent(row.testSession);
  if (isSubjective(row.examType)) return `/testview?testSession=st${session}`;
  const page = row.testType.trim().toLowerCase() === LEARNING_SESSION.toLowerCase() ? '/learning-testanalytics' : '/testanalytics';
  return `${page}?testSession=${session}&testType=${row.testTypeId}`;
};

/** VIEW ANSWERS of test analytics: mt{id} for a mock test (testType 3), else st{id}. */
export const testAnswersHref = (testSession: string, testType: number): string =>
  `/testview?testSession=${testType === 3 ? 'mt' : 'st'}${encodeURIComponent(testSession)}`;

/** VIEW ANSWERS of learning analytics. */
export const learningAnswersHref = (testSession: string): string => `/testview?testSession=ls${encodeURIComponent(testSession)}`;

/** Empty state of a category tab (spec 001 §2). */
export const emptyListText = (tab: ReportTab): string =>
  tab.id === 'competitive' ? 'No Competitive Session Data Available' : 'No student report data available';

export const NO_REPORT_DATA = 'No report data is available at this moment...';
export const NO_OVERVIEW_DATA = 'No overview data available';
