// Test analytics of one marked attempt.
// Input: questions already marked by the scorer (domain/test-engine/scoring.ts); this module only
// counts, sums and groups. Pure; the server computes /analytics with it.
import { scoreProgressBar, type ProgressBarObj, type Tone } from './bands';
import { hhmmss, minutes, percent, round2 } from './format';

export type Outcome = 'correct' | 'incorrect' | 'unattempted';

export interface MarkedQuestion {
  questionId: number | string;
  sectionId: number | string | null;
  sectionName: string;
  /** section names from the top level down to this question's section (nested sections) */
  sectionPath?: readonly string[];
  outcome: Outcome;
  /** marks awarded: negative for negative marking, a part of maxMarks for partial subjective marks */
  marks: number;
  /** full marks of the question (>= 0) */
  maxMarks: number;
  /** seconds */
  timeSpent: number;
  help: boolean;
}

/** A chart item (name, y, color); y is a count unless said otherwise. */
export interface PieItem {
  name: string;
  y: number;
  color: Tone;
}

export interface SectionNode {
  sectionName: string;
  /** names from the top level down to this node, for the breadcrumb and as a key */
  path: string[];
  totalQuestion: number;
  correctQuestions: number;
  incorrectQuestions: number;
  unattemptedQuestions: number;
  /** each of the three counts as a percentage of totalQuestion */
  correctPercentage: number;
  incorrectPercentage: number;
  unattemptedPercentage: number;
  /** sectionScore as a percentage of sectionTotalScore: the badge and the score colour */
  percentage: number;
  /** seconds spent on the section's questions, its children's included */
  timeSpent: number;
  timeSpentLabel: string;
  sectionScore: number;
  sectionTotalScore: number;
  children: SectionNode[];
}

export interface AttemptSummary {
  fullMarks: number;
  marksObtain: number;
  percentageMarks: number;
  totalQuestion: number;
  /** correct answers, partially credited ones included (see countedOutcome) */
  correctAnswers: number;
  /** how many of correctAnswers earned only part of their marks */
  partialAnswers: number;
  incorrectAnswers: number;
  unattemptedAnswers: number;
  /** N of the card "-N marks": marks lost on incorrect answers, as a number >= 0 */
  incorrectMarks: number;
  /** correct as a percentage of attempted (correct + incorrect) */
  accuracy: number;
  helpCounter: number;
  totalTime: number;
  totalTimeLabel: string;
  timeSpent: number;
  timeSpentMinutes: number;
  spentTimeLabel: string;
  timeRemaining: number;
  timeRemainingLabel: string;
  timeTakenPercent: number;
  timeRemainingPercent: number;
  /** seconds per question of the test */
  averageSpeedPerQuestion: number;
  averageSpeedPerQuestionLabel: string;
  progressBarObj: ProgressBarObj;
  overallPerformanceList: PieItem[];
  sectionSet: SectionNode[];
}

const OUTCOMES: readonly Outcome[] = ['correct', 'incorrect', 'unattempted'];

/**
 * Checks every question (finite numbers, marks <= maxMarks, time >= 0, unique ids, an unattempted
 * question earns no positive marks) and throws a RangeError naming the first bad one.
 */
export const assertMarkedQuestions = (questions: readonly MarkedQuestion[]): void => {
  const seen = new Set<string>();
  for (const q of questions) {
    const where = `question ${String(q.questionId)}`;
    const fail = (why: string): never => { throw new RangeError(`${where}: ${why}`); };
    const id = String(q.questionId);
    if (seen.has(id)) fail('duplicate questionId');
    seen.add(id);
    if (!OUTCOMES.includes(q.outcome)) fail(`unknown outcome '${String(q.outcome)}'`);
    if (!Number.isFinite(q.maxMarks) || q.maxMarks < 0) fail(`maxMarks must be a finite number >= 0, got ${q.maxMarks}`);
    if (!Number.isFinite(q.marks) || q.marks > q.maxMarks) fail(`marks must be finite and at most maxMarks, got ${q.marks} of ${q.maxMarks}`);
    if (q.outcome === 'unattempted' && q.marks > 0) fail('an unattempted question cannot earn marks');
    if (!Number.isFinite(q.timeSpent) || q.timeSpent < 0) fail(`timeSpent must be a finite number >= 0, got ${q.timeSpent}`);
    if (q.sectionPath?.some((name) => typeof name !== 'string' || name.trim() === '')) fail('sectionPath holds an empty name');
  }
};

