import type { Migration } from '../migration';
import { createTrigger } from '../triggers';

/**
 * Rank and percentile independent of the cohort's size (docs/security.md "Analytics cost").
 *
 * cohort_marks: per test (the cohort key of cohort_best, migration 004) and per marks value, how many students have
 * their best submitted attempt at those marks: a count of cohort_best rows by marks_obtained, kept by triggers on
 * cohort_best, which the attempts' triggers (migration 004) rewrite on every submit, change and deletion. /analytics
 * reads the test's rows (one per distinct marks value: bounded by the marking scheme, e.g. at most 451 for 90
 * questions at +4/-1, whatever the number of students), takes the viewer's own best out, and counts the students above
 * and below in domain/reports/ranking.ts rankAmongGroups, so rank, percentile and totalStudent cost O(distinct marks),
 * never O(students). The topper stays one search of cohort_best's index cohort_best_top (migration 004).
 *
 * The marks are kept as stored (not rounded): the ranking compares round2(marks) (domain/reports/format.ts), which
 * SQL's round() does not reproduce, so the rounding stays in the domain, over the few groups.
 */
const KEY = 'template_id, test_type, test_id, kind, cohort_mode';
const SAME = (row: 'NEW' | 'OLD') => `template_id = ${row}.template_id AND test_type = ${row}.test_type AND test_id = ${row}.test_id
  AND kind = ${row}.kind AND cohort_mode = ${row}.cohort_mode AND marks_obtained = ${row}.marks_obtained`;

const add = `
  INSERT INTO cohort_marks (${KEY}, marks_obtained, students)
    VALUES (NEW.template_id, NEW.test_type, NEW.test_id, NEW.kind, NEW.cohort_mode, NEW.marks_obtained, 1)
    ON CONFLICT (${KEY}, marks_obtained) DO UPDATE SET students = cohort_marks.students + 1;`;
// the last student of a marks value takes its row away (no row holds 0 students)
const remove = `
  DELETE FROM cohort_marks WHERE ${SAME('OLD')} AND students = 1;
  UPDATE cohort_marks SET students = students - 1 WHERE ${SAME('OLD')};`;

export const cohortMarksMigration: Migration = {
  version: 9,
  name: 'cohort-marks',
  async up(db) {
    await db.exec(`
      CREATE TABLE cohort_marks (
        template_id INTEGER NOT NULL,
        test_type INTEGER NOT NULL,
        test_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        cohort_mode TEXT NOT NULL,
        marks_obtained REAL NOT NULL,
        students INTEGER NOT NULL CHECK (students > 0),
        PRIMARY KEY (${KEY}, marks_obtained)
      ) WITHOUT ROWID;

      INSERT INTO cohort_marks (${KEY}, marks_obtained, students)
        SELECT ${KEY}, marks_obtained, COUNT(*) FROM cohort_best GROUP BY ${KEY}, marks_obtained;
    `);
    await createTrigger(db, { name: 'cohort_marks_insert', event: 'AFTER INSERT', table: 'cohort_best', body: add });
    await createTrigger(db, { name: 'cohort_marks_delete', event: 'AFTER DELETE', table: 'cohort_best', body: remove });
    await createTrigger(db, { name: 'cohort_marks_update', event: 'AFTER UPDATE', table: 'cohort_best', body: remove + add });
  },
};
