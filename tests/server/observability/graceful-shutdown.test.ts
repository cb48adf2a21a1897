/** @jest-environment node */
// The real server process (node --import tsx server/main.ts, production mode, a temporary DB_FILE on a free port)
// stopped with SIGTERM while a request is in flight (docs/reliability.md "Operating an instance"): it stops accepting
// connections, lets the request finish (its write committed), closes the database and exits 0; a request that does
// not finish within SHUTDOWN_GRACE_MS is cut off and the process still exits 0.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStopTestForm } from '../../../domain/test-engine/payloads';
import { migrate } from '../../../server/db/migrate';
import { openSqlite } from '../../../server/db/connect';
import { seedDemoData } from '../../../server/db/seed';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import type { WireStudent } from '../../../server/http/wire-types';
import { type LogRecord, parseLine } from '../../../server/observability/logger';
import { JEE, parsedTest, progressOf } from '../delivery-helpers';
import { startRealServer, type RealServer } from '../real-server';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));


let dir: string;
const started: ChildProcess[] = [];

/** server/main.ts on `dbFile` in production mode; resolves once /api/readyz answers 200. */
const startServer = (dbFile: string, env: Record<string, string> = {}): Promise<RealServer> =>
  startRealServer({ dbFile, dir, env, track: started });

/** A POST whose body is sent in two parts: the first now, the rest when the test says (the request stays in flight). */
function slowPost(port: number, path: string, headers: Record<string, string>, body: Buffer) {
  let req: ClientRequest;
  const reply = new Promise<{ res: IncomingMessage; text: string }>((done, fail) => {
    req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => done({ res, text }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.write(body.subarray(0, body.length >> 1));
  });
  return { reply, finish: () => req.end(body.subarray(body.length >> 1)) };
}

/** Every stdout line as a JSON record (fails the test on a line that is not one). */
const records = (stdout: string): LogRecord[] => stdout.split('\n').filter(Boolean).map((line) => {
  const record = parseLine(line);
  if (!record) throw new Error(`not a JSON log line: ${line}`);
  return record;
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'graceful-shutdown-'));
});
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('lets a request in flight finish and commit its write, refuses new connections, then exits 0', async () => {
    // the demo accounts and tests, written before the start (production mode seeds nothing)
    const dbFile = join(dir, 'app.db');
    const seed = openSqlite(dbFile);
    await migrate(seed);
    await seedDemoData(seed, Date.now());
    await seed.close();
    const server = await startServer(dbFile);

    const login = await fetch(`${server.base}/api/app/login`, { method: 'POST', body: new URLSearchParams({ userId: 'demo.student', password: 'Demo@1234', device: 'web' }) });
    const student = (await login.json()).obj as WireStudent;
    const auth = { loginId: student.loginId, token: student.token, device: 'web' };
    const details = await fetch(`${server.base}/api/testdetails?templateId=${JEE.templateId}&testId=${DEMO_TESTS.lockedMock}&testType=3`, { headers: auth });
    const test = parsedTest(await details.json());
    // a Save & Continue Later, the write of the group commit, as the app sends it
    const form = buildStopTestForm({
      test, progress: progressOf(test, new Map()), course: { courseId: JEE.courseId, templateId: JEE.templateId },
      lastQuestionIndex: 3, remainingTime: 600, helpCounter: 0, testMode: 'registered',
    });
    const fd = new FormData();
    for (const [k, v] of Object.entries(form)) fd.append(k, v);
    const encoded = new Response(fd);
    const body = Buffer.from(await encoded.arrayBuffer());
    const attempts = () => {
      const db = new Database(dbFile, { readonly: true });
      try { return db.prepare('SELECT count(*) FROM attempts').pluck().get() as number; } finally { db.close(); }
    };
    const before = attempts();

    const save = slowPost(server.port, '/api/teststop', { ...auth, 'Content-Type': encoded.headers.get('content-type') ?? '', 'X-Request-Id': 'in-flight-save' }, body);
    // the server has the request's head and half its body: a round trip on another connection after it was sent
    await sleep(200);
    expect((await fetch(`${server.base}/api/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await sleep(500);
    expect(server.child.exitCode).toBeNull(); // still serving the request in flight
    await expect(fetch(`${server.base}/api/healthz`)).rejects.toThrow(); // but accepting no new connection
    save.finish();
    const { res, text } = await save.reply;
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ responseTxt: 'success', obj: { testSession: expect.any(String) } });
    expect(res.headers.connection).toBe('close');
    expect(res.headers['x-request-id']).toBe('in-flight-save');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(attempts()).toBe(before + 1);
    expect(server.stderr()).not.toMatch(/error/i);
    const lines = records(server.stdout());
    const msgs = lines.map((r) => r.msg);
    const saveLine = lines.findIndex((r) => r.requestId === 'in-flight-save');
    expect(lines[saveLine]).toMatchObject({ msg: 'request', method: 'POST', path: '/api/teststop', status: 200, studentId: expect.any(Number) });
    expect(msgs.indexOf('SIGTERM: stopping')).toBeGreaterThan(-1);
    expect(msgs.indexOf('SIGTERM: stopping')).toBeLessThan(saveLine);
    expect(msgs.at(-1)).toBe('Stopped');
    expect(msgs).not.toContain('Requests still in flight after 10000 ms: closing their connections');
  });

  it('cuts off a request that is still in flight after SHUTDOWN_GRACE_MS, and still exits 0', async () => {
    const server = await startServer(join(dir, 'bounded.db'), { SHUTDOWN_GRACE_MS: '300' });
    const hung = slowPost(server.port, '/api/app/login', { 'Content-Type': 'application/x-www-form-urlencoded' }, Buffer.from('userId=nobody&password=never-finished'));
    const outcome = hung.reply.then(() => 'answered', () => 'cut off');
    await sleep(200);
    expect((await fetch(`${server.base}/api/healthz`)).status).toBe(200);
    const t0 = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(await outcome).toBe('cut off');
    const msgs = records(server.stdout()).map((r) => r.msg);
    expect(msgs).toContain('Requests still in flight after 300 ms: closing their connections');
    expect(msgs.at(-1)).toBe('Stopped');
  });
});
