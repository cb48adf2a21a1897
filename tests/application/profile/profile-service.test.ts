/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { Mocked } from 'jest-mock';
import type { RateLimited } from '../../../application/account/ports';
import type { MyProfileGateway, ProfileCodeToken, SavedProfile } from '../../../application/profile/ports';
import { PROFILE_FALLBACKS, PROFILE_UNAVAILABLE } from '../../../application/profile/profile-fallbacks';
import { deleteFailedMessage, PROFILE_MESSAGES as M } from '../../../application/profile/profile-messages';
import { ProfileService } from '../../../application/profile/profile-service';
import { MAX_PICTURE_BYTES, type PendingVerification, type ProfileFailure, type ProfileUseCases } from '../../../application/profile/profile-use-cases';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import { accountDetailsOf, type Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE, type CallFailure } from '../../../domain/shared/result';
import { aStudent } from '../../mothers/account.mother';
import { MemoryCookies, MemoryStudentStorage } from '../account/account-service-setup';

const FAULT: CallFailure = { kind: 'fault' };
const refused = <C extends string>(code: C, message?: string) => err({ kind: 'refused' as const, code, ...(message ? { message } : {}) });
const limited = (message?: string, retryAfterSeconds?: number) => err<RateLimited>({
  kind: 'refused', code: 'rate_limited', ...(message ? { message } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});
const failed = (message: string) => err({ message });

const EMAIL_CODE: ProfileCodeToken = { token: 'code-tok', tokenIdentify: 'email' };
const MOBILE_CODE: ProfileCodeToken = { token: 'code-tok', tokenIdentify: 'mobile' };
const savedProfile = (over: Partial<SavedProfile> = {}): SavedProfile => ({
  studentName: 'Asha Rao', emailId: 'asha@example.com', phoneNo: '9876543210', ...over,
});

const picture = (over: { name?: string; type?: string; size?: number } = {}): File =>
  new File([new Uint8Array(over.size ?? 1000)], over.name ?? 'me.png', { type: over.type ?? 'image/png' });

const setup = (student: Student | null = aStudent()) => {
  const gateway: Mocked<MyProfileGateway> = {
    updateDetails: jest.fn<MyProfileGateway['updateDetails']>(async () => ok({ kind: 'code-sent', code: EMAIL_CODE })),
    verifyCode: jest.fn<MyProfileGateway['verifyCode']>(async () => ok(savedProfile({ emailId: 'new@example.com' }))),
    uploadPicture: jest.fn<MyProfileGateway['uploadPicture']>(async () => ok({ fileName: 'p1.png', url: '/api/profile-pics/p1.png' })),
    removePicture: jest.fn<MyProfileGateway['removePicture']>(async () => ok(undefined)),
    sendDeletionCode: jest.fn<MyProfileGateway['sendDeletionCode']>(async () => ok({ token: 'del-tok' })),
    confirmDeletion: jest.fn<MyProfileGateway['confirmDeletion']>(async () => ok(undefined)),
    welcomeSeen: jest.fn<MyProfileGateway['welcomeSeen']>(async () => ok(undefined)),
  };
  const students = new MemoryStudentStorage(student);
  const cookies = new MemoryCookies();
  const log = jest.fn();
  return { gateway, students, cookies, log, service: new ProfileService(gateway, students, cookies, log) };
};

/** The stored student and the cookie both hold `student`, and it was answered. */
const expectSaved = (s: ReturnType<typeof setup>, answer: unknown, student: Student) => {
  expect(answer).toEqual(ok(student));
  expect(s.students.student).toEqual(student);
  expect(s.cookies.details).toEqual(accountDetailsOf(student));
};

describe('the messages, verbatim (spec 000 §8, typos included)', () => {
  it('says what the spec says', () => {
    expect(M).toMatchObject({
      emailTaken: 'Email already exists. Try another Email',
      mobileTaken: 'Number already exists. Try another Number',
      updateFailed: 'Somethings wrong. Try again Later.',
      invalidOtp: 'Invalid OTP. Please try again.',
      tryLater: 'Something went wrong. Please try again later.',
      deleteFailed: 'Delete Request Failed',
      invalidDeleteOtp: 'Invalid OTP. Please Try Again.',
      invalidEmail: 'Please enter a valid email address.',
      invalidMobile: 'Please enter a valid 10 digit mobile number.',
      notAnImage: 'Please choose an image file (PNG, JPEG or WebP).',
      pictureTooLarge: 'The picture must be 2 MB or smaller.',
    });
    expect(deleteFailedMessage()).toBe('Delete Request Failed: Something went wrong');
    expect(deleteFailedMessage('Too many codes. Please try again in 5 minutes.')).toBe('Delete Request Failed: Too many codes. Please try again in 5 minutes.');
  });
});

describe('requestVerification', () => {
  it('sends a code to a changed e-mail: the stored name and login id go along, the mobile does not', async () => {
    const { gateway, service } = setup();
    expect(await service.requestVerification('emailId', ' new@example.com ')).toEqual(ok({ field: 'emailId', value: 'new@example.com', code: EMAIL_CODE }));
    expect(gateway.updateDetails).toHaveBeenCalledWith({ studentId: 7, studentName: 'Asha Rao', userId: 'asha', emailId: 'new@example.com' });
  });

  it('sends a code to a changed mobile', async () => {
    const { gateway, service } = setup();
    gateway.updateDetails.mockResolvedValue(ok({ kind: 'code-sent', code: MOBILE_CODE }));
    expect(await service.requestVerification('phoneNo', '9123456780')).toEqual(ok({ field: 'phoneNo', value: '9123456780', code: MOBILE_CODE }));
    expect(gateway.updateDetails).toHaveBeenCalledWith({ studentId: 7, studentName: 'Asha Rao', userId: 'asha', mobile: '9123456780' });
  });

  it('checks the value first, without a call', async () => {
    const { gateway, service } = setup();
    expect(await service.requestVerification('emailId', 'new@')).toEqual(failed('Please enter a valid email address.'));
    expect(await service.requestVerification('emailId', '')).toEqual(failed('Please enter a valid email address.'));
    expect(await service.requestVerification('phoneNo', '98765')).toEqual(failed('Please enter a valid 10 digit mobile number.'));
    expect(await service.requestVerification('phoneNo', '98765abcde')).toEqual(failed('Please enter a valid 10 digit mobile number.'));
    expect(gateway.updateDetails).not.toHaveBeenCalled();
  });

  it("an unchanged value or nobody signed in: 'Somethings wrong. Try again Later.' without a call", async () => {
    const { gateway, service } = setup();
    expect(await service.requestVerification('emailId', 'asha@example.com')).toEqual(failed(M.updateFailed));
    expect(await setup(null).service.requestVerification('emailId', 'new@example.com')).toEqual(failed(M.updateFailed));
    expect(gateway.updateDetails).not.toHaveBeenCalled();
  });

  it.each([
    ['409 e-mail', refused('email_taken', 'Email already exists. Try another Email'), 'Email already exists. Try another Email', false],
    ['409 mobile', refused('mobile_taken'), 'Number already exists. Try another Number', false],
    ['another refusal', refused('validation_error', 'studentName is required'), 'Somethings wrong. Try again Later.', false],
    ['a fault (logged)', err(FAULT), 'Somethings wrong. Try again Later.', true],
    ['no answer (logged)', err(UNAVAILABLE), 'Somethings wrong. Try again Later.', true],
  ])('%s', async (_name, answer, message, logged) => {
    const { gateway, log, service } = setup();
    gateway.updateDetails.mockResolvedValue(answer);
    expect(await service.requestVerification('phoneNo', '9123456780')).toEqual(failed(message));
    expect(log).toHaveBeenCalledTimes(logged ? 1 : 0);
  });

  it('429: the throttle\'s words and the wait', async () => {
    const { gateway, service } = setup();
    gateway.updateDetails.mockResolvedValue(limited('Too many codes. Please try again in 10 minutes.', 600));
    expect(await service.requestVerification('emailId', 'new@example.com')).toEqual(err({ message: 'Too many codes. Please try again in 10 minutes.', retryAfterSeconds: 600 }));
    gateway.updateDetails.mockResolvedValue(limited());
    expect(await service.requestVerification('emailId', 'new@example.com')).toEqual(failed('Too many attempts. Please try again later.'));
  });

  it('a reply that saved instead of sending a code is a failure (logged)', async () => {
    const { gateway, log, service } = setup();
    gateway.updateDetails.mockResolvedValue(ok({ kind: 'saved', profile: savedProfile() }));
    expect(await service.requestVerification('emailId', 'new@example.com')).toEqual(failed(M.updateFailed));
    expect(log).toHaveBeenCalled();
  });
});

describe('verify', () => {
  const pending: PendingVerification = { field: 'emailId', value: 'new@example.com', code: EMAIL_CODE };

  it('checks the code: the saved profile goes into the stored student and the cookie', async () => {
    const s = setup();
    const answer = await s.service.verify(pending, '123456');
    expect(s.gateway.verifyCode).toHaveBeenCalledWith({ studentId: 7, code: EMAIL_CODE, otp: '123456' });
    expectSaved(s, answer, aStudent({ emailId: 'new@example.com' }));
  });

  it("a code that is not 6 digits: 'Invalid OTP. Please try again.' without a call", async () => {
    const { gateway, service } = setup();
    for (const otp of ['', '12345', '1234567', '12345a']) expect(await service.verify(pending, otp)).toEqual(failed('Invalid OTP. Please try again.'));
    expect(gateway.verifyCode).not.toHaveBeenCalled();
  });

  it.each([
    ['a wrong code', refused('wrong_code'), 'Invalid OTP. Please try again.'],
    ['an expired code', refused('expired_code'), 'Something went wrong. Please try again later.'],
    ['taken meanwhile (e-mail)', refused('email_taken'), 'Email already exists. Try another Email'],
    ['taken meanwhile (mobile)', refused('mobile_taken'), 'Number already exists. Try another Number'],
    ['a fault', err(FAULT), 'Something went wrong. Please try again later.'],
  ])("%s: nothing stored", async (_name, answer, message) => {
    const s = setup();
    s.gateway.verifyCode.mockResolvedValue(answer);
    expect(await s.service.verify(pending, '123456')).toEqual(failed(message));
    expect(s.students.student).toEqual(aStudent());
    expect(s.cookies.details).toBeNull();
  });

  it('429: the throttle\'s words and the wait', async () => {
    const { gateway, service } = setup();
    gateway.verifyCode.mockResolvedValue(limited('Too many wrong codes. Please try again in 1 hour.', 3600));
    expect(await service.verify(pending, '123456')).toEqual(err({ message: 'Too many wrong codes. Please try again in 1 hour.', retryAfterSeconds: 3600 }));
  });

  it('nobody signed in: no call', async () => {
    const { gateway, service } = setup(null);
    expect(await service.verify(pending, '123456')).toEqual(failed(M.tryLater));
    expect(gateway.verifyCode).not.toHaveBeenCalled();
  });
});

describe('save: the name', () => {
  it('sends the trimmed name only and stores what the server saved', async () => {
    const s = setup();
    s.gateway.updateDetails.mockResolvedValue(ok({ kind: 'saved', profile: savedProfile({ studentName: 'Asha R' }) }));
    const answer = await s.service.save({ studentName: '  Asha R ', emailId: 'ignored@example.com', phoneNo: '9000000000' });
    expect(s.gateway.updateDetails).toHaveBeenCalledWith({ studentId: 7, studentName: 'Asha R', userId: 'asha' });
    expectSaved(s, answer, aStudent({ studentName: 'Asha R' }));
  });

  it('an unchanged name needs no call (an edit whose change was a verified field)', async () => {
    const { gateway, service } = setup();
    expect(await service.save({ studentName: 'Asha Rao', emailId: '', phoneNo: '' })).toEqual(ok(aStudent()));
    expect(gateway.updateDetails).not.toHaveBeenCalled();
  });

  it("a blank name or nobody signed in: 'Somethings wrong. Try again Later.' without a call", async () => {
    const { gateway, service } = setup();
    expect(await service.save({ studentName: '  ', emailId: '', phoneNo: '' })).toEqual(failed(M.updateFailed));
    expect(await setup(null).service.save({ studentName: 'Asha R', emailId: '', phoneNo: '' })).toEqual(failed(M.updateFailed));
    expect(gateway.updateDetails).not.toHaveBeenCalled();
  });

  it("any failure: 'Somethings wrong. Try again Later.'; the throttle its words; a code instead of a save is a failure", async () => {
    const { gateway, log, service } = setup();
    const fields = { studentName: 'Asha R', emailId: '', phoneNo: '' };
    gateway.updateDetails.mockResolvedValue(err(FAULT));
    expect(await service.save(fields)).toEqual(failed(M.updateFailed));
    gateway.updateDetails.mockResolvedValue(refused('validation_error'));
    expect(await service.save(fields)).toEqual(failed(M.updateFailed));
    gateway.updateDetails.mockResolvedValue(limited('Wait 1 minute.', 60));
    expect(await service.save(fields)).toEqual(err({ message: 'Wait 1 minute.', retryAfterSeconds: 60 }));
    gateway.updateDetails.mockResolvedValue(ok({ kind: 'code-sent', code: EMAIL_CODE }));
    expect(await service.save(fields)).toEqual(failed(M.updateFailed));
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('uploadPicture', () => {
  it('uploads an image and stores its address as profilePic', async () => {
    const s = setup();
    const file = picture();
    const answer = await s.service.uploadPicture(file);
    expect(s.gateway.uploadPicture).toHaveBeenCalledWith(file);
    expectSaved(s, answer, aStudent({ profilePic: '/api/profile-pics/p1.png' }));
  });

  it('images only (PNG, JPEG, WebP), at most 2 MB: checked before any call', async () => {
    const { gateway, service } = setup();
    expect(await service.uploadPicture(picture({ name: 'cv.pdf', type: 'application/pdf' }))).toEqual(failed('Please choose an image file (PNG, JPEG or WebP).'));
    expect(await service.uploadPicture(picture({ name: 'a.gif', type: 'image/gif' }))).toEqual(failed('Please choose an image file (PNG, JPEG or WebP).'));
    expect(await service.uploadPicture(picture({ size: MAX_PICTURE_BYTES + 1 }))).toEqual(failed('The picture must be 2 MB or smaller.'));
    expect(gateway.uploadPicture).not.toHaveBeenCalled();
    expect(await service.uploadPicture(picture({ size: MAX_PICTURE_BYTES, type: 'image/webp', name: 'a.webp' }))).toMatchObject({ ok: true });
  });

  it.each([
    ['415: not an image by content', refused('not_an_image', 'Only PNG, JPEG and WebP images can be uploaded'), 'Please choose an image file (PNG, JPEG or WebP).'],
    ['413: too large', refused('too_large'), 'The picture must be 2 MB or smaller.'],
    ['400: too many pixels (the server\'s words)', refused('too_large', 'The image may be at most 4096 x 4096 pixels.'), 'The image may be at most 4096 x 4096 pixels.'],
    ['a fault', err(FAULT), 'Something went wrong. Please try again later.'],
  ])('%s', async (_name, answer, message) => {
    const s = setup();
    s.gateway.uploadPicture.mockResolvedValue(answer);
    expect(await s.service.uploadPicture(picture())).toEqual(failed(message));
    expect(s.students.student?.profilePic).toBe('');
  });

  it('429: the throttle\'s words and the wait', async () => {
    const { gateway, service } = setup();
    gateway.uploadPicture.mockResolvedValue(limited('Too many uploads today.', 3600));
    expect(await service.uploadPicture(picture())).toEqual(err({ message: 'Too many uploads today.', retryAfterSeconds: 3600 }));
  });
});

describe('removePicture', () => {
  it("removes the stored picture by its file name and clears profilePic", async () => {
    const s = setup(aStudent({ profilePic: '/api/profile-pics/p1.png' }));
    const answer = await s.service.removePicture();
    expect(s.gateway.removePicture).toHaveBeenCalledWith('p1.png');
    expectSaved(s, answer, aStudent({ profilePic: '' }));
  });

  it('no picture: nothing to remove, no call', async () => {
    const { gateway, service } = setup();
    expect(await service.removePicture()).toEqual(ok(aStudent()));
    expect(gateway.removePicture).not.toHaveBeenCalled();
  });

  it('a failure is logged and changes nothing', async () => {
    const s = setup(aStudent({ profilePic: '/api/profile-pics/p1.png' }));
    s.gateway.removePicture.mockResolvedValue(refused('not_found'));
    expect(await s.service.removePicture()).toEqual(failed(M.tryLater));
    expect(s.students.student?.profilePic).toBe('/api/profile-pics/p1.png');
    expect(s.log).toHaveBeenCalledWith('Removing the profile picture failed', { kind: 'refused', code: 'not_found' });
  });
});

describe('account deletion', () => {
  it('sends a code', async () => {
    const { gateway, service } = setup();
    expect(await service.requestDeletion()).toEqual(ok({ token: 'del-tok' }));
    expect(gateway.sendDeletionCode).toHaveBeenCalled();
  });

  it("a failed request: 'Delete Request Failed' followed by the cause", async () => {
    const { gateway, log, service } = setup();
    gateway.sendDeletionCode.mockResolvedValue(err({ kind: 'fault', message: 'Mail server down' }));
    expect(await service.requestDeletion()).toEqual(failed('Delete Request Failed: Mail server down'));
    gateway.sendDeletionCode.mockResolvedValue(err(UNAVAILABLE));
    expect(await service.requestDeletion()).toEqual(failed('Delete Request Failed: Something went wrong'));
    gateway.sendDeletionCode.mockResolvedValue(limited('Please try again in 10 minutes.', 600));
    expect(await service.requestDeletion()).toEqual(err({ message: 'Delete Request Failed: Please try again in 10 minutes.', retryAfterSeconds: 600 }));
    expect(log).toHaveBeenCalledTimes(2);
    expect(await setup(null).service.requestDeletion()).toEqual(failed('Delete Request Failed: Something went wrong'));
  });

  it('a correct code sets deleteFlag in the stored student', async () => {
    const s = setup();
    const answer = await s.service.confirmDeletion('del-tok', '654321');
    expect(s.gateway.confirmDeletion).toHaveBeenCalledWith('del-tok', '654321');
    expectSaved(s, answer, aStudent({ deleteFlag: 1 }));
  });

  it("a wrong code, or one that is not 6 digits: 'Invalid OTP. Please Try Again.'", async () => {
    const s = setup();
    expect(await s.service.confirmDeletion('del-tok', '12')).toEqual(failed('Invalid OTP. Please Try Again.'));
    expect(s.gateway.confirmDeletion).not.toHaveBeenCalled();
    s.gateway.confirmDeletion.mockResolvedValue(refused('wrong_code', 'Invalid OTP. Please Try Again.'));
    expect(await s.service.confirmDeletion('del-tok', '654321')).toEqual(failed('Invalid OTP. Please Try Again.'));
    expect(s.students.student?.deleteFlag).toBe(0);
  });

  it("an expired code or another failure: 'Delete Request Failed: ' and the cause; the throttle with its wait", async () => {
    const { gateway, service } = setup();
    gateway.confirmDeletion.mockResolvedValue(refused('expired_code', 'The code has expired.'));
    expect(await service.confirmDeletion('del-tok', '654321')).toEqual(failed('Delete Request Failed: The code has expired.'));
    gateway.confirmDeletion.mockResolvedValue(err(FAULT));
    expect(await service.confirmDeletion('del-tok', '654321')).toEqual(failed('Delete Request Failed: Something went wrong'));
    gateway.confirmDeletion.mockResolvedValue(limited('Too many wrong codes.', 900));
    expect(await service.confirmDeletion('del-tok', '654321')).toEqual(err({ message: 'Delete Request Failed: Too many wrong codes.', retryAfterSeconds: 900 }));
    expect(await service.confirmDeletion('', '654321')).toEqual(failed('Delete Request Failed: Something went wrong'));
  });
});

describe('welcomeSeen', () => {
  it('clears firstTimeUser on the server and in the stored student', async () => {
    const s = setup(aStudent({ firstTimeUser: 1 }));
    const answer = await s.service.welcomeSeen();
    expect(s.gateway.welcomeSeen).toHaveBeenCalled();
    expectSaved(s, answer, aStudent({ firstTimeUser: 0 }));
  });

  it('best effort: a failure is logged and the stored flag still cleared', async () => {
    const s = setup(aStudent({ firstTimeUser: 1 }));
    s.gateway.welcomeSeen.mockResolvedValue(err(FAULT));
    expectSaved(s, await s.service.welcomeSeen(), aStudent({ firstTimeUser: 0 }));
    expect(s.log).toHaveBeenCalledWith('Marking the welcome as seen failed', FAULT);
  });

  it('nobody signed in: no call', async () => {
    const { gateway, service } = setup(null);
    expect(await service.welcomeSeen()).toEqual(failed('Something went wrong'));
    expect(gateway.welcomeSeen).not.toHaveBeenCalled();
  });
});

describe('a change keeps what another tab stored meanwhile', () => {
  it('merges into the stored student as it is after the call', async () => {
    const s = setup();
    s.gateway.verifyCode.mockImplementation(async () => {
      s.students.save(aStudent({ openedCourse: 1 }));
      return ok(savedProfile({ phoneNo: '9123456780' }));
    });
    const answer = await s.service.verify({ field: 'phoneNo', value: '9123456780', code: MOBILE_CODE }, '123456');
    expectSaved(s, answer, aStudent({ openedCourse: 1, phoneNo: '9123456780' }));
  });
});

describe('fallbacks', () => {
  it("every method answers 'Something went wrong' when the area could not load", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazy = lazyUseCases<ProfileUseCases, ProfileFailure>('profile', async () => { throw new Error('offline'); }, PROFILE_FALLBACKS);
    expect(await lazy.save({ studentName: 'A', emailId: '', phoneNo: '' })).toEqual(failed('Something went wrong'));
    expect(await PROFILE_UNAVAILABLE.requestDeletion()).toEqual(failed('Something went wrong'));
    spy.mockRestore();
  });
});
