/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { z } from 'zod';
import { HttpClient } from '../../../infrastructure/http/http-client';
import type { Student } from '../../../domain/account/student';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';
const reply = z.object({ responseTxt: z.string(), message: z.string().optional(), obj: z.unknown() });

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const onInvalidToken = jest.fn();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken });
  return { fm, http, onInvalidToken };
};

const caught = async (p: Promise<unknown>): Promise<unknown> => {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
};

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('the wrapper supports get, post, put and delete', () => {
  it.each(['get', 'post', 'put', 'delete'] as const)('%s sends that HTTP method', async (method) => {
    const { fm, http } = setup();
    fm.route(`${BASE}/thing`, { responseTxt: 'success', message: 'done', obj: 1 });
    await http.request(method, '/thing', { schema: reply });
    expect(fm.callHistory.lastCall()?.options.method).toBe(method);
  });

  it('accepts the method in upper case too', async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/thing`, { responseTxt: 'success', obj: null });
    await http.request('GET', '/thing', { schema: reply });
    expect(fm.callHistory.lastCall()?.options.method).toBe('get');
  });

  it("logs 'Unsupported HTTP method passed as argument!' for any other method and returns nothing", async () => {
    const { fm, http } = setup();
    fm.catch(500);
    await expect(http.request('patch', '/thing', { schema: reply })).resolves.toBeUndefined();
    expect(errorSpy).toHaveBeenCalledWith('Unsupported HTTP method passed as argument!');
    expect(fm.callHistory.called()).toBe(false);
  });
});

describe('success yields data, status and message', () => {
  it('returns the validated body as data, the status and the reply message', async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/thing`, { status: 201, body: { responseTxt: 'success', message: 'Created', obj: { a: 1 } } });
    await expect(http.request('post', '/thing', { schema: reply }))
      .resolves.toEqual({ data: { responseTxt: 'success', message: 'Created', obj: { a: 1 } }, status: 201, message: 'Created' });
  });

  it("defaults message to 'Success'", async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/thing`, { responseTxt: 'success', obj: [] });
    expect((await http.request('get', '/thing', { schema: reply })).message).toBe('Success');
  });

  it('gives data the schema output (transforms applied)', async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/n`, { responseTxt: 'success', obj: '41' });
    const schema = z.object({ obj: z.string().transform((s) => Number(s) + 1) });
    expect((await http.request('get', '/n', { schema })).data).toEqual({ obj: 42 });
  });
});

