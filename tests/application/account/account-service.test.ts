import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Mocked } from 'jest-mock';
import { AccountService } from '../../../application/account/account-service';
import type {
  AccountCookieStore, ApiFailure, AuthGateway, CourseGateway, Reply, StudentStore,
} from '../../../application/account/ports';
import type { AccountDetails, Student } from '../../../domain/account/student';
import { aCourse, aStudent } from '../../mothers/account.mother';

// ---- in-memory fakes of the ports

class MemoryStudentStore implements StudentStore {
  constructor(public student: Student | null = null) {}
  load(): Student | null { return this.student; }
  save(student: Student): void { this.student = student; }
  clear(): void { this.student = null; }
}

class MemoryCookies implements AccountCookieStore {
  details: AccountDetails | null = null;
  load() { return { accountDetails: this.details, token: this.details?.token ?? null }; }
  save(details: AccountDetails): void { this.details = details; }
  clear(): void { this.details = null; }
}

const apiFailure = (status: number, message: string, responseTxt?: string): ApiFailure =>
  ({ success: false, data: null, status, message, ...(responseTxt ? { responseTxt } : {}) });
const ok = <T>(responseTxt: string, obj: T): Reply<T> => ({ responseTxt, message: '', obj });

const fakeAuth = (): Mocked<AuthGateway> => ({
  loginWithPassword: jest.fn<AuthGateway['loginWithPassword']>(),
  sendLoginOtp: jest.fn<AuthGateway['sendLoginOtp']>(),
  verifyLoginOtp: jest.fn<AuthGateway['verifyLoginOtp']>(),
  createForgetPasswordToken: jest.fn<AuthGateway['createForgetPasswordToken']>(),
  verifyForgetPasswordToken: jest.fn<AuthGateway['verifyForgetPasswordToken']>(),
  directLogin: jest.fn<AuthGateway['directLogin']>(),
});

const fakeCourses = (): Mocked<CourseGateway> => ({
  fetchMyCourses: jest.fn<CourseGateway['fetchMyCourses']>(),
  setLastOpenedCourse: jest.fn<CourseGateway['setLastOpenedCourse']>(),
  notifications: jest.fn<CourseGateway['notifications']>(),
});

const setup = (student: Student | null = null, now = new Date(2028, 8, 24, 12).getTime()) => {
  const auth = fakeAuth();
  const courses = fakeCourses();
  const students = new MemoryStudentStore(student);
  const cookies = new MemoryCookies();
  const service = new AccountService(auth, courses, students, cookies, { now: () => now });
  return { auth, courses, students, cookies, service };
};

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('current student and course access (spec 000 §3, §4)', () => {
  it('reads the stored student', () => {
    expect(setup(null).service.currentStudent()).toBeNull();
    expect(setup(aStudent()).service.currentStudent()).toEqual(aStudent());
  });

  it("evaluates the active course's access state on the clock's day", () => {
    const student = aStudent({ courses: [aCourse({ packTypeTitle: 'ACE', validTillDate: '2028-09-24' })] });
    expect(setup(student, new Date(2028, 8, 24, 23, 59).getTime()).service.activeCourseAccess()).toBe('accessible');
    expect(setup(student, new Date(2028, 8, 25, 0, 1).getTime()).service.activeCourseAccess()).toBe('renew');
    expect(setup(aStudent({ openedCourse: 1 })).service.activeCourseAccess()).toBe('upgrade');
    expect(setup(null).service.activeCourseAccess()).toBeNull();
  });
});

