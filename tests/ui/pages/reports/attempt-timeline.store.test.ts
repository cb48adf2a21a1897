/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { autorun } from 'mobx';
import { err, ok } from '../../../../domain/shared/result';
import { AttemptTimelineStore, DOMAIN_COMPUTE, MAX_ZOOM, storeFor, type TimelineCompute } from '../../../../ui/pages/reports/attempt-timeline.store';
import { aCohort, aTimelineData } from '../../../mothers/attempt-timeline.mother';
import { fakeReports } from './report-harness';

/** The domain functions, counted. */
const counted = () => ({
  attemptTimeline: jest.fn(DOMAIN_COMPUTE.attemptTimeline),
  attemptStrategy: jest.fn(DOMAIN_COMPUTE.attemptStrategy),
  paletteAt: jest.fn(DOMAIN_COMPUTE.paletteAt),
  compareWithCohort: jest.fn(DOMAIN_COMPUTE.compareWithCohort),
}) satisfies TimelineCompute;

describe('AttemptTimelineStore', () => {
  it('loads once: a second load while loading or after the data is in calls nothing', async () => {
    const reports = fakeReports({ timeline: aTimelineData() });
    const store = new AttemptTimelineStore(reports, '12');
    expect(store.state).toBe('idle');
    const first = store.load();
    expect(store.state).toBe('loading');
    await Promise.all([first, store.load()]);
    await store.load();
    expect(store.state).toBe('ready');
    expect(reports.attemptTimeline).toHaveBeenCalledTimes(1);
    expect(reports.attemptTimeline).toHaveBeenCalledWith('12');
  });

  it('computes the timeline and the strategy once, however often they are read and however the scrubber moves', async () => {
    const compute = counted();
    const store = new AttemptTimelineStore(fakeReports({ timeline: aTimelineData({ cohort: aCohort() }) }), '12', compute);
    await store.load();
    const seen: number[] = [];
    const stop = autorun(() => { seen.push(store.palette?.statuses.length ?? -1); });
    for (const s of [0, 35, 120, 240]) {
      store.setScrubSeconds(s);
      expect(store.timeline?.lanes).toHaveLength(3);
      expect(store.strategy?.sentences).toHaveLength(5);
      expect(store.cohortSentences.length).toBeGreaterThan(0);
    }
    stop();
    expect(store.timeline).toBe(store.timeline);
    expect(compute.attemptTimeline).toHaveBeenCalledTimes(1);
    expect(compute.attemptStrategy).toHaveBeenCalledTimes(1);
    expect(compute.attemptStrategy.mock.calls[0][2]).toBe(store.timeline);
    expect(compute.compareWithCohort).toHaveBeenCalledTimes(1);
    expect(compute.paletteAt.mock.calls.map((c) => c[1] - (store.timeline?.startAt ?? 0))).toEqual([240_000, 0, 35_000, 120_000, 240_000]);
    expect(seen).toEqual([3, 3, 3, 3, 3]);
  });

  it('starts the scrubber at the submit, moves it in whole seconds within the attempt, and folds the palette at it', async () => {
    const store = new AttemptTimelineStore(fakeReports({ timeline: aTimelineData() }), '12');
    await store.load();
    expect(store.durationSeconds).toBe(240);
    expect(store.scrubSeconds).toBe(240);
    store.setScrubSeconds(35.4);
    expect(store.scrubSeconds).toBe(35);
    expect(store.scrubMs).toBe(35_000);
    expect(store.palette).toMatchObject({ currentIndex: 1, statuses: ['attempted', 'marked_for_review', 'not_visited'], remainingSeconds: 565 });
    store.setScrubSeconds(-5);
    expect(store.scrubSeconds).toBe(0);
    store.setScrubSeconds(9999);
    expect(store.scrubSeconds).toBe(240);
    store.setScrubSeconds(Number.NaN);
    expect(store.scrubSeconds).toBe(240);
  });

  it('zooms by doubling between 1 and the maximum, and opens and closes groups', async () => {
    const store = new AttemptTimelineStore(fakeReports({ timeline: aTimelineData() }), '12');
    store.zoomOut();
    expect(store.zoom).toBe(1);
    for (let i = 0; i < 10; i++) store.zoomIn();
    expect(store.zoom).toBe(MAX_ZOOM);
    store.zoomOut();
    expect(store.zoom).toBe(MAX_ZOOM / 2);
    store.resetZoom();
    expect(store.zoom).toBe(1);
    store.toggleGroup(2);
    expect(store.expanded.has(2)).toBe(true);
    store.toggleGroup(2);
    expect(store.expanded.has(2)).toBe(false);
  });

  it('a refused log has no timeline, no strategy and no palette (and computes nothing)', async () => {
    const compute = counted();
    const store = new AttemptTimelineStore(fakeReports({ timeline: aTimelineData({ logStatus: 'refused', events: [] }) }), '12', compute);
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.hasLog).toBe(false);
    expect([store.timeline, store.strategy, store.palette]).toEqual([null, null, null]);
    expect(store.cohortSentences).toEqual([]);
    expect(store.rows).toEqual([]);
    expect(compute.attemptTimeline).not.toHaveBeenCalled();
  });

  it('a failed call fails; retry (or the tab opened again) calls again', async () => {
    const reports = fakeReports({ timeline: aTimelineData() });
    reports.attemptTimeline.mockResolvedValueOnce(err({ kind: 'fault' })).mockResolvedValueOnce(err({ kind: 'fault' }));
    const store = new AttemptTimelineStore(reports, '12');
    await store.load();
    expect(store.state).toBe('failed');
    await store.retry();
    expect(store.state).toBe('failed');
    await store.load();
    expect(store.state).toBe('ready');
    expect(reports.attemptTimeline).toHaveBeenCalledTimes(3);
  });

  it('keeps one store per use cases and session', () => {
    const reports = fakeReports();
    reports.attemptTimeline.mockResolvedValue(ok(null));
    expect(storeFor(reports, '12')).toBe(storeFor(reports, '12'));
    expect(storeFor(reports, '13')).not.toBe(storeFor(reports, '12'));
    expect(storeFor(fakeReports(), '12')).not.toBe(storeFor(reports, '12'));
  });
});
