// The attempt timeline (issue 18, docs/attempt-timeline.md): a submitted attempt's event log, already upcast, folded
// with the engine's own evolve, and what happened on the way: the visits of each question, the answers with their
// correctness against the answer key, review marks and help, pauses and idle stretches, section switches, and per
// question the time, the final correctness and the review mark at the submit. Pure; no status rule is restated here:
// statuses, responses, times and sections are read from the folded state.
//
// Answers (docs/product-decisions.md "Likely guess"):
// - An answer is a change of a question's response: AnswerGiven, AnswerCleared, and ImageUploaded / ImageRemoved (an
//   image is part of a subjective answer; subjective answers are never judged, their correctness is 'unknown').
// - An answer built in steps counts once: the simulator records every toggle of a multi-select question and every
//   keystroke of a text-entry or subjective answer, so consecutive edits of one such question with no other event
//   between them are one answer, at the time of the last edit. A single-choice click is a whole answer each time,
//   and a clear is never merged with the edits before it.
// - An edit that leaves the response as it was (the same option again, a clear of an empty answer) is no answer.
// - A CHANGE is an answer given while a non-empty answer was in place (the previous non-empty answer): its `effect`
//   compares the two. A clear is a change to no answer: 'right_to_wrong' after a right answer (the marks are lost),
//   'wrong_to_wrong' after a wrong one (still not right; under negative marking its marksDelta shows the penalty
//   won back). An answer given after a clear replaces nothing: it has no effect (the clear was the change).
// - marksDelta = marks of the answer - marks of the response in place (not answered marks after a clear), with
//   scoring.ts marksFor; 0 for the first answer of a question and whenever correctness is 'unknown'. So the deltas
//   of one question add up to marks(final answer) - marks(first non-empty answer).
import type { StoredTestEvent, TestEvent } from '../test-engine/events';
import { evolveEvent } from '../test-engine/evolve';
import { EMPTY_RESPONSE, isEmptyResponse, type QuestionResponse, type QuestionStatus } from '../test-engine/question-response';
import { fold } from '../test-engine/replay';
import { normaliseResponse } from '../test-engine/responses';
import { isCorrectAnswer, marksFor } from '../test-engine/scoring';
import { initialState, type TestState } from '../test-engine/state';
import type { Question } from '../test-engine/test-data';
import { questionTimeMs, remainingSeconds } from '../test-engine/timers';
import type {
  AnswerKeyEntry, AttemptTimeline, ChangeEffect, Correctness, PaletteAtMoment, TimelineAnswer, TimelineFact, TimelineGap,
  TimelineLane, TimelineMark, TimelineSection, TimelineSectionSwitch, TimelineVisit,
} from './attempt-timeline-types';
import { round2 } from './format';

/**
 * A stretch this long (ms) or longer with no event at all, outside a pause, is an idle gap: 3 minutes, longer than
 * reading and solving a hard question takes without a click (a 3-hour, 90-question paper allows 2 minutes a question),
 * so the bands mark time away from the test rather than thought (docs/product-decisions.md "Idle gap").
 */
export const IDLE_GAP_MS = 180_000;

// ---- judging an answer against the key ----

/** A question of the log with its key: `keyed` is the question with the key's correctResponse, null when not judged. */
interface Judge {
  question: Question;
  keyed: Question | null;
}

const judgesOf = (questions: readonly Question[], key: readonly AnswerKeyEntry[]): Judge[] => {
  const byId = new Map(key.map((k) => [k.questionId, k]));
  return questions.map((question) => {
    const k = byId.get(question.questionId);
    const judged = question.kind !== 'subjective' && k !== undefined && k.correctResponse.trim() !== '';
    return { question, keyed: judged ? { ...question, correctResponse: k.correctResponse } : null };
  });
};

const isEmptyAnswer = (question: Question, r: QuestionResponse): boolean => isEmptyResponse(normaliseResponse(question.kind, r));

const correctnessOf = (j: Judge | undefined, r: QuestionResponse): Correctness => {
  if (!j) return 'unknown';
  if (isEmptyAnswer(j.question, r)) return 'empty';
  if (!j.keyed) return 'unknown';
  return isCorrectAnswer(j.keyed, r) ? 'right' : 'wrong';
};

