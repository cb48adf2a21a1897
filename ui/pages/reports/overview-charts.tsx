// The figures of one overview panel (a chunk of its own, loaded alongside the overview's data, so the page's
// first paint waits for neither the charts nor d3): a bar chart of the last tests' percentages, a donut of the
// last report and a donut of accuracy.
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { OverviewItem } from '../../../domain/reports/overview';
import { BarChart } from '../../charts/bar-chart';
import { DonutChart } from '../../charts/donut-chart';
import { gridCss, toSlices } from './report-parts';

const pct = (v: number): string => `${v}%`;

export default function OverviewCharts({ title, item }: { title: string; item: OverviewItem }) {
  return (
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
  );
}
