// `npm run bench:event-log`: what checking a submitted event log costs the server (issue 18; an input of the capacity
// plan in docs/deploy.md). A realistic 3-hour, 300-question session (the same generator as bench:replay: an action
// every 2-10 s, each section's time used up) and a 90-minute, 90-question one, each sent as the app sends it (gzip of
// the EventLogFile), then timed in-process over BENCH_RUNS (default 30) runs:
//   - checkEventLog (server/test-delivery/event-log-check.ts): gunzip, JSON, schema, upcast, fold, answers compared;
//   - the strategy figures kept for the cohort (server/test-delivery/strategy-figures.ts);
//   - the same-run baseline: gunzip + JSON.parse of the same bytes alone (what any server reading the log pays).
// Prints one line per log and the JSON summary last. No target is asserted: the figures feed the capacity plan.
import { gunzipSync, gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { attemptStrategy } from '../domain/reports/attempt-strategy';
import { SCHEMA_VERSION } from '../domain/test-engine/events';
import { buildSubmitAnsDetails } from '../domain/test-engine/payloads';
import type { TestData } from '../domain/test-engine/test-data';
import { timeline } from '../domain/test-engine/replay';
import { checkEventLog } from '../server/test-delivery/event-log-check';
import { strategyFiguresOf } from '../server/test-delivery/strategy-figures';
import { percentile, round2 } from './bench-stats';
import { realisticTest, sitToTheEnd } from './session-fixtures';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

interface Session { name: string; test: TestData; gz: Uint8Array; rawBytes: number; events: number }

function session(name: string, questions: number, seconds: number): Session {
  const test = realisticTest({ questions, sections: 3, sectionTime: seconds / 3, totalTime: seconds });
  const engine = sitToTheEnd(test, questions);
  const json = JSON.stringify({ schemaVersion: SCHEMA_VERSION, logId: name, events: engine.log });
  return { name, test, gz: gzipSync(json), rawBytes: Buffer.byteLength(json), events: engine.log.length };
}

const time = (f: () => unknown): number[] => {
  for (let i = 0; i < 3; i++) f();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    f();
    out.push(performance.now() - t);
  }
  return out;
};

const summary = (ms: number[]) => ({ p50: round2(percentile(ms, 50)), p95: round2(percentile(ms, 95)) });

const results = [session('3h-300q', 300, 10_800), session('90min-90q', 90, 5_400)].map((s) => {
  const final = timeline(JSON.parse(gunzipSync(s.gz).toString('utf8')).events).finalState;
  const submitted = buildSubmitAnsDetails({
    test: s.test,
    progress: final.questions.map((q) => ({ status: q.status, response: q.response, timeSpentSeconds: 0, help: q.help })),
    course: { courseId: 1, templateId: 1, packTypeId: 1, packTypeTitle: 'PRO' }, testMode: 'advance', remainingTime: 0, helpCounter: 0,
  });
  // the delivered test's questions as the server knows them
  const delivered = s.test.questionSet.map((q) => ({ questionId: q.questionId, kind: q.kind }));
  const checked = checkEventLog(s.gz, submitted, delivered);
  const key = s.test.questionSet.map((q) => ({
    questionId: q.questionId, correctResponse: q.correctResponse, result: 'NotAnswer' as const, marks: 0,
  }));
  const baseline = summary(time(() => JSON.parse(gunzipSync(s.gz).toString('utf8'))));
  const check = summary(time(() => checkEventLog(s.gz, submitted, delivered)));
  const figures = summary(time(() => strategyFiguresOf(checked.events, key)));
  const strategy = summary(time(() => attemptStrategy(checked.events, key)));
  const row = {
    log: s.name, events: s.events, rawKB: Math.round(s.rawBytes / 1024), gzipKB: Math.round(s.gz.byteLength / 1024),
    checkMs: check, strategyFiguresMs: figures, attemptStrategyMs: strategy, gunzipParseMs: baseline,
  };
  console.log(`${s.name}: ${s.events} events, ${row.rawKB} KB raw, ${row.gzipKB} KB gzip; check p50 ${check.p50} ms (p95 ${check.p95}), `
    + `strategy figures p50 ${figures.p50} ms; same-run baseline gunzip + JSON.parse p50 ${baseline.p50} ms`);
  return row;
});

console.log(JSON.stringify({ runs: RUNS, results }));
