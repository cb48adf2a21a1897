/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { HttpAuthGateway } from '../../../infrastructure/account/http-auth-gateway';
import { HttpCourseGateway } from '../../../infrastructure/account/http-course-gateway';
import { HttpClient } from '../../../infrastructure/http/http-client';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aRawCourse, aRawStudent, aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, auth: new HttpAuthGateway(http), courses: new HttpCourseGateway(http) };
};

const sentForm = (fm: ReturnType<typeof fetchMock.createInstance>): Record<string, unknown> =>
  Object.fromEntries((fm.callHistory.lastCall()?.options.body as FormData).entries());

/** A 4xx refusal with the reply envelope, as the reference API sends it. */
const refusal = (status: number, responseTxt: string, message = '') => ({ status, body: { responseTxt, message, obj: null } });

const resetToken = { token: 't', tokenIdentify: 'ti', mobile: '******3210', emailId: 'a***@example.com' };

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('HttpAuthGateway: password login', () => {
  it('POST /app/login with form userId, password, device and maps the student', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/login`, { responseTxt: 'success', message: '', obj: aRawStudent({ deviceType: '' }) });
    const r = await auth.loginWithPassword('asha', 'pw');
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(sentForm(fm)).toEqual({ userId: 'asha', password: 'pw', device: 'web' });
    if (!r.ok) throw new Error('expected a student');
    expect(r.value.courses[0].tabs.teacherHelp).toBe(true);
    expect(r.value.deviceType).toBe('android');
    expect(r.value.courses[0]).not.toHaveProperty('teacherHelpcourse');
  });

  it('passes the device_type of /login as the device field', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/login`, { responseTxt: 'success', obj: aRawStudent() });
    await auth.loginWithPassword('asha', 'pw', 'ios');
    expect(sentForm(fm).device).toBe('ios');
  });

  it('tolerates nulls in descriptive fields and 0/1 flags', async () => {
    const { fm, auth } = setup(null);
    const raw = { ...aRawStudent(), profilePic: null, schools: null, courses: [{ ...aRawCourse(), courseSubTitle: null, teacherHelpcourse: 0, tabs: { ...aRawCourse().tabs, mockTest: 1 } }] };
    fm.route(`${BASE}/app/login`, { responseTxt: 'success', obj: raw });
    const r = await auth.loginWithPassword('asha', 'pw');
    if (!r.ok) throw new Error('expected a student');
    expect(r.value).toMatchObject({ profilePic: '', schools: [] });
    expect(r.value.courses[0]).toMatchObject({ courseSubTitle: '', tabs: { teacherHelp: false, mockTest: true } });
  });

  it.each([
    ['a 401 invalid_credentials', refusal(401, 'invalid_credentials', 'Invalid User-Id or password.')],
    ['a 400 validation error', refusal(400, 'validation_error', 'userId: too long')],
    ['a reply without a student', { responseTxt: 'success', obj: null }],
  ])('answers wrong_credentials on %s', async (_name, answer) => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/login`, answer);
    expect(await auth.loginWithPassword('asha', 'pw')).toEqual(err({ kind: 'refused', code: 'wrong_credentials' }));
  });

  it('a 403 account_deletion_pending is deletion_pending with the server\'s words, for a password and a code sign-in', async () => {
    const { fm, auth } = setup(null);
    const words = 'This account is being deleted. Deletion completes automatically within a few hours.';
    fm.route(`${BASE}/app/login`, refusal(403, 'account_deletion_pending', words));
    expect(await auth.loginWithPassword('asha', 'pw')).toEqual(err({ kind: 'refused', code: 'deletion_pending', message: words }));
    fm.route(`${BASE}/app/verifyotp-login`, refusal(403, 'account_deletion_pending', words));
    expect(await auth.loginWithCode('123456', 'tok')).toEqual(err({ kind: 'refused', code: 'deletion_pending', message: words }));
  });

  it('a network failure is unavailable; a server fault or a malformed reply (a student without token) is a fault', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/login`, { throws: new TypeError('fetch failed') });
    expect(await auth.loginWithPassword('asha', 'pw')).toEqual(err(UNAVAILABLE));
    fm.removeRoutes();
    fm.route(`${BASE}/app/login`, { status: 500, body: { responseTxt: 'internal_error', message: 'boom' } });
    expect(await auth.loginWithPassword('asha', 'pw')).toMatchObject(err({ kind: 'fault' }));
    fm.removeRoutes();
    const { token: _t, ...noToken } = aRawStudent();
    fm.route(`${BASE}/app/login`, { responseTxt: 'success', obj: noToken });
    expect(await auth.loginWithPassword('asha', 'pw')).toEqual(err({ kind: 'fault' }));
  });
});

