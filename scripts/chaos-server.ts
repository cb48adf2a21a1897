// `npm run chaos:server`: do acknowledged submits survive a server killed mid-write, and does a resend never make a
// second attempt? Starts the reference server (demo mode, scripts/chaos/server-process.ts) on a fresh database
// (.tmp/chaos-server/<seed>.db) with N extra students in course 101 (scripts/chaos/chaos-students.ts; N = ops / 10,
// at least 20, so the per-student submit limits of docs/security.md are never reached), signs each in once and fetches
// test 3004 (the 5-question mock) once per student. Then 20 concurrent clients send CHAOS_SERVER_OPS operations
// (default 1000): POST /testsubmit (ansdetails built with the app's buildSubmitAnsDetails, a fresh clientSubmissionId
// each), submits whose first reply is deliberately dropped (the request is aborted a few ms after it is sent) and then
// resent, resends of an earlier clientSubmissionId with the same body, and POST /teststop saves. Meanwhile the server
// is killed with SIGKILL CHAOS_SERVER_KILLS times (default 3) at random moments and restarted on the same file; a
// client whose request fails (refused, reset, 5xx) sends the same request again (same clientSubmissionId) with a small
// backoff until it is acknowledged (2xx with a testSession) or 60 s have passed.
// After the server is stopped the database file is opened directly (server/db/connect.ts openSqlite) and checked:
//   ackLost     acknowledged submits not stored (by student and clientSubmissionId in attempts.client_submission_id),
//               stored under another attempt id than the acknowledged testSession, not 'submitted', without all
//               their question rows, or holding other answers than were sent; plus acknowledged saves whose attempt
//               is gone
//   duplicates  extra attempts for one (student, clientSubmissionId), clientSubmissionIds acknowledged with two
//               different testSessions, and submitted attempts of the chaos students that no request asked for
//   integrity   PRAGMA integrity_check
// Progress lines, then as the last line one JSON object:
//   {"acknowledged","ackLost","duplicates","integrity","kills","seed","ops","elapsedMs"}
// Exit 0 only when ackLost is 0, duplicates is 0, integrity is 'ok', every operation was acknowledged and the server
// never exited unasked; 1 otherwise, 2 when the run itself failed (e.g. the server did not start).
// CHAOS_SEED repeats the choices (operations, students, answers, kill moments; not the timing). CI slice:
//   CHAOS_SERVER_OPS=200 CHAOS_SERVER_KILLS=1 CHAOS_SEED=42 npm run chaos:server
// The server's output goes to .tmp/chaos-server/<seed>.server.log; the database is removed after a passing run and
// kept after a failing one. Only 127.0.0.1 is contacted.
import { sql } from 'kysely';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildStopTestForm, buildSubmitAnsDetails, type PayloadQuestionProgress } from '../domain/test-engine/payloads';
import { EMPTY_RESPONSE, type QuestionStatus } from '../domain/test-engine/question-response';
import type { Question, TestData } from '../domain/test-engine/test-data';
import { parseTestData } from '../infrastructure/test-engine/test-data-schema';
import { all, openSqlite, type SqlDatabase } from '../server/db/connect';
import type { ChaosStudent, SessionHeaders } from './chaos/chaos-students';
import { chaosSeed, seededRandom, type SeededRandom } from './chaos/seeded-random';

// ---------------------------------------------------------------- the check (pure; tests/scripts/chaos-server.test.ts)

/** One acknowledgement of a submit: the reply's testSession for the student's clientSubmissionId. */
export interface AckedSubmit {
  studentId: number; clientSubmissionId: string; testSession: string;
  /** the studentResponse sent per questionId (checked when given) */
  answers?: Readonly<Record<number, string>>;
}
/** One acknowledgement of a save. */
export interface AckedSave { studentId: number; testSession: string }
/** An attempt of a chaos student as stored, with the number of its question rows. */
export interface StoredAttempt {
  id: number; studentId: number; clientSubmissionId: string | null; status: string; questionRows: number;
  /** ms since epoch (server clock), null unless submitted */
  submittedAt?: number | null;
  /** the stored studentResponse per questionId */
  answers?: Readonly<Record<number, string>>;
}

