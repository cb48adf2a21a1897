// Genuine event logs for demo.student's seeded history (issue 18, docs/attempt-timeline.md): the domain engine
// (domain/test-engine/engine.ts, on a scripted clock) sits the delivered test the way a student does, ending on the
// answers the seed submits. The history (seed-history.ts) gives its most recent mock test and topic test such a log
// and submits it as the app does: the log goes through the submit's own check (submitted-event-log.ts `check`, the
// server's checkEventLog and the strategy figures) and the attempt writer keeps it with the attempt, so those attempts
// have event_log_status 'stored' and their ATTEMPT TIMELINE tab draws a real timeline.
//
// The behaviour, deterministic from the seed's generator (server/shared/prng.ts):
// - every question visited in the navigation order, 20-120 s on each (scaled to fill the sitting's time, within each
//   section's time under Partially_Lock), the answer given on that first visit; one or two questions looked at again
// - one answer changed wrong to right on a revisit, and marked for review on the first visit until then (a review
//   mark resolved); one changed right to wrong (or a right answer cleared when no final answer is wrong); about one
//   sitting in two a third change, wrong to wrong
// - one question marked for review and left marked at the submit; one quick guess (answered within a few seconds)
// - under Partially_Lock the revisits are made before each section switch, which is asked for and confirmed (the
//   first one cancelled once before); then Submit (TestSubmitted, manual)
// The final answers are exactly the given ones; what the app would submit from the engine's state at the submit (the
// statuses, the time per question, the remaining time) comes back with the log.
import { gzipSync } from 'node:zlib';
import { isCorrectAnswer } from '../../domain/test-engine/scoring';
import { TestEngine } from '../../domain/test-engine/engine';
import type { EventLogAbsence } from '../../domain/test-engine/event-log-limits';
import { cmd, SCHEMA_VERSION, type StoredTestEvent, type TestCommand } from '../../domain/test-engine/events';
import { modeFlags, type ModeContext } from '../../domain/test-engine/modes';
import { buildLayout } from '../../domain/test-engine/navigation';
import type { PayloadQuestionProgress } from '../../domain/test-engine/payloads';
import { isEmptyResponse, type QuestionResponse } from '../../domain/test-engine/question-response';
import { decodeResponse, encodeResponse } from '../../domain/test-engine/responses';
import type { TestState } from '../../domain/test-engine/state';
import { PARTIALLY_LOCK, type Question, type TestData } from '../../domain/test-engine/test-data';
import { questionTimeMs, remainingTestSeconds } from '../../domain/test-engine/timers';
import { TEST_TYPE } from '../../domain/shared/test-type';
import { HttpError } from '../http/reply';
import { shuffle, type Rng } from '../shared/prng';
import { canonicalAnswer } from '../test-delivery/event-log-check';
import type { AcceptedEventLog } from '../test-delivery/submit-attempt';

/** The test types whose most recent seeded attempt gets an event log. */
export const WITH_EVENT_LOG: readonly number[] = [TEST_TYPE.mockTest, TEST_TYPE.topicTest];

/** The most recent of `items` (in time order) of each type in `types`. */
export const latestOfTypes = <T>(items: readonly T[], typeOf: (item: T) => number, types = WITH_EVENT_LOG): Set<T> =>
  new Set(types.flatMap((type) => items.findLast((item) => typeOf(item) === type) ?? []));

export interface SeedSitting {
  /** the test as the app got it from /testdetails (forDelivery: no keys) */
  delivered: TestData;
  /** the same test with its keys: the seed's own knowledge, to play right and wrong answers */
  full: TestData;
  /** the final answer of each question, in questionSet order (what the seed submits) */
  answers: readonly QuestionResponse[];
  /** when the test was handed out and when the submit reaches the server (ms): the log runs in between */
  deliveredAt: number;
  submittedAt: number;
  /** the context the app loads the test with (a learning or competitive session's assessmentMode) */
  context?: ModeContext;
  rng: Rng;
  logId: string;
}

