/** @jest-environment node */
// docs/api.md: POST /api/student-profile/update-email saves an e-mail for an account without one (the Update Email
// modal before a paid checkout); the e-mail is unverified, so no password reset goes to it.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { WireStudent } from '../../server/http/wire-types';
import { body } from './payment-helpers';
import { authHeaders, makeServer, type TestServer } from './test-server';

let s: TestServer;
let trial: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  trial = await s.login('trial.student');
});

const update = (emailId: string, student = trial) => s.post('/api/student-profile/update-email', { emailId }, authHeaders(student));

describe('POST /api/student-profile/update-email', () => {
  it('trial.student signs in by mobile or login id and has no e-mail and no courses', async () => {
    expect(trial).toMatchObject({ loginId: 'trial.student', emailId: '', phoneNo: '9345678012', courses: [] });
    expect((await s.login('9345678012')).studentId).toBe(trial.studentId);
  });

  it('saves the e-mail of an account without one; the next sign-in shows it', async () => {
    const res = await update('  Trial.Student@Example.com ');
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ responseTxt: 'success', message: 'Email updated', obj: { emailId: 'Trial.Student@Example.com' } });
    expect((await s.login('trial.student')).emailId).toBe('Trial.Student@Example.com');
  });

  it('sends no password reset code to the unverified address', async () => {
    await update('trial.student@example.com');
    const reset = await body(await s.post('/api/app/create-forget-password-token', { userId: 'trial.student@example.com' }));
    expect(reset.responseTxt).toBe('InvalidUserId');
    expect((await body(await s.post('/api/app/create-forget-password-token', { userId: '9345678012' }))).responseTxt).toBe('success');
  });

  it('answers 409 already_exists for an address of another account, in any case', async () => {
    const res = await update('DEMO.student@example.com');
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({ responseTxt: 'already_exists', message: 'Email already exists. Try another Email', obj: null });
  });

  it('answers 409 email_already_set when the account has an e-mail (a change needs the profile\'s verification)', async () => {
    await update('trial.student@example.com');
    const res = await update('other@example.com');
    expect(res.status).toBe(409);
    expect((await body(res)).responseTxt).toBe('email_already_set');
    const demo = await s.login();
    expect((await body(await update('other@example.com', demo))).responseTxt).toBe('email_already_set');
    expect((await s.login()).emailId).toBe('demo.student@example.com');
  });

  it.each([['not an address', 'trial.student', 'emailId must be an e-mail address'], ['blank', '  ', 'emailId must not be empty'],
    ['too long', `${'a'.repeat(250)}@x.in`, 'emailId must be at most 254 characters']])('answers 400 when the e-mail is %s', async (_, emailId, message) => {
    const res = await update(emailId);
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ responseTxt: 'validation_error', message });
  });

  it('answers 401 without a session', async () => {
    expect((await s.post('/api/student-profile/update-email', { emailId: 'a@b.in' })).status).toBe(401);
  });
});