describe('HttpAuthGateway: login code', () => {
  it('POST /app/verify-mobile-send-otp with form mobile: the token on sent_otp', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verify-mobile-send-otp`, { responseTxt: 'sent_otp', obj: { token: 'otp-tok' } });
    expect(await auth.sendLoginCode('9876543210')).toEqual(ok({ token: 'otp-tok' }));
    expect(sentForm(fm)).toEqual({ mobile: '9876543210' });
  });

  it('mobile_not_exists is unknown_mobile; another reply code is a refusal with that code', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verify-mobile-send-otp`, { responseTxt: 'mobile_not_exists', message: 'Invalid Number' });
    expect(await auth.sendLoginCode('9876543210')).toEqual(err({ kind: 'refused', code: 'unknown_mobile' }));
    fm.removeRoutes();
    fm.route(`${BASE}/app/verify-mobile-send-otp`, { responseTxt: 'failed', message: 'x' });
    expect(await auth.sendLoginCode('9876543210')).toEqual(err({ kind: 'refused', code: 'failed', message: 'x' }));
  });

  it('POST /app/verifyotp-login with form otpNumber, token, device: the student', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verifyotp-login`, { responseTxt: 'success', obj: aRawStudent() });
    expect((await auth.loginWithCode('123456', 'otp-tok')).ok).toBe(true);
    expect(sentForm(fm)).toEqual({ otpNumber: '123456', token: 'otp-tok', device: 'web' });
  });

  it.each([
    ['400 invalid_token', refusal(400, 'invalid_token', 'The code has expired or is not known.'), { kind: 'refused', code: 'expired_code' }],
    ['400 invalid_otp', refusal(400, 'invalid_otp', 'Invalid Otp Number'), { kind: 'refused', code: 'wrong_code' }],
    ['a 200 invalid_otp reply', { responseTxt: 'invalid_otp', obj: null }, { kind: 'refused', code: 'wrong_code' }],
    ['429 too_many_attempts', refusal(429, 'too_many_attempts', 'Too many wrong codes. Request a new code.'),
      { kind: 'refused', code: 'too_many_attempts', message: 'Too many wrong codes. Request a new code.' }],
  ])('names the refusal of %s', async (_name, answer, refused) => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verifyotp-login`, answer);
    expect(await auth.loginWithCode('123456', 'otp-tok')).toEqual(err(refused));
  });
});

describe('HttpAuthGateway: password reset', () => {
  it('POST /app/create-forget-password-token with form userId: the reset token', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/create-forget-password-token`, { responseTxt: 'success', obj: resetToken });
    expect(await auth.requestPasswordReset('9876543210')).toEqual(ok(resetToken));
    expect(sentForm(fm)).toEqual({ userId: '9876543210' });
  });

  it('InvalidUserId is unknown_user', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/create-forget-password-token`, { responseTxt: 'InvalidUserId', obj: null });
    expect(await auth.requestPasswordReset('9876543210')).toEqual(err({ kind: 'refused', code: 'unknown_user' }));
  });

  it('POST /app/verify-forget-password-token with the four form fields', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verify-forget-password-token`, { responseTxt: 'success', obj: { ignored: true } });
    expect(await auth.resetPassword(resetToken, '123456', 'n')).toEqual(ok(undefined));
    expect(sentForm(fm)).toEqual({ newPassword: 'n', token: 't', tokenIdentify: 'ti', otp: '123456' });
  });

  it.each([
    ['InvalidToken', { kind: 'refused', code: 'reset_expired' }],
    ['InvalidOTP', { kind: 'refused', code: 'wrong_code' }],
    ['weird', { kind: 'refused', code: 'weird' }],
  ])('names the reply %s', async (responseTxt, refused) => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verify-forget-password-token`, { responseTxt, obj: null });
    expect(await auth.resetPassword(resetToken, '123456', 'n')).toEqual(err(refused));
  });
});

