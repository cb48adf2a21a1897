// AnalyticsUseCases over the data layer: every event gets `ts` (the clock's ms), an `item` that is not a safe id is
// dropped, and nothing here ever throws into a view (a failing data layer, clock, visibility or timer is ignored:
// tracking must never break a click). Built by the app's entry (ui/main.tsx), not the container, so it stays tiny:
// no imports beyond domain/analytics and the ports.
import { HEARTBEAT_MS, safeItem, type AnalyticsEvent, type VisitedPage } from '../../domain/analytics/analytics-events';
import type { AnalyticsUseCases } from './analytics-use-cases';
import type { DataLayer, PageVisibility, Ticker } from './ports';

const ignore = (): void => undefined;

/** The entry the data layer receives: the event's defined fields, `item` only when safe, and `ts`. */
const entryOf = (event: AnalyticsEvent, ts: number): Record<string, unknown> => {
  const entry: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) if (value !== undefined) entry[key] = value;
  if ('item' in entry) {
    const item = safeItem(typeof entry.item === 'string' ? entry.item : undefined);
    if (item === undefined) delete entry.item;
    else entry.item = item;
  }
  entry.ts = ts;
  return entry;
};

export class AnalyticsService implements AnalyticsUseCases {
  constructor(
    private readonly dataLayer: DataLayer,
    private readonly visibility: PageVisibility,
    private readonly ticker: Ticker,
    private readonly clock: { now(): number },
  ) {}

  track(event: AnalyticsEvent): void {
    try {
      this.dataLayer.push(entryOf(event, this.clock.now()));
    } catch {
      // tracking is best effort: a data layer that fails must not break the click that was tracked
    }
  }

  /** visibleMs: how long the page has been visible since the heartbeat began (the visible ticks x HEARTBEAT_MS). */
  heartbeat(page: VisitedPage, courseId?: number): () => void {
    let visibleMs = 0;
    let stopped = false;
    const tick = (): void => {
      try {
        if (stopped || !this.visibility.visible()) return;
        visibleMs += HEARTBEAT_MS;
        this.track({ event: 'page_heartbeat', page, ...(courseId === undefined ? {} : { courseId }), visibleMs });
      } catch {
        // a visibility check that fails skips the tick
      }
    };
    let stopTimer: () => void = ignore;
    try {
      stopTimer = this.ticker.every(HEARTBEAT_MS, tick);
    } catch {
      // no timer, no heartbeat
    }
    return () => {
      if (stopped) return;
      stopped = true;
      try {
        stopTimer();
      } catch {
        // the timer is gone already
      }
    };
  }
}
