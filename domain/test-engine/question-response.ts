// Shared vocabulary of the test engine: the response per question and the question status values.
// Small on purpose: the fold (state/evolve/decide) and the encodings/scoring/payloads both build on it.

/** The question status values. */
export const QUESTION_STATUSES = [
  'not_visited', 'visited', 'not_attempted', 'attempted', 'marked_for_review', 'answered_and_review', 'help',
] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** Statuses that count as an attempt (attempt limits). */
export const isAttemptedStatus = (s: QuestionStatus): boolean => s === 'attempted' || s === 'answered_and_review';

/**
 * The response per question: text list, fileName, url.
 * - single choice: values = [responseId]
 * - multi-select: values = the chosen responseIds (order of choosing; de-duplicated case-insensitively)
 * - text entry (Fill-in-Blank, Integer-Type): values = [text]
 * - subjective: values = the written text parts; fileName/url = the one uploaded image ('' when none)
 */
export interface QuestionResponse {
  values: readonly string[];
  fileName: string;
  url: string;
}

export const EMPTY_RESPONSE: QuestionResponse = Object.freeze({ values: Object.freeze([]) as readonly string[], fileName: '', url: '' });

/** An answer is empty when no value has visible text and no image is attached. */
export const isEmptyResponse = (r: QuestionResponse): boolean =>
  r.values.every((v) => v.trim() === '') && r.fileName === '' && r.url === '';
