// Helpers of `npm run bench:reports` (scripts/bench-reports.ts) for the cohort-size measurement (BENCH_COHORT): a
// large cohort of other students written straight into the server's database file (the attempts' triggers keep
// cohort_best and cohort_marks, as they do for every writer), and the /analytics timing.
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db/migration';
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
export function cohortTests(db: Db, testIds: readonly number[]): CohortTest[] {
  const one = db.prepare<[number], CohortTest>(
    `SELECT t.id AS testId, t.template_id AS templateId, c.id AS courseId, t.title, t.total_time AS totalTime,
       COALESCE((SELECT SUM(question_count) FROM test_sections WHERE test_id = t.id), t.question_count) AS questions,
       COALESCE((SELECT correct_marks FROM test_sections WHERE test_id = t.id ORDER BY section_order LIMIT 1), t.correct_marks) AS correctMarks,
       COALESCE((SELECT incorrect_marks FROM test_sections WHERE test_id = t.id ORDER BY section_order LIMIT 1), t.incorrect_marks) AS incorrectMarks
     FROM tests t JOIN courses c ON c.template_id = t.template_id WHERE t.id = ? ORDER BY c.id LIMIT 1`);
  return testIds.map((id) => {
    const t = one.get(id);
    if (!t) throw new Error(`test ${id} is not in the demo data`);
    return { ...t, incorrectMarks: Math.abs(t.incorrectMarks) };
  });
}

/**
 * Writes `size` students ('bench.cohort.N', who cannot sign in), each with a submitted attempt of every test (a fifth
 * of them with a second, better or worse sitting): correct and incorrect counts drawn by ability, marks from the
 * test's marking scheme (so the marks take the values a real cohort's do, ties and negatives included), times
 * within the test time. One transaction. Returns the attempts written and the milliseconds it took.
 */
export function addCohort(db: Db, size: number, tests: readonly CohortTest[], now: number): { attempts: number; ms: number } {
  const started = performance.now();
  const random = mulberry32(20_000_016); // a fixed seed: the same cohort every run
  const student = db.prepare("INSERT INTO students (login_id, email, mobile, password_hash, name) VALUES (?, NULL, NULL, '!', ?)");
  const attempt = db.prepare(
    `INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status, test_status, total_time,
       remaining_time, time_spent, total_questions, correct_count, incorrect_count, unattempted_count, marks_obtained, full_marks,
       started_at, updated_at, submitted_at)
     VALUES (?, ?, ?, ?, 3, 'configured', ?, 'submitted', 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let attempts = 0;
  db.transaction(() => {
    for (let n = 1; n <= size; n++) {
      const id = Number(student.run(`bench.cohort.${n}`, `Cohort Student ${n}`).lastInsertRowid);
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
          attempt.run(id, t.courseId, t.templateId, t.testId, t.title, t.totalTime, t.totalTime - spent, spent, t.questions,
            correct, incorrect, t.questions - correct - incorrect, correct * t.correctMarks - incorrect * t.incorrectMarks,
            t.questions * t.correctMarks, at - spent * 1000, at, at);
          attempts++;
        }
      }
    }
  })();
  return { attempts, ms: Math.round(performance.now() - started) };
}

/** Students with a best attempt of each test (cohort_best rows). */
export const studentsPerTest = (db: Db, testIds: readonly number[]): number[] => {
  const count = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM cohort_best WHERE test_id = ? AND test_type = 3 AND kind = 'configured'");
  return testIds.map((id) => count.get(id)?.n ?? 0);
};

/** Distinct best-marks values of each test (cohort_marks rows): what /analytics reads for the rank. */
export const marksValuesPerTest = (db: Db, testIds: readonly number[]): number[] => {
  const count = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM cohort_marks WHERE test_id = ? AND test_type = 3 AND kind = 'configured'");
  return testIds.map((id) => count.get(id)?.n ?? 0);
};

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
