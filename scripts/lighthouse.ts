// `npm run lighthouse`: Lighthouse (the npm package; Lighthouse's default mobile config: Moto G Power screen,
// simulated slow 4G and 4x CPU slowdown) on /student/login, /student/dashboard, /student/report and the simulator
// (the seeded section-locked mock test 3001 of the demo course), in Debian's chromium. Prints performance,
// accessibility and best-practices per page with FCP, LCP, TBT, CLS and the bytes transferred, then the failing
// accessibility and best-practices audits with their elements and the performance opportunities with their
// estimated savings, and ends with one JSON line
//   {"login":{"performance","accessibility","bestPractices"},"dashboard":{..},"report":{..},"simulator":{..},"targets":{..}}.
// Targets: performance at least 95 on login and 90 elsewhere, accessibility 100. A benchmark, not a test: it exits 0
// when a target is missed (it says so); non-zero only when it cannot run, or when an audited page was not what it
// should be (redirected to the login page, or its content never showed).
//
// How it runs: the app is built into a temporary directory and served from there by the reference server on a
// fresh database with the demo data (scripts/serve-app.ts), so a concurrent build cannot change the files under
// measurement. Chromium runs with a remote-debugging port and its own profile; Lighthouse audits the login page
// first (signed out), then playwright signs in as demo.student through the real login page over CDP, in that same
// browser; the session (localStorage 'student-storage' and the account cookie) stays in the profile for the
// signed-in audits. The simulator URL needs no in-app state: the first audit opens (starts) the test, later runs
// reopen it running, as a reload does. (It is not opened with playwright first: playwright's headless tab enters
// full screen, and a test reopened after that shows the 'Full Screen Exited' modal, since Lighthouse's tab cannot.)
// Lighthouse still clears the HTTP cache, service workers and Cache Storage before every audit (clearStorageTypes
// below leaves localStorage, IndexedDB and cookies alone; disableStorageReset would keep the HTTP cache too), so
// every page is measured as a cold load of a signed-in student, not as a repeat visit from the cache.
// A page check inside each Lighthouse run (scripts/lighthouse-page-check.ts) records the final URL and what the
// page showed, and the script fails if it is not the intended page with its content.
//
// Env: LIGHTHOUSE_RUNS (1; when more, the median of each figure per page, findings from the median run),
// LIGHTHOUSE_REBUILD=0 serves the existing dist/ instead of building, LIGHTHOUSE_DIST=<dir> a build made earlier (A/B
// comparisons of two builds in one session), LIGHTHOUSE_PORT (random 18000-18999),
// LIGHTHOUSE_SAVE=<dir> writes each report as <page>-<run>.json (open in https://googlechrome.github.io/lighthouse/viewer/).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { configWithPageCheck, pageFacts, type PageFacts } from './lighthouse-page-check';
import {
  checkedAudits, describeAudit, describeOpportunity, failingAudits, figuresOf, lcpBreakdown, medianFigures, metricPoints, opportunities,
  representativeRun, requestSummary, table, type RunFigures,
} from './lighthouse-report';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveApp } from './serve-app';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 18000 + Math.floor(Math.random() * 1000));
const SAVE = process.env.LIGHTHOUSE_SAVE;
const DEMO = { id: 'demo.student', password: 'Demo@1234' };
const TARGETS = { performance: { login: 95, other: 90 }, accessibility: 100 };
const WAIT_MS = 20_000;

