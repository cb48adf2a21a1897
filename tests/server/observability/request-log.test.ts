/** @jest-environment node */
// docs/reliability.md "Operating an instance": the request id and the JSON log lines.
import { describe, expect, it } from '@jest/globals';
import { Hono } from 'hono';
import { createLifecycle } from '../../../server/observability/lifecycle';
import { formatLine, jsonLogger, parseLine, streamLines } from '../../../server/observability/logger';
import { createMetrics } from '../../../server/observability/metrics';
import { requestIdFrom, requestIdOf, requestLogFromEnv, requestObserver } from '../../../server/observability/request-observer';
import { authHeaders, makeServer } from '../test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it('is generated (a UUID) when the request has none, fresh for every request', async () => {
    const s = await makeServer();
    const a = (await s.get('/api/time')).headers.get('x-request-id');
    const b = (await s.get('/api/time')).headers.get('x-request-id');
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('is the incoming X-Request-Id when that is a safe token, and is logged with the request', async () => {
    const s = await makeServer();
    for (const id of ['abc', 'req-42_x.Y', 'A'.repeat(64), '0f8fad5b-d9cb-469f-a165-70867728950e']) {
      const res = await s.get('/api/time', { 'X-Request-Id': id });
      expect(res.headers.get('x-request-id')).toBe(id);
      expect(s.records.at(-1)).toMatchObject({ msg: 'request', requestId: id });
    }
  });

  it('is replaced when the incoming one is not a safe token', async () => {
    const s = await makeServer();
    for (const id of ['', 'A'.repeat(65), 'has space', 'semi;colon', '{"json":1}', 'ünïcode', '../../etc', 'a/b', 'tab\there', '<script>']) {
      const res = await s.get('/api/time', { 'X-Request-Id': id });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
      expect(JSON.stringify(s.records.at(-1))).not.toContain(id || 'never');
    }
    expect(requestIdFrom('x'.repeat(64))).toBe('x'.repeat(64));
    expect(requestIdFrom('x'.repeat(65))).toMatch(UUID);
    expect(requestIdFrom(undefined)).toMatch(UUID);
  });

  it('is on error replies too, and on the error line the app logs for it', async () => {
    const s = await makeServer();
    const student = await s.login();
    s.db.exec('DROP TABLE notifications');
    const res = await s.get('/api/student-panel-notifications', { ...authHeaders(student), 'X-Request-Id': 'trace-500' });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('trace-500');
    const lines = s.records.filter((r) => r.requestId === 'trace-500');
    expect(lines.map((r) => [r.level, r.msg])).toEqual([['error', 'unhandled error'], ['error', 'request']]);
    expect(lines[0].error).toContain('no such table: notifications');
  });

  it('REQUEST_LOG=errors (requestLog errors): only the 5xx requests get a line', async () => {
    const s = await makeServer({ app: { requestLog: 'errors' } });
    const student = await s.login();
    expect((await s.get('/api/fetchmycourses', authHeaders(student))).status).toBe(200);
    expect((await s.get('/api/fetchmycourses')).status).toBe(401);
    s.db.exec('DROP TABLE notifications');
    expect((await s.get('/api/student-panel-notifications', { ...authHeaders(student), 'X-Request-Id': 'only-this' })).status).toBe(500);
    expect(s.records.filter((r) => r.msg === 'request').map((r) => [r.requestId, r.status])).toEqual([['only-this', 500]]);
    expect(requestLogFromEnv({ REQUEST_LOG: 'errors' })).toBe('errors');
    expect(requestLogFromEnv({ REQUEST_LOG: 'anything' })).toBe('all');
    expect(requestLogFromEnv({})).toBe('all');
  });

  it('is available to handlers as c.get("requestId")', async () => {
    const app = new Hono();
    const lines: string[] = [];
    app.use('*', requestObserver({ logger: jsonLogger((l) => lines.push(l)), metrics: createMetrics(() => ({ total: 1, idle: 1, waiting: 0 })), lifecycle: createLifecycle() }));
    app.get('/echo', (c) => c.text(`${requestIdOf(c)}|${c.get('requestId')}`));
    const res = await app.request('/echo', { headers: { 'X-Request-Id': 'from-proxy' } });
    expect(await res.text()).toBe('from-proxy|from-proxy');
    expect(lines).toHaveLength(1);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request: time, level, requestId, method, path without the query, status, durationMs', async () => {
    const s = await makeServer();
    const before = s.records.length;
    const res = await s.get('/api/__dev/last-otp?to=9876543210', { 'X-Request-Id': 'shape-1' });
    const lines = s.records.slice(before);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(Object.keys(line).sort()).toEqual(['durationMs', 'level', 'method', 'msg', 'path', 'requestId', 'status', 'time']);
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), level: 'info', msg: 'request', requestId: 'shape-1',
      method: 'GET', path: '/api/__dev/last-otp', status: res.status, durationMs: expect.any(Number),
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    // the query (here a mobile number) is never written
    expect(JSON.stringify(s.records)).not.toContain('9876543210');
  });

  it('carries the studentId of an authenticated request', async () => {
    const s = await makeServer();
    const student = await s.login();
    await s.get('/api/fetchmycourses', { ...authHeaders(student), 'X-Request-Id': 'signed-in' });
    expect(s.records.find((r) => r.requestId === 'signed-in')).toMatchObject({ studentId: student.studentId, status: 200 });
    await s.get('/api/fetchmycourses', { ...authHeaders({ ...student, token: 'wrong' }), 'X-Request-Id': 'refused' });
    const refused = s.records.find((r) => r.requestId === 'refused');
    expect(refused).toMatchObject({ status: 401, level: 'info' });
    expect(refused).not.toHaveProperty('studentId');
  });

  it('makes every line of the app JSON: the route modules\' plain messages become msg of an info line', async () => {
    const lines: string[] = [];
    const s = await makeServer({ app: { log: (l) => lines.push(l) } });
    await s.post('/api/app/verify-mobile-send-otp', { mobile: '9876543210' });
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(parseLine(l)).toMatchObject({ time: expect.any(String), level: expect.stringMatching(/^(info|warn|error)$/), msg: expect.any(String) });
    expect(lines.map((l) => parseLine(l)?.msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^Write queue: /), expect.stringMatching(/^OTP for 9876543210: \d{6}$/), 'request']));
  });
});

