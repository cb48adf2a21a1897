// Entry: node --import tsx server/cluster.ts  (INSTANCES, default the machine's cores; every setting of server/main.ts)
// The server as INSTANCES processes sharing one port through node:cluster (docs/reliability.md "Shared state";
// `INSTANCES=2 npm run bench:server` measures it). This primary serves nothing itself: it migrates the database and,
// in demo mode, seeds it, once (server/db/prepare-database.ts), then forks the workers, each a whole server/main.ts
// with its own connection to the same DB_FILE (their own prepare finds everything done). The primary accepts the
// connections and hands them to the workers in turn (Node's default round-robin scheduling); every state the
// instances share is in the database.
// - SIGTERM or SIGINT: SIGTERM to every worker (each stops gracefully: readyz 503, the requests in flight finish,
//   the write queue is drained, exit 0), then the primary exits 0, or 1 when a worker did not exit 0.
// - A worker that exits on its own after it was listening is replaced; one that exits during its start (a bad
//   setting, the port in use) stops the whole cluster with exit 1.
// The workers write their own JSON log lines to the same standard output; the primary's lines are like them.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare-database';
import { errorText, jsonLogger, stdoutLines } from './observability/logger';
import { modeFromEnv } from './server-mode';

const MAX_INSTANCES = 64;

/** env INSTANCES: a whole number from 1 to 64; default the machine's cores. */
export function instancesFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.INSTANCES?.trim();
  if (!raw) return availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_INSTANCES) throw new Error(`INSTANCES must be a whole number from 1 to ${MAX_INSTANCES}, got "${raw}"`);
  return n;
}

const out = stdoutLines();
const logger = jsonLogger(out.write);
function fail(message: string): never {
  out.flush();
  console.error(message);
  process.exit(1);
}

if (!cluster.isPrimary) fail('server/cluster.ts is the primary only: its workers run server/main.ts');
let instances = 0;
try {
  instances = instancesFromEnv(process.env);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const choice = modeFromEnv(process.env);
if (!choice.ok) fail(choice.error);
const { mode } = choice;

// once, before any worker: the workers' own prepare then only reads that everything is done
const db = connectDatabase(process.env);
try {
  await prepareDatabase(db, mode, Date.now(), (msg) => logger.info(msg));
} catch (err) {
  logger.error('Preparing the database failed', { error: errorText(err) });
  fail(`Preparing ${db.describe} failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await db.close();
}

cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)) });
const alive = new Set<number>();
const listening = new Set<number>();
let stopping = false;
let failed = false;

const fork = (): Worker => {
  const worker = cluster.fork();
  alive.add(worker.id);
  return worker;
};

const stop = (reason: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${reason}: stopping ${alive.size} worker(s)`, { workers: alive.size });
  for (const worker of Object.values(cluster.workers ?? {})) {
    if (worker && alive.has(worker.id)) worker.process.kill('SIGTERM');
  }
  if (alive.size === 0) finish();
};

const finish = () => {
  logger.info('Stopped', { failed });
  out.flush();
  process.exit(failed ? 1 : 0);
};

cluster.on('listening', (worker, address) => {
  listening.add(worker.id);
  if (listening.size === instances) logger.info(`${instances} worker(s) listening on port ${address.port}`, { instances, port: address.port });
});

cluster.on('exit', (worker, code, signal) => {
  alive.delete(worker.id);
  const pid = worker.process.pid;
  if (stopping) {
    if (code !== 0) failed = true;
    if (alive.size === 0) finish();
    return;
  }
  if (!listening.has(worker.id)) {
    failed = true;
    logger.error(`Worker ${pid} exited during its start (code ${code}, signal ${signal})`, { pid, code, signal });
    stop('A worker could not start');
    return;
  }
  logger.error(`Worker ${pid} exited (code ${code}, signal ${signal}): starting another`, { pid, code, signal });
  fork();
});

process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
logger.info(`Starting ${instances} worker(s) of server/main.ts (${mode} mode)`, { instances, mode });
for (let i = 0; i < instances; i++) fork();
