// The seeding of `npm run bench:server` (scripts/bench-server.ts): a fresh database file prepared in this process
// before the server starts on it, as a production start would find it after students signed up and opened tests.
// Migrations and the demo catalogue (server/db/seed.ts: courses, the question bank, the configured tests), then
// `count` students bench.00001 ... enrolled in the JEE Main course (course 101, template 5001) with a copy of
// demo.student's enrolment (the active PRO pack), each with one live session (SessionRepository.open, the token the
// sign-in hands out) and one delivery of each benched test recorded exactly as GET /testdetails records it
// (server/test-delivery/sittings.ts recordDelivery), so every submit is checked and timed against a real delivery.
// Sessions are opened here rather than by POST /app/login: a sign-in costs one scrypt hash, thousands would take minutes.
import { createDeps } from '../server/app-deps';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import { seedDemoData } from '../server/db/seed';
import { DEMO_TESTS } from '../server/db/seed-tests';
import { SessionRepository } from '../server/repositories/session-repository';
import { createSittings } from '../server/test-delivery/sittings';
import { buildConfiguredTest } from '../server/test-delivery/test-builder';

/** The course every bench student is enrolled in (server/db/seed.ts: JEE Main, PRO pack like demo.student's). */
export const BENCH_COURSE = { courseId: 101, templateId: 5001, packTypeId: 3, packTypeTitle: 'PRO' } as const;
/** The benched tests of that course (server/db/seed-tests.ts) and the question count each must have. */
export const BENCH_TESTS = {
  short: { testId: DEMO_TESTS.shortTest, questions: 5 },
  big: { testId: DEMO_TESTS.bigMock, questions: 200 },
} as const;

/** The headers of an authenticated call (docs/api.md "Conventions"). */
export interface BenchSession {
  studentId: number;
  loginId: string;
  token: string;
}

/**
 * Prepares a fresh database file (it must not exist) and returns one session per bench student. `now` dates the
 * seed (the sessions, valid 30 days, and the deliveries).
 */
export async function seedBenchDatabase(dbFile: string, count: number, now: number): Promise<BenchSession[]> {
  const db = openDatabase(dbFile);
  try {
    migrate(db);
    await seedDemoData(db, now);
    const deps = createDeps(db, 'production', () => now, () => {});
    const { recordDelivery } = createSittings(deps);
    const tests = Object.values(BENCH_TESTS).map(({ testId, questions }) => {
      const config = deps.catalog.test(testId);
      if (!config || config.templateId !== BENCH_COURSE.templateId) throw new Error(`the demo catalogue has no test ${testId} in template ${BENCH_COURSE.templateId}`);
      const test = buildConfiguredTest(config, deps.bank);
      if (test.questionSet.length !== questions) throw new Error(`test ${testId} has ${test.questionSet.length} questions, not ${questions}`);
      return { test, marking: { correct: config.correctMarks, incorrect: config.incorrectMarks, notAnswer: config.notAnswerMarks } };
    });

    const demo = db.prepare<[number], { hash: string; validityId: number; packTypeId: number; packTypeTitle: string; validTill: string }>(
      `SELECT s.password_hash AS hash, e.validity_id AS validityId, e.pack_type_id AS packTypeId, e.pack_type_title AS packTypeTitle,
              e.valid_till_date AS validTill
       FROM students s JOIN enrollments e ON e.student_id = s.id WHERE s.login_id = 'demo.student' AND e.course_id = ?`).get(BENCH_COURSE.courseId);
    if (!demo || demo.packTypeId !== BENCH_COURSE.packTypeId) throw new Error(`the demo data has no demo.student with a ${BENCH_COURSE.packTypeTitle} pack of course ${BENCH_COURSE.courseId}`);
    const insert = db.prepare<[string, string, string, string, string]>(
      `INSERT INTO students (login_id, email, mobile, password_hash, name, first_time_user, opened_course)
       VALUES (?, ?, ?, ?, ?, 0, 0)`);
    const enrol = db.prepare<[number, number, number, number, string, string]>(
      `INSERT INTO enrollments (student_id, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date)
       VALUES (?, ?, 0, ?, ?, ?, ?)`);
    const sessions = new SessionRepository(db);
    return db.transaction(() => Array.from({ length: count }, (_, i): BenchSession => {
      const tag = String(i + 1).padStart(5, '0');
      const loginId = `bench.${tag}`;
      const studentId = Number(insert.run(loginId, `${loginId}@example.com`, `71000${tag}`, demo.hash, `Bench Student ${tag}`).lastInsertRowid);
      enrol.run(studentId, BENCH_COURSE.courseId, demo.validityId, demo.packTypeId, demo.packTypeTitle, demo.validTill);
      for (const { test, marking } of tests) recordDelivery(studentId, BENCH_COURSE.templateId, test, marking);
      return { studentId, loginId, token: sessions.open(studentId, 'web', now) };
    }))();
  } finally {
    db.close();
  }
}
