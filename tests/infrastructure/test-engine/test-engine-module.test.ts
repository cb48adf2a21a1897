// The test engine's module binds the trusted clock (one per container), which syncs from GET /api/time through the
// shared HTTP client without credentials and keeps the offset in local storage.
import { beforeEach, expect, it } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { TEST_ENGINE } from '../../../application/test-engine/tokens';
import { createContainer } from '../../../infrastructure/container';
import { testEngineModule } from '../../../infrastructure/test-engine/test-engine.module';
import { CLOCK_OFFSET_KEY, TrustedClock } from '../../../infrastructure/test-engine/trusted-clock';

const API = 'http://api.test/api';
const HOUR = 3_600_000;

beforeEach(() => {
  localStorage.clear();
});

it('binds one TrustedClock; its sync reads /api/time (nobody signed in) and keeps the offset', async () => {
  const fm = fetchMock.createInstance();
  fm.route(`${API}/time`, () => ({ responseTxt: 'success', message: 'Success', obj: { now: Date.now() + HOUR } }));
  const container = createContainer({ apiBase: API, fetchImpl: fm.fetchHandler, storage: localStorage });
  container.load(testEngineModule);
  const clock = container.get(TEST_ENGINE.clock);
  expect(clock).toBeInstanceOf(TrustedClock);
  expect(container.get(TEST_ENGINE.clock)).toBe(clock);
  expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1_000);

  await clock.sync!();
  expect(fm.callHistory.calls()).toHaveLength(1);
  expect(Math.abs(clock.now() - (Date.now() + HOUR))).toBeLessThan(1_000);
  expect(Math.abs(Number(localStorage.getItem(CLOCK_OFFSET_KEY)) - HOUR)).toBeLessThan(1_000);
  (clock as TrustedClock).stop();
});
