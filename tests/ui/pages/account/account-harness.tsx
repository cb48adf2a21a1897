/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders an account page with a fake AccountUseCases, the real session and toast stores, the light theme and
// an in-memory wouter location (recording the paths navigated to).
import { ThemeProvider } from '@emotion/react';
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AccountUseCases } from '../../../../application/account/account-use-cases';
import { ServicesContext, type Services } from '../../../../ui/services-context';
import { SessionStore } from '../../../../ui/stores/session.store';
import type { ThemeStore } from '../../../../ui/stores/theme.store';
import { ToastStore } from '../../../../ui/stores/toast.store';
import type { UiStore } from '../../../../ui/stores/ui.store';
import { lightTheme } from '../../../../ui/theme/theme';
import { unavailableAreas } from '../../support/unavailable-areas';

export type FakeAccount = { [K in keyof AccountUseCases]: jest.MockedFunction<AccountUseCases[K]> };

export const fakeAccount = (): FakeAccount => ({
  currentStudent: jest.fn<AccountUseCases['currentStudent']>(() => null),
  activeCourseAccess: jest.fn<AccountUseCases['activeCourseAccess']>(() => null),
  loginWithPassword: jest.fn<AccountUseCases['loginWithPassword']>(),
  sendLoginOtp: jest.fn<AccountUseCases['sendLoginOtp']>(),
  sendGuestOtp: jest.fn<AccountUseCases['sendGuestOtp']>(),
  verifyGuestOtp: jest.fn<AccountUseCases['verifyGuestOtp']>(),
  addTrialCourse: jest.fn<AccountUseCases['addTrialCourse']>(),
  verifyLoginOtp: jest.fn<AccountUseCases['verifyLoginOtp']>(),
  requestPasswordReset: jest.fn<AccountUseCases['requestPasswordReset']>(),
  resetPassword: jest.fn<AccountUseCases['resetPassword']>(),
  directSignIn: jest.fn<AccountUseCases['directSignIn']>(),
  switchCourse: jest.fn<AccountUseCases['switchCourse']>(),
  refreshCourses: jest.fn<AccountUseCases['refreshCourses']>(),
  openEnrolledCourse: jest.fn<AccountUseCases['openEnrolledCourse']>(),
  updateEmail: jest.fn<AccountUseCases['updateEmail']>(),
  loadNotifications: jest.fn<AccountUseCases['loadNotifications']>(),
  logout: jest.fn<AccountUseCases['logout']>(async () => undefined),
  revokeSession: jest.fn<AccountUseCases['revokeSession']>(),
});

/** A promise with its resolve exposed, to hold a call in flight. */
export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
};

export const renderPage = (page: ReactElement, { path = '/', account = fakeAccount() }: { path?: string; account?: FakeAccount } = {}) => {
  const location = memoryLocation({ path, record: true });
  const session = new SessionStore(account);
  const toasts = new ToastStore();
  const services: Services = { ...unavailableAreas(), account, session, toasts, theme: {} as ThemeStore, ui: {} as UiStore };
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <ServicesContext.Provider value={services}>
        <Router hook={location.hook} searchHook={location.searchHook}>{page}</Router>
      </ServicesContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, account, session, toasts, currentPath: () => location.history.at(-1) };
};
