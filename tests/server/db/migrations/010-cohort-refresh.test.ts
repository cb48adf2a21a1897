/** @jest-environment node */
// Migration 010: the cohort triggers write fewer rows and keep exactly the same cohort. Under any sequence of writes
// to attempts (inserts, every kind of update, moves to another test or student, updates that change nothing,
// deletions), cohort_best is each student's best submitted attempt of each test by definition (the most marks, the
// least ranking time, the earliest submit, the lowest id) and cohort_marks counts it by marks; an update that changes
// nothing the cohort reads writes no cohort row; a database migrated from version 9 with attempts keeps its rows.
import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { migrate, MIGRATIONS } from '../../../../server/db/migrate';
import type { Db } from '../../../../server/db/migration';

const KEY = 'template_id, test_type, test_id, kind, cohort_mode';
/** cohort_best as the definition has it, from the attempts themselves */
const definedBest = (db: Db) => db.prepare(
  `SELECT ${KEY}, student_id, id AS attempt_id, marks_obtained, ranking_time, at AS submitted_at FROM (
     SELECT *, COALESCE(submitted_at, updated_at) AS at, ROW_NUMBER() OVER (
       PARTITION BY student_id, ${KEY} ORDER BY marks_obtained DESC, ranking_time, submitted_at, id) AS n
     FROM attempts WHERE status = 'submitted')
   WHERE n = 1 ORDER BY ${KEY}, student_id`).all();
const best = (db: Db) => db.prepare(
  `SELECT ${KEY}, student_id, attempt_id, marks_obtained, ranking_time, submitted_at FROM cohort_best ORDER BY ${KEY}, student_id`).all();
const definedMarks = (db: Db) => db.prepare(
  `SELECT ${KEY}, marks_obtained, COUNT(*) AS students FROM cohort_best GROUP BY ${KEY}, marks_obtained ORDER BY ${KEY}, marks_obtained`).all();
const marks = (db: Db) => db.prepare(`SELECT ${KEY}, marks_obtained, students FROM cohort_marks ORDER BY ${KEY}, marks_obtained`).all();

const withStudents = (db: Db, n: number): number[] => {
  const student = db.prepare("INSERT INTO students (login_id, password_hash, name) VALUES (?, '!', ?)");
  return Array.from({ length: n }, (_, i) => Number(student.run(`c.${i}.${Math.random()}`, `C ${i}`).lastInsertRowid));
};

const TESTS = [[3002, 3, 'configured', ''], [3001, 3, 'configured', ''], [7, 1, 'self', 'beginner'], [7, 1, 'self', 'advance']] as const;
const MARKS = [-2, -0.25, 0, 3, 3.5, 11.999, 12, 40] as const;

