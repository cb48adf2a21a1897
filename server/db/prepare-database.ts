// The start of an instance on its database (server/main.ts, and once in the primary of server/cluster.ts): the schema
// brought up to date and, in demo mode, the demo data written, all inside one BEGIN IMMEDIATE transaction, the
// database's write lock. Several processes may start on one file at once (two instances, a cluster's workers): the
// first one takes the lock and migrates and seeds, the others wait for it (up to STARTUP_LOCK_WAIT_MS) and then find
// everything done; each seeding part also checks its own app_meta marker again inside its transaction
// (docs/reliability.md "Shared state"). Without the lock two fresh starts both read version 0 and both created the
// same tables ("table topics already exists"), or one failed with "database is locked".
import type { ServerMode } from '../security/code-outbox';
import type { Db } from './migration';
import { migrate } from './migrate';
import { seedDemoData } from './seed';
import { seedCohort } from './seed-cohort';
import { seedDemoHistory } from './seed-history';

/** How long a start waits for another process's start to release the write lock (a demo seeding takes about 1 s). */
export const STARTUP_LOCK_WAIT_MS = 60_000;

/**
 * Runs `work` inside one BEGIN IMMEDIATE transaction (waiting up to waitMs for the write lock, then the connection's
 * own busy timeout again): committed when it resolves, rolled back when it throws. The transactions `work` opens with
 * db.transaction() are savepoints of this one. Nothing else may use the connection meanwhile (the server does not
 * serve yet).
 */
export async function withWriteLock<T>(db: Db, work: () => Promise<T>, waitMs = STARTUP_LOCK_WAIT_MS): Promise<T> {
  const busyTimeout = Number(db.pragma('busy_timeout', { simple: true }));
  db.pragma(`busy_timeout = ${waitMs}`);
  try {
    db.exec('BEGIN IMMEDIATE');
  } finally {
    db.pragma(`busy_timeout = ${busyTimeout}`);
  }
  try {
    const result = await work();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

/** Migrates and, in demo mode, seeds the demo data (each part once), under the write lock; `say` gets what was done. */
export function prepareDatabase(db: Db, mode: ServerMode, now: number, say: (msg: string) => void, dbFile = 'the database'): Promise<void> {
  return withWriteLock(db, async () => {
    migrate(db);
    // The demo accounts have a published password: they are written in demo mode only.
    if (mode === 'demo') {
      if (await seedDemoData(db, now)) say(`Seeded demo data into ${dbFile}`);
      if (seedCohort(db, now)) say('Seeded the report cohort (50 students with mock test attempts)');
      if (seedDemoHistory(db, now)) say("Seeded demo.student's history (attempts over the past year, one test saved for later)");
    } else {
      say('Demo data is not seeded without DEMO=1 (its accounts have a published password).');
    }
  });
}
