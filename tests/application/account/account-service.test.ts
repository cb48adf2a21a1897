import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AccountService } from '../../../application/account/account-service';
import { LOGOUT_WAIT_MS } from '../../../application/account/account-session';
import type { RateLimited } from '../../../application/account/ports';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aCourse, aStudent } from '../../mothers/account.mother';
import { FAULT, failed, refused, setup } from './account-service-setup';
import { settle } from './manual-clock';

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('current student and course access', () => {
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

describe('password login', () => {
  it('on success saves the student (deviceType android) and the cookie, and goes to /dashboard', async () => {
    const { auth, service, students, cookies } = setup();
    auth.loginWithPassword.mockResolvedValue(ok(aStudent({ deviceType: '' })));
    const result = await service.loginWithPassword('  asha ', 'pw');
    expect(auth.loginWithPassword).toHaveBeenCalledWith('asha', 'pw', undefined);
    expect(result).toMatchObject({ ok: true, value: { next: '/dashboard' } });
    expect(students.student?.deviceType).toBe('android');
    expect(cookies.details).toMatchObject({ sid: 7, studentId: 7, loginId: 'asha', token: 'tok-123', mobile: '9876543210', email: 'asha@example.com' });
  });

  it('goes to /selectyourcourse when the student has no course', async () => {
    const { auth, service } = setup();
    auth.loginWithPassword.mockResolvedValue(ok(aStudent({ courses: [] })));
    expect(await service.loginWithPassword('asha', 'pw')).toMatchObject({ ok: true, value: { next: '/selectyourcourse' } });
  });

  it('passes the device_type through', async () => {
    const { auth, service } = setup();
    auth.loginWithPassword.mockResolvedValue(ok(aStudent()));
    await service.loginWithPassword('asha', 'pw', 'ios');
    expect(auth.loginWithPassword).toHaveBeenCalledWith('asha', 'pw', 'ios');
  });

  it("fails with 'Invalid User-Id or password.' when the credentials are refused", async () => {
    const { auth, service, students } = setup();
    auth.loginWithPassword.mockResolvedValue(refused('wrong_credentials'));
    expect(await service.loginWithPassword('asha', 'pw')).toEqual(failed('Invalid User-Id or password.'));
    expect(students.student).toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('an account being deleted is refused with the server\'s words (or ours)', async () => {
    const { auth, service } = setup();
    auth.loginWithPassword.mockResolvedValue(err({ kind: 'refused', code: 'deletion_pending', message: 'Being deleted.' }));
    expect(await service.loginWithPassword('asha', 'pw')).toEqual(failed('Being deleted.'));
    auth.loginWithPassword.mockResolvedValue(err({ kind: 'refused', code: 'deletion_pending' }));
    expect(await service.loginWithPassword('asha', 'pw')).toEqual(failed('This account is being deleted. Deletion completes automatically within a few hours.'));
  });

  it.each([
    ['the server is not reachable', UNAVAILABLE],
    ['a server fault or a malformed reply', FAULT],
  ])("fails with 'Something went wrong' (logged) when %s", async (_name, failure) => {
    const { auth, service } = setup();
    auth.loginWithPassword.mockResolvedValue(err(failure));
    expect(await service.loginWithPassword('asha', 'pw')).toEqual(failed('Something went wrong'));
    expect(errorSpy).toHaveBeenCalled();
  });

  it('does not call the server without an id or password', async () => {
    const { auth, service } = setup();
    expect(await service.loginWithPassword('  ', 'pw')).toEqual(failed('Invalid User-Id or password.'));
    expect(await service.loginWithPassword('asha', '')).toEqual(failed('Invalid User-Id or password.'));
    expect(auth.loginWithPassword).not.toHaveBeenCalled();
  });
});

describe('send login code', () => {
  it('returns the code token', async () => {
    const { auth, service } = setup();
    auth.sendLoginCode.mockResolvedValue(ok({ token: 'otp-tok' }));
    expect(await service.sendLoginOtp('9876543210')).toEqual(ok({ token: 'otp-tok' }));
  });

  it("an unknown mobile gives 'Invalid Number'", async () => {
    const { auth, service } = setup();
    auth.sendLoginCode.mockResolvedValue(refused('unknown_mobile'));
    expect(await service.sendLoginOtp('9876543210')).toEqual(failed('Invalid Number'));
  });

  it.each([
    ['another refusal', refused('failed')],
    ['a fault', err(FAULT)],
    ['no answer', err(UNAVAILABLE)],
  ])("any other failure (%s) gives 'Something went wrong. Please try again.'", async (_name, answer) => {
    const { auth, service } = setup();
    auth.sendLoginCode.mockResolvedValue(answer);
    expect(await service.sendLoginOtp('9876543210')).toEqual(failed('Something went wrong. Please try again.'));
  });

  it("a number that is not 10 digits gives 'Invalid Number' without a call", async () => {
    const { auth, service } = setup();
    for (const m of ['', '98765', '98765432101', '98765x3210']) {
      expect(await service.sendLoginOtp(m)).toEqual(failed('Invalid Number'));
    }
    expect(auth.sendLoginCode).not.toHaveBeenCalled();
  });
});

describe('code login', () => {
  it("success saves the student and says 'Login Successful!'", async () => {
    const { auth, service, students, cookies } = setup();
    auth.loginWithCode.mockResolvedValue(ok(aStudent()));
    expect(await service.verifyLoginOtp('123456', 'otp-tok', 'web'))
      .toMatchObject({ ok: true, value: { next: '/dashboard', message: 'Login Successful!' } });
    expect(auth.loginWithCode).toHaveBeenCalledWith('123456', 'otp-tok', 'web');
    expect(students.student?.loginId).toBe('asha');
    expect(cookies.details?.token).toBe('tok-123');
  });

  it("no token gives 'Invalid Number' (without a call, or when the server no longer knows it)", async () => {
    const { auth, service } = setup();
    expect(await service.verifyLoginOtp('123456', '')).toEqual(failed('Invalid Number'));
    expect(auth.loginWithCode).not.toHaveBeenCalled();
    auth.loginWithCode.mockResolvedValue(refused('expired_code'));
    expect(await service.verifyLoginOtp('123456', 'stale')).toEqual(failed('Invalid Number'));
  });

  it("a wrong code gives 'Invalid Otp Number'", async () => {
    const { auth, service, students } = setup();
    auth.loginWithCode.mockResolvedValue(refused('wrong_code'));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual(failed('Invalid Otp Number'));
    auth.loginWithCode.mockResolvedValue(refused('validation_error'));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual(failed('Invalid Otp Number'));
    expect(await service.verifyLoginOtp('12345', 'otp-tok')).toEqual(failed('Invalid Otp Number'));
    expect(students.student).toBeNull();
  });

  it("a used-up code shows the server's text; no answer gives 'Something went wrong'", async () => {
    const { auth, service } = setup();
    auth.loginWithCode.mockResolvedValue(refused('too_many_attempts', 'Too many wrong codes. Request a new code.'));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual(failed('Too many wrong codes. Request a new code.'));
    auth.loginWithCode.mockResolvedValue(refused('too_many_attempts'));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual(failed('Invalid Otp Number'));
    auth.loginWithCode.mockResolvedValue(err(UNAVAILABLE));
    expect(await service.verifyLoginOtp('123456', 'otp-tok')).toEqual(failed('Something went wrong'));
  });
});

describe('forgot password step 1', () => {
  const token = { token: 't', tokenIdentify: 'ti', mobile: '******3210', emailId: '' };

  it('returns the token object on success', async () => {
    const { auth, service } = setup();
    auth.requestPasswordReset.mockResolvedValue(ok(token));
    expect(await service.requestPasswordReset(' 9876543210 ')).toEqual(ok(token));
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('9876543210');
  });

  it("an unknown user gives 'Sorry, We could not find your detail in our record. Enter correct detail.'", async () => {
    const { auth, service } = setup();
    auth.requestPasswordReset.mockResolvedValue(refused('unknown_user'));
    expect(await service.requestPasswordReset('9876543210'))
      .toEqual(failed('Sorry, We could not find your detail in our record. Enter correct detail.'));
  });

  it.each([
    ['another refusal', refused('failed')],
    ['no answer', err(UNAVAILABLE)],
  ])("any other failure (%s) gives 'Error somewhere, Try after sometime.'", async (_name, answer) => {
    const { auth, service } = setup();
    auth.requestPasswordReset.mockResolvedValue(answer);
    expect(await service.requestPasswordReset('9876543210')).toEqual(failed('Error somewhere, Try after sometime.'));
  });

  it("an empty value gives 'Please Enter valid User Email or Password' without a call", async () => {
    const { auth, service } = setup();
    expect(await service.requestPasswordReset(' ')).toEqual(failed('Please Enter valid User Email or Password'));
    expect(auth.requestPasswordReset).not.toHaveBeenCalled();
  });
});

describe('forgot password step 2', () => {
  const token = { token: 't', tokenIdentify: 'ti', mobile: '', emailId: '' };
  const input = { token, otp: '123456', newPassword: 'new-pw' };
  const resetFailed = (message: string, toast: boolean, expired = false) => err({ message, toast, expired });

  it("success gives 'Successfully updated password!' and hands over the token, code and password", async () => {
    const { auth, service } = setup();
    auth.resetPassword.mockResolvedValue(ok(undefined));
    expect(await service.resetPassword(input)).toEqual(ok({ message: 'Successfully updated password!' }));
    expect(auth.resetPassword).toHaveBeenCalledWith(token, '123456', 'new-pw');
  });

  it('maps an expired session, a wrong code and anything else', async () => {
    const { auth, service } = setup();
    auth.resetPassword.mockResolvedValue(refused('reset_expired'));
    expect(await service.resetPassword(input)).toEqual(resetFailed('Your reset password session has expired. Try again.', true, true));
    auth.resetPassword.mockResolvedValue(refused('wrong_code'));
    expect(await service.resetPassword(input)).toEqual(resetFailed('Invalid OTP', false));
    auth.resetPassword.mockResolvedValue(refused('weird'));
    expect(await service.resetPassword(input)).toEqual(resetFailed('Error somewhere, Try again later.', true));
    auth.resetPassword.mockResolvedValue(refused('too_many_attempts', 'Too many'));
    expect(await service.resetPassword(input)).toEqual(resetFailed('Error somewhere, Try again later.', true));
  });

  it("an OTP that is not 6 digits is 'Invalid OTP' inline, without a call", async () => {
    const { auth, service } = setup();
    expect(await service.resetPassword({ ...input, otp: '12a456' })).toEqual(resetFailed('Invalid OTP', false));
    expect(auth.resetPassword).not.toHaveBeenCalled();
  });
});

describe('direct sign-in', () => {
  const query = { token: 'tok-123', loginId: 'asha', studentId: '7', mobile: '9876543210' };
  const toLogin = err({ next: '/login' });

  it('stores the account and goes to /dashboard?ftu={firstTimeUser}', async () => {
    const { auth, service, students, cookies } = setup();
    auth.directLogin.mockResolvedValue(ok(aStudent({ firstTimeUser: 1 })));
    expect(await service.directSignIn(query)).toMatchObject({ ok: true, value: { next: '/dashboard?ftu=1', student: { firstTimeUser: 1 } } });
    expect(auth.directLogin).toHaveBeenCalledWith(query);
    expect(students.student?.loginId).toBe('asha');
    expect(cookies.details?.loginId).toBe('asha');
    auth.directLogin.mockResolvedValue(ok(aStudent({ firstTimeUser: 0 })));
    expect(await service.directSignIn(query)).toMatchObject({ ok: true, value: { next: '/dashboard?ftu=0' } });
  });

  it('goes to the decoded redirectTo when the student has courses', async () => {
    const { auth, service } = setup();
    auth.directLogin.mockResolvedValue(ok(aStudent()));
    expect(await service.directSignIn({ ...query, redirectTo: '%2Fexam-room%2Fmock-test' })).toMatchObject({ value: { next: '/exam-room/mock-test' } });
    expect(await service.directSignIn({ ...query, redirectTo: '/report' })).toMatchObject({ value: { next: '/report' } });
  });

  it.each(['https://evil.example/phish', '//evil.example', '%2F%2Fevil.example', 'javascript:alert(1)', '%E0%A4%A'])(
    'never follows a redirectTo that is not an in-app path (%s)', async (redirectTo) => {
      const { auth, service } = setup();
      auth.directLogin.mockResolvedValue(ok(aStudent()));
      expect(await service.directSignIn({ ...query, redirectTo })).toMatchObject({ value: { next: '/dashboard?ftu=0' } });
    });

  it('goes to /selectyourcourse when the student has no course, whatever redirectTo says', async () => {
    const { auth, service } = setup();
    auth.directLogin.mockResolvedValue(ok(aStudent({ courses: [], firstTimeUser: 1 })));
    expect(await service.directSignIn({ ...query, redirectTo: '/report' }))
      .toMatchObject({ ok: true, value: { next: '/selectyourcourse', student: { firstTimeUser: 1 } } });
  });

  it('goes to /login when the link is refused (not logged) and on any other failure (logged)', async () => {
    const { auth, service, students } = setup();
    auth.directLogin.mockResolvedValue(refused('wrong_credentials'));
    expect(await service.directSignIn(query)).toEqual(toLogin);
    expect(errorSpy).not.toHaveBeenCalled();
    auth.directLogin.mockResolvedValue(err(UNAVAILABLE));
    expect(await service.directSignIn(query)).toEqual(toLogin);
    expect(errorSpy).toHaveBeenCalled();
    expect(students.student).toBeNull();
  });

  it('goes to /login without a call when the token or loginId is missing', async () => {
    const { auth, service } = setup();
    expect(await service.directSignIn({ ...query, token: null })).toEqual(toLogin);
    expect(await service.directSignIn({ ...query, loginId: '' })).toEqual(toLogin);
    expect(auth.directLogin).not.toHaveBeenCalled();
  });
});

describe('notifications', () => {
  it('loads them on demand: the list, newest first as the server sent it', async () => {
    const { courses, service } = setup(aStudent());
    const items = [
      { id: 2, title: 'New mock test', body: 'Mock 3 is open.', createdAt: '2026-11-24T09:00:00.000Z' },
      { id: 1, title: 'Welcome', body: '', createdAt: '2026-11-20T09:00:00.000Z' },
    ];
    courses.notifications.mockResolvedValue(ok(items));
    expect(await service.loadNotifications()).toEqual(ok(items));
    courses.notifications.mockResolvedValue(ok([]));
    expect(await service.loadNotifications()).toEqual(ok([]));
  });

  it('is skipped without student data, loginId or token', async () => {
    for (const student of [null, aStudent({ loginId: '' }), aStudent({ token: '' })]) {
      const { courses, service } = setup(student);
      expect(await service.loadNotifications()).toEqual(err(UNAVAILABLE));
      expect(courses.notifications).not.toHaveBeenCalled();
    }
  });

  it('logs a failure, which clears the notifications', async () => {
    const { courses, service } = setup(aStudent());
    courses.notifications.mockResolvedValue(err(FAULT));
    expect(await service.loadNotifications()).toEqual(err(FAULT));
    expect(errorSpy).toHaveBeenCalled();
  });
});

describe('logout', () => {
  const signedIn = () => {
    const s = setup(aStudent());
    s.cookies.details = { sid: 7, studentId: 7, loginId: 'asha', token: 't', studentName: 'A', mobile: '', email: '' };
    return s;
  };

  it('has the server revoke the token while it is still stored, then clears the stored student and the cookie', async () => {
    const { auth, service, students, cookies } = signedIn();
    let storedDuringCall: Student | null = null;
    auth.logout.mockImplementation(async () => {
      storedDuringCall = students.student;
      return ok(undefined);
    });
    await service.logout();
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(storedDuringCall).not.toBeNull();
    expect(students.student).toBeNull();
    expect(cookies.load()).toEqual({ accountDetails: null, token: null });
  });

  it.each([
    ['refuses', err({ kind: 'refused' as const, code: 'invalidToken' })],
    ['cannot be reached', err(UNAVAILABLE)],
  ])('clears the stored data all the same when the server %s, without logging', async (_name, answer) => {
    const { auth, service, students, cookies } = signedIn();
    auth.logout.mockResolvedValue(answer);
    await service.logout();
    expect(students.student).toBeNull();
    expect(cookies.details).toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('clears the stored data when the call throws (a bug must not keep the student signed in)', async () => {
    const { auth, service, students } = signedIn();
    auth.logout.mockRejectedValue(new Error('bug'));
    await service.logout();
    expect(students.student).toBeNull();
  });

  it(`waits ${LOGOUT_WAIT_MS} ms on the clock for a server that does not answer, then clears the stored data`, async () => {
    const { auth, clock, service, students } = signedIn();
    auth.logout.mockReturnValue(new Promise(() => {}));
    let done = false;
    void service.logout().then(() => { done = true; });
    clock.advance(LOGOUT_WAIT_MS - 1);
    await settle();
    expect(done).toBe(false);
    expect(students.student).not.toBeNull();
    clock.advance(1);
    await settle();
    expect(done).toBe(true);
    expect(students.student).toBeNull();
  });

  it('calls nobody when no student is stored', async () => {
    const { auth, service } = setup(null);
    await service.logout();
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('revokeSession asks the server; without credentials it is unavailable without a call', async () => {
    const withStudent = setup(aStudent());
    withStudent.auth.logout.mockResolvedValue(ok(undefined));
    expect(await withStudent.service.revokeSession()).toEqual(ok(undefined));
    const without = setup(aStudent({ token: '' }));
    expect(await without.service.revokeSession()).toEqual(err(UNAVAILABLE));
    expect(without.auth.logout).not.toHaveBeenCalled();
  });
});

describe("the server's throttle (rate_limited) on every sign-in and reset call", () => {
  const WORDS = 'Too many sign-in attempts. Please try again in 3 minutes.';
  const limited = (message?: string, retryAfterSeconds?: number) => err<RateLimited>({
    kind: 'refused', code: 'rate_limited', ...(message ? { message } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
  const token = { token: 't', tokenIdentify: 'ti', mobile: '', emailId: '' };
  const calls = [
    ['password login', 'loginWithPassword', (s: AccountService) => s.loginWithPassword('asha', 'pw'), {}],
    ['sending a login code', 'sendLoginCode', (s: AccountService) => s.sendLoginOtp('9876543210'), {}],
    ['code login', 'loginWithCode', (s: AccountService) => s.verifyLoginOtp('123456', 'otp-tok'), {}],
    ['a reset request', 'requestPasswordReset', (s: AccountService) => s.requestPasswordReset('9876543210'), {}],
    ['setting a new password', 'resetPassword',
      (s: AccountService) => s.resetPassword({ token, otp: '123456', newPassword: 'new-pw' }), { toast: true, expired: false }],
  ] as const;

  it.each(calls)("%s shows the server's words as they are and passes the wait on, without logging", async (_name, method, call, extra) => {
    const { auth, service, students } = setup();
    auth[method].mockResolvedValue(limited(WORDS, 180));
    expect(await call(service)).toEqual(err({ message: WORDS, retryAfterSeconds: 180, ...extra }));
    expect(students.student).toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each(calls)('%s: a throttle without words or a wait says so in ours', async (_name, method, call, extra) => {
    const { auth, service } = setup();
    auth[method].mockResolvedValue(limited());
    expect(await call(service)).toEqual(err({ message: 'Too many attempts. Please try again later.', ...extra }));
  });
});
