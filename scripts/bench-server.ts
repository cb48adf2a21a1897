// `npm run bench:server`: the API server's throughput (docs/reliability.md "Group commit"). Seeds a fresh temporary
// database (scripts/bench-server-seed.ts: the demo catalogue, BENCH_STUDENTS students each with a live session and
// a delivery of the benched tests), starts the reference server on it as its own process (node --import tsx
// server/main.ts, production mode: no DEMO, so no demo accounts and no dev routes; synchronous=FULL, which the
// server confirms at start from its own connection and the bench checks), then runs autocannon from this process
// against it, BENCH_CONNECTIONS connections for BENCH_SECONDS per endpoint after a BENCH_WARMUP-second warm-up:
//   health          GET /api/health: no auth, no database; the same-run yardstick of what the machine does now
//   fetchmycourses  GET /api/fetchmycourses (auth, a read)
//   testdetails     GET /api/testdetails of test 3004 (the start of a test: the test handed out again); testdetails200 of test 3003
//   teststop        POST /api/teststop of test 3004 (Save & Continue Later)
//   testsubmit5     POST /api/testsubmit of the 5-question test 3004 (a real submit: stored, scored, rate limited)
//   testsubmit200   POST /api/testsubmit of the 200-question test 3003
// in this order, a mock's: the start, the saves during the test, the submits at its end.
// Then (unless BENCH_BASELINE=0) the server is restarted on the same file with WRITE_QUEUE=off (every write its
// own transaction and fsync, as before the group commit) and teststop and testsubmit5 run again.
// The security rules stay on. Submits are limited to 20 a minute and 200 an hour per student, saves to 30 a minute
// (server/routes/test-delivery-routes.ts), so every request takes the next student's session in turn: submits go
// round the first two thirds of the students, saves round the last third (a submit never meets a saved attempt).
// No limit of these endpoints is per address. Every reply is checked: a 2xx whose body is the success envelope
// (with a testSession for a submit or a save); anything else is counted, and a phase with any is marked invalid.
// Each line also gives the server's CPU time a request (cpuUs: its process_cpu_seconds_total from GET /api/metrics
// before and after the measured seconds, divided by the requests), steadier than req/s on a shared machine.
// Prints a table, then as the last line one JSON object:
//   {"testsubmit5":{"rps","p50","p99","cpuUs"},"testsubmit200":{..},"teststop":{..},"fetchmycourses":{..},"health":{..},
//    "baseline":{"testsubmit5":{..},"teststop":{..}},"targets":{..},"met":{..},"valid","synchronousFull",...}
// Targets (issue 16): testsubmit5 >= 3000 requests/s with p99 <= 40 ms, testsubmit200 >= 500, teststop >= 2000,
// fetchmycourses >= 7000. A benchmark, not a test: exit 0 when a target is missed (it says so); 1 when a phase had
// failed requests or synchronous=FULL was not confirmed; 2 when it could not run.
// Bodies are multipart/form-data, as the app sends its forms (BENCH_FORM=urlencoded sends urlencoded ones instead).
// Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_WARMUP (2), BENCH_STUDENTS (12000), BENCH_BASELINE (1),
// BENCH_FORM (multipart), BENCH_ONLY (a comma list of the phases to run, e.g. under a profiler), INSTANCES (1): with 2
// or more the server runs as that many processes sharing the port and the database file through node:cluster
// (server/cluster.ts), the baseline too; the JSON says `instances`.
// PostgreSQL (issue 17): DATABASE_URL=postgres://user@host:port/db names a server; the bench makes a new database
// on it (bench_<time>), seeds it and starts the server with DATABASE_URL on it, then drops it. BENCH_PG_CLUSTER=1
// starts a throwaway cluster for that instead (scripts/pg-cluster.ts) with fsync, full_page_writes and
// synchronous_commit on, so an acknowledged write is on disk as with SQLite's synchronous=FULL. The JSON says
// `database` ('sqlite' or 'postgres'); on PostgreSQL synchronousFull means synchronous_commit=on.
// PG_POOL_MAX (the server's pool, default 10 a process) applies.
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStopTestForm, buildSubmitAnsDetails, type PayloadQuestionProgress } from '../domain/test-engine/payloads';
import { EMPTY_RESPONSE } from '../domain/test-engine/question-response';
import type { TestData } from '../domain/test-engine/test-data';
import { parseTestData } from '../infrastructure/test-engine/test-data-schema';
import { startServer, type ServerProcess } from './chaos/server-process';
import { isPostgresUrl, safeUrl } from '../server/db/connect';
import { createDatabaseOn, startPgCluster, type PgCluster } from './pg-cluster';
import { BENCH_COURSE, BENCH_TESTS, type BenchSession, seedBenchDatabase } from './bench-server-seed';
import { parseLine } from '../server/observability/logger';

