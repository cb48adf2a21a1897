// What each report use case answers when the area is unavailable (its code failed to load, or a screen is rendered
// without it): the empty value, exactly as a failed report call (the screens show their empty states).
import { unavailableUseCases, type Fallbacks } from '../shared/lazy-use-cases';
import type { ReportUseCases } from './report-use-cases';

export const REPORT_FALLBACKS: Fallbacks<ReportUseCases, keyof ReportUseCases> = {
  overview: () => [],
  reportList: () => [],
  learningAnalytics: () => null,
  testAnalytics: () => null,
  trackReportTab: () => undefined,
};

/** The reports when they are not there at all (harnesses of other screens). */
export const REPORTS_UNAVAILABLE: ReportUseCases = unavailableUseCases(REPORT_FALLBACKS);
