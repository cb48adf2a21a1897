// The rules of the shared modals' forms and the support card (spec 000 §5).

export const MIN_RATING = 1;
export const MAX_RATING = 5;

const isBlank = (s: string | null | undefined): boolean => typeof s !== 'string' || s.trim() === '';

/** A rating the stars can give: a whole number from 1 to 5. */
export const isRating = (rating: number | null | undefined): rating is number =>
  typeof rating === 'number' && Number.isInteger(rating) && rating >= MIN_RATING && rating <= MAX_RATING;

/** Feedback: Send is disabled while the subject is blank after trimming; the description is optional. */
export function canSendFeedback(form: { subject: string }): boolean {
  return !isBlank(form.subject);
}

/** Rating: Send is disabled until a rating 1-5 is chosen and the description is non-blank after trimming. */
export function canSendRating(form: { rating: number | null; remarks: string }): boolean {
  return isRating(form.rating) && !isBlank(form.remarks);
}

/** The rating label: 'n/5', or 'No rating'. */
export function ratingLabel(rating: number | null): string {
  return isRating(rating) ? `${rating}/${MAX_RATING}` : 'No rating';
}

/** Invite teacher: Invite is disabled while the input is blank. */
export function canInvite(form: { invitedToUserId: string }): boolean {
  return !isBlank(form.invitedToUserId);
}

/** Support ticket: Send needs a non-empty trimmed subject; details optional. */
export function canSendTicket(form: { subject: string }): boolean {
  return !isBlank(form.subject);
}

/** The outcome of a rating: saved, already given for this course, or not saved. */
export type RatingOutcome = 'saved' | 'already-given' | 'failed';
