// The account service's course calls (switching, refreshing, opening a course just enrolled in) and the e-mail of
// the Update Email modal.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RateLimited } from '../../../application/account/ports';
import { accountDetailsOf } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { aCourse, aStudent } from '../../mothers/account.mother';
import { FAULT, failed, refused, setup } from './account-service-setup';

const TRY_AGAIN = failed('Something went wrong. Please try again.');

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('switching course', () => {
  it('sets openedCourse only when the server accepts', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.setLastOpenedCourse.mockResolvedValue(ok(undefined));
    const updated = await service.switchCourse(1);
    expect(courses.setLastOpenedCourse).toHaveBeenCalledWith(1);
    expect(updated).toMatchObject({ ok: true, value: { openedCourse: 1 } });
    expect(students.student?.openedCourse).toBe(1);
  });

  it('changes nothing when the server refuses or fails', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.setLastOpenedCourse.mockResolvedValue(refused('failed'));
    expect(await service.switchCourse(1)).toEqual(TRY_AGAIN);
    courses.setLastOpenedCourse.mockResolvedValue(err(FAULT));
    expect(await service.switchCourse(1)).toEqual(TRY_AGAIN);
    expect(students.student?.openedCourse).toBe(0);
  });

  it('does not call the server for an index out of range or without a student', async () => {
    const { courses, service } = setup(aStudent());
    for (const i of [-1, 2, 1.5, Number.NaN]) expect(await service.switchCourse(i)).toEqual(TRY_AGAIN);
    expect(await setup(null).service.switchCourse(0)).toEqual(TRY_AGAIN);
    expect(courses.setLastOpenedCourse).not.toHaveBeenCalled();
  });
});

describe('course list refresh', () => {
  it('stores the fetched courses, keeping openedCourse in range', async () => {
    const { courses, service, students } = setup(aStudent({ openedCourse: 1 }));
    courses.fetchMyCourses.mockResolvedValue(ok([aCourse({ courseId: 50 })]));
    const updated = await service.refreshCourses();
    if (!updated.ok) throw new Error('expected the updated student');
    expect(updated.value.courses.map((c) => c.courseId)).toEqual([50]);
    expect(updated.value.openedCourse).toBe(0);
    expect(students.student).toEqual(updated.value);
  });

  it('answers the stored student itself, without writing it again, when the courses did not change', async () => {
    const stored = aStudent({ openedCourse: 1, courses: [aCourse({ courseId: 50 }), aCourse({ courseId: 51 })] });
    const { courses, service, students } = setup(stored);
    const before = students.student;
    const save = jest.spyOn(students, 'save');
    courses.fetchMyCourses.mockResolvedValue(ok(structuredClone(stored.courses)));
    const same = await service.refreshCourses();
    expect(same.ok && same.value).toBe(before);
    expect(save).not.toHaveBeenCalled();
    // a changed course is stored and answered as a new student
    courses.fetchMyCourses.mockResolvedValue(ok([aCourse({ courseId: 50 }), aCourse({ courseId: 51, validTillDate: '2030-01-01' })]));
    const changed = await service.refreshCourses();
    expect(changed.ok && changed.value).not.toBe(before);
    expect(save).toHaveBeenCalledTimes(1);
    expect(students.student?.courses[1].validTillDate).toBe('2030-01-01');
  });

  it('keeps openedCourse when still in range', async () => {
    const { courses, service } = setup(aStudent({ openedCourse: 1 }));
    courses.fetchMyCourses.mockResolvedValue(ok([aCourse(), aCourse({ courseId: 51 })]));
    expect(await service.refreshCourses()).toMatchObject({ ok: true, value: { openedCourse: 1 } });
  });

  it('is skipped without loginId or token', async () => {
    const { courses, service } = setup(aStudent({ token: '' }));
    expect(await service.refreshCourses()).toEqual(err(UNAVAILABLE));
    expect(await setup(null).service.refreshCourses()).toEqual(err(UNAVAILABLE));
    expect(courses.fetchMyCourses).not.toHaveBeenCalled();
  });

  it('logs a failure and changes nothing', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.fetchMyCourses.mockResolvedValue(err(FAULT));
    expect(await service.refreshCourses()).toEqual(err(FAULT));
    expect(students.student).toEqual(aStudent());
    expect(errorSpy).toHaveBeenCalled();
  });
});

