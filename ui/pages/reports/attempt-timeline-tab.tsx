// The ATTEMPT TIMELINE tab of /testanalytics ('full') and the "Your session timeline" section of
// /learning-testanalytics ('compact'): a chunk of its own (attempt-timeline-lazy.tsx), with d3, the timeline and
// strategy rules and the simulator's status look, so students who never open it never download it.
// In order: the log's status when there is no chart (refused, too large, unavailable, none), the lanes (with zoom and
// the scrubber's cursor in 'full'), the scrubber and the palette at its moment ('full'), the text alternative, and
// the strategy (cards, scatter, what-if, cohort in 'full'; the sentences in 'compact'). Loading shows a spinner with
// text, a failed call the usual failure text and Retry: never a blank tab.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import { StrategyPanel } from './attempt-strategy-panel';
import { TimelineChart } from './attempt-timeline-chart';
import { TimelineFacts } from './attempt-timeline-facts';
import { TimelineScrubber } from './attempt-timeline-scrubber';
import { TimelineFailed, TimelineLoading } from './attempt-timeline-states';
import { storeFor, type AttemptTimelineStore } from './attempt-timeline.store';
import { Panel } from './report-parts';
import { useReports } from './use-reports';

export type TimelineVariant = 'full' | 'compact';

export interface AttemptTimelineViewProps {
  testSession: string;
  variant: TimelineVariant;
}

/** Why there is no chart: the server did not keep the log, or kept an empty one. */
function LogStatus({ store }: { store: AttemptTimelineStore }) {
  const status = store.data?.logStatus;
  const text = !status || status === 'stored' ? M.noTimeline : M.logStatus[status];
  return <p data-testid="timeline-log-status" data-log-status={status ?? 'missing'} css={(t) => ({ margin: 0, color: t.colors.text })}>{text}</p>;
}

const Content = observer(function Content({ store, variant }: { store: AttemptTimelineStore; variant: TimelineVariant }) {
  const full = variant === 'full';
  const heading = full ? M.timelineHeading : M.sessionTimelineHeading;
  const timeline = store.timeline;
  const strategy = store.strategy;
  if (store.state !== 'ready' || !timeline || !strategy) {
    return (
      <Panel title={heading}>
        {store.state === 'idle' || store.state === 'loading' ? <TimelineLoading />
          : store.state === 'failed' ? <TimelineFailed onRetry={() => void store.retry()} />
          : <LogStatus store={store} />}
      </Panel>
    );
  }
  if (!full) {
    return (
      <Panel title={heading}>
        <div css={{ display: 'grid', gap: 20 }}>
          <TimelineChart store={store} full={false} />
          <TimelineFacts timeline={timeline} />
          <StrategyPanel report={strategy} cohort={null} cohortSentences={[]} compact />
        </div>
      </Panel>
    );
  }
  return (
    <>
      <Panel title={heading}>
        <div css={{ display: 'grid', gap: 20 }}>
          <TimelineChart store={store} full />
          <TimelineScrubber store={store} />
          <TimelineFacts timeline={timeline} />
        </div>
      </Panel>
      <StrategyPanel report={strategy} cohort={store.data?.cohort ?? null} cohortSentences={store.cohortSentences} />
    </>
  );
});

export default function AttemptTimelineView({ testSession, variant }: AttemptTimelineViewProps) {
  const store = storeFor(useReports(), testSession);
  useEffect(() => { void store.load(); }, [store]);
  return (
    <div data-testid="attempt-timeline" data-variant={variant} css={{ display: 'grid', gap: 20, minWidth: 0 }}>
      <Content store={store} variant={variant} />
    </div>
  );
}
