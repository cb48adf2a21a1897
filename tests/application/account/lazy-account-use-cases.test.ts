import { describe, expect, it, jest } from '@jest/globals';
import type { AccountUseCases } from '../../../application/account/account-use-cases';
import { ACCOUNT_FALLBACKS } from '../../../application/account/account-fallbacks';
import { ACCOUNT_MESSAGES } from '../../../application/account/account-messages';
import { AccountSession, LOGOUT_WAIT_MS, withSession } from '../../../application/account/account-session';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import type { AccountCookieStorage, StudentStorage } from '../../../application/account/ports';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aCourse, aStudent } from '../../mothers/account.mother';
import { manualClock, settle } from './manual-clock';

const memoryStudents = (initial: Student | null): StudentStorage & { value: Student | null } => ({
  value: initial,
  load() { return this.value; },
  save(s: Student) { this.value = s; },
  clear() { this.value = null; },
});
const cookies = (): AccountCookieStorage & { cleared: number } => ({
  cleared: 0, save() {}, load: () => ({ accountDetails: null, token: null }), clear() { this.cleared++; },
});
const T0 = new Date(2026, 10, 22, 12).getTime();

/** As the app entry composes them: the stored session at once, the network half through the lazy helper. */
const lazyAccount = (students: StudentStorage, jar: AccountCookieStorage, load: () => Promise<AccountUseCases>,
  clock = manualClock(T0)) =>
  withSession(new AccountSession(students, jar, clock), lazyUseCases('account', load, ACCOUNT_FALLBACKS));

const realUseCases = (): AccountUseCases => ({
  currentStudent: () => null,
  activeCourseAccess: () => null,
  loginWithPassword: jest.fn(async () => err({ message: 'Invalid User-Id or password.' })),
  sendLoginOtp: jest.fn(async () => ok({ token: 't' })),
  verifyLoginOtp: jest.fn(async () => err({ message: 'Invalid Otp Number' })),
  requestPasswordReset: jest.fn(async () => err({ message: 'x' })),
  resetPassword: jest.fn(async () => ok({ message: 'Successfully updated password!' })),
  directSignIn: jest.fn(async () => ok({ student: aStudent(), next: '/dashboard?ftu=0' })),
  switchCourse: jest.fn(async () => err({ message: 'x' })),
  refreshCourses: jest.fn(async () => err(UNAVAILABLE)),
  openEnrolledCourse: jest.fn(async () => err({ message: 'x' })),
  updateEmail: jest.fn(async () => err({ message: 'x' })),
  sendGuestOtp: jest.fn(async () => ok({ token: 'guest-tok' })),
  verifyGuestOtp: jest.fn(async () => err({ message: 'Invalid Otp', wrongCode: true, expired: false })),
  addTrialCourse: jest.fn(async () => err({ message: 'You have already attempted free trial test', alreadyAttempted: true })),
  loadNotifications: jest.fn(async () => ok([{ id: 1, title: 'Welcome', body: '', createdAt: '2026-11-20T09:00:00.000Z' }])),
  revokeSession: jest.fn(async () => ok(undefined)),
  logout: async () => {},
});

