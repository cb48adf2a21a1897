/** @jest-environment node */
// The guest trial's account calls over HTTP (docs/api.md "Guest trial"): the sign-up code, the sign-up by code, and
// the trial course.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import type { GuestSignUp } from '../../../application/account/ports';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { HttpAuthGateway } from '../../../infrastructure/account/http-auth-gateway';
import { HttpCourseGateway } from '../../../infrastructure/account/http-course-gateway';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { aRawStudent, aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

const setup = (student: Student | null = null) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, auth: new HttpAuthGateway(http), courses: new HttpCourseGateway(http) };
};

type FetchMock = ReturnType<typeof fetchMock.createInstance>;
const sentForm = (fm: FetchMock): Record<string, unknown> =>
  Object.fromEntries((fm.callHistory.lastCall()?.options.body as FormData).entries());
const headers = (fm: FetchMock) => (fm.callHistory.lastCall()?.options.headers ?? {}) as Record<string, string>;

/** A 4xx refusal with the reply envelope, as the reference API sends it. */
const refusal = (status: number, responseTxt: string, message = '', extra: Record<string, string> = {}) =>
  ({ status, body: { responseTxt, message, obj: null }, headers: extra });

const THROTTLE_WORDS = 'Too many codes sent. Please try again in 10 minutes.';
const throttled = () => refusal(429, 'too_many_requests', THROTTLE_WORDS, { 'Retry-After': '600' });
const RATE_LIMITED = { kind: 'refused', code: 'rate_limited', message: THROTTLE_WORDS, retryAfterSeconds: 600 };

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('HttpAuthGateway: the guest sign-up code (POST /app/sendotp)', () => {
  it('sends form mobile without the session headers; sent_otp answers the token', async () => {
    const { fm, auth } = setup(aStudent());
    fm.route(`${BASE}/app/sendotp`, { responseTxt: 'sent_otp', message: '', obj: { token: 'guest-tok' } });
    expect(await auth.sendGuestCode('9876543210')).toEqual(ok({ token: 'guest-tok' }));
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(sentForm(fm)).toEqual({ mobile: '9876543210' });
    expect(headers(fm)).not.toHaveProperty('token');
    expect(headers(fm)).not.toHaveProperty('loginid');
  });

  it('429 too_many_requests is rate_limited with the words and the wait of Retry-After', async () => {
    const { fm, auth } = setup();
    fm.route(`${BASE}/app/sendotp`, throttled());
    expect(await auth.sendGuestCode('9876543210')).toEqual(err(RATE_LIMITED));
  });

  it.each([
    ['another reply code', { responseTxt: 'failed', message: 'x', obj: null }, err({ kind: 'refused', code: 'failed', message: 'x' })],
    ['sent_otp without a token', { responseTxt: 'sent_otp', obj: null }, err({ kind: 'refused', code: 'sent_otp' })],
    ['a 400 validation error', refusal(400, 'validation_error', 'mobile: must be 10 digits'),
      err({ kind: 'refused', code: 'validation_error', message: 'mobile: must be 10 digits' })],
    ['a server fault', { status: 500, body: { responseTxt: 'internal_error', message: 'boom' } }, err({ kind: 'fault', message: 'boom' })],
    ['a network failure', { throws: new TypeError('fetch failed') }, err(UNAVAILABLE)],
  ] as const)('%s is answered as such', async (_name, answer, expected) => {
    const { fm, auth } = setup();
    fm.route(`${BASE}/app/sendotp`, answer);
    expect(await auth.sendGuestCode('9876543210')).toEqual(expected);
  });
});

