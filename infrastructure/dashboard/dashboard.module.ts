// The dashboard's bindings: the HTTP gateway and the dashboard use cases over it, the stored student and the clock
// (bound by the container from the adapters the app entry built).
import { ContainerModule } from 'inversify';
import { ACCOUNT } from '../../application/account/tokens';
import { DashboardService } from '../../application/dashboard/dashboard-service';
import { DASHBOARD } from '../../application/dashboard/tokens';
import { HttpDashboardGateway } from './http-dashboard-gateway';

export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(DASHBOARD.gateway).to(HttpDashboardGateway);
  bind(DASHBOARD.useCases).toDynamicValue((ctx) => new DashboardService(
    ctx.get(DASHBOARD.gateway), ctx.get(ACCOUNT.studentStorage), ctx.get(ACCOUNT.clock),
  ));
});
