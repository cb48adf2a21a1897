// Starts the reference server for e2e on a fresh database and a fresh payment sandbox database next to it
// (PAYMENT_SANDBOX_DB = DB_FILE + '.sandbox'). The database: SQLite at DB_FILE (deleted first), or with
// E2E_DATABASE=postgres a throwaway PostgreSQL cluster (scripts/pg-cluster.ts) started here and removed on exit, the
// server on it through DATABASE_URL (issue 17: the same flows on both engines).
import { rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const db = process.env.DB_FILE ?? '.tmp/e2e.db';
mkdirSync(dirname(db), { recursive: true });
const sandboxDb = `${db}.sandbox`;
for (const file of [db, sandboxDb]) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });

/** A PostgreSQL cluster of its own: resolves with its DATABASE_URL and the process that keeps it. */
const startCluster = () => new Promise((resolve, reject) => {
  const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/pg-cluster.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: cluster.stdout });
  lines.on('line', (line) => {
    const url = /^DATABASE_URL=(\S+)/.exec(line)?.[1];
    if (url) resolve({ url, cluster });
  });
  cluster.on('exit', (code) => reject(new Error(`the PostgreSQL cluster exited (${code}) before it was ready`)));
});

const onPostgres = process.env.E2E_DATABASE === 'postgres';
const pg = onPostgres ? await startCluster() : null;
// where the specs read the server's numbers (e2e/database.ts): the cluster's URL next to DB_FILE, or no such file
const urlFile = `${db}.url`;
if (pg) writeFileSync(urlFile, pg.url);
else rmSync(urlFile, { force: true });
// demo mode: the tests read one-time codes from /api/__dev/last-otp (loopback only)
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { REQUEST_LOG: 'errors', ...process.env, DEMO: '1', PAYMENT_SANDBOX_DB: sandboxDb, ...(pg ? { DATABASE_URL: pg.url } : {}) },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (!pg) process.exit(code ?? 0);
  pg.cluster.once('exit', () => process.exit(code ?? 0));
  pg.cluster.kill('SIGTERM');
});
