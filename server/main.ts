// Entry: node --import tsx server/main.ts  (DEMO=1 for demo mode (server-mode.ts), PORT, DB_FILE or DATABASE_URL=postgres://... (+ PG_POOL_MAX), FILE_STORAGE + UPLOAD_DIR (docs/deploy.md), STATIC_DIR (the built app, default dist), NODE_ENV=production,
// TIME_ZONE (the dashboard's days, default Asia/Kolkata), ACCOUNT_DELETION_DELAY_MS (default 3 hours),
// CHAOS_CLOCK=1 (with DEMO=1 only: POST /api/__dev/clock moves the server's clock, server/dev-clock.ts);
// payments: PAYMENT_PROVIDER=sandbox, PAYMENT_SANDBOX_DB, PAYMENT_SANDBOX_KEY_SECRET, or PAYMENT_API_BASE + PAYMENT_KEY_ID + PAYMENT_KEY_SECRET + PAYMENT_CHECKOUT_URL,
// see server/payments/payment-config.ts), METRICS_TOKEN (GET /api/metrics from other machines), SHUTDOWN_GRACE_MS
// (how long a stop waits for requests in flight, default 10 s).
// Its log is JSON lines on standard output (server/observability/logger.ts); a setting that stops the start is said
// as plain text on standard error. SIGTERM or SIGINT stops it gracefully (docs/reliability.md "Operating an instance"):
// not ready, no new connections, the requests in flight finish (at most SHUTDOWN_GRACE_MS), the write queue's last
// writes are committed, the database is closed, exit 0. A second SIGINT ends it at once.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { chaosClockFromEnv } from './dev-clock';
import { connectDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare-database';
import { defaultUploadDir } from './app-deps';
import { UploadRepository } from './repositories/upload-repository';
import { HOUR } from './security/throttle';
import { sweepUploads } from './security/upload-sweep';
import type { FileStorage } from './storage/file-storage';
import { fileStorageFromEnv } from './storage/file-storage-config';
import { accountDeletionDelayFromEnv, startAccountDeletionSweep } from './security/account-deletion';
import { DEMO_BANNER, modeFromEnv } from './server-mode';
import { createLifecycle, shutdownGraceFromEnv } from './observability/lifecycle';
import { errorText, jsonLogger, stdoutLines } from './observability/logger';

const out = stdoutLines();
const logger = jsonLogger(out.write);

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535, got "${process.env.PORT}"`);
  process.exit(1);
}
const choice = modeFromEnv(process.env);
if (!choice.ok) {
  console.error(choice.error);
  process.exit(1);
}
const { mode } = choice;
if (mode === 'demo') logger.warn(DEMO_BANNER);
if (chaosClockFromEnv(process.env) && mode !== 'demo') logger.warn('CHAOS_CLOCK=1 is ignored without DEMO=1.');

const db = connectDatabase(process.env);
logger.info(`Database: ${db.describe}`);
// migrated, and seeded in demo mode, under the database's write lock: another instance starting on the same file at
// the same time waits for this one and then finds it done (docs/reliability.md "Shared state")
try {
  await prepareDatabase(db, mode, Date.now(), (msg) => logger.info(msg));
} catch (err) {
  logger.error(`Preparing ${db.describe} failed: ${err instanceof Error ? err.message : String(err)}`);
  out.flush();
  await db.close().catch(() => {});
  process.exit(1);
}

let app: ReturnType<typeof createApp>;
let accountDeletionDelayMs: number;
let shutdownGraceMs: number;
// the uploads' store, shared by the app and the sweeps below
let files: FileStorage;
const lifecycle = createLifecycle();
try {
  accountDeletionDelayMs = accountDeletionDelayFromEnv(process.env);
  shutdownGraceMs = shutdownGraceFromEnv(process.env);
  files = fileStorageFromEnv(process.env, defaultUploadDir());
  app = createApp({
    db, mode, log: out.write, lifecycle, files, ...(process.env.STATIC_DIR ? { staticDir: process.env.STATIC_DIR } : {}),
    // used only when the payment sandbox is (demo mode, or PAYMENT_PROVIDER=sandbox)
    sandboxDatabase: process.env.PAYMENT_SANDBOX_DB || 'data/payment-sandbox.db',
  });
} catch (err) {
  // a malformed setting (PAYMENT_*, PAYMENT_PROVIDER_ORIGIN, TIME_ZONE, ACCOUNT_DELETION_DELAY_MS, SHUTDOWN_GRACE_MS, FILE_STORAGE) stops the start with its message
  out.flush();
  console.error(err instanceof Error ? err.message : String(err));
  await db.close();
  process.exit(1);
}
const server = serve({ fetch: app.fetch, port }, () => {
  logger.info(`Serving http://localhost:${port}/student (${mode} mode)`, { port, mode });
});

// Uploads no attempt refers to are removed a day after their upload: at start, then every hour.
const uploads = new UploadRepository(db);
const sweep = () => sweepUploads(uploads, files, Date.now()).then(
  (n) => { if (n > 0) logger.info(`Removed ${n} unattached upload(s) older than a day`); },
  (err: unknown) => logger.error('Upload sweep failed', { error: errorText(err) }));
void sweep();
const uploadSweep = setInterval(sweep, HOUR);
uploadSweep.unref();
// Confirmed account deletions are completed ACCOUNT_DELETION_DELAY_MS (default 3 hours) after the request: at start, then every minute.
const stopDeletionSweep = startAccountDeletionSweep({ db, files, delayMs: accountDeletionDelayMs, log: logger.line });

server.on('error', (err: NodeJS.ErrnoException) => {
  logger.error(err.code === 'EADDRINUSE' ? `Port ${port} is already in use` : `Server error: ${err.message}`);
  out.flush();
  void db.close().finally(() => process.exit(1));
});

process.on('unhandledRejection', (reason) => logger.error('Unhandled rejection', { error: errorText(reason) }));

/** Resolves true once every connection has closed, false when the grace period ran out first. */
const closeServer = (graceMs: number) => new Promise<boolean>((done) => {
  const timer = setTimeout(() => done(false), graceMs);
  // stops accepting and closes the idle keep-alive connections; the busy ones close after their reply (Connection: close)
  server.close(() => {
    clearTimeout(timer);
    done(true);
  });
});

const stop = async (signal: NodeJS.Signals) => {
  if (lifecycle.shuttingDown) return;
  const started = Date.now();
  // readyz answers 503 from now on, and every reply closes its connection
  lifecycle.beginShutdown();
  logger.info(`${signal}: stopping`, { signal, graceMs: shutdownGraceMs });
  clearInterval(uploadSweep);
  stopDeletionSweep();
  let code = 0;
  if (!(await closeServer(shutdownGraceMs))) {
    logger.warn(`Requests still in flight after ${shutdownGraceMs} ms: closing their connections`);
    if ('closeAllConnections' in server) server.closeAllConnections();
  }
  try {
    // the write queue's waiting items (of requests cut off above) are committed before the database closes
    await lifecycle.drain();
  } catch (err) {
    logger.error('Draining failed', { error: errorText(err) });
    code = 1;
  }
  await db.close();
  logger.info('Stopped', { signal, durationMs: Date.now() - started });
  out.flush();
  process.exit(code);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
