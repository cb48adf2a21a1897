// `npm run timeline`: the requests of a cold signed-in page load in order, each with when it started and ended (ms
// from the navigation), at 4x CPU and 150 ms of added latency (Lighthouse's slow-4G round trip) in Debian's chromium,
// against the reference server on a fresh seeded database. It shows what waits for what: a chunk asked for only after
// another has run, a page's calls waiting for its first commit (docs/performance.md "The dashboard's first commit").
// Args: the path (default /student/dashboard). Env: TIMELINE_DIST=<dir> serves a build made earlier (A/B),
// TIMELINE_RUNS (1), TIMELINE_PORT (8099), TIMELINE_WAIT_MS (5000, after the network is idle). Last line is JSON:
// {"path", "runs": [{"mainMs", "requests": [{"url", "startMs", "endMs"}]}]}.
import { serveApp } from './serve-app';

const path = process.argv[2] ?? '/student/dashboard';
const RUNS = Number(process.env.TIMELINE_RUNS ?? 1);
const WAIT_MS = Number(process.env.TIMELINE_WAIT_MS ?? 5000);
const PORT = Number(process.env.TIMELINE_PORT ?? 8099);

interface Timed { url: string; startMs: number; endMs: number | null }

async function main(): Promise<void> {
  const app = await serveApp({
    port: PORT,
    tmpPrefix: 'request-timeline-',
    ...(process.env.TIMELINE_DIST ? { prebuilt: process.env.TIMELINE_DIST } : {}),
  });
  const runs: { mainMs: number | null; requests: Timed[] }[] = [];
  try {
    const login = await app.browser.newContext();
    const first = await login.newPage();
    await first.goto(`${app.base}/student/login`);
    await first.getByLabel('Email or User ID or Mobile').fill('demo.student');
    await first.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
    await first.getByRole('button', { name: 'Log In' }).click();
    await first.waitForURL(/dashboard/);
    const storageState = await login.storageState();
    await login.close();
    for (let run = 0; run < RUNS; run++) {
      const ctx = await app.browser.newContext({ storageState });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8 * 0.9, uploadThroughput: 750e3 / 8 * 0.9 });
      const requests = new Map<object, Timed>();
      const errors: string[] = [];
      let t0 = 0;
      page.on('request', (r) => { requests.set(r, { url: r.url().replace(app.base, ''), startMs: Date.now() - t0, endMs: null }); });
      page.on('requestfinished', (r) => { const t = requests.get(r); if (t) t.endMs = Date.now() - t0; });
      page.on('pageerror', (e) => errors.push(e.message));
      t0 = Date.now();
      await page.goto(`${app.base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(WAIT_MS);
      const list = [...requests.values()].sort((a, b) => a.startMs - b.startMs);
      const main = list.find((r) => /\/assets\/main-[^/]+\.js$/.test(r.url));
      console.log(`run ${run + 1}: ${list.length} requests${errors.length ? `, page errors: ${errors.join('; ')}` : ''}`);
      for (const r of list) {
        console.log(`  ${String(r.startMs).padStart(6)} -> ${String(r.endMs ?? '-').padStart(6)} ms  ${r.url.slice(0, 100)}`);
      }
      runs.push({ mainMs: main?.startMs ?? null, requests: list });
      await ctx.close();
    }
  } finally {
    await app.stop();
  }
  console.log(JSON.stringify({ path, runs }));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(2);
});
