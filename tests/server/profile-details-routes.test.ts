/** @jest-environment node */
// docs/api.md "Dashboard, profile, shared modals and media": POST /student-profile/update-details saves a name at once;
// a new e-mail or mobile only after the code sent to the new address is verified (POST /student-profile/verify-otp).
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { WireStudent } from '../../server/http/wire-types';
import { zonedServer, type ZonedServer } from './dashboard-helpers';
import { MINUTE, otherCode } from './test-server';

let z: ZonedServer;
let demo: WireStudent;
beforeEach(async () => {
  z = await zonedServer();
  demo = await z.login();
});

const details = (form: Record<string, string>, student = demo) =>
  z.post('/student-profile/update-details', { studentId: String(student.studentId), studentName: student.studentName, userId: student.loginId, ...form }, student);
const verify = (form: Record<string, string>, student = demo) =>
  z.post('/student-profile/verify-otp', { studentId: String(student.studentId), ...form }, student);
const stored = (id = demo.studentId) =>
  z.db.prepare<[number], { name: string; email: string | null; mobile: string | null; email_verified: number }>(
    'SELECT name, email, mobile, email_verified FROM students WHERE id = ?').get(id)!;

/** Asks for a code to a new e-mail or mobile and answers its token and the code sent there. */
async function codeFor(field: 'emailId' | 'mobile', address: string, student = demo) {
  const res = await details({ [field]: address }, student);
  expect(res.status).toBe(200);
  return { token: res.body.obj.token as string, tokenIdentify: res.body.obj.tokenIdentify as string, code: await z.lastOtp(address) };
}

describe('POST /student-profile/update-details', () => {
  it('saves a changed name at once (trimmed); unchanged e-mail and mobile send no code', async () => {
    const res = await details({ studentName: '  Demo S. Learner ', emailId: demo.emailId, mobile: demo.phoneNo });
    expect(res).toMatchObject({ status: 200, body: { responseTxt: 'success', message: 'Profile updated',
      obj: { studentName: 'Demo S. Learner', emailId: 'demo.student@example.com', phoneNo: '9876543210' } } });
    expect((await z.login()).studentName).toBe('Demo S. Learner');
    // an e-mail that differs only in case is the same address
    expect((await details({ emailId: 'DEMO.Student@example.com' })).body.obj).toEqual({ studentName: 'Demo Student', emailId: 'demo.student@example.com', phoneNo: '9876543210' });
  });

  it('a new e-mail is not saved: a code goes to the new address and the reply carries its token', async () => {
    const res = await details({ studentName: 'Another Name', emailId: 'demo.new@example.com' });
    expect(res.body).toEqual({ responseTxt: 'success', message: 'OTP sent', obj: { token: expect.any(String), tokenIdentify: 'email' } });
    expect(await z.lastOtp('demo.new@example.com')).toMatch(/^\d{6}$/);
    expect(stored()).toMatchObject({ name: 'Demo Student', email: 'demo.student@example.com' });
  });

  it('a new mobile: the code goes to the new number', async () => {
    const res = await details({ mobile: '9000000001' });
    expect(res.body.obj).toEqual({ token: expect.any(String), tokenIdentify: 'mobile' });
    expect(await z.lastOtp('9000000001')).toMatch(/^\d{6}$/);
    expect(stored().mobile).toBe('9876543210');
  });

  it('answers 409 when another account has the e-mail (any case) or the number', async () => {
    expect(await details({ emailId: 'NEW.student@example.com' })).toMatchObject({
      status: 409, body: { responseTxt: 'already_exists', message: 'Email already exists. Try another Email', obj: null },
    });
    expect(await details({ mobile: '9123456780' })).toMatchObject({
      status: 409, body: { responseTxt: 'already_exists', message: 'Number already exists. Try another Number' },
    });
  });

  it('answers 403 for another student\'s studentId or userId', async () => {
    const other = await z.login('new.student');
    expect(await details({ studentId: String(other.studentId) })).toMatchObject({ status: 403, body: { responseTxt: 'forbidden', message: 'This is not your account' } });
    expect((await details({ userId: 'new.student' })).status).toBe(403);
    expect(stored(other.studentId).name).toBe('New Student');
  });

  it.each([
    [{ emailId: 'not-an-address' }, 'emailId must be an e-mail address'],
    [{ mobile: '98765' }, 'mobile must be exactly 10 digits'],
    [{ studentName: '  ' }, 'studentName must not be empty'],
    [{ studentName: 'n'.repeat(101) }, 'studentName must be at most 100 characters'],
    [{ emailId: 'demo.two@example.com', mobile: '9000000002' }, 'emailId and mobile must be changed one at a time'],
  ].map(([form, message]) => [message, form] as [string, Record<string, string>]))('answers 400: %s', async (message, form) => {
    expect((await details(form)).body).toEqual({ responseTxt: 'validation_error', message, obj: null });
  });

  it('blank e-mail and mobile fields are left out (the name is saved)', async () => {
    expect((await details({ studentName: 'Blank Fields', emailId: '', mobile: ' ' })).body.obj.studentName).toBe('Blank Fields');
  });

  it('takes 10 address changes an hour per student, counted before the 409 (probing which addresses are taken is slow)', async () => {
    for (let i = 0; i < 5; i++) expect((await details({ emailId: 'new.student@example.com' })).status).toBe(409);
    for (let i = 0; i < 5; i++) expect((await details({ emailId: `probe${i}@example.com` })).status).toBe(200);
    const refused = await details({ emailId: 'probe9@example.com' });
    expect(refused).toMatchObject({ status: 429, body: { responseTxt: 'too_many_requests' } });
    expect(refused.body.message).toMatch(/^Too many e-mail or mobile changes\. Please try again in /);
    // a name alone is not an address change
    expect((await details({ studentName: 'Still Saved' })).status).toBe(200);
  });

  it('code sends to one new address follow the code limits (5 in 10 minutes)', async () => {
    for (let i = 0; i < 5; i++) expect((await details({ mobile: '9000000003' })).status).toBe(200);
    expect(await details({ mobile: '9000000003' })).toMatchObject({ status: 429, body: { responseTxt: 'too_many_requests' } });
  });

  it('answers 401 without a session', async () => {
    expect((await z.post('/student-profile/update-details', { studentId: '1', studentName: 'x', userId: 'demo.student' })).status).toBe(401);
  });
});