describe('spec 000 §8 password login', () => {
  it('on success saves the student (deviceType android) and the cookie, and goes to /dashboard', async () => {
    const { auth, service, students, cookies } = setup();
    auth.loginWithPassword.mockResolvedValue(ok('success', aStudent({ deviceType: '' })));
    const result = await service.loginWithPassword('  asha ', 'pw');
    expect(auth.loginWithPassword).toHaveBeenCalledWith('asha', 'pw', undefined);
    expect(result).toMatchObject({ ok: true, next: '/dashboard' });
    expect(students.student?.deviceType).toBe('android');
    expect(cookies.details).toMatchObject({ sid: 7, studentId: 7, loginId: 'asha', token: 'tok-123', mobile: '9876543210', email: 'asha@example.com' });
  });

  it('goes to /selectyourcourse when the student has no course', async () => {
    const { auth, service } = setup();
    auth.loginWithPassword.mockResolvedValue(ok('success', aStudent({ courses: [] })));
    expect(await service.loginWithPassword('asha', 'pw')).toMatchObject({ ok: true, next: '/selectyourcourse' });
  });

  it('passes the device_type through', async () => {
    const { auth, service } = setup();
    auth.loginWithPassword.mockResolvedValue(ok('success', aStudent()));
    await service.loginWithPassword('asha', 'pw', 'ios');
    expect(auth.loginWithPassword).toHaveBeenCalledWith('asha', 'pw', 'ios');
  });

  it.each([
    ['a 401 invalid_credentials', () => Promise.reject(apiFailure(401, 'Invalid User-Id or password.', 'invalid_credentials'))],
    ['a 400 validation error', () => Promise.reject(apiFailure(400, 'userId: too long', 'validation_error'))],
    ['a reply without a student', () => Promise.resolve(ok('success', null))],
  ])("fails with 'Invalid User-Id or password.' on %s", async (_name, answer) => {
    const { auth, service, students } = setup();
    auth.loginWithPassword.mockImplementation(answer);
    expect(await service.loginWithPassword('asha', 'pw')).toEqual({ ok: false, message: 'Invalid User-Id or password.' });
    expect(students.student).toBeNull();
  });

  it.each([
    ['a network fault', apiFailure(0, 'fetch failed')],
    ['a server fault', apiFailure(500, 'internal')],
    ['a malformed reply', apiFailure(200, 'Something went wrong')],
  ])("fails with 'Something went wrong' on %s", async (_name, failure) => {
    const { auth, service } = setup();
    auth.loginWithPassword.mockRejectedValue(failure);
    expect(await service.loginWithPassword('asha', 'pw')).toEqual({ ok: false, message: 'Something went wrong' });
  });

  it('does not call the server without an id or password', async () => {
    const { auth, service } = setup();
    expect(await service.loginWithPassword('  ', 'pw')).toEqual({ ok: false, message: 'Invalid User-Id or password.' });
    expect(await service.loginWithPassword('asha', '')).toEqual({ ok: false, message: 'Invalid User-Id or password.' });
    expect(auth.loginWithPassword).not.toHaveBeenCalled();
  });
});

describe('spec 000 §8 send login code', () => {
  it('returns the code token on sent_otp', async () => {
    const { auth, service } = setup();
    auth.sendLoginOtp.mockResolvedValue(ok('sent_otp', { token: 'otp-tok' }));
    expect(await service.sendLoginOtp('9876543210')).toEqual({ ok: true, token: 'otp-tok' });
  });

  it("mobile_not_exists gives 'Invalid Number'", async () => {
    const { auth, service } = setup();
    auth.sendLoginOtp.mockResolvedValue(ok('mobile_not_exists', null));
    expect(await service.sendLoginOtp('9876543210')).toEqual({ ok: false, message: 'Invalid Number' });
  });

  it.each([
    ['another outcome', () => Promise.resolve(ok('failed', null))],
    ['sent_otp without a token', () => Promise.resolve(ok('sent_otp', null))],
    ['a thrown failure', () => Promise.reject(apiFailure(500, 'boom'))],
  ])("any other failure (%s) gives 'Something went wrong. Please try again.'", async (_name, answer) => {
    const { auth, service } = setup();
    auth.sendLoginOtp.mockImplementation(answer);
    expect(await service.sendLoginOtp('9876543210')).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
  });

  it("a number that is not 10 digits gives 'Invalid Number' without a call", async () => {
    const { auth, service } = setup();
    for (const m of ['', '98765', '98765432101', '98765x3210']) {
      expect(await service.sendLoginOtp(m)).toEqual({ ok: false, message: 'Invalid Number' });
    }
    expect(auth.sendLoginOtp).not.toHaveBeenCalled();
  });
});

