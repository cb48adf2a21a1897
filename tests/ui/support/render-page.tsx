/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders one page with the fake account (a signed-in student, or none), the real session, toast and ui stores,
// every other area unavailable unless given, the light theme and an in-memory wouter location that records where
// the page navigated.
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Student } from '../../../domain/account/student';
import { ServicesContext, type Services } from '../../../ui/services-context';
import { SessionStore } from '../../../ui/stores/session.store';
import type { ThemeStore } from '../../../ui/stores/theme.store';
import { ToastStore } from '../../../ui/stores/toast.store';
import { UiStore } from '../../../ui/stores/ui.store';
import { lightTheme } from '../../../ui/theme/theme';
import { FakeAccount } from './fake-account';
import { unavailableAreas } from './unavailable-areas';

export type AreaOverrides = Partial<Omit<Services, 'account' | 'session' | 'toasts' | 'theme' | 'ui'>>;

export const renderPage = (
  page: ReactElement,
  { path, student, areas = {}, account = new FakeAccount(student) }: { path: string; student: Student | null; areas?: AreaOverrides; account?: FakeAccount },
) => {
  const location = memoryLocation({ path, record: true });
  const services: Services = {
    ...unavailableAreas(),
    ...areas,
    account,
    session: new SessionStore(account),
    toasts: new ToastStore(),
    theme: {} as ThemeStore,
    ui: new UiStore(),
  };
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <ServicesContext.Provider value={services}>
        <Router hook={location.hook} searchHook={location.searchHook}>{page}</Router>
      </ServicesContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, services, account, currentPath: () => location.history.at(-1) };
};

/** A promise with its resolve exposed, to hold a call in flight. */
export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
};
