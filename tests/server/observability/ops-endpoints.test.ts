/** @jest-environment node */
// docs/reliability.md "Operating an instance": GET /api/healthz, /api/readyz and /api/metrics (and docs/security.md
// for who may read the metrics).
import { describe, expect, it } from '@jest/globals';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import { createLifecycle } from '../../../server/observability/lifecycle';
import { bearerToken, sameToken } from '../../../server/observability/ops-routes';
import { answerFor, loadTest, stop } from '../delivery-helpers';
import { makeServer, TEST_ADDRESS_HEADER } from '../test-server';

/** The value of a sample line `name{labels} value` (labels in any order), or undefined when there is none. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
};

describe('GET /api/healthz', () => {
  it('answers 200 {status:"ok"} without a session, not stored by any cache, with a request id', async () => {
    const s = await makeServer({ mode: 'production' });
    const res = await s.get('/api/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not touch the database: it answers even when the database is closed', async () => {
    const s = await makeServer();
    s.db.close();
    expect((await s.get('/api/healthz')).status).toBe(200);
  });

  it('is not swallowed by the app (the SPA, the 404 of an unknown call) and takes no other method', async () => {
    const s = await makeServer();
    expect((await s.get('/api/healthz/')).status).toBe(404);
    expect((await s.request('/api/healthz', { method: 'POST' })).status).toBe(404);
    expect((await s.get('/healthz')).status).toBe(404);
  });
});

describe('GET /api/readyz', () => {
  it('answers 200 while the database answers and the instance is not stopping', async () => {
    const s = await makeServer({ mode: 'production' });
    const res = await s.get('/api/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with the reason once the database is closed, and logs the cause once', async () => {
    const s = await makeServer();
    expect((await s.get('/api/readyz')).status).toBe(200);
    s.db.close();
    for (let i = 0; i < 3; i++) {
      const res = await s.get('/api/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reason: 'database_unavailable' });
    }
    const failures = s.records.filter((r) => r.msg === 'readiness check failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 'error', error: expect.stringContaining('not open') });
  });

  it('answers 503 shutting_down once the stop has begun, and every reply then closes its connection', async () => {
    const lifecycle = createLifecycle();
    const s = await makeServer({ app: { lifecycle } });
    expect((await s.get('/api/readyz')).headers.get('connection')).toBeNull();
    lifecycle.beginShutdown();
    const res = await s.get('/api/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'shutting_down' });
    expect(res.headers.get('connection')).toBe('close');
    // liveness is unchanged: the process still serves the requests in flight
    expect((await s.get('/api/healthz')).status).toBe(200);
  });

  it('is never rate limited: many probes from one address all answer 200', async () => {
    const s = await makeServer();
    const statuses = await Promise.all(Array.from({ length: 700 }, () => s.get('/api/readyz').then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

describe('GET /api/metrics', () => {
  it('counts requests by method, matched route pattern and status, and times them', async () => {
    const s = await makeServer();
    await s.get('/api/healthz');
    await s.get('/api/healthz');
    await s.get('/api/no-such-call');
    await s.login();
    expect((await s.get('/media/videos/welcome.vtt')).status).toBe(200);
    const res = await s.get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/healthz', status: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/app/login', status: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/healthz' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/healthz', le: '+Inf' })).toBe(2);
    // the label is the matched pattern, never the raw path: no file name, no unknown path in any label
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/media/videos/:file', status: '200' })).toBe(1);
    expect(text).not.toContain('welcome.vtt');
    expect(text).not.toContain('no-such-call');
    expect(text).toMatch(/^# TYPE http_request_errors_total counter$/m);
    // SQLite: one connection, idle between requests, nothing waiting
    expect(sample(text, 'db_pool_total')).toBe(1);
    expect(sample(text, 'db_pool_idle')).toBe(1);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
    // prom-client's default process metrics
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('counts a 5xx as an error of its route', async () => {
    const s = await makeServer();
    const student = await s.login();
    s.db.exec('DROP TABLE notifications');
    const headers = { loginId: student.loginId, token: student.token, device: 'web' };
    expect((await s.get('/api/student-panel-notifications', headers)).status).toBe(500);
    const text = await (await s.get('/api/metrics')).text();
    expect(sample(text, 'http_request_errors_total', { method: 'GET', route: '/api/student-panel-notifications' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/student-panel-notifications', status: '500' })).toBe(1);
  });

  it('observes the size of each write-queue batch after a queued write (a test\'s start, then a Save & Continue Later)', async () => {
    const s = await makeServer();
    const student = await s.login();
    const before = await (await s.get('/api/metrics')).text();
    expect(sample(before, 'write_queue_batches_total')).toBe(0);
    expect(sample(before, 'write_queue_batch_size_count')).toBe(0);
    // the delivery of the test is written in the group commit
    const test = await loadTest(s, student, { testId: DEMO_TESTS.lockedMock, testType: 3 });
    const started = await (await s.get('/api/metrics')).text();
    expect(sample(started, 'write_queue_batches_total')).toBe(1);
    expect(sample(started, 'write_queue_items_total')).toBe(1);
    const q0 = test.questionSet[0];
    expect((await stop(s, student, test, new Map([[q0.questionId, answerFor(s, q0, 'right')]]), 0, 600)).status).toBe(200);
    const text = await (await s.get('/api/metrics')).text();
    expect(sample(text, 'write_queue_batches_total')).toBe(2);
    expect(sample(text, 'write_queue_items_total')).toBe(2);
    expect(sample(text, 'write_queue_batch_size_count')).toBe(2);
    expect(sample(text, 'write_queue_batch_size_sum')).toBe(2);
    expect(sample(text, 'write_queue_batch_size_bucket', { le: '1' })).toBe(2);
  });

  it('without METRICS_TOKEN: served to loopback clients only', async () => {
    const s = await makeServer({ app: { metricsToken: '' } });
    for (const address of ['127.0.0.1', '::1']) {
      expect((await s.get('/api/metrics', { [TEST_ADDRESS_HEADER]: address })).status).toBe(200);
    }
    for (const address of ['192.168.1.20', '203.0.113.9', 'unknown', '::ffff:10.0.0.3']) {
      const res = await s.get('/api/metrics', { [TEST_ADDRESS_HEADER]: address, Authorization: 'Bearer anything' });
      expect(res.status).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain('http_requests_total');
    }
  });

  it('with METRICS_TOKEN: only with the bearer token, from any address, loopback included', async () => {
    const token = 'metrics-secret-0123456789';
    const s = await makeServer({ app: { metricsToken: token } });
    for (const address of ['127.0.0.1', '203.0.113.9']) {
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, `Basic ${token}`, token]) {
        const res = await s.get('/api/metrics', { [TEST_ADDRESS_HEADER]: address, ...(authorization ? { Authorization: authorization } : {}) });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      }
      const ok = await s.get('/api/metrics', { [TEST_ADDRESS_HEADER]: address, Authorization: `Bearer ${token}` });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('http_requests_total');
    }
  });

  it('the scrape and successful probes are counted but not logged; a failing probe is logged', async () => {
    const s = await makeServer();
    await s.get('/api/healthz');
    await s.get('/api/readyz');
    await s.get('/api/health');
    await s.get('/api/metrics');
    expect(s.records.filter((r) => r.msg === 'request')).toEqual([]);
    await s.get('/api/metrics', { [TEST_ADDRESS_HEADER]: '203.0.113.9' });
    expect(s.records.filter((r) => r.msg === 'request')).toEqual([expect.objectContaining({ path: '/api/metrics', status: 403 })]);
  });
});

describe('the metrics token check', () => {
  it('takes the token of a Bearer header only, and compares whole tokens', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abcd')).toBe(false);
    expect(sameToken('', 'abc')).toBe(false);
  });
});