describe('POST /student-profile/verify-otp', () => {
  it('saves the new e-mail, verified (a password reset can then go to it)', async () => {
    const { token, tokenIdentify, code } = await codeFor('emailId', 'Demo.New@example.com');
    const res = await verify({ token, tokenIdentify, otpForEmail: code, otpForMobile: '' });
    expect(res.body).toEqual({ responseTxt: 'success', message: 'Email verified',
      obj: { studentName: 'Demo Student', emailId: 'Demo.New@example.com', phoneNo: '9876543210' } });
    expect(stored()).toMatchObject({ email: 'Demo.New@example.com', email_verified: 1 });
    expect((await z.login('demo.new@example.com')).studentId).toBe(demo.studentId);
    expect((await z.post('/app/create-forget-password-token', { userId: 'demo.new@example.com' })).body.responseTxt).toBe('success');
    // the code is used up
    expect((await verify({ token, tokenIdentify, otpForEmail: code })).body.responseTxt).toBe('expired_otp');
  });

  it('an e-mail set without verification (Update Email) becomes verified when changed through the profile', async () => {
    const trial = await z.login('trial.student');
    await z.post('/student-profile/update-email', { emailId: 'trial@example.com' }, trial);
    expect(stored(trial.studentId).email_verified).toBe(0);
    const { token, code } = await codeFor('emailId', 'trial.verified@example.com', trial);
    expect((await verify({ token, tokenIdentify: 'email', otpForEmail: code }, trial)).status).toBe(200);
    expect(stored(trial.studentId)).toMatchObject({ email: 'trial.verified@example.com', email_verified: 1 });
  });

  it('saves the new mobile; the student then signs in with it', async () => {
    const { token, code } = await codeFor('mobile', '9000000004');
    const res = await verify({ token, tokenIdentify: 'mobile', otpForMobile: code });
    expect(res.body).toMatchObject({ responseTxt: 'success', message: 'Mobile verified', obj: { phoneNo: '9000000004' } });
    expect((await z.login('9000000004')).studentId).toBe(demo.studentId);
  });

  it('a wrong code answers invalid_otp and saves nothing; the fifth wrong try retires the code (429)', async () => {
    const { token, code } = await codeFor('emailId', 'demo.wrong@example.com');
    const wrong = otherCode(code);
    expect(await verify({ token, tokenIdentify: 'email', otpForEmail: wrong })).toMatchObject({
      status: 200, body: { responseTxt: 'invalid_otp', message: 'Invalid OTP. Please try again.', obj: null },
    });
    for (let i = 0; i < 3; i++) expect((await verify({ token, tokenIdentify: 'email', otpForEmail: wrong })).body.responseTxt).toBe('invalid_otp');
    expect(await verify({ token, tokenIdentify: 'email', otpForEmail: wrong })).toMatchObject({ status: 429, body: { responseTxt: 'too_many_attempts' } });
    expect((await verify({ token, tokenIdentify: 'email', otpForEmail: code })).status).toBe(429);
    expect(stored().email).toBe('demo.student@example.com');
  });

  it('the wrong-code budget of the new address holds across codes: 10 wrong an hour, then even the right code is refused', async () => {
    for (let round = 0; round < 2; round++) {
      const { token, code } = await codeFor('mobile', '9000000005');
      for (let i = 0; i < 4; i++) expect((await verify({ token, tokenIdentify: 'mobile', otpForMobile: otherCode(code) })).body.responseTxt).toBe('invalid_otp');
    }
    const { token, code } = await codeFor('mobile', '9000000005');
    for (let i = 0; i < 2; i++) await verify({ token, tokenIdentify: 'mobile', otpForMobile: otherCode(code) });
    expect(await verify({ token, tokenIdentify: 'mobile', otpForMobile: code })).toMatchObject({ status: 429, body: { responseTxt: 'too_many_requests' } });
    expect(stored().mobile).toBe('9876543210');
  });

  it('answers expired_otp for an unknown token, another kind\'s token, or a code that expired', async () => {
    expect(await verify({ token: 'nope', tokenIdentify: 'email', otpForEmail: '123456' })).toMatchObject({
      status: 200, body: { responseTxt: 'expired_otp', obj: null },
    });
    const { token, code } = await codeFor('emailId', 'demo.kind@example.com');
    expect((await verify({ token, tokenIdentify: 'mobile', otpForMobile: code })).body.responseTxt).toBe('expired_otp');
    z.advance(11 * MINUTE);
    demo = await z.login();
    expect((await verify({ token, tokenIdentify: 'email', otpForEmail: code })).body.responseTxt).toBe('expired_otp');
  });

  it('answers 409 when another account took the address meanwhile', async () => {
    const { token, code } = await codeFor('emailId', 'contested@example.com');
    z.db.prepare("UPDATE students SET email = 'contested@example.com' WHERE login_id = 'new.student'").run();
    expect(await verify({ token, tokenIdentify: 'email', otpForEmail: code })).toMatchObject({
      status: 409, body: { responseTxt: 'already_exists', message: 'Email already exists. Try another Email' },
    });
    expect(stored().email).toBe('demo.student@example.com');
  });

  it('answers 403 for another student\'s id, and expired_otp for a token issued to another student', async () => {
    const other = await z.login('new.student');
    const { token, code } = await codeFor('emailId', 'other.new@example.com', other);
    expect((await verify({ studentId: String(other.studentId), token, tokenIdentify: 'email', otpForEmail: code })).status).toBe(403);
    expect((await verify({ token, tokenIdentify: 'email', otpForEmail: code })).body.responseTxt).toBe('expired_otp');
    // still good for its owner
    expect((await verify({ token, tokenIdentify: 'email', otpForEmail: code }, other)).body.responseTxt).toBe('success');
  });

  it.each([
    [{ token: 't', tokenIdentify: 'email' }, 'otpForEmail is required'],
    [{ token: 't', tokenIdentify: 'mobile', otpForEmail: '123456' }, 'otpForMobile is required'],
    [{ token: 't', tokenIdentify: 'phone', otpForMobile: '123456' }, 'tokenIdentify must be email or mobile'],
    [{ token: 't', tokenIdentify: 'email', otpForEmail: '12345' }, 'otpForEmail must be exactly 6 digits'],
    [{ tokenIdentify: 'email', otpForEmail: '123456' }, 'token is required'],
  ].map(([form, message]) => [message, form] as [string, Record<string, string>]))('answers 400: %s', async (message, form) => {
    expect((await verify(form)).body).toEqual({ responseTxt: 'validation_error', message, obj: null });
  });
});
