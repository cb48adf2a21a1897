// View state of /testanalytics: the data (a failure shows the no-data state), the selected tab (switching is by
// index), and the section drill-down path (breadcrumb).
import { makeAutoObservable, runInAction } from 'mobx';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { ReportUseCases } from '../../../application/reports/report-use-cases';
import type { TestAnalyticsReport } from '../../../domain/reports/analytics-reports';
import type { SectionNode } from '../../../domain/reports/attempt-summary';
import { valueOr } from '../../../domain/shared/result';
import { hasSectionAnalytics } from '../../../domain/shared/test-type';

export interface AnalyticsTab {
  id: 'overall' | 'answers' | 'detail' | 'time' | 'comparative' | 'timeline';
  label: string;
}

const TAB_ORDER: AnalyticsTab['id'][] = ['overall', 'answers', 'detail', 'time', 'comparative', 'timeline'];

/** PERFORMANCE IN DETAIL and COMPARATIVE STUDY only for a test with section analytics (a mock test); ATTEMPT
 *  TIMELINE, last, for every test type. */
export const analyticsTabs = (testType: number): AnalyticsTab[] =>
  TAB_ORDER.filter((id) => hasSectionAnalytics(testType) || (id !== 'detail' && id !== 'comparative'))
    .map((id) => ({ id, label: M.analyticsTabs[id] }));

export class TestAnalyticsStore {
  data: TestAnalyticsReport | null = null;
  loading = true;
  tabIndex = 0;
  /** section names from the top level down to the section whose children are shown; [] = top level */
  drillPath: string[] = [];

  constructor(private readonly reports: ReportUseCases, readonly testSession: string, readonly testType: number) {
    makeAutoObservable<TestAnalyticsStore, 'reports'>(this, { reports: false });
  }

  /** The query's testType decides the tabs; the server's testType wins once loaded. */
  get effectiveTestType(): number {
    return this.data?.testType ?? this.testType;
  }

  get tabs(): AnalyticsTab[] {
    return analyticsTabs(this.effectiveTestType);
  }

  get tab(): AnalyticsTab {
    return this.tabs[this.tabIndex] ?? this.tabs[0];
  }

  /** The sections shown at the current drill-down level. */
  get visibleSections(): SectionNode[] {
    let level = this.data?.sectionSet ?? [];
    for (const name of this.drillPath) {
      const node = level.find((s) => s.sectionName === name);
      if (!node) return [];
      level = node.children;
    }
    return level;
  }

  async load(): Promise<void> {
    this.loading = true;
    const data = valueOr(await this.reports.testAnalytics(this.testSession), null);
    runInAction(() => {
      this.data = data;
      this.loading = false;
      if (this.tabIndex >= this.tabs.length) this.tabIndex = 0;
    });
  }

  selectTab(index: number): void {
    if (this.tabs[index]) this.tabIndex = index;
  }

  drillInto(section: SectionNode): void {
    if (section.children.length > 0) this.drillPath = [...this.drillPath, section.sectionName];
  }

  /** Breadcrumb: depth 0 is the top level ('All Sections'). */
  drillTo(depth: number): void {
    this.drillPath = this.drillPath.slice(0, Math.max(0, depth));
  }
}
