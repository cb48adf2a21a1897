// `npm run bench:replay`: the event-log benchmark (a benchmark, not a timed test).
//  1. builds a log of 100,000 events over a 300-question, 3-section Partially_Lock test (a scripted student:
//     answers, reviews, clears, next, jumps, two section switches) and serialises it as an EventLogFile;
//  2. replay time: upcast + fold of the parsed log (domain replay()), median of several runs after a warm-up,
//     events per second, and the ratio replay time / JSON.parse time of the same log text (also a median);
//     also the time to resume a live engine from it (TestEngine.fromLog);
//  3. append latency: p50/p99 of one dispatch (decide + append + incremental evolve) on a live engine that
//     already holds that log;
//  4. the serialised size of a realistic 3-hour, 300-question session (an action every 2-10 s, each section's
//     hour running out, then Submit).
// Ends with ONE JSON line: {"replayToParseRatio": r, "appendP99Ms": a, "eventsPerSecond": e, "logBytes3h300q": b}
// Targets: ratio <= 1.0, append p99 <= 0.1 ms, 3-hour log <= 5 MB.
import { performance } from 'node:perf_hooks';
import { TestEngine } from '../domain/test-engine/engine';
import { SCHEMA_VERSION, type StoredTestEvent } from '../domain/test-engine/events';
import { replay } from '../domain/test-engine/replay';
import type { RawStoredEvent } from '../domain/test-engine/upcasters';
import { percentile } from './bench-stats';
import { manualClock, must, prng, realisticTest, sitToTheEnd, studentStep, switchToNextSection } from './session-fixtures';

const EVENTS = 100_000;
const RUNS = 9;
const APPENDS = 20_000;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const time = (f: () => void): number => {
  const t = performance.now();
  f();
  return performance.now() - t;
};
const fmt = (n: number, digits = 2): string => n.toFixed(digits);

// ---- 1. the 100,000-event log ----
const build100k = (): StoredTestEvent[] => {
  const test = realisticTest({ questions: 300, sections: 3, sectionTime: 2_000_000, totalTime: 6_000_000 });
  const clock = manualClock();
  const rnd = prng(7);
  const engine = new TestEngine(clock);
  must(engine, { type: 'LoadTest', data: { test, mode: 'registered', context: { assessmentMode: 'advance' } } });
  while (engine.log.length < EVENTS - 1) {
    clock.advance(200 + rnd() * 1800);
    const third = Math.floor(engine.log.length / (EVENTS / 3));
    if (third > engine.state.layout.sectionRank[engine.state.currentSection] && third < 3) switchToNextSection(engine, test);
    else studentStep(engine, test, rnd);
  }
  clock.advance(1000);
  must(engine, { type: 'Submit', data: {} });
  return engine.log.slice(0, EVENTS) as StoredTestEvent[];
};

const t0 = performance.now();
const log = build100k();
const text = JSON.stringify({ schemaVersion: SCHEMA_VERSION, logId: 'bench-100k', events: log });
console.log(`built ${log.length.toLocaleString('en')} events in ${fmt((performance.now() - t0) / 1000, 1)} s; log text ${fmt(text.length / 1e6)} MB`);

// ---- 2. replay vs JSON.parse ----
const parsed = JSON.parse(text) as { events: RawStoredEvent[] };
const parseTimes: number[] = [];
const replayTimes: number[] = [];
let sink = 0;
for (let i = 0; i < RUNS + 2; i++) {
  const p = time(() => { sink += (JSON.parse(text) as { events: unknown[] }).events.length; });
  const r = time(() => { sink += replay(parsed.events).questions.length; });
  if (i >= 2) { // the first two are warm-up
    parseTimes.push(p);
    replayTimes.push(r);
  }
}
// resume = TestEngine.fromLog (upcast, fold, ready to continue), what a reloaded simulator runs
const resumeTimes: number[] = [];
for (let i = 0; i < RUNS + 2; i++) {
  const r = time(() => { sink += TestEngine.fromLog(parsed.events, { now: () => 0 }).state.questions.length; });
  if (i >= 2) resumeTimes.push(r);
}
const parseMs = median(parseTimes);
const replayMs = median(replayTimes);
const ratio = replayMs / parseMs;
const eventsPerSecond = Math.round(log.length / (replayMs / 1000));
console.log(`JSON.parse of the log: ${fmt(parseMs)} ms (median of ${RUNS})`);
console.log(`replay (upcast + fold): ${fmt(replayMs)} ms (median of ${RUNS}) = ${eventsPerSecond.toLocaleString('en')} events/s`);
console.log(`replay / parse: ${fmt(ratio, 3)} (target <= 1.0)`);
console.log(`resume (TestEngine.fromLog): ${fmt(median(resumeTimes))} ms (median of ${RUNS}); resume / parse ${fmt(median(resumeTimes) / parseMs, 3)}`);

// ---- 3. append latency on a live engine ----
const appendLatencies = (): number[] => {
  // resume the 100k log before its Submit, so the engine holds 99,999 events and the last section is current
  const open = log.slice(0, -1);
  const clock = manualClock(open.at(-1)!.at);
  const rnd = prng(11);
  const engine = TestEngine.fromLog(open, clock);
  const { test } = engine.state;
  const out: number[] = [];
  for (let i = 0; i < APPENDS; i++) {
    clock.advance(200 + rnd() * 1800);
    const before = engine.log.length;
    const t = performance.now();
    studentStep(engine, test, rnd);
    const d = performance.now() - t;
    if (engine.log.length === before + 1) out.push(d);
  }
  return out;
};
appendLatencies(); // warm-up
const lat = appendLatencies();
const appendP50 = percentile(lat, 50);
const appendP99 = percentile(lat, 99);
console.log(`append one event to a live engine: p50 ${fmt(appendP50 * 1000, 1)} µs, p99 ${fmt(appendP99 * 1000, 1)} µs over ${lat.length.toLocaleString('en')} dispatches (target p99 <= 100 µs)`);

// ---- 4. a realistic 3-hour, 300-question session ----
const session3h = (): { events: StoredTestEvent[]; bytes: number } => {
  const engine = sitToTheEnd(realisticTest({ questions: 300, sections: 3, sectionTime: 3600, totalTime: 10_800 }), 3);
  const file = JSON.stringify({ schemaVersion: SCHEMA_VERSION, logId: 'session-3h', events: engine.log });
  return { events: engine.log.slice(), bytes: Buffer.byteLength(file, 'utf8') };
};
const s3 = session3h();
const testBytes = Buffer.byteLength(JSON.stringify(s3.events[0]), 'utf8');
console.log(`3-hour 300-question session: ${s3.events.length.toLocaleString('en')} events, ${fmt(s3.bytes / 1e6, 3)} MB `
  + `(TestLoaded with the test data ${fmt(testBytes / 1e6, 3)} MB; target <= 5 MB)`);

if (sink < 0) console.log(sink); // keep the measured work observable
const result = {
  replayToParseRatio: Number(ratio.toFixed(3)),
  appendP99Ms: Number(appendP99.toFixed(4)),
  eventsPerSecond,
  logBytes3h300q: s3.bytes,
};
const missed = [
  result.replayToParseRatio > 1 && 'replay/parse ratio',
  result.appendP99Ms > 0.1 && 'append p99',
  result.logBytes3h300q > 5_000_000 && '3-hour log size',
].filter(Boolean);
if (missed.length) console.log(`MISSED: ${missed.join(', ')}`);
console.log(JSON.stringify(result));
