// The reports area's bindings: the HTTP gateway, the analytics tracker and the report use cases over them.
import { ContainerModule } from 'inversify';
import { ReportService } from '../../application/reports/report-service';
import { REPORTS } from '../../application/reports/tokens';
import { ConsoleAnalyticsTracker } from './console-analytics-tracker';
import { HttpReportGateway } from './http-report-gateway';

export const reportsModule = new ContainerModule(({ bind }) => {
  bind(REPORTS.gateway).to(HttpReportGateway);
  bind(REPORTS.tracker).toDynamicValue(() => new ConsoleAnalyticsTracker());
  bind(REPORTS.useCases).toDynamicValue((ctx) => new ReportService(ctx.get(REPORTS.gateway), ctx.get(REPORTS.tracker)));
});