const intFromEnv = (name: string, fallback: number, min: number, max: number): number => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return n;
};
const SECONDS = intFromEnv('BENCH_SECONDS', 10, 1, 600);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 50, 1, 1000);
const WARMUP = intFromEnv('BENCH_WARMUP', 2, 0, 60);
const STUDENTS = intFromEnv('BENCH_STUDENTS', 12000, 30, 99999);
const BASELINE = intFromEnv('BENCH_BASELINE', 1, 0, 1) === 1;
/** server processes behind the port: 1 is server/main.ts itself, more are server/cluster.ts's workers */
const INSTANCES = intFromEnv('INSTANCES', 1, 1, 64);
const SERVER: { entry: string; env: Record<string, string> } = INSTANCES > 1
  ? { entry: join('server', 'cluster.ts'), env: { INSTANCES: String(INSTANCES) } } : { entry: join('server', 'main.ts'), env: {} };
/** BENCH_ONLY=testsubmit5,teststop runs only those phases (e.g. under a profiler); the targets then read the rest as missed */
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);

const TARGETS = {
  testsubmit5: { rps: 3000, p99: 40 },
  testsubmit200: { rps: 500 },
  teststop: { rps: 2000 },
  fetchmycourses: { rps: 7000 },
} as const;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** requests answered with the expected 2xx body */
  ok: number;
  /** non-2xx replies, 2xx replies with another body, connection errors and timeouts */
  failed: number;
  /** HTTP status -> count of the non-2xx replies */
  statuses: Record<string, number>;
  /**
   * the server process's CPU time (user + system) a request in the measured seconds, in us, from its own
   * process_cpu_seconds_total (GET /api/metrics); steadier than req/s on a shared machine, where the load generator
   * and other tenants take the cores. Absent with INSTANCES > 1 (each worker counts its own).
   */
  cpuUs?: number;
}

interface Phase {
  method: 'GET' | 'POST';
  path: string;
  /** the session of each request, or none */
  session?: () => BenchSession;
  /** the form body of each request */
  body?: () => string;
  /** what a good reply body holds */
  expect: readonly string[];
}

const say = (line: string) => console.log(line);
const round = (n: number) => Math.round(n * 10) / 10;

const BOUNDARY = '----bench-server-form';
/**
 * How the bodies are sent: multipart/form-data, as the app's HTTP client sends every form (infrastructure/http/
 * http-client.ts), unless BENCH_FORM=urlencoded.
 */
const FORM = process.env.BENCH_FORM === 'urlencoded'
  ? { name: 'urlencoded', contentType: 'application/x-www-form-urlencoded', encode: (fields: Record<string, string>) => new URLSearchParams(fields).toString() }
  : {
      name: 'multipart', contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      encode: (fields: Record<string, string>) => `${Object.entries(fields).map(([k, v]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')}--${BOUNDARY}--\r\n`,
    };

/** A fixed answer sheet for the test: every third question skipped, the others answered with their first choice. */
function progressFor(test: TestData): PayloadQuestionProgress[] {
  return test.questionSet.map((q, i): PayloadQuestionProgress => {
    if (i % 3 === 2) return { status: 'not_attempted', response: EMPTY_RESPONSE, timeSpentSeconds: 5, help: 0 };
    const ids = q.responseChoice.map((c) => c.responseId);
    const values = q.kind === 'single' && ids.length > 0 ? [ids[i % ids.length]]
      : q.kind === 'multi' && ids.length > 0 ? ids.slice(0, 1 + (i % ids.length))
        : q.kind === 'subjective' ? ['Work done is force times displacement.'] : [String(i % 10)];
    return { status: 'attempted', response: { values, fileName: '', url: '' }, timeSpentSeconds: 10 + (i % 7), help: 0 };
  });
}

/** One session after another from `pool`, round and round. */
const rotation = (pool: readonly BenchSession[]) => {
  let next = 0;
  return () => pool[next++ % pool.length];
};

