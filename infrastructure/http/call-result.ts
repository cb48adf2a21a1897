// What a call through the HTTP client came to, in the app's terms: its value, or the CallFailure its ApiFailure
// stands for. Gateways answer these Results, so no port speaks HTTP:
// - a call not made (no credentials, a needed id missing) or never answered (offline): unavailable;
// - an error status below 500 with the server's reply code (responseTxt), e.g. invalid_otp: refused with that code;
// - any other error status, and a malformed reply: fault.
// `message` is the server's words when it sent any; a refusal that asks to wait (429 with Retry-After) carries the
// wait as retryAfterSeconds. Anything else thrown is a bug and is thrown on.
import { err, ok, UNAVAILABLE, type CallFailure, type Result } from '../../domain/shared/result';
import { isApiFailure, type ApiSuccess } from './envelope';
import { GENERIC_ERROR, type HttpFailure } from './http-client';

/** A CallFailure as the HTTP client saw it: a refusal may say how long to wait before the next try. */
export type HttpCallFailure = CallFailure & { readonly retryAfterSeconds?: number };

/** The CallFailure an ApiFailure of the HTTP client stands for. */
export const callFailureOf = (e: HttpFailure): HttpCallFailure => {
  if (e.skipped || e.status === 0) return UNAVAILABLE;
  const said = e.message && e.message !== GENERIC_ERROR ? { message: e.message } : {};
  if (e.responseTxt && e.status < 500) {
    const wait = e.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: e.retryAfterSeconds };
    return { kind: 'refused', code: e.responseTxt, ...said, ...wait };
  }
  return { kind: 'fault', ...said };
};

/** The call's value, or the CallFailure of the ApiFailure it rejected with. */
export async function callResult<T>(call: Promise<T>): Promise<Result<T, HttpCallFailure>> {
  try {
    return ok(await call);
  } catch (e) {
    if (isApiFailure(e)) return err(callFailureOf(e));
    throw e;
  }
}

/** The obj of a reply (the body every call of the reference API carries), as a Result. */
export const objOf = <T>(reply: Promise<ApiSuccess<{ obj: T }>>): Promise<Result<T>> =>
  callResult(reply.then((r) => r.data.obj));