describe('HttpAuthGateway: direct sign-in', () => {
  it('POST /app/login-direct with token, loginId, studentId, mobile, device=web, without auth headers', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/login-direct`, { responseTxt: 'success', obj: aRawStudent() });
    expect((await auth.directLogin({ token: 't', loginId: 'asha', studentId: '7', mobile: '9876543210' })).ok).toBe(true);
    expect(sentForm(fm)).toEqual({ token: 't', loginId: 'asha', studentId: '7', mobile: '9876543210', device: 'web' });
    expect(fm.callHistory.lastCall()?.options.headers).not.toHaveProperty('token');
  });

  it('invalid_credentials is wrong_credentials; a network failure is unavailable', async () => {
    const { fm, auth } = setup(null);
    const credentials = { token: 't', loginId: 'asha', studentId: '7', mobile: '9876543210' };
    fm.route(`${BASE}/app/login-direct`, refusal(401, 'invalid_credentials', 'The sign-in link is not valid. Please log in.'));
    expect(await auth.directLogin(credentials)).toEqual(err({ kind: 'refused', code: 'wrong_credentials' }));
    fm.removeRoutes();
    fm.route(`${BASE}/app/login-direct`, { throws: new TypeError('fetch failed') });
    expect(await auth.directLogin(credentials)).toEqual(err(UNAVAILABLE));
  });
});

describe("HttpAuthGateway: the server's throttle (429 too_many_requests) on every account call", () => {
  const WORDS = 'Too many sign-in attempts. Please try again in 3 minutes.';
  const throttled = (headers: Record<string, string> = { 'Retry-After': '180' }) =>
    ({ status: 429, body: { responseTxt: 'too_many_requests', message: WORDS, obj: null }, headers });
  const credentials = { token: 't', loginId: 'asha', studentId: '7', mobile: '9876543210' };
  const calls = [
    ['/app/login', (auth: HttpAuthGateway) => auth.loginWithPassword('asha', 'pw')],
    ['/app/verify-mobile-send-otp', (auth: HttpAuthGateway) => auth.sendLoginCode('9876543210')],
    ['/app/verifyotp-login', (auth: HttpAuthGateway) => auth.loginWithCode('123456', 'otp-tok')],
    ['/app/create-forget-password-token', (auth: HttpAuthGateway) => auth.requestPasswordReset('9876543210')],
    ['/app/verify-forget-password-token', (auth: HttpAuthGateway) => auth.resetPassword(resetToken, '123456', 'n')],
    ['/app/login-direct', (auth: HttpAuthGateway) => auth.directLogin(credentials)],
  ] as const;

  it.each(calls)('%s: rate_limited with the server words and the wait of Retry-After', async (path, call) => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}${path}`, throttled());
    expect(await call(auth)).toEqual(err({ kind: 'refused', code: 'rate_limited', message: WORDS, retryAfterSeconds: 180 }));
  });

  it('a throttle without Retry-After is rate_limited all the same', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/login`, throttled({}));
    expect(await auth.loginWithPassword('asha', 'pw')).toEqual(err({ kind: 'refused', code: 'rate_limited', message: WORDS }));
  });

  it("the code's own too_many_attempts stays what it was", async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verifyotp-login`, refusal(429, 'too_many_attempts', 'Too many wrong codes. Request a new code.'));
    expect(await auth.loginWithCode('123456', 'otp-tok'))
      .toEqual(err({ kind: 'refused', code: 'too_many_attempts', message: 'Too many wrong codes. Request a new code.' }));
  });
});

