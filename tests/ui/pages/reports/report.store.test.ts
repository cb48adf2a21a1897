/** @jest-environment node */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ReportTab } from '../../../../domain/reports/report-tabs';
import { ReportStore, TAB_TRACKING_DELAY_MS, type Schedule } from '../../../../ui/pages/reports/report.store';
import { err, UNAVAILABLE } from '../../../../domain/shared/result';
import { anOverviewItem, aReportRow } from '../../../mothers/report.mother';
import { fakeReports } from './report-harness';

const allOn = { selfTest: true, topicTest: true, mockTest: true, classTest: true };

/** A manual scheduler: the test runs due callbacks itself. */
const manualSchedule = () => {
  const pending: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const job = { fn, ms, cancelled: false };
    pending.push(job);
    return () => { job.cancelled = true; };
  };
  const runAll = () => pending.splice(0).forEach((j) => { if (!j.cancelled) j.fn(); });
  return { schedule, pending, runAll };
};

const flush = () => new Promise((r) => setImmediate(r));

/** The tab tracking callback of the store; `tracked()` lists (tab label, course id) per event. */
const track = jest.fn<(tab: ReportTab, courseId: number) => void>();
const tracked = () => track.mock.calls.map(([tab, courseId]) => [tab.label, courseId]);
beforeEach(() => { track.mockClear(); });

describe('ReportStore: tab switching and loading', () => {
  it('starts on Overview and loads the overview once', async () => {
    const reports = fakeReports({ overview: [anOverviewItem()] });
    const store = new ReportStore(reports, 11, allOn, manualSchedule().schedule);
    expect(store.selected.label).toBe('Overview');
    expect(store.selectedLoading).toBe(true);
    store.start();
    await flush();
    expect(store.selectedLoading).toBe(false);
    expect(store.overviewOf(3)).toEqual(anOverviewItem());
    expect(store.overviewOf(2)).toBeNull();
    store.select(0);
    store.start();
    expect(reports.overview).toHaveBeenCalledTimes(1);
    expect(reports.overview).toHaveBeenCalledWith(11);
  });

  it('loads a category once per test type and splits sessions by label', async () => {
    const rows = [aReportRow({ testType: 'Learning Session', testTypeId: 1, testSession: '1' }), aReportRow({ testType: 'Competitive Session', testTypeId: 1, testSession: '2' })];
    const reports = fakeReports({ rows: { 1: rows } });
    const store = new ReportStore(reports, 11, allOn, manualSchedule().schedule);
    store.selectById('learning');
    await flush();
    expect(store.selectedRows.map((r) => r.testSession)).toEqual(['1']);
    store.selectById('competitive');
    await flush();
    expect(store.selectedRows.map((r) => r.testSession)).toEqual(['2']);
    expect(reports.reportList).toHaveBeenCalledTimes(1);
    expect(reports.reportList).toHaveBeenCalledWith(11, 1);
  });

  it('a failed list or overview shows the empty state', async () => {
    const reports = fakeReports();
    reports.overview.mockResolvedValue(err(UNAVAILABLE));
    reports.reportList.mockResolvedValue(err({ kind: 'fault' }));
    const store = new ReportStore(reports, 11, allOn, manualSchedule().schedule);
    store.start();
    await flush();
    expect(store.selectedLoading).toBe(false);
    expect(store.overview).toEqual([]);
    store.selectById('mock-test');
    await flush();
    expect(store.selectedLoading).toBe(false);
    expect(store.selectedRows).toEqual([]);
  });

  it('fires the tab tracking event 3 s after a selection, only for the tab the student stays on', () => {
    const reports = fakeReports();
    const { schedule, pending, runAll } = manualSchedule();
    const store = new ReportStore(reports, 11, allOn, schedule, track);
    store.selectById('mock-test');
    expect(pending.map((p) => p.ms)).toEqual([TAB_TRACKING_DELAY_MS]);
    expect(TAB_TRACKING_DELAY_MS).toBe(3000);
    store.selectById('topic-test');
    runAll();
    expect(track).toHaveBeenCalledTimes(1);
    expect(tracked()).toEqual([['Topic Tests', 11]]);
  });

  it('opens on a given tab without a tracking event', async () => {
    const reports = fakeReports({ rows: { 3: [aReportRow()] } });
    const { schedule, pending } = manualSchedule();
    const store = new ReportStore(reports, 11, allOn, schedule, track);
    store.open(store.tabs.findIndex((t) => t.id === 'mock-test'));
    await flush();
    expect(store.selected.label).toBe('Mock Tests');
    expect(store.selectedRows).toHaveLength(1);
    expect(pending).toHaveLength(0);
    expect(reports.overview).not.toHaveBeenCalled();
  });

  it('dispose cancels a pending tracking event; an unknown tab index is ignored', () => {
    const reports = fakeReports();
    const { schedule, runAll } = manualSchedule();
    const store = new ReportStore(reports, 11, allOn, schedule, track);
    store.select(99);
    expect(store.selectedIndex).toBe(0);
    store.selectById('class-test');
    store.dispose();
    runAll();
    expect(track).not.toHaveBeenCalled();
  });

  it('works with the real timer too', () => {
    jest.useFakeTimers();
    try {
      const reports = fakeReports();
      const store = new ReportStore(reports, 11, allOn, undefined, track);
      store.selectById('mock-test');
      jest.advanceTimersByTime(2999);
      expect(track).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(tracked()).toEqual([['Mock Tests', 11]]);
    } finally {
      jest.useRealTimers();
    }
  });
});
