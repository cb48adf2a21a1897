/** @jest-environment node */
// docs/api.md "Account deletion": a code to the student's mobile, its check marks the account and ends every session;
// every sign-in then answers 403 account_deletion_pending; the sweep erases the personal data after the delay and
// keeps the attempts, anonymous.
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WireStudent } from '../../server/http/wire-types';
import {
  accountDeletionDelayFromEnv, completeAccountDeletions, DEFAULT_ACCOUNT_DELETION_DELAY_MS, startAccountDeletionSweep,
} from '../../server/security/account-deletion';
import { LocalFolderStorage } from '../../server/storage/local-folder-storage';
import { fileOf, insertAttempt, png, zonedServer, type ZonedServer } from './dashboard-helpers';
import { MINUTE, otherCode } from './test-server';

const dir = mkdtempSync(join(tmpdir(), 'account-deletion-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PENDING = { responseTxt: 'account_deletion_pending', message: 'This account is being deleted. Deletion completes automatically within a few hours.', obj: null };
const HOUR = 60 * MINUTE;
const DELAY = 3 * HOUR;

let z: ZonedServer;
let demo: WireStudent;
beforeEach(async () => {
  z = await zonedServer('Asia/Kolkata', dir);
  demo = await z.login();
});

const sendCode = (student = demo) => z.post('/delete-student-send-otp', {}, student);
const confirm = (token: string, otpNumber: string, student = demo) => z.post('/verify-otp-delete-student-request', { token, otpNumber }, student);
const login = (userId: string, password = 'Demo@1234') => z.post('/app/login', { userId, password, device: 'web' });
const row = (id = demo.studentId) => z.db.prepare('SELECT * FROM students WHERE id = ?').get(id) as Record<string, unknown>;

/** Requests and confirms demo.student's deletion; answers the confirmation reply. */
async function deleteDemo() {
  const { body } = await sendCode();
  return confirm(body.obj.token, await z.lastOtp('9876543210'));
}

describe('requesting the deletion', () => {
  it('sends a code to the mobile; its check marks the account, ends every session and answers deleteFlag 1', async () => {
    const other = await z.login();
    const sent = await sendCode();
    expect(sent.body).toEqual({ responseTxt: 'success', message: 'OTP sent', obj: { token: expect.any(String) } });
    const res = await confirm(sent.body.obj.token, await z.lastOtp('9876543210'));
    expect(res).toMatchObject({ status: 200, body: { responseTxt: 'success', obj: { deleteFlag: 1 } } });
    expect(row()).toMatchObject({ delete_flag: 1, delete_requested_at: z.time(), deleted_at: null });
    expect((await z.get('/fetchmycourses', demo)).status).toBe(401);
    expect((await z.get('/fetchmycourses', other)).status).toBe(401);
  });

  it('sends the code to the e-mail when the account has no mobile', async () => {
    z.db.prepare('UPDATE students SET mobile = NULL WHERE id = ?').run(demo.studentId);
    const sent = await sendCode();
    expect((await confirm(sent.body.obj.token, await z.lastOtp('demo.student@example.com'))).body.obj).toEqual({ deleteFlag: 1 });
  });

  it('a wrong code answers invalid_otp and changes nothing; the fifth wrong try retires the code', async () => {
    const { body } = await sendCode();
    const code = await z.lastOtp('9876543210');
    expect(await confirm(body.obj.token, otherCode(code))).toMatchObject({
      status: 200, body: { responseTxt: 'invalid_otp', message: 'Invalid OTP. Please Try Again.', obj: null },
    });
    expect(row().delete_flag).toBe(0);
    for (let i = 0; i < 3; i++) await confirm(body.obj.token, otherCode(code));
    expect((await confirm(body.obj.token, otherCode(code))).body.responseTxt).toBe('too_many_attempts');
    expect((await confirm(body.obj.token, code)).status).toBe(429);
    expect(row().delete_flag).toBe(0);
    expect((await z.get('/fetchmycourses', demo)).status).toBe(200);
  });

  it('answers expired_otp for an unknown or expired token, or one issued to another student', async () => {
    expect((await confirm('unknown', '123456')).body).toMatchObject({ responseTxt: 'expired_otp', obj: null });
    const fresh = await z.login('new.student');
    const theirs = (await sendCode(fresh)).body.obj.token;
    expect((await confirm(theirs, await z.lastOtp('9123456780'))).body.responseTxt).toBe('expired_otp');
    const { body } = await sendCode();
    z.advance(11 * MINUTE);
    demo = await z.login();
    expect((await confirm(body.obj.token, await z.lastOtp('9876543210'))).body.responseTxt).toBe('expired_otp');
    expect(row().delete_flag).toBe(0);
  });

  it('code sends follow the code limits of the destination (5 in 10 minutes, shared with login codes)', async () => {
    await z.post('/app/verify-mobile-send-otp', { mobile: '9876543210' });
    for (let i = 0; i < 4; i++) expect((await sendCode()).status).toBe(200);
    expect(await sendCode()).toMatchObject({ status: 429, body: { responseTxt: 'too_many_requests' } });
  });

  it('answers 400 for a malformed code and 401 without a session', async () => {
    expect((await confirm('t', '12ab56')).body).toMatchObject({ responseTxt: 'validation_error', message: 'otpNumber must be exactly 6 digits' });
    expect((await z.post('/delete-student-send-otp', {})).status).toBe(401);
    expect((await z.post('/verify-otp-delete-student-request', { token: 't', otpNumber: '123456' })).status).toBe(401);
  });
});

describe('sign-in while the deletion is pending', () => {
  beforeEach(async () => {
    expect((await deleteDemo()).status).toBe(200);
  });

  it('password sign-in answers 403 account_deletion_pending (by login id, e-mail or mobile); a wrong password stays 401', async () => {
    for (const id of ['demo.student', 'demo.student@example.com', '9876543210']) {
      expect(await login(id)).toMatchObject({ status: 403, body: PENDING });
    }
    expect((await login('demo.student', 'Wrong@1234')).status).toBe(401);
  });

  it('code sign-in answers 403 and opens no session', async () => {
    const sent = await z.post('/app/verify-mobile-send-otp', { mobile: '9876543210' });
    expect(sent.body.responseTxt).toBe('sent_otp');
    const sessions = () => z.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE student_id = ?').get(demo.studentId)!.n;
    const res = await z.post('/app/verifyotp-login', { otpNumber: await z.lastOtp('9876543210'), token: sent.body.obj.token, device: 'web' });
    expect(res).toMatchObject({ status: 403, body: PENDING });
    expect(sessions()).toBe(0);
  });

  it('the sign-in link answers 401 (its session ended), and 403 for a pending account that still had a session', async () => {
    const link = { token: demo.token, loginId: demo.loginId, studentId: String(demo.studentId), mobile: demo.phoneNo, device: 'web' };
    expect((await z.post('/app/login-direct', link)).status).toBe(401);
    const other = await z.login('new.student');
    z.db.prepare('UPDATE students SET delete_flag = 1, delete_requested_at = ? WHERE id = ?').run(z.time(), other.studentId);
    const res = await z.post('/app/login-direct', { token: other.token, loginId: other.loginId, studentId: String(other.studentId), mobile: other.phoneNo, device: 'web' });
    expect(res).toMatchObject({ status: 403, body: PENDING });
  });
});

describe('the deletion sweep', () => {
  it('erases the personal data once the delay has passed and keeps the attempts, anonymous', async () => {
    const picture = (await z.post('/student-profile-pics-upload', { uploadedFiles: fileOf(png(20, 20)) }, demo)).body.obj;
    await z.post('/student-support-ticket', { type: 'Other', subject: 'Help' }, demo);
    await z.post('/student-invite', { invitedTo: 'Teacher', invitedToUserId: 'mr.t', actionById: 'demo.student' }, demo);
    insertAttempt(z.db, { student: demo.studentId, course: 101, at: z.time() - HOUR });
    const attempts = () => z.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM attempts WHERE student_id = ?').get(demo.studentId)!.n;
    const attemptsBefore = attempts();
    const requestedAt = z.time();
    await deleteDemo();

    const sweep = { db: z.database, files: new LocalFolderStorage(dir), delayMs: DELAY };
    expect(await completeAccountDeletions(sweep, requestedAt + DELAY - 1)).toBe(0);
    expect(row().name).toBe('Demo Student');
    expect(await completeAccountDeletions(sweep, requestedAt + DELAY)).toBe(1);

    expect(row()).toMatchObject({
      name: 'Deleted student', email: null, mobile: null, profile_pic: '', password_hash: '!', email_verified: 0,
      delete_flag: 1, deleted_at: requestedAt + DELAY, login_id: expect.stringMatching(/^deleted-\d+-[0-9a-f]{12}$/),
    });
    const count = (table: string) => z.db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE student_id = ?`).get(demo.studentId)!.n;
    for (const table of ['student_schools', 'one_time_codes', 'sessions', 'profile_pictures', 'notifications']) expect([table, count(table)]).toEqual([table, 0]);
    expect(z.db.prepare('SELECT contact_name, contact_email, contact_mobile FROM support_tickets').get()).toEqual({ contact_name: '', contact_email: '', contact_mobile: '' });
    expect(z.db.prepare('SELECT action_by_id FROM invites').get()).toEqual({ action_by_id: '' });
    expect(existsSync(join(dir, picture.fileName))).toBe(false);
    expect(attempts()).toBe(attemptsBefore);

    // it can never sign in, and its e-mail and mobile are free again
    for (const id of ['demo.student', 'demo.student@example.com', '9876543210']) expect((await login(id)).status).toBe(401);
    expect((await z.post('/app/verify-mobile-send-otp', { mobile: '9876543210' })).body.responseTxt).toBe('mobile_not_exists');
    const trial = await z.login('trial.student');
    expect((await z.post('/student-profile/update-email', { emailId: 'demo.student@example.com' }, trial)).status).toBe(200);
    // a second run finds nothing to do
    expect(await completeAccountDeletions(sweep, requestedAt + 2 * DELAY)).toBe(0);
  });

  it('two erased accounts keep unique login ids', async () => {
    await deleteDemo();
    const fresh = await z.login('new.student');
    const { body } = await sendCode(fresh);
    await confirm(body.obj.token, await z.lastOtp('9123456780'), fresh);
    expect(await completeAccountDeletions({ db: z.database, files: new LocalFolderStorage(dir), delayMs: 0 }, z.time())).toBe(2);
    const ids = z.db.prepare<[], { login_id: string }>("SELECT login_id FROM students WHERE status = 'deleted'").all().map((r) => r.login_id);
    expect(new Set(ids).size).toBe(2);
  });

  it('the started sweep runs at once and can be stopped', async () => {
    await deleteDemo();
    const lines: string[] = [];
    const done = new Promise<void>((resolve) => {
      const stop = startAccountDeletionSweep({ db: z.database, files: new LocalFolderStorage(dir), delayMs: DELAY, now: () => z.time() + DELAY, everyMs: 60_000,
        log: (line) => { lines.push(line); stop(); resolve(); } });
    });
    await done;
    expect(lines).toEqual(['Completed 1 account deletion(s)']);
    expect(row().name).toBe('Deleted student');
  });
});

describe('ACCOUNT_DELETION_DELAY_MS', () => {
  it('defaults to 3 hours and takes a whole number of milliseconds', () => {
    expect(accountDeletionDelayFromEnv({})).toBe(DEFAULT_ACCOUNT_DELETION_DELAY_MS);
    expect(DEFAULT_ACCOUNT_DELETION_DELAY_MS).toBe(3 * HOUR);
    expect(accountDeletionDelayFromEnv({ ACCOUNT_DELETION_DELAY_MS: '60000' })).toBe(60_000);
    expect(accountDeletionDelayFromEnv({ ACCOUNT_DELETION_DELAY_MS: '0' })).toBe(0);
    expect(() => accountDeletionDelayFromEnv({ ACCOUNT_DELETION_DELAY_MS: '3h' })).toThrow('ACCOUNT_DELETION_DELAY_MS must be a whole number of milliseconds, got "3h"');
    expect(() => accountDeletionDelayFromEnv({ ACCOUNT_DELETION_DELAY_MS: '-5' })).toThrow();
  });
});
