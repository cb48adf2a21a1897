// A reference server for the scripts that talk to it over real HTTP (bench:login-flood, probe:security): started on
// 127.0.0.1:port with a fresh database in `dir`, the given build and environment, and stopped by the caller.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LocalServer {
  base: string;
  stop(): Promise<void>;
}

/** Starts server/main.ts (TRUST_PROXY=1: the scripts name client addresses in X-Forwarded-For) and waits for health. */
export async function startLocalServer(opts: { port: number; dir: string; dist: string; env?: Record<string, string> }): Promise<LocalServer> {
  const base = `http://127.0.0.1:${opts.port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, ...opts.env, TRUST_PROXY: '1', PORT: String(opts.port), DB_FILE: join(opts.dir, `app-${Date.now()}.db`),
      UPLOAD_DIR: join(opts.dir, 'uploads'), STATIC_DIR: opts.dist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} (is port ${opts.port} free?)`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch { /* starting */ }
    await sleep(100);
  }
  await stop();
  throw new Error(`the server did not answer ${base}/api/health within 30 s`);
}
