// AuthGateway over HTTP (docs/api.md "Account calls"). Only logout is authenticated. The server says how a call went
// with the reply's code (responseTxt), on a 200 reply or on a 4xx error; this adapter turns the codes the app acts on
// into the port's named outcomes, and any other answer into a CallFailure. Every call may be throttled (429
// too_many_requests): that is rate_limited, checked first so that no call mistakes it for its own refusals.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type {
  AuthGateway, CodeRefusal, DirectLoginCredentials, ForgotPasswordToken, RateLimited, Refusal, ResetRefusal,
  DeletionPending, ResetRequestRefusal, SendCodeRefusal, SignInRefusal,
} from '../../application/account/ports';
import type { Student } from '../../domain/account/student';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { callResult, type HttpCallFailure } from '../http/call-result';
import type { Reply } from '../http/envelope';
import { DEVICE, HttpClient, type RequestOptions } from '../http/http-client';
import { replyOf } from '../http/reply-schemas';
import { forgotPasswordTokenSchema, orNull, serverStudentSchema } from './schemas';

const studentReply = replyOf(orNull(serverStudentSchema));
const otpTokenReply = replyOf(orNull(z.object({ token: z.string() })));
const resetTokenReply = replyOf(orNull(forgotPasswordTokenSchema));
const emptyReply = replyOf(z.pipe(z.unknown(), z.transform(() => null)));

type Form = NonNullable<RequestOptions<unknown>['form']>;
type Answer<T> = Result<Reply<T>, HttpCallFailure>;

/** The reply code the server answered with (a 200 reply's, or a refusal's); undefined when no answer came. */
export const codeOf = (a: Answer<unknown>): string | undefined =>
  a.ok ? a.value.responseTxt : a.error.kind === 'refused' ? a.error.code : undefined;

/** The server's words with its answer, if any. */
export const messageOf = (a: Answer<unknown>): string | undefined => (a.ok ? a.value.message : a.error.message) || undefined;

export const refused = <C extends string>(code: C, message?: string): Refusal<C> => ({ kind: 'refused', code, ...(message ? { message } : {}) });

/** An answer that is not the outcome asked for: a 200 reply with another code is a refusal like a 4xx one. */
export const failureOf = (a: Answer<unknown>): Result<never, CallFailure> =>
  err(a.ok ? refused(a.value.responseTxt, messageOf(a)) : a.error);

/** The signed-in student of a reply that carries one. */
const studentOf = (a: Answer<Student | null>): Student | null => (a.ok && a.value.obj?.token ? a.value.obj : null);

const WRONG_CREDENTIALS: SignInRefusal = refused('wrong_credentials');

/** 403 account_deletion_pending: the account asked to be deleted; the server's words say when it completes. */
const deletionPendingOf = (a: Answer<unknown>): DeletionPending | null =>
  codeOf(a) === 'account_deletion_pending' ? refused('deletion_pending', messageOf(a)) : null;

/** The server's throttle (429 too_many_requests): its words, and the wait from Retry-After when it came. */
export const rateLimitOf = (a: Answer<unknown>): RateLimited | null => {
  if (a.ok || a.error.kind !== 'refused' || a.error.code !== 'too_many_requests') return null;
  const { retryAfterSeconds } = a.error;
  return { ...refused('rate_limited', a.error.message), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
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
    const limited = rateLimitOf(a) ?? deletionPendingOf(a);
    if (limited) return err(limited);
    return codeOf(a) === undefined ? failureOf(a) : err(WRONG_CREDENTIALS);
  }

  async sendLoginCode(mobile: string): Promise<Result<{ token: string }, SendCodeRefusal | CallFailure>> {
    const a = await this.post('/app/verify-mobile-send-otp', { mobile }, otpTokenReply);
    if (a.ok && a.value.responseTxt === 'sent_otp' && a.value.obj?.token) return ok({ token: a.value.obj.token });
    const limited = rateLimitOf(a);
    if (limited) return err(limited);
    return codeOf(a) === 'mobile_not_exists' ? err(refused('unknown_mobile')) : failureOf(a);
  }

  async loginWithCode(code: string, token: string, device: string = DEVICE): Promise<Result<Student, CodeRefusal | CallFailure>> {
    const a = await this.post('/app/verifyotp-login', { otpNumber: code, token, device }, studentReply);
    const student = studentOf(a);
    if (student) return ok(student);
    const limited = rateLimitOf(a) ?? deletionPendingOf(a);
    if (limited) return err(limited);
    switch (codeOf(a)) {
      case 'invalid_token': return err(refused('expired_code'));
      case 'invalid_otp': return err(refused('wrong_code'));
      case 'too_many_attempts': return err(refused('too_many_attempts', messageOf(a)));
      default: return failureOf(a);
    }
  }

  async requestPasswordReset(userId: string): Promise<Result<ForgotPasswordToken, ResetRequestRefusal | CallFailure>> {
    const a = await this.post('/app/create-forget-password-token', { userId }, resetTokenReply);
    if (a.ok && a.value.responseTxt === 'success' && a.value.obj) return ok(a.value.obj);
    const limited = rateLimitOf(a);
    if (limited) return err(limited);
    return codeOf(a) === 'InvalidUserId' ? err(refused('unknown_user')) : failureOf(a);
  }

  async resetPassword(reset: ForgotPasswordToken, code: string, newPassword: string): Promise<Result<void, ResetRefusal | CallFailure>> {
    const form = { newPassword, token: reset.token, tokenIdentify: reset.tokenIdentify, otp: code };
    const a = await this.post('/app/verify-forget-password-token', form, emptyReply);
    const limited = rateLimitOf(a);
    if (limited) return err(limited);
    switch (codeOf(a)) {
      case 'success': return a.ok ? ok(undefined) : failureOf(a);
      case 'InvalidToken': return err(refused('reset_expired'));
      case 'InvalidOTP': return err(refused('wrong_code'));
      default: return failureOf(a);
    }
  }

  async directLogin(credentials: DirectLoginCredentials): Promise<Result<Student, SignInRefusal | CallFailure>> {
    const a = await this.post('/app/login-direct', { ...credentials, device: DEVICE }, studentReply);
    const student = studentOf(a);
    if (student) return ok(student);
    const limited = rateLimitOf(a);
    if (limited) return err(limited);
    return codeOf(a) === 'invalid_credentials' ? err(WRONG_CREDENTIALS) : failureOf(a);
  }

  /** Authenticated with the stored student's credentials (not made without them); only a success reply revokes. */
  async logout(): Promise<Result<void>> {
    const a = await callResult(this.http.request('post', '/app/logout', { schema: emptyReply }).then((r) => r.data));
    return a.ok && a.value.responseTxt === 'success' ? ok(undefined) : failureOf(a);
  }

  private async post<T>(path: string, form: Form, schema: RequestOptions<Reply<T>>['schema']): Promise<Answer<T>> {
    return callResult(this.http.request('post', path, { auth: false, form, schema }).then((r) => r.data));
  }
}
