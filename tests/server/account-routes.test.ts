/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { authHeaders, DAY, makeServer, MINUTE, otherCode, type TestServer } from './test-server';

const STUDENT_KEYS = ['studentId', 'loginId', 'token', 'studentName', 'emailId', 'phoneNo', 'profilePic', 'status',
  'websiteId', 'schools', 'courses', 'openedCourse', 'firstTimeUser', 'deleteFlag', 'deviceType'];

let s: TestServer;
beforeEach(async () => {
  s = await makeServer();
});

const body = async (res: Response) => res.json();

describe('POST /api/app/login', () => {
  it.each(['demo.student', 'DEMO.Student@Example.com', 'demo.student@example.com', '9876543210', '  demo.student  '])(
    'signs in with user id %p and returns the Student with a fresh session token', async (userId) => {
      const res = await s.post('/api/app/login', { userId, password: 'Demo@1234', device: 'web' });
      expect(res.status).toBe(200);
      const reply = await body(res);
      expect(reply.responseTxt).toBe('success');
      expect(Object.keys(reply.obj).sort()).toEqual([...STUDENT_KEYS].sort());
      expect(reply.obj).toMatchObject({
        studentId: 1, loginId: 'demo.student', studentName: 'Demo Student', emailId: 'demo.student@example.com',
        phoneNo: '9876543210', openedCourse: 0, firstTimeUser: 0, deleteFlag: 0,
        schools: [{ admissionNumber: 'ADM-1001', schoolId: 1, schoolName: 'Springfield High School', className: 'Class 12', classId: 12 }],
      });
      expect(reply.obj.token).toMatch(/^[0-9a-f]{64}$/);
      expect(reply.obj.courses).toHaveLength(4);
    });

  it('gives each sign-in its own token', async () => {
    const a = await s.login();
    const b = await s.login();
    expect(a.token).not.toBe(b.token);
  });

  it('signs in the new student with no courses and the first-time flag', async () => {
    const student = await s.login('new.student@example.com');
    expect(student).toMatchObject({ loginId: 'new.student', courses: [], firstTimeUser: 1, phoneNo: '9123456780' });
  });

  it.each([
    ['a wrong password', 'demo.student', 'Demo@12345'],
    ['a password in the wrong case', 'demo.student', 'demo@1234'],
    ['an unknown user', 'nobody@example.com', 'Demo@1234'],
  ])('answers 401 invalid_credentials for %s', async (_, userId, password) => {
    const res = await s.post('/api/app/login', { userId, password, device: 'web' });
    expect(res.status).toBe(401);
    expect(await body(res)).toEqual({ responseTxt: 'invalid_credentials', message: 'Invalid User-Id or password.', obj: null });
  });

  it.each([
    [{ password: 'Demo@1234' }, 'userId is required'],
    [{ userId: '   ', password: 'Demo@1234' }, 'userId must not be empty'],
    [{ userId: 'x'.repeat(101), password: 'Demo@1234' }, 'userId must be at most 100 characters'],
    [{ userId: 'demo.student' }, 'password is required'],
    [{ userId: 'demo.student', password: '' }, 'password must not be empty'],
  ])('answers 400 validation_error for %p', async (form, message) => {
    const res = await s.post('/api/app/login', form as Record<string, string>);
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({ responseTxt: 'validation_error', message, obj: null });
  });

  it('accepts a user id of exactly 100 characters (then checks credentials)', async () => {
    const res = await s.post('/api/app/login', { userId: 'x'.repeat(100), password: 'Demo@1234' });
    expect(res.status).toBe(401);
  });

  it('accepts multipart form posts', async () => {
    const form = new FormData();
    form.set('userId', 'demo.student');
    form.set('password', 'Demo@1234');
    form.set('device', 'web');
    const res = await s.request('/api/app/login', { method: 'POST', body: form });
    expect(res.status).toBe(200);
  });

  it('rejects a file where text is expected', async () => {
    const form = new FormData();
    form.set('userId', 'demo.student');
    form.set('password', new Blob(['Demo@1234']), 'password.txt');
    const res = await s.request('/api/app/login', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('password must be text');
  });

  it('accepts a JSON body and rejects a field of the wrong type in it', async () => {
    const json = (payload: unknown) => s.request('/api/app/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload),
    });
    expect((await json({ userId: 'demo.student', password: 'Demo@1234' })).status).toBe(200);
    const bad = await json({ userId: ['demo.student'], password: 'Demo@1234' });
    expect(bad.status).toBe(400);
    expect(await body(bad)).toEqual({ responseTxt: 'validation_error', message: 'userId must be text', obj: null });
  });

  it('answers 400 for a malformed JSON body', async () => {
    const res = await s.request('/api/app/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"userId":' });
    expect(res.status).toBe(400);
    expect((await body(res)).responseTxt).toBe('validation_error');
  });

  it('answers 400 for a post without a body', async () => {
    const res = await s.request('/api/app/login', { method: 'POST' });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('userId is required');
  });
});

