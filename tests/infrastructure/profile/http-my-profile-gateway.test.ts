/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { HttpMyProfileGateway } from '../../../infrastructure/profile/http-my-profile-gateway';
import { aStudent } from '../../mothers/account.mother';

const BASE = 'http://api.test/api';
type FetchMock = ReturnType<typeof fetchMock.createInstance>;

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, gateway: new HttpMyProfileGateway(http) };
};

const body = (fm: FetchMock) => fm.callHistory.lastCall()?.options.body as FormData | undefined;
const sentForm = (fm: FetchMock): Record<string, unknown> => Object.fromEntries(body(fm)?.entries() ?? []);
const reply = (status: number, responseTxt: string, message = '', headers: Record<string, string> = {}) =>
  ({ status, body: { responseTxt, message, obj: null }, headers });
const FAULT = err({ kind: 'fault' });
const refusal = (code: string, message?: string) => err({ kind: 'refused', code, ...(message ? { message } : {}) });
const LIMITED = err({ kind: 'refused', code: 'rate_limited', message: 'Too many codes. Please try again in 10 minutes.', retryAfterSeconds: 600 });
const tooMany = () => reply(429, 'too_many_requests', 'Too many codes. Please try again in 10 minutes.', { 'Retry-After': '600' });

const saved = { studentName: 'Asha Rao', emailId: 'new@example.com', phoneNo: '9876543210' };
const details = { studentId: 7, studentName: 'Asha Rao', userId: 'asha' };

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('POST /student-profile/update-details', () => {
  const PATH = `${BASE}/student-profile/update-details`;

  it('a changed e-mail: posts the form with the session headers; a code was sent', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', message: '', obj: { token: 'code-tok', tokenIdentify: 'email' } });
    expect(await gateway.updateDetails({ ...details, emailId: 'new@example.com' })).toEqual(ok({ kind: 'code-sent', code: { token: 'code-tok', tokenIdentify: 'email' } }));
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(sentForm(fm)).toEqual({ studentId: '7', studentName: 'Asha Rao', userId: 'asha', emailId: 'new@example.com' });
    expect(fm.callHistory.lastCall()?.options.headers).toMatchObject({ loginid: 'asha', token: 'tok-123', device: 'web' });
  });

  it('a name change: the saved profile', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: { studentName: 'Asha R', emailId: 'asha@example.com', phoneNo: null } });
    expect(await gateway.updateDetails({ ...details, studentName: 'Asha R' })).toEqual(ok({ kind: 'saved', profile: { studentName: 'Asha R', emailId: 'asha@example.com', phoneNo: '' } }));
    expect(sentForm(fm)).toEqual({ studentId: '7', studentName: 'Asha R', userId: 'asha' });
  });

  it("409 already_exists: 'Email already exists...' is email_taken, 'Number already exists...' mobile_taken", async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(409, 'already_exists', 'Email already exists. Try another Email'));
    expect(await gateway.updateDetails({ ...details, emailId: 'taken@example.com' })).toEqual(refusal('email_taken', 'Email already exists. Try another Email'));
    fm.removeRoutes();
    fm.route(PATH, reply(409, 'already_exists', 'Number already exists. Try another Number'));
    expect(await gateway.updateDetails({ ...details, mobile: '9123456780' })).toEqual(refusal('mobile_taken', 'Number already exists. Try another Number'));
  });

  it('409 already_exists without words: the field that was sent says which', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(409, 'already_exists'));
    expect(await gateway.updateDetails({ ...details, mobile: '9123456780' })).toEqual(refusal('mobile_taken'));
    expect(await gateway.updateDetails({ ...details, emailId: 'taken@example.com' })).toEqual(refusal('email_taken'));
  });

  it('429 is rate_limited with the words and the Retry-After wait', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, tooMany());
    expect(await gateway.updateDetails({ ...details, emailId: 'new@example.com' })).toEqual(LIMITED);
  });

  it('other refusals keep their code; a server error, a success without obj or a malformed obj is a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(400, 'validation_error', 'studentName is required'));
    expect(await gateway.updateDetails(details)).toEqual(refusal('validation_error', 'studentName is required'));
    for (const answer of [
      { status: 500, body: { responseTxt: 'internal_error', message: '' } },
      { responseTxt: 'success', obj: null },
      { responseTxt: 'success', obj: { token: 'x', tokenIdentify: 'fax' } },
    ]) {
      fm.removeRoutes();
      fm.route(PATH, answer);
      expect(await gateway.updateDetails(details)).toEqual(FAULT);
    }
  });

  it('is not made without a signed-in student or its ids: unavailable', async () => {
    const { fm, gateway } = setup(null);
    expect(await gateway.updateDetails(details)).toEqual(err(UNAVAILABLE));
    const signedIn = setup();
    expect(await signedIn.gateway.updateDetails({ ...details, studentName: '  ' })).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
    expect(signedIn.fm.callHistory.calls()).toHaveLength(0);
  });
});

