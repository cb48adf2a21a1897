import type { Migration } from '../migration';

/**
 * The attempt timeline (issue 18, docs/attempt-timeline.md): the event log a submit carries, checked and kept with its
 * attempt, and the per-attempt strategy figures the cohort averages of the strategy panel come from.
 *
 * - `attempts.event_log_status`: how the submit's log was kept: 'stored' (a row of attempt_event_logs), 'refused' (the
 *   server refused the log on an earlier try of the submit), 'too_large' or 'unavailable' (the app sent none and said
 *   why), 'none' (a submit without either part: an older client, the seeded history, every attempt before this step).
 * - `attempt_event_logs`: the log as received (the gzip of the EventLogFile's JSON), its format version, its number of
 *   events and its size decompressed. One per attempt; removed with the attempt.
 * - `attempt_strategies`: the strategy figures of an attempt with a stored log (null percentages: nothing to divide),
 *   with the student and the test copied from the attempt so the cohort of a test is one index range.
 *
 * Plain SQL for SQLite and PostgreSQL alike, but two types: BLOB (PostgreSQL: BYTEA) and INTEGER PRIMARY KEY, which
 * SQLite needs spelled so for a rowid key (PostgreSQL: INTEGER is fine, the id is always given). Times in ms since the
 * epoch are BIGINT and the figures DOUBLE PRECISION (SQLite reads both by affinity as INTEGER and REAL; PostgreSQL's
 * INTEGER and REAL would be 32-bit).
 */
export const attemptEventLogsMigration: Migration = {
  version: 11,
  name: 'attempt-event-logs',
  async up(db) {
    await db.exec(`
      ALTER TABLE attempts ADD COLUMN event_log_status TEXT NOT NULL DEFAULT 'none'
        CONSTRAINT attempts_event_log_status CHECK (event_log_status IN ('stored', 'refused', 'too_large', 'unavailable', 'none'));

      CREATE TABLE attempt_event_logs (
        attempt_id INTEGER PRIMARY KEY REFERENCES attempts(id) ON DELETE CASCADE,
        schema_version INTEGER NOT NULL,
        event_count INTEGER NOT NULL,
        raw_bytes INTEGER NOT NULL,
        log_gz BLOB NOT NULL,
        created_at BIGINT NOT NULL
      );

      CREATE TABLE attempt_strategies (
        attempt_id INTEGER PRIMARY KEY REFERENCES attempts(id) ON DELETE CASCADE,
        student_id INTEGER NOT NULL,
        test_type INTEGER NOT NULL,
        test_id INTEGER NOT NULL,
        first_look_percent DOUBLE PRECISION,
        revisit_percent DOUBLE PRECISION,
        change_net_marks DOUBLE PRECISION NOT NULL,
        review_resolved_percent DOUBLE PRECISION,
        guess_delta DOUBLE PRECISION NOT NULL
      );
      CREATE INDEX attempt_strategies_by_test ON attempt_strategies (test_type, test_id);
    `);
  },
};
