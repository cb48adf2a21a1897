// The account area's bindings: the HTTP gateways and the account use cases over them and the storage adapters
// (bound by the container from the ones the app entry built).
import { ContainerModule } from 'inversify';
import { AccountService } from '../../application/account/account-service';
import { ACCOUNT } from '../../application/account/tokens';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpCourseGateway } from './http-course-gateway';
import { HttpProfileGateway } from './http-profile-gateway';

export const accountModule = new ContainerModule(({ bind }) => {
  bind(ACCOUNT.authGateway).to(HttpAuthGateway);
  bind(ACCOUNT.courseGateway).to(HttpCourseGateway);
  bind(ACCOUNT.profileGateway).to(HttpProfileGateway);
  bind(ACCOUNT.useCases).toDynamicValue((ctx) => new AccountService(
    ctx.get(ACCOUNT.authGateway),
    ctx.get(ACCOUNT.courseGateway),
    ctx.get(ACCOUNT.profileGateway),
    ctx.get(ACCOUNT.studentStorage),
    ctx.get(ACCOUNT.accountCookieStorage),
    ctx.get(ACCOUNT.clock),
  ));
});
