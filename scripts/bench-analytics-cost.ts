// `npm run bench:analytics`: what one student's attempt count costs everybody else's /analytics (docs/security.md
// "Analytics cost"; the finding it answers: after 16.5k attempts of one test by one student, another student's
// /analytics took 351 ms and blocked the server meanwhile).
//
// In process, on a temporary database file opened as the server opens it (WAL) with the demo data and the 50-student
// cohort: demo.student submits the sectional mock through POST /testsubmit; then
//  1. baseline: GET /api/analytics of that attempt with the seeded cohort only;
//  2. one student ("heavy.one") gets BENCH_HEAVY submitted attempts of the same test (default 16,500, each with its
//     15 question rows), written straight into the database (the submit limit, 200 an hour, stops one student
//     sending that many through the API: that limit is the second bound);
//  3. after: the same GET /api/analytics, now with the heavy student in the cohort;
//  4. before this change, same run: the cohort part of the old /analytics (every submitted attempt of the test by
//     every student, then each student's best and the topper in JavaScript), on the same database;
//  5. the cost the cohort summary adds to a submit: one more submitted attempt of the heavy student (the triggers
//     keep cohort_best), against an attempt that is not submitted (no trigger work);
//  6. the heavy student's own report calls: demo.student gets BENCH_HEAVY attempts of a topic test; GET /api/dashboard
//     and GET /api/studentreportlist (type 2) now, against the old reads (every attempt of the student, then the
//     overview or the rows in JavaScript) in the same run.
// Each figure: BENCH_RUNS timed runs after 20 warm-up runs; p50 / p95 / max in ms. Ends with one JSON line.
// A benchmark, not a test: it exits 0 whatever the figures; non-zero only when it cannot run.
//
// Env: BENCH_HEAVY (16500), BENCH_RUNS (200).
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSubmitAnsDetails } from '../domain/test-engine/payloads';
import { decodeResponse } from '../domain/test-engine/responses';
import { questionKind } from '../domain/test-engine/test-data';
import { parseTestData } from '../infrastructure/test-engine/test-data-schema';
import { createApp } from '../server/app';
import { all, one, openSqlite, run } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed';
import { seedCohort } from '../server/db/seed-cohort';
import { DEMO_TESTS } from '../server/db/seed-tests';
import { dashboard, rankOf, reportRow, topperAttempt } from '../server/reports/report-builder';
import type { ReportAttempt } from '../server/repositories/report-repository';
import { percentile, round1, round2 } from './bench-stats';

const HEAVY = Number(process.env.BENCH_HEAVY ?? 16_500);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TEST = DEMO_TESTS.sectionedMock;
const COURSE = 101;
const TEMPLATE = 5001;

for (const [name, v] of Object.entries({ BENCH_HEAVY: HEAVY, BENCH_RUNS: RUNS })) {
  if (!Number.isInteger(v) || v < 1 || v > 1_000_000) {
    console.error(`${name} must be a whole number from 1 to 1000000`);
    process.exit(2);
  }
}

interface Figures { p50: number; p95: number; max: number }

async function timed(runs: number, f: () => unknown | Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < 20; i++) await f();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  return { p50: round2(percentile(times, 50)), p95: round2(percentile(times, 95)), max: round2(Math.max(...times)) };
}

