// The strategy analytics of an attempt (issue 18, docs/attempt-timeline.md): what the student's habits cost or gained,
// read from the attempt timeline (attempt-timeline.ts) in one pass. Pure; the sentences come from STRATEGY_TEXTS.
//
// - First look against revisit: a question's FINAL answer (its last answer: non-empty and judged, 'right' or
//   'wrong') counts as first look when it was given during the student's first stay on the question, else as revisit.
//   A stay is the run of consecutive visits of one question: a pause splits a visit but not a stay. A final answer
//   that came with the loaded test (no answer in the log) counts in neither.
// - Changes: every answer that replaced a non-empty answer (another answer or a clear; see attempt-timeline.ts).
//   netMarks: over the questions with a change, marks of the final answer - marks of the first non-empty answer
//   (scoring.ts marksFor, so negative marking counts): the sum of their answers' marksDelta.
// - Likely guess (docs/product-decisions.md "Likely guess"): a final, non-empty, judged answer given within
//   GUESS_WINDOW_MS of the student's first sight of the question, or on a question whose answer was changed
//   GUESS_CHANGES times or more.
import type { StoredTestEvent } from '../test-engine/events';
import type { Question } from '../test-engine/test-data';
import { attemptTimeline } from './attempt-timeline';
import type {
  AccuracyFigure, AnswerKeyEntry, AttemptTimeline, CohortStrategy, Correctness, StrategyReport, TimePoint, TimelineAnswer,
} from './attempt-timeline-types';
import { round2 } from './format';

/** An answer given this soon (ms) after the student first saw the question is a likely guess. */
export const GUESS_WINDOW_MS = 8_000;
/** A question whose answer was changed this many times or more is a likely guess. */
export const GUESS_CHANGES = 2;

const isJudged = (c: Correctness): boolean => c === 'right' || c === 'wrong';
const isChange = (a: TimelineAnswer): boolean => a.effect !== undefined;

/**
 * Whether a question's final answer is a likely guess. `answers` are that one question's answers in time order (as
 * attemptTimeline lists them): the last is the final answer.
 */
export const isLikelyGuess = (answers: readonly TimelineAnswer[]): boolean => {
  const last = answers[answers.length - 1];
  if (!last || last.cleared || !isJudged(last.correctness)) return false;
  return last.sinceFirstSightMs <= GUESS_WINDOW_MS || answers.filter(isChange).length >= GUESS_CHANGES;
};

// ---- numbers and words ----

const safe2 = (n: number): number => (Number.isFinite(n) ? round2(n) : 0);
const round1 = (n: number): number => Math.round(n * 10) / 10;
const percentOf = (part: number, whole: number): number | null => (whole > 0 ? round1((part * 100) / whole) : null);
const pct = (n: number | null): string => `${n ?? 0}%`;
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const averageOf = (xs: readonly number[]): number => round1(xs.reduce((a, b) => a + b, 0) / xs.length);