describe('HttpAuthGateway: the guest sign-up (POST /app/guest-verifyotp-signup)', () => {
  const input = (over: Partial<GuestSignUp> = {}): GuestSignUp => ({
    code: '123456', token: 'guest-tok', studentName: 'Asha Rao', email: 'asha@example.com', courseUrl: 'neet-2027',
    source: 'Guest Mock Test', ...over,
  });

  it('sends otpNumber, token, studentName, email, courseUrl, source and device=web without the session headers; success is the student', async () => {
    const { fm, auth } = setup(aStudent());
    fm.route(`${BASE}/app/guest-verifyotp-signup`, { responseTxt: 'success', message: '', obj: aRawStudent({ firstTimeUser: 1, deviceType: '' }) });
    const r = await auth.guestSignUp(input());
    if (!r.ok) throw new Error('expected a student');
    expect(r.value).toMatchObject({ loginId: 'asha', token: 'tok-123', firstTimeUser: 1, deviceType: 'android' });
    expect(r.value.courses[0].tabs.teacherHelp).toBe(true);
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(sentForm(fm)).toEqual({
      otpNumber: '123456', token: 'guest-tok', studentName: 'Asha Rao', email: 'asha@example.com', courseUrl: 'neet-2027',
      source: 'Guest Mock Test', device: 'web',
    });
    expect(headers(fm)).not.toHaveProperty('token');
    expect(headers(fm)).not.toHaveProperty('loginid');
  });

  it("sends the link's device; leaves courseUrl out when the link had none; an e-mail not given goes as ''", async () => {
    const { fm, auth } = setup();
    fm.route(`${BASE}/app/guest-verifyotp-signup`, { responseTxt: 'success', obj: aRawStudent() });
    await auth.guestSignUp(input({ courseUrl: undefined, email: '', device: 'android', source: 'newsletter' }));
    expect(sentForm(fm)).toEqual({
      otpNumber: '123456', token: 'guest-tok', studentName: 'Asha Rao', email: '', source: 'newsletter', device: 'android',
    });
  });

  it.each([
    ['a 200 invalid_otp reply', { responseTxt: 'invalid_otp', message: 'Invalid Otp', obj: null }, { kind: 'refused', code: 'wrong_code' }],
    ['400 invalid_token', refusal(400, 'invalid_token', 'The code has expired or is not known.'), { kind: 'refused', code: 'expired_code' }],
    ['429 too_many_attempts', refusal(429, 'too_many_attempts', 'Too many wrong codes. Request a new code.'),
      { kind: 'refused', code: 'too_many_attempts', message: 'Too many wrong codes. Request a new code.' }],
    ['403 account_deletion_pending', refusal(403, 'account_deletion_pending', 'This account is being deleted.'),
      { kind: 'refused', code: 'deletion_pending', message: 'This account is being deleted.' }],
    ['429 too_many_requests', throttled(), RATE_LIMITED],
    ['another reply code', { responseTxt: 'failed', message: 'x', obj: null }, { kind: 'refused', code: 'failed', message: 'x' }],
    ['a 400 validation error', refusal(400, 'validation_error', 'studentName: required'),
      { kind: 'refused', code: 'validation_error', message: 'studentName: required' }],
  ] as const)('names the refusal of %s', async (_name, answer, expected) => {
    const { fm, auth } = setup();
    fm.route(`${BASE}/app/guest-verifyotp-signup`, answer);
    expect(await auth.guestSignUp(input())).toEqual(err(expected));
  });

  it('a network failure is unavailable; a server fault or a student without token is a fault', async () => {
    const { fm, auth } = setup();
    fm.route(`${BASE}/app/guest-verifyotp-signup`, { throws: new TypeError('fetch failed') });
    expect(await auth.guestSignUp(input())).toEqual(err(UNAVAILABLE));
    fm.removeRoutes();
    fm.route(`${BASE}/app/guest-verifyotp-signup`, { status: 500, body: { responseTxt: 'internal_error', message: 'boom' } });
    expect(await auth.guestSignUp(input())).toMatchObject(err({ kind: 'fault' }));
    fm.removeRoutes();
    const { token: _t, ...noToken } = aRawStudent();
    fm.route(`${BASE}/app/guest-verifyotp-signup`, { responseTxt: 'success', obj: noToken });
    expect(await auth.guestSignUp(input())).toEqual(err({ kind: 'fault' }));
  });
});

describe('HttpCourseGateway: the trial course (POST /add-course-toguest)', () => {
  it('sends form courseId with the session headers; success enrols', async () => {
    const { fm, courses } = setup(aStudent());
    fm.route(`${BASE}/add-course-toguest`, { responseTxt: 'success', message: '', obj: [{ courseId: 77 }] });
    expect(await courses.addGuestCourse(77)).toEqual(ok(undefined));
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(sentForm(fm)).toEqual({ courseId: '77' });
    expect(headers(fm)).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('CourseAlreadyExists is already_attempted with the server words', async () => {
    const { fm, courses } = setup(aStudent());
    fm.route(`${BASE}/add-course-toguest`, { responseTxt: 'CourseAlreadyExists', message: 'You have already attempted free trial test', obj: null });
    expect(await courses.addGuestCourse(77))
      .toEqual(err({ kind: 'refused', code: 'already_attempted', message: 'You have already attempted free trial test' }));
  });

  it.each([
    ['another reply code', { responseTxt: 'failed', message: '', obj: null }, err({ kind: 'refused', code: 'failed' })],
    ['404 not_found', refusal(404, 'not_found', 'No such course'), err({ kind: 'refused', code: 'not_found', message: 'No such course' })],
    ['429 too_many_requests', refusal(429, 'too_many_requests', 'Slow down', { 'Retry-After': '30' }),
      err({ kind: 'refused', code: 'too_many_requests', message: 'Slow down', retryAfterSeconds: 30 })],
    ['a server fault', { status: 500, body: { responseTxt: 'internal_error', message: 'boom' } }, err({ kind: 'fault', message: 'boom' })],
    ['a network failure', { throws: new TypeError('fetch failed') }, err(UNAVAILABLE)],
  ] as const)('%s is answered as such', async (_name, answer, expected) => {
    const { fm, courses } = setup(aStudent());
    fm.route(`${BASE}/add-course-toguest`, answer);
    expect(await courses.addGuestCourse(77)).toEqual(expected);
  });

  it('is not made without a signed-in student (unavailable)', async () => {
    const { fm, courses } = setup(null);
    fm.catch(500);
    expect(await courses.addGuestCourse(77)).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.called()).toBe(false);
  });
});
