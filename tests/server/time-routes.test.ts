/** @jest-environment node */
// GET /api/time (the server's clock for the app's test timers) and the chaos suite's POST /api/__dev/clock.
import { afterEach, describe, expect, it } from '@jest/globals';
import { createApp } from '../../server/app';
import { sqliteDatabase } from '../../server/db/connect';
import { MAX_ADVANCE_MS } from '../../server/dev-clock';
import { TIME_PER_ADDRESS } from '../../server/routes/time-routes';
import { makeServer, MINUTE, SEED_TIME, seededDatabase, TEST_ADDRESS_HEADER, type TestServer } from './test-server';

const NOW = SEED_TIME + MINUTE; // makeServer's clock
const fromAddress = (address: string) => ({ [TEST_ADDRESS_HEADER]: address });

const serverTime = async (s: TestServer): Promise<number> => {
  const res = await s.get('/api/time');
  expect(res.status).toBe(200);
  return (await res.json()).obj.now as number;
};

/** A server made while CHAOS_CLOCK is set as given (createApp reads it at creation). */
const withChaosEnv = async (value: string | undefined, mode: 'demo' | 'production' = 'demo'): Promise<TestServer> => {
  const before = process.env.CHAOS_CLOCK;
  if (value === undefined) delete process.env.CHAOS_CLOCK;
  else process.env.CHAOS_CLOCK = value;
  try {
    return await makeServer({ mode });
  } finally {
    if (before === undefined) delete process.env.CHAOS_CLOCK;
    else process.env.CHAOS_CLOCK = before;
  }
};

const advanceClock = (s: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  s.request('/api/__dev/clock', {
    method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body),
  });

afterEach(() => {
  delete process.env.CHAOS_CLOCK;
});

describe('GET /api/time', () => {
  it("answers the server's now in the envelope, without authentication, never stored", async () => {
    const s = await makeServer();
    const res = await s.get('/api/time');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ responseTxt: 'success', message: 'Success', obj: { now: NOW } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    s.advance(1234);
    expect(await serverTime(s)).toBe(NOW + 1234);
  });

  it('also in production mode', async () => {
    const s = await makeServer({ mode: 'production' });
    expect(await serverTime(s)).toBe(NOW);
  });

  it('600 a minute per client address, then 429 with Retry-After; other addresses and the next minute go on', async () => {
    const s = await makeServer();
    for (let i = 0; i < TIME_PER_ADDRESS.limit; i++) {
      const ok = await s.get('/api/time', fromAddress('203.0.113.7'));
      expect(ok.status).toBe(200);
    }
    const refused = await s.get('/api/time', fromAddress('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      responseTxt: 'too_many_requests', message: 'Too many clock requests. Please try again in 1 minute.', obj: null,
    });
    expect((await s.get('/api/time', fromAddress('203.0.113.8'))).status).toBe(200);
    s.advance(MINUTE);
    expect((await s.get('/api/time', fromAddress('203.0.113.7'))).status).toBe(200);
  });
});

describe('POST /api/__dev/clock (demo mode with CHAOS_CLOCK=1)', () => {
  it("moves the server's clock forward for good; answers the sum of the advances", async () => {
    const s = await withChaosEnv('1');
    const first = await advanceClock(s, { advanceMs: 600_000 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ offsetMs: 600_000 });
    expect(await serverTime(s)).toBe(NOW + 600_000);
    const second = await advanceClock(s, { advanceMs: 5 });
    expect(await second.json()).toEqual({ offsetMs: 600_005 });
    expect((await advanceClock(s, { advanceMs: 0 })).status).toBe(200);
    // the base clock still runs under the offset
    s.advance(1_000);
    expect(await serverTime(s)).toBe(NOW + 601_005);
    expect(s.logs).toContain('CHAOS_CLOCK=1: POST /api/__dev/clock moves the server clock forward (loopback clients only)');
  });

  it('the advanced clock is every route\'s now: a session token (valid 30 days) expires after 31 advances of a day', async () => {
    const s = await withChaosEnv('1');
    const student = await s.login();
    const headers = { loginId: student.loginId, token: student.token, device: 'web' };
    expect((await s.get('/api/student-selected-courses', headers)).status).toBe(200);
    for (let day = 0; day < 31; day++) expect((await advanceClock(s, { advanceMs: MAX_ADVANCE_MS })).status).toBe(200);
    const expired = await s.get('/api/student-selected-courses', headers);
    expect(expired.status).toBe(401);
    expect((await expired.json()).responseTxt).toBe('invalidToken');
  });

  it('createApp({ chaosClock: true }) turns it on without the environment', async () => {
    const app = createApp({ db: sqliteDatabase(await seededDatabase()), mode: 'demo', now: () => NOW, chaosClock: true, log: () => undefined, clientAddress: () => '127.0.0.1' });
    const res = await app.request('/api/__dev/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advanceMs: 42 }) });
    expect(await res.json()).toEqual({ offsetMs: 42 });
    expect((await (await app.request('/api/time')).json()).obj.now).toBe(NOW + 42);
  });

  it.each([
    ['a negative advance', { advanceMs: -1 }, 'advanceMs must be at least 0'],
    ['more than a day', { advanceMs: MAX_ADVANCE_MS + 1 }, `advanceMs must be at most ${MAX_ADVANCE_MS}`],
    ['a fraction', { advanceMs: 1.5 }, 'advanceMs must be an integer'],
    ['a string', { advanceMs: '1000' }, 'advanceMs must be an integer'],
    ['no advance', {}, 'advanceMs is required'],
    ['not an object', [1], 'body must be an object'],
    ['not JSON', 'advanceMs=5', 'body is not well-formed JSON'],
  ])('%s is 400 validation_error, and the clock stays', async (_, body, message) => {
    const s = await withChaosEnv('1');
    const res = await advanceClock(s, body);
    expect(res.status).toBe(400);
    const reply = await res.json();
    expect(reply.responseTxt).toBe('validation_error');
    if (!Array.isArray(body)) expect(reply.message).toBe(message);
    expect(await serverTime(s)).toBe(NOW);
  });

  const unknownCall = { responseTxt: 'not_found', message: 'No such call: POST /api/__dev/clock', obj: null };

  it('does not exist without CHAOS_CLOCK=1 (404, as an unknown call), and the clock is the base clock', async () => {
    for (const value of [undefined, '0', 'true']) {
      const s = await withChaosEnv(value);
      const res = await advanceClock(s, { advanceMs: 1_000 });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(unknownCall);
      expect(await serverTime(s)).toBe(NOW);
    }
  });

  it('does not exist outside demo mode, even with CHAOS_CLOCK=1', async () => {
    const s = await withChaosEnv('1', 'production');
    const res = await advanceClock(s, { advanceMs: 1_000 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(unknownCall);
    expect(await serverTime(s)).toBe(NOW);
  });

  it('answers a client that is not on this machine as an unknown call (before reading the body)', async () => {
    const s = await withChaosEnv('1');
    for (const address of ['203.0.113.7', 'unknown', '10.0.0.1']) {
      const res = await advanceClock(s, { advanceMs: 1_000 }, fromAddress(address));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(unknownCall);
      expect((await advanceClock(s, 'not json', fromAddress(address))).status).toBe(404);
    }
    expect(await serverTime(s)).toBe(NOW);
    expect((await advanceClock(s, { advanceMs: 1_000 }, fromAddress('::1'))).status).toBe(200);
  });
});
