// /report: Overview plus the categories the active course enables, default Overview; each category a table (cards
// on mobile) with View Details; every empty state; a tracking event 3 s after a category is selected. The tab strip
// is the shell's section tab bar (its links are /report?tab=overview|learning|competitive|topic-test|mock-test|
// class-test, domain/account/menu.ts), so the page follows ?tab= instead of drawing a second strip. The overview's
// charts are a chunk of their own, fetched with the data after the first paint.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import { tabIndexOf } from '../../../domain/reports/report-tabs';
import { reportPath } from '../../../domain/shared/paths';
import { afterPaint } from '../../components/after-paint';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { EmptyState, Loading } from './report-parts';
import { preloadOverviewCharts, ReportOverview, type OverviewSection } from './report-overview';
import { ReportTable } from './report-table';
import { ReportStore } from './report.store';
import { useReports } from './use-reports';
import { usePageVisit } from '../../analytics/use-page-visit';

/** The overview sections: one per test type the course shows (or the server sent), in type order. */
const overviewSections = (store: ReportStore): OverviewSection[] => {
  const types = new Set<number>();
  for (const t of store.tabs) if (t.testType !== null) types.add(t.testType);
  for (const o of store.overview) types.add(o.testType);
  return [...types].sort((a, b) => a - b).map((testType) => ({
    testType,
    title: M.overviewTitle(testType),
    item: store.overviewOf(testType),
  }));
};

export default observer(function ReportPage() {
  usePageVisit('reports');
  const { session, analytics } = useServices();
  const reports = useReports();
  const [, navigate] = useLocation();
  const tabParam = new URLSearchParams(useSearch()).get('tab');
  const course = session.activeCourse;
  const courseId = course?.courseId ?? 0;
  // keyed by value: a course list refresh (a new course object with the same figures) keeps the page as it is
  const flags = course ? { selfTest: course.tabs.selfTest, topicTest: course.tabs.topicTest, mockTest: course.tabs.mockTest, classTest: course.tabs.classTest } : null;
  const flagsKey = JSON.stringify(flags);
  // The page opens on the tab of the URL (no tracking event); its call starts once the page has painted (the
  // overview's headings, the largest paint, need no data). Later ?tab= changes are selections (effect below).
  const store = useMemo(() => {
    const created = new ReportStore(reports, courseId, flags, undefined,
      (tab, id) => analytics.track({ event: 'click', target: 'report_tab', item: tab.id, courseId: id }));
    created.preselect(tabIndexOf(created.tabs, tabParam));
    return created;
  }, [reports, courseId, flagsKey]);
  useEffect(() => {
    const cancel = afterPaint(() => {
      store.open(store.selectedIndex);
      preloadOverviewCharts();
    });
    return () => {
      cancel();
      store.dispose();
    };
  }, [store]);

  const index = tabIndexOf(store.tabs, tabParam);
  useEffect(() => {
    store.select(index);
  }, [store, index]);
  // a missing or unknown ?tab= reads as Overview; say so in the URL, so the section tab bar marks it
  const normalized = store.tabs[index].id;
  useEffect(() => {
    if (tabParam !== normalized) navigate(reportPath(normalized), { replace: true });
  }, [tabParam, normalized, navigate]);

  const headingId = useId();
  const selected = store.tabs[index];
  const shown = store.selected.id === selected.id;
  return (
    <>
      <PageHeading>{M.reportsHeading}</PageHeading>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} css={{ margin: '0 0 16px', fontSize: 20 }}>{selected.label}</h2>
        {!shown || store.selectedLoading ? (
          // the overview's panel headings come from the course, so they show while its figures load
          selected.testType === null && overviewSections(store).length > 0
            ? <ReportOverview sections={overviewSections(store)} loading />
            : <Loading what={selected.label} />
        ) : selected.testType === null ? (
          <ReportOverview sections={overviewSections(store)} />
        ) : store.selectedRows.length === 0 ? (
          <EmptyState>{M.emptyList(selected.id)}</EmptyState>
        ) : (
          <ReportTable rows={store.selectedRows} caption={selected.label} />
        )}
      </section>
    </>
  );
});
