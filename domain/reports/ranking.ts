// Class rank, percentile and the topper of a test (the comparative study: rank, totalStudent,
// percentile, topperCompare). Pure; the server passes the scores of everyone who took the same test, or their
// count per score (rankAmongGroups).
import { minutes, mmss, round2 } from './format';

export interface RankResult {
  /** 1 = best */
  rank: number;
  totalStudent: number;
  percentile: number;
}

const assertFinite = (what: string, x: number): void => {
  if (!Number.isFinite(x)) throw new RangeError(`${what} must be a finite number, got ${x}`);
};

/** How many students scored strictly more and strictly less than the viewer, and how many took the test in all. */
export interface RankCounts {
  above: number;
  below: number;
  /** every student who took the test, the viewer included (so >= 1, and >= above + below + 1) */
  total: number;
}

const assertCount = (what: string, x: number): void => {
  if (!Number.isInteger(x) || x < 0) throw new RangeError(`${what} must be a whole number >= 0, got ${x}`);
};

/**
 * The rule of rank and percentile, from the counts around the viewer (the one definition: rankAndPercentile and
 * rankAmongGroups count, this ranks).
 * - Rank: standard competition ranking ("1224"): 1 + the number of students who scored strictly more. Equal scores
 *   share a rank and the next rank is skipped. Time spent does NOT break ties: the rank is about marks, and two
 *   students with the same marks rank the same.
 * - Percentile: the percentage of the OTHER students who scored strictly below, rounded to 2 decimals. Ties are not
 *   below, so two students sharing the top score out of 4 get 66.67.
 * - A single taker is rank 1 of 1 with percentile 100 (no one to compare with; shown as the top).
 */
export const rankFromCounts = ({ above, below, total }: RankCounts): RankResult => {
  assertCount('above', above);
  assertCount('below', below);
  assertCount('total', total);
  if (total < 1 || above + below > total - 1) throw new RangeError(`counts out of range: ${above} above, ${below} below, ${total} in all`);
  const others = total - 1;
  return {
    rank: above + 1,
    totalStudent: total,
    percentile: others === 0 ? 100 : round2((below * 100) / others),
  };
};

/**
 * Rank and percentile of `myScore` among `allScores`, one score per student who took the test, the
 * viewer's own included (so allScores must contain myScore; a RangeError otherwise). The rule: rankFromCounts.
 * Scores are compared exactly as given (summarizeAttempt rounds them to 2 decimals).
 */
export const rankAndPercentile = (myScore: number, allScores: readonly number[]): RankResult => {
  assertFinite('myScore', myScore);
  allScores.forEach((s, i) => assertFinite(`allScores[${i}]`, s));
  if (!allScores.includes(myScore)) throw new RangeError('allScores must include myScore');
  return rankFromCounts({
    above: allScores.filter((s) => s > myScore).length,
    below: allScores.filter((s) => s < myScore).length,
    total: allScores.length,
  });
};

/** `students` students who scored `score` (one row of a count of students per score). */
export interface ScoreGroup {
  score: number;
  students: number;
}

/**
 * Rank and percentile of `myScore` against the OTHER students' scores given as groups of equal scores (e.g. a count
 * of students per mark), the viewer counted once besides them: the same as rankAndPercentile(myScore, [myScore,
 * ...each group's score repeated `students` times]), in O(groups) whatever the number of students. A score may
 * appear in more than one group; a group of 0 students counts for nothing.
 */
export const rankAmongGroups = (myScore: number, others: readonly ScoreGroup[]): RankResult => {
  assertFinite('myScore', myScore);
  let above = 0;
  let below = 0;
  let total = 1;
  others.forEach((g, i) => {
    assertFinite(`others[${i}].score`, g.score);
    assertCount(`others[${i}].students`, g.students);
    if (g.score > myScore) above += g.students;
    else if (g.score < myScore) below += g.students;
    total += g.students;
  });
  return rankFromCounts({ above, below, total });
};

export interface RankedAttempt {
  score: number;
  /** seconds */
  timeSpent: number;
  /** submit time, epoch ms */
  submittedAt: number;
}

/**
 * The topper: the best score; equal scores go to the least time spent, then to the earliest submit,
 * then to the first in the list. null when there are no attempts.
 */
export const topperOf = <T extends RankedAttempt>(attempts: readonly T[]): T | null => {
  let best: T | null = null;
  for (const [i, a] of attempts.entries()) {
    assertFinite(`attempts[${i}].score`, a.score);
    assertFinite(`attempts[${i}].timeSpent`, a.timeSpent);
    assertFinite(`attempts[${i}].submittedAt`, a.submittedAt);
    const better = best === null
      || a.score > best.score
      || (a.score === best.score && (a.timeSpent < best.timeSpent
        || (a.timeSpent === best.timeSpent && a.submittedAt < best.submittedAt)));
    if (better) best = a;
  }
  return best;
};

/** The numbers of one side of the comparison; an AttemptSummary fits. */
export interface CompareSide {
  marksObtain: number;
  /** seconds */
  timeSpent: number;
  correctAnswers: number;
  incorrectAnswers: number;
  unattemptedAnswers: number;
}

export interface TopperCompareRow {
  title: 'You' | 'Topper';
  score: number;
  /** mm:ss */
  timeSpent: string;
  /** minutes rounded to 2 decimals, for the 'Time Spent (min)' bars (shown with 2 decimals) */
  timeSpentMinutes: number;
  correctQuestions: number;
  incorrectQuestions: number;
  unattemptedQuestions: number;
}

const row = (title: TopperCompareRow['title'], s: CompareSide): TopperCompareRow => ({
  title,
  score: s.marksObtain,
  timeSpent: mmss(s.timeSpent),
  timeSpentMinutes: minutes(s.timeSpent),
  correctQuestions: s.correctAnswers,
  incorrectQuestions: s.incorrectAnswers,
  unattemptedQuestions: s.unattemptedAnswers,
});

/** topperCompare: the viewer's row, then the topper's. */
export const topperCompare = (you: CompareSide, topper: CompareSide): TopperCompareRow[] =>
  [row('You', you), row('Topper', topper)];
