// The reports area's tokens: the ports its adapters implement and the use cases the UI receives.
import { token } from '../shared/token';
import type { ReportGateway } from './ports';
import type { ReportUseCases } from './report-use-cases';

export const REPORTS = {
  gateway: token<ReportGateway>('ReportGateway'),
  useCases: token<ReportUseCases>('ReportUseCases'),
} as const;
