// The areas a harness of one screen leaves out: each answers as when its code could not be loaded.
import type { AnalyticsEvent } from '../../../domain/analytics/analytics-events';
import type { AnalyticsUseCases } from '../../../application/analytics/analytics-use-cases';
import { CATALOGUE_UNAVAILABLE } from '../../../application/catalogue/catalogue-fallbacks';
import { DASHBOARD_UNAVAILABLE } from '../../../application/dashboard/dashboard-fallbacks';
import { STUDY_ROOM_UNAVAILABLE } from '../../../application/study-room/study-room-fallbacks';
import { PROFILE_UNAVAILABLE } from '../../../application/profile/profile-fallbacks';
import { SUPPORT_UNAVAILABLE } from '../../../application/support/support-fallbacks';
import { EXAM_ROOM_UNAVAILABLE } from '../../../application/exam-room/exam-room-fallbacks';
import { REPORTS_UNAVAILABLE } from '../../../application/reports/report-fallbacks';
import { SIMULATOR_HELP_UNAVAILABLE, SIMULATOR_UNAVAILABLE } from '../../../application/simulator/simulator-fallbacks';
import type { Services } from '../../../ui/services-context';

/** An analytics area that records what was tracked (tests read `events`). */
export class RecordingAnalytics implements AnalyticsUseCases {
  readonly events: AnalyticsEvent[] = [];
  readonly heartbeats: { page: string; courseId?: number; stopped: boolean }[] = [];
  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }
  heartbeat(page: Parameters<AnalyticsUseCases['heartbeat']>[0], courseId?: number): () => void {
    const beat = { page, courseId, stopped: false };
    this.heartbeats.push(beat);
    return () => { beat.stopped = true; };
  }
}

export const unavailableAreas = (): Pick<Services, 'examRoom' | 'catalogue' | 'reports' | 'simulator' | 'simulatorHelp' | 'dashboard' | 'studyRoom' | 'profile' | 'support' | 'analytics'> => ({
  examRoom: EXAM_ROOM_UNAVAILABLE,
  catalogue: CATALOGUE_UNAVAILABLE,
  reports: REPORTS_UNAVAILABLE,
  simulator: SIMULATOR_UNAVAILABLE,
  simulatorHelp: SIMULATOR_HELP_UNAVAILABLE,
  dashboard: DASHBOARD_UNAVAILABLE,
  studyRoom: STUDY_ROOM_UNAVAILABLE,
  profile: PROFILE_UNAVAILABLE,
  support: SUPPORT_UNAVAILABLE,
  analytics: new RecordingAnalytics(),
});
