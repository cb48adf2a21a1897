// The adapter every area shares: the one HTTP client. An invalidToken reply removes the
// stored data and leaves for the logout page.
import { ContainerModule } from 'inversify';
import type { AccountCookieStorage, BrowserNavigator, StudentStorage } from '../../application/account/ports';
import { ACCOUNT } from '../../application/account/tokens';
import { PATHS } from '../../domain/shared/paths';
import { HttpClient } from './http-client';

export const INVALID_TOKEN_TARGET = `/student${PATHS.logout}`;

/** An invalidToken reply removes the stored data and leaves for /student/logout. */
export const onInvalidToken = (deps: { students: StudentStorage; cookies: AccountCookieStorage; navigator: BrowserNavigator }): void => {
  deps.students.clear();
  deps.cookies.clear();
  deps.navigator.hardNavigate(INVALID_TOKEN_TARGET);
};

export interface HttpModuleOptions {
  apiBase: string;
  fetchImpl: typeof fetch;
}

export const httpModule = ({ apiBase, fetchImpl }: HttpModuleOptions) => new ContainerModule(({ bind }) => {
  bind(HttpClient).toDynamicValue((ctx) => {
    const students = ctx.get(ACCOUNT.studentStorage);
    const cookies = ctx.get(ACCOUNT.accountCookieStorage);
    const navigator = ctx.get(ACCOUNT.browserNavigator);
    return new HttpClient({ apiBase, fetchImpl, students, onInvalidToken: () => onInvalidToken({ students, cookies, navigator }) });
  });
});
