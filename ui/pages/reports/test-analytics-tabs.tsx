// The tab panels of /testanalytics (spec 001 §2 "Test analytics"): OVERALL PERFORMANCE, VIEW ANSWERS,
// TIME MANAGEMENT and COMPARATIVE STUDY (PERFORMANCE IN DETAIL is section-drilldown.tsx).
import type { TestAnalytics } from '../../../application/reports/ports';
import { testAnswersHref } from '../../../application/reports/report-navigation';
import { minutes2 } from '../../../domain/analytics/format';
import { BarChart } from '../../charts/bar-chart';
import { DonutChart } from '../../charts/donut-chart';
import { GroupedBarChart } from '../../charts/grouped-bar-chart';
import { ProgressBar } from '../../charts/progress-bar';
import { RadialProgress } from '../../charts/radial-progress';
import { StackedBarChart } from '../../charts/stacked-bar-chart';
import { ButtonLink } from '../../components/button-link';
import { EmptyState, gridCss, Panel, Tiles, toSlices } from './report-parts';

const subHeading = { margin: '0 0 8px', fontSize: 14, fontWeight: 600 } as const;

export function OverallPerformance({ data }: { data: TestAnalytics }) {
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <Panel>
        <ProgressBar title="Overall Performance" percentage={data.progressBarObj.percentage} tone={data.progressBarObj.barColor} caption={data.progressBarObj.caption} />
      </Panel>
      <div css={gridCss(280)}>
        <Panel title="Performance Breakdown" headingLevel={3}>
          <DonutChart
            title="Performance Breakdown"
            description="Correct, incorrect and unattempted questions of the test."
            data={toSlices(data.overallPerformanceList)}
            centerValue={String(data.totalQuestion)}
            centerLabel="Total Questions"
          />
        </Panel>
        <Panel title="Result" headingLevel={3}>
          <GroupedBarChart
            title="Result"
            description={`Full Marks ${data.fullMarks}, Marks Obtained ${data.marksObtain}.`}
            categories={['Marks']}
            series={[
              { name: 'Full Marks', tone: 'blue', values: [data.fullMarks] },
              { name: 'Marks Obtained', tone: data.progressBarObj.barColor, values: [data.marksObtain] },
            ]}
          />
        </Panel>
      </div>
    </div>
  );
}

export function ViewAnswers({ testSession, testType }: { testSession: string; testType: number }) {
  return (
    <Panel>
      <p css={{ marginTop: 0 }}>Review every question with your answer, the correct answer and the explanation.</p>
      <ButtonLink href={testAnswersHref(testSession, testType)}>VIEW ANSWERS</ButtonLink>
    </Panel>
  );
}

export function TimeManagement({ data }: { data: TestAnalytics }) {
  const untimed = data.totalTime === 0;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <div css={gridCss(280)}>
        <Panel title="Time Distribution" headingLevel={3}>
          <DonutChart
            title="Time Distribution"
            description="Share of the test time taken and remaining, in percent."
            data={untimed ? [] : [
              { name: 'Time Taken', value: data.timeTakenPercent, tone: 'blue' },
              { name: 'Time Remaning', value: data.timeRemainingPercent, tone: 'grey' },
            ]}
            valueFormat={(v) => `${v}%`}
            emptyText="The test has no time limit"
          />
        </Panel>
        <Panel title="Average Time Analysis" headingLevel={3}>
          <GroupedBarChart
            title="Average Time Analysis"
            description="Available time and time taken, in minutes."
            categories={data.timeAnalysis.map((t) => t.name)}
            series={[
              { name: 'Available Time', tone: 'blue', values: data.timeAnalysis.map((t) => t.availableMinutes) },
              { name: 'Time Taken', tone: 'orange', values: data.timeAnalysis.map((t) => t.takenMinutes) },
            ]}
            valueFormat={(v) => `${v} min`}
            categoryHeader="Part"
          />
        </Panel>
      </div>
      <Tiles
        items={[
          { label: 'Total Time', hint: 'Session duration', value: data.totalTimeLabel },
          { label: 'Time Taken', value: data.spentTimeLabel },
          { label: 'Remaining Time', value: data.timeRemainingLabel },
          { label: 'Avg. Speed/Question', value: data.averageSpeedPerQuestionLabel },
        ]}
      />
    </div>
  );
}

export function ComparativeStudy({ data }: { data: TestAnalytics }) {
  const rows = data.topperCompare;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <Panel title="Compare yourself with Topper" headingLevel={3}>
        {rows.length === 0 ? (
          <EmptyState>No comparison available yet</EmptyState>
        ) : (
          <div css={gridCss(280)}>
            <div>
              <h4 css={subHeading}>Questions</h4>
              <StackedBarChart
              title="Questions: You and Topper"
              description="Correct, incorrect and unattempted questions of you and of the topper."
              categories={rows.map((r) => r.title)}
              series={[
                { name: 'Correct', tone: 'green', values: rows.map((r) => r.correctQuestions) },
                { name: 'Incorrect', tone: 'red', values: rows.map((r) => r.incorrectQuestions) },
                { name: 'Unattempted', tone: 'grey', values: rows.map((r) => r.unattemptedQuestions) },
              ]}
              categoryHeader="Who"
              />
            </div>
            <div>
              <h4 css={subHeading}>Time Spent (min)</h4>
              <BarChart
              title="Time Spent (min)"
              description="Minutes spent on the test by you and by the topper."
              data={rows.map((r) => ({ label: r.title, value: r.timeSpentMinutes, tone: r.title === 'You' ? 'blue' : 'purple' }))}
              valueFormat={(v) => minutes2(v * 60)}
              labelHeader="Who"
              valueHeader="Minutes"
              />
            </div>
          </div>
        )}
      </Panel>
      <div css={{ ...gridCss(240), alignItems: 'start' }}>
        <Panel title="Scores Comparison" headingLevel={3}>
          <RadialProgress
            title="Scores Comparison"
            description={`Your score ${data.marksObtain} of full marks ${data.fullMarks}.`}
            value={data.marksObtain}
            max={data.fullMarks}
            tone={data.progressBarObj.barColor}
            label={`${data.marksObtain} out of ${data.fullMarks}`}
          />
        </Panel>
        <Tiles
          min={200}
          items={[
            { label: 'Class Rank', value: `#${data.rank} / ${data.totalStudent}` },
            { label: 'Percentile', value: data.percentile },
          ]}
        />
      </div>
    </div>
  );
}
