// My Profile's bindings: the HTTP gateway and the profile use cases over it, the stored student and the account cookie
// (bound by the container from the adapters the app entry built).
import { ContainerModule } from 'inversify';
import { ACCOUNT } from '../../application/account/tokens';
import { ProfileService } from '../../application/profile/profile-service';
import { PROFILE } from '../../application/profile/tokens';
import { HttpMyProfileGateway } from './http-my-profile-gateway';

export const profileModule = new ContainerModule(({ bind }) => {
  bind(PROFILE.gateway).to(HttpMyProfileGateway);
  bind(PROFILE.useCases).toDynamicValue((ctx) => new ProfileService(
    ctx.get(PROFILE.gateway), ctx.get(ACCOUNT.studentStorage), ctx.get(ACCOUNT.accountCookieStorage),
  ));
});
