// The Overview tab of /report (spec 001 §2 Reports): per test type, a bar chart of the last tests'
// percentages, a donut of the last report (Correct, Incorrect, Un-Attempted) and a donut of accuracy of
// attempted questions (Correct, Incorrect).
import type { OverviewItem } from '../../../application/reports/ports';
import { BarChart } from '../../charts/bar-chart';
import { DonutChart } from '../../charts/donut-chart';
import { EmptyState, gridCss, Panel, toSlices } from './report-parts';

export interface OverviewSection {
  testType: number;
  title: string;
  item: OverviewItem | null;
}

const pct = (v: number): string => `${v}%`;

export function OverviewTypePanel({ title, item }: OverviewSection) {
  return (
    <Panel title={title} headingLevel={3}>
      {!item ? (
        <EmptyState>No overview data available</EmptyState>
      ) : (
        <div css={gridCss(240)} data-overview-charts="">
          <BarChart
            title={`${title}: last tests`}
            description={`Percentage of marks in the last ${item.testLastTestsY.length} tests, oldest first. Latest: ${item.lastPerformance}%.`}
            data={item.testLastTestsY.map((p) => ({ label: p.name, value: p.y, tone: p.color }))}
            valueFormat={pct}
            domainMax={100}
            labelHeader="Test"
            valueHeader="Percentage"
            height={220}
          />
          <DonutChart
            title={`${title}: last report`}
            description={`Correct, incorrect and unattempted questions of ${item.testLastTopic}.`}
            data={toSlices(item.testLastReport)}
            centerValue={`${item.lastPerformance}%`}
            centerLabel="Last test"
            size={180}
          />
          <DonutChart
            title={`${title}: accuracy`}
            description={`Correct and incorrect among the attempted questions of ${item.testLastTopic}.`}
            data={toSlices(item.testAccuracy)}
            size={180}
          />
        </div>
      )}
    </Panel>
  );
}

export function ReportOverview({ sections }: { sections: readonly OverviewSection[] }) {
  if (sections.every((s) => s.item === null)) return <EmptyState>No report data is available at this moment...</EmptyState>;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      {sections.map((s) => <OverviewTypePanel key={s.testType} {...s} />)}
    </div>
  );
}