/** Runs autocannon on one phase for `seconds`. */
function measure(base: string, phase: Phase, seconds: number): Promise<Figures> {
  const statuses: Record<string, number> = {};
  return new Promise((done, fail) => {
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [{
        method: phase.method,
        path: phase.path,
        setupRequest: (req) => {
          const s = phase.session?.();
          return {
            ...req,
            headers: {
              ...(s && { loginId: s.loginId, token: s.token, device: 'web' }),
              ...(phase.body && { 'content-type': FORM.contentType }),
            },
            ...(phase.body && { body: phase.body() }),
          };
        },
        onResponse: (status) => {
          if (status < 200 || status > 299) statuses[status] = (statuses[status] ?? 0) + 1;
        },
      }],
      verifyBody: (body) => typeof body === 'string' && phase.expect.every((s) => body.includes(s)),
    }, (err, result) => {
      if (err) return fail(err);
      const failed = result.non2xx + result.mismatches + result.errors + result.timeouts;
      done({
        rps: round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99,
        ok: result['2xx'] - result.mismatches, failed, statuses,
      });
    });
  });
}

const SKIPPED: Figures = { rps: 0, p50: 0, p99: 0, ok: 0, failed: 0, statuses: {} };

/** The server's process_cpu_seconds_total (one process only: with workers each answers for itself). */
async function serverCpuSeconds(base: string): Promise<number | undefined> {
  if (INSTANCES > 1) return undefined;
  try {
    const text = await (await fetch(`${base}/api/metrics`)).text();
    const m = /^process_cpu_seconds_total (\S+)$/m.exec(text);
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function phaseRun(base: string, key: string, name: string, phase: Phase): Promise<Figures> {
  if (ONLY && !ONLY.includes(key)) return SKIPPED;
  if (WARMUP > 0) await measure(base, phase, WARMUP);
  const cpuBefore = await serverCpuSeconds(base);
  const measured = await measure(base, phase, SECONDS);
  const cpuAfter = await serverCpuSeconds(base);
  const requests = measured.ok + measured.failed;
  const f: Figures = cpuBefore !== undefined && cpuAfter !== undefined && requests > 0
    ? { ...measured, cpuUs: Math.round(((cpuAfter - cpuBefore) * 1e6) / requests) } : measured;
  const cpu = f.cpuUs === undefined ? '' : `   cpu ${String(f.cpuUs).padStart(5)} us/req`;
  const bad = f.failed > 0 ? `  FAILED ${f.failed} (${Object.entries(f.statuses).map(([s, n]) => `${n}x HTTP ${s}`).join(', ') || 'wrong bodies or connection errors'})` : '';
  say(`  ${name.padEnd(24)} ${String(f.rps).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${cpu}   ${f.ok} ok${bad}`);
  return f;
}

/** The server says at start whether group commit is on and the synchronous setting of its connection. */
function startLine(logFile: string, pid: number | undefined): string {
  const log = readFileSync(logFile, 'utf8');
  const own = log.slice(log.lastIndexOf(`--- start pid ${pid}`));
  // the server's log is JSON lines (server/observability/logger.ts): the line's msg
  const messages = own.split('\n').map((l) => parseLine(l)?.msg ?? l);
  return messages.find((m) => m.startsWith('Write queue:')) ?? '';
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const logFile = join(dir, 'server.log');
  let server: ServerProcess | undefined;
  let cluster: PgCluster | undefined;
  let pgDatabase: { url: string; drop: () => Promise<void> } | undefined;
  try {
    if (process.env.BENCH_PG_CLUSTER === '1') {
      cluster = await startPgCluster({ settings: { fsync: 'on', full_page_writes: 'on', synchronous_commit: 'on' } });
      say(`started a PostgreSQL cluster on port ${cluster.port} (fsync, full_page_writes and synchronous_commit on)`);
    }
    const pgServer = cluster?.url ?? (isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL.trim() : undefined);
    if (pgServer) pgDatabase = await createDatabaseOn(pgServer, 'bench');
    const dbFile = join(dir, 'bench.db');
    const where = pgDatabase ? safeUrl(pgDatabase.url) : dbFile;
    const t0 = Date.now();
    const sessions = await seedBenchDatabase(pgDatabase?.url ?? dbFile, STUDENTS, Date.now());
    say(`seeded ${where}: the demo catalogue and ${sessions.length} students with a session and a delivery of tests ${BENCH_TESTS.short.testId} and ${BENCH_TESTS.big.testId} (${Date.now() - t0} ms)`);
    const env = {
      DEMO: '0', UPLOAD_DIR: join(dir, 'uploads'), STATIC_DIR: join(dir, 'static'), PAYMENT_SANDBOX_DB: join(dir, 'sandbox.db'), ...SERVER.env,
      // the server on the bench's own database (never the DATABASE_URL the bench was given: that names the server)
      DATABASE_URL: pgDatabase?.url ?? '',
    };
    server = await startServer({ dbFile, logFile, env, entry: SERVER.entry });
    const base = server.base;
    const queueLine = startLine(logFile, server.pid);
    const synchronousFull = pgDatabase ? /synchronous_commit=on\b/.test(queueLine) : /synchronous=FULL/.test(queueLine);
    say(`server pid ${server.pid} on ${base}${INSTANCES > 1 ? ` (the cluster's primary, ${INSTANCES} worker processes)` : ''}: ${queueLine || 'did not say its write queue and synchronous setting'}`);

    // the tests as the server hands them out, and the bodies the app would send for them
    const first = sessions[0];
    const testOf = async (testId: number): Promise<TestData> => {
      const res = await fetch(`${base}/api/testdetails?templateId=${BENCH_COURSE.templateId}&testId=${testId}`,
        { headers: { loginId: first.loginId, token: first.token, device: 'web' } });
      const parsed = parseTestData(((await res.json()) as { obj?: unknown[] }).obj?.[0]);
      if (!res.ok || !parsed.ok) throw new Error(`GET /testdetails ${testId}: HTTP ${res.status} ${parsed.ok ? '' : parsed.problem}`);
      return parsed.test;
    };
    const short = await testOf(BENCH_TESTS.short.testId);
    const big = await testOf(BENCH_TESTS.big.testId);
    const ansdetails = (test: TestData) => JSON.stringify(buildSubmitAnsDetails({
      test, progress: progressFor(test), course: BENCH_COURSE, testMode: '', remainingTime: Math.floor(test.totalTime / 2), helpCounter: 0,
    }));
    const stopBody = FORM.encode({ ...buildStopTestForm({
      test: short, progress: progressFor(short), course: BENCH_COURSE, lastQuestionIndex: 2,
      remainingTime: Math.floor(short.totalTime / 2), helpCounter: 0, testMode: '',
    }) });

    const submitters = rotation(sessions.slice(0, Math.floor((sessions.length * 2) / 3)));
    const savers = rotation(sessions.slice(Math.floor((sessions.length * 2) / 3)));
    const readers = rotation(sessions);
    const run = `${process.pid}-${Date.now().toString(36)}`;
    let submitted = 0;
    const submit = (test: TestData): Phase => {
      // every field but the clientSubmissionId, which comes last and is new for each request
      const [head, tail] = FORM.encode({ ansdetails: ansdetails(test), clientSubmissionId: '\u0000' }).split('\u0000');
      return {
        method: 'POST', path: '/api/testsubmit', session: submitters, expect: ['"responseTxt":"success"', '"testSession"'],
        body: () => `${head}bench-${run}-${++submitted}${tail}`,
      };
    };
    const health: Phase = { method: 'GET', path: '/api/health', expect: ['"responseTxt":"success"'] };
    const stop: Phase = { method: 'POST', path: '/api/teststop', session: savers, body: () => stopBody, expect: ['"responseTxt":"success"', '"testSession"'] };

    say(`\n${CONNECTIONS} connections, ${SECONDS} s per endpoint after a ${WARMUP} s warm-up, ${FORM.name} bodies, ${INSTANCES} server process(es); group commit on`);
    const figures = {
      health: await phaseRun(base, 'health', 'GET /health', health),
      fetchmycourses: await phaseRun(base, 'fetchmycourses', 'GET /fetchmycourses', { method: 'GET', path: '/api/fetchmycourses', session: readers, expect: ['"responseTxt":"success"'] }),
      // the start of a test (the capacity plan's start burst, docs/deploy.md): the 5-question test handed out again
      testdetails: await phaseRun(base, 'testdetails', 'GET /testdetails (5)', {
        method: 'GET', path: `/api/testdetails?templateId=${BENCH_COURSE.templateId}&testId=${BENCH_TESTS.short.testId}`, session: readers,
        expect: ['"responseTxt":"success"', '"questionSet"'],
      }),
      testdetails200: await phaseRun(base, 'testdetails200', 'GET /testdetails (200)', {
        method: 'GET', path: `/api/testdetails?templateId=${BENCH_COURSE.templateId}&testId=${BENCH_TESTS.big.testId}`, session: readers,
        expect: ['"responseTxt":"success"', '"questionSet"'],
      }),
      // in the order of a mock: the saves during the test, then the submits at its end (a phase after the 200-question
      // submits inherited their 700,000 question rows and the WAL's checkpoints: teststop 1,081-1,785 req/s there,
      // 1,860-2,090 alone, same hour)
      teststop: await phaseRun(base, 'teststop', 'POST /teststop', stop),
      testsubmit5: await phaseRun(base, 'testsubmit5', 'POST /testsubmit (5)', submit(short)),
      testsubmit200: await phaseRun(base, 'testsubmit200', 'POST /testsubmit (200)', submit(big)),
    };

    let baseline: Record<string, Figures> | undefined;
    let baselineLine = '';
    if (BASELINE) {
      await server.stop();
      server = await startServer({ dbFile, logFile, env: { ...env, WRITE_QUEUE: 'off' }, entry: SERVER.entry });
      baselineLine = startLine(logFile, server.pid);
      say(`\nbaseline, the same file restarted with WRITE_QUEUE=off (${baselineLine || 'the server did not say its write queue'})`);
      baseline = {
        health: await phaseRun(server.base, 'health', 'GET /health', health),
        teststop: await phaseRun(server.base, 'teststop', 'POST /teststop', stop),
        testsubmit5: await phaseRun(server.base, 'testsubmit5', 'POST /testsubmit (5)', submit(short)),
      };
    }
    await server.stop();
    server = undefined;

    const pick = ({ rps, p50, p99, failed, cpuUs }: Figures) => ({ rps, p50, p99, ...(cpuUs !== undefined && { cpuUs }), ...(failed > 0 && { failed }) });
    const met = {
      testsubmit5: figures.testsubmit5.rps >= TARGETS.testsubmit5.rps && figures.testsubmit5.p99 <= TARGETS.testsubmit5.p99,
      testsubmit200: figures.testsubmit200.rps >= TARGETS.testsubmit200.rps,
      teststop: figures.teststop.rps >= TARGETS.teststop.rps,
      fetchmycourses: figures.fetchmycourses.rps >= TARGETS.fetchmycourses.rps,
    };
    const all = [...Object.values(figures), ...Object.values(baseline ?? {})];
    const valid = all.every((f) => f.failed === 0);
    say('');
    for (const [k, ok] of Object.entries(met)) if (!ok) say(`target missed: ${k} (${JSON.stringify(pick(figures[k as keyof typeof met]))}, target ${JSON.stringify(TARGETS[k as keyof typeof TARGETS])})`);
    if (!valid) say('INVALID: some requests failed (see FAILED above); these figures are not a result');
    if (!synchronousFull) say(`INVALID: the server did not confirm ${pgDatabase ? 'synchronous_commit=on' : 'synchronous=FULL'}`);
    console.log(JSON.stringify({
      testsubmit5: pick(figures.testsubmit5), testsubmit200: pick(figures.testsubmit200), teststop: pick(figures.teststop),
      fetchmycourses: pick(figures.fetchmycourses), testdetails: pick(figures.testdetails), testdetails200: pick(figures.testdetails200), health: pick(figures.health),
      ...(baseline && { baseline: Object.fromEntries(Object.entries(baseline).map(([k, f]) => [k, pick(f)])) }),
      targets: TARGETS, met, valid, synchronousFull, database: pgDatabase ? 'postgres' : 'sqlite', instances: INSTANCES, connections: CONNECTIONS, seconds: SECONDS, students: STUDENTS, form: FORM.name,
    }));
    return valid && synchronousFull ? 0 : 1;
  } finally {
    await server?.stop();
    await pgDatabase?.drop().catch(() => {});
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then((code) => process.exit(code), (err: unknown) => {
  console.error(err instanceof Error ? err.stack ?? err.message : String(err));
  process.exit(2);
});