describe('login by one-time code', () => {
  const sendOtp = async (mobile = '9876543210') => (await body(await s.post('/api/app/verify-mobile-send-otp', { mobile }))).obj.token as string;
  const verify = (otpNumber: string, token: string) => s.post('/api/app/verifyotp-login', { otpNumber, token, device: 'web' });

  it('sends a code to a known mobile, prints it in demo mode and signs in with it', async () => {
    const res = await s.post('/api/app/verify-mobile-send-otp', { mobile: '9876543210' });
    expect(res.status).toBe(200);
    const reply = await body(res);
    expect(reply.responseTxt).toBe('sent_otp');
    expect(reply.obj.token).toMatch(/^[0-9a-f]{64}$/);
    const code = await s.lastOtp('9876543210');
    expect(code).toMatch(/^\d{6}$/);
    expect(s.logs).toContain(`OTP for 9876543210: ${code}`);

    const login = await verify(code, reply.obj.token);
    expect(login.status).toBe(200);
    const student = await body(login);
    expect(student.responseTxt).toBe('success');
    expect(student.obj.loginId).toBe('demo.student');
    const courses = await s.get('/api/fetchmycourses', authHeaders(student.obj));
    expect(courses.status).toBe(200);
  });

  it('answers mobile_not_exists for an unknown mobile', async () => {
    const res = await s.post('/api/app/verify-mobile-send-otp', { mobile: '9000000000' });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ responseTxt: 'mobile_not_exists', obj: null });
  });

  it.each([['98765'], ['98765432101'], ['98765abcde'], ['']])('answers 400 for the mobile %p', async (mobile) => {
    const res = await s.post('/api/app/verify-mobile-send-otp', { mobile });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('mobile must be exactly 10 digits');
  });

  it('uses a code only once', async () => {
    const token = await sendOtp();
    const code = await s.lastOtp('9876543210');
    expect((await verify(code, token)).status).toBe(200);
    const again = await verify(code, token);
    expect(again.status).toBe(400);
    expect((await body(again)).responseTxt).toBe('invalid_token');
  });

  it('keeps a code valid for 10 minutes and not longer', async () => {
    const token = await sendOtp();
    const code = await s.lastOtp('9876543210');
    s.advance(10 * MINUTE - 1);
    expect((await verify(code, token)).status).toBe(200);

    const token2 = await sendOtp();
    const code2 = await s.lastOtp('9876543210');
    s.advance(10 * MINUTE);
    const late = await verify(code2, token2);
    expect(late.status).toBe(400);
    expect((await body(late)).responseTxt).toBe('invalid_token');
  });

  it('answers invalid_otp for a wrong code, and 429 from the fifth wrong try on, even for the right code', async () => {
    const token = await sendOtp();
    const code = await s.lastOtp('9876543210');
    for (let i = 1; i <= 4; i++) {
      const res = await verify(otherCode(code), token);
      expect(res.status).toBe(400);
      expect(await body(res)).toEqual({ responseTxt: 'invalid_otp', message: 'Invalid Otp Number', obj: null });
    }
    const fifth = await verify(otherCode(code), token);
    expect(fifth.status).toBe(429);
    expect((await body(fifth)).responseTxt).toBe('too_many_attempts');
    const right = await verify(code, token);
    expect(right.status).toBe(429);
  });

  it('still accepts the right code after four wrong tries', async () => {
    const token = await sendOtp();
    const code = await s.lastOtp('9876543210');
    for (let i = 0; i < 4; i++) await verify(otherCode(code), token);
    expect((await verify(code, token)).status).toBe(200);
  });

  it('answers invalid_token without a token or with an unknown one', async () => {
    const none = await s.post('/api/app/verifyotp-login', { otpNumber: '123456', device: 'web' });
    expect(none.status).toBe(400);
    expect((await body(none)).responseTxt).toBe('invalid_token');
    const unknown = await verify('123456', 'f'.repeat(64));
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).responseTxt).toBe('invalid_token');
  });

  it('answers 400 validation_error for a code that is not 6 digits', async () => {
    const token = await sendOtp();
    const res = await verify('12345', token);
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({ responseTxt: 'validation_error', message: 'otpNumber must be exactly 6 digits', obj: null });
  });

  it('retires the earlier code when a new one is sent', async () => {
    const first = await sendOtp();
    const firstCode = await s.lastOtp('9876543210');
    await sendOtp();
    const res = await verify(firstCode, first);
    expect(res.status).toBe(400);
    expect((await body(res)).responseTxt).toBe('invalid_token');
  });

  it('stores codes and their tokens only as hashes', async () => {
    const token = await sendOtp();
    const code = await s.lastOtp('9876543210');
    const dump = JSON.stringify(s.db.prepare('SELECT * FROM one_time_codes').all());
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(`"${code}"`);
  });
});

