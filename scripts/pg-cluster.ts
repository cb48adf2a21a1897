// A throwaway PostgreSQL cluster for tests and benchmarks (issue 17): Debian's postgresql package (`.ci/run` installs
// it when initdb is missing), `initdb` in a temporary folder, `pg_ctl` on a free loopback port, trust authentication,
// fsync off (a test cluster that is deleted afterwards has nothing to keep). PostgreSQL refuses to run as root, so
// as root the cluster runs as the unprivileged `nobody`, which owns the folder.
//
//   const pg = await startPgCluster();   // { url: 'postgres://postgres@127.0.0.1:PORT/postgres', stop() }
//   ...; await pg.stop();                 // the server stopped (immediate mode) and the folder removed
//
// `node --import tsx scripts/pg-cluster.ts` starts one, prints its DATABASE_URL and keeps it until Ctrl-C.
import { execFile as execFileCb, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './chaos/server-process';

const execFile = promisify(execFileCb);

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** The folder of Debian's PostgreSQL programs (the newest version), or null when the package is not installed. */
export function postgresBinDir(root = '/usr/lib/postgresql'): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return null;
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

/** uid and gid of a local user (id -u / id -g). */
function idsOf(user: string): { uid: number; gid: number } {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error(`no local user ${user} to run PostgreSQL as (it refuses to run as root)`);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL program, as `user` when this process is root. */
async function run(bin: string, args: string[], user: string | null): Promise<void> {
  const [cmd, argv] = user ? ['runuser', ['-u', user, '--', bin, ...args]] : [bin, args];
  try {
    await execFile(cmd, argv, { timeout: 60_000 });
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`${bin.split('/').pop()} failed: ${(err.stderr || err.message).trim()}`);
  }
}

export interface PgClusterOptions {
  /** the user the cluster runs as when this process is root (default nobody) */
  user?: string;
  /** extra server settings (name -> value) */
  settings?: Readonly<Record<string, string>>;
}

/** Starts a new cluster; throws a one-line error when PostgreSQL is not installed or does not start. */
export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (Debian's postgresql package: .ci/run installs it)");
  const user = isRoot() ? options.user ?? 'nobody' : null;
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const dataDir = join(dir, 'data');
  if (user) {
    const { uid, gid } = idsOf(user);
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const port = await freePort();
  const stopQuietly = async () => {
    await run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], user).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], user);
    const settings = { listen_addresses: '127.0.0.1', port: String(port), unix_socket_directories: dir, fsync: 'off',
      synchronous_commit: 'off', full_page_writes: 'off', max_connections: '100', ...options.settings };
    const opts = Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`).join(' ');
    await run(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', opts, '-w', '-t', '60', 'start'], user);
  } catch (e) {
    await stopQuietly();
    throw e;
  }
  // one stop, however often asked: a second call waits for the first (a SIGTERM to the process group and one from
  // scripts/e2e-server.mjs both arrive; the second used to exit before the first had removed the folder)
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop() {
      stopping ??= stopQuietly();
      return stopping;
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (its database is only used to connect), named
 * `${prefix}_<time>_<n>`; its URL and a drop that ends its connections (tests, npm run bench:server).
 */
let databases = 0;
export async function createDatabaseOn(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${databases++}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try { await client.query(statement); } finally { await client.end(); }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// `node --import tsx scripts/pg-cluster.ts`: a cluster for trying things by hand
if (process.argv[1] && /pg-cluster\.ts$/.test(process.argv[1])) {
  startPgCluster().then((pg) => {
    console.log(`DATABASE_URL=${pg.url}`);
    console.log('Ctrl-C stops it and removes its folder.');
    // kept alive until a signal: signal handlers alone do not hold the event loop, and a process that ended here left
    // the cluster running with nobody to stop it (scripts/e2e-server.mjs waits for this process to stop its cluster)
    const alive = setInterval(() => {}, 2 ** 30);
    const stop = () => { clearInterval(alive); void pg.stop().then(() => process.exit(0)); };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }, (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  });
}
