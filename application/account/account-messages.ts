// Every user-facing text of the account area and the shell, verbatim: the use cases answer these, and the views
// and stores show them. The messages of the form rules (validation) live with those rules in
// domain/account/validation.ts.

export const ACCOUNT_MESSAGES = {
  /** any failure nothing more precise is said about (a fault, the area's code not loading, an unexpected error) */
  generic: 'Something went wrong',
  /** a failure the student can simply try again (sending the login code, switching course) */
  tryAgain: 'Something went wrong. Please try again.',
  invalidLogin: 'Invalid User-Id or password.',
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
} as const;

/** The validity-expired modal's text for the active course's organisation. */
export const validityExpiredMessage = (organisation: string): string =>
  `${organisation}'s validity has been finished. Renew your account to continue your practice.`;

/** The titles of the toasts that carry a title (the forgot-password screen's). */
export const TOAST_TITLES = {
  success: 'Success',
  failure: 'Failure',
} as const;
