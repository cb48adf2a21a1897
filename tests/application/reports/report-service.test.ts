/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { AnalyticsTracker, ReportGateway } from '../../../application/reports/ports';
import { REPORT_TAB_EVENT, ReportService } from '../../../application/reports/report-service';
import { REPORT_FALLBACKS } from '../../../application/reports/report-fallbacks';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import { aLearningAnalytics, anOverviewItem, aReportRow, aTestAnalytics } from '../../mothers/report.mother';

const failure = { success: false, data: null, status: 500, message: 'boom' };

const fakeGateway = (overrides: Partial<ReportGateway> = {}): ReportGateway => ({
  dashboard: jest.fn(async () => [anOverviewItem()]),
  studentReportList: jest.fn(async () => [aReportRow()]),
  learningAnalytics: jest.fn(async () => aLearningAnalytics()),
  testAnalytics: jest.fn(async () => aTestAnalytics()),
  ...overrides,
});

const setup = (overrides: Partial<ReportGateway> = {}) => {
  const gateway = fakeGateway(overrides);
  const tracker: AnalyticsTracker = { track: jest.fn() };
  const log = jest.fn();
  return { gateway, tracker, log, service: new ReportService(gateway, tracker, log) };
};

describe('ReportService (spec 001 §2 Reports, §8)', () => {
  it('passes the ids through and answers the gateway data', async () => {
    const { service, gateway } = setup();
    await expect(service.overview(12)).resolves.toEqual([anOverviewItem()]);
    await expect(service.reportList(12, 3)).resolves.toEqual([aReportRow()]);
    await expect(service.learningAnalytics(' 77 ')).resolves.toEqual(aLearningAnalytics());
    await expect(service.testAnalytics('41')).resolves.toEqual(aTestAnalytics());
    expect(gateway.studentReportList).toHaveBeenCalledWith(12, 3);
    expect(gateway.learningAnalytics).toHaveBeenCalledWith('77');
  });

  it('skips calls without the ids they need', async () => {
    const { service, gateway } = setup();
    await expect(service.overview(0)).resolves.toEqual([]);
    await expect(service.reportList(12, Number.NaN)).resolves.toEqual([]);
    await expect(service.learningAnalytics('  ')).resolves.toBeNull();
    await expect(service.testAnalytics('')).resolves.toBeNull();
    expect(gateway.dashboard).not.toHaveBeenCalled();
    expect(gateway.studentReportList).not.toHaveBeenCalled();
    expect(gateway.testAnalytics).not.toHaveBeenCalled();
  });

  it('logs a failure and answers the empty value', async () => {
    const reject = async (): Promise<never> => { throw failure; };
    const { service, log } = setup({ dashboard: reject, studentReportList: reject, learningAnalytics: reject, testAnalytics: reject });
    await expect(service.overview(12)).resolves.toEqual([]);
    await expect(service.reportList(12, 3)).resolves.toEqual([]);
    await expect(service.learningAnalytics('7')).resolves.toBeNull();
    await expect(service.testAnalytics('7')).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(4);
    expect(log).toHaveBeenCalledWith('Loading the test analytics failed', failure);
  });

  it('tracks the report tab, and a throwing tracker is only logged', () => {
    const { service, tracker, log } = setup();
    service.trackReportTab('Mock Tests', 12);
    expect(tracker.track).toHaveBeenCalledWith(REPORT_TAB_EVENT, { tab: 'Mock Tests', courseId: 12 });
    (tracker.track as jest.Mock).mockImplementation(() => { throw new Error('offline'); });
    expect(() => service.trackReportTab('Overview', 12)).not.toThrow();
    expect(log).toHaveBeenCalledWith('Tracking the report tab failed', expect.any(Error));
  });
});

describe('the reports loaded on first use (lazyUseCases with its fallbacks)', () => {
  it('loads once and delegates', async () => {
    const { service } = setup();
    const load = jest.fn(async () => service);
    const deferred = lazyUseCases('report', load, REPORT_FALLBACKS);
    await expect(deferred.overview(12)).resolves.toEqual([anOverviewItem()]);
    await expect(deferred.testAnalytics('41')).resolves.toEqual(aTestAnalytics());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load answers the empty value and the next call retries', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { service } = setup();
    const load = jest.fn<() => Promise<ReportService>>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(service);
    const deferred = lazyUseCases('report', load, REPORT_FALLBACKS);
    await expect(deferred.reportList(12, 3)).resolves.toEqual([]);
    await expect(deferred.reportList(12, 3)).resolves.toEqual([aReportRow()]);
    expect(load).toHaveBeenCalledTimes(2);
    errorSpy.mockRestore();
  });
});
