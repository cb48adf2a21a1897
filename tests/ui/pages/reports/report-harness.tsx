/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders the whole app at a path under /student with fake account and report use cases.
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { AttemptTimelineData, ReportUseCases } from '../../../../application/reports/report-use-cases';
import type { Student } from '../../../../domain/account/student';
import type { LearningAnalyticsReport, ReportRow, TestAnalyticsReport } from '../../../../domain/reports/analytics-reports';
import type { OverviewItem } from '../../../../domain/reports/overview';
import { ok } from '../../../../domain/shared/result';
import { App } from '../../../../ui/app';
import { ServicesContext, type Services } from '../../../../ui/services-context';
import { SessionStore } from '../../../../ui/stores/session.store';
import { ThemeStore } from '../../../../ui/stores/theme.store';
import { ToastStore } from '../../../../ui/stores/toast.store';
import { UiStore } from '../../../../ui/stores/ui.store';
import { FakeAccount, FakeThemePreference } from '../../support/fake-account';
import { RecordingAnalytics, unavailableAreas } from '../../support/unavailable-areas';

export interface FakeReportData {
  overview?: OverviewItem[];
  rows?: Record<number, ReportRow[]>;
  learning?: LearningAnalyticsReport | null;
  analytics?: TestAnalyticsReport | null;
  timeline?: AttemptTimelineData | null;
}

export const fakeReports = (data: FakeReportData = {}) => ({
  overview: jest.fn<ReportUseCases['overview']>(async () => ok(data.overview ?? [])),
  reportList: jest.fn<ReportUseCases['reportList']>(async (_courseId, testType) => ok(data.rows?.[testType] ?? [])),
  learningAnalytics: jest.fn<ReportUseCases['learningAnalytics']>(async () => ok(data.learning ?? null)),
  testAnalytics: jest.fn<ReportUseCases['testAnalytics']>(async () => ok(data.analytics ?? null)),
  attemptTimeline: jest.fn<ReportUseCases['attemptTimeline']>(async () => ok(data.timeline ?? null)),
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
  return { ...view, services, reports, analytics: services.analytics as RecordingAnalytics };
};
