// `npm run bench:reports`: the reports with a heavy student, and /analytics against the size of the cohort. Builds
// (unless BENCH_REBUILD=0), starts the server on a fresh temporary database (scripts/serve-app.ts: demo data and the
// 50-student cohort), and seeds demo.student with 500 submitted attempts through GET /testdetails and POST
// /testsubmit (mock, topic and self tests of the demo course, answers from a fixed-seed generator). The seeding runs
// the same routes in this process on the server's database file, with a clock that steps 4 minutes a submit and
// ends now: one student may submit 20 tests a minute and 200 an hour (docs/security.md), so 500 submits take 33
// hours of that clock. Then, against the server:
//  1. /report overview (skipped with BENCH_ONLY=analytics): in headless chromium with 4x CPU throttling, the time
//     from navigation start to every overview chart drawn (3 charts per test type the dashboard answers), read in
//     the page as performance.now() on the first animation frame where all are in the DOM. Median of RUNS loads,
//     each in a fresh context (cold HTTP cache, as a first visit). A same-run baseline: the cold load of
//     /student/login to its form, alternating with the report loads; the ratio of the medians is the figure to
//     compare across runs on a noisy machine.
//  2. /analytics server time with the seeded cohort: GET /api/analytics of every seeded attempt (after a warm-up),
//     timed from the bench process over localhost; p50 / p95 / max, of the mock test sessions (the tests the large
//     cohort takes in 3) and of all sessions.
//  3. with BENCH_COHORT=N: N more students, each with a submitted attempt of each of the three mock tests (a fifth
//     with two), written straight into the database file while the server runs (scripts/bench-reports-cohort.ts);
//     then the same timings again. Step 2 is the same-run baseline.
// Ends with one JSON line {"cohort": N, "studentsPerTest": s, "analyticsP95Ms": b, "analyticsBaselineP95Ms": b0,
// "analyticsAllP95Ms": c, "overviewDrawnMs": a, "loginDrawnMs": l, "overviewOverLogin": r}: b = p95 of the mock
// sessions' /analytics with the cohort of N (+ the seeded students; s = the fewest students of the three tests),
// b0 = the same with the seeded cohort only, c = all sessions with the cohort of N; also the p50s of b and b0.
// Targets: a <= 1500, b < 20 (docs/security.md "Analytics cost": rank and topper do not grow with the cohort), c < 50.
// A benchmark, not a test: it exits 0 when a target is missed (it says so); non-zero only when it cannot run.
//
// Env: BENCH_PORT (8097), BENCH_ATTEMPTS (500), BENCH_RUNS (5), BENCH_REBUILD=0 reuses dist/, BENCH_THROTTLE (4),
// BENCH_COHORT (0: no added students; e.g. 20000), BENCH_PASSES (2: timed calls of each session), BENCH_ONLY=analytics
// (steps 2 and 3 only: a minute or so).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { createApp } from '../server/app';
import { openSqlite } from '../server/db/connect';
import { serveApp, type ServedApp } from './serve-app';
import { percentile, round1 } from './bench-stats';
import { addCohort, cohortTests, describeTiming, marksValuesPerTest, studentsPerTest, timeAnalytics } from './bench-reports-cohort';

const PORT = Number(process.env.BENCH_PORT ?? 8097);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4);
const COHORT = Number(process.env.BENCH_COHORT ?? 0);
const PASSES = Number(process.env.BENCH_PASSES ?? 2);
const ONLY = process.env.BENCH_ONLY ?? '';
const TARGETS = { overviewDrawnMs: 1500, analyticsP95Ms: 20, analyticsAllP95Ms: 50 };
const DEMO = { id: 'demo.student', password: 'Demo@1234' };
const TEMPLATE = 5001;
const COURSE = 101;
/** Configured tests of the demo course (server/db/seed-tests.ts): the section-locked and sectional mocks, the short mock. */
const MOCKS = [3001, 3002, 3004];

