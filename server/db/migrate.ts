import type { Db, Migration } from './migration';
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

/**
 * Brings the database to the latest schema; each step runs in its own transaction. Idempotent.
 *
 * Safe when several processes start on one file at once (docs/reliability.md "Shared state"): each step is a
 * BEGIN IMMEDIATE transaction (the database's write lock, waited for up to the connection's busy timeout) that reads
 * the version again before it applies the next step, so a second process waits for the first one's step and then
 * finds it done, instead of both reading version 0 and both creating the same tables. Inside a transaction already
 * open (server/db/prepare-database.ts holds one around the whole start) the steps are savepoints of it.
 */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration ${m.name} has version ${m.version}, expected ${i + 1}`);
  });
  const step = db.transaction((): boolean => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`);
    const current = (db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null }).v ?? 0;
    if (current > migrations.length) {
      throw new Error(`The database schema (version ${current}) is newer than this server knows (version ${migrations.length})`);
    }
    const next = migrations[current];
    if (!next) return false;
    next.up(db);
    db.prepare('INSERT INTO schema_version (version, name) VALUES (?, ?)').run(next.version, next.name);
    return true;
  });
  while (step.immediate()) { /* the next step */ }
  return migrations.length;
}
