// npm run chaos: the proof that an answer, once given, is never lost and that the clock can be trusted. N randomised
// sessions (CHAOS_RUNS, default 200) against the real server on a fresh database: each a distinct student taking a
// real test (3001 section-locked, 3003 200 questions, or a topic test) through a random script of answers, changes,
// clears, marks, moves and section switches while faults are injected (network flaps, 5xx, slow, dropped and lost
// replies, a closed tab, a reload, the browser killed, the clock jumped, the tab hidden for ten minutes, a double or
// offline submit). Then the stored attempt is compared with what the script did, the timer with the true deadline.
//
//   CHAOS_RUNS=20 CHAOS_SEED=42 npm run chaos
//   CHAOS_SEED=<seed> CHAOS_ONLY=<index>[,<index>...] npm run chaos   replays sessions exactly (same plan, same faults)
//   CHAOS_STATIC_DIR=<built app>   skips the build (default: vite build into .tmp/chaos-dist)
//
// Prints the seed first, a progress line per session, every failure with its replay command, and as the LAST line one
// JSON object {runs, answersLost, duplicateSubmits, maxClockErrorMs, stuckRuns, maxDurableWaitMs, faults, seed, elapsedMs}. Exit 0 only
// when answersLost, duplicateSubmits and stuckRuns are 0 and maxClockErrorMs <= 1000. See scripts/chaos/*.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AttemptStore } from './chaos/attempt-store';
import { noFaults, exitCodeOf, progressLine, summarise, type SessionResult } from './chaos/checks';
import { removeDatabaseFiles, seedChaosStudents } from './chaos/chaos-students';
import { TrueClock } from './chaos/faults';
import { chaosSeed } from './chaos/seeded-random';
import { REPO_ROOT, startServer } from './chaos/server-process';
import { planSession } from './chaos/session-script';
import { SessionRunner } from './chaos/session-runner';

/** A session that has not ended after this long is stopped (its browser closed) and counted stuck. */
const SESSION_LIMIT_MS = 240_000;

const started = Date.now();
const env = process.env;
const runs = Number(env.CHAOS_RUNS ?? 200);
if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`CHAOS_RUNS must be a positive integer, got "${env.CHAOS_RUNS}"`);
const seed = chaosSeed();
const indices = env.CHAOS_ONLY?.trim()
  ? env.CHAOS_ONLY.split(',').map((s) => Number(s.trim()))
  : Array.from({ length: runs }, (_, i) => i);
if (indices.some((i) => !Number.isInteger(i) || i < 0)) throw new RangeError(`CHAOS_ONLY must list session indices, got "${env.CHAOS_ONLY}"`);

const tmp = join(REPO_ROOT, '.tmp');
mkdirSync(tmp, { recursive: true });

let staticDir = env.CHAOS_STATIC_DIR;
if (!staticDir) {
  staticDir = join(tmp, 'chaos-dist');
  const t = Date.now();
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', staticDir, '--emptyOutDir'],
    { cwd: REPO_ROOT, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error('vite build failed');
  }
  console.log(`built the app into ${staticDir} in ${Date.now() - t} ms`);
}
staticDir = resolve(staticDir);

const dbFile = join(tmp, `chaos-${process.pid}.db`);
removeDatabaseFiles(dbFile);
const students = await seedChaosStudents(dbFile, Math.max(...indices) + 1);
const serverLog = join(tmp, `chaos-server-${process.pid}.log`);
const server = await startServer({ dbFile, env: { CHAOS_CLOCK: '1', STATIC_DIR: staticDir }, logFile: serverLog });
console.log(`server ${server.base} on ${dbFile} (log ${serverLog}); ${indices.length} session(s)`);
const store = new AttemptStore(dbFile);
const clock = new TrueClock();

const results: SessionResult[] = [];
try {
  for (const [k, index] of indices.entries()) {
    const plan = planSession(seed, index);
    const runner = new SessionRunner(plan, students[index], { base: server.base, store, clock });
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'limit'>((done) => { timer = setTimeout(() => done('limit'), SESSION_LIMIT_MS); });
    const running = runner.run();
    let result: SessionResult;
    if ((await Promise.race([running, limit])) === 'limit') {
      await runner.bp.close();
      result = await Promise.race([running, new Promise<SessionResult>((done) => setTimeout(() => done({
        index, seed: plan.seed, testId: plan.test.testId, faults: noFaults(), answersLost: 0, duplicateSubmits: 0, maxClockErrorMs: 0, maxDurableWaitMs: 0,
        stuck: true, failures: [], warnings: [], elapsedMs: SESSION_LIMIT_MS,
      }), 30_000))]);
      result.stuck = true;
      result.failures.push(`stuck: the session did not end within ${SESSION_LIMIT_MS / 1000} s`);
    } else {
      result = await running;
    }
    clearTimeout(timer);
    results.push(result);
    console.log(progressLine(result, k + 1, indices.length, seed));
    for (const line of result.failures) console.log(`  FAILURE session ${index} (replay: CHAOS_SEED=${seed} CHAOS_ONLY=${index}): ${line}`);
    for (const line of result.warnings) console.log(`  WARNING session ${index} (replay: CHAOS_SEED=${seed} CHAOS_ONLY=${index}): ${line}`);
  }
} finally {
  await store.close();
  await server.stop();
}

const summary = summarise(results, seed, Date.now() - started);
const code = exitCodeOf(summary);
const perSession = results.length ? results.reduce((n, r) => n + r.elapsedMs, 0) / results.length : 0;
console.log(`${results.length} session(s), ${(perSession / 1000).toFixed(1)} s per session on average; `
  + `${results.filter((r) => r.failures.length).length} with failures; database ${code === 0 ? 'removed' : `kept at ${dbFile}`}`);
if (code === 0) removeDatabaseFiles(dbFile);
console.log(JSON.stringify(summary));
process.exit(code);
