// `npm run size`: the gzip size of the JavaScript that /student/login loads in a real browser.
// Builds if needed, starts the server on a temporary database, opens the page in Debian's chromium,
// gzips every JS response it received, prints each file, and ends with one JSON line {"loginJsGzipKB": n}.
// Usage: npm run size [-- /student/other-route]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const route = process.argv[2] ?? '/student/login';
const port = 18000 + Math.floor(Math.random() * 1000);
if (!existsSync('dist/index.html') || process.env.SIZE_REBUILD !== '0') {
  const b = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'size-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DB_FILE: join(dir, 'size.db') }, stdio: 'ignore',
});
const cleanup = () => { server.kill('SIGTERM'); rmSync(dir, { recursive: true, force: true }); };

try {
  const base = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { /* not up yet */ }
    if (i > 100) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const page = await browser.newPage();
  const files = new Map<string, number>();
  page.on('response', async (res) => {
    const url = res.url();
    if (!/\.m?js(\?|$)/.test(url)) return;
    try { files.set(url, gzipSync(await res.body(), { level: 9 }).length); } catch { /* aborted */ }
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await browser.close();
  let total = 0;
  for (const [url, bytes] of [...files].sort((a, b) => b[1] - a[1])) {
    total += bytes;
    console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${new URL(url).pathname}`);
  }
  const kb = Math.round((total / 1024) * 10) / 10;
  console.log(`${files.size} JavaScript files, ${kb} KB gzip for ${route}`);
  const key = route === '/student/login' ? 'loginJsGzipKB' : 'jsGzipKB';
  console.log(JSON.stringify({ [key]: kb }));
} finally {
  cleanup();
}