describe('spec 000 §8 code login', () => {
  it("success saves the student and says 'Login Successful!'", async () => {
    const { auth, service, students, cookies } = setup();
    auth.verifyLoginOtp.mockResolvedValue(ok('success', aStudent()));
    expect(await service.verifyLoginOtp('123456', 'otp-tok', 'web')).toMatchObject({ ok: true, next: '/dashboard', message: 'Login Successful!' });
    expect(auth.verifyLoginOtp).toHaveBeenCalledWith('123456', 'otp-tok', 'web');
    expect(students.student?.loginId).toBe('asha');
    expect(cookies.details?.token).toBe('tok-123');
  });

  it("no token gives 'Invalid Number' (without a call, or from the server)", async () => {
    const { auth, service } = setup();
    expect(await service.verifyLoginOtp('123456', '')).toEqual({ ok: false, message: 'Invalid Number' });
    expect(auth.verifyLoginOtp).not.toHaveBeenCalled();
    auth.verifyLoginOtp.mockRejectedValue(apiFailure(400, 'No such code', 'invalid_token'));
    expect(await service.verifyLoginOtp('123456', 'stale')).toEqual({ ok: false, message: 'Invalid Number' });
  });

  it("a wrong code gives 'Invalid Otp Number'", async () => {
    const { auth, service, students } = setup();
    auth.verifyLoginOtp.mockRejectedValue(apiFailure(400, 'Wrong code', 'invalid_otp'));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual({ ok: false, message: 'Invalid Otp Number' });
    auth.verifyLoginOtp.mockResolvedValue(ok('invalid_otp', null));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual({ ok: false, message: 'Invalid Otp Number' });
    expect(await service.verifyLoginOtp('12345', 'otp-tok')).toEqual({ ok: false, message: 'Invalid Otp Number' });
    expect(students.student).toBeNull();
  });

  it("a used-up code shows the server's text; a fault gives 'Something went wrong'", async () => {
    const { auth, service } = setup();
    auth.verifyLoginOtp.mockRejectedValue(apiFailure(429, 'Too many wrong codes. Request a new code.', 'too_many_attempts'));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual({ ok: false, message: 'Too many wrong codes. Request a new code.' });
    auth.verifyLoginOtp.mockRejectedValue(apiFailure(0, 'fetch failed'));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual({ ok: false, message: 'Something went wrong' });
  });
});

describe('spec 000 §8 forgot password step 1', () => {
  const token = { token: 't', tokenIdentify: 'ti', mobile: '******3210', emailId: '' };

  it('returns the token object on success', async () => {
    const { auth, service } = setup();
    auth.createForgetPasswordToken.mockResolvedValue(ok('success', token));
    expect(await service.requestPasswordReset(' 9876543210 ')).toEqual({ ok: true, token });
    expect(auth.createForgetPasswordToken).toHaveBeenCalledWith('9876543210');
  });

  it("InvalidUserId gives 'Sorry, We could not find your detail in our record. Enter correct detail.'", async () => {
    const { auth, service } = setup();
    auth.createForgetPasswordToken.mockResolvedValue(ok('InvalidUserId', null));
    expect(await service.requestPasswordReset('9876543210'))
      .toEqual({ ok: false, message: 'Sorry, We could not find your detail in our record. Enter correct detail.' });
  });

  it.each([
    ['another outcome', () => Promise.resolve(ok('failed', null))],
    ['a thrown failure', () => Promise.reject(apiFailure(0, 'fetch failed'))],
  ])("any other failure (%s) gives 'Error somewhere, Try after sometime.'", async (_name, answer) => {
    const { auth, service } = setup();
    auth.createForgetPasswordToken.mockImplementation(answer);
    expect(await service.requestPasswordReset('9876543210')).toEqual({ ok: false, message: 'Error somewhere, Try after sometime.' });
  });

  it("an empty value gives 'Please Enter valid User Email or Password' without a call", async () => {
    const { auth, service } = setup();
    expect(await service.requestPasswordReset(' ')).toEqual({ ok: false, message: 'Please Enter valid User Email or Password' });
    expect(auth.createForgetPasswordToken).not.toHaveBeenCalled();
  });
});

