// Marks of a test attempt (the questions' marks fields and answerStatus; default marking +1 / -0.25 / 0).
// Pure and DOM-free: the simulator shows it and the Node server marks /testsubmit with it.
//
// Rules
// - Objective (single, multi): correct when the SET of chosen ids equals the set in correctResponse
//   ('~'-joined), compared case-insensitively and order-free. A multi-select answer that is only partly
//   right is wrong (no partial credit).
// - Text entry: the trimmed text equals the key case-insensitively; for Integer-Type, numerically when both
//   parse as numbers ('007' = '7', '2.50' = '2.5'). A '~' in the key of a text question lists alternatives.
// - correct -> correctAnswerMarks; wrong -> -|incorrectAnswerMarks|; not answered -> notAnswerMarks.
//   Negative marking: test data carries the incorrect marks with their sign (e.g. incorrectAnswerMarks -0.25,
//   "-0.25 incorrect"), while list/topic test fields carry magnitudes. We
//   therefore read incorrectAnswerMarks as the MAGNITUDE of the penalty: -0.25 and 0.25 both cost 0.25,
//   and a wrong answer never gains marks. notAnswerMarks is used as stored (normally 0).
// - An objective question with no key (correctResponse '' — the key is not sent to the simulator) cannot be
//   judged here: it keeps a stored 'Correct'/'Incorrect' answerStatus and marks, else counts as Incorrect
//   with no marks either way; `keyMissing` flags it.
// - Subjective questions are not auto-scored: their marks come from review (subjective-review.ts), i.e. the
//   question's stored `marks` or options.subjectiveMarks, capped to 0..cap. answerStatus: NotAnswer when
//   empty, Correct when the review gave marks (full or partial — `partial` tells), else Incorrect.
// - Full marks: correctAnswerMarks; for a subjective question the sum of its part marks (correctAnswerMarks
//   when it has no part marks).
import { EMPTY_RESPONSE, isEmptyResponse, type QuestionResponse } from './question-response';
import { normaliseMultiIds, normaliseResponse } from './responses';
import { subjectiveCap } from './subjective-review';
import { INTEGER_TYPE, type Question, type QuestionKind, type TestData } from './test-data';

export type AnswerStatus = 'Correct' | 'Incorrect' | 'NotAnswer';

export interface QuestionScore {
  questionId: number;
  /** position in test.questionSet */
  index: number;
  kind: QuestionKind;
  /** the section the question is counted in (null when none) */
  sectionId: number | null;
  answerStatus: AnswerStatus;
  /** marks awarded (negative for negative marking) */
  marks: number;
  /** full marks of the question */
  maxMarks: number;
  /** false for subjective questions: marks came from review */
  autoScored: boolean;
  /** subjective: 0 < marks < maxMarks */
  partial: boolean;
  /** objective question without a key (correctResponse '') */
  keyMissing: boolean;
}

export interface ScoreTotals {
  totalQuestions: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  /** subjective answers that earned part of their marks (also counted in correct) */
  partial: number;
  marksObtained: number;
  fullMarks: number;
}

export interface SectionScore extends ScoreTotals {
  sectionId: number;
  sectionName: string;
}

export interface TestScore {
  questions: QuestionScore[];
  /** one per test.sectionSet entry, in sectionOrder */
  sections: SectionScore[];
  totals: ScoreTotals;
}