export interface CheckInput {
  /** every acknowledgement, a clientSubmissionId as often as it was acknowledged */
  submits: readonly AckedSubmit[];
  saves: readonly AckedSave[];
  /** every submit sent, acknowledged or not */
  sent: readonly { studentId: number; clientSubmissionId: string }[];
  /** the attempts of the chaos students */
  stored: readonly StoredAttempt[];
  /** the question rows a submitted attempt must have */
  questionsPerSubmit: number;
}

export interface Verdict {
  /** distinct clientSubmissionIds acknowledged */
  acknowledged: number;
  ackLost: number;
  duplicates: number;
  /** one line per finding */
  problems: string[];
}

const keyOf = (studentId: number, clientSubmissionId: string) => `${studentId}/${clientSubmissionId}`;

/** Compares what was acknowledged with what the database holds (see the header for the rules). */
export function checkAcknowledged({ submits, saves, sent, stored, questionsPerSubmit }: CheckInput): Verdict {
  const problems: string[] = [];
  let ackLost = 0;
  let duplicates = 0;

  const acked = new Map<string, { sessions: Set<string>; answers?: Readonly<Record<number, string>> }>();
  for (const a of submits) {
    const key = keyOf(a.studentId, a.clientSubmissionId);
    const entry = acked.get(key) ?? { sessions: new Set<string>(), answers: a.answers };
    entry.sessions.add(a.testSession);
    acked.set(key, entry);
  }
  const byKey = new Map<string, StoredAttempt[]>();
  for (const s of stored) {
    if (s.clientSubmissionId === null) continue;
    const key = keyOf(s.studentId, s.clientSubmissionId);
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  const byId = new Map(stored.map((s) => [s.id, s]));

  for (const [key, rows] of byKey) {
    if (rows.length > 1) {
      duplicates += rows.length - 1;
      problems.push(`duplicate: ${key} is stored ${rows.length} times (attempts ${rows.map((r) => r.id).join(', ')})`);
    }
  }
  for (const [key, { sessions, answers }] of acked) {
    if (sessions.size > 1) {
      duplicates += sessions.size - 1;
      problems.push(`duplicate: ${key} was acknowledged with different testSessions ${[...sessions].join(', ')}`);
    }
    const rows = byKey.get(key) ?? [];
    if (rows.length === 0) {
      ackLost++;
      problems.push(`lost: ${key} was acknowledged as testSession ${[...sessions].join(', ')} and is not stored`);
      continue;
    }
    const row = rows[0];
    if (!sessions.has(String(row.id))) {
      ackLost++;
      problems.push(`lost: ${key} was acknowledged as testSession ${[...sessions].join(', ')} but is stored as attempt ${row.id}`);
    } else if (row.status !== 'submitted') {
      ackLost++;
      problems.push(`lost: ${key} (attempt ${row.id}) has status '${row.status}', not 'submitted'`);
    } else if (row.questionRows !== questionsPerSubmit) {
      ackLost++;
      problems.push(`lost: ${key} (attempt ${row.id}) has ${row.questionRows} question rows, not ${questionsPerSubmit}`);
    } else if (answers && row.answers) {
      const differ = Object.keys(answers).map(Number).filter((q) => row.answers?.[q] !== answers[q]);
      if (differ.length > 0) {
        ackLost++;
        problems.push(`lost: ${key} (attempt ${row.id}) holds other answers than were sent (questions ${differ.join(', ')})`);
      }
    }
  }
  for (const save of saves) {
    const row = byId.get(Number(save.testSession));
    if (!row || row.studentId !== save.studentId) {
      ackLost++;
      problems.push(`lost: the save of student ${save.studentId} acknowledged as testSession ${save.testSession} is not stored`);
    }
  }
  const asked = new Set(sent.map((s) => keyOf(s.studentId, s.clientSubmissionId)));
  for (const s of stored) {
    if (s.status !== 'submitted') continue;
    if (s.clientSubmissionId === null || !asked.has(keyOf(s.studentId, s.clientSubmissionId))) {
      duplicates++;
      problems.push(`duplicate: attempt ${s.id} of student ${s.studentId} was submitted (clientSubmissionId ${s.clientSubmissionId}) by no request of this run`);
    }
  }
  return { acknowledged: acked.size, ackLost, duplicates, problems };
}

/** The attempts of these students with their question row counts and stored answers. */
export async function readStoredAttempts(db: SqlDatabase, studentIds: readonly number[]): Promise<StoredAttempt[]> {
  const wanted = new Set(studentIds);
  const answers = new Map<number, Record<number, string>>();
  for (const q of await db.q().selectFrom('attempt_questions')
    .select(['attempt_id as attemptId', 'question_id as questionId', 'student_response as response']).execute()) {
    const of = answers.get(q.attemptId) ?? {};
    of[q.questionId] = q.response;
    answers.set(q.attemptId, of);
  }
  return (await all(db, sql<Omit<StoredAttempt, 'answers'>>`
    SELECT a.id, a.student_id AS "studentId", a.client_submission_id AS "clientSubmissionId", a.status, a.submitted_at AS "submittedAt",
           (SELECT COUNT(*) FROM attempt_questions q WHERE q.attempt_id = a.id) AS "questionRows"
    FROM attempts a ORDER BY a.id`)).filter((a) => wanted.has(a.studentId)).map((a) => ({ ...a, answers: answers.get(a.id) ?? {} }));
}

/** PRAGMA integrity_check as one text: 'ok', or its findings joined by '; ' (the chaos server runs on a SQLite file). */
export async function integrityOf(db: SqlDatabase): Promise<string> {
  if (db.dialect !== 'sqlite') throw new Error('integrity_check is SQLite\'s: the chaos run checks the SQLite file its server wrote');
  return (await all(db, sql<{ integrity_check: string }>`PRAGMA integrity_check`)).map((r) => r.integrity_check).join('; ');
}

// ---------------------------------------------------------------- the run

const CLIENTS = 20;
const TEST_ID = 3004; // DEMO_TESTS.shortTest: 5 questions
const OP_DEADLINE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

type OpKind = 'submit' | 'lostReply' | 'resend' | 'save';
interface Op { index: number; kind: OpKind; student: number }
interface SentSubmit { student: number; clientSubmissionId: string; body: string; answers: Record<number, string> }
interface Outcome {
  acked: boolean; testSession?: string; tries: number; note?: string;
  /** a try failed in transport (refused, or reset by a kill), our own drops aside */
  cut: boolean;
  /** the first reply was dropped on purpose (lostReply) */
  dropped: boolean;
  /** when the acknowledged try was sent */
  ackSentAt?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const intFromEnv = (name: string, fallback: number, min: number): number => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new RangeError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
};

/** A random answer sheet for the test, as the app's test engine would hold it. */
function progressFor(test: TestData, random: SeededRandom): PayloadQuestionProgress[] {
  return test.questionSet.map((q: Question): PayloadQuestionProgress => {
    const seconds = random.int(1, 20);
    if (random.chance(0.2)) return { status: random.pick<QuestionStatus>(['visited', 'not_attempted', 'marked_for_review']), response: EMPTY_RESPONSE, timeSpentSeconds: seconds, help: 0 };
    const ids = q.responseChoice.map((c) => c.responseId);
    const values = q.kind === 'single' && ids.length > 0 ? [random.pick(ids)]
      : q.kind === 'multi' && ids.length > 0 ? random.shuffle(ids).slice(0, random.int(1, ids.length))
        : q.kind === 'subjective' ? ['F = ma, so the force is the mass times the acceleration.']
          : [String(random.int(0, 100))];
    return { status: random.chance(0.15) ? 'answered_and_review' : 'attempted', response: { values, fileName: '', url: '' }, timeSpentSeconds: seconds, help: 0 };
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const { REPO_ROOT, startServer } = await import('./chaos/server-process');
  const { CHAOS_COURSE, removeDatabaseFiles, seedChaosStudents, signInAll } = await import('./chaos/chaos-students');
  const t = () => `[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s]`;
  const say = (line: string) => console.log(`${t()} ${line}`);

  const ops = intFromEnv('CHAOS_SERVER_OPS', 1000, 1);
  const killsWanted = intFromEnv('CHAOS_SERVER_KILLS', 3, 0);
  const seed = chaosSeed(process.env, say);
  const random = seededRandom(seed);
  const studentCount = Math.max(CLIENTS, Math.ceil(ops / 10));

  const dir = join(REPO_ROOT, '.tmp', 'chaos-server');
  const dbFile = join(dir, `${seed}.db`);
  const logFile = join(dir, `${seed}.server.log`);
  mkdirSync(dir, { recursive: true });
  removeDatabaseFiles(dbFile);
  removeDatabaseFiles(join(dir, `${seed}.sandbox.db`));
  rmSync(logFile, { force: true });
  rmSync(join(dir, `${seed}.uploads`), { recursive: true, force: true });

  const students: ChaosStudent[] = await seedChaosStudents(dbFile, studentCount);
  say(`seeded ${dbFile}: demo data and ${students.length} chaos students`);
  const server = await startServer({
    dbFile, logFile,
    env: { UPLOAD_DIR: join(dir, `${seed}.uploads`), PAYMENT_SANDBOX_DB: join(dir, `${seed}.sandbox.db`) },
  });
  say(`server pid ${server.pid} on ${server.base} (output in ${logFile})`);

  let finished = false;
  try {
    const sessions: SessionHeaders[] = await signInAll(server.base, students);
    say(`signed in ${sessions.length} students (once each)`);
    const tests: TestData[] = new Array(students.length);
    let fetching = 0;
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (fetching < students.length) {
        const i = fetching++;
        const res = await fetch(`${server.base}/api/testdetails?templateId=${CHAOS_COURSE.templateId}&testId=${TEST_ID}`, { headers: sessions[i] });
        const body = await res.json() as { responseTxt?: string; obj?: unknown[] };
        const parsed = parseTestData(body.obj?.[0]);
        if (!res.ok || !parsed.ok) throw new Error(`GET /testdetails ${TEST_ID} for ${students[i].loginId}: HTTP ${res.status} ${parsed.ok ? '' : parsed.problem}`);
        tests[i] = parsed.test;
      }
    }));
    const questionsPerSubmit = tests[0].questionSet.length;
    say(`fetched test ${TEST_ID} (${questionsPerSubmit} questions) for every student`);

    // the plan: operations spread evenly over the students, in random order; the kill moments by operations done
    const kinds: OpKind[] = Array.from({ length: ops }, () => {
      const r = random.next();
      return r < 0.55 ? 'submit' : r < 0.63 ? 'lostReply' : r < 0.75 ? 'resend' : 'save';
    });
    const plan: Op[] = random.shuffle(kinds.map((kind, index) => ({ index, kind, student: index % students.length })));
    const killAt = random.shuffle(Array.from({ length: Math.max(1, Math.floor(ops * 0.85)) }, (_, i) => Math.floor(ops * 0.05) + i))
      .slice(0, killsWanted).sort((a, b) => a - b);

    const submits: AckedSubmit[] = [];
    /** acknowledged submits that took more than one try: when the acknowledged try was sent, and why it was needed */
    const retried = new Map<string, { ackSentAt: number; cause: 'kill' | 'drop' }>();
    let inFlight = 0;
    const saves: AckedSave[] = [];
    const sent: SentSubmit[] = [];
    const unacked: string[] = [];
    const counts = { submit: 0, lostReply: 0, resend: 0, save: 0, retries: 0, transportErrors: 0, serverErrors: 0, throttled: 0 };
    let next = 0;
    let done = 0;
    let kills = 0;
    const progressEvery = Math.max(1, Math.floor(ops / 10));

    /** Sends one request until it is acknowledged, refused (4xx other than 429) or the deadline passes. */
    const deliver = async (path: string, headers: SessionHeaders, form: () => FormData | URLSearchParams, rng: SeededRandom, dropFirstReplyAfterMs?: number): Promise<Outcome> => {
      const deadline = Date.now() + OP_DEADLINE_MS;
      let waitMs = 25;
      let cut = false;
      let dropped = false;
      for (let tries = 1; ; tries++) {
        if (tries > 1) counts.retries++;
        const dropping = tries === 1 && dropFirstReplyAfterMs !== undefined;
        const signal = dropping ? AbortSignal.timeout(dropFirstReplyAfterMs) : AbortSignal.timeout(REQUEST_TIMEOUT_MS);
        let retryAfterMs = 0;
        inFlight++;
        const sentAt = Date.now();
        try {
          const res = await fetch(`${server.base}/api${path}`, { method: 'POST', headers, body: form(), signal });
          const text = await res.text();
          let body: { responseTxt?: string; message?: string; obj?: { testSession?: string } } | null = null;
          try { body = JSON.parse(text); } catch { /* a cut reply: try again */ }
          if (res.ok && body?.responseTxt === 'success' && body.obj?.testSession) return { acked: true, testSession: body.obj.testSession, tries, cut, dropped, ackSentAt: sentAt };
          if (res.status === 429) {
            counts.throttled++;
            retryAfterMs = 1000 * Number(res.headers.get('retry-after') ?? 1);
          } else if (res.status >= 500 || body === null) {
            counts.serverErrors++;
          } else {
            return { acked: false, tries, cut, dropped, note: `HTTP ${res.status} ${body.responseTxt ?? ''}: ${body.message ?? ''}` };
          }
        } catch {
          // refused or reset while the server was down, or our own drop
          if (dropping) dropped = true;
          else {
            counts.transportErrors++;
            cut = true;
          }
        } finally {
          inFlight--;
        }
        if (Date.now() + waitMs > deadline) return { acked: false, tries, cut, dropped, note: `no acknowledgement within ${OP_DEADLINE_MS} ms` };
        await sleep(Math.max(retryAfterMs, waitMs + rng.int(0, waitMs)));
        waitMs = Math.min(1000, waitMs * 2);
      }
    };

    const submitForm = (s: SentSubmit) => () => {
      const f = new FormData();
      f.set('ansdetails', s.body);
      f.set('clientSubmissionId', s.clientSubmissionId);
      return f;
    };

    const runOp = async (op: Op, rng: SeededRandom): Promise<void> => {
      const test = tests[op.student];
      const student = students[op.student];
      const course = { courseId: CHAOS_COURSE.courseId, templateId: CHAOS_COURSE.templateId, packTypeId: CHAOS_COURSE.packTypeId, packTypeTitle: CHAOS_COURSE.packTypeTitle };
      let kind = op.kind;
      if (kind === 'resend' && sent.length === 0) kind = 'submit';
      counts[kind]++;
      if (kind === 'save') {
        const form = buildStopTestForm({
          test, progress: progressFor(test, rng), course, lastQuestionIndex: rng.int(0, test.questionSet.length - 1),
          remainingTime: rng.int(10, test.totalTime), helpCounter: 0, testMode: '',
        });
        const out = await deliver('/teststop', sessions[op.student], () => new URLSearchParams({ ...form }), rng);
        if (out.acked) saves.push({ studentId: student.studentId, testSession: out.testSession! });
        else unacked.push(`op ${op.index} save of ${student.loginId}: ${out.note}`);
        return;
      }
      let submit: SentSubmit;
      if (kind === 'resend') {
        submit = rng.pick(sent); // the retry a client makes after a lost reply: the same id and the same body
      } else {
        const ans = buildSubmitAnsDetails({
          test, progress: progressFor(test, rng), course, testMode: '', remainingTime: rng.int(0, test.totalTime), helpCounter: 0,
        });
        submit = {
          student: op.student, clientSubmissionId: `chaos-${seed}-${op.index}`, body: JSON.stringify(ans),
          answers: Object.fromEntries(ans.questionSet.map((q) => [q.questionId, q.studentResponse])),
        };
        sent.push(submit);
      }
      const who = students[submit.student];
      const out = await deliver('/testsubmit', sessions[submit.student], submitForm(submit), rng, kind === 'lostReply' ? rng.int(0, 15) : undefined);
      if (out.acked) {
        submits.push({ studentId: who.studentId, clientSubmissionId: submit.clientSubmissionId, testSession: out.testSession!, answers: submit.answers });
        const key = keyOf(who.studentId, submit.clientSubmissionId);
        if ((out.cut || out.dropped) && out.ackSentAt !== undefined) retried.set(key, { ackSentAt: out.ackSentAt, cause: out.cut ? 'kill' : 'drop' });
      }
      else unacked.push(`op ${op.index} ${kind} ${submit.clientSubmissionId} of ${who.loginId}: ${out.note}`);
    };

    const client = async (rng: SeededRandom) => {
      while (next < plan.length) {
        const op = plan[next++];
        await runOp(op, rng);
        done++;
        if (done % progressEvery === 0 || done === ops) {
          say(`ops ${done}/${ops}: ${submits.length} submit acks, ${saves.length} save acks, ${counts.retries} retries, kills ${kills}/${killAt.length}`);
        }
      }
    };

    const killer = async (rng: SeededRandom) => {
      for (const at of killAt) {
        while (done < at && done < ops) await sleep(5);
        if (done >= ops) break;
        await sleep(rng.int(0, 30)); // anywhere inside the requests in flight
        const pid = server.pid;
        const busy = inFlight;
        const t0 = Date.now();
        await server.kill('SIGKILL');
        kills++;
        await server.restart();
        say(`kill ${kills}/${killAt.length} after ${done} ops with ${busy} requests in flight: SIGKILL pid ${pid}, restarted as pid ${server.pid} in ${Date.now() - t0} ms`);
      }
    };

    say(`${CLIENTS} clients, ${ops} operations, ${killAt.length} kills planned after ${killAt.join(', ')} ops`);
    await Promise.all([...Array.from({ length: CLIENTS }, () => client(random.fork())), killer(random.fork())]);
    say(`done: ${counts.submit} submits, ${counts.lostReply} with a dropped first reply, ${counts.resend} resends, ${counts.save} saves; `
      + `${counts.retries} retries (${counts.transportErrors} refused/reset, ${counts.serverErrors} 5xx or cut replies, ${counts.throttled} throttled)`);
    for (const line of unacked) say(`not acknowledged: ${line}`);

    await server.stop();
    finished = true;
    const crashes = server.exits.filter((e) => !e.expected);
    for (const e of crashes) say(`the server exited on its own: code ${e.code}, signal ${e.signal} (see ${logFile})`);
    const last = server.exits[server.exits.length - 1];
    say(`server stopped (exit code ${last?.code}, signal ${last?.signal})`);

    const db = openSqlite(dbFile);
    let integrity: string;
    let verdict: Verdict;
    try {
      integrity = await integrityOf(db);
      const stored = await readStoredAttempts(db, students.map((s) => s.studentId));
      verdict = checkAcknowledged({
        submits, saves, sent: sent.map((s) => ({ studentId: students[s.student].studentId, clientSubmissionId: s.clientSubmissionId })),
        stored, questionsPerSubmit,
      });
      // the case the idempotency key exists for: an earlier try was stored but its reply never arrived, so the try that
      // was acknowledged (sent after the attempt was stored) was answered from the stored attempt
      const replayed = { kill: 0, drop: 0 };
      const tried = { kill: 0, drop: 0 };
      for (const r of retried.values()) tried[r.cause]++;
      for (const a of stored) {
        const r = a.clientSubmissionId === null ? undefined : retried.get(keyOf(a.studentId, a.clientSubmissionId));
        if (r && a.submittedAt != null && a.submittedAt < r.ackSentAt) replayed[r.cause]++;
      }
      say(`acknowledged after a kill refused or reset a try: ${tried.kill} submits, ${replayed.kill} of them stored by a try whose reply the kill cut; `
        + `after a dropped first reply: ${tried.drop}, ${replayed.drop} of them stored by the dropped try (those were answered from the stored attempt)`);
    } finally {
      await db.close();
    }
    for (const p of verdict.problems.slice(0, 50)) say(p);
    if (verdict.problems.length > 50) say(`... and ${verdict.problems.length - 50} more`);
    say(`checked ${dbFile}: ${verdict.acknowledged} acknowledged submits, ${saves.length} acknowledged saves, ${unacked.length} operations not acknowledged`);
    const passed = verdict.ackLost === 0 && verdict.duplicates === 0 && integrity === 'ok' && unacked.length === 0 && crashes.length === 0;
    if (passed) {
      // a passing run keeps only its log; a failing one keeps its database for a look
      removeDatabaseFiles(dbFile);
      removeDatabaseFiles(join(dir, `${seed}.sandbox.db`));
      rmSync(join(dir, `${seed}.uploads`), { recursive: true, force: true });
    } else {
      say(`kept ${dbFile} for a look`);
    }
    console.log(JSON.stringify({
      acknowledged: verdict.acknowledged, ackLost: verdict.ackLost, duplicates: verdict.duplicates, integrity, kills, seed, ops,
      elapsedMs: Date.now() - started,
    }));
    return passed ? 0 : 1;
  } finally {
    if (!finished) await server.stop();
  }
}

if (process.argv[1] && /chaos-server\.ts$/.test(process.argv[1])) {
  main().then((code) => process.exit(code), (err: unknown) => {
    console.error(err instanceof Error ? err.stack ?? err.message : String(err));
    process.exit(2);
  });
}
