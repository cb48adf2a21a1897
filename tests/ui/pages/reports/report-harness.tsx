/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders the whole app at a path under /student with fake account and report use cases.
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { LearningAnalytics, OverviewItem, ReportRow, TestAnalytics } from '../../../../application/reports/ports';
import type { ReportUseCases } from '../../../../application/reports/report-use-cases';
import type { Student } from '../../../../domain/account/student';
import { App } from '../../../../ui/app';
import { ServicesContext, type Services } from '../../../../ui/services-context';
import { SessionStore } from '../../../../ui/stores/session.store';
import { ThemeStore } from '../../../../ui/stores/theme.store';
import { ToastStore } from '../../../../ui/stores/toast.store';
import { UiStore } from '../../../../ui/stores/ui.store';
import { FakeAccount, FakeThemePreference } from '../../support/fake-account';
import { unavailableAreas } from '../../support/unavailable-areas';

export interface FakeReportData {
  overview?: OverviewItem[];
  rows?: Record<number, ReportRow[]>;
  learning?: LearningAnalytics | null;
  analytics?: TestAnalytics | null;
}

export const fakeReports = (data: FakeReportData = {}) => ({
  overview: jest.fn(async (_courseId: number) => data.overview ?? []),
  reportList: jest.fn(async (_courseId: number, testType: number) => data.rows?.[testType] ?? []),
  learningAnalytics: jest.fn(async (_s: string) => data.learning ?? null),
  testAnalytics: jest.fn(async (_s: string) => data.analytics ?? null),
  trackReportTab: jest.fn((_tab: string, _courseId: number) => undefined),
}) satisfies ReportUseCases;

export const renderReports = (path: string, student: Student, data: FakeReportData = {}) => {
  window.history.replaceState(null, '', `/student${path}`);
  const account = new FakeAccount(student);
  const reports = fakeReports(data);
  const services: Services = {
    ...unavailableAreas(),
    account,
    session: new SessionStore(account),
    toasts: new ToastStore(),
    theme: new ThemeStore(new FakeThemePreference()),
    ui: new UiStore(),
    reports,
  };
  const view = render(
    <ServicesContext.Provider value={services}>
      <App />
    </ServicesContext.Provider>,
  );
  return { ...view, services, reports };
};