for (const [name, v] of Object.entries({ BENCH_PORT: PORT, BENCH_ATTEMPTS: ATTEMPTS, BENCH_RUNS: RUNS, BENCH_THROTTLE: THROTTLE, BENCH_PASSES: PASSES })) {
  if (!Number.isInteger(v) || v < 1 || v > 65535) {
    console.error(`${name} must be a whole number from 1 to 65535`);
    process.exit(2);
  }
}
if (!Number.isInteger(COHORT) || COHORT < 0 || COHORT > 1_000_000) {
  console.error('BENCH_COHORT must be a whole number from 0 to 1000000');
  process.exit(2);
}
if (ONLY !== '' && ONLY !== 'analytics') {
  console.error('BENCH_ONLY must be analytics (or unset)');
  process.exit(2);
}


/** A fixed-seed generator (the same attempts every run). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Session { loginId: string; token: string }
interface WireQuestion {
  questionId: number; questionType: string; topicId: number; sectionId: number | null; sectionName: string;
  correctAnswerMarks: number; incorrectAnswerMarks: number; notAnswerMarks: number;
  responseChoice?: { responseId: string }[];
}
interface WireTest { testId: number; testName: string; totalTime: number; questionSet: WireQuestion[] }

/** Requests to a server: over HTTP (`fetch` with a base URL) or in process (`app.request`). */
type Requester = (path: string, init?: RequestInit) => Promise<Response>;

class Api {
  private submits = 0;

  constructor(private readonly request: Requester, private readonly session: Session) {}

  private headers(): Record<string, string> {
    return { loginId: this.session.loginId, token: this.session.token, device: 'web' };
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.request(`/api${path}`, { headers: this.headers() });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res.json() as Promise<T>;
  }

  async submit(ansdetails: unknown): Promise<string> {
    const body = new FormData();
    body.append('ansdetails', JSON.stringify(ansdetails));
    body.append('clientSubmissionId', `bench-reports-${++this.submits}`);
    const res = await this.request('/api/testsubmit', { method: 'POST', headers: this.headers(), body });
    const reply = await res.json() as { responseTxt: string; message: string; obj: { testSession: string } | null };
    if (!res.ok || reply.responseTxt !== 'success' || !reply.obj) throw new Error(`POST /testsubmit: ${res.status} ${reply.message}`);
    return reply.obj.testSession;
  }
}

async function signIn(request: Requester): Promise<Session> {
  const res = await request('/api/app/login', { method: 'POST', body: new URLSearchParams({ userId: DEMO.id, password: DEMO.password, device: 'web' }) });
  const reply = await res.json() as { obj: Session | null };
  if (!res.ok || !reply.obj) throw new Error(`sign-in failed: ${res.status}`);
  return reply.obj;
}

/** A clock for the in-process seeding: starts `steps` x `stepMs` before now; tick() moves it one step. */
function steppingClock(steps: number, stepMs: number) {
  let time = Date.now() - steps * stepMs;
  return { now: () => time, tick: () => { time += stepMs; } };
}

/**
 * Starts the server with serveApp and finds its database file: serveApp makes its temporary directory under
 * os.tmpdir(), so TMPDIR points at a directory of ours while it starts.
 */
