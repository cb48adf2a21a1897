// Sign-in, one-time codes and password reset (docs/api.md "Account calls"), and the account deletion request
// (docs/api.md "Account deletion"): an account whose deletion is pending cannot sign in.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { HttpError, reply } from '../http/reply';
import { digits, EMAIL_PATTERN, formOf, integer, MOBILE_PATTERN, secret, text } from '../http/validation';
import { studentReply as studentReplyOf } from '../http/student-reply';
import type { WireStudent } from '../http/wire-types';
import { maskEmail, maskMobile } from '../security/contact-mask';
import { codeLimits } from '../security/code-limits';
import { accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, TOO_MANY_SIGN_INS } from '../security/login-limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../security/passwords';
import { enforce } from '../security/throttle';
import { deletionPending, type StudentRow } from '../repositories/student-repository';

export const INVALID_CREDENTIALS = 'Invalid User-Id or password.';
export const MIN_PASSWORD_LENGTH = 8;
const LOGIN_SUCCESSFUL = 'Login Successful!';
const INVALID_NUMBER = 'Invalid Number';
const OTP_SENT = 'OTP sent';
const RESET_EXPIRED = 'Your reset password session has expired. Try again.';
export const DELETION_PENDING = 'This account is being deleted. Deletion completes automatically within a few hours.';
export const INVALID_DELETION_OTP = 'Invalid OTP. Please Try Again.';
const CODE_EXPIRED = 'The code has expired or is not known. Request a new code.';

export const deviceField = z.string().trim().max(20, 'must be at most 20 characters').optional()
  .transform((d) => d || 'web');

const loginForm = z.object({ userId: text(100), password: secret(1), device: deviceField });
const sendOtpForm = z.object({ mobile: digits(10) });
const verifyOtpForm = z.object({ otpNumber: digits(6), token: z.string().trim().max(200).optional(), device: deviceField });
const resetRequestForm = z.object({
  userId: text(100).refine((id) => MOBILE_PATTERN.test(id) || EMAIL_PATTERN.test(id),
    'must be a 10-digit mobile number or an e-mail address'),
});
const resetForm = z.object({
  newPassword: secret(MIN_PASSWORD_LENGTH),
  token: text(200),
  tokenIdentify: text(200),
  otp: digits(6),
});
const directLoginForm = z.object({ token: text(200), loginId: text(100), studentId: integer(), mobile: text(20), device: deviceField });
const deletionForm = z.object({ token: text(200), otpNumber: digits(6) });

export const tooManyAttempts = () => new HttpError(429, 'too_many_attempts', 'Too many wrong codes. Request a new code.');
export const deletionPendingError = () => new HttpError(403, 'account_deletion_pending', DELETION_PENDING);
/** Every sign-in refuses an account whose deletion was requested. */
const refusePendingDeletion = (row: StudentRow): void => {
  if (deletionPending(row)) throw deletionPendingError();
};

