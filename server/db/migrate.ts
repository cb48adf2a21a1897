import { sql } from 'kysely';
import type { SqlDatabase } from './connect';
import type { Migration, SchemaWriter } from './migration';
import { postgresDdl } from './portable-ddl';
import { accountMigration } from './migrations/001-account';
import { testDeliveryMigration } from './migrations/002-test-delivery';
import { securityMigration } from './migrations/003-security';
import { cohortBestMigration } from './migrations/004-cohort-best';
import { cataloguePaymentsMigration } from './migrations/005-catalogue-payments';
import { dashboardProfileMigration } from './migrations/006-dashboard-profile';
import { studyRoomMigration } from './migrations/007-study-room';
import { guestTrialMigration } from './migrations/008-guest-trial';
import { cohortMarksMigration } from './migrations/009-cohort-marks';
import { cohortRefreshMigration } from './migrations/010-cohort-refresh';
import { attemptEventLogsMigration } from './migrations/011-attempt-event-logs';
import { codeOutboxMigration } from './migrations/012-code-outbox';

/** Every schema step in order. Later features append theirs (version = previous + 1). */
export const MIGRATIONS: readonly Migration[] = [
  accountMigration, testDeliveryMigration, securityMigration, cohortBestMigration, cataloguePaymentsMigration,
  dashboardProfileMigration, studyRoomMigration, guestTrialMigration, cohortMarksMigration, cohortRefreshMigration,
  attemptEventLogsMigration, codeOutboxMigration,
];

/** The writer a migration step gets: DDL translated for PostgreSQL, run on the transaction's connection. */
export function schemaWriter(db: SqlDatabase): SchemaWriter {
  const execAsIs = async (statements: string): Promise<void> => {
    // better-sqlite3 runs a script of several statements natively, on the connection the transaction holds (its
    // mutex is ours meanwhile); PostgreSQL's simple query protocol (a query without parameters) takes a script too
    if (db.sqlite) db.sqlite.exec(statements);
    else await sql.raw(statements).execute(db.q());
  };
  return {
    dialect: db.dialect,
    execAsIs,
    exec: (ddl) => execAsIs(db.dialect === 'postgres' ? postgresDdl(ddl) : ddl),
  };
}

/** PostgreSQL: the key of the advisory lock that serialises migrations of several starting instances. */
const MIGRATION_LOCK = 770_017;

/**
 * Brings the database to the latest schema; each step runs in its own transaction. Idempotent.
 *
 * Safe when several processes start on one database at once (docs/reliability.md "Shared state"): each step is a
 * transaction that takes the database's write lock first (SQLite: BEGIN IMMEDIATE, waited for up to the busy timeout;
 * PostgreSQL: a transaction advisory lock) and reads the version again before it applies the next step, so a second
 * process waits for the first one's step and then finds it done. Inside a transaction already open
 * (server/db/prepare-database.ts holds one around the whole start) the steps are savepoints of it.
 */
export async function migrate(db: SqlDatabase, migrations: readonly Migration[] = MIGRATIONS): Promise<number> {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration ${m.name} has version ${m.version}, expected ${i + 1}`);
  });
  const writer = schemaWriter(db);
  const step = () => db.transaction(async (): Promise<boolean> => {
    if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(db.q());
    // applied_at: an ISO time given by the server (no engine's date function)
    await writer.exec(`CREATE TABLE IF NOT EXISTS schema_version (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
    const row = await sql<{ v: number | null }>`SELECT MAX(version) AS v FROM schema_version`.execute(db.q());
    const current = Number(row.rows[0]?.v ?? 0);
    if (current > migrations.length) {
      throw new Error(`The database schema (version ${current}) is newer than this server knows (version ${migrations.length})`);
    }
    const next = migrations[current];
    if (!next) return false;
    await next.up(writer);
    await sql`INSERT INTO schema_version (version, name, applied_at) VALUES (${next.version}, ${next.name}, ${new Date().toISOString()})`
      .execute(db.q());
    return true;
  });
  while (await step()) { /* the next step */ }
  return migrations.length;
}