/**
 * The outcome a question is counted under. The scorer's outcome, except for partial credit: an
 * attempted answer with 0 < marks < maxMarks (a subjective answer with some parts ticked yes, or
 * any partially marked answer) counts as correct — it is an answer that earned marks — in the
 * correct/incorrect/unattempted counts, in accuracy and in the donuts. Its marks stay partial, so
 * marksObtain and the percentages tell the difference, and `partialAnswers` counts them.
 * An answer marked 0 (all parts no) keeps the scorer's outcome, normally 'incorrect'.
 */
export const countedOutcome = (q: MarkedQuestion): Outcome => (isPartial(q) ? 'correct' : q.outcome);

const isPartial = (q: MarkedQuestion): boolean => q.outcome !== 'unattempted' && q.marks > 0 && q.marks < q.maxMarks;

/** The sections a question sits in, top level first; [] for a test without sections. */
const pathOf = (q: MarkedQuestion): readonly string[] =>
  q.sectionPath ?? (q.sectionName.trim() === '' ? [] : [q.sectionName]);

interface Tally {
  total: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  time: number;
  score: number;
  max: number;
}

const emptyTally = (): Tally => ({ total: 0, correct: 0, incorrect: 0, unattempted: 0, time: 0, score: 0, max: 0 });

const add = (t: Tally, q: MarkedQuestion): void => {
  t.total += 1;
  t[countedOutcome(q)] += 1;
  t.time += q.timeSpent;
  t.score += q.marks;
  t.max += q.maxMarks;
};

interface SectionAcc { name: string; path: string[]; tally: Tally; children: SectionAcc[] }

/**
 * The section tree: one node per distinct path prefix, identified by section names (two sibling
 * sections with the same name are one node), in order of first appearance. A node's numbers cover
 * its own questions and all its descendants'. Questions without a section are in no node.
 */
const sectionTree = (questions: readonly MarkedQuestion[]): SectionNode[] => {
  const roots: SectionAcc[] = [];
  const byKey = new Map<string, SectionAcc>();
  for (const q of questions) {
    let siblings = roots;
    const path = pathOf(q);
    path.forEach((name, i) => {
      const nodePath = path.slice(0, i + 1);
      const key = nodePath.join('\u0000');
      let node = byKey.get(key);
      if (!node) {
        node = { name, path: nodePath, tally: emptyTally(), children: [] };
        byKey.set(key, node);
        siblings.push(node);
      }
      add(node.tally, q);
      siblings = node.children;
    });
  }
  const toNode = ({ name, path, tally: t, children }: SectionAcc): SectionNode => {
    const score = round2(t.score);
    const max = round2(t.max);
    return {
      sectionName: name,
      path,
      totalQuestion: t.total,
      correctQuestions: t.correct,
      incorrectQuestions: t.incorrect,
      unattemptedQuestions: t.unattempted,
      correctPercentage: percent(t.correct, t.total),
      incorrectPercentage: percent(t.incorrect, t.total),
      unattemptedPercentage: percent(t.unattempted, t.total),
      percentage: percent(score, max),
      timeSpent: t.time,
      timeSpentLabel: hhmmss(t.time),
      sectionScore: score,
      sectionTotalScore: max,
      children: children.map(toNode),
    };
  };
  return roots.map(toNode);
};