export interface ScoreOptions {
  /** review marks per questionId for subjective questions, overriding the stored question.marks */
  subjectiveMarks?: ReadonlyMap<number, number>;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

const keySet = (ids: readonly string[]): Set<string> => new Set(ids.map((id) => id.toLowerCase()));

const sameSet = (a: Set<string>, b: Set<string>): boolean => a.size === b.size && [...a].every((x) => b.has(x));

const asNumber = (s: string): number | null => {
  const t = s.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

/** Text-entry comparison (trimmed, case-insensitive; numeric for Integer-Type when both are numbers). */
export const textMatches = (questionType: string, given: string, key: string): boolean => {
  if (questionType === INTEGER_TYPE) {
    const a = asNumber(given);
    const b = asNumber(key);
    if (a !== null && b !== null) return a === b;
  }
  return given.trim().toLowerCase() === key.trim().toLowerCase();
};

const isBlankKey = (k: string): boolean => k.trim() === '';

/**
 * Whether an objective/text answer is correct against question.correctResponse.
 * Precondition: the response is not empty and the key is not ''.
 */
export const isCorrectAnswer = (question: Question, response: QuestionResponse): boolean => {
  const { kind } = question;
  const r = normaliseResponse(kind, response);
  if (kind === 'text') {
    const given = r.values[0] ?? '';
    return question.correctResponse.split('~').some((key) => !isBlankKey(key) && textMatches(question.questionType, given, key));
  }
  return sameSet(keySet(r.values), keySet(normaliseMultiIds([question.correctResponse])));
};

/** Marks for an answer status under the question's marks fields (see the negative-marking note above). */
export const marksFor = (question: Question, status: AnswerStatus): number =>
  status === 'Correct' ? question.correctAnswerMarks
  : status === 'Incorrect' ? -Math.abs(question.incorrectAnswerMarks) || 0
  : question.notAnswerMarks;

/** Full marks of a question. */
export const maxMarksOf = (question: Question): number =>
  question.kind === 'subjective' ? subjectiveCap(question) : question.correctAnswerMarks;

const clamp = (n: number, lo: number, hi: number): number => Math.min(Math.max(n, lo), hi);

/** Scores one question. `index` is its position in the question set. */
export const scoreQuestion = (question: Question, response: QuestionResponse, index = 0, options: ScoreOptions = {}): QuestionScore => {
  const { kind } = question;
  const maxMarks = maxMarksOf(question);
  // one literal, not a spread of shared fields plus these: on node 20 (the server scores every submit with this) a
  // spread followed by new keys is a slow path, microseconds an object (docs/performance.md "Server throughput")
  const score = (answerStatus: AnswerStatus, marks: number, autoScored: boolean, partial = false, keyMissing = false): QuestionScore => ({
    questionId: question.questionId, index, kind, sectionId: question.sectionId, maxMarks, partial, keyMissing, answerStatus, marks, autoScored,
  });
  const answered = !isEmptyResponse(normaliseResponse(kind, response));
  if (!answered) return score('NotAnswer', marksFor(question, 'NotAnswer'), kind !== 'subjective');

  if (kind === 'subjective') {
    const reviewed = options.subjectiveMarks?.get(question.questionId) ?? question.marks;
    const marks = round2(clamp(Number.isFinite(reviewed) ? reviewed : 0, 0, maxMarks));
    return score(marks > 0 ? 'Correct' : 'Incorrect', marks, false, marks > 0 && marks < maxMarks);
  }

  if (question.correctResponse.trim() === '') {
    const stored = question.answerStatus === 'Correct' || question.answerStatus === 'Incorrect' ? question.answerStatus : null;
    return score(stored ?? 'Incorrect', stored ? question.marks : 0, false, false, true);
  }

  const status: AnswerStatus = isCorrectAnswer(question, response) ? 'Correct' : 'Incorrect';
  return score(status, marksFor(question, status), true);
};

const totalsOf = (scores: readonly QuestionScore[]): ScoreTotals => ({
  totalQuestions: scores.length,
  correct: scores.filter((s) => s.answerStatus === 'Correct').length,
  incorrect: scores.filter((s) => s.answerStatus === 'Incorrect').length,
  unattempted: scores.filter((s) => s.answerStatus === 'NotAnswer').length,
  partial: scores.filter((s) => s.partial).length,
  marksObtained: round2(scores.reduce((sum, s) => sum + s.marks, 0)),
  fullMarks: round2(scores.reduce((sum, s) => sum + s.maxMarks, 0)),
});

/**
 * The section each question is counted in: the section whose questionNumbers list its questionId, else
 * the section whose sectionId equals the question's sectionId, else none. Index i is questionSet[i].
 */
export const sectionOfQuestions = (test: TestData): (number | null)[] => {
  const byQuestionId = new Map<number, number>();
  for (const s of test.sectionSet) for (const ref of s.questionNumbers) if (!byQuestionId.has(ref.questionId)) byQuestionId.set(ref.questionId, s.sectionId);
  const known = new Set(test.sectionSet.map((s) => s.sectionId));
  return test.questionSet.map((q) => byQuestionId.get(q.questionId) ?? (q.sectionId !== null && known.has(q.sectionId) ? q.sectionId : null));
};

/**
 * Scores a whole attempt: responses[i] answers test.questionSet[i] (a missing entry counts as not answered).
 * Gives per-question results, per-section totals (test.sectionSet in sectionOrder) and test totals.
 */
export const scoreTest = (test: TestData, responses: readonly QuestionResponse[], options: ScoreOptions = {}): TestScore => {
  const sectionIds = sectionOfQuestions(test);
  const questions = test.questionSet.map((q, i) => ({
    ...scoreQuestion(q, responses[i] ?? EMPTY_RESPONSE, i, options),
    sectionId: sectionIds[i],
  }));
  const sections = [...test.sectionSet]
    .sort((a, b) => a.sectionOrder - b.sectionOrder)
    .map((s) => ({ sectionId: s.sectionId, sectionName: s.sectionName, ...totalsOf(questions.filter((q) => q.sectionId === s.sectionId)) }));
  return { questions, sections, totals: totalsOf(questions) };
};