export function accountRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { db, students, sessions, codes, outbox, throttle, clientAddress, now, accountDeletions } = deps;
  const routes = new Hono<AuthEnv>();
  const limits = codeLimits(deps);

  const studentReply = (row: StudentRow, token: string): Promise<WireStudent> => studentReplyOf(deps, row, token);

  // One password hash per try, known id or not (the same work and time), and none while a backoff is running.
  routes.post('/app/login', async (c) => {
    const form = await formOf(c, loginForm);
    const candidates = await students.findByUserId(form.userId);
    const account = accountKey(form.userId, candidates.map((s) => s.id));
    const address = clientAddress(c);
    const at = now();
    enforce(await throttle.checkBackoff(LOGIN_FAILURES_PER_ACCOUNT, account, at), TOO_MANY_SIGN_INS);
    enforce(await throttle.checkBackoff(LOGIN_FAILURES_PER_ADDRESS, address, at), TOO_MANY_SIGN_INS);
    let match: StudentRow | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(form.password, candidate.password_hash)) {
        match = candidate;
        break;
      }
    }
    if (candidates.length === 0) await verifyAgainstDummy(form.password);
    if (!match) {
      await throttle.record(LOGIN_FAILURES_PER_ACCOUNT.bucket, account, now());
      await throttle.record(LOGIN_FAILURES_PER_ADDRESS.bucket, address, now());
      throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
    }
    await throttle.clear(LOGIN_FAILURES_PER_ACCOUNT.bucket, account);
    // only after the password matched: who does not know it learns nothing about the account
    refusePendingDeletion(match);
    const token = await sessions.open(match.id, form.device, now());
    return reply(c, 'success', await studentReply(match, token), LOGIN_SUCCESSFUL);
  });

  routes.post('/app/verify-mobile-send-otp', async (c) => {
    const { mobile } = await formOf(c, sendOtpForm);
    // counted before the lookup: an unknown number costs the same as a known one
    await limits.beforeSend(c, mobile);
    const student = await students.findByMobile(mobile);
    if (!student) return reply(c, 'mobile_not_exists', null, INVALID_NUMBER);
    const issued = await codes.issue('login', student.id, mobile, now());
    await outbox.deliver(mobile, issued.code);
    return reply(c, 'sent_otp', { token: issued.token }, OTP_SENT);
  });

  routes.post('/app/verifyotp-login', async (c) => {
    const form = await formOf(c, verifyOtpForm);
    if (!form.token) throw new HttpError(400, 'invalid_token', INVALID_NUMBER);
    const token = form.token;
    const at = now();
    const destination = await codes.pendingRecipient('login', token, null, at);
    await limits.beforeCheck(c, destination);
    const result = await db.transaction(async () => {
      const check = await codes.redeem('login', token, null, form.otpNumber, at);
      if (check.outcome !== 'ok') return check;
      const owner = await students.findById(check.studentId);
      if (owner && deletionPending(owner)) return { outcome: 'deletion_pending' as const };
      return { ...check, session: await sessions.open(check.studentId, form.device, at) };
    });
    switch (result.outcome) {
      case 'deletion_pending':
        throw deletionPendingError();
      case 'ok': {
        const student = await students.findById(result.studentId);
        if (!student) throw new Error(`student ${result.studentId} vanished during OTP login`);
        return reply(c, 'success', await studentReply(student, result.session), LOGIN_SUCCESSFUL);
      }
      case 'unknown':
        throw new HttpError(400, 'invalid_token', 'The code has expired or is not known. Request a new code.');
      case 'wrong_code':
        await limits.afterWrong(c, destination);
        throw new HttpError(400, 'invalid_otp', 'Invalid Otp Number');
      case 'too_many_attempts':
        await limits.afterWrong(c, destination);
        throw tooManyAttempts();
    }
  });

  routes.post('/app/create-forget-password-token', async (c) => {
    const { userId } = await formOf(c, resetRequestForm);
    await limits.beforeSend(c, userId);
    const byMobile = MOBILE_PATTERN.test(userId);
    const student = byMobile ? await students.findByMobile(userId) : await students.findByEmail(userId);
    // an e-mail nobody proved to own (set by update-email) never receives a reset code
    const recipient = byMobile ? student?.mobile : student?.email_verified === 1 ? student.email : null;
    if (!student || !recipient) {
      return reply(c, 'InvalidUserId', null, 'Sorry, We could not find your detail in our record. Enter correct detail.');
    }
    const issued = await codes.issue('password_reset', student.id, recipient, now(), true);
    await outbox.deliver(recipient, issued.code);
    return reply(c, 'success', {
      token: issued.token,
      tokenIdentify: issued.tokenIdentify,
      mobile: maskMobile(student.mobile),
      emailId: maskEmail(student.email),
    }, OTP_SENT);
  });

  routes.post('/app/verify-forget-password-token', async (c) => {
    const form = await formOf(c, resetForm);
    // the reset session and the guess budget are checked before the new password is hashed
    const destination = await codes.pendingRecipient('password_reset', form.token, form.tokenIdentify, now());
    if (destination === undefined) return reply(c, 'InvalidToken', null, RESET_EXPIRED);
    await limits.beforeCheck(c, destination);
    const passwordHash = await hashPassword(form.newPassword);
    const at = now();
    const check = await db.transaction(async () => {
      const result = await codes.redeem('password_reset', form.token, form.tokenIdentify, form.otp, at);
      if (result.outcome === 'ok') {
        await students.setPassword(result.studentId, passwordHash);
        // every session of the student ends: a stolen token stops working once the password is reset
        await sessions.endAllOf(result.studentId);
      }
      return result;
    });
    switch (check.outcome) {
      case 'ok':
        return reply(c, 'success', null, 'Successfully updated password!');
      case 'unknown':
        return reply(c, 'InvalidToken', null, RESET_EXPIRED);
      case 'wrong_code':
        await limits.afterWrong(c, destination);
        return reply(c, 'InvalidOTP', null, 'Invalid OTP');
      case 'too_many_attempts':
        await limits.afterWrong(c, destination);
        throw tooManyAttempts();
    }
  });

  routes.post('/app/login-direct', async (c) => {
    const form = await formOf(c, directLoginForm);
    const owner = await sessions.ownerOf(form.token, now());
    const student = owner && owner.studentId === form.studentId && owner.loginId === form.loginId
      && owner.mobile === form.mobile ? await students.findById(owner.studentId) : undefined;
    if (!student) throw new HttpError(401, 'invalid_credentials', 'The sign-in link is not valid. Please log in.');
    refusePendingDeletion(student);
    return reply(c, 'success', await studentReply(student, form.token));
  });

  // Account deletion: a code to the student's mobile (else e-mail), then its check marks the account and ends every
  // session; the sweep (security/account-deletion.ts) erases the personal data later.
  routes.post('/delete-student-send-otp', deps.auth, async (c) => {
    const { studentId } = c.var.session;
    const student = await students.findById(studentId);
    const recipient = student?.mobile || student?.email;
    if (!recipient) throw new HttpError(409, 'no_contact', 'Your account has no mobile number or e-mail to send a code to.');
    await limits.beforeSend(c, recipient);
    const issued = await codes.issue('account_deletion', studentId, recipient, now());
    await outbox.deliver(recipient, issued.code);
    return reply(c, 'success', { token: issued.token }, OTP_SENT);
  });

  routes.post('/verify-otp-delete-student-request', deps.auth, async (c) => {
    const { studentId } = c.var.session;
    const form = await formOf(c, deletionForm);
    const at = now();
    const pending = await codes.pending('account_deletion', form.token, null, at);
    if (!pending || pending.studentId !== studentId) return reply(c, 'expired_otp', null, CODE_EXPIRED);
    await limits.beforeCheck(c, pending.recipient);
    const check = await db.transaction(async () => {
      const result = await codes.redeem('account_deletion', form.token, null, form.otpNumber, at);
      if (result.outcome === 'ok') {
        await accountDeletions.request(studentId, at);
        await sessions.endAllOf(studentId);
      }
      return result;
    });
    switch (check.outcome) {
      case 'ok':
        return reply(c, 'success', { deleteFlag: 1 }, DELETION_PENDING);
      case 'unknown':
        return reply(c, 'expired_otp', null, CODE_EXPIRED);
      case 'wrong_code':
        await limits.afterWrong(c, pending.recipient);
        return reply(c, 'invalid_otp', null, INVALID_DELETION_OTP);
      case 'too_many_attempts':
        await limits.afterWrong(c, pending.recipient);
        throw tooManyAttempts();
    }
  });

  // Logout revokes the session on the server: a copied token stops working at once (docs/security.md).
  routes.post('/app/logout', deps.auth, async (c) => {
    await sessions.end(c.req.header('token') ?? '');
    return reply(c, 'success', null, 'Logged out');
  });

  return routes;
}
