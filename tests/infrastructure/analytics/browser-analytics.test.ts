import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AnalyticsService } from '../../../application/analytics/analytics-service';
import { createAnalyticsAdapters, type AnalyticsWindow } from '../../../infrastructure/analytics/browser-analytics';

type DataLayerWindow = Window & { dataLayer?: unknown };

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

beforeEach(() => { delete (window as DataLayerWindow).dataLayer; });
afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
  setVisibility('visible');
  jest.useRealTimers();
});

describe('createAnalyticsAdapters: the browser window', () => {
  it('creates window.dataLayer as an array when the page has none, and pushes to it', () => {
    const { dataLayer } = createAnalyticsAdapters();
    expect((window as DataLayerWindow).dataLayer).toEqual([]);
    dataLayer.push({ event: 'click', ts: 1 });
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'click', ts: 1 }]);
  });

  it("keeps a data layer the page has already (a tag manager's), and pushes through its push", () => {
    const existing: Record<string, unknown>[] = [{ 'gtm.start': 1 }];
    const push = jest.spyOn(existing, 'push');
    (window as DataLayerWindow).dataLayer = existing;
    createAnalyticsAdapters().dataLayer.push({ event: 'page_visit' });
    expect((window as DataLayerWindow).dataLayer).toBe(existing);
    expect(push).toHaveBeenCalledWith({ event: 'page_visit' });
    expect(existing.slice()).toEqual([{ 'gtm.start': 1 }, { event: 'page_visit' }]);
  });

  it('pushes to the data layer the window holds at the time (a page script may replace it)', () => {
    const { dataLayer } = createAnalyticsAdapters();
    const replaced: unknown[] = [];
    (window as DataLayerWindow).dataLayer = replaced;
    dataLayer.push({ event: 'click' });
    expect(replaced).toEqual([{ event: 'click' }]);
    (window as DataLayerWindow).dataLayer = 'broken';
    dataLayer.push({ event: 'click' });
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'click' }]);
  });

  it('reads document.visibilityState', () => {
    const { visibility } = createAnalyticsAdapters();
    setVisibility('visible');
    expect(visibility.visible()).toBe(true);
    setVisibility('hidden');
    expect(visibility.visible()).toBe(false);
  });

  it('ticks with setInterval until stopped (clearInterval)', () => {
    jest.useFakeTimers();
    const tick = jest.fn();
    const stop = createAnalyticsAdapters().ticker.every(5000, tick);
    jest.advanceTimersByTime(4999);
    expect(tick).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10001);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(20000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('takes a stand-in window', () => {
    const cleared: number[] = [];
    const win: AnalyticsWindow = {
      document: { visibilityState: 'hidden' },
      setInterval: () => 42,
      clearInterval: (id) => { cleared.push(id); },
    };
    const adapters = createAnalyticsAdapters(win);
    expect(win.dataLayer).toEqual([]);
    expect(adapters.visibility.visible()).toBe(false);
    adapters.ticker.every(5000, () => undefined)();
    expect(cleared).toEqual([42]);
  });
});

describe('the analytics service over the browser adapters (as ui/main.tsx builds it)', () => {
  it('pushes page_heartbeat every 5000 ms while the page is visible, with ts', () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    const { dataLayer, visibility, ticker } = createAnalyticsAdapters();
    const service = new AnalyticsService(dataLayer, visibility, ticker, { now: () => Date.now() });
    const stop = service.heartbeat('smart-learning', 11);
    jest.advanceTimersByTime(5000);
    setVisibility('hidden');
    jest.advanceTimersByTime(5000);
    setVisibility('visible');
    jest.advanceTimersByTime(5000);
    stop();
    jest.advanceTimersByTime(15000);
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: 'page_heartbeat', page: 'smart-learning', courseId: 11, visibleMs: 5000, ts: 1_700_000_005_000 },
      { event: 'page_heartbeat', page: 'smart-learning', courseId: 11, visibleMs: 10000, ts: 1_700_000_015_000 },
    ]);
  });
});
