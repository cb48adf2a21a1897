/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { AnalyticsService } from '../../../application/analytics/analytics-service';
import type { DataLayer, PageVisibility, Ticker } from '../../../application/analytics/ports';

/** A ticker the test fires by hand: every(ms, tick) records the timer; fire() calls the live ones. */
const fakeTicker = () => {
  const timers: { ms: number; tick: () => void; live: boolean }[] = [];
  const ticker: Ticker = {
    every: (ms, tick) => {
      const timer = { ms, tick, live: true };
      timers.push(timer);
      return () => { timer.live = false; };
    },
  };
  return { ticker, timers, fire: () => timers.filter((t) => t.live).forEach((t) => t.tick()) };
};

const setup = (now = 1_700_000_000_000) => {
  const pushed: Record<string, unknown>[] = [];
  const dataLayer: DataLayer = { push: (entry) => { pushed.push({ ...entry }); } };
  let visible = true;
  const visibility: PageVisibility = { visible: () => visible };
  const t = fakeTicker();
  let time = now;
  const clock = { now: () => time };
  const service = new AnalyticsService(dataLayer, visibility, t.ticker, clock);
  return {
    service, pushed, ...t, dataLayer,
    setVisible: (v: boolean) => { visible = v; },
    advance: (ms: number) => { time += ms; },
  };
};

describe('track', () => {
  it('pushes the event with ts, the clock\'s ms', () => {
    const { service, pushed } = setup();
    service.track({ event: 'click', target: 'sidebar', item: 'dashboard' });
    service.track({ event: 'page_visit', page: 'profile', courseId: 11 });
    expect(pushed).toEqual([
      { event: 'click', target: 'sidebar', item: 'dashboard', ts: 1_700_000_000_000 },
      { event: 'page_visit', page: 'profile', courseId: 11, ts: 1_700_000_000_000 },
    ]);
  });

  it('drops an item that is not a safe id, and keeps the rest of the event', () => {
    const { service, pushed } = setup();
    service.track({ event: 'click', target: 'invite', item: 'teacher@example.com', courseId: 11 });
    service.track({ event: 'click', target: 'tutorials', item: 'A B' });
    service.track({ event: 'click', target: 'tutorials', item: 'x'.repeat(41) });
    expect(pushed).toEqual([
      { event: 'click', target: 'invite', courseId: 11, ts: 1_700_000_000_000 },
      { event: 'click', target: 'tutorials', ts: 1_700_000_000_000 },
      { event: 'click', target: 'tutorials', ts: 1_700_000_000_000 },
    ]);
  });

  it('leaves out fields that are undefined', () => {
    const { service, pushed } = setup();
    service.track({ event: 'click', target: 'rating', item: 'open', courseId: undefined });
    expect(pushed).toEqual([{ event: 'click', target: 'rating', item: 'open', ts: 1_700_000_000_000 }]);
    expect(Object.keys(pushed[0])).not.toContain('courseId');
  });

  it('does not change the event it was given', () => {
    const { service } = setup();
    const event = { event: 'click' as const, target: 'login' as const, item: 'Asha Rao' };
    service.track(event);
    expect(event).toEqual({ event: 'click', target: 'login', item: 'Asha Rao' });
  });

  it('never throws: a failing data layer or clock is swallowed', () => {
    const throwing = new AnalyticsService({ push: () => { throw new Error('blocked by an extension'); } }, { visible: () => true }, fakeTicker().ticker, { now: () => 1 });
    expect(() => throwing.track({ event: 'click', target: 'login', item: 'otp' })).not.toThrow();
    const noClock = new AnalyticsService({ push: jest.fn() }, { visible: () => true }, fakeTicker().ticker, { now: () => { throw new Error('no clock'); } });
    expect(() => noClock.track({ event: 'click', target: 'login' })).not.toThrow();
  });
});

describe('heartbeat (smart learning: every 5000 ms while visible)', () => {
  it('ticks every 5000 ms and pushes page_heartbeat with the visible time so far', () => {
    const { service, pushed, timers, fire, advance } = setup();
    service.heartbeat('smart-learning', 11);
    expect(timers.map((t) => t.ms)).toEqual([5000]);
    expect(pushed).toEqual([]);
    advance(5000); fire();
    advance(5000); fire();
    expect(pushed).toEqual([
      { event: 'page_heartbeat', page: 'smart-learning', courseId: 11, visibleMs: 5000, ts: 1_700_000_005_000 },
      { event: 'page_heartbeat', page: 'smart-learning', courseId: 11, visibleMs: 10000, ts: 1_700_000_010_000 },
    ]);
  });

  it('skips a tick while the page is hidden, and its time does not count', () => {
    const { service, pushed, fire, setVisible } = setup();
    service.heartbeat('smart-learning');
    fire();
    setVisible(false);
    fire(); fire();
    setVisible(true);
    fire();
    expect(pushed.map((p) => p.visibleMs)).toEqual([5000, 10000]);
    expect(pushed[0]).not.toHaveProperty('courseId');
  });

  it('stop ends the timer; later ticks push nothing; stopping twice is harmless', () => {
    const { service, pushed, timers, fire } = setup();
    const stop = service.heartbeat('smart-learning', 11);
    fire();
    stop();
    expect(timers[0].live).toBe(false);
    timers[0].tick(); // a tick already queued when stop ran
    fire();
    expect(pushed).toHaveLength(1);
    expect(() => stop()).not.toThrow();
  });

  it('two pages count their own time', () => {
    const { service, pushed, fire } = setup();
    service.heartbeat('smart-learning');
    fire();
    service.heartbeat('study-material');
    fire();
    expect(pushed.map((p) => [p.page, p.visibleMs])).toEqual([['smart-learning', 5000], ['smart-learning', 10000], ['study-material', 5000]]);
  });

  it('never throws: a failing timer, visibility check, data layer or stop is swallowed', () => {
    const noTimer = new AnalyticsService({ push: jest.fn() }, { visible: () => true }, { every: () => { throw new Error('no timers'); } }, { now: () => 1 });
    const stop = noTimer.heartbeat('smart-learning');
    expect(() => stop()).not.toThrow();

    const t = fakeTicker();
    const broken = new AnalyticsService({ push: () => { throw new Error('x'); } }, { visible: () => { throw new Error('y'); } }, t.ticker, { now: () => 1 });
    broken.heartbeat('smart-learning');
    expect(() => t.fire()).not.toThrow();

    const badStop = new AnalyticsService({ push: jest.fn() }, { visible: () => true }, { every: () => () => { throw new Error('gone'); } }, { now: () => 1 });
    expect(() => badStop.heartbeat('smart-learning')()).not.toThrow();
  });
});
