/** @jest-environment node */
// docs/security.md "Limits": password sign-in backs off after 5 failures per account (2 s, 4 s ... at most 5 minutes)
// and after 20 per client address; never a hard lock; known and unknown ids cost one password hash each; a
// successful sign-in clears the account's failures; a reset checks its session before hashing the new password.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS } from '../../../server/security/login-limits';
import { hashQueue } from '../../../server/security/passwords';
import { MINUTE, SECOND } from '../../../server/security/throttle';
import { makeServer, TEST_ADDRESS_HEADER, type TestServer } from '../test-server';

let s: TestServer;
beforeEach(async () => { s = await makeServer(); });

const login = (userId: string, password: string, address = '198.51.100.1') =>
  s.post('/api/app/login', { userId, password, device: 'web' }, { [TEST_ADDRESS_HEADER]: address });

describe('password sign-in backoff per account', () => {
  it('40 wrong passwords at 9 a second: from the 6th on they are refused with 429, and then so is the right one', async () => {
    expect(LOGIN_FAILURES_PER_ACCOUNT).toMatchObject({ free: 5, baseMs: 2 * SECOND, maxMs: 5 * MINUTE, windowMs: 15 * MINUTE });
    const got: number[] = [];
    for (let i = 0; i < 40; i++) {
      s.advance(111);
      got.push((await login('demo.student', `wrong-${i}`, `203.0.113.${i}`)).status);
    }
    expect(got.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // 4.4 s of guessing: the 5 free tries, then one after the 2 s wait; everything else is refused unchecked
    expect(got.filter((x) => x === 401)).toHaveLength(6);
    expect(got.filter((x) => x === 429)).toHaveLength(34);
    const right = await login('demo.student', 'Demo@1234', '203.0.113.200');
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ responseTxt: 'too_many_requests', message: expect.stringMatching(/^Too many failed sign-ins\. Please try again in [1-4] seconds?\.$/), obj: null });
    expect(Number(right.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('the delay grows (2 s, 4 s, 8 s ...) and is never a lock: after the wait the right password signs in and clears the count', async () => {
    for (let i = 0; i < 5; i++) expect((await login('demo.student', 'wrong')).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login('demo.student', 'wrong');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('Retry-After'));
      waits.push(wait);
      s.advance(wait * SECOND);
      expect((await login('demo.student', 'wrong')).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    const refused = await login('demo.student', 'Demo@1234');
    s.advance(Number(refused.headers.get('Retry-After')) * SECOND);
    expect((await login('demo.student', 'Demo@1234')).status).toBe(200);
    // cleared: the next typo costs nothing
    expect((await login('demo.student', 'wrong')).status).toBe(401);
    expect((await login('demo.student', 'Demo@1234')).status).toBe(200);
  });

  it('the e-mail, the mobile and the login id of one student share the count', async () => {
    for (const id of ['demo.student', 'demo.student@example.com', '9876543210', 'demo.student@example.com', 'demo.student']) {
      expect((await login(id, 'wrong')).status).toBe(401);
    }
    expect((await login('9876543210', 'Demo@1234')).status).toBe(429);
  });

  it('waits at most 5 minutes, and forgets failures older than 15 minutes', async () => {
    for (let i = 0; i < 30; i++) {
      const r = await login('demo.student', 'wrong');
      if (r.status === 429) s.advance(Number(r.headers.get('Retry-After')) * SECOND);
    }
    const refused = await login('demo.student', 'wrong');
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(5 * 60);
    s.advance(15 * MINUTE + SECOND);
    expect((await login('demo.student', 'Demo@1234')).status).toBe(200);
  });

  it('an unknown id is counted the same way (the reply does not tell whether the account exists)', async () => {
    for (let i = 0; i < 5; i++) expect((await login('nobody@example.com', 'wrong')).status).toBe(401);
    expect((await login('nobody@example.com', 'wrong')).status).toBe(429);
  });
});

describe('password sign-in backoff per address', () => {
  it('20 failures an hour from one address across accounts, then a growing wait for that address only', async () => {
    expect(LOGIN_FAILURES_PER_ADDRESS).toMatchObject({ free: 20, windowMs: 60 * MINUTE });
    for (let i = 0; i < 20; i++) expect((await login(`user-${i}@example.com`, 'wrong', '192.0.2.5')).status).toBe(401);
    expect((await login('demo.student', 'Demo@1234', '192.0.2.5')).status).toBe(429);
    expect((await login('demo.student', 'Demo@1234', '192.0.2.6')).status).toBe(200);
  });
});

describe('the same work for known and unknown ids', () => {
  it('hashes exactly once for a wrong password of a known id and once for an unknown id, and never while backing off', async () => {
    const spy = jest.spyOn(hashQueue, 'run');
    const hashesFor = async (userId: string) => {
      spy.mockClear();
      await login(userId, 'wrong-password', '203.0.113.1');
      return spy.mock.calls.length;
    };
    await hashesFor('warm-up-unknown'); // the dummy hash is made once, on first use
    expect(await hashesFor('demo.student')).toBe(1);
    expect(await hashesFor('nobody@example.com')).toBe(1);
    for (let i = 0; i < 5; i++) await login('new.student', 'wrong');
    expect(await hashesFor('new.student')).toBe(0);
    spy.mockRestore();
  });
});

describe('password reset', () => {
  it('checks the reset session before hashing the new password', async () => {
    const spy = jest.spyOn(hashQueue, 'run');
    const res = await s.post('/api/app/verify-forget-password-token', { newPassword: 'Another@123', token: 'f'.repeat(64), tokenIdentify: 'e'.repeat(64), otp: '123456' });
    expect((await res.json()).responseTxt).toBe('InvalidToken');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('ends every session of the student, so a stolen token stops working', async () => {
    const stolen = await s.login();
    const reset = (await (await s.post('/api/app/create-forget-password-token', { userId: '9876543210' })).json()) as { obj: { token: string; tokenIdentify: string } };
    const otp = await s.lastOtp('9876543210');
    const done = await s.post('/api/app/verify-forget-password-token', { newPassword: 'Another@123', token: reset.obj.token, tokenIdentify: reset.obj.tokenIdentify, otp });
    expect((await done.json()).responseTxt).toBe('success');
    const after = await s.get('/api/fetchmycourses', { loginId: stolen.loginId, token: stolen.token, device: 'web' });
    expect(after.status).toBe(401);
  });
});