type Op =
  | { op: 'insert'; student: number; test: number; marks: number; submitted: boolean; remaining: number; serverTime: number | null; at: number }
  | { op: 'update'; pick: number; column: 'marks_obtained' | 'status' | 'remaining_time' | 'server_time_taken' | 'time_spent' | 'updated_at' | 'submitted_at' | 'test_mode' | 'test_id' | 'student_id' | 'kind' | 'same'; value: number }
  | { op: 'totals'; pick: number; marks: number }
  | { op: 'delete'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({
    op: fc.constant('insert' as const), student: fc.nat(3), test: fc.nat(TESTS.length - 1), marks: fc.constantFrom(...MARKS),
    submitted: fc.boolean(), remaining: fc.integer({ min: -5, max: 620 }), serverTime: fc.option(fc.constantFrom(0, 100, 200)), at: fc.integer({ min: 1, max: 4 }),
  }), weight: 5 },
  { arbitrary: fc.record({
    op: fc.constant('update' as const), pick: fc.nat(),
    column: fc.constantFrom('marks_obtained', 'status', 'remaining_time', 'server_time_taken', 'time_spent', 'updated_at', 'submitted_at',
      'test_mode', 'test_id', 'student_id', 'kind', 'same'),
    value: fc.nat(7),
  }), weight: 5 },
  { arbitrary: fc.record({ op: fc.constant('totals' as const), pick: fc.nat(), marks: fc.constantFrom(...MARKS) }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
);

/** The value an update sets in a column, from a small number. */
const valueOf = (column: string, v: number, students: number[]): unknown => {
  switch (column) {
    case 'marks_obtained': return MARKS[v % MARKS.length];
    case 'status': return ['submitted', 'saved', 'abandoned', 'submitted'][v % 4];
    case 'remaining_time': return [-1, 0, 100, 600, 700][v % 5];
    case 'server_time_taken': return [null, 0, 100, 300][v % 4];
    case 'time_spent': return [0, 50, 900][v % 3];
    case 'updated_at': return [1, 2, 3][v % 3];
    case 'submitted_at': return [null, 1, 2, 3][v % 4];
    case 'test_mode': return ['beginner', 'advance', ''][v % 3];
    case 'test_id': return [3002, 3001, 7][v % 3];
    case 'student_id': return students[v % students.length];
    case 'kind': return ['configured', 'self'][v % 2];
    default: return null;
  }
};

describe('the cohort triggers of migration 010', () => {
  it('keep cohort_best the best attempt by definition and cohort_marks its count, after any writes of attempts', () => {
    const db = new Database(':memory:');
    migrate(db);
    const insert = db.prepare(`INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, test_mode, status,
      total_time, remaining_time, marks_obtained, started_at, updated_at, submitted_at, server_time_taken)
      VALUES (?, 101, 5001, ?, ?, ?, 'T', ?, ?, 600, ?, ?, 0, ?, ?, ?)`);
    fc.assert(fc.property(fc.array(op, { minLength: 1, maxLength: 40 }), (ops) => {
      const students = withStudents(db, 4);
      const ids = () => (db.prepare('SELECT id FROM attempts ORDER BY id').all() as { id: number }[]).map((r) => r.id);
      try {
        for (const o of ops) {
          const all = ids();
          const picked = 'pick' in o && all.length ? all[o.pick % all.length] : null;
          if (o.op === 'insert') {
            const [testId, testType, kind, mode] = TESTS[o.test];
            insert.run(students[o.student], testId, testType, kind, mode, o.submitted ? 'submitted' : 'saved', o.remaining, o.marks, o.at,
              o.submitted ? o.at : null, o.serverTime);
          } else if (o.op === 'update' && picked !== null) {
            // 'same': the columns set to what they hold (a write that changes nothing)
            if (o.column === 'same') db.prepare('UPDATE attempts SET marks_obtained = marks_obtained, status = status, updated_at = updated_at WHERE id = ?').run(picked);
            else db.prepare(`UPDATE attempts SET ${o.column} = ? WHERE id = ?`).run(valueOf(o.column, o.value, students), picked);
          } else if (o.op === 'totals' && picked !== null) {
            // as a submit's totals update: marks and time together
            db.prepare('UPDATE attempts SET marks_obtained = ?, time_spent = time_spent + 1, total_questions = 5 WHERE id = ?').run(o.marks, picked);
          } else if (o.op === 'delete' && picked !== null) db.prepare('DELETE FROM attempts WHERE id = ?').run(picked);
          expect(best(db)).toEqual(definedBest(db));
          expect(marks(db)).toEqual(definedMarks(db));
        }
      } finally {
        db.prepare('DELETE FROM attempts').run();
        db.prepare('DELETE FROM students').run();
      }
      expect(best(db)).toEqual([]);
      expect(marks(db)).toEqual([]);
    }), { numRuns: 300 });
    db.close();
  });

  it('writes no cohort row for an update that changes nothing the cohort reads, and one upsert for a new best', () => {
    const db = new Database(':memory:');
    migrate(db);
    const [a, b] = withStudents(db, 2);
    db.exec(`CREATE TEMP TABLE writes (what TEXT);
      CREATE TEMP TRIGGER w_best_i AFTER INSERT ON cohort_best BEGIN INSERT INTO writes VALUES ('best+'); END;
      CREATE TEMP TRIGGER w_best_d AFTER DELETE ON cohort_best BEGIN INSERT INTO writes VALUES ('best-'); END;
      CREATE TEMP TRIGGER w_best_u AFTER UPDATE ON cohort_best BEGIN INSERT INTO writes VALUES ('best~'); END;
      CREATE TEMP TRIGGER w_marks_i AFTER INSERT ON cohort_marks BEGIN INSERT INTO writes VALUES ('marks+'); END;
      CREATE TEMP TRIGGER w_marks_d AFTER DELETE ON cohort_marks BEGIN INSERT INTO writes VALUES ('marks-'); END;
      CREATE TEMP TRIGGER w_marks_u AFTER UPDATE ON cohort_marks BEGIN INSERT INTO writes VALUES ('marks~'); END;`);
    const writes = () => (db.prepare('DELETE FROM writes RETURNING what').all() as { what: string }[]).map((r) => r.what).sort();
    const submit = db.prepare(`INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status,
      total_time, remaining_time, marks_obtained, started_at, updated_at, submitted_at) VALUES (?, 101, 5001, 3002, 3, 'configured', 'T', 'submitted', 600, 100, 0, 0, 1, 1)`);
    const first = Number(submit.run(a).lastInsertRowid);
    expect(writes()).toEqual(['best+', 'marks+']);
    db.prepare('UPDATE attempts SET marks_obtained = 10, time_spent = 30 WHERE id = ?').run(first);
    expect(writes()).toEqual(['best~', 'marks+', 'marks-']);
    // the same values again, and columns the cohort does not read
    db.prepare('UPDATE attempts SET marks_obtained = 10, time_spent = 30, status = status WHERE id = ?').run(first);
    db.prepare("UPDATE attempts SET test_name = 'Renamed', last_question_index = 3 WHERE id = ?").run(first);
    expect(writes()).toEqual([]);
    // a second, worse attempt: the best stays
    const second = Number(submit.run(a).lastInsertRowid);
    db.prepare('UPDATE attempts SET marks_obtained = 4 WHERE id = ?').run(second);
    expect(writes()).toEqual([]);
    // another student at the same marks: one more counted; a new best at the same marks: the count stays
    const other = Number(submit.run(b).lastInsertRowid);
    db.prepare('UPDATE attempts SET marks_obtained = 10 WHERE id = ?').run(other);
    writes();
    db.prepare('UPDATE attempts SET marks_obtained = 10, remaining_time = 500 WHERE id = ?').run(second);
    expect(writes()).toEqual(['best~']);
    expect(db.prepare('SELECT attempt_id FROM cohort_best WHERE student_id = ?').get(a)).toEqual({ attempt_id: second });
    expect(db.prepare('SELECT students FROM cohort_marks WHERE marks_obtained = 10').get()).toEqual({ students: 2 });
    db.close();
  });
});

describe('migration 010 (cohort refresh) on a database at version 9 with attempts', () => {
  it('keeps the cohort rows, and the new triggers follow later writes', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 9));
    const [a, b] = withStudents(db, 2);
    const insert = db.prepare(`INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status,
      total_time, remaining_time, marks_obtained, started_at, updated_at, submitted_at) VALUES (?, 101, 5001, 3002, 3, 'configured', 'T', ?, 600, 100, ?, 0, ?, ?)`);
    insert.run(a, 'submitted', 12, 1, 1);
    insert.run(a, 'submitted', 8, 2, 2);
    insert.run(b, 'submitted', 12, 3, 3);
    insert.run(b, 'saved', 30, 4, null);
    const before = { best: best(db), marks: marks(db) };
    migrate(db);
    expect({ best: best(db), marks: marks(db) }).toEqual(before);
    expect(best(db)).toEqual(definedBest(db));
    db.prepare("UPDATE attempts SET status = 'submitted', submitted_at = 5 WHERE student_id = ? AND status = 'saved'").run(b);
    expect(best(db)).toEqual(definedBest(db));
    expect(marks(db)).toEqual(definedMarks(db));
    db.close();
  });
});
