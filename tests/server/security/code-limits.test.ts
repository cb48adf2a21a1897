/** @jest-environment node */
// docs/security.md "Limits": one-time codes of every kind. Sends per destination (5 in 10 minutes, 10 a day) and per
// client address (20 in 10 minutes, 100 a day); wrong codes per destination across codes (10 an hour, 20 a day) and
// per address (30 an hour). Refused requests get 429 with Retry-After and a message with the wait in words.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { SENDS_PER_ADDRESS, SENDS_PER_DESTINATION, WRONG_CODES_PER_ADDRESS, WRONG_CODES_PER_DESTINATION } from '../../../server/security/code-limits';
import { DAY, HOUR, MINUTE } from '../../../server/security/throttle';
import { makeServer, otherCode, TEST_ADDRESS_HEADER, type TestServer } from '../test-server';

const DEMO_MOBILE = '9876543210';
const NEW_MOBILE = '9123456780';
let s: TestServer;
beforeEach(async () => { s = await makeServer(); });

const from = (address: string) => ({ [TEST_ADDRESS_HEADER]: address });
const sendLoginCode = (mobile: string, address = '198.51.100.1') => s.post('/api/app/verify-mobile-send-otp', { mobile }, from(address));
const requestReset = (userId: string, address = '198.51.100.1') => s.post('/api/app/create-forget-password-token', { userId }, from(address));
const tokenOf = async (res: Response) => ((await res.json()) as { obj: { token: string } }).obj.token;
const verifyLogin = (otpNumber: string, token: string, address = '198.51.100.1') =>
  s.post('/api/app/verifyotp-login', { otpNumber, token, device: 'web' }, from(address));

async function statuses(n: number, call: (i: number) => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(i)).status);
  return out;
}

describe('sending codes', () => {
  it('30 requests to one number in a minute: 5 are sent, 25 get 429 with Retry-After and the wait in words', async () => {
    expect(SENDS_PER_DESTINATION[0]).toMatchObject({ limit: 5, windowMs: 10 * MINUTE });
    const got = await statuses(30, () => { s.advance(1000); return sendLoginCode(DEMO_MOBILE); });
    expect(got.filter((x) => x === 200)).toHaveLength(5);
    expect(got.filter((x) => x === 429)).toHaveLength(25);
    const refused = await sendLoginCode(DEMO_MOBILE);
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get('Retry-After'));
    expect(retry).toBeGreaterThan(8 * 60);
    expect(retry).toBeLessThanOrEqual(10 * 60);
    expect(await refused.json()).toEqual({ responseTxt: 'too_many_requests', message: 'Too many codes were requested. Please try again in 10 minutes.', obj: null });
    // only the 5 sent codes reached the outbox
    expect(s.logs.filter((l) => l.startsWith(`OTP for ${DEMO_MOBILE}`))).toHaveLength(5);
  });

  it('counts sends from different addresses against the destination, and lets it go after 10 minutes, up to 10 a day', async () => {
    expect(SENDS_PER_DESTINATION[1]).toMatchObject({ limit: 10, windowMs: DAY });
    expect(await statuses(6, (i) => sendLoginCode(DEMO_MOBILE, `203.0.113.${i}`))).toEqual([200, 200, 200, 200, 200, 429]);
    s.advance(10 * MINUTE);
    expect(await statuses(6, (i) => sendLoginCode(DEMO_MOBILE, `203.0.113.${50 + i}`))).toEqual([200, 200, 200, 200, 200, 429]);
    s.advance(10 * MINUTE);
    // 10 sent today: the day's budget is spent
    expect((await sendLoginCode(DEMO_MOBILE)).status).toBe(429);
    s.advance(DAY);
    expect((await sendLoginCode(DEMO_MOBILE)).status).toBe(200);
  });

  it('password-reset codes share the destination count with login codes (mobile and e-mail alike)', async () => {
    expect(await statuses(5, () => sendLoginCode(DEMO_MOBILE))).toEqual([200, 200, 200, 200, 200]);
    expect((await requestReset(DEMO_MOBILE)).status).toBe(429);
    expect(await statuses(6, () => requestReset('Demo.Student@example.com'))).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits one address to 20 sends in 10 minutes across numbers, unknown numbers included', async () => {
    expect(SENDS_PER_ADDRESS[0]).toMatchObject({ limit: 20, windowMs: 10 * MINUTE });
    const numbers = Array.from({ length: 21 }, (_, i) => `70000000${String(i).padStart(2, '0')}`);
    const got = await statuses(21, (i) => sendLoginCode(numbers[i], '192.0.2.9'));
    expect(got.slice(0, 20).every((x) => x === 200)).toBe(true); // mobile_not_exists is a 200 reply
    expect(got[20]).toBe(429);
    // another address is not affected
    expect((await sendLoginCode(NEW_MOBILE, '192.0.2.10')).status).toBe(200);
  });
});

