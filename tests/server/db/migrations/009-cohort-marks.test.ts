/** @jest-environment node */
// Migration 009: cohort_marks counts the students of each test per best marks (cohort_best rows by marks_obtained).
// The backfill of a database with attempts, and the triggers under any sequence of writes to attempts.
import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { migrate, MIGRATIONS } from '../../../../server/db/migrate';
import type { Db } from '../../../../server/db/migration';

const KEY = 'template_id, test_type, test_id, kind, cohort_mode';
/** cohort_marks as it must be: cohort_best counted by marks. */
const expected = (db: Db) => db.prepare(
  `SELECT ${KEY}, marks_obtained, COUNT(*) AS students FROM cohort_best GROUP BY ${KEY}, marks_obtained ORDER BY ${KEY}, marks_obtained`).all();
const actual = (db: Db) => db.prepare(`SELECT ${KEY}, marks_obtained, students FROM cohort_marks ORDER BY ${KEY}, marks_obtained`).all();

const withStudents = (db: Db, n: number): number[] => {
  const student = db.prepare("INSERT INTO students (login_id, password_hash, name) VALUES (?, '!', ?)");
  return Array.from({ length: n }, (_, i) => Number(student.run(`m.${i}`, `M ${i}`).lastInsertRowid));
};

const attemptInsert = (db: Db) => db.prepare(`INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name,
  test_mode, status, total_time, remaining_time, marks_obtained, started_at, updated_at, submitted_at) VALUES (?, 101, 5001, ?, ?, ?, 'T', ?, ?, 600, ?, ?, 0, ?, ?)`);

describe('migration 009 (cohort marks) on a database at version 8 with attempts', () => {
  it('counts the students of each test per best marks, self tests per mode', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 8));
    const [a, b, c] = withStudents(db, 3);
    const attempt = attemptInsert(db);
    attempt.run(a, 3002, 3, 'configured', '', 'submitted', 100, 10, 1, 1);
    attempt.run(a, 3002, 3, 'configured', '', 'submitted', 300, 12, 2, 2); // best of a: 12
    attempt.run(b, 3002, 3, 'configured', '', 'submitted', 200, 12, 3, 3); // b ties at 12
    attempt.run(c, 3002, 3, 'configured', '', 'submitted', 200, -1.5, 4, 4); // negative marks
    attempt.run(c, 3002, 3, 'configured', '', 'saved', 0, 50, 5, null); // not submitted: not counted
    attempt.run(b, 7, 1, 'self', 'beginner', 'submitted', 0, 3, 6, 6);
    attempt.run(b, 7, 1, 'self', 'advance', 'submitted', 0, 3, 7, 7);
    migrate(db);
    expect(actual(db)).toEqual([
      { template_id: 5001, test_type: 1, test_id: 7, kind: 'self', cohort_mode: 'advance', marks_obtained: 3, students: 1 },
      { template_id: 5001, test_type: 1, test_id: 7, kind: 'self', cohort_mode: 'beginner', marks_obtained: 3, students: 1 },
      { template_id: 5001, test_type: 3, test_id: 3002, kind: 'configured', cohort_mode: '', marks_obtained: -1.5, students: 1 },
      { template_id: 5001, test_type: 3, test_id: 3002, kind: 'configured', cohort_mode: '', marks_obtained: 12, students: 2 },
    ]);
    expect(actual(db)).toEqual(expected(db));
    // the attempts' triggers only delete and insert cohort_best rows; an update of one is followed too
    db.prepare('UPDATE cohort_best SET marks_obtained = 12 WHERE student_id = ?').run(c);
    expect(actual(db)).toEqual(expected(db));
    expect(db.prepare("SELECT students FROM cohort_marks WHERE test_id = 3002 AND marks_obtained = 12").get()).toEqual({ students: 3 });
    db.close();
  });
});

type Op =
  | { op: 'insert'; student: number; test: number; marks: number; submitted: boolean }
  | { op: 'marks'; pick: number; marks: number }
  | { op: 'status'; pick: number; submitted: boolean }
  | { op: 'delete'; pick: number }
  | { op: 'deleteStudent'; student: number };

const TESTS = [[3002, 3, 'configured', ''], [3001, 3, 'configured', ''], [7, 1, 'self', 'beginner'], [7, 1, 'self', 'advance']] as const;
const marks = fc.constantFrom(-2, -0.25, 0, 3, 3.5, 11.999, 12, 12.004, 40);
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('insert' as const), student: fc.nat(5), test: fc.nat(TESTS.length - 1), marks, submitted: fc.boolean() }), weight: 5 },
  { arbitrary: fc.record({ op: fc.constant('marks' as const), pick: fc.nat(), marks }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('status' as const), pick: fc.nat(), submitted: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('deleteStudent' as const), student: fc.nat(5) }), weight: 1 },
);

describe('the cohort_marks triggers', () => {
  it('keep cohort_marks equal to cohort_best counted by marks after any writes of attempts', () => {
    const db = new Database(':memory:');
    migrate(db);
    const attempt = attemptInsert(db);
    fc.assert(fc.property(fc.array(op, { minLength: 1, maxLength: 40 }), (ops) => {
      const students = withStudents(db, 6);
      const gone = new Set<number>();
      const ids = () => (db.prepare('SELECT id FROM attempts ORDER BY id').all() as { id: number }[]).map((r) => r.id);
      try {
        ops.forEach((o, at) => {
          const all = ids();
          const picked = 'pick' in o && all.length ? all[o.pick % all.length] : null;
          if (o.op === 'insert' && !gone.has(o.student)) {
            const [testId, testType, kind, mode] = TESTS[o.test];
            attempt.run(students[o.student], testId, testType, kind, mode, o.submitted ? 'submitted' : 'saved', 100, o.marks, at, o.submitted ? at : null);
          } else if (o.op === 'marks' && picked !== null) db.prepare('UPDATE attempts SET marks_obtained = ? WHERE id = ?').run(o.marks, picked);
          else if (o.op === 'status' && picked !== null) {
            db.prepare('UPDATE attempts SET status = ?, submitted_at = ? WHERE id = ?').run(o.submitted ? 'submitted' : 'saved', o.submitted ? at : null, picked);
          } else if (o.op === 'delete' && picked !== null) db.prepare('DELETE FROM attempts WHERE id = ?').run(picked);
          else if (o.op === 'deleteStudent') {
            db.prepare('DELETE FROM students WHERE id = ?').run(students[o.student]); // cascades to attempts
            gone.add(o.student);
          }
          expect(actual(db)).toEqual(expected(db));
        });
      } finally {
        db.prepare('DELETE FROM students').run();
      }
      expect(actual(db)).toEqual([]);
    }), { numRuns: 200 });
    db.close();
  });
});
