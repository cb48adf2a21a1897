// Helpers of `npm run bench:reports` (scripts/bench-reports.ts) for the cohort-size measurement (BENCH_COHORT): a
// large cohort of other students written straight into the server's database (file) (the attempts' triggers keep
// cohort_best and cohort_marks, as they do for every writer), and the /analytics timing.
import { type Insertable, sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { one, type SqlDatabase } from '../server/db/connect';
import type { Schema } from '../server/db/schema';
import { insertRows } from '../server/db/seed-rows';
import { percentile, round1 } from './bench-stats';
import { mulberry32 } from './chaos/seeded-random';

/** A configured mock test of the demo data as the cohort's attempts need it. */
export interface CohortTest {
  testId: number;
  templateId: number;
  courseId: number;
  title: string;
  totalTime: number;
  questions: number;
  correctMarks: number;
  incorrectMarks: number;
}

/** The tests' numbers from the tests and test_sections tables (marks per question: the first section's, else the test's). */
export async function cohortTests(db: SqlDatabase, testIds: readonly number[]): Promise<CohortTest[]> {
  const out: CohortTest[] = [];
  for (const id of testIds) {
    const t = await one(db, sql<CohortTest>`
      SELECT t.id AS "testId", t.template_id AS "templateId", c.id AS "courseId", t.title, t.total_time AS "totalTime",
        COALESCE((SELECT SUM(question_count) FROM test_sections WHERE test_id = t.id), t.question_count) AS questions,
        COALESCE((SELECT correct_marks FROM test_sections WHERE test_id = t.id ORDER BY section_order LIMIT 1), t.correct_marks) AS "correctMarks",
        COALESCE((SELECT incorrect_marks FROM test_sections WHERE test_id = t.id ORDER BY section_order LIMIT 1), t.incorrect_marks) AS "incorrectMarks"
      FROM tests t JOIN courses c ON c.template_id = t.template_id WHERE t.id = ${id} ORDER BY c.id LIMIT 1`);
    if (!t) throw new Error(`test ${id} is not in the demo data`);
    out.push({ ...t, incorrectMarks: Math.abs(t.incorrectMarks) });
  }
  return out;
}

/**
 * Writes `size` students ('bench.cohort.N', who cannot sign in), each with a submitted attempt of every test (a fifth
 * of them with a second, better or worse sitting): correct and incorrect counts drawn by ability, marks from the
 * test's marking scheme (so the marks take the values a real cohort's do, ties and negatives included), times
 * within the test time. One transaction; the attempts many rows a statement. Returns the attempts written and the
 * milliseconds it took.
 */
export async function addCohort(db: SqlDatabase, size: number, tests: readonly CohortTest[], now: number): Promise<{ attempts: number; ms: number }> {
  const started = performance.now();
  const random = mulberry32(20_000_016); // a fixed seed: the same cohort every run
  let attempts = 0;
  await db.transaction(async () => {
    const rows: Insertable<Schema['attempts']>[] = [];
    for (let n = 1; n <= size; n++) {
      const { id } = await db.q().insertInto('students')
        .values({ login_id: `bench.cohort.${n}`, email: null, mobile: null, password_hash: '!', name: `Cohort Student ${n}` })
        .returning('id').executeTakeFirstOrThrow();
      const ability = 0.15 + random() * 0.8;
      for (const t of tests) {
        const sittings = random() < 0.2 ? 2 : 1;
        for (let s = 0; s < sittings; s++) {
          const skill = Math.min(0.98, ability + (random() - 0.3) * 0.2);
          let correct = 0;
          let incorrect = 0;
          for (let q = 0; q < t.questions; q++) {
            const r = random();
            if (r < 0.1) continue;
            if (r < 0.1 + skill * 0.9) correct++;
            else incorrect++;
          }
          const spent = Math.max(1, Math.round(t.totalTime * (0.4 + random() * 0.6)));
          const at = Math.round(now - (1 + random() * 29) * 86_400_000);
          rows.push({
            student_id: id, course_id: t.courseId, template_id: t.templateId, test_id: t.testId, test_type: 3, kind: 'configured',
            test_name: t.title, status: 'submitted', test_status: 1, total_time: t.totalTime, remaining_time: t.totalTime - spent,
            time_spent: spent, total_questions: t.questions, correct_count: correct, incorrect_count: incorrect,
            unattempted_count: t.questions - correct - incorrect, marks_obtained: correct * t.correctMarks - incorrect * t.incorrectMarks,
            full_marks: t.questions * t.correctMarks, started_at: at - spent * 1000, updated_at: at, submitted_at: at,
          });
          attempts++;
        }
      }
    }
    await insertRows(db, 'attempts', rows);
  });
  return { attempts, ms: Math.round(performance.now() - started) };
}

const countPerTest = async (db: SqlDatabase, table: 'cohort_best' | 'cohort_marks', testIds: readonly number[]): Promise<number[]> => {
  const out: number[] = [];
  for (const id of testIds) {
    const row = await one(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE test_id = ${id} AND test_type = 3 AND kind = 'configured'`);
    out.push(Number(row?.n ?? 0));
  }
  return out;
};

/** Students with a best attempt of each test (cohort_best rows). */
export const studentsPerTest = (db: SqlDatabase, testIds: readonly number[]): Promise<number[]> => countPerTest(db, 'cohort_best', testIds);

/** Distinct best-marks values of each test (cohort_marks rows): what /analytics reads for the rank. */
export const marksValuesPerTest = (db: SqlDatabase, testIds: readonly number[]): Promise<number[]> => countPerTest(db, 'cohort_marks', testIds);

export interface Timing { p50: number; p95: number; max: number; n: number }

/** GET /analytics of every session `passes` times, after a warm-up pass over all of them; ms per call. */
export async function timeAnalytics(get: (path: string) => Promise<{ responseTxt: string }>, sessions: readonly string[], passes: number): Promise<Timing> {
  for (const s of sessions) await get(`/analytics?testSession=${s}`);
  const times: number[] = [];
  for (let p = 0; p < passes; p++) {
    for (const s of sessions) {
      const t = performance.now();
      const reply = await get(`/analytics?testSession=${s}`);
      times.push(performance.now() - t);
      if (reply.responseTxt !== 'success') throw new Error(`/analytics?testSession=${s}: ${reply.responseTxt}`);
    }
  }
  return { p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), max: round1(Math.max(...times)), n: times.length };
}

export const describeTiming = (label: string, t: Timing): string =>
  `${label}: ${t.n} calls, p50 ${t.p50} ms, p95 ${t.p95} ms, max ${t.max} ms`;