describe('HttpAuthGateway: logout', () => {
  it('POST /app/logout with the auth headers of the stored student', async () => {
    const { fm, auth } = setup(aStudent());
    fm.route(`${BASE}/app/logout`, { responseTxt: 'success', message: 'Logged out', obj: null });
    expect(await auth.logout()).toEqual(ok(undefined));
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('is not made without a stored student; a refusal or a network failure is answered as such', async () => {
    const signedOut = setup(null);
    signedOut.fm.catch(500);
    expect(await signedOut.auth.logout()).toEqual(err(UNAVAILABLE));
    expect(signedOut.fm.callHistory.called()).toBe(false);
    const { fm, auth } = setup(aStudent());
    fm.route(`${BASE}/app/logout`, refusal(401, 'invalidToken', 'invalidToken'));
    expect(await auth.logout()).toMatchObject(err({ kind: 'refused', code: 'invalidToken' }));
    fm.removeRoutes();
    fm.route(`${BASE}/app/logout`, { throws: new TypeError('fetch failed') });
    expect(await auth.logout()).toEqual(err(UNAVAILABLE));
  });
});

describe('HttpCourseGateway', () => {
  it('GET /fetchmycourses maps data.obj to domain courses, with the auth headers', async () => {
    const { fm, courses } = setup();
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: [aRawCourse({ teacherHelpcourse: false })] });
    const r = await courses.fetchMyCourses();
    if (!r.ok) throw new Error('expected the courses');
    expect(r.value).toHaveLength(1);
    expect(r.value[0].tabs.teacherHelp).toBe(false);
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('GET /fetchmycourses with obj null is an empty list; a malformed course is a fault', async () => {
    const { fm, courses } = setup();
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: null });
    expect(await courses.fetchMyCourses()).toEqual(ok([]));
    fm.removeRoutes();
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: [{ courseTitle: 'no id' }] });
    expect(await courses.fetchMyCourses()).toEqual(err({ kind: 'fault' }));
  });

  it('POST /lastopenedcourse with form openedCourseIndex; only a success reply sets it', async () => {
    const { fm, courses } = setup();
    fm.route(`${BASE}/lastopenedcourse`, { responseTxt: 'success', obj: null });
    expect(await courses.setLastOpenedCourse(1)).toEqual(ok(undefined));
    expect(sentForm(fm)).toEqual({ openedCourseIndex: '1' });
    fm.removeRoutes();
    fm.route(`${BASE}/lastopenedcourse`, { responseTxt: 'failed', obj: null });
    expect(await courses.setLastOpenedCourse(1)).toEqual(err({ kind: 'refused', code: 'failed' }));
    fm.removeRoutes();
    fm.route(`${BASE}/lastopenedcourse`, refusal(400, 'validation_error', 'openedCourseIndex must be between 0 and 1'));
    expect(await courses.setLastOpenedCourse(5)).toMatchObject(err({ kind: 'refused', code: 'validation_error' }));
  });

  it('GET /student-panel-notifications: obj.items as the list, newest first as sent', async () => {
    const { fm, courses } = setup();
    const items = [
      { id: 2, title: 'New mock test', body: 'Mock 3 is open.', createdAt: '2026-11-24T09:00:00.000Z' },
      { id: 1, title: 'Welcome', body: 'Start with a topic test.', createdAt: '2026-11-20T09:00:00.000Z' },
    ];
    fm.route(`${BASE}/student-panel-notifications`, { responseTxt: 'success', obj: { items } });
    expect(await courses.notifications()).toEqual(ok(items));
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('GET /student-panel-notifications: no obj, null obj, no items or null items are no notifications; a null body is empty', async () => {
    for (const reply of [{}, { obj: null }, { obj: {} }, { obj: { items: null } }, { obj: { items: [] } }]) {
      const { fm, courses } = setup();
      fm.route(`${BASE}/student-panel-notifications`, { responseTxt: 'success', ...reply });
      expect(await courses.notifications()).toEqual(ok([]));
    }
    const { fm, courses } = setup();
    fm.route(`${BASE}/student-panel-notifications`, { responseTxt: 'success', obj: { items: [{ id: 3, title: 'T', body: null, createdAt: '2026-11-24T09:00:00.000Z' }] } });
    expect(await courses.notifications()).toEqual(ok([{ id: 3, title: 'T', body: '', createdAt: '2026-11-24T09:00:00.000Z' }]));
  });

  it.each([
    ['an item without an id', { items: [{ title: 'T', body: '', createdAt: '2026-11-24T09:00:00.000Z' }] }],
    ['an item whose id is not a whole number', { items: [{ id: 1.5, title: 'T', body: '', createdAt: 'x' }] }],
    ['an item without a title', { items: [{ id: 1, body: '', createdAt: '2026-11-24T09:00:00.000Z' }] }],
    ['items that are not a list', { items: { id: 1 } }],
    ['obj that is a list (the old shape)', [{ id: 1, title: 'T', body: '', createdAt: 'x' }]],
  ])('GET /student-panel-notifications: %s is a malformed reply (a fault)', async (_name, obj) => {
    const { fm, courses } = setup();
    fm.route(`${BASE}/student-panel-notifications`, { responseTxt: 'success', obj });
    expect(await courses.notifications()).toEqual(err({ kind: 'fault' }));
  });

  it('GET /student-panel-notifications is not made without a signed-in student (unavailable)', async () => {
    const { fm, courses } = setup(null);
    expect(await courses.notifications()).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.called()).toBe(false);
  });

  it('is not called without a logged-in student (unavailable)', async () => {
    const { fm, courses } = setup(null);
    fm.catch(500);
    expect(await courses.fetchMyCourses()).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.called()).toBe(false);
  });
});
