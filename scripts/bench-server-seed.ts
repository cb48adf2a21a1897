// The seeding of `npm run bench:server` (scripts/bench-server.ts): a fresh database file prepared in this process
// before the server starts on it, as a production start would find it after students signed up and opened tests.
// Migrations and the demo catalogue (server/db/seed.ts: courses, the question bank, the configured tests), then
// `count` students bench.00001 ... enrolled in the JEE Main course (course 101, template 5001) with a copy of
// demo.student's enrolment (the active PRO pack), each with one live session (SessionRepository.open, the token the
// sign-in hands out) and one delivery of each benched test recorded exactly as GET /testdetails records it
// (server/test-delivery/sittings.ts recordDelivery), so every submit is checked and timed against a real delivery.
// Sessions are opened here rather than by POST /app/login: a sign-in costs one scrypt hash, thousands would take minutes.
import { sql } from 'kysely';
import type { TestData } from '../domain/test-engine/test-data';
import { createDeps } from '../server/app-deps';
import { resetIdentities } from '../server/db/prepare-database';
import { isPostgresUrl, one, openSqlite, postgresDatabase } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed';
import { DEMO_TESTS } from '../server/db/seed-tests';
import { SessionRepository } from '../server/repositories/session-repository';
import { createSittings } from '../server/test-delivery/sittings';
import { buildConfiguredTest, type Marking } from '../server/test-delivery/test-builder';

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
 * Prepares a fresh database (a SQLite file that must not exist, or an empty PostgreSQL database named by a
 * postgres:// URL) and returns one session per bench student. `now` dates the seed (the sessions, valid 30 days,
 * and the deliveries).
 */
export async function seedBenchDatabase(location: string, count: number, now: number): Promise<BenchSession[]> {
  const db = isPostgresUrl(location) ? postgresDatabase(location) : openSqlite(location);
  try {
    await migrate(db);
    await seedDemoData(db, now);
    await resetIdentities(db);
    const deps = createDeps(db, 'production', () => now, () => {});
    const { recordDelivery } = createSittings(deps);
    const tests: { test: TestData; marking: Marking }[] = [];
    for (const { testId, questions } of Object.values(BENCH_TESTS)) {
      const config = await deps.catalog.test(testId);
      if (!config || config.templateId !== BENCH_COURSE.templateId) throw new Error(`the demo catalogue has no test ${testId} in template ${BENCH_COURSE.templateId}`);
      const test = await buildConfiguredTest(config, deps.bank);
      if (test.questionSet.length !== questions) throw new Error(`test ${testId} has ${test.questionSet.length} questions, not ${questions}`);
      tests.push({ test, marking: { correct: config.correctMarks, incorrect: config.incorrectMarks, notAnswer: config.notAnswerMarks } });
    }

    const demo = await one(db, sql<{ hash: string; validityId: number; packTypeId: number; packTypeTitle: string; validTill: string }>`
      SELECT s.password_hash AS hash, e.validity_id AS "validityId", e.pack_type_id AS "packTypeId", e.pack_type_title AS "packTypeTitle",
             e.valid_till_date AS "validTill"
      FROM students s JOIN enrollments e ON e.student_id = s.id WHERE s.login_id = 'demo.student' AND e.course_id = ${BENCH_COURSE.courseId}`);
    if (!demo || demo.packTypeId !== BENCH_COURSE.packTypeId) throw new Error(`the demo data has no demo.student with a ${BENCH_COURSE.packTypeTitle} pack of course ${BENCH_COURSE.courseId}`);
    const sessions = new SessionRepository(db);
    return await db.transaction(async () => {
      const out: BenchSession[] = [];
      for (let i = 0; i < count; i++) {
        const tag = String(i + 1).padStart(5, '0');
        const loginId = `bench.${tag}`;
        const { id: studentId } = await db.q().insertInto('students').values({
          login_id: loginId, email: `${loginId}@example.com`, mobile: `71000${tag}`, password_hash: demo.hash, name: `Bench Student ${tag}`,
          first_time_user: 0, opened_course: 0,
        }).returning('id').executeTakeFirstOrThrow();
        await db.q().insertInto('enrollments').values({
          student_id: studentId, course_id: BENCH_COURSE.courseId, position: 0, validity_id: demo.validityId, pack_type_id: demo.packTypeId,
          pack_type_title: demo.packTypeTitle, valid_till_date: demo.validTill,
        }).execute();
        for (const { test, marking } of tests) await recordDelivery(studentId, BENCH_COURSE.templateId, test, marking);
        out.push({ studentId, loginId, token: await sessions.open(studentId, 'web', now) });
      }
      return out;
    });
  } finally {
    await db.close();
  }
}
