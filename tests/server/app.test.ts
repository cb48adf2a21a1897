/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { authHeaders, makeServer } from './test-server';

describe('createApp', () => {
  it.each([['GET', '/api/no-such-call'], ['POST', '/api/app/nothing'], ['GET', '/api'], ['GET', '/api/app/login']])(
    'answers %s %s with a 404 JSON envelope', async (method, path) => {
      const s = await makeServer();
      const res = await s.request(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ responseTxt: 'not_found', message: `No such call: ${method} ${path}`, obj: null });
    });

  it('turns an unexpected failure into a 500 envelope without a stack trace, logs it and keeps serving', async () => {
    const s = await makeServer();
    const student = await s.login();
    s.db.exec('DROP TABLE notifications');
    const res = await s.get('/api/student-panel-notifications', authHeaders(student));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ responseTxt: 'internal_error', message: 'Something went wrong', obj: null });
    expect(text).not.toMatch(/notifications|at |\.ts/);
    const logged = s.records.find((r) => r.msg === 'unhandled error');
    expect(logged).toMatchObject({ level: 'error', method: 'GET', path: '/api/student-panel-notifications', requestId: res.headers.get('x-request-id') });
    expect(logged?.error).toContain('no such table');
    expect((await s.get('/api/fetchmycourses', authHeaders(student))).status).toBe(200);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const s = await makeServer();
    const res = await s.post('/api/app/login', { userId: 'demo.student', password: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).responseTxt).toBe('payload_too_large');
  });

  it('answers GET /api/health once the database is ready (the e2e runner waits for it)', async () => {
    const s = await makeServer();
    const res = await s.get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ responseTxt: 'success', message: 'ok', obj: null });
  });

  it('serves the tutorial media outside /api, public and cacheable, with byte ranges', async () => {
    const s = await makeServer();
    const res = await s.request('/media/videos/welcome.webm', { headers: { Range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
    expect((await s.request('/media/videos/welcome.vtt')).headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect((await s.request('/media/videos/..%2Fsecret.webm')).status).toBe(404);
  });

  it('answers a non-API unknown path with a plain 404', async () => {
    const s = await makeServer();
    const res = await s.get('/elsewhere');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });
});
