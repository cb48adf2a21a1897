// The visit heartbeat of a page (smart learning, spec 001 §7): page_heartbeat every HEARTBEAT_MS while the page is
// mounted and visible. The analytics use case owns the timer and skips the ticks of a hidden page; this hook starts it
// on mount (again when the active course changes) and stops it on unmount.
import { useEffect } from 'react';
import type { VisitedPage } from '../../domain/analytics/analytics-events';
import { useServices } from '../services-context';

export function useHeartbeat(page: VisitedPage): void {
  const { analytics, session } = useServices();
  const courseId = session.activeCourse?.courseId;
  useEffect(() => analytics.heartbeat(page, courseId), [analytics, page, courseId]);
}
