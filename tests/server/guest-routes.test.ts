/** @jest-environment node */
// docs/api.md "Guest trial" and docs/security.md "Guest trial": the free test without an account (nothing stored, a
// signed delivery), the seeded free tests, and the sign-up by a code. The trial's FREE pack and the guest submit
// bound to it are in guest-trial-submit.test.ts.
import { describe, expect, it, jest } from '@jest/globals';
import { GUEST_TESTS } from '../../server/db/seed-guest-tests';
import { hashQueue, verifyPassword } from '../../server/security/passwords';
import { AccountDeletionRepository } from '../../server/repositories/account-deletion-repository';
import { getJson, parsedTest, postForm } from './delivery-helpers';
import {
  count, DEMO_MOBILE, freeTest, freshServerEachTest, guestTest, NEW_MOBILE, s, sendOtp, signUp, TRIAL, verify,
} from './guest-trial-setup';
import { MINUTE, otherCode, SEED_TIME } from './test-server';

const STUDENT_KEYS = ['studentId', 'loginId', 'token', 'studentName', 'emailId', 'phoneNo', 'profilePic', 'status',
  'websiteId', 'schools', 'courses', 'openedCourse', 'firstTimeUser', 'deleteFlag', 'deviceType'].sort();

freshServerEachTest();

