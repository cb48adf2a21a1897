// The reference server as a child process the chaos scripts can kill and start again (npm run chaos:server, the
// browser chaos driver). It spawns `node --import tsx server/main.ts` itself (process.execPath, no npm or shell in
// between), so kill('SIGKILL') kills the server's own node process, mid-write if it is writing. Demo mode (DEMO=1)
// plus the given environment; the same port and database file on every restart (the server seeds demo data on
// start in demo mode, idempotently, so a restart on the same file is fine).
//
//   const server = await startServer({ dbFile: '.tmp/x.db', env: { CHAOS_CLOCK: '1', STATIC_DIR: 'dist' } });
//   await fetch(`${server.base}/api/health`);
//   await server.kill('SIGKILL');   // resolves once the process has exited
//   await server.restart();          // a new process on the same port and file; resolves once /api/health answers
//   await server.stop();             // SIGTERM (the server's own clean stop), SIGKILL after 10 s
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

/** The repository root (server/main.ts is started from there). */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ServerProcessOptions {
  /** the SQLite file (DB_FILE); kept across restarts */
  dbFile: string;
  /** default: a free port on 127.0.0.1, chosen once and kept across restarts */
  port?: number;
  /** added to process.env, DEMO=1, PORT and DB_FILE (and may override them, e.g. UPLOAD_DIR, PAYMENT_SANDBOX_DB) */
  env?: Record<string, string>;
  /** where the server's stdout and stderr are appended; default: stdout dropped, stderr to this process's stderr */
  logFile?: string;
  /** how long a start may take until /api/health answers (default 60 s) */
  startTimeoutMs?: number;
  /** the entry started with node --import tsx, from the repository root (default server/main.ts; server/cluster.ts for several instances) */
  entry?: string;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** false when the process ended without kill() or stop() asking for it (a crash) */
  expected: boolean;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly base: string;
  readonly port: number;
  /** the pid of the running process (undefined while stopped) */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** every exit so far, in order */
  readonly exits: readonly ServerExit[];
  /** sends the signal to the server process and resolves once it has exited (at once when it is not running) */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** kills the running process, if any, with SIGKILL, then starts a new one and waits for /api/health */
  restart(): Promise<void>;
  /** SIGTERM (the server closes its database cleanly), SIGKILL if it has not exited after 10 s; final (no restart after) */
  stop(): Promise<void>;
}

/** A port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export const freePort = (): Promise<number> => new Promise((done, fail) => {
  const probe = createServer();
  probe.once('error', fail);
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    probe.close(() => (port ? done(port) : fail(new Error('no port was assigned'))));
  });
});

/** Starts the server and resolves once GET /api/health answers 200. */
export async function startServer(opts: ServerProcessOptions): Promise<ServerProcess> {
  const port = opts.port ?? await freePort();
  const base = `http://127.0.0.1:${port}`;
  const timeoutMs = opts.startTimeoutMs ?? 60_000;
  let log: WriteStream | undefined;
  if (opts.logFile) {
    mkdirSync(dirname(opts.logFile), { recursive: true });
    log = createWriteStream(opts.logFile, { flags: 'a' });
  }
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let wanted = false; // an exit kill() or stop() asked for
  let stopped = false;
  const exits: ServerExit[] = [];
  // a crash of this script must not leave a server behind
  const orphanGuard = () => child?.kill('SIGKILL');
  process.on('exit', orphanGuard);

  const spawnOne = async (): Promise<void> => {
    wanted = false;
    // SERVER_NODE_ARGS: node flags for the server only, e.g. '--cpu-prof --cpu-prof-dir=.tmp/prof' (NODE_OPTIONS
    // refuses --cpu-prof, and would profile the driver too); the profile is written at the server's graceful exit
    const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', opts.entry ?? join('server', 'main.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DEMO: '1', PORT: String(port), DB_FILE: opts.dbFile, ...opts.env },
      stdio: ['ignore', log ? 'pipe' : 'ignore', log ? 'pipe' : 'inherit'],
    });
    child = proc;
    if (log) {
      log.write(`--- start pid ${proc.pid} at ${new Date().toISOString()}\n`);
      proc.stdout?.pipe(log, { end: false });
      proc.stderr?.pipe(log, { end: false });
    }
    exited = new Promise<void>((done) => proc.once('exit', (code, signal) => {
      exits.push({ code, signal, expected: wanted });
      log?.write(`--- pid ${proc.pid} exited (code ${code}, signal ${signal})\n`);
      if (child === proc) child = undefined;
      done();
    }));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`the server exited during its start (code ${proc.exitCode}, signal ${proc.signalCode})${opts.logFile ? `; see ${opts.logFile}` : ''}`);
      }
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) return;
      } catch { /* not listening yet */ }
      await sleep(50);
    }
    proc.kill('SIGKILL');
    throw new Error(`the server did not answer ${base}/api/health within ${timeoutMs} ms`);
  };

  const kill = async (signal: NodeJS.Signals = 'SIGKILL'): Promise<void> => {
    const proc = child;
    if (!proc) return;
    wanted = true;
    proc.kill(signal);
    await exited;
  };

  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    const proc = child;
    if (proc) {
      wanted = true;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', orphanGuard);
    await new Promise<void>((done) => (log ? log.end(done) : done()));
  };

  try {
    await spawnOne();
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    base,
    port,
    get pid() { return child?.pid; },
    get running() { return child !== undefined; },
    exits,
    kill,
    restart: async () => {
      if (stopped) throw new Error('restart() after stop()');
      await kill('SIGKILL');
      await spawnOne();
    },
    stop,
  };
}
