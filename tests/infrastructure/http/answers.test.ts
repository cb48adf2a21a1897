/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import {
  answerOf, codeOf, failureOf, messageOf, rateLimitOf, refused, throttleOf, valueOf, type Answer,
} from '../../../infrastructure/http/answers';
import type { ApiFailure, Reply } from '../../../infrastructure/http/envelope';
import type { HttpFailure } from '../../../infrastructure/http/http-client';
import { outcomeReply } from '../../../infrastructure/http/reply-schemas';

const replied = <T>(responseTxt: string, obj: T, message = ''): Answer<T> => ok({ responseTxt, message, obj });
const apiFailure = (status: number, message: string, extra: Partial<HttpFailure> = {}): HttpFailure =>
  ({ success: false, data: null, status, message, ...extra });
/** The Answer of a call that rejected with this ApiFailure. */
const failed = (e: ApiFailure): Promise<Answer<unknown>> => answerOf(Promise.reject(e));

const WAIT = 'Please try again in 3 minutes.';
const throttled = () => failed(apiFailure(429, WAIT, { responseTxt: 'too_many_requests', retryAfterSeconds: 180 }));

describe('answerOf: what a call came to', () => {
  it('the reply, whatever its code', async () => {
    const reply: Reply<number> = { responseTxt: 'failed', message: 'No', obj: 1 };
    expect(await answerOf(Promise.resolve({ data: reply, status: 200, message: 'No' }))).toEqual(ok(reply));
  });

  it('the failure of an ApiFailure, with the HTTP status it came with', async () => {
    expect(await failed(apiFailure(0, 'Something went wrong', { skipped: true }))).toEqual(err({ failure: UNAVAILABLE, status: 0 }));
    expect(await failed(apiFailure(400, 'Wrong code', { responseTxt: 'invalid_otp' })))
      .toEqual(err({ failure: { kind: 'refused', code: 'invalid_otp', message: 'Wrong code' }, status: 400 }));
    expect(await throttled())
      .toEqual(err({ failure: { kind: 'refused', code: 'too_many_requests', message: WAIT, retryAfterSeconds: 180 }, status: 429 }));
  });

  it('throws anything else on: it is a bug', async () => {
    await expect(answerOf(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});

describe('codeOf, messageOf, valueOf, refused', () => {
  it("the reply code and the server's words, from a reply or an error status; none when no answer came", async () => {
    expect(codeOf(replied('invalid_otp', null, 'Invalid OTP'))).toBe('invalid_otp');
    expect(messageOf(replied('invalid_otp', null, 'Invalid OTP'))).toBe('Invalid OTP');
    expect(messageOf(replied('invalid_otp', null))).toBeUndefined();
    const refusal = await failed(apiFailure(409, 'Email already exists', { responseTxt: 'already_exists' }));
    expect(codeOf(refusal)).toBe('already_exists');
    expect(messageOf(refusal)).toBe('Email already exists');
    const offline = await failed(apiFailure(0, 'Failed to fetch'));
    expect(codeOf(offline)).toBeUndefined();
    expect(messageOf(offline)).toBeUndefined();
    expect(codeOf(await failed(apiFailure(500, 'boom', { responseTxt: 'internal_error' })))).toBeUndefined();
  });

  it('the obj of a success reply only', async () => {
    expect(valueOf(replied('success', { token: 't' }))).toEqual({ token: 't' });
    expect(valueOf(replied('expired_otp', { token: 't' }))).toBeNull();
    expect(valueOf(await throttled())).toBeNull();
  });

  it('a refusal carries the words only when there are any', () => {
    expect(refused('wrong_code')).toEqual({ kind: 'refused', code: 'wrong_code' });
    expect(refused('wrong_code', '')).toEqual({ kind: 'refused', code: 'wrong_code' });
    expect(refused('wrong_code', 'Invalid OTP')).toEqual({ kind: 'refused', code: 'wrong_code', message: 'Invalid OTP' });
  });
});

describe('rateLimitOf and throttleOf: rate_limited with the words and the Retry-After wait', () => {
  const LIMITED = { kind: 'refused', code: 'rate_limited', message: WAIT, retryAfterSeconds: 180 };

  it('the throttle (429 too_many_requests) is rate_limited for both, the wait only when it came', async () => {
    expect(rateLimitOf(await throttled())).toEqual(LIMITED);
    expect(throttleOf(await throttled())).toEqual(LIMITED);
    const noWait = await failed(apiFailure(429, WAIT, { responseTxt: 'too_many_requests' }));
    expect(rateLimitOf(noWait)).toEqual({ kind: 'refused', code: 'rate_limited', message: WAIT });
    expect(throttleOf(noWait)).toEqual({ kind: 'refused', code: 'rate_limited', message: WAIT });
  });

  it('any other 429 is rate_limited for rateLimitOf only: throttleOf leaves it to the call', async () => {
    const attempts = await failed(apiFailure(429, 'Too many wrong codes.', { responseTxt: 'too_many_attempts' }));
    expect(rateLimitOf(attempts)).toEqual({ kind: 'refused', code: 'rate_limited', message: 'Too many wrong codes.' });
    expect(throttleOf(attempts)).toBeNull();
    expect(rateLimitOf(await failed(apiFailure(429, 'Something went wrong')))).toEqual({ kind: 'refused', code: 'rate_limited' });
  });

  it('anything else is no rate limit', async () => {
    for (const a of [
      replied('too_many_requests', null, WAIT),
      await failed(apiFailure(400, 'Wrong code', { responseTxt: 'invalid_otp' })),
      await failed(apiFailure(0, 'Failed to fetch')),
    ]) {
      expect(rateLimitOf(a)).toBeNull();
      expect(throttleOf(a)).toBeNull();
    }
  });
});

describe('failureOf: an answer that is not the outcome asked for', () => {
  it("a reply with another code is the server's refusal with that code and its words", () => {
    expect(failureOf(replied('failed', null, 'Not saved'))).toEqual({ kind: 'refused', code: 'failed', message: 'Not saved' });
    expect(failureOf(replied('no_data', null))).toEqual({ kind: 'refused', code: 'no_data' });
  });

  it('a success without what the call needs is a fault', () => {
    expect(failureOf(replied('success', null))).toEqual({ kind: 'fault' });
  });

  it('a failed call is its CallFailure, without the wait', async () => {
    expect(failureOf(await throttled())).toEqual({ kind: 'refused', code: 'too_many_requests', message: WAIT });
    expect(failureOf(await failed(apiFailure(500, 'Mail server down', { responseTxt: 'internal_error' }))))
      .toEqual({ kind: 'fault', message: 'Mail server down' });
    expect(failureOf(await failed(apiFailure(0, 'x', { skipped: true })))).toEqual(UNAVAILABLE);
  });
});

describe('outcomeReply: obj is read only on success', () => {
  const schema = outcomeReply(z.object({ token: z.string() }));
  const parse = (body: unknown) => z.safeParse(schema, body);

  it('a success reply: its obj must match', () => {
    expect(parse({ responseTxt: 'success', message: 'Sent', obj: { token: 't' } }))
      .toMatchObject({ success: true, data: { responseTxt: 'success', message: 'Sent', obj: { token: 't' } } });
    expect(parse({ responseTxt: 'success', obj: { token: 't' } })).toMatchObject({ success: true, data: { message: '' } });
    expect(parse({ responseTxt: 'success', obj: null }).success).toBe(false);
    expect(parse({ responseTxt: 'success', obj: { token: 7 } }).success).toBe(false);
  });

  it('another code: its obj is not read (null)', () => {
    expect(parse({ responseTxt: 'invalid_otp', message: 'Invalid OTP', obj: { anything: true } }))
      .toEqual({ success: true, data: { responseTxt: 'invalid_otp', message: 'Invalid OTP', obj: null } });
    expect(parse({ responseTxt: 'expired_otp', message: null })).toEqual({ success: true, data: { responseTxt: 'expired_otp', message: '', obj: null } });
  });

  it('a reply without a code is malformed', () => {
    expect(parse({ message: 'x', obj: { token: 't' } }).success).toBe(false);
    expect(parse(undefined).success).toBe(false);
  });
});
