// The dashboard's tokens: the port its adapter implements and the use cases the UI receives.
import { token } from '../shared/token';
import type { DashboardUseCases } from './dashboard-use-cases';
import type { DashboardGateway } from './ports';

export const DASHBOARD = {
  gateway: token<DashboardGateway>('DashboardGateway'),
  useCases: token<DashboardUseCases>('DashboardUseCases'),
} as const;
