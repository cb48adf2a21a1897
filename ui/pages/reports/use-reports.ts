// The report use cases from the services context.
import type { ReportUseCases } from '../../../application/reports/report-use-cases';
import { useServices } from '../../services-context';

export const useReports = (): ReportUseCases => useServices().reports;