const show = (label: string, f: Figures) => console.log(`  ${label.padEnd(70)} p50 ${String(f.p50).padStart(7)}  p95 ${String(f.p95).padStart(7)}  max ${String(f.max).padStart(7)} ms`);

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
  const db = openSqlite(join(dir, 'app.db'));
  try {
    await migrate(db);
    await seedDemoData(db, Date.now());
    await seedCohort(db, Date.now());
    const app = createApp({ db, mode: 'demo', log: () => undefined });

    const login = await app.request('/api/app/login', { method: 'POST', body: new URLSearchParams({ userId: 'demo.student', password: 'Demo@1234', device: 'web' }) });
    const student = (await login.json()).obj as { loginId: string; token: string; studentId: number };
    const headers = { loginId: student.loginId, token: student.token, device: 'web' };

    // demo.student takes the test through the API (a delivery, then a submit)
    const details = await (await app.request(`/api/testdetails?templateId=${TEMPLATE}&testId=${TEST}&testType=3`, { headers })).json();
    const parsed = parseTestData(details.obj[0]);
    if (!parsed.ok) throw new Error(`cannot parse the test: ${parsed.problem}`);
    const test = parsed.test;
    const progress = test.questionSet.map((q, i) => {
      const response = decodeResponse(questionKind(q.questionType), i % 3 === 0 ? (q.responseChoice[0]?.responseId ?? '') : '');
      return { status: response.values.length ? 'attempted' as const : 'not_attempted' as const, response, timeSpentSeconds: 40, help: 0 };
    });
    const form = new FormData();
    form.append('ansdetails', JSON.stringify(buildSubmitAnsDetails({
      test, progress, course: { courseId: COURSE, templateId: TEMPLATE, packTypeId: 3, packTypeTitle: 'PRO' }, testMode: 'registered', remainingTime: 600, helpCounter: 0,
    })));
    form.append('clientSubmissionId', 'bench-analytics-1');
    const submitted = await (await app.request('/api/testsubmit', { method: 'POST', headers, body: form })).json();
    const session = submitted.obj?.testSession as string | undefined;
    if (!session) throw new Error(`the submit failed: ${submitted.message}`);
    const analytics = async () => {
      const res = await app.request(`/api/analytics?testSession=${session}`, { headers });
      if (res.status !== 200) throw new Error(`/analytics: ${res.status}`);
      return res.json();
    };

    // the old cohort read and ranking (before this change), for the same-run comparison
    const columns = sql.raw(`id, student_id AS "studentId", course_id AS "courseId", template_id AS "templateId", test_id AS "testId",
      test_type AS "testType", kind, test_name AS "testName", test_mode AS "testMode", exam_type AS "examType", test_status AS "testStatus",
      total_time AS "totalTime", remaining_time AS "remainingTime", time_spent AS "timeSpent", help_counter AS "helpCounter",
      total_questions AS "totalQuestions", correct_count AS "correctCount", incorrect_count AS "incorrectCount",
      unattempted_count AS "unattemptedCount", marks_obtained AS "marksObtained", full_marks AS "fullMarks",
      COALESCE(submitted_at, updated_at) AS "submittedAt", ranking_time AS "rankingTime"`);
    const viewed = (await one(db, sql<ReportAttempt>`SELECT ${columns} FROM attempts WHERE id = ${Number(session)}`))!;
    const legacyCohort = () => all(db, sql<ReportAttempt>`SELECT ${columns} FROM attempts
      WHERE test_type = ${viewed.testType} AND test_id = ${viewed.testId} AND kind = ${viewed.kind} AND (kind <> 'self' OR test_mode = ${viewed.testMode})
        AND template_id = ${viewed.templateId} AND status = 'submitted'`);
    const legacy = async () => {
      const cohort = await legacyCohort();
      const best = new Map<number, number>();
      for (const c of cohort) if (c.studentId !== viewed.studentId) best.set(c.studentId, Math.max(best.get(c.studentId) ?? -Infinity, round2(c.marksObtained)));
      const top = [...cohort].sort((x, y) => y.marksObtained - x.marksObtained || x.rankingTime - y.rankingTime || x.submittedAt - y.submittedAt)[0];
      return { rank: rankOf(viewed, [...best.values()].map((score) => ({ score, students: 1 }))), top: topperAttempt(viewed, top) };
    };

    console.log(`Database ${dir}/app.db: demo data, the seeded cohort; demo.student's attempt ${session} of test ${TEST}.`);
    const before = await timed(RUNS, analytics);
    const legacyBefore = await timed(RUNS, legacy);

    // the heavy student
    const { id: heavy } = await db.q().insertInto('students')
      .values({ login_id: 'heavy.one', email: null, mobile: null, password_hash: '!', name: 'Heavy One' }).returning('id').executeTakeFirstOrThrow();
    const questionIds = test.questionSet.map((q) => q.questionId);
    const insertAttempt = async (status: string, remaining: number, spent: number, correct: number, incorrect: number, unattempted: number,
      marks: number, startedAt: number, at: number, submittedAt: number | null, serverTime: number | null): Promise<number> =>
      (await db.q().insertInto('attempts').values({
        student_id: heavy, course_id: COURSE, template_id: TEMPLATE, test_id: TEST, test_type: 3, kind: 'configured', test_name: 'JEE Main Sectional Practice',
        status, test_status: 1, total_time: 1800, remaining_time: remaining, time_spent: spent, total_questions: 15, correct_count: correct,
        incorrect_count: incorrect, unattempted_count: unattempted, marks_obtained: marks, full_marks: 60, started_at: startedAt, updated_at: at,
        submitted_at: submittedAt, server_time_taken: serverTime,
      }).returning('id').executeTakeFirstOrThrow()).id;
    const started = performance.now();
    const base = Date.now() - HEAVY * 60_000;
    await db.transaction(async () => {
      for (let i = 0; i < HEAVY; i++) {
        const correct = (i * 7) % 16;
        const incorrect = Math.min(15 - correct, (i * 3) % 5);
        const at = base + i * 60_000;
        const id = await insertAttempt('submitted', 600, 1200, correct, incorrect, 15 - correct - incorrect, correct * 4 - incorrect, at - 1_200_000, at, at, 1200);
        await db.q().insertInto('attempt_questions').values(questionIds.map((q, p) => {
          const result = p < correct ? 'Correct' : p < correct + incorrect ? 'Incorrect' : 'NotAnswer';
          return {
            attempt_id: id, position: p, question_id: q, section_id: null, section_name: '', topic_id: 0, student_response: result === 'NotAnswer' ? '' : 'a',
            result, answer_status: result, marks: result === 'Correct' ? 4 : result === 'Incorrect' ? -1 : 0, max_marks: 4, correct_marks: 4,
            incorrect_marks: -1, not_answer_marks: 0, time_spent: 60,
          };
        })).execute();
      }
    });
    const countOf = async (table: 'attempts' | 'cohort_best', submitted: boolean) =>
      Number((await one(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE test_id = ${TEST}${submitted ? sql` AND status = 'submitted'` : sql``}`))?.n ?? 0);
    console.log(`Wrote ${HEAVY} submitted attempts of heavy.one (${Math.round(performance.now() - started)} ms); ${await countOf('attempts', true)} submitted attempts of the test in all, ` +
      `${await countOf('cohort_best', false)} cohort rows.`);

    const after = await timed(RUNS, analytics);
    const legacyAfter = await timed(RUNS, legacy);
    const body = await analytics();
    const check = await legacy();
    if (body.rank !== check.rank.rank || body.totalStudent !== check.rank.totalStudent || body.topperCompare[1].score !== round2(check.top.marksObtained)) {
      throw new Error(`the new cohort disagrees with the old one: rank ${body.rank}/${body.totalStudent} vs ${check.rank.rank}/${check.rank.totalStudent}`);
    }

    // what the triggers add to a submit of the heavy student (their 16.5k attempts are indexed: a search, not a scan)
    let n = 0;
    const heavySubmit = await timed(RUNS, () => db.transaction(() => insertAttempt('submitted', 600, 1200, 1, 0, 14, 4, Date.now(), Date.now(), Date.now(), 1200 + (n++ % 600))));
    const savedInsert = await timed(RUNS, () => db.transaction(() => insertAttempt('saved', 600, 1200, 1, 0, 14, 4, Date.now(), Date.now(), null, null)));

    console.log(`\nAnother student's analytics (rank ${body.rank} of ${body.totalStudent}, topper ${body.topperCompare[1].score}), ${RUNS} runs each:`);
    show('GET /api/analytics, seeded cohort only (baseline)', before);
    show(`GET /api/analytics, with heavy.one's ${HEAVY} attempts (now)`, after);
    show('old cohort read + ranking, seeded cohort only (before the change)', legacyBefore);
    show(`old cohort read + ranking, with ${HEAVY} attempts (before the change)`, legacyAfter);
    console.log(`\nA submit by heavy.one, the attempt row only (the triggers' share):`);
    show('insert a submitted attempt (cohort_best kept by the triggers)', heavySubmit);
    show('insert a saved attempt (no trigger work)', savedInsert);
    // 6. the heavy student's own report calls (demo.student, who can sign in)
    const { id: topicTest } = await db.q().selectFrom('tests').select('id').where('template_id', '=', TEMPLATE).where('test_type', '=', 2)
      .orderBy('id').limit(1).executeTakeFirstOrThrow();
    await run(db, sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${HEAVY})
      INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, status, test_status, total_time,
        remaining_time, time_spent, total_questions, correct_count, unattempted_count, marks_obtained, full_marks, started_at, updated_at, submitted_at)
      SELECT ${student.studentId}, ${COURSE}, ${TEMPLATE}, ${topicTest}, 2, 'configured', 'Topic test ' || i, 'submitted', 1, 600, 100, 500, 10,
        i % 10, 10 - i % 10, i % 10, 10, ${base} + i * 60000, ${base} + i * 60000, ${base} + i * 60000 FROM n`);
    const legacyAll = () => all(db, sql<ReportAttempt>`SELECT ${columns} FROM attempts
      WHERE student_id = ${student.studentId} AND course_id = ${COURSE} AND status = 'submitted' ORDER BY "submittedAt" DESC, id DESC`);
    const legacyByType = () => all(db, sql<ReportAttempt>`SELECT ${columns} FROM attempts
      WHERE student_id = ${student.studentId} AND course_id = ${COURSE} AND test_type = 2 AND status = 'submitted' ORDER BY "submittedAt" DESC, id DESC`);
    const get = async (path: string) => {
      const res = await app.request(path, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return res.text();
    };
    const ownRuns = Math.max(20, Math.round(RUNS / 5));
    const dashboardNow = await timed(ownRuns, () => get(`/api/dashboard?courseId=${COURSE}`));
    const dashboardOld = await timed(ownRuns, async () => JSON.stringify(dashboard(await legacyAll())));
    const listNow = await timed(ownRuns, () => get(`/api/studentreportlist?courseId=${COURSE}&testType=2`));
    const listOld = await timed(ownRuns, async () => JSON.stringify((await legacyByType()).map(reportRow)));
    console.log(`\ndemo.student's own report calls with ${HEAVY} attempts of a topic test, ${ownRuns} runs each:`);
    show('GET /api/dashboard (now: the last 5 marked attempts of each type)', dashboardNow);
    show('old: every attempt of the student, then the overview (before)', dashboardOld);
    show('GET /api/studentreportlist type 2 (now: the newest 1000)', listNow);
    show('old: every attempt of the type as report rows (before)', listOld);

    const result = {
      heavyAttempts: HEAVY,
      analyticsBaselineP95Ms: before.p95, analyticsHeavyP95Ms: after.p95,
      legacyCohortBaselineP95Ms: legacyBefore.p95, legacyCohortHeavyP95Ms: legacyAfter.p95,
      heavyOverBaseline: round1(after.p50 / before.p50), legacyHeavyOverBaseline: round1(legacyAfter.p50 / legacyBefore.p50),
      submitTriggerP50Ms: round2(heavySubmit.p50 - savedInsert.p50),
      ownDashboardP95Ms: dashboardNow.p95, legacyOwnDashboardP95Ms: dashboardOld.p95, ownReportListP95Ms: listNow.p95, legacyOwnReportListP95Ms: listOld.p95,
    };
    console.log(JSON.stringify(result));
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack ?? e.message : e);
  process.exitCode = 1;
});
