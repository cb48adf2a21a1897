// The account use cases the UI calls: signing in, resetting the password, the stored session, the course switch.
// Implemented in account-service.ts; the UI receives them from the container (ACCOUNT.useCases). Each failure
// carries the exact user-facing message (account-messages.ts), so views only display.
import type { AccessState } from '../../domain/account/access-state';
import type { Notification } from '../../domain/account/notification';
import type { Student } from '../../domain/account/student';
import type { Result } from '../../domain/shared/result';
import type { ForgotPasswordToken, GuestSignUp } from './ports';

/** Why an account action failed, as the student is told. */
export interface AccountFailure {
  readonly message: string;
  /** set when the server takes no more tries for this long (its throttle): another try before then is refused
   *  again. The message says the wait in words. */
  readonly retryAfterSeconds?: number;
}

/** A student who has just signed in, and where to go: the dashboard with courses, else Select Your Course. */
export interface SignedIn {
  readonly student: Student;
  readonly next: string;
  /** said on success (a code login says 'Login Successful!') */
  readonly message?: string;
}

/** The guest code check failed: a wrong code (shown under the boxes), an expired or used-up code (a new one must be
 *  sent), or another failure. */
export interface GuestVerifyFailure extends AccountFailure {
  readonly wrongCode: boolean;
  readonly expired: boolean;
}

/** The trial course was not added: alreadyAttempted (the upgrade toast), else another failure. */
export interface TrialCourseFailure extends AccountFailure {
  readonly alreadyAttempted: boolean;
}

/** A sign-in link that did not sign the student in: where to go instead (the login page). */
export interface NotSignedIn {
  readonly next: string;
}

/** A new password that was not set. `toast`: show the message as a toast, else inline under the code field (a wrong
 *  code); `expired`: the reset session is over, so the student starts again from the first step. */
export interface ResetFailure extends AccountFailure {
  readonly toast: boolean;
  readonly expired: boolean;
}

/** The query of a sign-in link (/logindirect). */
export interface DirectSignInQuery {
  token?: string | null;
  loginId?: string | null;
  studentId?: string | null;
  mobile?: string | null;
  redirectTo?: string | null;
}

/** The synchronous half: answered from storage at once (AccountSession). */
export interface AccountSessionUseCases {
  /** The stored student, or null when logged out. */
  currentStudent(): Student | null;

  /** The access state of the stored student's active course today (Clock); null when it cannot be evaluated
   *  (no student/course, or packTypeTitle/validTillDate/organisationName missing). */
  activeCourseAccess(): AccessState | null;

  /** Asks the server to revoke the token (best effort: waited for at most LOGOUT_WAIT_MS, any failure ignored), then
   *  clears the stored student, cookie and token whatever it answered. The caller then hard-navigates to /student. */
  logout(): Promise<void>;
}

/** The half that needs the server (AccountService); the app entry loads it on first use. Every sign-in and reset call
 *  may also fail with the server's throttle: its own words (they say the wait) and retryAfterSeconds. */
export interface AccountNetworkUseCases {
  /** Fails with 'Invalid User-Id or password.' (or 'Something went wrong' when no answer came).
   *  device: the login page's device_type, sent as the form field device; default web. */
  loginWithPassword(userId: string, password: string, device?: string): Promise<Result<SignedIn, AccountFailure>>;

  /** An unknown number fails with 'Invalid Number'; any other failure with 'Something went wrong. Please try again.' */
  sendLoginOtp(mobile: string): Promise<Result<{ token: string }, AccountFailure>>;

  /** No or an expired code token: 'Invalid Number'; a wrong code: 'Invalid Otp Number'; succeeds with 'Login Successful!'. */
  verifyLoginOtp(otp: string, token: string, device?: string): Promise<Result<SignedIn, AccountFailure>>;

  /** An unknown user: 'Sorry, We could not find your detail in our record. Enter correct detail.';
   *  any other failure: 'Error somewhere, Try after sometime.' */
  requestPasswordReset(userId: string): Promise<Result<ForgotPasswordToken, AccountFailure>>;

  /** Succeeds with 'Successfully updated password!'; an expired session: 'Your reset password session has expired.
   *  Try again.' (expired); a wrong code: 'Invalid OTP' inline; anything else: 'Error somewhere, Try again later.' */
  resetPassword(input: { token: ForgotPasswordToken; otp: string; newPassword: string }):
    Promise<Result<{ message: string }, ResetFailure>>;

  /** Signs in with a sign-in link's credentials and says where to go (the link's in-app redirectTo, else the
   *  dashboard); any failure leads to the login page. */
  directSignIn(query: DirectSignInQuery): Promise<Result<SignedIn, NotSignedIn>>;

  /** Opens another of the student's courses; only when the server accepts does the stored openedCourse change.
   *  Fails with 'Something went wrong. Please try again.' (nothing changes then). */
  switchCourse(index: number): Promise<Result<Student, AccountFailure>>;

  /** Fetches the student's courses into the stored student (keeping openedCourse in range). Not called without a
   *  signed-in student (unavailable); a failure changes nothing. */
  refreshCourses(): Promise<Result<Student>>;

  /** After an enrolment or a payment: fetches the courses, then opens the course with this id (as switchCourse does),
   *  so it becomes the active one. Fails with 'Something went wrong. Please try again.' when the course is not among
   *  the fetched ones or a call fails (the fetched courses are kept). */
  openEnrolledCourse(courseId: number): Promise<Result<Student, AccountFailure>>;

  /** Guest trial: sends the sign-up code. Fails with the throttle's words, else 'Error Submitting the Test'. */
  sendGuestOtp(mobile: string): Promise<Result<{ token: string }, AccountFailure>>;

  /** Guest trial: checks the code and signs the guest up (or in, when a student has that mobile); the student is
   *  stored as signed in. A wrong code fails with 'Invalid Otp' (wrongCode); an expired or used-up code with the
   *  server's words or 'Invalid Otp' (expired: a new code is needed); anything else with 'Error Submitting the
   *  Test' (or the throttle's words). */
  verifyGuestOtp(input: GuestSignUp): Promise<Result<SignedIn, GuestVerifyFailure>>;

  /** Guest trial: adds the course's free trial to the signed-in student, then fetches the courses and opens that
   *  course (as openEnrolledCourse does). Fails with alreadyAttempted and 'You have already attempted free trial
   *  test' when the student has the course or used its trial, else with 'Error Submitting the Test'. */
  addTrialCourse(courseId: number): Promise<Result<Student, TrialCourseFailure>>;

  /** Saves an e-mail on an account that has none (the Update Email modal before a paid checkout) and into the
   *  stored student. Fails with 'Please enter a valid email address.' (checked before any call), 'Email already
   *  exists. Try another Email' (taken), the throttle's words, or 'Something went wrong. Please try again.' */
  updateEmail(email: string): Promise<Result<Student, AccountFailure>>;

  /** The student panel's notifications, newest first; not called without a signed-in student (unavailable). A
   *  failure is logged; the panel then shows none. */
  loadNotifications(): Promise<Result<Notification[]>>;

  /** Revokes the signed-in student's token on the server (logout's first step); without a student no call is made
   *  (unavailable). Stored data is left alone. */
  revokeSession(): Promise<Result<void>>;
}

export type AccountUseCases = AccountSessionUseCases & AccountNetworkUseCases;
