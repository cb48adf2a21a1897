/** @jest-environment node */
// docs/security.md "Sessions": logout revokes the token on the server at once (other sessions of the student keep
// working); a password reset revokes every session (tests/server/security/login-limits.test.ts).
import { beforeEach, describe, expect, it } from '@jest/globals';
import { authHeaders, makeServer, type TestServer } from '../test-server';

let s: TestServer;
beforeEach(async () => { s = await makeServer(); });

const courses = (student: { loginId: string; token: string }) => s.get('/api/fetchmycourses', authHeaders(student));
const logout = (student: { loginId: string; token: string }) => s.request('/api/app/logout', { method: 'POST', headers: authHeaders(student) });

describe('POST /api/app/logout', () => {
  it('revokes the token it is called with: the next call with it is invalidToken; the other session is not touched', async () => {
    const phone = await s.login();
    const laptop = await s.login();
    expect((await courses(phone)).status).toBe(200);
    const res = await logout(phone);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ responseTxt: 'success', message: 'Logged out', obj: null });
    const after = await courses(phone);
    expect(after.status).toBe(401);
    expect((await after.json()).responseTxt).toBe('invalidToken');
    expect((await courses(laptop)).status).toBe(200);
  });

  it('needs a live session: without one it is invalidToken, and a second logout with the same token too', async () => {
    const phone = await s.login();
    expect((await s.request('/api/app/logout', { method: 'POST' })).status).toBe(401);
    await logout(phone);
    expect((await logout(phone)).status).toBe(401);
  });

  it('a token cannot log out another student\'s session (the loginId must own it)', async () => {
    const demo = await s.login();
    const other = await s.login('new.student');
    expect((await logout({ loginId: other.loginId, token: demo.token })).status).toBe(401);
    expect((await courses(demo)).status).toBe(200);
  });
});
