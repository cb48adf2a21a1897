import type { Migration } from '../migration';

/**
 * Security state (docs/security.md): rate-limit hits, the tests the server delivered (so a submission is scored
 * against what was handed out, never against the client's marks), CSP violation reports, and which uploads an
 * attempt refers to (the sweep removes the others after a day). All of it lives in the database, not in process
 * memory, so a restart forgets no limit and a second instance would share it.
 */
export const securityMigration: Migration = {
  version: 3,
  name: 'security',
  async up(db) {
    await db.exec(`
      -- One row per counted event: a code sent, a wrong code, a failed password, a submit...
      -- bucket names the rule (e.g. 'otp-send-destination'), key what it counts (a mobile, an address, a student).
      CREATE TABLE throttle_hits (
        bucket TEXT NOT NULL,
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX throttle_hits_by_key ON throttle_hits (bucket, key, at);
      CREATE INDEX throttle_hits_by_time ON throttle_hits (at);

      -- A test as /testdetails handed it to a student: the question ids and, for a self test, the marks the
      -- server chose. A submit is checked and scored against the latest delivery of that test.
      CREATE TABLE test_deliveries (
        id INTEGER PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        template_id INTEGER NOT NULL,
        test_type INTEGER NOT NULL,
        test_id INTEGER NOT NULL,
        question_ids TEXT NOT NULL,
        correct_marks REAL NOT NULL,
        incorrect_marks REAL NOT NULL,
        not_answer_marks REAL NOT NULL,
        total_time INTEGER NOT NULL,
        test_name TEXT NOT NULL DEFAULT '',
        test_option TEXT NOT NULL DEFAULT '',
        delivered_at INTEGER NOT NULL
      );
      CREATE INDEX test_deliveries_by_test ON test_deliveries (student_id, test_type, test_id, delivered_at);

      -- The time the server measured for an attempt (seconds, clamped to the test's duration): topper ties use it.
      ALTER TABLE attempts ADD COLUMN server_time_taken INTEGER;

      -- Content-Security-Policy violation reports from browsers (kept bounded: the newest 1000).
      CREATE TABLE csp_reports (
        id INTEGER PRIMARY KEY,
        received_at INTEGER NOT NULL,
        document_uri TEXT NOT NULL DEFAULT '',
        directive TEXT NOT NULL DEFAULT '',
        blocked_uri TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL
      );

      -- Set when a saved or submitted attempt refers to the file; unattached files are swept after a day.
      ALTER TABLE uploads ADD COLUMN attached_at INTEGER;
      CREATE INDEX uploads_by_student_time ON uploads (student_id, created_at);
    `);
  },
};