describe('opening a course just enrolled in (after a free trial or a payment)', () => {
  const enrolled = aCourse({ courseId: 77, courseTitle: 'NEET' });

  it('fetches the courses, then opens the one with that id as switchCourse does', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.fetchMyCourses.mockResolvedValue(ok([...aStudent().courses, enrolled]));
    courses.setLastOpenedCourse.mockResolvedValue(ok(undefined));
    const r = await service.openEnrolledCourse(77);
    expect(courses.setLastOpenedCourse).toHaveBeenCalledWith(2);
    expect(r).toMatchObject({ ok: true, value: { openedCourse: 2 } });
    expect(students.student?.openedCourse).toBe(2);
    expect(students.student?.courses.map((c) => c.courseId)).toEqual([11, 12, 77]);
  });

  it('keeps the fetched courses but opens nothing when the course is not among them (logged)', async () => {
    const { courses, service, students } = setup(aStudent());
    courses.fetchMyCourses.mockResolvedValue(ok([enrolled]));
    expect(await service.openEnrolledCourse(99)).toEqual(TRY_AGAIN);
    expect(courses.setLastOpenedCourse).not.toHaveBeenCalled();
    expect(students.student?.courses).toEqual([enrolled]);
    expect(errorSpy).toHaveBeenCalled();
  });

  it('fails when fetching or switching fails, or without a signed-in student', async () => {
    const fetchFails = setup(aStudent());
    fetchFails.courses.fetchMyCourses.mockResolvedValue(err(FAULT));
    expect(await fetchFails.service.openEnrolledCourse(11)).toEqual(TRY_AGAIN);
    expect(fetchFails.courses.setLastOpenedCourse).not.toHaveBeenCalled();

    const switchFails = setup(aStudent({ openedCourse: 1 }));
    switchFails.courses.fetchMyCourses.mockResolvedValue(ok(aStudent().courses));
    switchFails.courses.setLastOpenedCourse.mockResolvedValue(refused('validation_error'));
    expect(await switchFails.service.openEnrolledCourse(11)).toEqual(TRY_AGAIN);
    expect(switchFails.students.student?.openedCourse).toBe(1);

    const nobody = setup(null);
    expect(await nobody.service.openEnrolledCourse(11)).toEqual(TRY_AGAIN);
    expect(nobody.courses.fetchMyCourses).not.toHaveBeenCalled();
  });
});

describe('saving an e-mail (the Update Email modal)', () => {
  const noEmail = () => aStudent({ emailId: '' });

  it('saves it on the server, then in the stored student and the account cookie', async () => {
    const { profiles, service, students, cookies } = setup(noEmail());
    profiles.updateEmail.mockResolvedValue(ok({ emailId: 'asha.rao@example.com' }));
    const r = await service.updateEmail('  asha.rao@example.com ');
    expect(profiles.updateEmail).toHaveBeenCalledWith('asha.rao@example.com');
    expect(r).toEqual(ok({ ...noEmail(), emailId: 'asha.rao@example.com' }));
    expect(students.student?.emailId).toBe('asha.rao@example.com');
    expect(cookies.details).toEqual(accountDetailsOf({ ...noEmail(), emailId: 'asha.rao@example.com' }));
  });

  it("checks the address before any call: 'Please enter a valid email address.'", async () => {
    const { profiles, service, students } = setup(noEmail());
    for (const bad of ['', '   ', 'asha', 'asha@', 'asha@example', 'a b@example.com']) {
      expect(await service.updateEmail(bad)).toEqual(failed('Please enter a valid email address.'));
    }
    expect(profiles.updateEmail).not.toHaveBeenCalled();
    expect(students.student).toEqual(noEmail());
  });

  it("an address of another account: 'Email already exists. Try another Email', nothing stored, not logged", async () => {
    const { profiles, service, students } = setup(noEmail());
    profiles.updateEmail.mockResolvedValue(refused('email_taken', 'Email already exists. Try another Email'));
    expect(await service.updateEmail('taken@example.com')).toEqual(failed('Email already exists. Try another Email'));
    expect(students.student).toEqual(noEmail());
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("the server's throttle: its words and wait", async () => {
    const { profiles, service } = setup(noEmail());
    const words = 'Too many e-mail changes. Please try again in 20 minutes.';
    profiles.updateEmail.mockResolvedValue(err<RateLimited>({ kind: 'refused', code: 'rate_limited', message: words, retryAfterSeconds: 1200 }));
    expect(await service.updateEmail('asha@example.com')).toEqual(err({ message: words, retryAfterSeconds: 1200 }));
  });

  it.each([
    ['another refusal (the account has an e-mail already)', refused('email_already_set')],
    ['a fault', err(FAULT)],
    ['no answer', err(UNAVAILABLE)],
  ])("%s: 'Something went wrong. Please try again.'", async (_name, answer) => {
    const { profiles, service, students } = setup(noEmail());
    profiles.updateEmail.mockResolvedValue(answer);
    expect(await service.updateEmail('asha@example.com')).toEqual(TRY_AGAIN);
    expect(students.student).toEqual(noEmail());
  });

  it('is not called without a signed-in student', async () => {
    const { profiles, service } = setup(aStudent({ token: '' }));
    expect(await service.updateEmail('asha@example.com')).toEqual(TRY_AGAIN);
    expect(profiles.updateEmail).not.toHaveBeenCalled();
  });
});
