// View state of /testanalytics (spec 001 §2 "Test analytics", §4 "Analytics tab switching is by index"):
// the data, the selected tab index, and the section drill-down path (breadcrumb).
import { makeAutoObservable, runInAction } from 'mobx';
import type { SectionNode, TestAnalytics } from '../../../application/reports/ports';
import type { ReportUseCases } from '../../../application/reports/report-use-cases';

export interface AnalyticsTab {
  id: 'overall' | 'answers' | 'detail' | 'time' | 'comparative';
  label: string;
}

const ALL_TABS: AnalyticsTab[] = [
  { id: 'overall', label: 'OVERALL PERFORMANCE' },
  { id: 'answers', label: 'VIEW ANSWERS' },
  { id: 'detail', label: 'PERFORMANCE IN DETAIL' },
  { id: 'time', label: 'TIME MANAGEMENT' },
  { id: 'comparative', label: 'COMPARATIVE STUDY' },
];

/** PERFORMANCE IN DETAIL and COMPARATIVE STUDY only for testType 3 (spec 001 §2, §6). */
export const analyticsTabs = (testType: number): AnalyticsTab[] =>
  ALL_TABS.filter((t) => testType === 3 || (t.id !== 'detail' && t.id !== 'comparative'));

export class TestAnalyticsStore {
  data: TestAnalytics | null = null;
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
    const data = await this.reports.testAnalytics(this.testSession);
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
