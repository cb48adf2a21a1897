// /learning-testanalytics?testSession&testType (spec 001 §2 "Learning analytics"): Back to Reports, the test
// name and submit date, five tiles, and tabs PERFORMANCE (three donuts Overall / With Help / Without Help
// and the progress bar) and VIEW ANSWERS (-> /testview?testSession=ls{id}). No session or no data:
// 'No analytics data available' with Go Back to /report.
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { learningAnswersHref } from '../../../application/reports/report-navigation';
import { DonutChart } from '../../charts/donut-chart';
import { ProgressBar } from '../../charts/progress-bar';
import { ButtonLink } from '../../components/button-link';
import { TabPanel, Tabs } from '../../components/tabs';
import { PageHeading } from '../page-heading';
import { BackToReports, EmptyState, gridCss, Loading, Panel, Tiles, toSlices } from './report-parts';
import { LearningAnalyticsStore } from './learning-analytics.store';
import { useReports } from './use-reports';

const PREFIX = 'learning-analytics';

export default observer(function LearningAnalyticsPage() {
  const reports = useReports();
  const testSession = new URLSearchParams(useSearch()).get('testSession')?.trim() ?? '';
  const store = useMemo(() => new LearningAnalyticsStore(reports, testSession), [reports, testSession]);
  useEffect(() => { void store.load(); }, [store]);
  const data = store.data;

  if (store.loading) return <Loading what="learning analytics" />;
  if (!data) {
    return (
      <>
        <PageHeading>Learning Analytics</PageHeading>
        <EmptyState>No analytics data available</EmptyState>
        <div css={{ textAlign: 'center' }}><ButtonLink href="/report">Go Back</ButtonLink></div>
      </>
    );
  }
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <div><BackToReports /></div>
      <header>
        <PageHeading>{data.testName}</PageHeading>
        <p css={(t) => ({ margin: '-12px 0 0', color: t.colors.textMuted })}>Submitted on {data.submitDate}</p>
      </header>
      <Tiles
        items={[
          { label: 'Total Questions', value: data.totalQuestion },
          { label: 'Help in Questions', value: data.helpCounter, tone: 'purple' },
          { label: 'Correct', value: data.correctQuestion, tone: 'green' },
          { label: 'Incorrect', value: data.incorrectQuestion, tone: 'red' },
          { label: 'Unattempted', value: data.unattemptedQuestion, tone: 'grey' },
        ]}
      />
      <Tabs
        label="Learning analytics"
        idPrefix={PREFIX}
        items={[{ id: 'performance', label: 'PERFORMANCE' }, { id: 'answers', label: 'VIEW ANSWERS' }]}
        value={store.tab}
        onChange={(id) => store.setTab(id as 'performance' | 'answers')}
      />
      <TabPanel idPrefix={PREFIX} id={store.tab}>
        {store.tab === 'performance' ? (
          <div css={{ display: 'grid', gap: 20 }}>
            <div css={gridCss(220)}>
              <Panel title="Overall" headingLevel={3}>
                <DonutChart title="Overall" description="Correct, incorrect and unattempted questions of the session." data={toSlices(data.overallResultList)} centerValue={String(data.totalQuestion)} centerLabel="Questions" size={170} />
              </Panel>
              <Panel title="With Help" headingLevel={3}>
                <DonutChart title="With Help" description="Questions on which help was used." data={toSlices(data.resultWithHelpList)} size={170} emptyText="No questions with help" />
              </Panel>
              <Panel title="Without Help" headingLevel={3}>
                <DonutChart title="Without Help" description="Questions answered without help." data={toSlices(data.resultWithoutHelpList)} size={170} emptyText="No questions without help" />
              </Panel>
            </div>
            <Panel>
              <ProgressBar title="Performance" percentage={data.progressBarObj.percentage} tone={data.progressBarObj.barColor} caption={data.progressBarObj.caption} />
            </Panel>
          </div>
        ) : (
          <Panel>
            <p css={{ marginTop: 0 }}>Review every question with your answer, the correct answer and the explanation.</p>
            <ButtonLink href={learningAnswersHref(store.testSession)}>VIEW ANSWERS</ButtonLink>
          </Panel>
        )}
      </TabPanel>
    </div>
  );
});