export interface SeededEventLog {
  /** the gzip of the EventLogFile's JSON, as the app sends it */
  gz: Uint8Array;
  /** the log's events as they were exported */
  events: StoredTestEvent[];
  /** what the app submits from the engine's state at the submit (application/test-engine/test-session.ts) */
  progress: PayloadQuestionProgress[];
  remainingTime: number;
  helpCounter: number;
}

const SECOND = 1000;
/** A pooled think time: drawn from lo-hi seconds, then scaled within lo-hi to fill the time of the sitting. */
interface Pooled { lo: number; hi: number; base: number }
const FIRST_VISIT = { lo: 20, hi: 120, draw: [25, 90] } as const;
const SKIPPED = { lo: 20, hi: 120, draw: [20, 50] } as const;
const REVISIT = { lo: 10, hi: 45, draw: [12, 35] } as const;
/** a quick guess: the whole stay, answered at about 60 % of it (attempt-strategy.ts GUESS_WINDOW_MS is 8 s) */
const GUESS_MS = [4 * SECOND, 7 * SECOND] as const;
/** kept free before a section's (or the test's) deadline */
const DEADLINE_MARGIN_MS = 20 * SECOND;

/** One question's part in the script. */
interface QuestionPlan {
  /** the answer given on the first visit; null: none */
  first: QuestionResponse | null;
  /** marked for review on the first visit (after the answer) */
  markFirst: boolean;
  /** the revisit: the answer then given ('clear': Clear), and whether the review mark is taken off */
  revisit: { answer: QuestionResponse | 'clear' | null; unmark: boolean } | null;
  guess: boolean;
}

/** One stay on a question: its length (pooled, or fixed ms) and its commands, each at a fraction of the stay. */
interface Stay {
  index: number;
  segment: number;
  think: Pooled | { fixedMs: number };
  actions: { frac: number; command: TestCommand }[];
}

const same = (q: Question, a: QuestionResponse, b: QuestionResponse): boolean =>
  canonicalAnswer(q.kind, encodeResponse(q.kind, a)) === canonicalAnswer(q.kind, encodeResponse(q.kind, b));

/** The key as an answer, when it is one the scoring takes as right. */
const rightAnswerOf = (q: Question): QuestionResponse | null => {
  const r = decodeResponse(q.kind, q.correctResponse);
  return !isEmptyResponse(r) && isCorrectAnswer(q, r) ? r : null;
};

/** Wrong answers a student could give (a wrong choice, a wrong number), other than `not`. */
const wrongAnswersOf = (q: Question, not: QuestionResponse | null): QuestionResponse[] => {
  const key = q.correctResponse.split('~')[0] ?? '';
  const wires = q.kind === 'text' ? [`${key}1`, `${key}0`] : q.responseChoice.map((c) => c.responseId).filter((id) => id !== '');
  return wires.map((w) => decodeResponse(q.kind, w))
    .filter((r) => !isEmptyResponse(r) && !isCorrectAnswer(q, r) && !(not && same(q, r, not)));
};

/** Fills `budgetMs` with the pooled stays: each base scaled by one factor and kept within its bounds. */
const fill = (items: readonly Pooled[], budgetMs: number): number[] => {
  const budget = Math.max(0, budgetMs) / SECOND;
  const clamp = (x: Pooled, f: number) => Math.min(x.hi, Math.max(x.lo, x.base * f));
  const sumAt = (f: number) => items.reduce((s, x) => s + clamp(x, f), 0);
  const least = items.reduce((s, x) => s + x.lo, 0);
  if (budget <= least) return items.map((x) => Math.floor(x.lo * (least > 0 ? budget / least : 0) * SECOND));
  let lo = 0;
  let hi = 1;
  while (sumAt(hi) < budget && hi < 1e6) hi *= 2;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (sumAt(mid) < budget) lo = mid;
    else hi = mid;
  }
  return items.map((x) => Math.floor(clamp(x, lo) * SECOND));
};

/**
 * The log of a sitting of `delivered` that ends on `answers`, with what the app submits from it. Throws when the
 * engine refuses a step of the script or a timer runs out (neither happens for a test the seed can sit).
 */