/** The report's sentences, shared with ui (one function or text per figure). */
export const STRATEGY_TEXTS = {
  accuracy: {
    both: (first: AccuracyFigure, revisit: AccuracyFigure): string =>
      `You were right on ${first.correct} of ${plural(first.answered, 'answer')} you gave at first sight (${pct(first.percent)}), ` +
      `and on ${revisit.correct} of ${plural(revisit.answered, 'answer')} you gave on a revisit (${pct(revisit.percent)}).`,
    firstOnly: (first: AccuracyFigure): string =>
      `You were right on ${first.correct} of ${plural(first.answered, 'answer')} you gave at first sight (${pct(first.percent)}), ` +
      'and gave no answer on a revisit.',
    revisitOnly: (revisit: AccuracyFigure): string =>
      `You gave no answer at first sight, and were right on ${revisit.correct} of ${plural(revisit.answered, 'answer')} ` +
      `you gave on a revisit (${pct(revisit.percent)}).`,
    none: 'You gave no answer that could be checked against the answer key.',
  },
  changes: {
    some: (c: StrategyReport['changes']): string => {
      const net = c.netMarks > 0 ? `gained you ${plural(c.netMarks, 'mark')}`
        : c.netMarks < 0 ? `cost you ${plural(-c.netMarks, 'mark')}`
        : 'neither gained nor lost you marks';
      return `Changing answers ${net}: ${c.wrongToRight} wrong to right, ${c.rightToWrong} right to wrong, ${c.wrongToWrong} wrong to wrong.`;
    },
    none: 'You did not change any answer.',
  },
  reviews: {
    some: (r: StrategyReport['reviews']): string =>
      r.unresolved === 0
        ? `You resolved ${r.marked === 1 ? 'the 1 question' : `all ${r.marked} questions`} you marked for review.`
        : `You resolved ${r.resolved} of the ${plural(r.marked, 'question')} you marked for review; ` +
          `${r.unresolved} ${r.unresolved === 1 ? 'was' : 'were'} still marked when you submitted.`,
    none: 'You did not mark any question for review.',
  },
  time: {
    both: (right: number, wrong: number): string =>
      `You spent ${right} s on average on the questions you got right, and ${wrong} s on those you got wrong.`,
    rightOnly: (right: number): string => `You spent ${right} s on average on the questions you got right, and got none wrong.`,
    wrongOnly: (wrong: number): string => `You spent ${wrong} s on average on the questions you got wrong, and got none right.`,
    none: 'None of your answers could be checked, so your time is not set against correctness.',
  },
  whatIf: {
    some: (w: StrategyReport['whatIf']): string => {
      const guesses = `your ${plural(w.guesses.length, 'likely guess', 'likely guesses')}`;
      return w.delta === 0
        ? `Leaving out ${guesses} would have given the same ${plural(w.score, 'mark')}.`
        : `Leaving out ${guesses} would have given ${w.scoreWithoutGuesses} instead of ${plural(w.score, 'mark')} (${signed(w.delta)}).`;
    },
    none: 'You made no likely guesses.',
  },
  cohort: {
    firstLookPercent: (mine: string): string => `Your first-look accuracy (${mine}) is`,
    revisitPercent: (mine: string): string => `Your revisit accuracy (${mine}) is`,
    changeNetMarks: (mine: string): string => `Your net marks from changing answers (${mine}) are`,
    reviewResolvedPercent: (mine: string): string => `Your share of review marks resolved (${mine}) is`,
    guessDelta: (mine: string): string => `The marks your likely guesses cost you (${mine}) are`,
    line: (start: string, relation: 'above' | 'below' | 'the same as', students: number, average: string): string =>
      `${start} ${relation} the average of ${plural(students, 'student')} (${average}).`,
  },
} as const;

// ---- the report ----

const accuracy = (answers: readonly TimelineAnswer[]): AccuracyFigure => {
  const correct = answers.filter((a) => a.correctness === 'right').length;
  return { answered: answers.length, correct, percent: percentOf(correct, answers.length) };
};

/** Start of every stay (consecutive visits of one question), per question index. */
const stayStarts = (timeline: AttemptTimeline): Map<number, number[]> => {
  const starts = new Map<number, number[]>();
  let previous = -1;
  for (const v of timeline.visits) {
    if (v.index !== previous) {
      const list = starts.get(v.index) ?? [];
      list.push(v.from);
      starts.set(v.index, list);
    }
    previous = v.index;
  }
  return starts;
};

const questionsOf = (events: readonly StoredTestEvent[]): readonly Question[] => {
  const loaded = events.find((e) => e.event.type === 'TestLoaded')?.event;
  return loaded?.type === 'TestLoaded' ? loaded.data.test.questionSet : [];
};

const sentencesOf = (r: Omit<StrategyReport, 'sentences'>): string[] => {
  const t = STRATEGY_TEXTS;
  const { firstLook, revisit } = r;
  const right = r.time.filter((p) => p.correctness === 'right').map((p) => p.seconds);
  const wrong = r.time.filter((p) => p.correctness === 'wrong').map((p) => p.seconds);
  return [
    firstLook.answered > 0 && revisit.answered > 0 ? t.accuracy.both(firstLook, revisit)
    : firstLook.answered > 0 ? t.accuracy.firstOnly(firstLook)
    : revisit.answered > 0 ? t.accuracy.revisitOnly(revisit)
    : t.accuracy.none,
    r.changes.count > 0 ? t.changes.some(r.changes) : t.changes.none,
    r.reviews.marked > 0 ? t.reviews.some(r.reviews) : t.reviews.none,
    right.length > 0 && wrong.length > 0 ? t.time.both(averageOf(right), averageOf(wrong))
    : right.length > 0 ? t.time.rightOnly(averageOf(right))
    : wrong.length > 0 ? t.time.wrongOnly(averageOf(wrong))
    : t.time.none,
    r.whatIf.guesses.length > 0 ? t.whatIf.some(r.whatIf) : t.whatIf.none,
  ];
};

/**
 * The strategy report of an attempt's log (upcast) against its answer key. Pass the timeline when it is already
 * computed (the tab draws it too); otherwise it is computed here.
 */
