// Every user-facing text of the catalogue area (course selection, plans, promo codes, checkout, payments),
// verbatim from spec 000 §8 where it gives them: the use cases answer these, and the views show them.
import { GENERIC_FAILURE } from '../shared/shared-messages';

export const CATALOGUE_MESSAGES = {
  generic: GENERIC_FAILURE,
  invalidPromo: 'Invalid promo code',
  /** the toast after a promo code re-priced the plans */
  promoApplied: 'Promo applied successfully.',
  courseAlreadyTakenTitle: 'Course Already Taken',
  courseAlreadyTaken: 'You have already enrolled in this course.',
  paymentFailed: 'Payment Failed! Something went wrong. Try Again Later.',
  /** the toast after a free trial or a zero-amount order enrolled the student (our wording: the spec shows none) */
  courseAdded: 'Course added successfully!',
  /** the toast after a payment went through (our wording: the spec shows none) */
  coursePurchased: 'Course purchased successfully!',
  /** the server's throttle answered without words of its own (they normally say the wait) */
  tooManyTries: 'Too many attempts. Please try again later.',
  /** the payments list's empty state */
  noTransactions: 'No Transactions Found!',
} as const;