describe('spec 000 §8 forgot password step 2', () => {
  const token = { token: 't', tokenIdentify: 'ti', mobile: '', emailId: '' };
  const input = { token, otp: '123456', newPassword: 'new-pw' };

  it("success gives 'Successfully updated password!' and sends the token fields", async () => {
    const { auth, service } = setup();
    auth.verifyForgetPasswordToken.mockResolvedValue(ok('success', null));
    expect(await service.resetPassword(input)).toEqual({ ok: true, message: 'Successfully updated password!' });
    expect(auth.verifyForgetPasswordToken).toHaveBeenCalledWith({ newPassword: 'new-pw', token: 't', tokenIdentify: 'ti', otp: '123456' });
  });

  it('maps InvalidToken, InvalidOTP and anything else', async () => {
    const { auth, service } = setup();
    auth.verifyForgetPasswordToken.mockResolvedValue(ok('InvalidToken', null));
    expect(await service.resetPassword(input))
      .toEqual({ ok: false, message: 'Your reset password session has expired. Try again.', toast: true, expired: true });
    auth.verifyForgetPasswordToken.mockResolvedValue(ok('InvalidOTP', null));
    expect(await service.resetPassword(input)).toEqual({ ok: false, message: 'Invalid OTP', toast: false });
    auth.verifyForgetPasswordToken.mockResolvedValue(ok('weird', null));
    expect(await service.resetPassword(input)).toEqual({ ok: false, message: 'Error somewhere, Try again later.', toast: true });
    auth.verifyForgetPasswordToken.mockRejectedValue(apiFailure(429, 'Too many', 'too_many_attempts'));
    expect(await service.resetPassword(input)).toEqual({ ok: false, message: 'Error somewhere, Try again later.', toast: true });
  });

  it("an OTP that is not 6 digits is 'Invalid OTP' inline, without a call", async () => {
    const { auth, service } = setup();
    expect(await service.resetPassword({ ...input, otp: '12a456' })).toEqual({ ok: false, message: 'Invalid OTP', toast: false });
    expect(auth.verifyForgetPasswordToken).not.toHaveBeenCalled();
  });
});

describe('spec 000 §4 direct sign-in', () => {
  const query = { token: 'tok-123', loginId: 'asha', studentId: '7', mobile: '9876543210' };

  it('stores the account and goes to /dashboard?ftu={firstTimeUser}', async () => {
    const { auth, service, students, cookies } = setup();
    auth.directLogin.mockResolvedValue(ok('success', aStudent({ firstTimeUser: 1 })));
    expect(await service.directSignIn(query)).toEqual({ next: '/dashboard?ftu=1', firstTimeUser: true });
    expect(auth.directLogin).toHaveBeenCalledWith(query);
    expect(students.student?.loginId).toBe('asha');
    expect(cookies.details?.loginId).toBe('asha');
    auth.directLogin.mockResolvedValue(ok('success', aStudent({ firstTimeUser: 0 })));
    expect(await service.directSignIn(query)).toEqual({ next: '/dashboard?ftu=0', firstTimeUser: false });
  });

  it('goes to the decoded redirectTo when the student has courses', async () => {
    const { auth, service } = setup();
    auth.directLogin.mockResolvedValue(ok('success', aStudent()));
    expect((await service.directSignIn({ ...query, redirectTo: '%2Fexam-room%2Fmock-test' })).next).toBe('/exam-room/mock-test');
    expect((await service.directSignIn({ ...query, redirectTo: '/report' })).next).toBe('/report');
  });

  it.each(['https://evil.example/phish', '//evil.example', '%2F%2Fevil.example', 'javascript:alert(1)', '%E0%A4%A'])(
    'never follows a redirectTo that is not an in-app path (%s)', async (redirectTo) => {
      const { auth, service } = setup();
      auth.directLogin.mockResolvedValue(ok('success', aStudent()));
      expect((await service.directSignIn({ ...query, redirectTo })).next).toBe('/dashboard?ftu=0');
    });

  it('goes to /selectyourcourse when the student has no course, whatever redirectTo says', async () => {
    const { auth, service } = setup();
    auth.directLogin.mockResolvedValue(ok('success', aStudent({ courses: [], firstTimeUser: 1 })));
    expect(await service.directSignIn({ ...query, redirectTo: '/report' })).toEqual({ next: '/selectyourcourse', firstTimeUser: true });
  });

  it('goes to /login on invalid_credentials (not logged) and on any other failure (logged)', async () => {
    const { auth, service, students } = setup();
    auth.directLogin.mockRejectedValue(apiFailure(401, 'Invalid', 'invalid_credentials'));
    expect(await service.directSignIn(query)).toEqual({ next: '/login', firstTimeUser: false });
    expect(errorSpy).not.toHaveBeenCalled();
    auth.directLogin.mockRejectedValue(apiFailure(0, 'fetch failed'));
    expect(await service.directSignIn(query)).toEqual({ next: '/login', firstTimeUser: false });
    expect(errorSpy).toHaveBeenCalled();
    auth.directLogin.mockResolvedValue(ok('invalid_credentials', null));
    expect(await service.directSignIn(query)).toEqual({ next: '/login', firstTimeUser: false });
    expect(students.student).toBeNull();
  });

  it('goes to /login without a call when the token or loginId is missing', async () => {
    const { auth, service } = setup();
    expect(await service.directSignIn({ ...query, token: null })).toEqual({ next: '/login', firstTimeUser: false });
    expect(await service.directSignIn({ ...query, loginId: '' })).toEqual({ next: '/login', firstTimeUser: false });
    expect(auth.directLogin).not.toHaveBeenCalled();
  });
});

