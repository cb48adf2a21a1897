import type { Migration } from '../migration';
import { createTrigger } from '../triggers';

/**
 * Test integrity and the cost of analytics (docs/security.md).
 *
 * The cohort of a test for rank and topper (docs/security.md "Analytics cost"): one row per student and test with
 * that student's best submitted attempt, kept up to date by triggers on attempts. /analytics reads the cohort from
 * here, so its cost grows with the number of students who took the test, never with one student's attempt count.
 *
 * - cohort_mode: self tests (kind 'self') rank per assessment mode (a Learning Session never ranks against a
 *   Competitive one); the other kinds ignore the mode.
 * - ranking_time: the time that breaks topper ties: the server-measured time (server_time_taken) when there is
 *   one, else the time the attempt recorded (total - remaining when in range, else the sum of question times), as
 *   server/reports/report-builder.ts spentSeconds reads it.
 * - A student's best attempt: the most marks, then the least ranking_time, then the earliest submit, then the
 *   lowest id; found by an index search (attempts_best), so a trigger costs O(log n) whatever the attempt count.
 * Triggers rather than code at each write: the seeds write attempts with plain SQL, and every writer stays right.
 */
const KEY = 'template_id, test_type, test_id, kind, cohort_mode';

const refresh = (row: 'NEW' | 'OLD') => `
  DELETE FROM cohort_best WHERE student_id = ${row}.student_id AND template_id = ${row}.template_id AND test_type = ${row}.test_type
    AND test_id = ${row}.test_id AND kind = ${row}.kind AND cohort_mode = ${row}.cohort_mode;
  INSERT INTO cohort_best (${KEY}, student_id, attempt_id, marks_obtained, ranking_time, submitted_at)
    SELECT ${KEY}, student_id, id, marks_obtained, ranking_time, COALESCE(submitted_at, updated_at) FROM attempts
    WHERE student_id = ${row}.student_id AND template_id = ${row}.template_id AND test_type = ${row}.test_type
      AND test_id = ${row}.test_id AND kind = ${row}.kind AND cohort_mode = ${row}.cohort_mode AND status = 'submitted'
    ORDER BY marks_obtained DESC, ranking_time, submitted_at, id LIMIT 1;`;

export const cohortBestMigration: Migration = {
  version: 4,
  name: 'cohort-best',
  async up(db) {
    await db.exec(`
      ALTER TABLE attempts ADD COLUMN cohort_mode TEXT GENERATED ALWAYS AS (CASE WHEN kind = 'self' THEN test_mode ELSE '' END) VIRTUAL;
      ALTER TABLE attempts ADD COLUMN ranking_time INTEGER GENERATED ALWAYS AS (COALESCE(server_time_taken,
        CASE WHEN total_time > 0 AND remaining_time >= 0 AND remaining_time <= total_time THEN total_time - remaining_time
             ELSE MAX(0, time_spent) END)) VIRTUAL;

      -- a student's best attempt of a test in one index search
      CREATE INDEX attempts_best ON attempts
        (student_id, ${KEY}, status, marks_obtained DESC, ranking_time, submitted_at, id);
      -- the report list and the overview read a student's newest submitted attempts of a type by index, never all of them
      CREATE INDEX attempts_reports ON attempts (student_id, course_id, test_type, status, submitted_at);
      -- "saved or submitted since": whether the student saved or submitted a test after a delivery of it (the end of
      -- a sitting: help during a running test, the start of the server-measured time)
      CREATE INDEX attempts_by_student_test ON attempts (student_id, test_type, test_id, updated_at);

      -- When the sitting a delivery belongs to started: a delivery of a test still running (within its time + 10
      -- minutes, not saved or submitted since) continues that sitting, so fetching the test again just before a
      -- submit does not shorten the server-measured time. NULL on older rows: read as delivered_at.
      ALTER TABLE test_deliveries ADD COLUMN sitting_started_at INTEGER;

      CREATE TABLE cohort_best (
        template_id INTEGER NOT NULL,
        test_type INTEGER NOT NULL,
        test_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        cohort_mode TEXT NOT NULL,
        student_id INTEGER NOT NULL,
        attempt_id INTEGER NOT NULL,
        marks_obtained REAL NOT NULL,
        ranking_time INTEGER NOT NULL,
        submitted_at INTEGER NOT NULL,
        PRIMARY KEY (${KEY}, student_id)
      ) WITHOUT ROWID;
      CREATE INDEX cohort_best_top ON cohort_best (${KEY}, marks_obtained DESC, ranking_time, submitted_at, attempt_id);

      INSERT INTO cohort_best (${KEY}, student_id, attempt_id, marks_obtained, ranking_time, submitted_at)
        SELECT ${KEY}, student_id, id, marks_obtained, ranking_time, at FROM (
          SELECT *, COALESCE(submitted_at, updated_at) AS at, ROW_NUMBER() OVER (
            PARTITION BY student_id, ${KEY} ORDER BY marks_obtained DESC, ranking_time, submitted_at, id) AS n
          FROM attempts WHERE status = 'submitted') AS ranked
        WHERE n = 1;
    `);
    await createTrigger(db, { name: 'cohort_best_insert', event: 'AFTER INSERT', table: 'attempts', when: "NEW.status = 'submitted'", body: refresh('NEW') });
    await createTrigger(db, {
      name: 'cohort_best_update', table: 'attempts',
      event: `AFTER UPDATE OF student_id, template_id, test_type, test_id, kind, test_mode, status, marks_obtained, server_time_taken,
        total_time, remaining_time, time_spent, submitted_at, updated_at`,
      when: "OLD.status = 'submitted' OR NEW.status = 'submitted'", body: refresh('OLD') + refresh('NEW'),
    });
    await createTrigger(db, { name: 'cohort_best_delete', event: 'AFTER DELETE', table: 'attempts', when: "OLD.status = 'submitted'", body: refresh('OLD') });
  },
};
