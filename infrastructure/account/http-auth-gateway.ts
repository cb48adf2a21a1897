// AuthGateway over HTTP (docs/api.md "Account calls"). Only logout is authenticated. The server says how a call went
// with the reply's code (responseTxt), on a 200 reply or on a 4xx error; this adapter turns the codes the app acts on
// into the port's named outcomes, and any other answer into a CallFailure. Every call may be throttled (429
// too_many_requests): that is rate_limited, checked first so that no call mistakes it for its own refusals.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type {
  AuthGateway, CodeRefusal, DirectLoginCredentials, ForgotPasswordToken, GuestCodeRefusal, GuestSignUp, RateLimited,
  ResetRefusal, DeletionPending, ResetRequestRefusal, SendCodeRefusal, SignInRefusal,
} from '../../application/account/ports';
import type { Student } from '../../domain/account/student';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { answerOf, codeOf, messageOf, refused, throttleOf, valueOf, type Answer } from '../http/answers';
import type { Reply } from '../http/envelope';
import { DEVICE, HttpClient, type RequestOptions } from '../http/http-client';
import { replyOf } from '../http/reply-schemas';
import { forgotPasswordTokenSchema, orNull, serverStudentSchema } from './schemas';

// built at their first parse (z.lazy), not when the container chunk runs (../http/reply-schemas.ts, built)
const studentReply = z.lazy(() => replyOf(orNull(serverStudentSchema)));
const otpTokenReply = z.lazy(() => replyOf(orNull(z.object({ token: z.string() }))));
const resetTokenReply = z.lazy(() => replyOf(orNull(forgotPasswordTokenSchema)));
const emptyReply = z.lazy(() => replyOf(z.pipe(z.unknown(), z.transform(() => null))));

type Form = NonNullable<RequestOptions<unknown>['form']>;

/** Any answer the call does not name: a reply with another code (success too, when it lacks what the call needs) is
 *  the server's refusal with that code, like a 4xx one; a failed call, its CallFailure as it came. */
export const otherwise = (a: Answer<unknown>): Result<never, CallFailure> =>
  err(a.ok ? refused(a.value.responseTxt, messageOf(a)) : a.error.failure);

/** The signed-in student of a reply that carries one. */
const studentOf = (a: Answer<Student | null>): Student | null => (a.ok && a.value.obj?.token ? a.value.obj : null);

const WRONG_CREDENTIALS: SignInRefusal = refused('wrong_credentials');

/** 403 account_deletion_pending: the account asked to be deleted; the server's words say when it completes. */
const deletionPendingOf = (a: Answer<unknown>): DeletionPending | null =>
  codeOf(a) === 'account_deletion_pending' ? refused('deletion_pending', messageOf(a)) : null;

/** The token of a code sent (sent_otp with obj.token); null for any other answer. */
const sentTokenOf = (a: Answer<{ token: string } | null>): { token: string } | null =>
  (a.ok && a.value.responseTxt === 'sent_otp' && a.value.obj?.token ? { token: a.value.obj.token } : null);

/** A sign-in by a one-time code (the login code, the guest sign-up): the student, or the refusal the port names. */
const codeSignInOf = (a: Answer<Student | null>): Result<Student, CodeRefusal | CallFailure> => {
  const student = studentOf(a);
  if (student) return ok(student);
  const limited = throttleOf(a) ?? deletionPendingOf(a);
  if (limited) return err(limited);
  switch (codeOf(a)) {
    case 'invalid_token': return err(refused('expired_code'));
    case 'invalid_otp': return err(refused('wrong_code'));
    case 'too_many_attempts': return err(refused('too_many_attempts', messageOf(a)));
    default: return otherwise(a);
  }
};