/** Marks of an answer of this correctness (scoring.ts marksFor); null when it cannot be known. */
const marksOf = (j: Judge, c: Correctness): number | null =>
  c === 'right' ? marksFor(j.question, 'Correct')
  : c === 'wrong' ? marksFor(j.question, 'Incorrect')
  : c === 'empty' ? marksFor(j.question, 'NotAnswer')
  : null;

/** What replacing an answer of correctness `from` (never 'empty') by one of correctness `to` did. */
const effectOf = (from: Correctness, to: Correctness): ChangeEffect => {
  if (from === 'unknown' || from === 'empty' || to === 'unknown') return 'unknown';
  if (to === 'right') return from === 'right' ? 'right_to_right' : 'wrong_to_right';
  return from === 'right' ? 'right_to_wrong' : 'wrong_to_wrong'; // a wrong answer, or a clear
};

const safeRound2 = (n: number): number => (Number.isFinite(n) ? round2(n) : 0);

/** Two responses are the same answer (multi-select ids in any order, case-insensitively). */
const sameAnswer = (question: Question, a: QuestionResponse, b: QuestionResponse): boolean => {
  const x = normaliseResponse(question.kind, a);
  const y = normaliseResponse(question.kind, b);
  if (x.fileName !== y.fileName || x.url !== y.url || x.values.length !== y.values.length) return false;
  if (question.kind !== 'multi') return x.values.every((v, i) => v === y.values[i]);
  const ys = new Set(y.values.map((v) => v.toLowerCase()));
  return x.values.every((v) => ys.has(v.toLowerCase()));
};

/** Answers built in steps (merged while no other event comes between). */
const isStepwise = (question: Question): boolean => question.kind !== 'single';

// ---- the events' questions ----

/** The question whose response the event edits, or -1. */
const editedQuestion = (e: TestEvent): number => {
  switch (e.type) {
    case 'AnswerGiven': case 'AnswerCleared': case 'ImageUploaded': case 'ImageRemoved': return e.data.index;
    default: return -1;
  }
};

/** The question whose status the event may change (answers, review, help), or -1. */
const touchedQuestion = (e: TestEvent): number =>
  e.type === 'ReviewToggled' || e.type === 'HelpUsed' ? e.data.index : editedQuestion(e);

/** Marked for review (the two statuses onToggleReview marks; question-status.ts keeps its own isMarked private). */
const isMarkedStatus = (s: QuestionStatus | undefined): boolean => s === 'marked_for_review' || s === 'answered_and_review';

// ---- lanes and sections from a folded state ----

const lanesOf = (s: TestState, judges: readonly Judge[], now: number): TimelineLane[] =>
  s.test.questionSet.map((q, i) => ({
    index: i,
    questionId: q.questionId,
    label: `Q${i + 1}`,
    sectionIndex: s.layout.sectionOf[i] ?? -1,
    timeMs: questionTimeMs(s, i, now),
    finalCorrectness: correctnessOf(judges[i], s.questions[i]?.response ?? EMPTY_RESPONSE),
    reviewAtSubmit: isMarkedStatus(s.questions[i]?.status),
  }));

const sectionsOf = (s: TestState): TimelineSection[] =>
  s.layout.sectionsByRank.map((si) => ({
    index: si,
    name: s.test.sectionSet[si]?.sectionName ?? '',
    questions: s.layout.order.filter((qi) => s.layout.sectionOf[qi] === si),
  }));

const emptyTimeline = (): AttemptTimeline => ({
  startAt: 0, endAt: 0, lanes: [], sections: [], visits: [], answers: [], marks: [], gaps: [], sectionSwitches: [], facts: [],
});

// ---- the fold ----

/** Facts made by one event keep this order among themselves (the sort key is (time, event * 8 + slot)). */
const SLOT = { section: 0, visit: 1, answer: 2, mark: 3, paused: 4, submitted: 5, idle: 6 } as const;

interface Edit {
  index: number;
  /** the response in place before the first edit */
  from: QuestionResponse;
  at: number;
  ord: number;
}

