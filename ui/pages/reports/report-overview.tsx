// The Overview tab of /report: per test type, a bar chart of the last tests' percentages, a donut of the last
// report (Correct, Incorrect, Un-Attempted) and a donut of accuracy of attempted questions (Correct, Incorrect).
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { OverviewItem } from '../../../domain/reports/overview';
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
        <EmptyState>{M.noOverviewData}</EmptyState>
      ) : (
        <div css={gridCss(240)} data-overview-charts="">
          <BarChart
            title={M.lastTests(title)}
            description={M.lastTestsDescription(item.testLastTestsY.length, item.lastPerformance)}
            data={item.testLastTestsY.map((p) => ({ label: p.name, value: p.y, tone: p.color }))}
            valueFormat={pct}
            domainMax={100}
            labelHeader={M.test}
            valueHeader={M.percentage}
            height={220}
          />
          <DonutChart
            title={M.lastReport(title)}
            description={M.lastReportDescription(item.testLastTopic)}
            data={toSlices(item.testLastReport)}
            centerValue={`${item.lastPerformance}%`}
            centerLabel={M.lastTest}
            size={180}
          />
          <DonutChart
            title={M.accuracy(title)}
            description={M.accuracyDescription(item.testLastTopic)}
            data={toSlices(item.testAccuracy)}
            size={180}
          />
        </div>
      )}
    </Panel>
  );
}

export function ReportOverview({ sections }: { sections: readonly OverviewSection[] }) {
  if (sections.every((s) => s.item === null)) return <EmptyState>{M.noReportData}</EmptyState>;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      {sections.map((s) => <OverviewTypePanel key={s.testType} {...s} />)}
    </div>
  );
}
