import type { Migration } from '../migration';
import { createTrigger, dropTrigger } from '../triggers';

/**
 * Cheaper upkeep of the cohort tables (cohort_best, migration 004; cohort_marks, migration 009) on the submit path
 * (docs/reliability.md "Group commit"). The triggers keep exactly the same rows; they write fewer:
 *
 * - A refresh of a student's best attempt of a test no longer deletes and re-inserts the cohort_best row: it
 *   upserts the best submitted attempt, changing the row only when its attempt, marks, time or date differ, and
 *   deletes the row only when the student has no submitted attempt of the test left. So cohort_marks is touched
 *   only when a best changes.
 * - cohort_marks_update runs only when a cohort_best row's marks (or its test) changed: a new best attempt at the
 *   same marks leaves the counts as they are.
 * - An update of an attempt refreshes only when something the cohort reads changed (the test and student, the
 *   status, the marks, the ranking time, the submit time or, for the date of a best without one, updated_at), and
 *   refreshes the old test's row as well only when the attempt moved to another test or student. Before, every
 *   update of one of those columns refreshed twice, even when nothing changed (a submit's totals update did).
 */
const KEY = 'template_id, test_type, test_id, kind, cohort_mode';
const KEY_COLUMNS = ['student_id', 'template_id', 'test_type', 'test_id', 'kind', 'cohort_mode'] as const;

const sameGroup = (row: 'NEW' | 'OLD') =>
  KEY_COLUMNS.map((c) => `${c} = ${row}.${c}`).join(' AND ');

const refresh = (row: 'NEW' | 'OLD') => `
  DELETE FROM cohort_best WHERE ${sameGroup(row)}
    AND NOT EXISTS (SELECT 1 FROM attempts WHERE ${sameGroup(row)} AND status = 'submitted');
  INSERT INTO cohort_best (${KEY}, student_id, attempt_id, marks_obtained, ranking_time, submitted_at)
    SELECT ${KEY}, student_id, id, marks_obtained, ranking_time, COALESCE(submitted_at, updated_at) FROM attempts
    WHERE ${sameGroup(row)} AND status = 'submitted'
    ORDER BY marks_obtained DESC, ranking_time, submitted_at, id LIMIT 1
  ON CONFLICT (${KEY}, student_id) DO UPDATE SET attempt_id = excluded.attempt_id, marks_obtained = excluded.marks_obtained,
    ranking_time = excluded.ranking_time, submitted_at = excluded.submitted_at
  WHERE cohort_best.attempt_id IS DISTINCT FROM excluded.attempt_id
    OR cohort_best.marks_obtained IS DISTINCT FROM excluded.marks_obtained
    OR cohort_best.ranking_time IS DISTINCT FROM excluded.ranking_time
    OR cohort_best.submitted_at IS DISTINCT FROM excluded.submitted_at;`;

const changed = (columns: readonly string[]) => columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
/** the columns of an attempt a refresh reads (cohort_mode and ranking_time are generated from the others) */
const READ = [...KEY_COLUMNS, 'status', 'marks_obtained', 'ranking_time', 'submitted_at', 'updated_at'];
/** the columns whose update fired cohort_best_update (migration 004), kept */
const WATCHED = `student_id, template_id, test_type, test_id, kind, test_mode, status, marks_obtained, server_time_taken,
  total_time, remaining_time, time_spent, submitted_at, updated_at`;

const SAME_MARKS = (row: 'NEW' | 'OLD') => `template_id = ${row}.template_id AND test_type = ${row}.test_type AND test_id = ${row}.test_id
  AND kind = ${row}.kind AND cohort_mode = ${row}.cohort_mode AND marks_obtained = ${row}.marks_obtained`;
// as migration 009
const add = `
  INSERT INTO cohort_marks (${KEY}, marks_obtained, students)
    VALUES (NEW.template_id, NEW.test_type, NEW.test_id, NEW.kind, NEW.cohort_mode, NEW.marks_obtained, 1)
    ON CONFLICT (${KEY}, marks_obtained) DO UPDATE SET students = cohort_marks.students + 1;`;
const remove = `
  DELETE FROM cohort_marks WHERE ${SAME_MARKS('OLD')} AND students = 1;
  UPDATE cohort_marks SET students = students - 1 WHERE ${SAME_MARKS('OLD')};`;

export const cohortRefreshMigration: Migration = {
  version: 10,
  name: 'cohort-refresh',
  async up(db) {
    await dropTrigger(db, 'cohort_best_insert', 'attempts');
    await dropTrigger(db, 'cohort_best_update', 'attempts');
    await dropTrigger(db, 'cohort_best_delete', 'attempts');
    await dropTrigger(db, 'cohort_marks_update', 'cohort_best');

    await createTrigger(db, { name: 'cohort_best_insert', event: 'AFTER INSERT', table: 'attempts', when: "NEW.status = 'submitted'", body: refresh('NEW') });
    // the attempt left its test (or student): that group's best is found again
    await createTrigger(db, {
      name: 'cohort_best_update_old', event: `AFTER UPDATE OF ${WATCHED}`, table: 'attempts',
      when: `OLD.status = 'submitted' AND (${changed(KEY_COLUMNS)})`, body: refresh('OLD'),
    });
    await createTrigger(db, {
      name: 'cohort_best_update', event: `AFTER UPDATE OF ${WATCHED}`, table: 'attempts',
      when: `(OLD.status = 'submitted' OR NEW.status = 'submitted') AND (${changed(READ)})`, body: refresh('NEW'),
    });
    await createTrigger(db, { name: 'cohort_best_delete', event: 'AFTER DELETE', table: 'attempts', when: "OLD.status = 'submitted'", body: refresh('OLD') });
    await createTrigger(db, {
      name: 'cohort_marks_update', event: 'AFTER UPDATE', table: 'cohort_best',
      when: changed(['template_id', 'test_type', 'test_id', 'kind', 'cohort_mode', 'marks_obtained']), body: remove + add,
    });
  },
};
