/** @jest-environment node */
// GET /api/time through the shared HTTP client: no credentials needed, obj.now read, anything else rejects.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { HttpServerTime } from '../../../infrastructure/test-engine/server-time';

const API = 'http://api.test/api';

let fm: ReturnType<typeof fetchMock.createInstance>;
let time: HttpServerTime;
let errors: jest.SpiedFunction<typeof console.error>;

beforeEach(() => {
  fm = fetchMock.createInstance();
  // nobody signed in: the call needs no credentials
  const http = new HttpClient({ apiBase: API, fetchImpl: fm.fetchHandler, students: { load: () => null }, onInvalidToken: () => undefined });
  time = new HttpServerTime(http);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
});

describe('HttpServerTime', () => {
  it('GET /api/time without credentials answers obj.now', async () => {
    fm.route(`${API}/time`, { responseTxt: 'success', message: 'Success', obj: { now: 1_800_000_000_123 } });
    await expect(time.now()).resolves.toBe(1_800_000_000_123);
    const call = fm.callHistory.lastCall()!;
    expect(call.options.method).toBe('get');
    expect(Object.keys(call.options.headers ?? {}).map((k) => k.toLowerCase())).not.toContain('token');
  });

  it.each([
    ['a non-integer', { responseTxt: 'success', message: '', obj: { now: 1.5 } }],
    ['a missing now', { responseTxt: 'success', message: '', obj: {} }],
    ['another outcome', { responseTxt: 'failed', message: '', obj: { now: 5 } }],
  ])('%s rejects', async (_, body) => {
    fm.route(`${API}/time`, body);
    await expect(time.now()).rejects.toMatchObject({ success: false });
  });

  it('a 429 or a network failure rejects', async () => {
    fm.route(`${API}/time`, { status: 429, body: { responseTxt: 'too_many_requests', message: 'wait', obj: null } });
    await expect(time.now()).rejects.toMatchObject({ status: 429 });
    fm.removeRoutes();
    fm.route(`${API}/time`, { throws: new TypeError('Failed to fetch') });
    await expect(time.now()).rejects.toMatchObject({ status: 0 });
  });
});
