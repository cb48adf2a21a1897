/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import { HttpAuthGateway } from '../../../infrastructure/account/http-auth-gateway';
import { HttpCourseGateway } from '../../../infrastructure/account/http-course-gateway';
import { HttpClient } from '../../../infrastructure/http/http-client';
import type { Student } from '../../../domain/account/student';
import { aRawCourse, aRawStudent, aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, auth: new HttpAuthGateway(http), courses: new HttpCourseGateway(http) };
};

const sentForm = (fm: ReturnType<typeof fetchMock.createInstance>): Record<string, unknown> =>
  Object.fromEntries((fm.callHistory.lastCall()?.options.body as FormData).entries());

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('HttpAuthGateway (spec 000 §7 account calls)', () => {
  it('POST /app/login with form userId, password, device and maps the student', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/login`, { responseTxt: 'success', message: '', obj: aRawStudent({ deviceType: '' }) });
    const reply = await auth.loginWithPassword('asha', 'pw');
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(sentForm(fm)).toEqual({ userId: 'asha', password: 'pw', device: 'web' });
    expect(reply.responseTxt).toBe('success');
    expect(reply.obj?.courses[0].tabs.teacherHelp).toBe(true);
    expect(reply.obj?.deviceType).toBe('android');
    expect(reply.obj?.courses[0]).not.toHaveProperty('teacherHelpcourse');
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
    const student = (await auth.loginWithPassword('asha', 'pw')).obj;
    expect(student).toMatchObject({ profilePic: '', schools: [] });
    expect(student?.courses[0]).toMatchObject({ courseSubTitle: '', tabs: { teacherHelp: false, mockTest: true } });
  });

  it('a student reply missing its token is malformed', async () => {
    const { fm, auth } = setup(null);
    const { token: _t, ...noToken } = aRawStudent();
    fm.route(`${BASE}/app/login`, { responseTxt: 'success', obj: noToken });
    await expect(auth.loginWithPassword('asha', 'pw')).rejects.toMatchObject({ success: false, message: 'Something went wrong' });
  });

  it('POST /app/verify-mobile-send-otp with form mobile; obj null when the number is unknown', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verify-mobile-send-otp`, { responseTxt: 'sent_otp', obj: { token: 'otp-tok' } });
    expect(await auth.sendLoginOtp('9876543210')).toMatchObject({ responseTxt: 'sent_otp', obj: { token: 'otp-tok' } });
    expect(sentForm(fm)).toEqual({ mobile: '9876543210' });
    fm.removeRoutes();
    fm.route(`${BASE}/app/verify-mobile-send-otp`, { responseTxt: 'mobile_not_exists', message: 'x' });
    expect(await auth.sendLoginOtp('9876543210')).toEqual({ responseTxt: 'mobile_not_exists', message: 'x', obj: null });
  });

  it('POST /app/verifyotp-login with form otpNumber, token, device', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verifyotp-login`, { responseTxt: 'success', obj: aRawStudent() });
    await auth.verifyLoginOtp('123456', 'otp-tok');
    expect(sentForm(fm)).toEqual({ otpNumber: '123456', token: 'otp-tok', device: 'web' });
  });

  it('POST /app/create-forget-password-token with form userId', async () => {
    const { fm, auth } = setup(null);
    const token = { token: 't', tokenIdentify: 'ti', mobile: '******3210', emailId: 'a***@example.com' };
    fm.route(`${BASE}/app/create-forget-password-token`, { responseTxt: 'success', obj: token });
    expect((await auth.createForgetPasswordToken('9876543210')).obj).toEqual(token);
    expect(sentForm(fm)).toEqual({ userId: '9876543210' });
  });

  it('POST /app/verify-forget-password-token with the four form fields', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/verify-forget-password-token`, { responseTxt: 'InvalidOTP', obj: { ignored: true } });
    const input = { newPassword: 'n', token: 't', tokenIdentify: 'ti', otp: '123456' };
    expect(await auth.verifyForgetPasswordToken(input)).toEqual({ responseTxt: 'InvalidOTP', message: '', obj: null });
    expect(sentForm(fm)).toEqual(input);
  });

  it('POST /app/login-direct with token, loginId, studentId, mobile, device=web', async () => {
    const { fm, auth } = setup(null);
    fm.route(`${BASE}/app/login-direct`, { responseTxt: 'success', obj: aRawStudent() });
    await auth.directLogin({ token: 't', loginId: 'asha', studentId: '7', mobile: '9876543210' });
    expect(sentForm(fm)).toEqual({ token: 't', loginId: 'asha', studentId: '7', mobile: '9876543210', device: 'web' });
    expect(fm.callHistory.lastCall()?.options.headers).not.toHaveProperty('token');
  });
});

describe('HttpCourseGateway (spec 000 §7 course calls)', () => {
  it('GET /fetchmycourses maps data.obj to domain courses', async () => {
    const { fm, courses } = setup();
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: [aRawCourse({ teacherHelpcourse: false })] });
    const list = await courses.fetchMyCourses();
    expect(list).toHaveLength(1);
    expect(list[0].tabs.teacherHelp).toBe(false);
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('GET /fetchmycourses with obj null is an empty list; a malformed course fails the call', async () => {
    const { fm, courses } = setup();
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: null });
    expect(await courses.fetchMyCourses()).toEqual([]);
    fm.removeRoutes();
    fm.route(`${BASE}/fetchmycourses`, { responseTxt: 'success', obj: [{ courseTitle: 'no id' }] });
    await expect(courses.fetchMyCourses()).rejects.toMatchObject({ message: 'Something went wrong' });
  });

  it('POST /lastopenedcourse with form openedCourseIndex; true only when responseTxt is success', async () => {
    const { fm, courses } = setup();
    fm.route(`${BASE}/lastopenedcourse`, { responseTxt: 'success', obj: null });
    expect(await courses.setLastOpenedCourse(1)).toBe(true);
    expect(sentForm(fm)).toEqual({ openedCourseIndex: '1' });
    fm.removeRoutes();
    fm.route(`${BASE}/lastopenedcourse`, { responseTxt: 'failed', obj: null });
    expect(await courses.setLastOpenedCourse(1)).toBe(false);
  });

  it('GET /student-panel-notifications: obj, or null when missing', async () => {
    const { fm, courses } = setup();
    fm.route(`${BASE}/student-panel-notifications`, { responseTxt: 'success', obj: { items: [] } });
    expect(await courses.notifications()).toEqual({ items: [] });
    fm.removeRoutes();
    fm.route(`${BASE}/student-panel-notifications`, { responseTxt: 'success' });
    expect(await courses.notifications()).toBeNull();
  });

  it('is skipped without a logged-in student', async () => {
    const { fm, courses } = setup(null);
    fm.catch(500);
    await expect(courses.fetchMyCourses()).rejects.toMatchObject({ skipped: true });
    expect(fm.callHistory.called()).toBe(false);
  });
});