describe('failure: the thrown object and its message fallbacks', () => {
  it("uses the response's message and keeps its responseTxt", async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/login`, { status: 401, body: { responseTxt: 'invalid_credentials', message: 'Invalid User-Id or password.', obj: null } });
    expect(await caught(http.request('post', '/login', { auth: false, schema: reply }))).toEqual({
      success: false, data: null, status: 401, message: 'Invalid User-Id or password.', responseTxt: 'invalid_credentials',
    });
  });

  it('adds the wait of a reply that asks for one (Retry-After in seconds); an HTTP date or junk is left out', async () => {
    const { fm, http } = setup();
    const throttled = { responseTxt: 'too_many_requests', message: 'Too many sign-in attempts. Please try again in 3 minutes.', obj: null };
    fm.route(`${BASE}/a`, { status: 429, body: throttled, headers: { 'Retry-After': '180' } });
    fm.route(`${BASE}/b`, { status: 429, body: throttled, headers: { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' } });
    fm.route(`${BASE}/c`, { status: 429, body: throttled });
    expect(await caught(http.request('post', '/a', { auth: false, schema: reply }))).toEqual({
      success: false, data: null, status: 429, message: throttled.message, responseTxt: 'too_many_requests', retryAfterSeconds: 180,
    });
    expect(await caught(http.request('post', '/b', { auth: false, schema: reply }))).not.toHaveProperty('retryAfterSeconds');
    expect(await caught(http.request('post', '/c', { auth: false, schema: reply }))).not.toHaveProperty('retryAfterSeconds');
  });

  it("else the error's message (a network fault, status 0)", async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/thing`, { throws: new TypeError('fetch failed') });
    expect(await caught(http.request('get', '/thing', { schema: reply })))
      .toEqual({ success: false, data: null, status: 0, message: 'fetch failed' });
  });

  it("else 'Something went wrong' (error without message, or an error status without a usable body)", async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/a`, { throws: new Error('') });
    fm.route(`${BASE}/b`, { status: 502, body: '<html>Bad gateway</html>' });
    fm.route(`${BASE}/c`, { status: 500, body: { responseTxt: 'internal_error', message: '' } });
    expect(await caught(http.request('get', '/a', { schema: reply }))).toMatchObject({ status: 0, message: 'Something went wrong' });
    expect(await caught(http.request('get', '/b', { schema: reply }))).toEqual({ success: false, data: null, status: 502, message: 'Something went wrong' });
    expect(await caught(http.request('get', '/c', { schema: reply }))).toMatchObject({ status: 500, message: 'Something went wrong', responseTxt: 'internal_error' });
  });
});

describe('authenticated calls carry loginId, token and device=web', () => {
  it('sends the headers from the stored student', async () => {
    const { fm, http } = setup(aStudent({ loginId: 'asha', token: 'tok-9' }));
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: [] });
    await http.request('get', '/fetchmycourses', { schema: reply });
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-9', device: 'web' });
  });

  it('sends no credentials on an unauthenticated call', async () => {
    const { fm, http } = setup(aStudent());
    fm.route(`${BASE}/app/login`, { responseTxt: 'success', obj: null });
    await http.request('post', '/app/login', { auth: false, schema: reply });
    const headers = fm.callHistory.lastCall()?.options.headers ?? {};
    expect(headers).not.toHaveProperty('loginid');
    expect(headers).not.toHaveProperty('token');
    expect(headers).not.toHaveProperty('device');
  });
});

describe('server calls are skipped when loginId, token or a needed id is missing', () => {
  it.each([
    ['no stored student', null],
    ['no loginId', aStudent({ loginId: '' })],
    ['no token', aStudent({ token: '' })],
  ])('skips an authenticated call with %s', async (_name, student) => {
    const { fm, http } = setup(student);
    fm.catch({ responseTxt: 'success', obj: null });
    expect(await caught(http.request('get', '/fetchmycourses', { schema: reply })))
      .toEqual({ success: false, data: null, status: 0, message: 'Something went wrong', skipped: true });
    expect(fm.callHistory.called()).toBe(false);
  });

  it('skips a call whose required id is missing or blank', async () => {
    const { fm, http } = setup();
    fm.catch({ responseTxt: 'success', obj: null });
    for (const courseId of [undefined, null, '', '  ']) {
      expect(await caught(http.request('get', '/dashboard', { query: { courseId }, required: ['courseId'], schema: reply })))
        .toMatchObject({ skipped: true, status: 0 });
    }
    expect(fm.callHistory.called()).toBe(false);
    await http.request('get', '/dashboard', { query: { courseId: 0 }, required: ['courseId'], schema: reply });
    expect(fm.callHistory.lastCall()?.url).toBe(`${BASE}/dashboard?courseId=0`);
  });
});

describe("a reply 'invalidToken' ends the session", () => {
  it.each([
    ['401 with responseTxt invalidToken', { status: 401, body: { responseTxt: 'invalidToken', message: 'invalidToken', obj: null } }],
    ['200 with message invalidToken', { status: 200, body: { responseTxt: 'failed', message: 'invalidToken', obj: null } }],
    ['200 with responseTxt invalidToken', { status: 200, body: { responseTxt: 'invalidToken', obj: null } }],
  ])('%s calls onInvalidToken and throws', async (_name, response) => {
    const { fm, http, onInvalidToken } = setup();
    fm.route(`${BASE}/fetchmycourses`, response);
    expect(await caught(http.request('get', '/fetchmycourses', { schema: reply }))).toMatchObject({ success: false, message: 'invalidToken' });
    expect(onInvalidToken).toHaveBeenCalledTimes(1);
  });

  it("leaves the forgot-password outcome 'InvalidToken' to the caller", async () => {
    const { fm, http, onInvalidToken } = setup();
    fm.route(`${BASE}/app/verify-forget-password-token`, { responseTxt: 'InvalidToken', message: 'expired', obj: null });
    const res = await http.request('post', '/app/verify-forget-password-token', { auth: false, schema: reply });
    expect(res.data.responseTxt).toBe('InvalidToken');
    expect(onInvalidToken).not.toHaveBeenCalled();
  });
});

describe('malformed replies become a failure, never a crash', () => {
  it.each([
    ['not JSON', '<html>oops</html>'],
    ['empty', ''],
    ['the wrong shape', { responseTxt: 42 }],
    ['a JSON scalar', '"hello"'],
  ])("a 200 reply that is %s -> 'Something went wrong', issue logged", async (_name, body) => {
    const { fm, http } = setup();
    fm.route(`${BASE}/thing`, { status: 200, body });
    expect(await caught(http.request('get', '/thing', { schema: reply })))
      .toEqual({ success: false, data: null, status: 200, message: 'Something went wrong' });
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('Malformed reply from GET /thing'), expect.any(Array));
  });
});

describe('request bodies and URLs', () => {
  it('sends form posts as FormData (multipart), leaving out null and undefined', async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/app/login`, { responseTxt: 'success', obj: null });
    const file = new Blob(['png'], { type: 'image/png' });
    await http.request('post', '/app/login', { auth: false, form: { userId: 'asha', n: 3, flag: true, none: null, gone: undefined, pic: file }, schema: reply });
    const body = fm.callHistory.lastCall()?.options.body;
    expect(body).toBeInstanceOf(FormData);
    const fd = body as FormData;
    expect(fd.get('userId')).toBe('asha');
    expect(fd.get('n')).toBe('3');
    expect(fd.get('flag')).toBe('true');
    expect(fd.has('none')).toBe(false);
    expect(fd.has('gone')).toBe(false);
    expect(fd.get('pic')).toBeInstanceOf(Blob);
  });

  it('sends a JSON body with the JSON content type', async () => {
    const { fm, http } = setup();
    fm.route(`${BASE}/thing`, { responseTxt: 'success', obj: null });
    await http.request('put', '/thing', { json: { a: [1] }, schema: reply });
    const call = fm.callHistory.lastCall();
    expect(call?.options.body).toBe('{"a":[1]}');
    expect(call?.options.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('joins base and path and encodes the query, leaving out empty values', async () => {
    const fm = fetchMock.createInstance();
    fm.catch({ responseTxt: 'success', obj: null });
    const http = new HttpClient({ apiBase: `${BASE}/`, fetchImpl: fm.fetchHandler, students: { load: () => aStudent() }, onInvalidToken: jest.fn() });
    await http.request('get', 'helpcontent', { query: { searchQuery: 'a b&c', topicId: undefined, n: 0 }, schema: reply });
    expect(fm.callHistory.lastCall()?.url).toBe(`${BASE}/helpcontent?searchQuery=a+b%26c&n=0`);
  });
});
