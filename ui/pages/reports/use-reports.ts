// The report use cases from the services context. Harnesses of other screens may leave them out; the
// screens then show their empty states, exactly as when the server is unreachable (spec 001 §8 Reports).
import type { ReportUseCases } from '../../../application/reports/report-use-cases';
import { useServices } from '../../services-context';

export const NO_REPORTS: ReportUseCases = {
  overview: async () => [],
  reportList: async () => [],
  learningAnalytics: async () => null,
  testAnalytics: async () => null,
  trackReportTab: () => undefined,
};

export const useReports = (): ReportUseCases => useServices().reports ?? NO_REPORTS;
