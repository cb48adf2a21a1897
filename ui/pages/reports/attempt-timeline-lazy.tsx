// The attempt timeline as the analytics pages see it: a small placeholder that loads the real view
// (attempt-timeline-tab.tsx, with d3 and the timeline rules) as a chunk of its own on first render (deferred.ts),
// so /testanalytics and /learning-testanalytics do not grow for students who never look at it. While the chunk
// loads: a spinner with text. If the chunk fails to load (or the view fails to render): the usual failure text
// and Retry, which imports the chunk again (React.lazy keeps a failed import, so a retry needs a fresh one).
import { Component, Suspense, useState, type ReactNode } from 'react';
import { deferred, type Deferred } from '../../components/deferred';
import { TimelineFailed, TimelineLoading } from './attempt-timeline-states';
import type { AttemptTimelineViewProps } from './attempt-timeline-tab';

const load = (): Deferred<AttemptTimelineViewProps> => deferred(() => import('./attempt-timeline-tab').then((m) => m.default));

/** The chunk as last asked for (a Retry asks again). */
let chunk = load();

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('The attempt timeline failed to load', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <TimelineFailed onRetry={this.props.onRetry} />;
  }
}

export function AttemptTimelineSection(props: AttemptTimelineViewProps) {
  const [view, setView] = useState(() => chunk);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    chunk = load();
    setView(chunk);
    setAttempt((a) => a + 1);
  };
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<TimelineLoading />}>
        <view.Component {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
