// Shared by the browser measurements (`npm run size`, `npm run bench:simulator`): build the app, start the
// reference server on a fresh temporary database, launch Debian's chromium with the e2e flags, and gzip the
// JavaScript a page loads. serveApp() cleans up after itself if it fails half-way; the caller stops it in a
// finally block.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';

/** The chromium flags the e2e tests use (playwright.config.ts), so measurements run the same browser. */
export const CHROMIUM_ARGS: readonly string[] = playwrightConfig.use?.launchOptions?.args ?? ['--no-sandbox', '--disable-gpu'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ServedApp {
  /** e.g. http://localhost:8096 */
  base: string;
  browser: Browser;
  /** closes the browser, stops the server (waits for it to exit) and removes the temporary directory */
  stop(): Promise<void>;
}

export interface ServeAppOptions {
  port: number;
  /** build dist/ with vite first; default: only when dist/ is missing */
  rebuild?: boolean;
  /**
   * Build into the temporary directory instead and serve that build (dist/ is left alone, so a build or an e2e
   * run of somebody else cannot change the files under measurement). minify: false for readable profiles.
   */
  privateBuild?: { minify: boolean };
  /** serve this build (a dist directory made earlier, e.g. of another revision for an A/B comparison) */
  prebuilt?: string;
  /** prefix of the temporary directory holding the database and uploads */
  tmpPrefix?: string;
  /** how long to wait for /api/health */
  startTimeoutMs?: number;
}

/** `vite build` (warnings only) into outDir (default dist/); throws when it fails. */
export function buildApp(outDir?: string, minify = true): void {
  const args = ['build', '--logLevel', 'warn', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : []), ...(minify ? [] : ['--minify', 'false'])];
  const b = spawnSync('node_modules/.bin/vite', args, { stdio: 'inherit' });
  if (b.status !== 0) throw new Error(`vite build failed (exit ${b.status})`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stopChild(child: ChildProcess, graceMs = 7000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} (is port ${new URL(base).port} free?)`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch { /* not up yet */ }
    await sleep(200);
  }
  throw new Error(`the server did not answer ${base}/api/health within ${timeoutMs} ms`);
}

/** Builds if asked, starts the server on a fresh database and launches chromium. */
export async function serveApp(opts: ServeAppOptions): Promise<ServedApp> {
  const dir = mkdtempSync(join(tmpdir(), opts.tmpPrefix ?? 'serve-app-'));
  try {
    if (opts.prebuilt) {
      if (!existsSync(join(opts.prebuilt, 'index.html'))) throw new Error(`no build at ${opts.prebuilt}`);
      symlinkSync(resolve(opts.prebuilt), join(dir, 'dist'));
    } else if (opts.privateBuild) buildApp(join(dir, 'dist'), opts.privateBuild.minify);
    else if (opts.rebuild || !existsSync('dist/index.html')) buildApp();
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const base = `http://localhost:${opts.port}`;
  // another server on the port would answer the health check below, and the figures would be of its database
  const taken = await fetch(`${base}/api/health`).then(() => true, () => false);
  if (taken) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`port ${opts.port} is already in use: stop that server or choose another port`);
  }
  let output = '';
  // the server serves ./dist: a private build is served by running the server in the temporary directory
  const server = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), resolve('server/main.ts')], {
    cwd: opts.privateBuild || opts.prebuilt ? dir : process.cwd(),
    // demo mode: the benchmarks sign in with the seeded demo accounts
    env: { ...process.env, DEMO: '1', PORT: String(opts.port), DB_FILE: join(dir, 'app.db'), UPLOAD_DIR: join(dir, 'uploads'), PAYMENT_SANDBOX_DB: join(dir, 'payment-sandbox.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4000); };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  let browser: Browser | null = null;
  const stop = async () => {
    try {
      await browser?.close();
    } finally {
      await stopChild(server);
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    await waitForHealth(base, server, opts.startTimeoutMs ?? 30_000);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    return { base, browser, stop };
  } catch (e) {
    await stop();
    if (output) console.error(output);
    throw e;
  }
}

/** The gzip sizes (level 9) of the JavaScript responses a page received, by URL. */
export interface JsRecorder {
  /** waits for the bodies still being read, then gives the sizes */
  sizes(): Promise<Map<string, number>>;
  /** the bytes the server sent for them (Content-Length: brotli where the browser asked for it), by URL */
  wire(): Promise<Map<string, number>>;
}

/**
 * Records every JavaScript response the page receives from now on. Use a fresh browser context, so nothing
 * comes from the HTTP cache of an earlier page.
 */
export function recordJsGzip(page: Page): JsRecorder {
  const files = new Map<string, number>();
  const wire = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  page.on('response', (res) => {
    const url = res.url();
    if (!/\.m?js(\?|$)/.test(url)) return;
    const length = Number(res.headers()['content-length']);
    if (Number.isFinite(length)) wire.set(url, length);
    const read = res.body()
      .then((body) => { files.set(url, gzipSync(body, { level: 9 }).length); })
      .catch(() => { /* aborted */ })
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return {
    async sizes() {
      await Promise.all([...pending]);
      return new Map(files);
    },
    async wire() {
      await Promise.all([...pending]);
      return new Map(wire);
    },
  };
}

/** Prints one line per file (largest first) and a total; returns the total in KB with one decimal. */
export function printJsSizes(files: ReadonlyMap<string, number>, route: string): number {
  let total = 0;
  for (const [url, bytes] of [...files].sort((a, b) => b[1] - a[1])) {
    total += bytes;
    console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${new URL(url).pathname}`);
  }
  const kb = Math.round((total / 1024) * 10) / 10;
  console.log(`${files.size} JavaScript files, ${kb} KB gzip for ${route}`);
  return kb;
}
