// Reading what a call of the reference API answered, for gateways whose port names outcomes. The server says how a
// call went with the reply's code (responseTxt), on a 200 reply or on an error status, so a call's Answer is the reply
// (any code) or the failure of its ApiFailure (call-result.ts) with the HTTP status it came with. From it:
// - codeOf, messageOf: the reply code and the server's words, whichever way they came;
// - valueOf: the obj of a success reply;
// - rateLimitOf: any 429 as rate_limited; throttleOf: only the throttle's code (too_many_requests), for calls whose
//   other 429 (too_many_attempts) is a refusal of their own; both with the server's words and the Retry-After wait;
// - failureOf: any other answer as a CallFailure;
// - refused: a port's named refusal.
import type { RateLimited, Refusal } from '../../application/account/ports';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { callFailureOf, type HttpCallFailure } from './call-result';
import { isApiFailure, type ApiSuccess, type Reply } from './envelope';

/** A failed call: the CallFailure it stands for, and the HTTP status it came with (0 when none came). */
export interface AnswerFailure {
  readonly failure: HttpCallFailure;
  readonly status: number;
}

/** What a call came to: the reply, whatever its code, or the failure. */
export type Answer<T> = Result<Reply<T>, AnswerFailure>;

/** The call's reply, or the failure of the ApiFailure it rejected with. Anything else thrown is a bug: thrown on. */
export async function answerOf<T>(call: Promise<ApiSuccess<Reply<T>>>): Promise<Answer<T>> {
  try {
    return ok((await call).data);
  } catch (e) {
    if (isApiFailure(e)) return err({ failure: callFailureOf(e), status: e.status });
    throw e;
  }
}

export const refused = <C extends string>(code: C, message?: string): Refusal<C> =>
  ({ kind: 'refused', code, ...(message ? { message } : {}) });

/** The reply code the server answered with (a 200 reply's, or an error status's); undefined when no answer came. */
export const codeOf = (a: Answer<unknown>): string | undefined =>
  a.ok ? a.value.responseTxt : a.error.failure.kind === 'refused' ? a.error.failure.code : undefined;

/** The server's words with its answer, if any. */
export const messageOf = (a: Answer<unknown>): string | undefined =>
  (a.ok ? a.value.message : a.error.failure.message) || undefined;

/** The obj of a success reply; null for any other answer. */
export const valueOf = <T>(a: Answer<T>): T | null => (a.ok && a.value.responseTxt === 'success' ? a.value.obj : null);

const rateLimited = (failure: HttpCallFailure): RateLimited => {
  const { retryAfterSeconds, message } = failure;
  return { ...refused('rate_limited', message), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
};

/** Any 429 (too_many_requests, or a code tried too often, with the envelope or without): rate_limited. */
export const rateLimitOf = (a: Answer<unknown>): RateLimited | null =>
  a.ok || a.error.status !== 429 ? null : rateLimited(a.error.failure);

/** Only the server's throttle, a refusal with the code too_many_requests: rate_limited. For calls where another 429
 *  (too_many_attempts) is a refusal the port names. */
export const throttleOf = (a: Answer<unknown>): RateLimited | null =>
  !a.ok && a.error.failure.kind === 'refused' && a.error.failure.code === 'too_many_requests' ? rateLimited(a.error.failure) : null;

/** An answer that is not the outcome asked for: a reply with another code is the server's refusal with that code and
 *  its words, like an error status's; a success without what the call needs (or a malformed reply) a fault; a failed
 *  call its CallFailure (the wait is only a rate limit's). */
export const failureOf = (a: Answer<unknown>): CallFailure => {
  if (a.ok) return a.value.responseTxt === 'success' ? { kind: 'fault' } : refused(a.value.responseTxt, messageOf(a));
  const { retryAfterSeconds: _wait, ...failure } = a.error.failure;
  return failure;
};
