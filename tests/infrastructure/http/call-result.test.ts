/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { callFailureOf, callResult, objOf } from '../../../infrastructure/http/call-result';
import type { ApiFailure } from '../../../infrastructure/http/envelope';

const failure = (status: number, message: string, extra: Partial<ApiFailure> = {}): ApiFailure =>
  ({ success: false, data: null, status, message, ...extra });

describe('callFailureOf: an ApiFailure in the app terms', () => {
  it('a call not made, or never answered, is unavailable', () => {
    expect(callFailureOf(failure(0, 'Something went wrong', { skipped: true }))).toEqual(UNAVAILABLE);
    expect(callFailureOf(failure(0, 'Failed to fetch'))).toEqual(UNAVAILABLE);
  });

  it('an error status below 500 with a reply code is refused with that code and the server words', () => {
    expect(callFailureOf(failure(400, 'Wrong code', { responseTxt: 'invalid_otp' }))).toEqual({ kind: 'refused', code: 'invalid_otp', message: 'Wrong code' });
    expect(callFailureOf(failure(401, 'invalidToken', { responseTxt: 'invalidToken' }))).toEqual({ kind: 'refused', code: 'invalidToken', message: 'invalidToken' });
  });

  it('a refusal that asks to wait keeps the wait', () => {
    expect(callFailureOf({ ...failure(429, 'Please try again in 3 minutes.', { responseTxt: 'too_many_requests' }), retryAfterSeconds: 180 }))
      .toEqual({ kind: 'refused', code: 'too_many_requests', message: 'Please try again in 3 minutes.', retryAfterSeconds: 180 });
  });

  it('a server error or a malformed reply is a fault; the generic message is not the server words', () => {
    expect(callFailureOf(failure(500, 'Database locked', { responseTxt: 'error' }))).toEqual({ kind: 'fault', message: 'Database locked' });
    expect(callFailureOf(failure(200, 'Something went wrong'))).toEqual({ kind: 'fault' });
    expect(callFailureOf(failure(404, 'Something went wrong'))).toEqual({ kind: 'fault' });
  });
});

describe('callResult and objOf', () => {
  it('answer the value, or the failure of a rejected ApiFailure', async () => {
    expect(await callResult(Promise.resolve(3))).toEqual(ok(3));
    expect(await callResult(Promise.reject(failure(0, 'x', { skipped: true })))).toEqual(err(UNAVAILABLE));
    expect(await objOf(Promise.resolve({ data: { obj: [1] }, status: 200, message: 'Success' }))).toEqual(ok([1]));
  });

  it('throw anything else on: it is a bug', async () => {
    await expect(callResult(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