async function serveWithDatabase(): Promise<{ app: ServedApp; dbFile: string; cleanup: () => void }> {
  const parent = mkdtempSync(join(tmpdir(), 'bench-reports-parent-'));
  const cleanup = () => rmSync(parent, { recursive: true, force: true });
  const before = process.env.TMPDIR;
  process.env.TMPDIR = parent;
  let app: ServedApp;
  try {
    app = await serveApp({ port: PORT, rebuild: process.env.BENCH_REBUILD !== '0', tmpPrefix: 'bench-reports-' });
  } catch (e) {
    cleanup();
    throw e;
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
  const dirs = readdirSync(parent).filter((d) => d.startsWith('bench-reports-'));
  if (dirs.length !== 1) {
    await app.stop();
    cleanup();
    throw new Error(`expected one server directory under ${parent}, found ${dirs.length}`);
  }
  return { app, dbFile: join(parent, dirs[0], 'app.db'), cleanup };
}

/** A response for a question: a random choice (or a number for a text entry), or none (skipped). */
const responseFor = (q: WireQuestion, random: () => number): string => {
  if (random() < 0.15) return '';
  const choices = q.responseChoice ?? [];
  return choices.length ? choices[Math.floor(random() * choices.length)].responseId : String(Math.floor(random() * 20));
};

/** A seeded attempt: its test session, and whether it is of one of the MOCKS (the tests the large cohort takes). */
interface Seeded { session: string; mock: boolean }

/** Seeds `count` submitted attempts of demo.student in the demo course. */
async function seedAttempts(api: Api, count: number, tick: () => void): Promise<Seeded[]> {
  const random = lcg(20261123);
  const tests = new Map<string, WireTest>();
  const detailsOf = async (query: string): Promise<WireTest> => {
    let t = tests.get(query);
    if (!t) {
      t = (await api.get<{ obj: WireTest[] }>(`/testdetails?templateId=${TEMPLATE}&${query}`)).obj[0];
      tests.set(query, t);
    }
    return t;
  };
  const topicTests = (await api.get<{ obj: { topicId: number; topicName: string; children: unknown[] }[] }>(
    `/treeview/get-tree-by-course?type=topic&mode=0&templateId=${TEMPLATE}`)).obj;
  const topicIds: number[] = [];
  const walk = (nodes: { topicId: number; children: unknown[] }[]) => {
    for (const n of nodes) {
      topicIds.push(n.topicId);
      walk(n.children as { topicId: number; children: unknown[] }[]);
    }
  };
  walk(topicTests);
  const sessions: Seeded[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const kind = i % 5; // 0-2 mock, 3 self test (learning / competitive), 4 topic test
    let test: WireTest;
    let testType: number;
    let testMode = '';
    if (kind <= 2) {
      test = await detailsOf(`testId=${MOCKS[i % MOCKS.length]}&testType=3`);
      testType = 3;
    } else if (kind === 3) {
      const topicId = topicIds[Math.floor(random() * topicIds.length)];
      testMode = i % 2 ? 'beginner' : 'advance';
      test = await detailsOf(`testType=1&topicId=${topicId}&totalQuestion=10&totalTime=10&assessmentMode=${testMode}&examType=objective`);
      testType = 1;
    } else {
      const list = await api.get<{ obj: { testList: { mockTestId: number }[] } }>(`/topictestlist/v3?templateId=${TEMPLATE}&topicId=${topicIds[i % topicIds.length]}&topicName=x`);
      const topic = list.obj?.testList?.[0];
      if (!topic) { i--; continue; }
      test = await detailsOf(`testId=${topic.mockTestId}&testType=2`);
      testType = 2;
    }
    const totalTime = test.totalTime;
    const questionSet = test.questionSet.map((q) => ({
      questionId: q.questionId, topicId: q.topicId, timeSpent: 5 + Math.floor(random() * 60), help: random() < 0.05 ? 1 : 0,
      correctAnswerMarks: q.correctAnswerMarks, incorrectAnswerMarks: q.incorrectAnswerMarks, notAnswerMarks: q.notAnswerMarks,
      sectionId: q.sectionId, sectionName: q.sectionName, studentResponse: responseFor(q, random),
    }));
    const spent = questionSet.reduce((s, q) => s + q.timeSpent, 0);
    tick();
    const session = await api.submit({
      courseId: COURSE, templateId: TEMPLATE, testId: test.testId, testType, testMode, testOption: 'objective', totalTime,
      remainingTime: Math.max(0, totalTime - spent), totalQuestion: questionSet.length, testTitle: test.testName, questionSet,
      helpCounter: questionSet.filter((q) => q.help).length,
    });
    sessions.push({ session, mock: testType === 3 });
    if ((i + 1) % 100 === 0) console.log(`  ${i + 1}/${count} attempts submitted (${Math.round(performance.now() - started)} ms)`);
  }
  return sessions;
}

/** Milliseconds from navigation start to the first frame with every overview chart in the DOM. */
async function overviewDrawn(page: Page, charts: number): Promise<number> {
  await page.goto('/student/report', { waitUntil: 'commit' });
  const handle = await page.waitForFunction((n) => {
    const drawn = document.querySelectorAll('[data-overview-charts] svg[role="img"]').length;
    return drawn >= n ? performance.now() : false;
  }, charts, { polling: 'raf', timeout: 60_000 });
  return handle.jsonValue() as Promise<number>;
}

/** Milliseconds from navigation start to the first frame with the login form's Log In button (a cold first visit). */
async function loginDrawn(page: Page): Promise<number> {
  await page.goto('/student/login', { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Log In');
    return button ? performance.now() : false;
  }, undefined, { polling: 'raf', timeout: 60_000 });
  return handle.jsonValue() as Promise<number>;
}

/** 1. The overview in chromium, THROTTLE x CPU throttling, a fresh context per load; the login form as the floor. */
async function measureOverview(app: ServedApp, charts: number) {
  const login = await app.browser.newContext({ baseURL: app.base });
  const signInPage = await login.newPage();
  await signInPage.goto('/student/login');
  await signInPage.getByLabel('Email or User ID or Mobile').fill(DEMO.id);
  await signInPage.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await signInPage.getByRole('button', { name: 'Log In' }).click();
  await signInPage.waitForURL(/\/student\/dashboard/, { timeout: 30_000 });
  const storageState = await login.storageState();
  await login.close();
  const drawn: number[] = [];
  const floor: number[] = [];
  const throttled = async (state?: typeof storageState) => {
    const context = await app.browser.newContext({ baseURL: app.base, ...(state ? { storageState: state } : {}), viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    return { context, page };
  };
  // runs alternate with the same cold load of /student/login (the app shell's floor), so the two share the load
  for (let run = 0; run < RUNS; run++) {
    const report = await throttled(storageState);
    drawn.push(round1(await overviewDrawn(report.page, charts)));
    await report.context.close();
    const page = await throttled();
    floor.push(round1(await loginDrawn(page.page)));
    await page.context.close();
  }
  console.log(`/report overview drawn at ${THROTTLE}x CPU throttling (ms from navigation start): ${drawn.join(', ')}`);
  const ratio = Math.round((percentile(drawn, 50) / percentile(floor, 50)) * 100) / 100;
  console.log(`Baseline in the same runs: /student/login form drawn, cold, same throttling: ${floor.join(', ')} ms; ` +
    `overview / login (medians) = ${ratio}`);
  return { overviewDrawnMs: round1(percentile(drawn, 50)), loginDrawnMs: round1(percentile(floor, 50)), overviewOverLogin: ratio };
}

const verdict = (name: string, value: number, ok: boolean, target: string) => console.log(`  ${name} ${value} ${target}: ${ok ? 'ok' : 'MISSED'}`);

async function main(): Promise<void> {
  const { app, dbFile, cleanup } = await serveWithDatabase();
  const interrupted = () => { void app.stop().finally(() => { cleanup(); process.exit(130); }); };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const seedDb = openSqlite(dbFile);
  try {
    // the seeding: the server's routes in this process, on its database, with a clock of our own
    const clock = steppingClock(ATTEMPTS + 1, 4 * 60_000);
    const local = createApp({ db: seedDb, mode: 'demo', now: clock.now, log: () => undefined, staticDir: '/nonexistent' });
    const seeder = new Api(async (path, init) => local.request(path, init), await signIn(async (path, init) => local.request(path, init)));
    console.log(`Seeding ${ATTEMPTS} attempts of ${DEMO.id}...`);
    const seeded = await seedAttempts(seeder, ATTEMPTS, clock.tick);
    const all = seeded.map((s) => s.session);
    const mocks = seeded.filter((s) => s.mock).map((s) => s.session);

    const http: Requester = (path, init) => fetch(`${app.base}${path}`, init);
    const api = new Api(http, await signIn(http));
    const overview = (await api.get<{ obj: { testType: number }[] }>(`/dashboard?courseId=${COURSE}`)).obj;
    const charts = overview.length * 3;
    const rows = await api.get<{ obj: unknown[] }>(`/studentreportlist?courseId=${COURSE}&testType=3`);
    console.log(`/dashboard: ${overview.length} test types (${charts} charts); ${rows.obj.length} mock test rows`);

    const browser = ONLY === 'analytics' ? null : await measureOverview(app, charts);

    // 2. /analytics over localhost with the seeded cohort (the baseline), 3. with BENCH_COHORT more students
    const get = (path: string) => api.get<{ responseTxt: string }>(path);
    const cohortSize = async () => Math.min(...await studentsPerTest(seedDb, MOCKS));
    const baselineStudents = await cohortSize();
    const baseline = await timeAnalytics(get, mocks, PASSES);
    console.log(describeTiming(`/analytics of the mock sessions, ${baselineStudents}+ students per test (seeded cohort)`, baseline));
    let atSize = baseline;
    let allAtSize = await timeAnalytics(get, all, 1);
    console.log(describeTiming('/analytics of all sessions, seeded cohort', allAtSize));
    if (COHORT > 0) {
      console.log(`Adding ${COHORT} students who took tests ${MOCKS.join(', ')}...`);
      const added = await addCohort(seedDb, COHORT, await cohortTests(seedDb, MOCKS), Date.now());
      // the insert blocked this process: let it see the keep-alive sockets the server closed meanwhile (else a fetch
      // reuses one and fails)
      await new Promise((r) => setTimeout(r, 500));
      console.log(`  ${added.attempts} submitted attempts written in ${added.ms} ms; students per test ${(await studentsPerTest(seedDb, MOCKS)).join(', ')}, ` +
        `distinct best marks per test (cohort_marks rows) ${(await marksValuesPerTest(seedDb, MOCKS)).join(', ')}`);
      atSize = await timeAnalytics(get, mocks, PASSES);
      console.log(describeTiming(`/analytics of the mock sessions, ${await cohortSize()}+ students per test`, atSize));
      allAtSize = await timeAnalytics(get, all, 1);
      console.log(describeTiming(`/analytics of all sessions, with the ${COHORT} added students`, allAtSize));
    }

    const result = {
      cohort: COHORT, studentsPerTest: await cohortSize(), baselineStudentsPerTest: baselineStudents,
      analyticsP95Ms: atSize.p95, analyticsBaselineP95Ms: baseline.p95, analyticsAllP95Ms: allAtSize.p95,
      analyticsP50Ms: atSize.p50, analyticsBaselineP50Ms: baseline.p50,
      ...(browser ?? {}),
    };
    if (browser) verdict('overviewDrawnMs', browser.overviewDrawnMs, browser.overviewDrawnMs <= TARGETS.overviewDrawnMs, `<= ${TARGETS.overviewDrawnMs}`);
    verdict('analyticsP95Ms', result.analyticsP95Ms, result.analyticsP95Ms < TARGETS.analyticsP95Ms, `< ${TARGETS.analyticsP95Ms} (${result.studentsPerTest} students)`);
    verdict('analyticsAllP95Ms', result.analyticsAllP95Ms, result.analyticsAllP95Ms < TARGETS.analyticsAllP95Ms, `< ${TARGETS.analyticsAllP95Ms}`);
    console.log(JSON.stringify(result));
  } finally {
    await seedDb.close();
    await app.stop();
    cleanup();
  }
}

await main().catch((e: unknown) => {
  console.error(e instanceof Error ? `${e.message}${e.cause ? ` (${String(e.cause)})` : ''}` : e);
  process.exitCode = 1;
});
