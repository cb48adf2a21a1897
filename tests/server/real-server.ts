// A real server process for the tests that need one (graceful shutdown, two instances): node --import tsx
// server/main.ts on a free port with the given DB_FILE, its output kept in memory, ready once GET /api/readyz answers
// 200. The inherited environment loses the settings that would change what the tests check (DEMO, METRICS_TOKEN,
// WRITE_QUEUE, TRUST_PROXY, CHAOS_CLOCK, DATABASE_URL); the caller passes what it wants.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { type LogRecord, parseLine } from '../../server/observability/logger';
import { freePort } from '../../scripts/chaos/server-process';

export interface RealServer {
  base: string;
  port: number;
  child: ChildProcess;
  /** resolves with the exit code and signal */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout: () => string;
  stderr: () => string;
  /** its JSON log lines so far (a line that is not JSON becomes an error record saying so) */
  log: () => LogRecord[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface RealServerOptions {
  dbFile: string;
  /** a temporary folder: STATIC_DIR and UPLOAD_DIR go under it */
  dir: string;
  env?: Record<string, string>;
  /** every started child is pushed here, for the suite's afterAll to kill */
  track?: ChildProcess[];
  timeoutMs?: number;
}

export async function startRealServer(opts: RealServerOptions): Promise<RealServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DEMO: _demo, METRICS_TOKEN: _token, WRITE_QUEUE: _queue, TRUST_PROXY: _proxy, CHAOS_CLOCK: _clock, DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
    cwd: process.cwd(),
    env: {
      ...inherited, PORT: String(port), DB_FILE: opts.dbFile, STATIC_DIR: join(opts.dir, 'static'), UPLOAD_DIR: join(opts.dir, 'uploads'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  opts.track?.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (b: Buffer) => { out += b.toString(); });
  child.stderr?.on('data', (b: Buffer) => { err += b.toString(); });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })));
  const log = () => out.split('\n').filter(Boolean).map((line): LogRecord => parseLine(line) ?? { time: '', level: 'error', msg: `not JSON: ${line}` });
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during its start: ${err || out}`);
    if (await fetch(`${base}/api/readyz`).then((r) => r.status === 200, () => false)) {
      return { base, port, child, exited, stdout: () => out, stderr: () => err, log };
    }
    await sleep(100);
  }
  throw new Error(`the server did not get ready: ${err || out}`);
}