describe('forgot password', () => {
  const requestReset = async (userId: string) => body(await s.post('/api/app/create-forget-password-token', { userId }));
  const reset = (form: Record<string, string>) => s.post('/api/app/verify-forget-password-token', form);

  it('creates a reset token for a mobile, sends the code to that mobile and masks the contact details', async () => {
    const reply = await requestReset('9876543210');
    expect(reply.responseTxt).toBe('success');
    expect(reply.obj).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/), tokenIdentify: expect.stringMatching(/^[0-9a-f]{64}$/),
      mobile: '98******10', emailId: 'de**********@example.com',
    });
    expect(await s.lastOtp('9876543210')).toMatch(/^\d{6}$/);
  });

  it('sends the code to the e-mail when the user id is an e-mail (any case)', async () => {
    expect((await requestReset('Demo.Student@EXAMPLE.com')).responseTxt).toBe('success');
    expect(await s.lastOtp('demo.student@example.com')).toMatch(/^\d{6}$/);
    expect((await s.get('/api/__dev/last-otp?to=9876543210')).status).toBe(404);
  });

  it('answers InvalidUserId when no account matches', async () => {
    expect(await requestReset('9000000000')).toMatchObject({ responseTxt: 'InvalidUserId', obj: null });
    expect(await requestReset('nobody@example.com')).toMatchObject({ responseTxt: 'InvalidUserId', obj: null });
  });

  it.each([['demo.student'], ['12345'], ['']])('answers 400 for the user id %p', async (userId) => {
    const res = await s.post('/api/app/create-forget-password-token', { userId });
    expect(res.status).toBe(400);
    expect((await body(res)).responseTxt).toBe('validation_error');
  });

  it('sets the new password, ends the other sessions and uses the token up', async () => {
    const session = await s.login();
    const { obj } = await requestReset('9876543210');
    const otp = await s.lastOtp('9876543210');
    const form = { newPassword: 'NewSecret#9', token: obj.token, tokenIdentify: obj.tokenIdentify, otp };

    const res = await reset(form);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ responseTxt: 'success', message: 'Successfully updated password!', obj: null });

    const old = await s.get('/api/fetchmycourses', authHeaders(session));
    expect(old.status).toBe(401);
    expect((await s.post('/api/app/login', { userId: 'demo.student', password: 'Demo@1234' })).status).toBe(401);
    expect((await s.login('demo.student', 'NewSecret#9')).loginId).toBe('demo.student');

    expect((await body(await reset(form))).responseTxt).toBe('InvalidToken');
  });

  it('answers InvalidOTP for a wrong code and keeps the token usable', async () => {
    const { obj } = await requestReset('demo.student@example.com');
    const otp = await s.lastOtp('demo.student@example.com');
    const base = { newPassword: 'NewSecret#9', token: obj.token, tokenIdentify: obj.tokenIdentify };
    const wrong = await reset({ ...base, otp: otherCode(otp) });
    expect(wrong.status).toBe(200);
    expect((await body(wrong)).responseTxt).toBe('InvalidOTP');
    expect((await body(await reset({ ...base, otp }))).responseTxt).toBe('success');
  });

  it('answers 429 after five wrong codes', async () => {
    const { obj } = await requestReset('9876543210');
    const otp = await s.lastOtp('9876543210');
    const base = { newPassword: 'NewSecret#9', token: obj.token, tokenIdentify: obj.tokenIdentify };
    for (let i = 0; i < 4; i++) expect((await body(await reset({ ...base, otp: otherCode(otp) }))).responseTxt).toBe('InvalidOTP');
    expect((await reset({ ...base, otp: otherCode(otp) })).status).toBe(429);
    const right = await reset({ ...base, otp });
    expect(right.status).toBe(429);
    expect((await body(right)).responseTxt).toBe('too_many_attempts');
  });

  it('answers InvalidToken for an unknown token, a wrong tokenIdentify or an expired code', async () => {
    const { obj } = await requestReset('9876543210');
    const otp = await s.lastOtp('9876543210');
    const base = { newPassword: 'NewSecret#9', token: obj.token, tokenIdentify: obj.tokenIdentify, otp };
    expect((await body(await reset({ ...base, token: 'a'.repeat(64) }))).responseTxt).toBe('InvalidToken');
    expect((await body(await reset({ ...base, tokenIdentify: 'b'.repeat(64) }))).responseTxt).toBe('InvalidToken');
    s.advance(10 * MINUTE);
    expect((await body(await reset(base))).responseTxt).toBe('InvalidToken');
  });

  it('does not accept a login code as a reset code', async () => {
    const sent = await body(await s.post('/api/app/verify-mobile-send-otp', { mobile: '9876543210' }));
    const otp = await s.lastOtp('9876543210');
    const res = await reset({ newPassword: 'NewSecret#9', token: sent.obj.token, tokenIdentify: sent.obj.token, otp });
    expect((await body(res)).responseTxt).toBe('InvalidToken');
  });

  it.each([
    [{ newPassword: 'short7!' }, 'newPassword must be at least 8 characters'],
    [{ newPassword: undefined }, 'newPassword is required'],
    [{ otp: '12ab56' }, 'otp must be exactly 6 digits'],
    [{ token: undefined }, 'token is required'],
    [{ tokenIdentify: '' }, 'tokenIdentify must not be empty'],
  ])('answers 400 validation_error for %p without spending a try', async (change, message) => {
    const { obj } = await requestReset('9876543210');
    const otp = await s.lastOtp('9876543210');
    const form: Record<string, string | undefined> = { newPassword: 'NewSecret#9', token: obj.token, tokenIdentify: obj.tokenIdentify, otp, ...change };
    const res = await reset(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<string, string>);
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({ responseTxt: 'validation_error', message, obj: null });
    const row = s.db.prepare('SELECT wrong_tries FROM one_time_codes WHERE used_at IS NULL').get() as { wrong_tries: number };
    expect(row.wrong_tries).toBe(0);
  });
});