for (const [name, v, max] of [['LIGHTHOUSE_RUNS', RUNS, 50], ['LIGHTHOUSE_PORT', PORT, 65534]] as const) {
  if (!Number.isInteger(v) || v < 1 || v > max) {
    console.error(`${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
}

type PageName = 'login' | 'dashboard' | 'report' | 'simulator';

interface PageSpec {
  name: PageName;
  /** the URL path audited */
  path: string;
  /** the pathname the page must end on */
  expectPath: string;
  signedIn: boolean;
  /** selectors whose visible matches the page check counts */
  selectors: string[];
  /** why the page is not the intended one with its content, or null when it is */
  verify(f: PageFacts): string | null;
}

/** The seeded section-locked mock test of the demo course (server/db/seed-tests.ts DEMO_TESTS.lockedMock). */
const SIMULATOR = '/student/test-simulator?testId=3001&testType=3&templateId=5001&courseId=101';
const SIMULATOR_TITLE = 'JEE Main Mock Test 1';

const need = (f: PageFacts, selector: string, what: string): string | null => (f.visible[selector] ? null : `no ${what} (${selector}) on screen`);
const PAGES: PageSpec[] = [
  {
    name: 'login', path: '/student/login', expectPath: '/student/login', signedIn: false,
    selectors: ['input[type="password"]', 'button[type="submit"]'],
    verify: (f) => need(f, 'input[type="password"]', 'password field') ?? (/Log In/.test(f.text) ? null : 'no "Log In" on screen'),
  },
  {
    name: 'dashboard', path: '/student/dashboard', expectPath: '/student/dashboard', signedIn: true,
    selectors: ['main', 'main section h2'],
    verify: (f) => (f.h1.some((h) => /^Welcome/.test(h)) ? null : `no "Welcome" h1 (h1: ${JSON.stringify(f.h1)})`) ?? need(f, 'main section h2', 'dashboard card'),
  },
  {
    name: 'report', path: '/student/report', expectPath: '/student/report', signedIn: true,
    selectors: ['main', 'main [role="img"]', 'main [aria-current="page"]'],
    verify: (f) => need(f, 'main [aria-current="page"]', 'current report tab') ?? need(f, 'main [role="img"]', 'report chart'),
  },
  {
    name: 'simulator', path: SIMULATOR, expectPath: '/student/test-simulator', signedIn: true,
    selectors: ['[role="timer"]', 'main input, main textarea'],
    verify: (f) => (f.h1.some((h) => h.includes(SIMULATOR_TITLE)) ? null : `no "${SIMULATOR_TITLE}" h1 (h1: ${JSON.stringify(f.h1)})`)
      ?? need(f, '[role="timer"]', 'timer') ?? need(f, 'main input, main textarea', 'answer input'),
  },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Chromium { port: number; stop(): Promise<void> }

/** Debian's chromium, headless, with a remote-debugging port (for Lighthouse and playwright) and its own profile. */
async function launchChromium(port: number): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const args = [...new Set(['--headless', ...CHROMIUM_ARGS]), `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'];
  const child: ChildProcess = spawn(CHROMIUM_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => { stderr = (stderr + c.toString()).slice(-3000); });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => { clearTimeout(force); done(); });
        child.kill('SIGTERM');
      });
    }
    // retried: chromium's helper processes may still be writing into the profile for a while after it exits; a
    // profile left in the temporary folder is only warned about, never a reason to lose the measured runs
    for (let attempt = 1; ; attempt++) {
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        break;
      } catch (error) {
        if (attempt >= 5) {
          console.warn(`could not remove chromium's profile ${profile}: ${(error as Error).message}`);
          break;
        }
        await sleep(1000);
      }
    }
  };
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch { /* not up yet */ }
    await sleep(200);
  }
  await stop();
  throw new Error(`chromium did not open its debugging port ${port}\n${stderr}`);
}

