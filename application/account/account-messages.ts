// Every user-facing text of the account area and the shell, verbatim: the use cases answer these, and the views
// and stores show them. The messages of the form rules (validation) live with those rules in
// domain/account/validation.ts.

import { GENERIC_FAILURE, GUEST_SUBMIT_FAILED, TRY_AGAIN } from '../shared/shared-messages';

export const ACCOUNT_MESSAGES = {
  generic: GENERIC_FAILURE,
  /** sending the login code, switching course */
  tryAgain: TRY_AGAIN,
  invalidLogin: 'Invalid User-Id or password.',
  /** sign-in of an account whose deletion was requested (the server's words when it gave none) */
  deletionPending: 'This account is being deleted. Deletion completes automatically within a few hours.',
  invalidNumber: 'Invalid Number',
  invalidOtpNumber: 'Invalid Otp Number',
  loginSuccessful: 'Login Successful!',
  unknownUser: 'Sorry, We could not find your detail in our record. Enter correct detail.',
  resetRequestFailed: 'Error somewhere, Try after sometime.',
  passwordUpdated: 'Successfully updated password!',
  resetExpired: 'Your reset password session has expired. Try again.',
  invalidOtp: 'Invalid OTP',
  resetFailed: 'Error somewhere, Try again later.',
  limitExceeded: 'You have reached maximum limit in your current package. Kindly upgrade to access the content.',
  /** the Update Email modal: the address is another account's */
  emailTaken: 'Email already exists. Try another Email',
  /** guest trial: a wrong code */
  guestInvalidOtp: 'Invalid Otp',
  /** guest trial: the student has the course or used its trial (the toast with Upgrade, 10 s) */
  trialAlreadyAttempted: 'You have already attempted free trial test',
  /** guest trial: sending the code, verifying, adding the course or submitting failed */
  guestSubmitFailed: GUEST_SUBMIT_FAILED,
  /** the server's throttle answered without words of its own (they normally say the wait) */
  tooManyTries: 'Too many attempts. Please try again later.',
} as const;

/** The validity-expired modal's text for the active course's organisation. */
export const validityExpiredMessage = (organisation: string): string =>
  `${organisation}'s validity has been finished. Renew your account to continue your practice.`;

/** The titles of the toasts that carry a title (the forgot-password screen's). */
export const TOAST_TITLES = {
  success: 'Success',
  failure: 'Failure',
} as const;