export const attemptStrategy = (
  events: readonly StoredTestEvent[],
  key: readonly AnswerKeyEntry[],
  timeline: AttemptTimeline = attemptTimeline(events, key),
): StrategyReport => {
  const byQuestion = new Map<number, TimelineAnswer[]>();
  for (const a of timeline.answers) {
    const list = byQuestion.get(a.index) ?? [];
    list.push(a);
    byQuestion.set(a.index, list);
  }
  const starts = stayStarts(timeline);
  const firstLook: TimelineAnswer[] = [];
  const revisit: TimelineAnswer[] = [];
  const guesses: number[] = [];
  let netMarks = 0;
  for (const [index, answers] of byQuestion) {
    const final = answers[answers.length - 1];
    if (answers.some(isChange)) netMarks += answers.reduce((sum, a) => sum + a.marksDelta, 0);
    if (final.cleared || !isJudged(final.correctness)) continue;
    const stay = (starts.get(index) ?? []).filter((from) => from <= final.at).length;
    (stay <= 1 ? firstLook : revisit).push(final);
    if (isLikelyGuess(answers)) guesses.push(index);
  }
  guesses.sort((a, b) => a - b);

  const changed = timeline.answers.filter(isChange);
  const count = (effect: TimelineAnswer['effect']): number => changed.filter((a) => a.effect === effect).length;

  const marked = new Set<number>();
  for (const m of timeline.marks) if (m.kind !== 'help') marked.add(m.index);
  for (const l of timeline.lanes) if (l.reviewAtSubmit) marked.add(l.index);
  const unresolved = timeline.lanes.filter((l) => l.reviewAtSubmit).length;

  const visited = new Set(timeline.visits.map((v) => v.index));
  const time: TimePoint[] = timeline.lanes
    .filter((l) => visited.has(l.index))
    .map((l) => ({ index: l.index, label: l.label, seconds: round1(l.timeMs / 1000), correctness: l.finalCorrectness }));

  const questions = questionsOf(events);
  const keyById = new Map(key.map((k) => [k.questionId, k]));
  const score = safe2(key.reduce((sum, k) => sum + k.marks, 0));
  let withoutGuesses = score;
  for (const i of guesses) {
    const q = questions[i];
    const k = q ? keyById.get(q.questionId) : undefined;
    if (q && k) withoutGuesses -= k.marks - q.notAnswerMarks;
  }
  const scoreWithoutGuesses = safe2(withoutGuesses);

  const report: Omit<StrategyReport, 'sentences'> = {
    firstLook: accuracy(firstLook),
    revisit: accuracy(revisit),
    changes: {
      count: changed.length,
      wrongToRight: count('wrong_to_right'),
      rightToWrong: count('right_to_wrong'),
      wrongToWrong: count('wrong_to_wrong'),
      netMarks: safe2(netMarks),
    },
    reviews: { marked: marked.size, resolved: marked.size - unresolved, unresolved },
    time,
    whatIf: { guesses, score, scoreWithoutGuesses, delta: safe2(scoreWithoutGuesses - score) },
  };
  return { ...report, sentences: sentencesOf(report) };
};

// ---- the cohort ----

export type StrategyFigures = Omit<CohortStrategy, 'attempts'>;

/** The per-attempt figures the server keeps and averages over a test's attempts (CohortStrategy without `attempts`). */
export const strategyFigures = (report: StrategyReport): StrategyFigures => ({
  firstLookPercent: report.firstLook.percent,
  revisitPercent: report.revisit.percent,
  changeNetMarks: report.changes.netMarks,
  reviewResolvedPercent: percentOf(report.reviews.resolved, report.reviews.marked),
  guessDelta: report.whatIf.delta,
});

const relation = (mine: number, average: number, tolerance: number): 'above' | 'below' | 'the same as' =>
  Math.abs(mine - average) < tolerance ? 'the same as' : mine > average ? 'above' : 'below';

/**
 * Plain sentences setting the student's figures against the cohort's averages, one per figure both sides have (a
 * figure without a value on either side, e.g. no revisit answer, is left out). No sentence without a cohort.
 */
export const compareWithCohort = (report: StrategyReport, cohort: CohortStrategy): string[] => {
  if (!(cohort.attempts > 0)) return [];
  const mine = strategyFigures(report);
  const t = STRATEGY_TEXTS.cohort;
  const lines: string[] = [];
  const add = (field: keyof StrategyFigures, format: (n: number) => string, tolerance: number): void => {
    const a = mine[field];
    const b = cohort[field];
    if (a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b)) return;
    lines.push(t.line(t[field](format(a)), relation(a, b, tolerance), cohort.attempts, format(b)));
  };
  add('firstLookPercent', (n) => `${round1(n)}%`, 0.05);
  add('revisitPercent', (n) => `${round1(n)}%`, 0.05);
  add('changeNetMarks', (n) => signed(safe2(n)), 0.005);
  add('reviewResolvedPercent', (n) => `${round1(n)}%`, 0.05);
  add('guessDelta', (n) => signed(safe2(n)), 0.005);
  return lines;
};
