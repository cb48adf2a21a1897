// The question status values: the status machine, as pure transitions.
import { isEmptyResponse, QUESTION_STATUSES, type QuestionResponse, type QuestionStatus } from './question-response';

const BY_LENGTH = [...QUESTION_STATUSES].sort((a, b) => b.length - a.length);

/**
 * Initial status from the background image name stored with the question, else not_visited.
 * The name is matched case-insensitively against the status names, longest first (so 'not_attempted.png'
 * is not_attempted, not attempted); '-' and spaces count as '_'.
 */
export const initialStatus = (backgroundImg: string | null | undefined): QuestionStatus => {
  const name = (backgroundImg ?? '').toLowerCase().replace(/[-\s]/g, '_');
  if (!name) return 'not_visited';
  return BY_LENGTH.find((s) => name.includes(s)) ?? 'not_visited';
};

/** Arriving on a not_visited question makes it visited. */
export const onArrive = (s: QuestionStatus): QuestionStatus => (s === 'not_visited' ? 'visited' : s);

/** Leaving a visited question with an empty answer makes it not_attempted. */
export const onLeave = (s: QuestionStatus, response: QuestionResponse): QuestionStatus =>
  s === 'visited' && isEmptyResponse(response) ? 'not_attempted' : s;

const isMarked = (s: QuestionStatus): boolean => s === 'marked_for_review' || s === 'answered_and_review';

/**
 * Mark for review toggles: visited|not_attempted -> marked_for_review; attempted -> answered_and_review;
 * answered_and_review -> attempted; marked_for_review -> not_attempted.
 * Not named by the product rules (unchanged): not_visited (cannot be current) and help.
 */
export const onToggleReview = (s: QuestionStatus): QuestionStatus => {
  switch (s) {
    case 'visited': case 'not_attempted': return 'marked_for_review';
    case 'attempted': return 'answered_and_review';
    case 'answered_and_review': return 'attempted';
    case 'marked_for_review': return 'not_attempted';
    case 'not_visited': case 'help': return s;
    default: {
      const never: never = s;
      return never;
    }
  }
};

/**
 * Giving an answer makes it attempted, or answered_and_review if already marked; an empty answer gives
 * not_attempted. Read literally: an empty answer gives not_attempted even when the question was marked
 * (marked_for_review / answered_and_review lose the mark), unlike Clear, which keeps it.
 */
export const onAnswer = (s: QuestionStatus, response: QuestionResponse): QuestionStatus =>
  isEmptyResponse(response) ? 'not_attempted' : isMarked(s) ? 'answered_and_review' : 'attempted';

/**
 * Clear returns to not_attempted, or to marked_for_review if it was answered_and_review.
 * Read literally: a marked_for_review question (no answer) becomes not_attempted.
 */
export const onClear = (s: QuestionStatus): QuestionStatus => (s === 'answered_and_review' ? 'marked_for_review' : 'not_attempted');

/** Uploading an image makes it attempted / answered_and_review (if marked). */
export const onUpload = (s: QuestionStatus): QuestionStatus => (isMarked(s) ? 'answered_and_review' : 'attempted');

/** Removing the image recomputes from the remaining response (the answer rule applied to the text left). */
export const onRemoveImage = (s: QuestionStatus, remaining: QuestionResponse): QuestionStatus => onAnswer(s, remaining);

/** Using help (Tony) gives status help. */
export const onHelp = (_s: QuestionStatus): QuestionStatus => 'help';