describe('the account use cases as the app entry composes them (the network half loads on first use)', () => {
  it('answers the stored session synchronously without loading anything', () => {
    const student = aStudent({ courses: [aCourse({ packTypeTitle: 'FREEFOREVER' })], openedCourse: 0 });
    const load = jest.fn(async () => realUseCases());
    const deferred = lazyAccount(memoryStudents(student), cookies(), load);
    expect(deferred.currentStudent()).toBe(student);
    expect(deferred.activeCourseAccess()).toBe('accessible');
    expect(load).not.toHaveBeenCalled();
  });

  it('Logout: the network half revokes the token while it is stored, then the student and the cookie are cleared', async () => {
    const students = memoryStudents(aStudent());
    const jar = cookies();
    const real = realUseCases();
    let storedDuringCall: Student | null = null;
    real.revokeSession = jest.fn(async () => {
      storedDuringCall = students.value;
      return ok(undefined);
    });
    await lazyAccount(students, jar, async () => real).logout();
    expect(real.revokeSession).toHaveBeenCalledTimes(1);
    expect(storedDuringCall).not.toBeNull();
    expect(students.value).toBeNull();
    expect(jar.cleared).toBe(1);
  });

  it('Logout: clears the stored data when the network half cannot load (its fallback), and loads nothing when signed out', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const students = memoryStudents(aStudent());
    const jar = cookies();
    await lazyAccount(students, jar, async () => { throw new Error('offline'); }).logout();
    expect(students.value).toBeNull();
    expect(jar.cleared).toBe(1);
    const load = jest.fn(async () => realUseCases());
    await lazyAccount(memoryStudents(null), cookies(), load).logout();
    expect(load).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it(`Logout: a network half that takes long to load gets ${LOGOUT_WAIT_MS} ms on the clock, then the stored data is cleared`, async () => {
    const students = memoryStudents(aStudent());
    const clock = manualClock(T0);
    const loading = new Promise<AccountUseCases>(() => {});
    let done = false;
    void lazyAccount(students, cookies(), () => loading, clock).logout().then(() => { done = true; });
    clock.advance(LOGOUT_WAIT_MS - 1);
    await settle();
    expect(done).toBe(false);
    expect(students.value).not.toBeNull();
    clock.advance(1);
    await settle();
    expect(done).toBe(true);
    expect(students.value).toBeNull();
  });

  it('loads once, however many calls and prefetches, and forwards every argument', async () => {
    const real = realUseCases();
    const load = jest.fn(async () => real);
    const deferred = lazyAccount(memoryStudents(null), cookies(), load);
    deferred.prefetch();
    const [a, b] = await Promise.all([
      deferred.loginWithPassword('demo.student', 'pw', 'android'),
      deferred.verifyLoginOtp('123456', 'tok'),
    ]);
    expect(a).toEqual(err({ message: 'Invalid User-Id or password.' }));
    expect(b).toEqual(err({ message: 'Invalid Otp Number' }));
    expect(real.loginWithPassword).toHaveBeenCalledWith('demo.student', 'pw', 'android');
    expect(await deferred.loadNotifications()).toEqual(ok([{ id: 1, title: 'Welcome', body: '', createdAt: '2026-11-20T09:00:00.000Z' }]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns a failed load into the generic failure outcome, logs it, and tries again on the next call', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const real = realUseCases();
    const load = jest.fn<() => Promise<AccountUseCases>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const deferred = lazyAccount(memoryStudents(null), cookies(), load);
    expect(await deferred.loginWithPassword('a', 'b')).toEqual(err({ message: ACCOUNT_MESSAGES.generic }));
    expect(error).toHaveBeenCalled();
    expect(await deferred.loginWithPassword('a', 'b')).toEqual(err({ message: 'Invalid User-Id or password.' }));
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('falls back per call: no course switch, no refresh, no notifications, direct sign-in back to /login', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn(async (): Promise<AccountUseCases> => { throw new Error('offline'); });
    const deferred = lazyAccount(memoryStudents(null), cookies(), load);
    expect(await deferred.switchCourse(1)).toEqual(err({ message: 'Something went wrong. Please try again.' }));
    expect(await deferred.refreshCourses()).toEqual(err(UNAVAILABLE));
    expect(await deferred.loadNotifications()).toEqual(err(UNAVAILABLE));
    expect(await deferred.revokeSession()).toEqual(err(UNAVAILABLE));
    expect(await deferred.directSignIn({ token: 't', loginId: 'l' })).toEqual(err({ next: '/login' }));
    expect(await deferred.resetPassword({ token: { token: 't', tokenIdentify: 'i', mobile: '', emailId: '' }, otp: '1', newPassword: 'p' }))
      .toEqual(err({ message: ACCOUNT_MESSAGES.generic, toast: true, expired: false }));
    error.mockRestore();
  });

  it("falls back per call for the guest trial: each step fails with 'Error Submitting the Test', neither a wrong code nor already attempted", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn(async (): Promise<AccountUseCases> => { throw new Error('offline'); });
    const deferred = lazyAccount(memoryStudents(null), cookies(), load);
    expect(await deferred.sendGuestOtp('9876543210')).toEqual(err({ message: 'Error Submitting the Test' }));
    expect(await deferred.verifyGuestOtp({ code: '123456', token: 't', studentName: 'Asha', email: '', source: 'Guest Mock Test' }))
      .toEqual(err({ message: 'Error Submitting the Test', wrongCode: false, expired: false }));
    expect(await deferred.addTrialCourse(12)).toEqual(err({ message: 'Error Submitting the Test', alreadyAttempted: false }));
    error.mockRestore();
  });

  it('forwards the guest trial calls and their arguments once loaded', async () => {
    const real = realUseCases();
    const deferred = lazyAccount(memoryStudents(null), cookies(), async () => real);
    const input = { code: '123456', token: 'guest-tok', studentName: 'Asha', email: 'a@example.com', courseUrl: 'neet', source: 'ads', device: 'ios' };
    expect(await deferred.sendGuestOtp('9876543210')).toEqual(ok({ token: 'guest-tok' }));
    expect(await deferred.verifyGuestOtp(input)).toEqual(err({ message: 'Invalid Otp', wrongCode: true, expired: false }));
    expect(await deferred.addTrialCourse(12)).toEqual(err({ message: 'You have already attempted free trial test', alreadyAttempted: true }));
    expect(real.sendGuestOtp).toHaveBeenCalledWith('9876543210');
    expect(real.verifyGuestOtp).toHaveBeenCalledWith(input);
    expect(real.addTrialCourse).toHaveBeenCalledWith(12);
  });
});
