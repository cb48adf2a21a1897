/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { ReportGateway } from '../../../application/reports/ports';
import { REPORT_FALLBACKS } from '../../../application/reports/report-fallbacks';
import { ReportService } from '../../../application/reports/report-service';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import { err, ok, UNAVAILABLE, type CallFailure } from '../../../domain/shared/result';
import { aLearningAnalytics, anOverviewItem, aReportRow, aTestAnalytics } from '../../mothers/report.mother';
import { aTimelineData } from '../../mothers/attempt-timeline.mother';

const fault: CallFailure = { kind: 'fault', message: 'boom' };

const fakeGateway = (overrides: Partial<ReportGateway> = {}): ReportGateway => ({
  dashboard: jest.fn<ReportGateway['dashboard']>(async () => ok([anOverviewItem()])),
  studentReportList: jest.fn<ReportGateway['studentReportList']>(async () => ok([aReportRow()])),
  learningAnalytics: jest.fn<ReportGateway['learningAnalytics']>(async () => ok(aLearningAnalytics())),
  testAnalytics: jest.fn<ReportGateway['testAnalytics']>(async () => ok(aTestAnalytics())),
  attemptTimeline: jest.fn<ReportGateway['attemptTimeline']>(async () => ok(aTimelineData())),
  ...overrides,
});

const setup = (overrides: Partial<ReportGateway> = {}) => {
  const gateway = fakeGateway(overrides);
  const log = jest.fn();
  return { gateway, log, service: new ReportService(gateway, log) };
};

describe('ReportService', () => {
  it('passes the ids through and answers the gateway data', async () => {
    const { service, gateway } = setup();
    await expect(service.overview(12)).resolves.toEqual(ok([anOverviewItem()]));
    await expect(service.reportList(12, 3)).resolves.toEqual(ok([aReportRow()]));
    await expect(service.learningAnalytics(' 77 ')).resolves.toEqual(ok(aLearningAnalytics()));
    await expect(service.testAnalytics('41')).resolves.toEqual(ok(aTestAnalytics()));
    expect(gateway.studentReportList).toHaveBeenCalledWith(12, 3);
    expect(gateway.learningAnalytics).toHaveBeenCalledWith('77');
  });

  it('skips calls without the ids they need: unavailable, not logged', async () => {
    const { service, gateway, log } = setup();
    await expect(service.overview(0)).resolves.toEqual(err(UNAVAILABLE));
    await expect(service.reportList(12, Number.NaN)).resolves.toEqual(err(UNAVAILABLE));
    await expect(service.learningAnalytics('  ')).resolves.toEqual(err(UNAVAILABLE));
    await expect(service.testAnalytics('')).resolves.toEqual(err(UNAVAILABLE));
    expect(gateway.dashboard).not.toHaveBeenCalled();
    expect(gateway.studentReportList).not.toHaveBeenCalled();
    expect(gateway.testAnalytics).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('the attempt timeline: the session trimmed and passed through; none without a session; a failure logged once', async () => {
    const { service, gateway, log } = setup();
    await expect(service.attemptTimeline(' 12 ')).resolves.toEqual(ok(aTimelineData()));
    expect(gateway.attemptTimeline).toHaveBeenCalledWith('12');
    await expect(service.attemptTimeline(' ')).resolves.toEqual(err(UNAVAILABLE));
    expect(gateway.attemptTimeline).toHaveBeenCalledTimes(1);
    const failing = setup({ attemptTimeline: async () => err(fault) });
    await expect(failing.service.attemptTimeline('12')).resolves.toEqual(err(fault));
    expect(failing.log).toHaveBeenCalledWith('Loading the attempt timeline failed', fault);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure once and hands it on', async () => {
    const failing = async () => err(fault);
    const { service, log } = setup({ dashboard: failing, studentReportList: failing, learningAnalytics: failing, testAnalytics: failing });
    await expect(service.overview(12)).resolves.toEqual(err(fault));
    await expect(service.reportList(12, 3)).resolves.toEqual(err(fault));
    await expect(service.learningAnalytics('7')).resolves.toEqual(err(fault));
    await expect(service.testAnalytics('7')).resolves.toEqual(err(fault));
    expect(log).toHaveBeenCalledTimes(4);
    expect(log).toHaveBeenCalledWith('Loading the test analytics failed', fault);
  });

});

describe('the reports loaded on first use (lazyUseCases with its fallbacks)', () => {
  it('loads once and delegates', async () => {
    const { service } = setup();
    const load = jest.fn(async () => service);
    const deferred = lazyUseCases('report', load, REPORT_FALLBACKS);
    await expect(deferred.overview(12)).resolves.toEqual(ok([anOverviewItem()]));
    await expect(deferred.testAnalytics('41')).resolves.toEqual(ok(aTestAnalytics()));
    await expect(deferred.attemptTimeline('41')).resolves.toEqual(ok(aTimelineData()));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load answers unavailable for the timeline too', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const deferred = lazyUseCases('report', async (): Promise<ReportService> => { throw new Error('chunk'); }, REPORT_FALLBACKS);
    await expect(deferred.attemptTimeline('41')).resolves.toEqual(err(UNAVAILABLE));
    errorSpy.mockRestore();
  });

  it('a failed load answers unavailable and the next call retries', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { service } = setup();
    const load = jest.fn<() => Promise<ReportService>>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(service);
    const deferred = lazyUseCases('report', load, REPORT_FALLBACKS);
    await expect(deferred.reportList(12, 3)).resolves.toEqual(err(UNAVAILABLE));
    await expect(deferred.reportList(12, 3)).resolves.toEqual(ok([aReportRow()]));
    expect(load).toHaveBeenCalledTimes(2);
    errorSpy.mockRestore();
  });
});
