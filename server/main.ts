// Entry: node --import tsx server/main.ts  (DEMO=1 for demo mode (server-mode.ts), PORT, DB_FILE, UPLOAD_DIR, STATIC_DIR (the built app, default dist), NODE_ENV=production,
// TIME_ZONE (the dashboard's days, default Asia/Kolkata), ACCOUNT_DELETION_DELAY_MS (default 3 hours),
// CHAOS_CLOCK=1 (with DEMO=1 only: POST /api/__dev/clock moves the server's clock, server/dev-clock.ts);
// payments: PAYMENT_PROVIDER=sandbox, PAYMENT_SANDBOX_DB, PAYMENT_SANDBOX_KEY_SECRET, or PAYMENT_API_BASE + PAYMENT_KEY_ID + PAYMENT_KEY_SECRET + PAYMENT_CHECKOUT_URL,
// see server/payments/payment-config.ts)
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { chaosClockFromEnv } from './dev-clock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './db/seed';
import { seedCohort } from './db/seed-cohort';
import { seedDemoHistory } from './db/seed-history';
import { defaultUploadDir } from './app-deps';
import { UploadRepository } from './repositories/upload-repository';
import { HOUR } from './security/throttle';
import { sweepUploads } from './security/upload-sweep';
import { accountDeletionDelayFromEnv, startAccountDeletionSweep } from './security/account-deletion';
import { DEMO_BANNER, modeFromEnv } from './server-mode';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535, got "${process.env.PORT}"`);
  process.exit(1);
}
const dbFile = process.env.DB_FILE || 'data/app.db';
const choice = modeFromEnv(process.env);
if (!choice.ok) {
  console.error(choice.error);
  process.exit(1);
}
const { mode } = choice;
if (mode === 'demo') console.log(DEMO_BANNER);
if (chaosClockFromEnv(process.env) && mode !== 'demo') console.log('CHAOS_CLOCK=1 is ignored without DEMO=1.');

const db = openDatabase(dbFile);
migrate(db);
// The demo accounts have a published password: they are written in demo mode only.
if (mode === 'demo') {
  if (await seedDemoData(db, Date.now())) console.log(`Seeded demo data into ${dbFile}`);
  if (seedCohort(db, Date.now())) console.log('Seeded the report cohort (50 students with mock test attempts)');
  if (seedDemoHistory(db, Date.now())) console.log("Seeded demo.student's history (attempts over the past year, one test saved for later)");
} else {
  console.log('Demo data is not seeded without DEMO=1 (its accounts have a published password).');
}

let app: ReturnType<typeof createApp>;
let accountDeletionDelayMs: number;
try {
  accountDeletionDelayMs = accountDeletionDelayFromEnv(process.env);
  app = createApp({
    db, mode, ...(process.env.STATIC_DIR ? { staticDir: process.env.STATIC_DIR } : {}),
    // used only when the payment sandbox is (demo mode, or PAYMENT_PROVIDER=sandbox)
    sandboxDatabase: process.env.PAYMENT_SANDBOX_DB || 'data/payment-sandbox.db',
  });
} catch (err) {
  // a malformed setting (PAYMENT_*, PAYMENT_PROVIDER_ORIGIN, TIME_ZONE, ACCOUNT_DELETION_DELAY_MS) stops the start with its message
  console.error(err instanceof Error ? err.message : String(err));
  db.close();
  process.exit(1);
}
const server = serve({ fetch: app.fetch, port }, () => {
  console.log(`Serving http://localhost:${port}/student (${mode} mode)`);
});

// Uploads no attempt refers to are removed a day after their upload: at start, then every hour.
const uploads = new UploadRepository(db);
const sweep = () => sweepUploads(uploads, defaultUploadDir(), Date.now()).then(
  (n) => { if (n > 0) console.log(`Removed ${n} unattached upload(s) older than a day`); },
  (err: unknown) => console.error('Upload sweep failed:', err));
void sweep();
setInterval(sweep, HOUR).unref();
// Confirmed account deletions are completed ACCOUNT_DELETION_DELAY_MS (default 3 hours) after the request: at start, then every minute.
startAccountDeletionSweep({ db, uploadDir: defaultUploadDir(), delayMs: accountDeletionDelayMs });

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is already in use` : `Server error: ${err.message}`);
  db.close();
  process.exit(1);
});

process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  server.close(() => {
    db.close();
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open; give requests in flight 5 s.
  setTimeout(() => {
    db.close();
    process.exit(0);
  }, 5000).unref();
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
