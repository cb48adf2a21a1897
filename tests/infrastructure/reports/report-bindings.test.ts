import { afterEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { REPORT_TOKENS } from '../../../application/reports/ports';
import { ReportService } from '../../../application/reports/report-service';
import type { ReportUseCases } from '../../../application/reports/report-use-cases';
import { createContainer } from '../../../infrastructure/container';
import { ConsoleAnalyticsTracker } from '../../../infrastructure/reports/console-analytics-tracker';
import { HttpReportGateway } from '../../../infrastructure/reports/http-report-gateway';
import { aStudent } from '../../mothers/account.mother';
import { anOverviewItem } from '../../mothers/report.mother';

const BASE = 'http://api.test/api';

afterEach(() => localStorage.clear());

describe('report bindings of the container', () => {
  it('binds the gateway, the tracker and the use cases as singletons', () => {
    const container = createContainer({ apiBase: BASE, fetchImpl: fetchMock.createInstance().fetchHandler, storage: localStorage });
    expect(container.get(REPORT_TOKENS.ReportGateway)).toBeInstanceOf(HttpReportGateway);
    expect(container.get(REPORT_TOKENS.AnalyticsTracker)).toBeInstanceOf(ConsoleAnalyticsTracker);
    expect(container.get(REPORT_TOKENS.ReportUseCases)).toBeInstanceOf(ReportService);
    expect(container.get(REPORT_TOKENS.ReportUseCases)).toBe(container.get(REPORT_TOKENS.ReportUseCases));
  });

  it('the use cases reach the server with the stored student\'s credentials', async () => {
    localStorage.setItem('student-storage', JSON.stringify({ state: aStudent(), version: 0 }));
    const fm = fetchMock.createInstance();
    fm.route(`begin:${BASE}/dashboard`, { responseTxt: 'success', message: '', obj: [anOverviewItem()] });
    const container = createContainer({ apiBase: BASE, fetchImpl: fm.fetchHandler, storage: localStorage });
    const reports = container.get<ReportUseCases>(REPORT_TOKENS.ReportUseCases);
    await expect(reports.overview(11)).resolves.toEqual([anOverviewItem()]);
    expect(fm.callHistory.lastCall()?.url).toBe(`${BASE}/dashboard?courseId=11`);
  });

  it('the tracker logs the event with its properties', () => {
    const log = jest.fn();
    new ConsoleAnalyticsTracker(log).track('report_tab_selected', { tab: 'Mock Tests', courseId: 11 });
    expect(log).toHaveBeenCalledWith('[analytics] report_tab_selected', { tab: 'Mock Tests', courseId: 11 });
  });
});
