// `npm run probe:security`: the security issue's checks, tried as an attacker on this machine would, over real HTTP
// against the real server (a fresh database, a private build). Only 127.0.0.1 is contacted; other client addresses
// are named in X-Forwarded-For with TRUST_PROXY=1, as a reverse proxy would. Prints one line per check and ends
// with `N passed, N failed` (exit 1 when any failed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSubmitAnsDetails } from '../domain/test-engine/payloads';
import type { TestData } from '../domain/test-engine/test-data';
import { parseTestData } from '../infrastructure/test-engine/test-data-schema';
import { startLocalServer } from './local-server';
import { buildApp } from './serve-app';

const PORT = Number(process.env.PROBE_PORT ?? 8099);
const base = `http://127.0.0.1:${PORT}`;
let passed = 0;
let failed = 0;
const check = (what: string, ok: boolean, detail: string) => {
  if (ok) passed++; else failed++;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}: ${detail}`);
};


const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${base}/api${path}`, { method: 'POST', body: new URLSearchParams(form), headers });
const from = (address: string) => ({ 'x-forwarded-for': address });
const apiReplies: Response[] = [];
const seen = (r: Response) => { apiReplies.push(r); return r; };

const dir = mkdtempSync(join(tmpdir(), 'probe-security-'));
try {
  const dist = join(dir, 'dist');
  buildApp(dist);

  let server = await startLocalServer({ port: PORT, dir, dist, env: { DEMO: '1' } });
  try {
    // 1. codes: 30 requests to one number within a minute
    const sends: number[] = [];
    for (let i = 0; i < 30; i++) sends.push(seen(await post('/app/verify-mobile-send-otp', { mobile: '9876543210' }, from(`203.0.113.${i}`))).status);
    const refused = sends.filter((x) => x === 429).length;
    check('30 code requests to one number in a minute', refused >= 25, `${sends.filter((x) => x === 200).length} sent, ${refused} refused with 429`);

    // 2. 40 wrong passwords from one client, then the right one
    const tries: number[] = [];
    for (let i = 0; i < 40; i++) tries.push(seen(await post('/app/login', { userId: 'new.student', password: `guess-${i}`, device: 'web' }, from('198.51.100.7'))).status);
    const right = seen(await post('/app/login', { userId: 'new.student', password: 'Demo@1234', device: 'web' }, from('198.51.100.7')));
    check('40 wrong passwords are slowed', tries.filter((x) => x === 401).length <= 6 && right.status === 429,
      `${tries.filter((x) => x === 401).length} checked, ${tries.filter((x) => x === 429).length} refused; then the right password: ${right.status} (Retry-After ${right.headers.get('retry-after')} s)`);

    // 2b. enumeration by timing: a wrong password for a known id against an unknown id (4 tries each, interleaved,
    // inside the free tries of the account backoff, each from its own address)
    const timed = async (userId: string, i: number) => {
      const t = performance.now();
      await (await post('/app/login', { userId, password: 'not-the-password', device: 'web' }, from(`192.0.2.${i}`))).arrayBuffer();
      return performance.now() - t;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await timed('demo.student', 2 * i));
      unknown.push(await timed(`nobody-${i}@example.com`, 2 * i + 1));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    const ratio = median(known) / median(unknown);
    check('a known and an unknown id take the same time', ratio > 0.67 && ratio < 1.5,
      `median ${median(known).toFixed(1)} ms known, ${median(unknown).toFixed(1)} ms unknown (before: 85 vs 52 ms)`);

    // 3. the code endpoint: loopback yes, another address no
    const local = seen(await fetch(`${base}/api/__dev/last-otp?to=9876543210`));
    const remote = seen(await fetch(`${base}/api/__dev/last-otp?to=9876543210`, { headers: from('203.0.113.50') }));
    check('demo mode: the code endpoint answers loopback only', local.status === 200 && remote.status === 404, `loopback ${local.status}, 203.0.113.50 ${remote.status}`);

    // 4. pages carry the CSP and framing headers
    const pages = ['/student/login', '/student/dashboard', '/student/testsimulator'];
    const html = await (await fetch(`${base}/student/login`)).text();
    const asset = /src="(\/student\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    for (const path of [...pages, ...(asset ? [asset] : [])]) {
      const r = await fetch(`${base}${path}`);
      const csp = r.headers.get('content-security-policy') ?? '';
      const ok = /script-src 'self'/.test(csp) && !/script-src[^;]*unsafe-(inline|eval)/.test(csp) && /frame-ancestors 'none'/.test(csp)
        && r.headers.get('x-frame-options') === 'DENY' && !!r.headers.get('referrer-policy');
      check(`headers on ${path}`, ok, `CSP "${csp.slice(0, 80)}${csp.length > 80 ? '...' : ''}", X-Frame-Options ${r.headers.get('x-frame-options')}, Referrer-Policy ${r.headers.get('referrer-policy')}`);
    }

    // 5. a self test submitted with forged marks is stored with the server's
    const login = await (await seen(await post('/app/login', { userId: 'demo.student', password: 'Demo@1234', device: 'web' }))).json() as { obj: { loginId: string; token: string } };
    const auth = { loginId: login.obj.loginId, token: login.obj.token, device: 'web' };
    const details = await (await seen(await fetch(`${base}/api/testdetails?templateId=5001&testType=1&topicId=1&totalQuestion=4&questionType=Multiple-Choice`, { headers: auth }))).json() as { obj: unknown[] };
    const parsed = parseTestData(details.obj[0]);
    if (!parsed.ok) throw new Error(`the app cannot read the test: ${parsed.problem}`);
    const test: TestData = parsed.test;
    // the first choice of every question: some right, some wrong
    const progress = test.questionSet.map((q) => ({ status: 'attempted' as const, response: { values: [q.responseChoice[0]?.responseId ?? ''], fileName: '', url: '' }, timeSpentSeconds: 20, help: 0 }));
    const ans = buildSubmitAnsDetails({ test, progress, course: { courseId: 101, templateId: 5001, packTypeId: 3, packTypeTitle: 'PRO' }, testMode: 'registered', remainingTime: 60, helpCounter: 0 });
    const forged = { ...ans, questionSet: ans.questionSet.map((q) => ({ ...q, correctAnswerMarks: 100, incorrectAnswerMarks: 100, notAnswerMarks: 100 })) };
    const fd = new FormData();
    fd.append('ansdetails', JSON.stringify(forged));
    fd.append('clientSubmissionId', `probe-${Date.now()}`);
    const sub = await (await seen(await fetch(`${base}/api/testsubmit`, { method: 'POST', body: fd, headers: auth }))).json() as { obj: { testSession: string } };
    const view = await (await seen(await fetch(`${base}/api/app/testresultview?testSession=${sub.obj.testSession}`, { headers: auth }))).json() as { obj: [{ questionSet: { marks: number; correctAnswerMarks: number }[] }] };
    const stored = view.obj[0].questionSet.map((q) => [q.correctAnswerMarks, q.marks]);
    check('a self test submitted with forged marks (+100) is stored with the server\'s', stored.every(([c, m]) => c === 1 && (m === 1 || m === -0.25)),
      `stored [correct marks, marks] per question: ${JSON.stringify(stored)}`);

    // 6. every API reply above carried no-store and nosniff
    const bad = apiReplies.filter((r) => r.headers.get('cache-control') !== 'no-store' || r.headers.get('x-content-type-options') !== 'nosniff');
    check('every API reply carries no-store and nosniff', bad.length === 0, `${apiReplies.length - bad.length} of ${apiReplies.length} replies`);
  } finally {
    await server.stop();
  }

  // 7. without demo mode the code endpoint does not exist, even for loopback
  server = await startLocalServer({ port: PORT, dir, dist });
  try {
    const r = await fetch(`${base}/api/__dev/last-otp?to=9876543210`);
    check('without demo mode the code endpoint does not exist', r.status === 404, `loopback ${r.status}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
