// Tracking clicks and page visits (docs/analytics-events.md). Implemented in analytics-service.ts; never throws and
// never blocks the UI: a data layer that fails is ignored.
import type { AnalyticsEvent, VisitedPage } from '../../domain/analytics/analytics-events';

export interface AnalyticsUseCases {
  /** Pushes the event with `ts` (the clock's ms); an `item` that is not a safe id is dropped (safeItem). */
  track(event: AnalyticsEvent): void;
  /** Pushes page_heartbeat every HEARTBEAT_MS while the page is visible (a hidden tick is skipped); returns stop. */
  heartbeat(page: VisitedPage, courseId?: number): () => void;
}
