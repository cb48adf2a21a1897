// Every user-facing text of the Feedback, Rating and Invite Teacher modals and the Support card, verbatim from spec
// 000 §8 where it gives them (typos included): the use cases answer these, and the views show them.
import { GENERIC_FAILURE } from '../shared/shared-messages';

export const SUPPORT_MESSAGES = {
  generic: GENERIC_FAILURE,
  feedbackSent: 'Thanks for your Feedback!',
  feedbackFailed: 'Failed to submit your Feedback!',
  ratingSaved: 'Thanks for sharing your experience with us.',
  ratingGiven: 'You have already submitted your experience with us for this course.',
  ratingFailed: 'Rating Could not be saved.',
  /** no answer (offline, a fault), or nothing to act on */
  tryLater: 'Something went wrong. Please try again later.',
  /** the spec shows no outcome of an invitation; this app says it was saved (our wording) */
  inviteSent: 'Invitation sent to your teacher.',
  /** the Support card's ticket was raised (our wording: the spec shows none) */
  ticketRaised: 'Your ticket has been raised. Our team will get back to you.',
  /** the server's throttle answered without words of its own (they normally say the wait) */
  tooManyTries: 'Too many attempts. Please try again later.',
} as const;

/** How long the modals' toasts last (spec 000 §8). */
export const SUPPORT_TOAST_MS = 5000;
