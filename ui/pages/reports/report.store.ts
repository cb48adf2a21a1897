// View state of /report: tab switching keeps a selected index, default Overview; the tab tracking event fires
// 3000 ms after a selection. Lists are fetched once per tab and kept while the page lives; a failed list shows the
// empty state.
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { ReportUseCases } from '../../../application/reports/report-use-cases';
import type { CourseTabs } from '../../../domain/account/student';
import type { ReportRow } from '../../../domain/reports/analytics-reports';
import type { OverviewItem } from '../../../domain/reports/overview';
import { reportTabs, rowsOfTab, type ReportTab } from '../../../domain/reports/report-tabs';
import { valueOr } from '../../../domain/shared/result';

export const TAB_TRACKING_DELAY_MS = 3000;

export type Schedule = (fn: () => void, ms: number) => () => void;
const defaultSchedule: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

type Load = 'idle' | 'loading' | 'done';

export class ReportStore {
  readonly tabs: ReportTab[];
  selectedIndex = 0;
  overview: OverviewItem[] = [];
  overviewState: Load = 'idle';
  /** rows per testType (a self test's hold learning and competitive sessions) */
  rows = new Map<number, ReportRow[]>();
  rowState = new Map<number, Load>();
  private cancelTracking: (() => void) | null = null;

  constructor(
    private readonly reports: ReportUseCases,
    private readonly courseId: number,
    courseTabs: Pick<CourseTabs, 'selfTest' | 'topicTest' | 'mockTest' | 'classTest'> | null,
    private readonly schedule: Schedule = defaultSchedule,
    /** the tab tracking event (the analytics data layer) */
    private readonly trackTab: (tab: ReportTab, courseId: number) => void = () => undefined,
  ) {
    this.tabs = reportTabs(courseTabs);
    makeAutoObservable<ReportStore, 'reports' | 'schedule' | 'cancelTracking' | 'trackTab'>(this, {
      reports: false, schedule: false, cancelTracking: false, trackTab: false,
      // replies are replaced whole: the overview by reference, the rows' map observable but its lists not converted
      overview: observableRef, rows: observableShallow,
    });
  }

  get selected(): ReportTab {
    return this.tabs[this.selectedIndex] ?? this.tabs[0];
  }

  /** The rows of the selected category tab, newest first as the server sends them. */
  get selectedRows(): ReportRow[] {
    const t = this.selected;
    return t.testType === null ? [] : rowsOfTab(t, this.rows.get(t.testType) ?? []);
  }

  get selectedLoading(): boolean {
    const t = this.selected;
    const state = t.testType === null ? this.overviewState : this.rowState.get(t.testType) ?? 'idle';
    return state !== 'done';
  }

  /** The overview item of a testType, or null ('No overview data available'). */
  overviewOf(testType: number): OverviewItem | null {
    return this.overview.find((o) => o.testType === testType) ?? null;
  }

  /** Opens the page on Overview (no tracking event for the default tab). */
  start(): void {
    this.open(0);
  }

  /** Opens the page on a tab (the one of the URL): loads it, without a tracking event. */
  open(index: number): void {
    this.preselect(index);
    void this.load(this.selected);
  }

  /** Shows a tab (the one of the URL) before open() loads it: no call, no tracking event. */
  preselect(index: number): void {
    if (this.tabs[index]) this.selectedIndex = index;
  }

  /** Selects a tab by index, loads its data, and fires the tracking event after 3 s on that tab. */
  select(index: number): void {
    if (!this.tabs[index] || index === this.selectedIndex) return;
    this.selectedIndex = index;
    const tab = this.tabs[index];
    void this.load(tab);
    this.cancelTracking?.();
    this.cancelTracking = this.schedule(() => {
      this.cancelTracking = null;
      this.trackTab(tab, this.courseId);
    }, TAB_TRACKING_DELAY_MS);
  }

  selectById(id: ReportTab['id']): void {
    this.select(this.tabs.findIndex((t) => t.id === id));
  }

  dispose(): void {
    this.cancelTracking?.();
    this.cancelTracking = null;
  }

  private async load(tab: ReportTab): Promise<void> {
    if (tab.testType === null) {
      if (this.overviewState !== 'idle') return;
      this.overviewState = 'loading';
      const items = valueOr(await this.reports.overview(this.courseId), []);
      runInAction(() => {
        this.overview = items;
        this.overviewState = 'done';
      });
      return;
    }
    const type = tab.testType;
    if ((this.rowState.get(type) ?? 'idle') !== 'idle') return;
    this.rowState.set(type, 'loading');
    const rows = valueOr(await this.reports.reportList(this.courseId, type), []);
    runInAction(() => {
      this.rows.set(type, rows);
      this.rowState.set(type, 'done');
    });
  }
}