/**
 * The timeline of an attempt's log (events already upcast to their current versions) against its answer key.
 * An empty log gives an empty timeline. endAt is the TestSubmitted's `at`, else the last event's; the lanes are read
 * at the submit (or at the end of the log).
 */
export const attemptTimeline = (events: readonly StoredTestEvent[], key: readonly AnswerKeyEntry[]): AttemptTimeline => {
  if (events.length === 0) return emptyTimeline();
  const endAt = events.find((e) => e.event.type === 'TestSubmitted')?.at ?? events[events.length - 1].at;
  const visits: TimelineVisit[] = [];
  const answers: TimelineAnswer[] = [];
  const marks: TimelineMark[] = [];
  const gaps: TimelineGap[] = [];
  const sectionSwitches: TimelineSectionSwitch[] = [];
  const keyed: { t: number; ord: number; fact: TimelineFact }[] = [];
  const fact = (t: number, ord: number, f: TimelineFact): void => { keyed.push({ t, ord, fact: f }); };

  // transient fold (as replay's fold): this function owns every intermediate state and keeps none of them
  let s: TestState = { ...initialState(), questions: [] };
  let judges: Judge[] = [];
  let firstSight: number[] = [];
  /** a non-empty answer was in place at some moment (the loaded responses count) */
  let answeredOnce: boolean[] = [];
  let open: { visit: TimelineVisit; ord: number } | null = null;
  let pausedFrom: { at: number; ord: number } | null = null;
  let edit: Edit | null = null;
  let lanes: TimelineLane[] | null = null;

  /** Records the edit as an answer, reading the response from the state after its last event. */
  const flush = (e: Edit): void => {
    const j = judges[e.index];
    const q = s.questions[e.index];
    if (!j || !q || sameAnswer(j.question, e.from, q.response)) return;
    const c = correctnessOf(j, q.response);
    const before = correctnessOf(j, e.from);
    const mNew = marksOf(j, c);
    const mOld = marksOf(j, before);
    const a: TimelineAnswer = {
      index: e.index,
      at: e.at,
      cleared: c === 'empty',
      correctness: c,
      marksDelta: answeredOnce[e.index] && mNew !== null && mOld !== null ? safeRound2(mNew - mOld) : 0,
      sinceFirstSightMs: firstSight[e.index] >= 0 ? Math.max(0, e.at - firstSight[e.index]) : 0,
    };
    if (before !== 'empty') a.effect = effectOf(before, c);
    if (c !== 'empty') answeredOnce[e.index] = true;
    answers.push(a);
    fact(a.at, e.ord, { kind: 'answer', answer: a });
  };

  const closeVisit = (to: number): void => {
    if (!open) return;
    open.visit.to = Math.max(open.visit.from, to);
    const { index, from } = open.visit;
    fact(from, open.ord, { kind: 'visit', index, from, to: open.visit.to });
    open = null;
  };

  const mark = (index: number, at: number, ord: number, kind: TimelineMark['kind']): void => {
    const m: TimelineMark = { index, at, kind };
    marks.push(m);
    fact(at, ord, { kind: 'mark', mark: m });
  };

  for (let k = 0; k < events.length; k++) {
    const { event: e, at } = events[k];
    const ord = k * 8;
    const edited = editedQuestion(e);
    // an answer built in steps ends with any event that does not continue it
    if (edit && !(edited === edit.index && e.type !== 'AnswerCleared')) {
      flush(edit);
      edit = null;
    }
    if (k > 0 && !s.paused && at - events[k - 1].at >= IDLE_GAP_MS) {
      const gap: TimelineGap = { from: events[k - 1].at, to: at, kind: 'idle' };
      gaps.push(gap);
      fact(gap.from, ord - 8 + SLOT.idle, { kind: 'gap', gap });
    }
    const before = { section: s.currentSection, paused: s.paused };
    const touched = touchedQuestion(e);
    const markedBefore = isMarkedStatus(s.questions[touched]?.status);
    if (edited >= 0 && !edit && s.questions[edited]) edit = { index: edited, from: s.questions[edited].response, at, ord };

    s = evolveEvent(s, e, at, true);

    if (e.type === 'TestLoaded') {
      judges = judgesOf(s.test.questionSet, key);
      firstSight = judges.map(() => -1);
      answeredOnce = judges.map((j, i) => !isEmptyAnswer(j.question, s.questions[i]?.response ?? EMPTY_RESPONSE));
    }
    if (edit && edited === edit.index) {
      edit.at = at;
      edit.ord = ord + SLOT.answer;
      const j = judges[edited];
      if (!j || !isStepwise(j.question) || e.type === 'AnswerCleared') {
        flush(edit);
        edit = null;
      }
    }
    // visits: a question is visited while it is current and its time runs (the engine's arrivedAt)
    const running = s.loaded && s.arrivedAt !== null && s.questions[s.currentIndex] !== undefined;
    if (open && (!running || s.currentIndex !== open.visit.index)) closeVisit(at);
    if (!open && running) {
      const visit: TimelineVisit = { index: s.currentIndex, from: at, to: at };
      visits.push(visit);
      open = { visit, ord: ord + SLOT.visit };
      if (firstSight[visit.index] < 0) firstSight[visit.index] = at;
    }
    if (touched >= 0 && s.questions[touched]) {
      if (e.type === 'HelpUsed') mark(touched, at, ord + SLOT.mark, 'help');
      const markedAfter = isMarkedStatus(s.questions[touched].status);
      if (markedAfter !== markedBefore) mark(touched, at, ord + SLOT.mark, markedAfter ? 'review_on' : 'review_off');
    }
    if (e.type === 'SectionEntered') {
      const change: TimelineSectionSwitch = { at, fromSection: before.section, toSection: e.data.sectionIndex, cause: e.data.cause };
      sectionSwitches.push(change);
      fact(at, ord + SLOT.section, { kind: 'section', change });
    }
    if (!before.paused && s.paused) pausedFrom = { at, ord: ord + SLOT.paused };
    else if (before.paused && !s.paused && pausedFrom) {
      const gap: TimelineGap = { from: pausedFrom.at, to: at, kind: 'paused' };
      gaps.push(gap);
      fact(gap.from, pausedFrom.ord, { kind: 'gap', gap });
      pausedFrom = null;
    }
    if (e.type === 'TestSubmitted') {
      fact(at, ord + SLOT.submitted, { kind: 'submitted', at, reason: e.data.reason });
      lanes ??= lanesOf(s, judges, at);
    }
  }
  if (edit) flush(edit);
  closeVisit(endAt);
  if (pausedFrom) {
    const gap: TimelineGap = { from: pausedFrom.at, to: Math.max(pausedFrom.at, endAt), kind: 'paused' };
    gaps.push(gap);
    fact(gap.from, pausedFrom.ord, { kind: 'gap', gap });
  }
  gaps.sort((a, b) => a.from - b.from);
  keyed.sort((a, b) => a.t - b.t || a.ord - b.ord);
  return {
    startAt: events[0].at,
    endAt,
    lanes: lanes ?? lanesOf(s, judges, endAt),
    sections: sectionsOf(s),
    visits,
    answers,
    marks,
    gaps,
    sectionSwitches,
    facts: keyed.map((f) => f.fact),
  };
};

// ---- the palette at a moment (the scrubber) ----

/** How many events happened at or before `at` (the log's `at` never decreases). */
const countUpTo = (events: readonly StoredTestEvent[], at: number): number => {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid].at <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * The palette as it was at `at`: the fold (replay.ts fold) of every event with `at` <= the moment. Before the first
 * event (or before the test loaded): currentIndex -1, no statuses, no timer. Folding a 3-hour, 300-question log
 * (3,030 events) from the start takes under a millisecond, so the scrubber needs no checkpoints.
 */
export const paletteAt = (events: readonly StoredTestEvent[], at: number): PaletteAtMoment => {
  const n = countUpTo(events, at);
  if (n === 0) return { at, currentIndex: -1, statuses: [], remainingSeconds: null };
  const s = fold(n === events.length ? events : events.slice(0, n));
  return {
    at,
    currentIndex: s.loaded ? s.currentIndex : -1,
    statuses: s.questions.map((q) => q.status),
    remainingSeconds: s.loaded ? remainingSeconds(s, at) : null,
  };
};
