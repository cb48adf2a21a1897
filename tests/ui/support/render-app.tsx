/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders the whole app at a path under /student with fake use cases; returns the services.
import { render } from '@testing-library/react';
import type { Student } from '../../../domain/account/student';
import { App } from '../../../ui/app';
import { ServicesContext, type Services } from '../../../ui/services-context';
import { SessionStore } from '../../../ui/stores/session.store';
import { ThemeStore } from '../../../ui/stores/theme.store';
import { ToastStore } from '../../../ui/stores/toast.store';
import { UiStore } from '../../../ui/stores/ui.store';
import { FakeAccount, FakeThemePreference } from './fake-account';
import { unavailableAreas } from './unavailable-areas';

export interface AppHarness {
  services: Services;
  account: FakeAccount;
  themePreference: FakeThemePreference;
}

export const renderApp = (
  path: string,
  opts: { student?: Student | null; themePreference?: FakeThemePreference } = {},
): AppHarness & ReturnType<typeof render> => {
  window.history.replaceState(null, '', `/student${path}`);
  const account = new FakeAccount(opts.student ?? null);
  const themePreference = opts.themePreference ?? new FakeThemePreference();
  const services: Services = {
    ...unavailableAreas(),
    account,
    session: new SessionStore(account),
    toasts: new ToastStore(),
    theme: new ThemeStore(themePreference),
    ui: new UiStore(),
  };
  const view = render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
  );
  return { ...view, services, account, themePreference };
};

/** The path inside the app (without /student) and the query. */
export const currentPath = (): string => window.location.pathname.replace(/^\/student/, '') + window.location.search;
