// The reports area's bindings: the HTTP gateway and the report use cases over it.
import { ContainerModule } from 'inversify';
import { ReportService } from '../../application/reports/report-service';
import { REPORTS } from '../../application/reports/tokens';
import { HttpReportGateway } from './http-report-gateway';

export const reportsModule = new ContainerModule(({ bind }) => {
  bind(REPORTS.gateway).to(HttpReportGateway);
  bind(REPORTS.useCases).toDynamicValue((ctx) => new ReportService(ctx.get(REPORTS.gateway)));
});
