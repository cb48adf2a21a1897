/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { analyticsTabs, TestAnalyticsStore } from '../../../../ui/pages/reports/test-analytics.store';
import { err } from '../../../../domain/shared/result';
import { aTestAnalytics } from '../../../mothers/report.mother';
import { fakeReports } from './report-harness';

describe('TestAnalyticsStore', () => {
  it('shows PERFORMANCE IN DETAIL and COMPARATIVE STUDY only for a mock test, ATTEMPT TIMELINE last for every type', () => {
    expect(analyticsTabs(3).map((t) => t.label)).toEqual(['OVERALL PERFORMANCE', 'VIEW ANSWERS', 'PERFORMANCE IN DETAIL', 'TIME MANAGEMENT', 'COMPARATIVE STUDY', 'ATTEMPT TIMELINE']);
    expect(analyticsTabs(2).map((t) => t.label)).toEqual(['OVERALL PERFORMANCE', 'VIEW ANSWERS', 'TIME MANAGEMENT', 'ATTEMPT TIMELINE']);
    for (const type of [1, 2, 3, 4, 5]) expect(analyticsTabs(type).at(-1)?.id).toBe('timeline');
  });

  it('the server testType wins over the query; a tab index past the list falls back to the first', async () => {
    const store = new TestAnalyticsStore(fakeReports({ analytics: aTestAnalytics({ testType: 2 }) }), '41', 3);
    store.selectTab(4);
    expect(store.tab.id).toBe('comparative');
    store.selectTab(5);
    expect(store.tab.id).toBe('timeline');
    await store.load();
    expect(store.effectiveTestType).toBe(2);
    expect(store.tab.id).toBe('overall');
  });

  it('drills into sections with children and back through the breadcrumb', async () => {
    const store = new TestAnalyticsStore(fakeReports({ analytics: aTestAnalytics() }), '41', 3);
    await store.load();
    expect(store.visibleSections.map((s) => s.sectionName)).toEqual(['Physics', 'Chemistry']);
    const [physics, chemistry] = store.visibleSections;
    store.drillInto(chemistry);
    expect(store.drillPath).toEqual([]);
    store.drillInto(physics);
    expect(store.drillPath).toEqual(['Physics']);
    expect(store.visibleSections.map((s) => s.sectionName)).toEqual(['Mechanics']);
    store.drillTo(0);
    expect(store.visibleSections.map((s) => s.sectionName)).toEqual(['Physics', 'Chemistry']);
  });

  it('a failed call shows the no-data state', async () => {
    const reports = fakeReports();
    reports.testAnalytics.mockResolvedValue(err({ kind: 'fault' }));
    const store = new TestAnalyticsStore(reports, '41', 3);
    await store.load();
    expect(store.loading).toBe(false);
    expect(store.data).toBeNull();
  });

  it('no data keeps data null', async () => {
    const store = new TestAnalyticsStore(fakeReports({ analytics: null }), '41', 3);
    await store.load();
    expect(store.loading).toBe(false);
    expect(store.data).toBeNull();
    expect(store.visibleSections).toEqual([]);
  });
});
