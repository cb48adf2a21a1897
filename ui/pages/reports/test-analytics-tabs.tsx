// The tab panels of /testanalytics: OVERALL PERFORMANCE,
// TIME MANAGEMENT and COMPARATIVE STUDY (PERFORMANCE IN DETAIL is section-drilldown.tsx).
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { TestAnalyticsReport } from '../../../domain/reports/analytics-reports';
import { minutes2 } from '../../../domain/reports/format';
import { BarChart } from '../../charts/bar-chart';
import { DonutChart } from '../../charts/donut-chart';
import { GroupedBarChart } from '../../charts/grouped-bar-chart';
import { ProgressBar } from '../../charts/progress-bar';
import { RadialProgress } from '../../charts/radial-progress';
import { StackedBarChart } from '../../charts/stacked-bar-chart';
import { EmptyState, gridCss, Panel, toSlices } from './report-parts';
import { Tiles } from './report-tiles';

const subHeading = { margin: '0 0 8px', fontSize: 14, fontWeight: 600 } as const;

export function OverallPerformance({ data }: { data: TestAnalyticsReport }) {
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <Panel>
        <ProgressBar title={M.overallPerformance} percentage={data.progressBarObj.percentage} tone={data.progressBarObj.barColor} caption={data.progressBarObj.caption} />
      </Panel>
      <div css={gridCss(280)}>
        <Panel title={M.performanceBreakdown} headingLevel={3}>
          <DonutChart
            title={M.performanceBreakdown}
            description={M.performanceBreakdownDescription}
            data={toSlices(data.overallPerformanceList)}
            centerValue={String(data.totalQuestion)}
            centerLabel={M.totalQuestions}
          />
        </Panel>
        <Panel title={M.result} headingLevel={3}>
          <GroupedBarChart
            title={M.result}
            description={M.resultDescription(data.fullMarks, data.marksObtain)}
            categories={[M.marks]}
            series={[
              { name: M.fullMarks, tone: 'blue', values: [data.fullMarks] },
              { name: M.marksObtained, tone: data.progressBarObj.barColor, values: [data.marksObtain] },
            ]}
          />
        </Panel>
      </div>
    </div>
  );
}

export function TimeManagement({ data }: { data: TestAnalyticsReport }) {
  const untimed = data.totalTime === 0;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <div css={gridCss(280)}>
        <Panel title={M.timeDistribution} headingLevel={3}>
          <DonutChart
            title={M.timeDistribution}
            description={M.timeDistributionDescription}
            data={untimed ? [] : [
              { name: M.timeTaken, value: data.timeTakenPercent, tone: 'blue' },
              { name: M.timeRemaining, value: data.timeRemainingPercent, tone: 'grey' },
            ]}
            valueFormat={(v) => `${v}%`}
            emptyText={M.noTimeLimit}
          />
        </Panel>
        <Panel title={M.averageTimeAnalysis} headingLevel={3}>
          <GroupedBarChart
            title={M.averageTimeAnalysis}
            description={M.averageTimeAnalysisDescription}
            categories={data.timeAnalysis.map((t) => t.name)}
            series={[
              { name: M.availableTime, tone: 'blue', values: data.timeAnalysis.map((t) => t.availableMinutes) },
              { name: M.timeTaken, tone: 'orange', values: data.timeAnalysis.map((t) => t.takenMinutes) },
            ]}
            valueFormat={M.inMinutes}
            categoryHeader={M.part}
          />
        </Panel>
      </div>
      <Tiles
        items={[
          { label: M.totalTime, hint: M.sessionDuration, value: data.totalTimeLabel },
          { label: M.timeTaken, value: data.spentTimeLabel },
          { label: M.remainingTime, value: data.timeRemainingLabel },
          { label: M.averageSpeed, value: data.averageSpeedPerQuestionLabel },
        ]}
      />
    </div>
  );
}

export function ComparativeStudy({ data }: { data: TestAnalyticsReport }) {
  const rows = data.topperCompare;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <Panel title={M.compareWithTopper} headingLevel={3}>
        {rows.length === 0 ? (
          <EmptyState>{M.noComparison}</EmptyState>
        ) : (
          <div css={gridCss(280)}>
            <div>
              <h4 css={subHeading}>{M.questions}</h4>
              <StackedBarChart
              title={M.questionsYouAndTopper}
              description={M.questionsYouAndTopperDescription}
              categories={rows.map((r) => r.title)}
              series={[
                { name: M.correct, tone: 'green', values: rows.map((r) => r.correctQuestions) },
                { name: M.incorrect, tone: 'red', values: rows.map((r) => r.incorrectQuestions) },
                { name: M.unattempted, tone: 'grey', values: rows.map((r) => r.unattemptedQuestions) },
              ]}
              categoryHeader={M.who}
              />
            </div>
            <div>
              <h4 css={subHeading}>{M.timeSpentMinutes}</h4>
              <BarChart
              title={M.timeSpentMinutes}
              description={M.timeSpentMinutesDescription}
              data={rows.map((r) => ({ label: r.title, value: r.timeSpentMinutes, tone: r.title === 'You' ? 'blue' : 'purple' }))}
              valueFormat={(v) => minutes2(v * 60)}
              labelHeader={M.who}
              valueHeader={M.minutes}
              />
            </div>
          </div>
        )}
      </Panel>
      <div css={{ ...gridCss(240), alignItems: 'start' }}>
        <Panel title={M.scoresComparison} headingLevel={3}>
          <RadialProgress
            title={M.scoresComparison}
            description={M.scoresComparisonDescription(data.marksObtain, data.fullMarks)}
            value={data.marksObtain}
            max={data.fullMarks}
            tone={data.progressBarObj.barColor}
            label={M.scoreOutOf(data.marksObtain, data.fullMarks)}
          />
        </Panel>
        <Tiles
          min={200}
          items={[
            { label: M.classRank, value: `#${data.rank} / ${data.totalStudent}` },
            { label: M.percentile, value: data.percentile },
          ]}
        />
      </div>
    </div>
  );
}
