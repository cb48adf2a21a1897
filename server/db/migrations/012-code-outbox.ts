import type { Migration } from '../migration';

/**
 * The code outbox of demo mode (issue 17, docs/reliability.md "Shared state"): the last one-time code sent to each
 * recipient, which GET /api/__dev/last-otp answers (server/security/code-outbox.ts). It was a Map in the process, so a
 * code sent by one instance could not be read on another; now every instance on the database sees it.
 *
 * One row per recipient (a mobile or an e-mail, trimmed and lower-cased): a new code replaces the old one. Codes are
 * demo-only and short-lived: each write also deletes the rows older than a code's validity (10 minutes). Production
 * mode writes nothing here. Plain SQL for SQLite and PostgreSQL alike; the time is ms since the epoch (BIGINT).
 */
export const codeOutboxMigration: Migration = {
  version: 12,
  name: 'code-outbox',
  async up(db) {
    await db.exec(`
      CREATE TABLE code_outbox (
        recipient TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        sent_at BIGINT NOT NULL
      );
      CREATE INDEX code_outbox_by_time ON code_outbox (sent_at);
    `);
  },
};
