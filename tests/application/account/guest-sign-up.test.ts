// The guest trial's account steps (spec 001 §4 Guest submit, §7, §8 Guests): sending the sign-up code, checking it
// (the guest is signed up or in and stored as every sign-in is), adding the course's free trial and opening it.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { GuestSignUp, RateLimited } from '../../../application/account/ports';
import { accountDetailsOf } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aCourse, aStudent } from '../../mothers/account.mother';
import { FAULT, failed, refused, setup } from './account-service-setup';

const SUBMIT_FAILED = 'Error Submitting the Test';
const WORDS = 'Too many codes sent. Please try again in 10 minutes.';
const limited = (message?: string, retryAfterSeconds?: number) => err<RateLimited>({
  kind: 'refused', code: 'rate_limited', ...(message ? { message } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('sending the guest code', () => {
  it('answers the token of the code sent to the mobile', async () => {
    const { auth, service } = setup();
    auth.sendGuestCode.mockResolvedValue(ok({ token: 'guest-tok' }));
    expect(await service.sendGuestOtp('9876543210')).toEqual(ok({ token: 'guest-tok' }));
    expect(auth.sendGuestCode).toHaveBeenCalledWith('9876543210');
  });

  it("the server's throttle: its words and wait, not logged; without words, ours", async () => {
    const { auth, service } = setup();
    auth.sendGuestCode.mockResolvedValue(limited(WORDS, 600));
    expect(await service.sendGuestOtp('9876543210')).toEqual(err({ message: WORDS, retryAfterSeconds: 600 }));
    auth.sendGuestCode.mockResolvedValue(limited());
    expect(await service.sendGuestOtp('9876543210')).toEqual(failed('Too many attempts. Please try again later.'));
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['another refusal', refused('validation_error', 'mobile: must be 10 digits')],
    ['a fault (logged)', err(FAULT)],
    ['no answer (logged)', err(UNAVAILABLE)],
  ])(`%s: '${SUBMIT_FAILED}'`, async (_name, answer) => {
    const { auth, service } = setup();
    auth.sendGuestCode.mockResolvedValue(answer);
    expect(await service.sendGuestOtp('9876543210')).toEqual(failed(SUBMIT_FAILED));
  });

  it('logs only a failure without a usable answer', async () => {
    const { auth, service } = setup();
    auth.sendGuestCode.mockResolvedValue(refused('validation_error'));
    await service.sendGuestOtp('9876543210');
    expect(errorSpy).not.toHaveBeenCalled();
    auth.sendGuestCode.mockResolvedValue(err(FAULT));
    await service.sendGuestOtp('9876543210');
    expect(errorSpy).toHaveBeenCalledWith('Sending the guest code failed', FAULT);
  });

  it.each(['', '987654321', '98765432100', '98765-4321', 'abcdefghij'])('a mobile %p that is not 10 digits is not sent', async (mobile) => {
    const { auth, service } = setup();
    expect(await service.sendGuestOtp(mobile)).toEqual(failed(SUBMIT_FAILED));
    expect(auth.sendGuestCode).not.toHaveBeenCalled();
  });
});

describe('checking the guest code (the sign-up)', () => {
  const input = (over: Partial<GuestSignUp> = {}): GuestSignUp => ({
    code: '123456', token: 'guest-tok', studentName: 'Asha', email: 'asha@example.com', courseUrl: 'neet-2027',
    source: 'Guest Mock Test', ...over,
  });
  const fresh = () => aStudent({ courses: [], deviceType: '', firstTimeUser: 1 });

  it('stores the student as every sign-in does (deviceType android, the account cookie) and goes to Select Your Course', async () => {
    const { auth, service, students, cookies } = setup();
    auth.guestSignUp.mockResolvedValue(ok(fresh()));
    const r = await service.verifyGuestOtp(input());
    const stored = { ...fresh(), deviceType: 'android' };
    expect(r).toEqual(ok({ student: stored, next: '/selectyourcourse' }));
    expect(students.student).toEqual(stored);
    expect(cookies.details).toEqual(accountDetailsOf(stored));
    expect(auth.guestSignUp).toHaveBeenCalledWith(input());
  });

  it('a student who had that mobile (with courses) goes to the dashboard', async () => {
    const { auth, service, students } = setup();
    auth.guestSignUp.mockResolvedValue(ok(aStudent()));
    expect(await service.verifyGuestOtp(input())).toEqual(ok({ student: aStudent(), next: '/dashboard' }));
    expect(students.student).toEqual(aStudent());
  });

  it('passes the device of the link, and none when it is blank (the gateway sends web)', async () => {
    const { auth, service } = setup();
    auth.guestSignUp.mockResolvedValue(ok(aStudent()));
    await service.verifyGuestOtp(input({ device: ' ios ' }));
    expect(auth.guestSignUp).toHaveBeenLastCalledWith({ ...input(), device: 'ios' });
    await service.verifyGuestOtp(input({ device: '  ' }));
    expect(auth.guestSignUp.mock.lastCall?.[0].device).toBeUndefined();
  });

  it.each(['', '12345', '1234567', '12345a', ' 123456'])("a code %p that is not 6 digits is 'Invalid Otp' (wrongCode) without a call", async (code) => {
    const { auth, service } = setup();
    expect(await service.verifyGuestOtp(input({ code }))).toEqual(err({ message: 'Invalid Otp', wrongCode: true, expired: false }));
    expect(auth.guestSignUp).not.toHaveBeenCalled();
  });

  it("no token: 'Invalid Otp', expired (a new code is needed), without a call", async () => {
    const { auth, service } = setup();
    expect(await service.verifyGuestOtp(input({ token: '' }))).toEqual(err({ message: 'Invalid Otp', wrongCode: false, expired: true }));
    expect(auth.guestSignUp).not.toHaveBeenCalled();
  });

  it("a wrong code: 'Invalid Otp' (wrongCode); nothing stored, not logged", async () => {
    const { auth, service, students, cookies } = setup();
    auth.guestSignUp.mockResolvedValue(refused('wrong_code'));
    expect(await service.verifyGuestOtp(input())).toEqual(err({ message: 'Invalid Otp', wrongCode: true, expired: false }));
    expect(students.student).toBeNull();
    expect(cookies.details).toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['an expired or used token', refused('expired_code'), 'Invalid Otp'],
    ['an expired token, with words', refused('expired_code', 'The code has expired or is not known.'), 'The code has expired or is not known.'],
    ['a code tried too often', refused('too_many_attempts', 'Too many wrong codes. Request a new code.'), 'Too many wrong codes. Request a new code.'],
    ['a code tried too often, without words', refused('too_many_attempts'), 'Invalid Otp'],
  ])('%s: expired with %p', async (_name, answer, message) => {
    const { auth, service, students } = setup();
    auth.guestSignUp.mockResolvedValue(answer);
    expect(await service.verifyGuestOtp(input())).toEqual(err({ message, wrongCode: false, expired: true }));
    expect(students.student).toBeNull();
  });

  it("an account being deleted: the server's words, else ours", async () => {
    const { auth, service } = setup();
    const words = 'This account is being deleted. Deletion completes automatically within a few hours.';
    auth.guestSignUp.mockResolvedValue(refused('deletion_pending', 'Deletion completes tonight.'));
    expect(await service.verifyGuestOtp(input())).toEqual(err({ message: 'Deletion completes tonight.', wrongCode: false, expired: false }));
    auth.guestSignUp.mockResolvedValue(refused('deletion_pending'));
    expect(await service.verifyGuestOtp(input())).toEqual(err({ message: words, wrongCode: false, expired: false }));
  });

  it("the server's throttle: its words and wait; without words, ours", async () => {
    const { auth, service } = setup();
    auth.guestSignUp.mockResolvedValue(limited(WORDS, 120));
    expect(await service.verifyGuestOtp(input())).toEqual(err({ message: WORDS, retryAfterSeconds: 120, wrongCode: false, expired: false }));
    auth.guestSignUp.mockResolvedValue(limited());
    expect(await service.verifyGuestOtp(input()))
      .toEqual(err({ message: 'Too many attempts. Please try again later.', wrongCode: false, expired: false }));
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['another refusal', refused('validation_error', 'studentName: required'), false],
    ['a fault', err(FAULT), true],
    ['no answer', err(UNAVAILABLE), true],
  ])(`%s: '${SUBMIT_FAILED}' (logged only without an answer)`, async (_name, answer, logged) => {
    const { auth, service, students } = setup();
    auth.guestSignUp.mockResolvedValue(answer);
    expect(await service.verifyGuestOtp(input())).toEqual(err({ message: SUBMIT_FAILED, wrongCode: false, expired: false }));
    expect(students.student).toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(logged ? 1 : 0);
  });
});

describe('adding the free trial course', () => {
  const trial = aCourse({ courseId: 77, courseTitle: 'NEET', packTypeTitle: 'FREE' });
  /** the student the sign-up stored: no courses yet */
  const guest = () => aStudent({ courses: [], openedCourse: 0 });

  it('enrols, fetches the courses and opens the trial course: the stored student has it, active', async () => {
    const { courses, service, students } = setup(guest());
    courses.addGuestCourse.mockResolvedValue(ok(undefined));
    courses.fetchMyCourses.mockResolvedValue(ok([trial]));
    courses.setLastOpenedCourse.mockResolvedValue(ok(undefined));
    const r = await service.addTrialCourse(77);
    expect(courses.addGuestCourse).toHaveBeenCalledWith(77);
    expect(courses.setLastOpenedCourse).toHaveBeenCalledWith(0);
    expect(r).toEqual(ok({ ...guest(), courses: [trial], openedCourse: 0 }));
    expect(students.student).toEqual({ ...guest(), courses: [trial], openedCourse: 0 });
  });

  it('a student with other courses: the trial becomes the active one', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.addGuestCourse.mockResolvedValue(ok(undefined));
    courses.fetchMyCourses.mockResolvedValue(ok([...aStudent().courses, trial]));
    courses.setLastOpenedCourse.mockResolvedValue(ok(undefined));
    expect(await service.addTrialCourse(77)).toMatchObject({ ok: true, value: { openedCourse: 2 } });
    expect(courses.setLastOpenedCourse).toHaveBeenCalledWith(2);
    expect(students.student?.openedCourse).toBe(2);
    expect(students.student?.courses.map((c) => c.courseId)).toEqual([11, 12, 77]);
  });

  it("already attempted (the student has the course or used its trial): alreadyAttempted, 'You have already attempted free trial test'", async () => {
    const { courses, service, students } = setup(aStudent());
    courses.addGuestCourse.mockResolvedValue(refused('already_attempted', 'You have already attempted free trial test'));
    expect(await service.addTrialCourse(11))
      .toEqual(err({ message: 'You have already attempted free trial test', alreadyAttempted: true }));
    expect(courses.fetchMyCourses).not.toHaveBeenCalled();
    expect(students.student).toEqual(aStudent());
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['another refusal', refused('not_found', 'No such course')],
    ['a throttle', limited(WORDS, 60)],
    ['a fault', err(FAULT)],
    ['no answer', err(UNAVAILABLE)],
  ])(`the enrolment fails with %s: '${SUBMIT_FAILED}', logged, nothing fetched`, async (_name, answer) => {
    const { courses, service, students } = setup(aStudent());
    courses.addGuestCourse.mockResolvedValue(answer);
    expect(await service.addTrialCourse(77)).toEqual(err({ message: SUBMIT_FAILED, alreadyAttempted: false }));
    expect(courses.fetchMyCourses).not.toHaveBeenCalled();
    expect(students.student).toEqual(aStudent());
    expect(errorSpy).toHaveBeenCalled();
  });

  it(`enrolled but not opened (the fetch fails, the course is missing, the switch is refused): '${SUBMIT_FAILED}'`, async () => {
    const fetchFails = setup(guest());
    fetchFails.courses.addGuestCourse.mockResolvedValue(ok(undefined));
    fetchFails.courses.fetchMyCourses.mockResolvedValue(err(FAULT));
    expect(await fetchFails.service.addTrialCourse(77)).toEqual(err({ message: SUBMIT_FAILED, alreadyAttempted: false }));

    const missing = setup(guest());
    missing.courses.addGuestCourse.mockResolvedValue(ok(undefined));
    missing.courses.fetchMyCourses.mockResolvedValue(ok([aCourse()]));
    expect(await missing.service.addTrialCourse(77)).toEqual(err({ message: SUBMIT_FAILED, alreadyAttempted: false }));
    expect(missing.courses.setLastOpenedCourse).not.toHaveBeenCalled();
    expect(missing.students.student?.courses).toEqual([aCourse()]);

    const switchRefused = setup(guest());
    switchRefused.courses.addGuestCourse.mockResolvedValue(ok(undefined));
    switchRefused.courses.fetchMyCourses.mockResolvedValue(ok([trial]));
    switchRefused.courses.setLastOpenedCourse.mockResolvedValue(refused('failed'));
    expect(await switchRefused.service.addTrialCourse(77)).toEqual(err({ message: SUBMIT_FAILED, alreadyAttempted: false }));
  });

  it('a retry after such a failure enrols again (the server answers success) and opens the course', async () => {
    const { courses, service, students } = setup(guest());
    courses.addGuestCourse.mockResolvedValue(ok(undefined));
    courses.fetchMyCourses.mockResolvedValueOnce(err(UNAVAILABLE)).mockResolvedValue(ok([trial]));
    courses.setLastOpenedCourse.mockResolvedValue(ok(undefined));
    expect((await service.addTrialCourse(77)).ok).toBe(false);
    expect((await service.addTrialCourse(77)).ok).toBe(true);
    expect(courses.addGuestCourse).toHaveBeenCalledTimes(2);
    expect(students.student?.courses).toEqual([trial]);
  });

  it('is not called without a signed-in student, or for a course id that is not one', async () => {
    const nobody = setup(null);
    expect(await nobody.service.addTrialCourse(77)).toEqual(err({ message: SUBMIT_FAILED, alreadyAttempted: false }));
    const noToken = setup(aStudent({ token: '' }));
    expect(await noToken.service.addTrialCourse(77)).toEqual(err({ message: SUBMIT_FAILED, alreadyAttempted: false }));
    const { courses, service } = setup(aStudent());
    for (const id of [0, -1, 1.5, Number.NaN]) {
      expect(await service.addTrialCourse(id)).toEqual(err({ message: SUBMIT_FAILED, alreadyAttempted: false }));
    }
    expect(nobody.courses.addGuestCourse).not.toHaveBeenCalled();
    expect(noToken.courses.addGuestCourse).not.toHaveBeenCalled();
    expect(courses.addGuestCourse).not.toHaveBeenCalled();
  });
});