describe('POST /api/app/login-direct', () => {
  const direct = (form: Record<string, string>) => s.post('/api/app/login-direct', { device: 'web', ...form });

  it('returns the Student with the same token for a live session', async () => {
    const student = await s.login();
    const res = await direct({ token: student.token, loginId: 'demo.student', studentId: String(student.studentId), mobile: '9876543210' });
    expect(res.status).toBe(200);
    const reply = await body(res);
    expect(reply.responseTxt).toBe('success');
    expect(reply.obj).toEqual(student);
  });

  it.each([
    ['another loginId', { loginId: 'new.student' }],
    ['another studentId', { studentId: '2' }],
    ['another mobile', { mobile: '9123456780' }],
    ['an unknown token', { token: 'c'.repeat(64) }],
  ])('answers 401 invalid_credentials for %s', async (_, change) => {
    const student = await s.login();
    const res = await direct({ token: student.token, loginId: 'demo.student', studentId: '1', mobile: '9876543210', ...change });
    expect(res.status).toBe(401);
    expect((await body(res)).responseTxt).toBe('invalid_credentials');
  });

  it('answers 401 once the session has expired (30 days)', async () => {
    const student = await s.login();
    s.advance(30 * DAY);
    const res = await direct({ token: student.token, loginId: 'demo.student', studentId: '1', mobile: '9876543210' });
    expect(res.status).toBe(401);
  });

  it('answers 400 for a missing or non-numeric studentId', async () => {
    const student = await s.login();
    const missing = await direct({ token: student.token, loginId: 'demo.student', mobile: '9876543210' });
    expect(missing.status).toBe(400);
    expect((await body(missing)).message).toBe('studentId is required');
    const text = await direct({ token: student.token, loginId: 'demo.student', studentId: 'one', mobile: '9876543210' });
    expect((await body(text)).message).toBe('studentId must be an integer');
  });
});