const tables = (): string[] => (s.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

describe('GET /api/app/guest-testdetails', () => {
  it('hands out the course\'s free test without a session: no keys, the course and a signed delivery', async () => {
    const { status, body } = await guestTest({ courseId: TRIAL.courseId, testUid: 'learning', testType: 3, courseUrl: 'https://example.com/jee-advanced', searchFlag: 'Topic', searchQuery: 'x', topicId: 7 });
    expect(status).toBe(200);
    expect(body.responseTxt).toBe('success');
    expect(Object.keys(body.obj).sort()).toEqual(['courseId', 'guestDelivery', 'list']);
    expect(body.obj.courseId).toBe(TRIAL.courseId);
    expect(body.obj.list).toHaveLength(1);
    const test = parsedTest({ obj: body.obj.list });
    expect(test).toMatchObject({ testId: TRIAL.testId, testType: 3, testName: 'Free Trial Test', totalTime: 20 * 60, sectionLock: '' });
    expect(test.questionSet).toHaveLength(10);
    for (const q of test.questionSet) {
      expect(q).toMatchObject({ correctResponse: '', explanations: '', correctAnswerMarks: 4, incorrectAnswerMarks: -1, notAnswerMarks: 0 });
      expect(q.kind).not.toBe('subjective');
    }
    expect(body.obj.guestDelivery).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    // testUid defaults to 'learning'
    const again = await guestTest({ courseId: TRIAL.courseId });
    expect(parsedTest({ obj: again.body.obj.list }).questionSet.map((q) => q.questionId)).toEqual(test.questionSet.map((q) => q.questionId));
  });

  it('writes nothing but its rate count (and, once, its signing key)', async () => {
    const snapshot = () => Object.fromEntries(tables().filter((t) => t !== 'throttle_hits' && t !== 'server_secrets').map((t) => [t, count(t)]));
    const before = snapshot();
    await freeTest();
    await freeTest(107);
    expect(snapshot()).toEqual(before);
    expect(s.db.prepare('SELECT name FROM server_secrets ORDER BY name').all()).toEqual([{ name: 'guest-delivery' }]);
  });

  it.each([
    ['an unknown course', { courseId: 999 }],
    ['a course without a free test', { courseId: 102 }],
    ['an unknown uid', { courseId: TRIAL.courseId, testUid: 'other' }],
  ])('answers 404 for %s', async (_, params) => {
    const { status, body } = await guestTest(params);
    expect(status).toBe(404);
    expect(body).toEqual({ responseTxt: 'not_found', message: 'Failed to load guest test', obj: null });
  });

  it.each([
    [{ testUid: 'learning' }, 'courseId is required'],
    [{ courseId: 'abc' }, 'courseId must be an integer'],
    [{ courseId: TRIAL.courseId, testUid: 'a b' }, 'testUid must be 1 to 40 letters, digits, _ or -'],
    [{ courseId: TRIAL.courseId, testType: 2 }, 'testType must be 3 for this test'],
  ])('answers 400 for %p', async (params, message) => {
    const { status, body } = await guestTest(params);
    expect(status).toBe(400);
    expect(body).toEqual({ responseTxt: 'validation_error', message, obj: null });
  });

  it('hands out 60 tests a minute per client address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 60; i++) expect((await guestTest({ courseId: 107 }, '203.0.113.5')).status).toBe(200);
    const refused = await guestTest({ courseId: 107 }, '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.body.responseTxt).toBe('too_many_requests');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // another address is not affected; a minute later the address may ask again
    expect((await guestTest({ courseId: 107 }, '203.0.113.6')).status).toBe(200);
    s.advance(MINUTE);
    expect((await guestTest({ courseId: 107 }, '203.0.113.5')).status).toBe(200);
  });
});

describe('the seeded free tests', () => {
  it.each(GUEST_TESTS.map((g) => [g.courseId, g.testId]))('course %i: test %i, 10 objective questions in one section per subject, 20 minutes, +4 / -1 / 0', async (courseId, testId) => {
    const { test } = await freeTest(courseId);
    expect(test).toMatchObject({ testId, testType: 3, totalTime: 1200, sectionLock: '' });
    expect(test.questionSet).toHaveLength(10);
    expect(test.sectionSet.length).toBeGreaterThanOrEqual(2);
    for (const section of test.sectionSet) expect(section).toMatchObject({ sectionTime: 0, noQuestionAttempt: 0, correctMarks: 4, incorrectMarks: -1, notAnswerMarks: 0 });
  });

  it('are offered by the catalogue (freeTest) and listed nowhere else', async () => {
    const reply = (await (await s.get('/api/categoryandcourses')).json()).obj;
    const courses = reply.flatMap((c: { coursesList: { courseId: number; freeTest: unknown }[] }) => c.coursesList);
    for (const c of courses) {
      expect(c.freeTest).toEqual(GUEST_TESTS.some((g) => g.courseId === c.courseId)
        ? { testUid: 'learning', testType: 3, assessmentMode: 'advance' } : null);
    }
    const demo = await s.login();
    const { body } = await getJson(s, demo, '/mocktestlist', { templateId: 5001, type: 'mock', mode: 1 });
    const listed = body.obj.flatMap((c: { testList: { mocktestId: number }[] }) => c.testList.map((t) => t.mocktestId));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(3901);
    expect(body.obj.map((c: { categoryName: string }) => c.categoryName)).not.toContain('Free Trial');
  });
});

describe('POST /api/app/sendotp', () => {
  it('sends a code to any mobile, stores only its hash with no student, and demo mode shows it', async () => {
    const token = await sendOtp(NEW_MOBILE);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const code = await s.lastOtp(NEW_MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    const rows = s.db.prepare("SELECT * FROM one_time_codes WHERE purpose = 'guest_signup'").all() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ student_id: null, recipient: NEW_MOBILE, wrong_tries: 0, used_at: null });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect(String(rows[0].code_hash)).not.toContain(code);
    expect(count('students', 'mobile = ?', NEW_MOBILE)).toBe(0);
    // a known number gets a code too (a guest may be a student already)
    await sendOtp(DEMO_MOBILE);
  });

  it('refuses a mobile that is not 10 digits', async () => {
    const { status, body } = await postForm(s, null, '/app/sendotp', { mobile: '12345' });
    expect(status).toBe(400);
    expect(body).toEqual({ responseTxt: 'validation_error', message: 'mobile must be exactly 10 digits', obj: null });
  });

  it('supersedes an earlier unused code of the same mobile', async () => {
    const first = await sendOtp(NEW_MOBILE);
    const firstCode = await s.lastOtp(NEW_MOBILE);
    await sendOtp(NEW_MOBILE);
    const { status, body } = await verify({ otpNumber: firstCode, token: first, studentName: 'Guest Person' });
    expect(status).toBe(400);
    expect(body.responseTxt).toBe('invalid_token');
  });

  it('shares the code-send limits: 5 in 10 minutes per number', async () => {
    for (let i = 0; i < 5; i++) await sendOtp(NEW_MOBILE);
    const { status, body } = await postForm(s, null, '/app/sendotp', { mobile: NEW_MOBILE });
    expect(status).toBe(429);
    expect(body.responseTxt).toBe('too_many_requests');
  });
});

