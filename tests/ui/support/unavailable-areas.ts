// The areas a harness of one screen leaves out: each answers as when its code could not be loaded.
import { CATALOGUE_UNAVAILABLE } from '../../../application/catalogue/catalogue-fallbacks';
import { EXAM_ROOM_UNAVAILABLE } from '../../../application/exam-room/exam-room-fallbacks';
import { REPORTS_UNAVAILABLE } from '../../../application/reports/report-fallbacks';
import { SIMULATOR_HELP_UNAVAILABLE, SIMULATOR_UNAVAILABLE } from '../../../application/simulator/simulator-fallbacks';
import type { Services } from '../../../ui/services-context';

export const unavailableAreas = (): Pick<Services, 'examRoom' | 'catalogue' | 'reports' | 'simulator' | 'simulatorHelp'> => ({
  examRoom: EXAM_ROOM_UNAVAILABLE,
  catalogue: CATALOGUE_UNAVAILABLE,
  reports: REPORTS_UNAVAILABLE,
  simulator: SIMULATOR_UNAVAILABLE,
  simulatorHelp: SIMULATOR_HELP_UNAVAILABLE,
});