describe('the logger', () => {
  it('writes time, level and msg first, then the fields; fields cannot override them; undefined fields are left out', () => {
    expect(formatLine(Date.UTC(2026, 0, 15, 9), 'warn', 'hello', { requestId: 'r', n: 1, gone: undefined, big: 2n }))
      .toBe('{"time":"2026-01-15T09:00:00.000Z","level":"warn","msg":"hello","requestId":"r","n":1,"big":"2"}');
    expect(formatLine(0, 'info', 'm', { msg: 'other', level: 'error', time: 'x' })).toBe('{"time":"1970-01-01T00:00:00.000Z","level":"info","msg":"m"}');
    const out: string[] = [];
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const logger = jsonLogger((l) => out.push(l), () => 0);
    logger.line('plain message');
    logger.error('oops', { cyclic });
    expect(out).toEqual(['{"time":"1970-01-01T00:00:00.000Z","level":"info","msg":"plain message"}', '{"time":"1970-01-01T00:00:00.000Z","level":"error","msg":"oops"}']);
    expect(parseLine('not json')).toBeNull();
    expect(parseLine('{"no":"msg"}')).toBeNull();
  });

  it('writes the lines of one event-loop turn in one write, and flush() writes at once', async () => {
    const chunks: string[] = [];
    const writer = streamLines({ write: (c: string) => chunks.push(c) });
    writer.write('a');
    writer.write('b');
    expect(chunks).toEqual([]);
    await new Promise((done) => setImmediate(done));
    expect(chunks).toEqual(['a\nb\n']);
    writer.write('c');
    writer.flush();
    expect(chunks).toEqual(['a\nb\n', 'c\n']);
    await new Promise((done) => setImmediate(done));
    expect(chunks).toHaveLength(2);
  });
});
