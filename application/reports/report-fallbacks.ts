// What each report use case answers when the area is unavailable (its code failed to load, or a screen is rendered
// without it): unavailable, like a call that could not be made (the screens show their empty states); tracking is
// dropped.
import { err, UNAVAILABLE } from '../../domain/shared/result';
import { unavailableUseCases, type Fallbacks } from '../shared/lazy-use-cases';
import type { ReportUseCases } from './report-use-cases';

const unavailable = () => err(UNAVAILABLE);

export const REPORT_FALLBACKS: Fallbacks<ReportUseCases, keyof ReportUseCases> = {
  overview: unavailable,
  reportList: unavailable,
  learningAnalytics: unavailable,
  testAnalytics: unavailable,
  trackReportTab: () => undefined,
};

/** The reports when they are not there at all (harnesses of other screens). */
export const REPORTS_UNAVAILABLE: ReportUseCases = unavailableUseCases(REPORT_FALLBACKS);