/** Signs in as demo.student through the real login page, in the audited browser (its default context and profile). */
async function signIn(debugPort: number, base: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/student/login`);
    await page.getByLabel('Email or User ID or Mobile').fill(DEMO.id);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/student\/dashboard/, { timeout: WAIT_MS });
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser and its default context stay
  }
}

const flags = (port: number): Flags => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  onlyAudits: ['page-check'],
  // Lighthouse's default mobile config, said explicitly
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  // the storage reset keeps the session: the HTTP cache is cleared (a cold load), localStorage, IndexedDB and cookies are not
  disableStorageReset: false,
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
});

/** Runs Lighthouse on one page and checks it measured the intended page; throws when it did not. */
/** Tries again when Lighthouse itself failed (e.g. NO_NAVSTART: 'Please run Lighthouse again'), at most twice. */
const ATTEMPTS = 3;

async function audit(spec: PageSpec, base: string, port: number, run: number): Promise<Result> {
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(`${base}${spec.path}`, flags(port), configWithPageCheck(spec.selectors));
    if (!result) throw new Error(`${spec.name}: Lighthouse returned no result`);
    lhr = result.lhr;
    if (SAVE) writeFileSync(join(SAVE, `${spec.name}-${run}.json`), JSON.stringify(lhr));
    if (!lhr.runtimeError) break;
    const why = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new Error(`${spec.name}: Lighthouse could not audit the page ${ATTEMPTS} times: ${why}`);
    console.log(`${spec.name} run ${run}: Lighthouse failed (${why}); trying again`);
  }
  if (!lhr) throw new Error(`${spec.name}: no Lighthouse result`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== spec.expectPath) throw new Error(`${spec.name}: the audit ended on ${lhr.finalDisplayedUrl}, not ${spec.expectPath}`);
  const facts = pageFacts(lhr.audits);
  if (!facts) throw new Error(`${spec.name}: the page check did not run (${lhr.audits['page-check']?.errorMessage ?? 'no result'})`);
  const wrong = new URL(facts.href).pathname !== spec.expectPath ? `the page showed ${facts.href}`
    : facts.dialogs.length ? `a dialog covers the page: ${JSON.stringify(facts.dialogs)}` : spec.verify(facts);
  if (wrong) throw new Error(`${spec.name}: not the intended page: ${wrong}\n  text: ${facts.text}`);
  if (!lhr.configSettings.screenEmulation.mobile || lhr.configSettings.throttlingMethod !== 'simulate') {
    throw new Error(`${spec.name}: Lighthouse did not run with the mobile config`);
  }
  return lhr;
}

interface PageResult { spec: PageSpec; runs: Result[]; figures: RunFigures[] }

function printFindings({ spec, runs, figures }: PageResult): void {
  const lhr = runs[representativeRun(figures)];
  const facts = pageFacts(lhr.audits);
  console.log(`\n== ${spec.name}: ${lhr.finalDisplayedUrl}${runs.length > 1 ? ` (findings of the run nearest the median)` : ''}`);
  console.log(`   page check: h1 ${JSON.stringify(facts?.h1 ?? [])}, busy ${facts?.busy ?? '?'}, dialogs ${facts?.dialogs.length ?? '?'}, visible ${JSON.stringify(facts?.visible ?? {})}`);
  const warnings = (lhr.runWarnings ?? []).filter((w) => !/stored data affecting loading performance/.test(w));
  for (const w of warnings) console.log(`   Lighthouse warning: ${w}`);
  console.log(`   metrics: ${metricPoints(lhr)}`);
  console.log(`   ${lcpBreakdown(lhr)}`);
  for (const line of requestSummary(lhr)) console.log(`   ${line}`);
  const a11y = failingAudits(lhr, 'accessibility');
  console.log(a11y.length ? `   accessibility: failing audits ${a11y.map((a) => a.audit.id).join(', ')}` : '   accessibility: no failing audit');
  for (const a of a11y) console.log(describeAudit(a).join('\n'));
  const bp = failingAudits(lhr, 'best-practices');
  console.log(bp.length ? `   best-practices: failing audits ${bp.map((a) => a.audit.id).join(', ')}` : '   best-practices: no failing audit');
  for (const a of bp) console.log(describeAudit(a).join('\n'));
  const ops = opportunities(lhr);
  console.log(ops.length ? '   performance opportunities and diagnostics with estimated savings:' : '   performance: no opportunity with an estimated saving');
  for (const o of ops.slice(0, 8)) console.log(describeOpportunity(o).join('\n'));
  console.log(`   checked: ${checkedAudits(lhr)}`);
}

const app = await serveApp({
  port: PORT,
  ...(process.env.LIGHTHOUSE_DIST
    ? { prebuilt: process.env.LIGHTHOUSE_DIST }
    : process.env.LIGHTHOUSE_REBUILD === '0' ? { rebuild: false } : { privateBuild: { minify: true } }),
  tmpPrefix: 'lighthouse-',
});
let browser: Chromium | null = null;
const results: PageResult[] = [];
try {
  await app.browser.close(); // serveApp's playwright browser is not used: Lighthouse needs a debugging port
  if (SAVE) mkdirSync(SAVE, { recursive: true });
  browser = await launchChromium(PORT + 1000 <= 65534 ? PORT + 1000 : PORT - 1000);
  const { version } = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
  const load = loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`Lighthouse ${version}, ${CHROMIUM_PATH}, ${RUNS} run(s) per page, load average ${load}`);
  let signedIn = false;
  for (const spec of PAGES) {
    if (spec.signedIn && !signedIn) {
      await signIn(browser.port, app.base);
      signedIn = true;
    }
    const runs: Result[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const lhr = await audit(spec, app.base, browser.port, run);
      const f = figuresOf(lhr);
      console.log(`${spec.name} run ${run}/${RUNS}: performance ${f.performance}, accessibility ${f.accessibility}, best-practices ${f.bestPractices} (benchmarkIndex ${lhr.environment.benchmarkIndex})`);
      runs.push(lhr);
    }
    results.push({ spec, runs, figures: runs.map(figuresOf) });
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await browser?.stop();
  await app.stop();
}

if (results.length === PAGES.length) {
  const medians = results.map((r) => ({ page: r.spec.name, figures: medianFigures(r.figures) }));
  for (const r of results) printFindings(r);
  console.log(`\n${RUNS > 1 ? `Median of ${RUNS} runs per page` : 'One run per page'} (Lighthouse mobile: simulated slow 4G, 4x CPU slowdown):`);
  console.log(table(medians));
  const missed: string[] = [];
  for (const { page, figures } of medians) {
    const perf = page === 'login' ? TARGETS.performance.login : TARGETS.performance.other;
    if (figures.performance < perf) missed.push(`${page} performance ${figures.performance} < ${perf}`);
    if (figures.accessibility < TARGETS.accessibility) missed.push(`${page} accessibility ${figures.accessibility} < ${TARGETS.accessibility}`);
  }
  console.log(missed.length ? `Targets missed (a benchmark: exit 0): ${missed.join('; ')}` : 'All targets met.');
  const json: Record<string, unknown> = Object.fromEntries(medians.map(({ page, figures: f }) => [page, {
    performance: f.performance, accessibility: f.accessibility, bestPractices: f.bestPractices,
  }]));
  json.targets = { ...TARGETS, met: missed.length === 0, missed };
  console.log(JSON.stringify(json));
}