describe('POST /api/app/guest-verifyotp-signup', () => {
  it('answers a wrong code with 200 invalid_otp; the right code still works after it', async () => {
    const token = await sendOtp(NEW_MOBILE);
    const code = await s.lastOtp(NEW_MOBILE);
    const wrong = await verify({ otpNumber: otherCode(code), token, studentName: 'Guest Person' });
    expect(wrong).toEqual({ status: 200, body: { responseTxt: 'invalid_otp', message: 'Invalid Otp', obj: null } });
    expect(count('students', 'mobile = ?', NEW_MOBILE)).toBe(0);
    const right = await verify({ otpNumber: code, token, studentName: 'Guest Person' });
    expect(right.body.responseTxt).toBe('success');
  });

  it('answers 400 invalid_token for an unknown, a missing, an expired or a used token', async () => {
    const unknown = await verify({ otpNumber: '123456', token: 'f'.repeat(64), studentName: 'Guest Person' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.responseTxt).toBe('invalid_token');
    expect((await verify({ otpNumber: '123456', studentName: 'Guest Person' })).body.responseTxt).toBe('invalid_token');

    const token = await sendOtp(NEW_MOBILE);
    const code = await s.lastOtp(NEW_MOBILE);
    s.advance(10 * MINUTE);
    const expired = await verify({ otpNumber: code, token, studentName: 'Guest Person' });
    expect({ status: expired.status, responseTxt: expired.body.responseTxt }).toEqual({ status: 400, responseTxt: 'invalid_token' });

    const fresh = await sendOtp(NEW_MOBILE);
    const freshCode = await s.lastOtp(NEW_MOBILE);
    expect((await verify({ otpNumber: freshCode, token: fresh, studentName: 'Guest Person' })).status).toBe(200);
    const used = await verify({ otpNumber: freshCode, token: fresh, studentName: 'Guest Person' });
    expect({ status: used.status, responseTxt: used.body.responseTxt }).toEqual({ status: 400, responseTxt: 'invalid_token' });
  });

  it('retires a code after 5 wrong tries (429 too_many_attempts), even for the right code', async () => {
    const token = await sendOtp(NEW_MOBILE);
    const code = await s.lastOtp(NEW_MOBILE);
    for (let i = 0; i < 4; i++) expect((await verify({ otpNumber: otherCode(code), token, studentName: 'G' })).body.responseTxt).toBe('invalid_otp');
    const fifth = await verify({ otpNumber: otherCode(code), token, studentName: 'G' });
    expect({ status: fifth.status, responseTxt: fifth.body.responseTxt }).toEqual({ status: 429, responseTxt: 'too_many_attempts' });
    const right = await verify({ otpNumber: code, token, studentName: 'G' });
    expect({ status: right.status, responseTxt: right.body.responseTxt }).toEqual({ status: 429, responseTxt: 'too_many_attempts' });
    expect(count('students', 'mobile = ?', NEW_MOBILE)).toBe(0);
  });

  it('counts wrong codes against the number\'s budget across codes: after 10 in an hour even a right code is refused', async () => {
    for (let round = 0; round < 2; round++) {
      const token = await sendOtp(NEW_MOBILE);
      const code = await s.lastOtp(NEW_MOBILE);
      for (let i = 0; i < 5; i++) await verify({ otpNumber: otherCode(code), token, studentName: 'G' });
    }
    const token = await sendOtp(NEW_MOBILE);
    const refused = await verify({ otpNumber: await s.lastOtp(NEW_MOBILE), token, studentName: 'G' });
    expect({ status: refused.status, responseTxt: refused.body.responseTxt }).toEqual({ status: 429, responseTxt: 'too_many_requests' });
    expect(count('students', 'mobile = ?', NEW_MOBILE)).toBe(0);
  });

  it('makes a new student of a new mobile: first-time, no password, the source and the course link recorded', async () => {
    const student = await signUp(NEW_MOBILE, { studentName: '  Asha Rao ', email: 'asha@example.com', courseUrl: 'https://example.com/jee', source: 'newsletter', device: 'web' });
    expect(Object.keys(student).sort()).toEqual(STUDENT_KEYS);
    expect(student).toMatchObject({ loginId: `g${NEW_MOBILE}`, studentName: 'Asha Rao', emailId: 'asha@example.com', phoneNo: NEW_MOBILE,
      courses: [], schools: [], firstTimeUser: 1, deleteFlag: 0, openedCourse: 0, deviceType: 'web', profilePic: '' });
    expect(student.token).toMatch(/^[0-9a-f]{64}$/);
    const row = s.db.prepare('SELECT * FROM students WHERE id = ?').get(student.studentId) as Record<string, unknown>;
    expect(row).toMatchObject({ password_hash: '!', email_verified: 0, signup_source: 'newsletter', signup_course_url: 'https://example.com/jee' });
    // the session works; no password signs in
    expect((await getJson(s, student, '/fetchmycourses')).status).toBe(200);
    for (const userId of [NEW_MOBILE, `g${NEW_MOBILE}`, 'asha@example.com']) {
      expect((await s.post('/api/app/login', { userId, password: '!', device: 'web' })).status).toBe(401);
    }
    expect(await verifyPassword('!', String(row.password_hash))).toBe(false);
    // the code is used up in the same transaction
    expect(count('one_time_codes', "purpose = 'guest_signup' AND used_at IS NULL")).toBe(0);
  });

  it('a password sign-in of the new student costs one hash, like any account\'s (timing tells nothing)', async () => {
    await signUp();
    const spy = jest.spyOn(hashQueue, 'run');
    const hashesFor = async (userId: string) => {
      spy.mockClear();
      expect((await s.post('/api/app/login', { userId, password: 'any-password', device: 'web' })).status).toBe(401);
      return spy.mock.calls.length;
    };
    await hashesFor('warm-up-unknown'); // the dummy hash is made once, on first use
    expect(await hashesFor(NEW_MOBILE)).toBe(1);
    expect(await hashesFor('demo.student')).toBe(1);
    expect(await hashesFor('nobody@example.com')).toBe(1);
    spy.mockRestore();
  });

  it('an account\'s erasure takes the guest codes sent to its mobile and the sign-up\'s course link', async () => {
    const student = await signUp(NEW_MOBILE, { courseUrl: 'https://example.com/jee?ref=42' });
    await sendOtp(NEW_MOBILE);
    await sendOtp('9000000002');
    const deletions = new AccountDeletionRepository(s.database);
    await deletions.request(student.studentId, SEED_TIME);
    expect(await deletions.erase(student.studentId, SEED_TIME + 1)).toBe(true);
    expect(s.db.prepare('SELECT recipient FROM one_time_codes').all()).toEqual([{ recipient: '9000000002' }]);
    expect(s.db.prepare('SELECT mobile, signup_course_url, signup_source FROM students WHERE id = ?').get(student.studentId))
      .toEqual({ mobile: null, signup_course_url: null, signup_source: 'Guest Mock Test' });
  });

  it('defaults the source to Guest Mock Test and leaves out an e-mail another account has (any case)', async () => {
    const student = await signUp(NEW_MOBILE, { email: 'DEMO.Student@Example.com' });
    expect(student.emailId).toBe('');
    expect(s.db.prepare('SELECT email, signup_source, signup_course_url FROM students WHERE id = ?').get(student.studentId))
      .toEqual({ email: null, signup_source: 'Guest Mock Test', signup_course_url: null });
  });

  it('gives a new student a free login id when g + mobile is taken', async () => {
    s.db.prepare("INSERT INTO students (login_id, password_hash, name) VALUES (?, '!', 'Someone')").run(`g${NEW_MOBILE}`);
    expect((await signUp()).loginId).toBe(`g${NEW_MOBILE}-2`);
  });

  it('signs in the student who has the mobile, leaving the name and e-mail as they are', async () => {
    const students = count('students');
    const student = await signUp(DEMO_MOBILE, { studentName: 'Somebody Else', email: 'else@example.com', source: 'ad' });
    expect(student).toMatchObject({ studentId: 1, loginId: 'demo.student', studentName: 'Demo Student', emailId: 'demo.student@example.com', firstTimeUser: 0 });
    expect(student.courses).toHaveLength(4);
    expect(count('students')).toBe(students);
    expect(s.db.prepare('SELECT signup_source FROM students WHERE id = 1').get()).toEqual({ signup_source: null });
  });

  it('refuses an account whose deletion is pending (403), like every sign-in', async () => {
    s.db.prepare("UPDATE students SET delete_flag = 1, delete_requested_at = ? WHERE login_id = 'new.student'").run(SEED_TIME);
    const token = await sendOtp('9123456780');
    const { status, body } = await verify({ otpNumber: await s.lastOtp('9123456780'), token, studentName: 'G' });
    expect(status).toBe(403);
    expect(body.responseTxt).toBe('account_deletion_pending');
  });

  it('validates the form', async () => {
    const token = await sendOtp(NEW_MOBILE);
    const cases: [Record<string, string>, string][] = [
      [{ otpNumber: '123456', token }, 'studentName is required'],
      [{ otpNumber: '12345', token, studentName: 'G' }, 'otpNumber must be exactly 6 digits'],
      [{ otpNumber: '123456', token, studentName: 'G', email: 'not-an-email' }, 'email must be an e-mail address'],
      [{ otpNumber: '123456', token, studentName: 'G', courseUrl: 'x'.repeat(301) }, 'courseUrl must be at most 300 characters'],
    ];
    for (const [form, message] of cases) {
      const { status, body } = await verify(form);
      expect({ status, body }).toEqual({ status: 400, body: { responseTxt: 'validation_error', message, obj: null } });
    }
  });
});
