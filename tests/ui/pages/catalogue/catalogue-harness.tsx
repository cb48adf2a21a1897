/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders a catalogue or payments page with a fake CatalogueUseCases, the fake account (a signed-in student, or none
// for a visitor), the real session, toast and ui stores, and an in-memory wouter location.
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Student } from '../../../../domain/account/student';
import { ok } from '../../../../domain/shared/result';
import { ServicesContext, type Services } from '../../../../ui/services-context';
import { SessionStore } from '../../../../ui/stores/session.store';
import type { ThemeStore } from '../../../../ui/stores/theme.store';
import { ToastStore } from '../../../../ui/stores/toast.store';
import { UiStore } from '../../../../ui/stores/ui.store';
import { lightTheme } from '../../../../ui/theme/theme';
import { aStudent } from '../../../mothers/student.mother';
import { FakeAccount } from '../../support/fake-account';
import { unavailableAreas } from '../../support/unavailable-areas';
import { fakeCatalogue } from './catalogue-fakes';

export const renderCataloguePage = (
  page: ReactElement,
  { path = '/selectcourse', catalogue = fakeCatalogue(), student = aStudent() }: { path?: string; catalogue?: ReturnType<typeof fakeCatalogue>; student?: Student | null } = {},
) => {
  const location = memoryLocation({ path, record: true });
  const account = new FakeAccount(student);
  const opened: number[] = [];
  account.openEnrolledCourse = async (courseId: number) => {
    opened.push(courseId);
    return ok(account.stored as Student);
  };
  const services: Services = {
    ...unavailableAreas(),
    account,
    session: new SessionStore(account),
    toasts: new ToastStore(),
    theme: {} as ThemeStore,
    ui: new UiStore(),
    catalogue,
  };
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <ServicesContext.Provider value={services}>
        <Router hook={location.hook} searchHook={location.searchHook}>{page}</Router>
      </ServicesContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, catalogue, account, services, opened, currentPath: () => location.history.at(-1) };
};
