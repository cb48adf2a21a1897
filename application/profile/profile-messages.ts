// Every user-facing text of My Profile and the account removal, verbatim from spec 000 §8 where it gives them (typos
// included): the use cases answer these, and the views show them. The field rules' texts (invalid e-mail, invalid
// mobile) live with those rules in domain/account/validation.ts.
import { MESSAGES } from '../../domain/account/validation';
import { GENERIC_FAILURE } from '../shared/shared-messages';

export const PROFILE_MESSAGES = {
  generic: GENERIC_FAILURE,
  invalidEmail: MESSAGES.invalidEmail,
  invalidMobile: MESSAGES.invalidMobile,
  /** update-details 409 for an e-mail */
  emailTaken: 'Email already exists. Try another Email',
  /** update-details 409 for a mobile */
  mobileTaken: 'Number already exists. Try another Number',
  /** any other failure of update-details (a code request, Save) */
  updateFailed: 'Somethings wrong. Try again Later.',
  /** a wrong profile code */
  invalidOtp: 'Invalid OTP. Please try again.',
  /** any other failure of a profile code check, of a picture change */
  tryLater: 'Something went wrong. Please try again later.',
  /** the deletion request failed: followed by ': ' and the cause (deleteFailedMessage) */
  deleteFailed: 'Delete Request Failed',
  /** a wrong deletion code */
  invalidDeleteOtp: 'Invalid OTP. Please Try Again.',
  /** the notice once deletion was requested (the deletion button is hidden then) */
  deletionPending: 'This account is being deleted. Deletion completes automatically within a few hours.',
  /** Upload New with a file that is not a PNG, JPEG or WebP image */
  notAnImage: 'Please choose an image file (PNG, JPEG or WebP).',
  /** Upload New with a file over 2 MB */
  pictureTooLarge: 'The picture must be 2 MB or smaller.',
  /** the server's throttle answered without words of its own (they normally say the wait) */
  tooManyTries: 'Too many attempts. Please try again later.',
} as const;

/** 'Delete Request Failed' followed by the cause: the server's words, else 'Something went wrong'. */
export const deleteFailedMessage = (cause?: string): string =>
  `${PROFILE_MESSAGES.deleteFailed}: ${cause?.trim() || GENERIC_FAILURE}`;
