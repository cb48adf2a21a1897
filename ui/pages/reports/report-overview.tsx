// The Overview tab of /report: per test type, a bar chart of the last tests' percentages, a donut of the last
// report (Correct, Incorrect, Un-Attempted) and a donut of accuracy of attempted questions (Correct, Incorrect).
// The panels' headings come from the course, so they show while the figures load; the charts are a chunk of their
// own (overview-charts.tsx), fetched with the data (preloadOverviewCharts).
import { Suspense } from 'react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { OverviewItem } from '../../../domain/reports/overview';
import { deferred } from '../../components/deferred';
import { EmptyState, Loading, Panel } from './report-parts';

export interface OverviewSection {
  testType: number;
  title: string;
  item: OverviewItem | null;
}

const charts = deferred(() => import('./overview-charts').then((m) => m.default));
export const preloadOverviewCharts = charts.preload;

/** Space for the charts while they load, so the panels below do not jump. */
const ChartsLoading = ({ title }: { title: string }) => <div css={{ minHeight: 220 }}><Loading what={title} /></div>;

export function OverviewTypePanel({ title, item, loading = false }: OverviewSection & { loading?: boolean }) {
  return (
    <Panel title={title} headingLevel={3}>
      {loading ? (
        <ChartsLoading title={title} />
      ) : !item ? (
        <EmptyState>{M.noOverviewData}</EmptyState>
      ) : (
        <Suspense fallback={<ChartsLoading title={title} />}>
          <charts.Component title={title} item={item} />
        </Suspense>
      )}
    </Panel>
  );
}

/** The panels of the overview; while `loading`, each shows its heading and a loading line. */
export function ReportOverview({ sections, loading = false }: { sections: readonly OverviewSection[]; loading?: boolean }) {
  if (!loading && sections.every((s) => s.item === null)) return <EmptyState>{M.noReportData}</EmptyState>;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      {sections.map((s) => <OverviewTypePanel key={s.testType} {...s} loading={loading} />)}
    </div>
  );
}
