// Learning analytics of a Learning Session: tiles, the three
// donuts Overall / With Help / Without Help, and the progress bar. Pure; shared with the server.
import { learningProgressBar, type ProgressBarObj } from './bands';
import { assertMarkedQuestions, countedOutcome, outcomeItems, type MarkedQuestion, type PieItem } from './attempt-summary';
import { percent } from './format';

export interface LearningSummary {
  totalQuestion: number;
  /** questions on which help was used */
  helpCounter: number;
  correctQuestion: number;
  incorrectQuestion: number;
  unattemptedQuestion: number;
  /** Correct / Incorrect / Unattempted counts over all questions, over those with help, without help */
  overallResultList: PieItem[];
  resultWithHelpList: PieItem[];
  resultWithoutHelpList: PieItem[];
  progressBarObj: ProgressBarObj;
}

const tally = (questions: readonly MarkedQuestion[]) => {
  const t = { correct: 0, incorrect: 0, unattempted: 0 };
  for (const q of questions) t[countedOutcome(q)] += 1;
  return t;
};

/**
 * The progress bar shows the share of questions answered correctly (correct / total, partial credit
 * counted as correct as in countedOutcome), since a learning session shows no marks. It reads
 * 'Not upto mark. Continue Learning' below the course benchmark, 60 by default (learningProgressBar).
 */
export const summarizeLearning = (questions: readonly MarkedQuestion[], benchmark?: number | null): LearningSummary => {
  assertMarkedQuestions(questions);
  const all = tally(questions);
  return {
    totalQuestion: questions.length,
    helpCounter: questions.filter((q) => q.help).length,
    correctQuestion: all.correct,
    incorrectQuestion: all.incorrect,
    unattemptedQuestion: all.unattempted,
    overallResultList: outcomeItems(all),
    resultWithHelpList: outcomeItems(tally(questions.filter((q) => q.help))),
    resultWithoutHelpList: outcomeItems(tally(questions.filter((q) => !q.help))),
    progressBarObj: learningProgressBar(percent(all.correct, questions.length), benchmark),
  };
};
