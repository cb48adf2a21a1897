// A page visit onto the data layer, once per page mount (and again when the active course changes).
import { useEffect } from 'react';
import type { VisitedPage } from '../../domain/analytics/analytics-events';
import { useServices } from '../services-context';

export function usePageVisit(page: VisitedPage): void {
  const { analytics, session } = useServices();
  const courseId = session.activeCourse?.courseId;
  useEffect(() => {
    analytics.track({ event: 'page_visit', page, courseId });
  }, [analytics, page, courseId]);
}