describe('POST /student-profile/verify-otp', () => {
  const PATH = `${BASE}/student-profile/verify-otp`;
  const email = { studentId: 7, code: { token: 'code-tok', tokenIdentify: 'email' as const }, otp: '123456' };
  const mobile = { studentId: 7, code: { token: 'code-tok', tokenIdentify: 'mobile' as const }, otp: '654321' };

  it('an e-mail code goes as otpForEmail; the saved profile', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: saved });
    expect(await gateway.verifyCode(email)).toEqual(ok(saved));
    expect(sentForm(fm)).toEqual({ studentId: '7', token: 'code-tok', tokenIdentify: 'email', otpForEmail: '123456' });
  });

  it('a mobile code goes as otpForMobile', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: saved });
    await gateway.verifyCode(mobile);
    expect(sentForm(fm)).toEqual({ studentId: '7', token: 'code-tok', tokenIdentify: 'mobile', otpForMobile: '654321' });
  });

  it('200 invalid_otp is wrong_code; 200 expired_otp is expired_code', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'invalid_otp', message: 'Invalid OTP. Please try again.', obj: null });
    expect(await gateway.verifyCode(email)).toEqual(refusal('wrong_code', 'Invalid OTP. Please try again.'));
    fm.removeRoutes();
    fm.route(PATH, { responseTxt: 'expired_otp', message: 'The code has expired.', obj: {} });
    expect(await gateway.verifyCode(email)).toEqual(refusal('expired_code', 'The code has expired.'));
  });

  it('409 already_exists (taken meanwhile): by the code\'s field', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(409, 'already_exists'));
    expect(await gateway.verifyCode(email)).toEqual(refusal('email_taken'));
    expect(await gateway.verifyCode(mobile)).toEqual(refusal('mobile_taken'));
  });

  it('429 (wrong codes) is rate_limited with the words and the wait', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, tooMany());
    expect(await gateway.verifyCode(email)).toEqual(LIMITED);
    fm.removeRoutes();
    fm.route(PATH, reply(429, 'too_many_attempts', 'Too many wrong codes. Ask for a new code.'));
    expect(await gateway.verifyCode(email)).toEqual(err({ kind: 'refused', code: 'rate_limited', message: 'Too many wrong codes. Ask for a new code.' }));
  });

  it('a success without the profile is a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: null });
    expect(await gateway.verifyCode(email)).toEqual(FAULT);
  });
});

describe('POST /student-profile-pics-upload (multipart)', () => {
  const PATH = `${BASE}/student-profile-pics-upload`;
  const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

  it('sends the file as uploadedFiles and answers its name and address', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: { fileName: 'p1.png', virtualUrlFile: '/api/profile-pics/p1.png' } });
    expect(await gateway.uploadPicture(file())).toEqual(ok({ fileName: 'p1.png', url: '/api/profile-pics/p1.png' }));
    const sent = body(fm)?.get('uploadedFiles');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('me.png');
    expect((sent as File).type).toBe('image/png');
    expect((sent as File).size).toBe(4);
    expect([...(body(fm)?.keys() ?? [])]).toEqual(['uploadedFiles']);
  });

  it('415 unsupported_media_type is not_an_image', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(415, 'unsupported_media_type', 'Only PNG, JPEG and WebP images can be uploaded'));
    expect(await gateway.uploadPicture(file())).toEqual(refusal('not_an_image', 'Only PNG, JPEG and WebP images can be uploaded'));
  });

  it('413 is too_large, with or without the envelope', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(413, 'payload_too_large', 'Payload Too Large'));
    expect(await gateway.uploadPicture(file())).toEqual(refusal('too_large'));
    fm.removeRoutes();
    fm.route(PATH, { status: 413, body: 'Payload Too Large' });
    expect(await gateway.uploadPicture(file())).toEqual(refusal('too_large'));
  });

  it('400 (an image of too many pixels) is too_large with the server\'s words', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(400, 'validation_error', 'The image may be at most 4096 x 4096 pixels.'));
    expect(await gateway.uploadPicture(file())).toEqual(refusal('too_large', 'The image may be at most 4096 x 4096 pixels.'));
  });

  it('429 is rate_limited; a server error a fault; a success without the file a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(429, 'too_many_requests', '20 pictures a day.', { 'Retry-After': '3600' }));
    expect(await gateway.uploadPicture(file())).toEqual(err({ kind: 'refused', code: 'rate_limited', message: '20 pictures a day.', retryAfterSeconds: 3600 }));
    fm.removeRoutes();
    fm.route(PATH, { status: 500, body: { responseTxt: 'internal_error', message: '' } });
    expect(await gateway.uploadPicture(file())).toEqual(FAULT);
    fm.removeRoutes();
    fm.route(PATH, { responseTxt: 'success', obj: { fileName: '', virtualUrlFile: '/x' } });
    expect(await gateway.uploadPicture(file())).toEqual(FAULT);
  });
});