@injectable()
export class HttpAuthGateway implements AuthGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  /** Any other refusal of a password sign-in (401 invalid_credentials, 400 for an id the server rejects) is wrong
   *  credentials. */
  async loginWithPassword(userId: string, password: string, device: string = DEVICE): Promise<Result<Student, SignInRefusal | CallFailure>> {
    const a = await this.post('/app/login', { userId, password, device }, studentReply);
    const student = studentOf(a);
    if (student) return ok(student);
    const limited = throttleOf(a) ?? deletionPendingOf(a);
    if (limited) return err(limited);
    return codeOf(a) === undefined ? otherwise(a) : err(WRONG_CREDENTIALS);
  }

  async sendLoginCode(mobile: string): Promise<Result<{ token: string }, SendCodeRefusal | CallFailure>> {
    const a = await this.post('/app/verify-mobile-send-otp', { mobile }, otpTokenReply);
    const sent = sentTokenOf(a);
    if (sent) return ok(sent);
    const limited = throttleOf(a);
    if (limited) return err(limited);
    return codeOf(a) === 'mobile_not_exists' ? err(refused('unknown_mobile')) : otherwise(a);
  }

  async loginWithCode(code: string, token: string, device: string = DEVICE): Promise<Result<Student, CodeRefusal | CallFailure>> {
    return codeSignInOf(await this.post('/app/verifyotp-login', { otpNumber: code, token, device }, studentReply));
  }

  /** Guest trial: a code to any mobile (known or not); the same outcomes as sendLoginCode but unknown_mobile. */
  async sendGuestCode(mobile: string): Promise<Result<{ token: string }, RateLimited | CallFailure>> {
    const a = await this.post('/app/sendotp', { mobile }, otpTokenReply);
    const sent = sentTokenOf(a);
    if (sent) return ok(sent);
    const limited = throttleOf(a);
    return limited ? err(limited) : otherwise(a);
  }

  /** Guest trial: the code's sign-up (or sign-in of the student with that mobile); answered as a code login is. */
  async guestSignUp(input: GuestSignUp): Promise<Result<Student, GuestCodeRefusal | CallFailure>> {
    const form: Form = {
      otpNumber: input.code,
      token: input.token,
      studentName: input.studentName,
      email: input.email,
      ...(input.courseUrl ? { courseUrl: input.courseUrl } : {}),
      source: input.source,
      device: input.device || DEVICE,
    };
    return codeSignInOf(await this.post('/app/guest-verifyotp-signup', form, studentReply));
  }

  async requestPasswordReset(userId: string): Promise<Result<ForgotPasswordToken, ResetRequestRefusal | CallFailure>> {
    const a = await this.post('/app/create-forget-password-token', { userId }, resetTokenReply);
    const reset = valueOf(a);
    if (reset) return ok(reset);
    const limited = throttleOf(a);
    if (limited) return err(limited);
    return codeOf(a) === 'InvalidUserId' ? err(refused('unknown_user')) : otherwise(a);
  }

  async resetPassword(reset: ForgotPasswordToken, code: string, newPassword: string): Promise<Result<void, ResetRefusal | CallFailure>> {
    const form = { newPassword, token: reset.token, tokenIdentify: reset.tokenIdentify, otp: code };
    const a = await this.post('/app/verify-forget-password-token', form, emptyReply);
    const limited = throttleOf(a);
    if (limited) return err(limited);
    switch (codeOf(a)) {
      case 'success': return a.ok ? ok(undefined) : otherwise(a);
      case 'InvalidToken': return err(refused('reset_expired'));
      case 'InvalidOTP': return err(refused('wrong_code'));
      default: return otherwise(a);
    }
  }

  async directLogin(credentials: DirectLoginCredentials): Promise<Result<Student, SignInRefusal | CallFailure>> {
    const a = await this.post('/app/login-direct', { ...credentials, device: DEVICE }, studentReply);
    const student = studentOf(a);
    if (student) return ok(student);
    const limited = throttleOf(a);
    if (limited) return err(limited);
    return codeOf(a) === 'invalid_credentials' ? err(WRONG_CREDENTIALS) : otherwise(a);
  }

  /** Authenticated with the stored student's credentials (not made without them); only a success reply revokes. */
  async logout(): Promise<Result<void>> {
    const a = await answerOf(this.http.request('post', '/app/logout', { schema: emptyReply }));
    return a.ok && a.value.responseTxt === 'success' ? ok(undefined) : otherwise(a);
  }

  private async post<T>(path: string, form: Form, schema: RequestOptions<Reply<T>>['schema']): Promise<Answer<T>> {
    return answerOf(this.http.request('post', path, { auth: false, form, schema }));
  }
}