export function sitWithEventLog(s: SeedSitting): SeededEventLog {
  const { delivered, full, answers, rng } = s;
  const u = (lo: number, hi: number) => lo + rng() * (hi - lo);
  const n = delivered.questionSet.length;
  if (full.questionSet.length !== n || answers.length !== n) throw new Error('seed-event-log: the test and the answers differ');
  const layout = buildLayout(delivered);
  const locked = delivered.sectionLock === PARTIALLY_LOCK && delivered.sectionSet.length > 0;
  const segmentOf = (i: number) => (!locked ? 0 : layout.sectionOf[i] === -1 ? layout.sectionsByRank.length : layout.sectionRank[layout.sectionOf[i]]);
  const order = layout.order;
  const lastOfSegment = new Set(order.filter((i, p) => p === n - 1 || segmentOf(order[p + 1]) !== segmentOf(i)));

  // ---- the roles: which question changes, is marked, guessed, looked at again ----
  const keyed = (i: number) => full.questionSet[i];
  const plans: QuestionPlan[] = answers.map((a) => ({ first: isEmptyResponse(a) ? null : a, markFirst: false, revisit: null, guess: false }));
  const judged = order.filter((i) => keyed(i).kind !== 'subjective');
  const right = judged.filter((i) => plans[i].first && isCorrectAnswer(keyed(i), answers[i]));
  const wrong = judged.filter((i) => plans[i].first && !isCorrectAnswer(keyed(i), answers[i]));
  const empty = judged.filter((i) => !plans[i].first);
  const taken = new Set<number>();
  /** a free question of `from` (random order) for which `role` is possible (it returns the plan, or null) */
  const assign = (from: readonly number[], role: (i: number) => QuestionPlan | null, revisited = true): number | undefined => {
    for (const i of shuffle(rng, from)) {
      if (taken.has(i) || (revisited && lastOfSegment.has(i))) continue;
      const plan = role(i);
      if (!plan) continue;
      plans[i] = plan;
      taken.add(i);
      return i;
    }
    return undefined;
  };
  const wrongToRight = assign(right, (i) => {
    const w = wrongAnswersOf(keyed(i), null);
    return w.length ? { first: w[Math.floor(rng() * w.length)], markFirst: true, revisit: { answer: answers[i], unmark: true }, guess: false } : null;
  });
  const rightToWrong = assign(wrong, (i) => {
    const r = rightAnswerOf(keyed(i));
    return r ? { first: r, markFirst: false, revisit: { answer: answers[i], unmark: false }, guess: false } : null;
  }) ?? assign(empty, (i) => {
    // a right answer cleared: only where the attempt limit leaves room for it while it stands
    const si = layout.sectionOf[i];
    const limit = si === -1 ? delivered.noQuestionAttempt : delivered.sectionSet[si]?.noQuestionAttempt ?? 0;
    const used = plans.filter((p, j) => p.first && layout.sectionOf[j] === si).length;
    const r = rightAnswerOf(keyed(i));
    return r && (!(limit > 0) || used < limit) ? { first: r, markFirst: false, revisit: { answer: 'clear', unmark: false }, guess: false } : null;
  });
  if (wrongToRight === undefined) {
    // no right answer to reach by a change: a review mark resolved on its own
    assign(judged, (i) => ({ ...plans[i], markFirst: true, revisit: { answer: null, unmark: true } }));
  }
  if (rng() < 0.5) {
    assign(wrong, (i) => {
      const w = wrongAnswersOf(keyed(i), answers[i]);
      return w.length ? { first: w[Math.floor(rng() * w.length)], markFirst: false, revisit: { answer: answers[i], unmark: false }, guess: false } : null;
    });
  }
  assign([...right, ...wrong], (i) => ({ ...plans[i], markFirst: true }), false);
  assign(rng() < 0.7 ? [...wrong, ...right] : [...right, ...wrong], (i) => ({ ...plans[i], guess: true }), false);
  const looks = 1 + Math.floor(rng() * 2);
  for (let k = 0; k < looks; k++) assign([...right, ...wrong], (i) => ({ ...plans[i], revisit: { answer: null, unmark: false } }));

  // ---- the stays, in order: each segment's first visits, then its revisits ----
  const draw = (p: { lo: number; hi: number; draw: readonly [number, number] }): Pooled => ({ lo: p.lo, hi: p.hi, base: u(p.draw[0], p.draw[1]) });
  const stays: Stay[] = [];
  const segments = [...new Set(order.map(segmentOf))];
  for (const g of segments) {
    const inSegment = order.filter((i) => segmentOf(i) === g);
    for (const i of inSegment) {
      const p = plans[i];
      const actions: Stay['actions'] = [];
      let at = u(0.55, 0.85);
      if (p.first) actions.push({ frac: p.guess ? u(0.5, 0.7) : at, command: cmd('GiveAnswer', { response: p.first }) });
      if (p.markFirst) actions.push({ frac: (at = Math.min(0.97, at + u(0.04, 0.1))), command: cmd('ToggleReview') });
      const think = p.guess ? { fixedMs: Math.round(u(GUESS_MS[0], GUESS_MS[1])) } : draw(p.first ? FIRST_VISIT : SKIPPED);
      stays.push({ index: i, segment: g, think, actions });
    }
    for (const i of inSegment) {
      const r = plans[i].revisit;
      if (!r) continue;
      const actions: Stay['actions'] = [];
      let at = u(0.35, 0.65);
      if (r.answer === 'clear') actions.push({ frac: at, command: cmd('ClearAnswer') });
      else if (r.answer) actions.push({ frac: at, command: cmd('GiveAnswer', { response: r.answer }) });
      if (r.unmark) actions.push({ frac: (at = Math.min(0.97, at + u(0.08, 0.2))), command: cmd('ToggleReview') });
      stays.push({ index: i, segment: g, think: draw(REVISIT), actions });
    }
  }

  // ---- the clock: the switch dialogs and the final click fixed, the thinking scaled to the sitting's time ----
  const loadAt = s.deliveredAt + Math.round(u(2, 5) * SECOND);
  const submitBy = s.submittedAt - Math.round(u(1, 2.5) * SECOND);
  const finalMs = Math.round(u(2, 5) * SECOND);
  /** per segment boundary (after segment g): the waits of the switch (request, [cancel, request again,] confirm) */
  const switchWaits = segments.slice(0, -1).map((_, k) => (k === 0
    ? [0, u(2, 4), u(4, 10), u(1.5, 3)] : [0, u(1.5, 3)]).map((x) => Math.round(x * SECOND)));
  const fixedOf = (g: number) => {
    const k = segments.indexOf(g);
    return stays.reduce((sum, st) => sum + (st.segment === g && 'fixedMs' in st.think ? st.think.fixedMs : 0), 0)
      + (k < switchWaits.length ? switchWaits[k].reduce((a, b) => a + b, 0) : finalMs);
  };
  const flags = modeFlags('registered', delivered, s.context);
  const capOf = (g: number): number => {
    if (!flags.timer) return Infinity;
    if (!locked) return delivered.remainingTime * SECOND - DEADLINE_MARGIN_MS;
    const si = layout.sectionsByRank[g];
    const seconds = g === 0 ? delivered.remainingTime : delivered.sectionSet[si]?.sectionTime ?? 0;
    return si === undefined || !(seconds > 0) ? Infinity : seconds * SECOND - DEADLINE_MARGIN_MS;
  };
  const pooledOf = (g: number) => stays.filter((st) => st.segment === g && !('fixedMs' in st.think)).map((st) => st.think as Pooled);
  const baseOf = (g: number) => pooledOf(g).reduce((sum, x) => sum + x.base, 0);
  const fixed = segments.reduce((sum, g) => sum + fixedOf(g), 0);
  const pool = Math.min(submitBy - loadAt, locked ? Infinity : capOf(0)) - fixed;
  const allBase = segments.reduce((sum, g) => sum + baseOf(g), 0) || 1;
  const lengths = new Map<Stay, number>();
  for (const g of segments) {
    const budget = Math.min((pool * baseOf(g)) / allBase, capOf(g) - fixedOf(g));
    const filled = fill(pooledOf(g), budget);
    stays.filter((st) => st.segment === g && !('fixedMs' in st.think)).forEach((st, k) => lengths.set(st, filled[k]));
  }
  const lengthOf = (st: Stay) => ('fixedMs' in st.think ? st.think.fixedMs : lengths.get(st) ?? 0);

  // ---- the sitting, on the engine ----
  let now = loadAt;
  const engine = new TestEngine({ now: () => now });
  const run = (command: TestCommand) => {
    const r = engine.dispatch(command);
    if (!r.ok) throw new Error(`seed-event-log: the engine refused ${command.type}: ${r.refusal?.message}`);
    if (r.events.some((e) => e.event.type === 'TimerExpired')) throw new Error('seed-event-log: a timer ran out');
  };
  run({ type: 'LoadTest', data: { test: delivered, mode: 'registered', ...(s.context && { context: s.context }) } });
  stays.forEach((st, k) => {
    const current = engine.state.currentIndex;
    if (st.index !== current) {
      const go = order[layout.position[current] + 1] === st.index ? cmd('GoNext') : cmd('JumpTo', { index: st.index });
      if (k > 0 && st.segment !== stays[k - 1].segment) {
        const waits = switchWaits[segments.indexOf(stays[k - 1].segment)];
        const steps = waits.length === 4 ? [go, cmd('CancelSectionSwitch'), go, cmd('ConfirmSectionSwitch')] : [go, cmd('ConfirmSectionSwitch')];
        steps.forEach((c, j) => { now += waits[j]; run(c); });
      } else {
        run(go);
      }
    }
    if (engine.state.currentIndex !== st.index) throw new Error(`seed-event-log: not on question ${st.index + 1}`);
    const start = now;
    const length = lengthOf(st);
    for (const a of st.actions) {
      now = Math.max(now, start + Math.floor(a.frac * length));
      run(a.command);
    }
    now = Math.max(now, start + length);
  });
  now += finalMs;
  const before: TestState = engine.state;
  run(cmd('Submit', { reason: 'manual' }));

  // ---- what the app submits, and the log it sends ----
  const state = engine.state;
  const at = engine.log[engine.log.length - 1].at;
  state.questions.forEach((q, i) => {
    if (!same(keyed(i), q.response, answers[i])) throw new Error(`seed-event-log: question ${i + 1} does not end on the seeded answer`);
  });
  const events = JSON.parse(JSON.stringify(engine.log)) as StoredTestEvent[];
  const file = { schemaVersion: SCHEMA_VERSION, logId: s.logId, events };
  return {
    gz: new Uint8Array(gzipSync(Buffer.from(JSON.stringify(file)))),
    events,
    progress: state.questions.map((q, i) => ({ status: q.status, response: q.response, timeSpentSeconds: questionTimeMs(state, i, at) / 1000, help: q.help })),
    remainingTime: remainingTestSeconds(before, at) ?? state.test.remainingTime,
    helpCounter: state.questions.reduce((sum, q) => sum + q.help, 0),
  };
}

/** The sitting's log, or 'unavailable' when it could not be made (the app's word for a device without a log). */
export function trySitWithEventLog(s: SeedSitting): SeededEventLog | 'unavailable' {
  try {
    return sitWithEventLog(s);
  } catch {
    return 'unavailable';
  }
}

/**
 * The log parts of the seeded submit, as the app would send them: the log accepted by the submit's own check
 * (`check`: createEventLogIntake's), else why there is none ('refused' for a log the check refuses, as the app
 * submits again without it).
 */
export async function seededLogParts(
  log: SeededEventLog | 'unavailable', check: (gz: Uint8Array) => Promise<AcceptedEventLog>,
): Promise<{ eventLog?: AcceptedEventLog; eventLogStatus?: EventLogAbsence }> {
  if (log === 'unavailable') return { eventLogStatus: 'unavailable' };
  try {
    return { eventLog: await check(log.gz) };
  } catch (e) {
    if (e instanceof HttpError) return { eventLogStatus: 'refused' };
    throw e;
  }
}
