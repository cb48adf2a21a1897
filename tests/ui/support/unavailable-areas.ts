// The areas a harness of one screen leaves out: each answers as when its code could not be loaded.
import { EXAM_ROOM_UNAVAILABLE } from '../../../application/exam-room/exam-room-fallbacks';
import { REPORTS_UNAVAILABLE } from '../../../application/reports/report-fallbacks';
import type { Services } from '../../../ui/services-context';

const missing = (what: string) => () => Promise.reject(new Error(`${what} is not part of this harness`));

export const unavailableAreas = (): Pick<Services, 'examRoom' | 'reports' | 'simulator' | 'simulatorHelp'> => ({
  examRoom: EXAM_ROOM_UNAVAILABLE,
  reports: REPORTS_UNAVAILABLE,
  simulator: missing('The test engine'),
  simulatorHelp: missing('The help tools'),
});