describe('the wrong-code budget per destination, across codes', () => {
  it('re-sending does not buy more guesses: after 10 wrong codes in an hour even the right code is refused', async () => {
    expect(WRONG_CODES_PER_DESTINATION[0]).toMatchObject({ limit: 10, windowMs: HOUR });
    let wrong = 0;
    let token = '';
    let code = '';
    // 4 wrong codes per issued code (the per-code limit is 5), re-sending as an attacker would
    while (wrong < 10) {
      s.advance(3 * MINUTE); // stay inside the send limit
      token = await tokenOf(await sendLoginCode(DEMO_MOBILE, `203.0.113.${wrong}`));
      code = await s.lastOtp(DEMO_MOBILE);
      for (let i = 0; i < 4 && wrong < 10; i++, wrong++) {
        expect((await verifyLogin(otherCode(code), token, `203.0.113.${wrong}`)).status).toBe(400);
      }
    }
    const refused = await verifyLogin(code, token, '203.0.113.99');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes\.$/);
    s.advance(HOUR);
    token = await tokenOf(await sendLoginCode(DEMO_MOBILE));
    expect((await verifyLogin(await s.lastOtp(DEMO_MOBILE), token)).status).toBe(200);
  });

  it('at most 20 wrong codes a day per destination: a chance below 1 in 10,000 of guessing a code in a day', async () => {
    expect(WRONG_CODES_PER_DESTINATION[1]).toMatchObject({ limit: 20, windowMs: DAY });
    const perDay = Math.min(WRONG_CODES_PER_DESTINATION[1].limit, (DAY / HOUR) * WRONG_CODES_PER_DESTINATION[0].limit);
    expect(perDay / 1_000_000).toBeLessThan(1 / 10_000);
    let wrong = 0;
    while (wrong < 20) {
      s.advance(HOUR); // past the hourly budget each time
      const token = await tokenOf(await sendLoginCode(DEMO_MOBILE, `203.0.113.${wrong}`));
      const code = await s.lastOtp(DEMO_MOBILE);
      for (let i = 0; i < 4 && wrong < 20; i++, wrong++) expect((await verifyLogin(otherCode(code), token, `203.0.113.${wrong}`)).status).toBe(400);
    }
    s.advance(HOUR);
    const token = await tokenOf(await sendLoginCode(DEMO_MOBILE));
    expect((await verifyLogin(await s.lastOtp(DEMO_MOBILE), token)).status).toBe(429);
  });

  it('a reset code is refused once the destination budget is spent, and the new password is not hashed or set', async () => {
    const reset = (await (await requestReset(DEMO_MOBILE)).json()) as { obj: { token: string; tokenIdentify: string } };
    const code = await s.lastOtp(DEMO_MOBILE);
    const attempt = (otp: string, address: string) => s.post('/api/app/verify-forget-password-token',
      { newPassword: 'Another@123', token: reset.obj.token, tokenIdentify: reset.obj.tokenIdentify, otp }, from(address));
    // 4 wrong reset codes plus 6 wrong login codes from elsewhere spend the destination's hour
    for (let i = 0; i < 4; i++) expect((await attempt(otherCode(code), `203.0.113.${i}`)).status).toBe(200); // InvalidOTP
    for (let n = 0; n < 2; n++) {
      s.advance(3 * MINUTE);
      const token = await tokenOf(await sendLoginCode(DEMO_MOBILE, '203.0.113.20'));
      const login = await s.lastOtp(DEMO_MOBILE);
      for (let i = 0; i < 3; i++) expect((await verifyLogin(otherCode(login), token, '203.0.113.21')).status).toBe(400);
    }
    expect((await attempt(code, '203.0.113.30')).status).toBe(429);
    // the old password still works
    await s.login();
  });

  it('limits one address to 30 wrong codes an hour across destinations', async () => {
    expect(WRONG_CODES_PER_ADDRESS[0]).toMatchObject({ limit: 30, windowMs: HOUR });
    const extra = ['7000000001', '7000000002', '7000000003'];
    const add = s.db.prepare("INSERT INTO students (login_id, email, mobile, password_hash, name) VALUES (?, NULL, ?, '!', 'Extra')");
    extra.forEach((m, i) => add.run(`extra.${i}`, m));
    const attacker = '192.0.2.77';
    let wrong = 0;
    // 8 wrong codes for each of 4 destinations (inside each destination's 10 an hour), 2 codes each
    for (const mobile of [DEMO_MOBILE, ...extra]) {
      for (let round = 0; round < 2 && wrong < 30; round++) {
        const token = await tokenOf(await sendLoginCode(mobile, '198.51.100.1'));
        const code = await s.lastOtp(mobile);
        for (let i = 0; i < 4 && wrong < 30; i++, wrong++) expect((await verifyLogin(otherCode(code), token, attacker)).status).toBe(400);
      }
    }
    // a fresh destination with budget left: the attacker's address is refused, another address is not
    const token = await tokenOf(await sendLoginCode(NEW_MOBILE, '198.51.100.2'));
    const code = await s.lastOtp(NEW_MOBILE);
    expect((await verifyLogin(code, token, attacker)).status).toBe(429);
    expect((await verifyLogin(code, token, '198.51.100.3')).status).toBe(200);
  });
});
