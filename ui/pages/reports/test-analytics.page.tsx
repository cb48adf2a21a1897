// /testanalytics?testSession&testType: Back to Reports, the test name, four summary cards, and the tabs by index
// (PERFORMANCE IN DETAIL and COMPARATIVE STUDY only for a mock test; ATTEMPT TIMELINE, last, for every test, its view
// a chunk of its own). No session: 'No Test Selected'; no data:
// 'Progress Not Available'. The first-time-user modal opens after 30 s if the flag is still set.
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import { parseAnalyticsQuery, PATHS, testAnswersPath } from '../../../domain/shared/paths';
import { ButtonLink } from '../../components/button-link';
import { TabPanel, Tabs } from '../../components/tabs';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { AttemptTimelineSection } from './attempt-timeline-lazy';
import { BackToReports, EmptyState, Loading } from './report-parts';
import { Tiles } from './report-tiles';
import { SectionDrilldown } from './section-drilldown';
import { ComparativeStudy, OverallPerformance, TimeManagement } from './test-analytics-tabs';
import { TestAnalyticsStore } from './test-analytics.store';
import { useReports } from './use-reports';

export const FIRST_TIME_MODAL_DELAY_MS = 30000;
const PREFIX = 'test-analytics';

export default function TestAnalyticsPage() {
  const { testSession, testType } = parseAnalyticsQuery(useSearch());
  return (
    <>
      {testSession === '' ? (
        <>
          <PageHeading>{M.noTestSelected}</PageHeading>
          <div><ButtonLink href={PATHS.report}>{M.goBack}</ButtonLink></div>
        </>
      ) : (
        <TestAnalyticsScreen testSession={testSession} testType={testType} />
      )}
      <FirstTimeModal />
    </>
  );
}

const TestAnalyticsScreen = observer(function TestAnalyticsScreen({ testSession, testType }: { testSession: string; testType: number }) {
  const reports = useReports();
  const store = useMemo(() => new TestAnalyticsStore(reports, testSession, testType), [reports, testSession, testType]);
  useEffect(() => { void store.load(); }, [store]);
  const data = store.data;

  if (store.loading) return <Loading what={M.testAnalyticsLoading} />;
  if (!data) {
    return (
      <>
        <div css={{ marginBottom: 12 }}><BackToReports /></div>
        <PageHeading>{M.testAnalyticsHeading}</PageHeading>
        <EmptyState>{M.progressNotAvailable}</EmptyState>
      </>
    );
  }
  const tab = store.tab;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <div><BackToReports /></div>
      <PageHeading>{data.testName}</PageHeading>
      <Tiles
        min={180}
        items={[
          { label: M.totalScore, value: `${data.marksObtain}/${data.fullMarks}`, hint: `${data.percentageMarks}%`, tone: data.progressBarObj.barColor },
          { label: M.correctAnswers, value: data.correctAnswers, hint: M.outOf(data.totalQuestion), tone: 'green' },
          { label: M.incorrectAnswers, value: data.incorrectAnswers, hint: M.marksLost(data.incorrectMarks), tone: 'red' },
          { label: M.timeSpent, value: data.spentTimeLabel, hint: M.ofTotalTime(data.timeTakenPercent) },
        ]}
      />
      <div css={{ overflowX: 'auto' }}>
        <Tabs
          label={M.testAnalyticsTabs}
          idPrefix={PREFIX}
          items={store.tabs.map((t) => ({ id: t.id, label: t.label, href: t.id === 'answers' ? testAnswersPath(testSession, store.effectiveTestType) : undefined }))}
          value={tab.id}
          onChange={(id) => store.selectTab(store.tabs.findIndex((t) => t.id === id))}
        />
      </div>
      <TabPanel idPrefix={PREFIX} id={tab.id}>
        {tab.id === 'overall' && <OverallPerformance data={data} />}
        {tab.id === 'detail' && <SectionDrilldown store={store} />}
        {tab.id === 'time' && <TimeManagement data={data} />}
        {tab.id === 'comparative' && <ComparativeStudy data={data} />}
        {tab.id === 'timeline' && <AttemptTimelineSection testSession={testSession} variant="full" />}
      </TabPanel>
    </div>
  );
});

/** The first-time welcome (the shell's shared modal), 30 s after the page opens if the flag is still set. */
const FirstTimeModal = observer(function FirstTimeModal() {
  const { session, ui } = useServices();
  const [due, setDue] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setDue(true), FIRST_TIME_MODAL_DELAY_MS);
    return () => clearTimeout(id);
  }, []);
  const flagged = session.firstTimeModalOpen || session.student?.firstTimeUser === 1;
  useEffect(() => {
    if (due && flagged && ui.openModal === null) ui.showModal('welcome');
  }, [due, flagged, ui]);
  return null;
});
