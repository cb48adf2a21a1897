// `npm run bench:login-flood`: does a flood of bad sign-ins starve everyone else? Starts the reference server on a fresh
// database (demo mode, TRUST_PROXY=1 so each flood request can name its own client address and the per-address and
// per-account backoff do not stop the flood before it reaches the password hash), then for each configuration:
//   quiet: the app's entry script and an authenticated GET, one after the other, for BENCH_SECONDS;
//   flood: the same while BENCH_CLIENTS clients send bad sign-ins (fresh user id and address each) as fast as answered.
// Configurations: the server as shipped (bounded hash queue), and the same server with HASH_CONCURRENCY=64 (no useful
// bound: as before the queue), so the comparison is made in the same run on the same machine. Only 127.0.0.1 is
// contacted; every loop stops at its deadline. Last line: JSON.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, round1 } from './bench-stats';
import { startLocalServer } from './local-server';
import { buildApp } from './serve-app';

const PORT = Number(process.env.BENCH_PORT ?? 8098);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


interface Sample { script: number[]; api: number[] }

/** The entry script and an authenticated GET, alternately, until the deadline. */
async function measure(entry: string, headers: Record<string, string>, until: number): Promise<Sample> {
  const out: Sample = { script: [], api: [] };
  while (Date.now() < until) {
    let t = performance.now();
    await (await fetch(`${base}${entry}`)).arrayBuffer();
    out.script.push(performance.now() - t);
    t = performance.now();
    await (await fetch(`${base}/api/fetchmycourses`, { headers })).arrayBuffer();
    out.api.push(performance.now() - t);
    await sleep(20);
  }
  return out;
}

async function flood(until: number, counts: Record<string, number>): Promise<void> {
  let n = 0;
  const client = async (k: number) => {
    while (Date.now() < until) {
      n++;
      // documentation-range addresses, only as header text (the request itself goes to 127.0.0.1)
      const address = `198.51.${(n >> 8) & 255}.${n & 255}`;
      const res = await fetch(`${base}/api/app/login`, {
        method: 'POST', headers: { 'x-forwarded-for': address },
        body: new URLSearchParams({ userId: `flood-${k}-${n}@example.com`, password: 'wrong-password', device: 'web' }),
      });
      await res.arrayBuffer();
      counts[res.status] = (counts[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, k) => client(k)));
}

const figures = (s: number[]) => ({ p50: round1(percentile(s, 50)), p99: round1(percentile(s, 99)), n: s.length });

async function run(label: string, dir: string, dist: string, env: Record<string, string>) {
  const server = await startLocalServer({ port: PORT, dir, dist, env: { ...env, DEMO: '1' } });
  try {
    const html = await (await fetch(`${base}/student/login`)).text();
    const entry = /src="(\/student\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error('no entry script in the page');
    const login = await (await fetch(`${base}/api/app/login`, { method: 'POST', body: new URLSearchParams({ userId: 'demo.student', password: 'Demo@1234', device: 'web' }) })).json() as { obj: { loginId: string; token: string } };
    const headers = { loginId: login.obj.loginId, token: login.obj.token, device: 'web' };
    await measure(entry, headers, Date.now() + 1000); // warm-up
    const quiet = await measure(entry, headers, Date.now() + SECONDS * 1000);
    const counts: Record<string, number> = {};
    const until = Date.now() + SECONDS * 1000;
    const [loaded] = await Promise.all([measure(entry, headers, until), flood(until, counts)]);
    const row = { label, quietScript: figures(quiet.script), quietApi: figures(quiet.api), floodScript: figures(loaded.script), floodApi: figures(loaded.api), floodReplies: counts };
    console.log(`${label}: quiet script p50 ${row.quietScript.p50} / p99 ${row.quietScript.p99} ms, api p99 ${row.quietApi.p99} ms; `
      + `under ${CLIENTS} flooding clients script p50 ${row.floodScript.p50} / p99 ${row.floodScript.p99} ms (${row.floodScript.n} loads), `
      + `api p50 ${row.floodApi.p50} / p99 ${row.floodApi.p99} ms; flood replies ${JSON.stringify(counts)}`);
    return row;
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-login-flood-'));
try {
  const dist = join(dir, 'dist');
  buildApp(dist);
  readFileSync(join(dist, 'index.html'));
  const bounded = await run('bounded hash queue (as shipped)', dir, dist, {});
  const unbounded = await run('HASH_CONCURRENCY=64 (no useful bound)', dir, dist, { HASH_CONCURRENCY: '64' });
  console.log(JSON.stringify({
    clients: CLIENTS, seconds: SECONDS,
    boundedScriptP99Ms: bounded.floodScript.p99, boundedApiP99Ms: bounded.floodApi.p99,
    unboundedScriptP99Ms: unbounded.floodScript.p99, unboundedApiP99Ms: unbounded.floodApi.p99,
    quietScriptP99Ms: bounded.quietScript.p99, quietApiP99Ms: bounded.quietApi.p99,
  }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