describe('spec 000 §4 switching course', () => {
  it('sets openedCourse only when the server answers success', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.setLastOpenedCourse.mockResolvedValue(true);
    const updated = await service.switchCourse(1);
    expect(courses.setLastOpenedCourse).toHaveBeenCalledWith(1);
    expect(updated?.openedCourse).toBe(1);
    expect(students.student?.openedCourse).toBe(1);
  });

  it('changes nothing when the server refuses or fails', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.setLastOpenedCourse.mockResolvedValue(false);
    expect(await service.switchCourse(1)).toBeNull();
    courses.setLastOpenedCourse.mockRejectedValue(apiFailure(500, 'boom'));
    expect(await service.switchCourse(1)).toBeNull();
    expect(students.student?.openedCourse).toBe(0);
  });

  it('does not call the server for an index out of range or without a student', async () => {
    const { courses, service } = setup(aStudent());
    for (const i of [-1, 2, 1.5, Number.NaN]) expect(await service.switchCourse(i)).toBeNull();
    expect(await setup(null).service.switchCourse(0)).toBeNull();
    expect(courses.setLastOpenedCourse).not.toHaveBeenCalled();
  });
});

describe('spec 000 §2.1 course list refresh', () => {
  it('stores the fetched courses, keeping openedCourse in range', async () => {
    const { courses, service, students } = setup(aStudent({ openedCourse: 1 }));
    courses.fetchMyCourses.mockResolvedValue([aCourse({ courseId: 50 })]);
    const updated = await service.refreshCourses();
    expect(updated?.courses.map((c) => c.courseId)).toEqual([50]);
    expect(updated?.openedCourse).toBe(0);
    expect(students.student).toEqual(updated);
  });

  it('keeps openedCourse when still in range', async () => {
    const { courses, service } = setup(aStudent({ openedCourse: 1 }));
    courses.fetchMyCourses.mockResolvedValue([aCourse(), aCourse({ courseId: 51 })]);
    expect((await service.refreshCourses())?.openedCourse).toBe(1);
  });

  it('is skipped without loginId or token', async () => {
    const { courses, service } = setup(aStudent({ token: '' }));
    expect(await service.refreshCourses()).toEqual(aStudent({ token: '' }));
    expect(await setup(null).service.refreshCourses()).toBeNull();
    expect(courses.fetchMyCourses).not.toHaveBeenCalled();
  });

  it('logs a failure and changes nothing', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.fetchMyCourses.mockRejectedValue(apiFailure(500, 'boom'));
    expect(await service.refreshCourses()).toEqual(aStudent());
    expect(students.student).toEqual(aStudent());
    expect(errorSpy).toHaveBeenCalled();
  });
});

describe('spec 000 §4 notifications', () => {
  it('loads them on demand', async () => {
    const { courses, service } = setup(aStudent());
    courses.notifications.mockResolvedValue({ items: [] });
    expect(await service.loadNotifications()).toEqual({ items: [] });
  });

  it('is skipped without student data, loginId or token', async () => {
    for (const student of [null, aStudent({ loginId: '' }), aStudent({ token: '' })]) {
      const { courses, service } = setup(student);
      expect(await service.loadNotifications()).toBeNull();
      expect(courses.notifications).not.toHaveBeenCalled();
    }
  });

  it('logs a failure and clears the notifications', async () => {
    const { courses, service } = setup(aStudent());
    courses.notifications.mockRejectedValue(apiFailure(500, 'boom'));
    expect(await service.loadNotifications()).toBeNull();
    expect(errorSpy).toHaveBeenCalled();
  });
});

describe('spec 000 §4 logout', () => {
  it('clears the stored student and the cookie', () => {
    const { service, students, cookies } = setup(aStudent());
    cookies.details = { sid: 7, studentId: 7, loginId: 'asha', token: 't', studentName: 'A', mobile: '', email: '' };
    service.logout();
    expect(students.student).toBeNull();
    expect(cookies.load()).toEqual({ accountDetails: null, token: null });
  });
});
