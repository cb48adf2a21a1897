// Subjective review: marks are numeric, capped at the sum of the question's part marks; the marks map per question
// is options (yes/no per part) and totalMark; /updatemarks-test sends them as marksoption.
//
// In review with testStatus 2 each part of a subjective question — each of its responseChoice entries,
// in order, worth its partMarks — is ticked yes or no. The total is the sum of the ticked parts' marks,
// capped at the sum of all part marks. The wire form of the ticks (marksoption, and the stored
// answerStatus) is 'NotAnswer' when every part is no, else the comma list 'yes,no,yes'.
// Marks are rounded to 2 decimals; negative or non-finite part marks count as 0.
import type { Question } from './test-data';

export type PartMark = 'yes' | 'no';

/** The marks map per question. */
export interface SubjectiveMarks {
  /** one per part, in the order of the question's responseChoice */
  options: PartMark[];
  totalMark: number;
}

export const NOT_ANSWER_OPTION = 'NotAnswer';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const partValue = (m: number): number => (Number.isFinite(m) ? Math.max(0, m) : 0);

/**
 * The most a subjective question can be given: the sum of its part marks; for a question without part
 * marks (no parts, or all 0) its correctAnswerMarks (never below 0).
 */
export const subjectiveCap = (question: Question): number => {
  const sum = round2(question.responseChoice.reduce((s, p) => s + partValue(p.partMarks), 0));
  return sum > 0 ? sum : Math.max(0, partValue(question.correctAnswerMarks));
};

/** Ticks fitted to the question's parts: missing entries are 'no', extra ones dropped. */
export const fitTicks = (question: Question, ticks: readonly PartMark[]): PartMark[] =>
  question.responseChoice.map((_, i) => (ticks[i] === 'yes' ? 'yes' : 'no'));

/** Sum of the ticked parts' marks, capped at subjectiveCap. */
export const ticksTotal = (question: Question, ticks: readonly PartMark[]): number => {
  const fitted = fitTicks(question, ticks);
  const sum = question.responseChoice.reduce((s, p, i) => s + (fitted[i] === 'yes' ? partValue(p.partMarks) : 0), 0);
  return round2(Math.min(sum, subjectiveCap(question)));
};

/** The marksoption / answerStatus text of the ticks: 'NotAnswer' when none is yes, else 'yes,no,...'. */
export const marksOption = (ticks: readonly PartMark[]): string =>
  ticks.some((t) => t === 'yes') ? ticks.join(',') : NOT_ANSWER_OPTION;

/**
 * Ticks from a stored answerStatus ('yes,no,yes', case and spaces ignored), one per part. Anything that is
 * not a yes/no list ('NotAnswer', 'Correct', '') gives all 'no'.
 */
export const parseTicks = (question: Question, answerStatus: string): PartMark[] => {
  const words = answerStatus.split(',').map((w) => w.trim().toLowerCase());
  const isList = words.length > 0 && words.every((w) => w === 'yes' || w === 'no');
  return fitTicks(question, isList ? (words as PartMark[]) : []);
};

/** The marks map of a question as stored: its parsed ticks, and its total from those ticks. */
export const storedMarks = (question: Question): SubjectiveMarks => {
  const options = parseTicks(question, question.answerStatus);
  return { options, totalMark: ticksTotal(question, options) };
};

/** The marks map after setting part `index` to `mark` (total recomputed from the ticks). */
export const tickPart = (question: Question, current: readonly PartMark[], index: number, mark: PartMark): SubjectiveMarks => {
  const options = fitTicks(question, current).map((t, i) => (i === index ? mark : t));
  return { options, totalMark: ticksTotal(question, options) };
};

/**
 * A typed marks value made valid: null when it is not a number (refused: '', 'abc', '1x',
 * NaN, ±Infinity); a negative number gives 0; above the cap gives the cap; else rounded to 2 decimals.
 */
export const capMarks = (value: string | number, question: Question): number | null => {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value.trim());
  if (!Number.isFinite(n)) return null;
  return round2(Math.min(Math.max(n, 0), subjectiveCap(question)));
};