export interface AttemptInput {
  questions: readonly MarkedQuestion[];
  /** seconds allowed for the test; 0 for an untimed test */
  totalTime: number;
  /**
   * seconds the student spent, when the attempt recorded it (totalTime - remainingTime);
   * defaults to the sum of the questions' times
   */
  timeSpent?: number;
}

/**
 * The numbers of the test analytics screen.
 * - Marks: fullMarks = Σ maxMarks, marksObtain = Σ marks (negative, unattempted and partial marks
 *   included), both rounded to 2 decimals; percentageMarks = percent(marksObtain, fullMarks), which
 *   is negative when negative marks outweigh the rest.
 * - Time: timeRemaining = max(0, totalTime - timeSpent); timeTakenPercent = the part of totalTime
 *   used, capped at 100; timeRemainingPercent = 100 - timeTakenPercent. An untimed test
 *   (totalTime 0) has both percentages 0. averageSpeedPerQuestion = timeSpent / totalQuestion
 *   (every question of the test, since a skipped one also took reading time), 0 without questions.
 */
export const summarizeAttempt = ({ questions, totalTime, timeSpent }: AttemptInput): AttemptSummary => {
  assertMarkedQuestions(questions);
  if (!Number.isFinite(totalTime) || totalTime < 0) throw new RangeError(`totalTime must be a finite number >= 0, got ${totalTime}`);
  if (timeSpent !== undefined && (!Number.isFinite(timeSpent) || timeSpent < 0)) {
    throw new RangeError(`timeSpent must be a finite number >= 0, got ${timeSpent}`);
  }
  const t = emptyTally();
  let lost = 0;
  let partialAnswers = 0;
  let helpCounter = 0;
  for (const q of questions) {
    add(t, q);
    if (countedOutcome(q) === 'incorrect') lost += Math.min(0, q.marks);
    if (isPartial(q)) partialAnswers += 1;
    if (q.help) helpCounter += 1;
  }
  const spent = timeSpent ?? t.time;
  const fullMarks = round2(t.max);
  const marksObtain = round2(t.score);
  const percentageMarks = percent(marksObtain, fullMarks);
  const timeTakenPercent = totalTime === 0 ? 0 : percent(Math.min(spent, totalTime), totalTime);
  const timeRemaining = Math.max(0, totalTime - spent);
  const averageSpeedPerQuestion = t.total === 0 ? 0 : round2(spent / t.total);
  return {
    fullMarks,
    marksObtain,
    percentageMarks,
    totalQuestion: t.total,
    correctAnswers: t.correct,
    partialAnswers,
    incorrectAnswers: t.incorrect,
    unattemptedAnswers: t.unattempted,
    incorrectMarks: round2(-lost),
    accuracy: percent(t.correct, t.correct + t.incorrect),
    helpCounter,
    totalTime,
    totalTimeLabel: hhmmss(totalTime),
    timeSpent: spent,
    timeSpentMinutes: minutes(spent),
    spentTimeLabel: hhmmss(spent),
    timeRemaining,
    timeRemainingLabel: hhmmss(timeRemaining),
    timeTakenPercent,
    timeRemainingPercent: totalTime === 0 ? 0 : round2(100 - timeTakenPercent),
    averageSpeedPerQuestion,
    averageSpeedPerQuestionLabel: hhmmss(averageSpeedPerQuestion),
    progressBarObj: scoreProgressBar(percentageMarks),
    overallPerformanceList: outcomeItems(t),
    sectionSet: sectionTree(questions),
  };
};

/** Correct / Incorrect / Unattempted counts as donut items (green, red, grey). */
export const outcomeItems = (t: { correct: number; incorrect: number; unattempted: number }): PieItem[] => [
  { name: 'Correct', y: t.correct, color: 'green' },
  { name: 'Incorrect', y: t.incorrect, color: 'red' },
  { name: 'Unattempted', y: t.unattempted, color: 'grey' },
];
