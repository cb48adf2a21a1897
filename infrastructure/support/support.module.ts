// The shared modals' and the Support card's bindings: the HTTP gateway and the support use cases over it and the
// stored student (bound by the container from the adapter the app entry built).
import { ContainerModule } from 'inversify';
import { ACCOUNT } from '../../application/account/tokens';
import { SupportService } from '../../application/support/support-service';
import { SUPPORT } from '../../application/support/tokens';
import { HttpSupportGateway } from './http-support-gateway';

export const supportModule = new ContainerModule(({ bind }) => {
  bind(SUPPORT.gateway).to(HttpSupportGateway);
  bind(SUPPORT.useCases).toDynamicValue((ctx) => new SupportService(ctx.get(SUPPORT.gateway), ctx.get(ACCOUNT.studentStorage)));
});
