// The start of an instance on its database (server/main.ts, and once in the primary of server/cluster.ts): the schema
// brought up to date and, in demo mode, the demo data written, all inside one transaction that holds the database's
// write lock (SQLite: BEGIN IMMEDIATE; PostgreSQL: a transaction advisory lock). Several processes may start on one
// database at once (two instances, a cluster's workers): the first one takes the lock and migrates and seeds, the
// others wait for it (SQLite: up to STARTUP_LOCK_WAIT_MS) and then find everything done; each seeding part also checks
// its own app_meta marker again inside its transaction (docs/reliability.md "Shared state"). Without the lock two
// fresh starts both read version 0 and both created the same tables ("table topics already exists"), or one failed
// with "database is locked".
import { sql } from 'kysely';
import type { ServerMode } from '../security/code-outbox';
import type { SqlDatabase } from './connect';
import { migrate } from './migrate';
import { seedDemoData } from './seed';
import { seedCohort } from './seed-cohort';
import { seedDemoHistory } from './seed-history';

/** How long a start waits for another process's start to release the write lock (a demo seeding takes about 1 s). */
export const STARTUP_LOCK_WAIT_MS = 60_000;
/** PostgreSQL: the advisory lock of a start (another key than the migrations' own). */
const STARTUP_LOCK = 770_018;

/**
 * Runs `work` inside one transaction that holds the database's write lock (SQLite: waiting up to waitMs for it, then
 * the connection's own busy timeout again; PostgreSQL: an advisory lock, waited for): committed when it resolves,
 * rolled back when it throws. The transactions `work` opens with db.transaction() are savepoints of this one.
 */
export async function withWriteLock<T>(db: SqlDatabase, work: () => Promise<T>, waitMs = STARTUP_LOCK_WAIT_MS): Promise<T> {
  const raw = db.sqlite;
  if (!raw) {
    return db.transaction(async () => {
      await sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK})`.execute(db.q());
      return work();
    });
  }
  const busyTimeout = Number(raw.pragma('busy_timeout', { simple: true }));
  raw.pragma(`busy_timeout = ${waitMs}`);
  let restored = false;
  const restore = () => {
    if (!restored) raw.pragma(`busy_timeout = ${busyTimeout}`);
    restored = true;
  };
  try {
    return await db.transaction(async () => {
      restore(); // BEGIN IMMEDIATE has the lock now
      return work();
    });
  } finally {
    restore();
  }
}

/**
 * PostgreSQL: after rows were written with explicit ids (the seeds), each identity column's sequence continues after
 * the largest id, so the next insert without an id does not collide. SQLite's rowid keys need nothing.
 */
export async function resetIdentities(db: SqlDatabase): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db.q());
  for (const { table_name: table, column_name: column } of columns.rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), COALESCE(MAX(${sql.ref(column)}), 0) + 1, false)
      FROM ${sql.table(table)}`.execute(db.q());
  }
}

/** Migrates and, in demo mode, seeds the demo data (each part once), under the write lock; `say` gets what was done. */
export function prepareDatabase(db: SqlDatabase, mode: ServerMode, now: number, say: (msg: string) => void, dbName = db.describe): Promise<void> {
  return withWriteLock(db, async () => {
    await migrate(db);
    // The demo accounts have a published password: they are written in demo mode only.
    if (mode === 'demo') {
      // the seeds give some rows their ids: each next part (and later the server) continues after them
      if (await seedDemoData(db, now)) say(`Seeded demo data into ${dbName}`);
      await resetIdentities(db);
      if (await seedCohort(db, now)) say('Seeded the report cohort (50 students with mock test attempts)');
      await resetIdentities(db);
      if (await seedDemoHistory(db, now)) say("Seeded demo.student's history (attempts over the past year, one test saved for later)");
      await resetIdentities(db);
    } else {
      say('Demo data is not seeded without DEMO=1 (its accounts have a published password).');
    }
  });
}
