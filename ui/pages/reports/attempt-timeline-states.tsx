// The loading and failure states of the attempt timeline, shared by the placeholder that loads its chunk
// (attempt-timeline-lazy.tsx) and the view inside the chunk (attempt-timeline-tab.tsx): a spinner with text, and
// the usual failure text with Retry. Never a blank tab.
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';

export function TimelineLoading() {
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Spinner label={M.loading(M.timelineLoading)} />
    </div>
  );
}

export function TimelineFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" data-testid="timeline-failed" css={{ display: 'grid', justifyItems: 'center', gap: 12, padding: '24px 0', textAlign: 'center' }}>
      <p css={{ margin: 0 }}>{M.loadFailed}</p>
      <Button variant="ghost" size="sm" onClick={onRetry}>{M.retry}</Button>
    </div>
  );
}
