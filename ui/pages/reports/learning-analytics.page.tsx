// /learning-testanalytics?testSession&testType: Back to Reports, the test name and submit date, five tiles, and tabs
// PERFORMANCE (three donuts Overall / With Help / Without Help and the progress bar) and VIEW ANSWERS (the review
// of the learning session), with "Your session timeline" under the PERFORMANCE content (attempt-timeline-lazy.tsx, a
// chunk of its own). No session or no data: 'No analytics data available' with Go Back to /report.
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import { learningAnswersPath, parseAnalyticsQuery, PATHS } from '../../../domain/shared/paths';
import { DonutChart } from '../../charts/donut-chart';
import { ProgressBar } from '../../charts/progress-bar';
import { ButtonLink } from '../../components/button-link';
import { TabPanel, Tabs } from '../../components/tabs';
import { PageHeading } from '../page-heading';
import { BackToReports, EmptyState, gridCss, Loading, Panel, toSlices } from './report-parts';
import { Tiles } from './report-tiles';
import { AttemptTimelineSection } from './attempt-timeline-lazy';
import { LearningAnalyticsStore } from './learning-analytics.store';
import { useReports } from './use-reports';

const PREFIX = 'learning-analytics';

export default observer(function LearningAnalyticsPage() {
  const reports = useReports();
  const { testSession } = parseAnalyticsQuery(useSearch());
  const store = useMemo(() => new LearningAnalyticsStore(reports, testSession), [reports, testSession]);
  useEffect(() => { void store.load(); }, [store]);
  const data = store.data;

  if (store.loading) return <Loading what={M.learningAnalyticsLoading} />;
  if (!data) {
    return (
      <>
        <PageHeading>{M.learningAnalyticsHeading}</PageHeading>
        <EmptyState>{M.noAnalyticsData}</EmptyState>
        <div css={{ textAlign: 'center' }}><ButtonLink href={PATHS.report}>{M.goBack}</ButtonLink></div>
      </>
    );
  }
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <div><BackToReports /></div>
      <header>
        <PageHeading>{data.testName}</PageHeading>
        <p css={(t) => ({ margin: '-12px 0 0', color: t.colors.textMuted })}>{M.submittedOn(data.submitDate)}</p>
      </header>
      <Tiles
        items={[
          { label: M.totalQuestions, value: data.totalQuestion },
          { label: M.helpInQuestions, value: data.helpCounter, tone: 'purple' },
          { label: M.correct, value: data.correctQuestion, tone: 'green' },
          { label: M.incorrect, value: data.incorrectQuestion, tone: 'red' },
          { label: M.unattempted, value: data.unattemptedQuestion, tone: 'grey' },
        ]}
      />
      <Tabs
        label={M.learningAnalyticsTabs}
        idPrefix={PREFIX}
        items={[{ id: 'performance', label: M.performanceTab }, { id: 'answers', label: M.viewAnswers, href: learningAnswersPath(store.testSession) }]}
        value="performance"
        onChange={() => undefined}
      />
      <TabPanel idPrefix={PREFIX} id="performance">
        <div css={{ display: 'grid', gap: 20 }}>
          <div css={gridCss(220)}>
            <Panel title={M.overall} headingLevel={3}>
              <DonutChart title={M.overall} description={M.overallDescription} data={toSlices(data.overallResultList)} centerValue={String(data.totalQuestion)} centerLabel={M.questions} size={170} />
            </Panel>
            <Panel title={M.withHelp} headingLevel={3}>
              <DonutChart title={M.withHelp} description={M.withHelpDescription} data={toSlices(data.resultWithHelpList)} size={170} emptyText={M.noQuestionsWithHelp} />
            </Panel>
            <Panel title={M.withoutHelp} headingLevel={3}>
              <DonutChart title={M.withoutHelp} description={M.withoutHelpDescription} data={toSlices(data.resultWithoutHelpList)} size={170} emptyText={M.noQuestionsWithoutHelp} />
            </Panel>
          </div>
          <Panel>
            <ProgressBar title={M.performance} percentage={data.progressBarObj.percentage} tone={data.progressBarObj.barColor} caption={data.progressBarObj.caption} />
          </Panel>
          <AttemptTimelineSection testSession={store.testSession} variant="compact" />
        </div>
      </TabPanel>
    </div>
  );
});
