// The timer display when the tab shows again: a hidden tab's timers are throttled, so the store reads the remaining
// time from the session at once on visibilitychange (jsdom's document), without waiting for the next tick.
import { afterEach, describe, expect, it } from '@jest/globals';
import { aFlatTest } from '../../mothers/test-data.mother';
import { SimulatorHarness } from './simulator-harness';

const TOPIC = '?testId=42&testType=2&templateId=70';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

const show = (state: DocumentVisibilityState): void => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  visibility = 'visible';
});

describe('SimulatorSessionStore: the tab shows again', () => {
  it('re-reads the remaining time at once when the page becomes visible (not while hidden)', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { remainingTime: 600 });
    const { session } = await h.open('registered', TOPIC);
    expect(session.remaining).toBe(600);

    show('hidden');
    h.advanceWallClock(125_000); // the tab slept: no tick ran
    expect(session.remaining).toBe(600);
    show('hidden');
    expect(session.remaining).toBe(600);
    show('visible');
    expect(session.remaining).toBe(600 - 125);
  });

  it('stops listening once the screen is left or unmounted', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { remainingTime: 600 });
    const { session } = await h.open('registered', TOPIC);
    session.dispose();
    h.advanceWallClock(60_000);
    show('visible');
    expect(session.remaining).toBe(600);
  });

  it('a test without a timer does not listen', async () => {
    const h = new SimulatorHarness();
    h.repository.test = aFlatTest(2, { remainingTime: 600 });
    const { session } = await h.open('review', '?testSession=st55');
    expect(session.ready).toBe(true);
    expect(session.timerOn).toBe(false);
    show('visible');
    expect(session.remaining).toBeNull();
  });
});