describe('POST /student-profile-pics-remove', () => {
  const PATH = `${BASE}/student-profile-pics-remove`;

  it('sends the file name; success removes it', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', obj: null });
    expect(await gateway.removePicture('p1.png')).toEqual(ok(undefined));
    expect(sentForm(fm)).toEqual({ fileName: 'p1.png' });
  });

  it('404 not_found is a refusal; no name, no call', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(404, 'not_found', 'No such picture'));
    expect(await gateway.removePicture('other.png')).toEqual(refusal('not_found', 'No such picture'));
    expect(await gateway.removePicture('')).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(1);
  });
});

describe('account deletion', () => {
  it('POST /delete-student-send-otp (no body) answers the code token', async () => {
    const { fm, gateway } = setup();
    fm.route(`${BASE}/delete-student-send-otp`, { responseTxt: 'success', obj: { token: 'del-tok' } });
    expect(await gateway.sendDeletionCode()).toEqual(ok({ token: 'del-tok' }));
    expect(fm.callHistory.lastCall()?.options.method).toBe('post');
    expect(body(fm)).toBeUndefined();
  });

  it('sending the code: 429 is rate_limited; a fault keeps the server\'s words', async () => {
    const { fm, gateway } = setup();
    fm.route(`${BASE}/delete-student-send-otp`, tooMany());
    expect(await gateway.sendDeletionCode()).toEqual(LIMITED);
    fm.removeRoutes();
    fm.route(`${BASE}/delete-student-send-otp`, { status: 500, body: { responseTxt: 'internal_error', message: 'Mail server down' } });
    expect(await gateway.sendDeletionCode()).toEqual(err({ kind: 'fault', message: 'Mail server down' }));
  });

  it('POST /verify-otp-delete-student-request sends token and otpNumber; success confirms', async () => {
    const { fm, gateway } = setup();
    fm.route(`${BASE}/verify-otp-delete-student-request`, { responseTxt: 'success', obj: { deleteFlag: 1 } });
    expect(await gateway.confirmDeletion('del-tok', '654321')).toEqual(ok(undefined));
    expect(sentForm(fm)).toEqual({ token: 'del-tok', otpNumber: '654321' });
  });

  it('confirming: 200 invalid_otp is wrong_code, 200 expired_otp expired_code, 429 rate_limited', async () => {
    const { fm, gateway } = setup();
    const PATH = `${BASE}/verify-otp-delete-student-request`;
    fm.route(PATH, { responseTxt: 'invalid_otp', message: 'Invalid OTP. Please Try Again.', obj: null });
    expect(await gateway.confirmDeletion('del-tok', '000000')).toEqual(refusal('wrong_code', 'Invalid OTP. Please Try Again.'));
    fm.removeRoutes();
    fm.route(PATH, { responseTxt: 'expired_otp', message: '', obj: null });
    expect(await gateway.confirmDeletion('del-tok', '000000')).toEqual(refusal('expired_code'));
    fm.removeRoutes();
    fm.route(PATH, tooMany());
    expect(await gateway.confirmDeletion('del-tok', '000000')).toEqual(LIMITED);
  });
});

describe('POST /student-first-time-user-seen', () => {
  it('success is done; another code is a refusal', async () => {
    const { fm, gateway } = setup();
    fm.route(`${BASE}/student-first-time-user-seen`, { responseTxt: 'success', obj: { firstTimeUser: 0 } });
    expect(await gateway.welcomeSeen()).toEqual(ok(undefined));
    fm.removeRoutes();
    fm.route(`${BASE}/student-first-time-user-seen`, { responseTxt: 'failed', message: 'Not saved', obj: null });
    expect(await gateway.welcomeSeen()).toEqual(refusal('failed', 'Not saved'));
  });
});

describe('without a signed-in student', () => {
  it('no call is made: unavailable', async () => {
    const { fm, gateway } = setup(null);
    expect(await gateway.sendDeletionCode()).toEqual(err(UNAVAILABLE));
    expect(await gateway.confirmDeletion('t', '123456')).toEqual(err(UNAVAILABLE));
    expect(await gateway.welcomeSeen()).toEqual(err(UNAVAILABLE));
    expect(await gateway.removePicture('p1.png')).toEqual(err(UNAVAILABLE));
    expect(await gateway.uploadPicture(new File([], 'a.png', { type: 'image/png' }))).toEqual(err(UNAVAILABLE));
    expect(await gateway.verifyCode({ studentId: 7, code: { token: 't', tokenIdentify: 'email' }, otp: '123456' })).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});
