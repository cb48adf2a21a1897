// `npm run bench:immer`: should the engine's fold (domain/test-engine/evolve.ts) write its updates with immer?
// Applies the fold's most common update, one question's response and status replaced in a 300-question state,
// 100,000 times in three ways and prints the median time of each (7 runs after a warm-up):
//   literal: what evolve does (copy the questions array, a new question object, a field-by-field state copy);
//   immer:   produce() with a draft (immer's default, auto-freeze on);
//   immer (no freeze): produce() with setAutoFreeze(false).
// Ends with ONE JSON line: {"literalMs": a, "immerMs": b, "immerNoFreezeMs": c, "immerOverLiteral": b/a}
import { performance } from 'node:perf_hooks';
import { Immer } from 'immer';
import { percentile, round2 } from './bench-stats';

interface Q { status: string; response: { values: string[]; fileName: string; url: string }; timeSpentMs: number; help: number }
interface S {
  loaded: boolean; currentIndex: number; arrivedAt: number | null; lastEventAt: number; submitted: boolean;
  questions: readonly Q[];
}

const QUESTIONS = 300;
const UPDATES = 100_000;
const RUNS = 7;

const initial = (): S => ({
  loaded: true, currentIndex: 0, arrivedAt: 0, lastEventAt: 0, submitted: false,
  questions: Array.from({ length: QUESTIONS }, () => ({ status: 'not_visited', response: { values: [], fileName: '', url: '' }, timeSpentMs: 0, help: 0 })),
});

const answer = (i: number): Q['response'] => ({ values: [String.fromCharCode(65 + (i % 4))], fileName: '', url: '' });

const literal = (s: S, i: number, at: number): S => {
  const qs = s.questions.slice();
  const q = qs[i];
  qs[i] = { status: 'attempted', response: answer(i), timeSpentMs: q.timeSpentMs, help: q.help };
  return { loaded: s.loaded, currentIndex: s.currentIndex, arrivedAt: s.arrivedAt, lastEventAt: at, submitted: s.submitted, questions: qs };
};

const frozen = new Immer();
const unfrozen = new Immer();
unfrozen.setAutoFreeze(false);
const withImmer = (immer: Immer) => (s: S, i: number, at: number): S => immer.produce(s, (d) => {
  const q = d.questions[i] as Q;
  q.status = 'attempted';
  q.response = answer(i);
  d.lastEventAt = at;
});

const run = (f: (s: S, i: number, at: number) => S): number => {
  let s = initial();
  const t = performance.now();
  for (let n = 0; n < UPDATES; n++) s = f(s, (n * 7919) % QUESTIONS, n);
  const ms = performance.now() - t;
  if (s.questions.length !== QUESTIONS) throw new Error('lost questions');
  return ms;
};

const median = (f: (s: S, i: number, at: number) => S): number => {
  run(f);
  return percentile(Array.from({ length: RUNS }, () => run(f)), 50);
};

const literalMs = median(literal);
const immerMs = median(withImmer(frozen));
const immerNoFreezeMs = median(withImmer(unfrozen));
console.log(`${UPDATES.toLocaleString('en')} updates of one question in a ${QUESTIONS}-question state, median of ${RUNS}:`);
console.log(`  literal copies (evolve today) ${literalMs.toFixed(1)} ms`);
console.log(`  immer produce                 ${immerMs.toFixed(1)} ms`);
console.log(`  immer produce, no auto-freeze ${immerNoFreezeMs.toFixed(1)} ms`);
console.log(JSON.stringify({ literalMs: round2(literalMs), immerMs: round2(immerMs), immerNoFreezeMs: round2(immerNoFreezeMs), immerOverLiteral: round2(immerMs / literalMs) }));
