// /report (spec 001 §2 Reports): Overview plus the category tabs the active course enables, default
// Overview; each category a table (cards on mobile) with View Details; every empty state; a tracking
// event 3 s after a tab is selected. The charts load with this lazy route only.
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { emptyListText, type ReportTab } from '../../../application/reports/report-navigation';
import { TabPanel, Tabs } from '../../components/tabs';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { Loading, EmptyState } from './report-parts';
import { ReportOverview, type OverviewSection } from './report-overview';
import { ReportTable } from './report-table';
import { ReportStore } from './report.store';
import { useReports } from './use-reports';

const TYPE_TITLES: Record<number, string> = { 1: 'Learning & Competitive Sessions', 2: 'Topic Tests', 3: 'Mock Tests', 4: 'Class Tests', 5: 'Class Mock Tests' };

/** The overview sections: one per test type the course shows (or the server sent), in type order. */
const overviewSections = (store: ReportStore): OverviewSection[] => {
  const types = new Set<number>();
  for (const t of store.tabs) if (t.testType !== null) types.add(t.testType);
  for (const o of store.overview) types.add(o.testType);
  return [...types].sort((a, b) => a - b).map((testType) => ({
    testType,
    title: TYPE_TITLES[testType] ?? `Test type ${testType}`,
    item: store.overviewOf(testType),
  }));
};

const PREFIX = 'report';

export default observer(function ReportPage() {
  const { session } = useServices();
  const reports = useReports();
  const course = session.activeCourse;
  const courseId = course?.courseId ?? 0;
  // keyed by value: a course list refresh (a new course object with the same figures) keeps the page as it is
  const flags = course ? { selfTest: course.tabs.selfTest, topicTest: course.tabs.topicTest, mockTest: course.tabs.mockTest, classTest: course.tabs.classTest } : null;
  const flagsKey = JSON.stringify(flags);
  // The overview request starts while the page renders, not after the commit (render-as-you-fetch): the
  // first paint of a cold /report is dominated by the shell, and the commit alone is ~50 ms of CPU.
  const store = useMemo(() => {
    const created = new ReportStore(reports, courseId, flags);
    created.start();
    return created;
  }, [reports, courseId, flagsKey]);
  useEffect(() => () => store.dispose(), [store]);
  const selected = store.selected;

  return (
    <>
      <PageHeading>Reports</PageHeading>
      <div css={{ overflowX: 'auto', marginBottom: 20 }}>
        <Tabs
          label="Report categories"
          idPrefix={PREFIX}
          items={store.tabs.map((t) => ({ id: t.id, label: t.label }))}
          value={selected.id}
          onChange={(id) => store.selectById(id as ReportTab['id'])}
        />
      </div>
      <TabPanel idPrefix={PREFIX} id={selected.id}>
        {store.selectedLoading ? (
          <Loading what={selected.label} />
        ) : selected.testType === null ? (
          <ReportOverview sections={overviewSections(store)} />
        ) : store.selectedRows.length === 0 ? (
          <EmptyState>{emptyListText(selected)}</EmptyState>
        ) : (
          <ReportTable rows={store.selectedRows} caption={selected.label} />
        )}
      </TabPanel>
    </>
  );
});
