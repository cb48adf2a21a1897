/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { sqliteDatabase } from '../../../server/db/connect';
import type { Db } from '../../../server/db/migration';
import { COHORT_SIZE, seedCohort, seededRandom } from '../../../server/db/seed-cohort';
import { seededDatabase, SEED_TIME } from '../test-server';

const snapshot = (db: Db) => db.prepare(
  `SELECT a.test_id, s.login_id, a.marks_obtained, a.full_marks, a.time_spent, a.submitted_at,
          (SELECT group_concat(q.question_id || ':' || q.result || ':' || q.marks || ':' || q.time_spent, ',') FROM attempt_questions q WHERE q.attempt_id = a.id) AS rows
   FROM attempts a JOIN students s ON s.id = a.student_id WHERE s.login_id LIKE 'cohort.%' ORDER BY a.id`).all();

let first: Db;
beforeAll(async () => {
  first = await seededDatabase();
  expect(await seedCohort(sqliteDatabase(first), SEED_TIME)).toBe(true);
});

describe('seedCohort (fixed-seed report cohort)', () => {
  it('seeds the same cohort on every database, once', async () => {
    const second = await seededDatabase();
    expect(await seedCohort(sqliteDatabase(second), SEED_TIME)).toBe(true);
    expect(snapshot(second)).toEqual(snapshot(first));
    expect(await seedCohort(sqliteDatabase(second), SEED_TIME + 1000)).toBe(false);
    expect(snapshot(second)).toHaveLength(snapshot(first).length);
  });

  it('writes 50 students who cannot sign in, enrolled in every course, with mock test attempts', () => {
    const students = first.prepare<[], { id: number; hash: string; email: string | null; mobile: string | null }>(
      "SELECT id, password_hash AS hash, email, mobile FROM students WHERE login_id LIKE 'cohort.%'").all();
    expect(students).toHaveLength(COHORT_SIZE);
    expect(new Set(students.map((s) => s.hash))).toEqual(new Set(['!']));
    // no contact: no one-time code can be sent to a cohort account
    expect(students.filter((s) => s.email !== null || s.mobile !== null)).toEqual([]);
    const perTest = first.prepare<[], { testId: number; takers: number }>(
      `SELECT test_id AS testId, COUNT(DISTINCT student_id) AS takers FROM attempts a JOIN students s ON s.id = a.student_id
       WHERE s.login_id LIKE 'cohort.%' GROUP BY test_id`).all();
    expect(perTest.length).toBeGreaterThanOrEqual(5);
    for (const t of perTest) expect(t.takers).toBeGreaterThan(30);
  });

  it('keeps every attempt\'s totals equal to its question rows, with marks by the test\'s marking scheme', () => {
    const bad = first.prepare(
      `SELECT a.id FROM attempts a JOIN students s ON s.id = a.student_id WHERE s.login_id LIKE 'cohort.%' AND (
         a.total_questions <> (SELECT COUNT(*) FROM attempt_questions q WHERE q.attempt_id = a.id)
         OR a.correct_count <> (SELECT COUNT(*) FROM attempt_questions q WHERE q.attempt_id = a.id AND q.result = 'Correct')
         OR a.incorrect_count <> (SELECT COUNT(*) FROM attempt_questions q WHERE q.attempt_id = a.id AND q.result = 'Incorrect')
         OR a.unattempted_count <> (SELECT COUNT(*) FROM attempt_questions q WHERE q.attempt_id = a.id AND q.result = 'NotAnswer')
         OR abs(a.marks_obtained - (SELECT SUM(marks) FROM attempt_questions q WHERE q.attempt_id = a.id)) > 0.001
         OR a.full_marks <> (SELECT SUM(max_marks) FROM attempt_questions q WHERE q.attempt_id = a.id)
         OR a.time_spent <> (SELECT SUM(time_spent) FROM attempt_questions q WHERE q.attempt_id = a.id)
         OR a.time_spent > a.total_time OR a.remaining_time <> a.total_time - a.time_spent)`).all();
    expect(bad).toEqual([]);
    const marks = first.prepare<[], { result: string; marks: number; correct: number; incorrect: number }>(
      `SELECT DISTINCT q.result, q.marks, q.correct_marks AS correct, q.incorrect_marks AS incorrect FROM attempt_questions q
       JOIN attempts a ON a.id = q.attempt_id JOIN students s ON s.id = a.student_id WHERE s.login_id LIKE 'cohort.%'`).all();
    for (const m of marks) {
      expect(m.marks).toBe(m.result === 'Correct' ? m.correct : m.result === 'Incorrect' ? m.incorrect : 0);
    }
  });

  it('does nothing without seeded tests', async () => {
    const empty = new Database(':memory:');
    empty.exec("CREATE TABLE app_meta (key TEXT PRIMARY KEY, value TEXT); CREATE TABLE tests (id INTEGER, template_id INTEGER, title TEXT, total_time INTEGER, topic_id INTEGER, question_count INTEGER, correct_marks REAL, incorrect_marks REAL, not_answer_marks REAL, test_type INTEGER, exam_type TEXT); CREATE TABLE guest_tests (course_id INTEGER, test_uid TEXT, test_id INTEGER)");
    expect(await seedCohort(sqliteDatabase(empty), SEED_TIME)).toBe(false);
  });

  it('the generator is deterministic and in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
  });
});
