// The account use cases the UI calls (spec 000 §2.5–2.9, §4, §8). Implemented in
// application/account/account-service.ts; the UI receives it from the container (TOKENS.AccountUseCases).
// Every outcome carries the exact user-facing message of the spec, so views only display.
import type { AccessState } from '../../domain/account/access-state';
import type { Student } from '../../domain/account/student';
import type { ForgotPasswordToken, Notifications } from './ports';

export type Failure = { ok: false; message: string };

/** Where to go after a successful sign-in: '/dashboard' with courses, else '/selectyourcourse'. */
export type SignedIn = { ok: true; student: Student; next: string; message?: string };

export interface DirectSignInQuery {
  token?: string | null;
  loginId?: string | null;
  studentId?: string | null;
  mobile?: string | null;
  redirectTo?: string | null;
}

/** The synchronous half: answered from storage at once (AccountSession). */
export interface AccountSessionUseCases {
  /** The stored student (localStorage), or null when logged out. */
  currentStudent(): Student | null;

  /** Spec 000 §4 access state of the stored student's active course today (Clock); null when it cannot be
   *  evaluated (no student/course, or packTypeTitle/validTillDate/organisationName missing). */
  activeCourseAccess(): AccessState | null;

  /** Clears stored student, cookie and token. The caller then hard-navigates to /student. */
  logout(): void;
}

/** The half that needs the server (AccountService); the app entry loads it on first use. */
export interface AccountNetworkUseCases {

  /** Failure message: 'Invalid User-Id or password.' (or 'Something went wrong' on a network fault).
   *  device: the device_type query parameter of /login (spec 000 §2.5), for the form field device; default web. */
  loginWithPassword(userId: string, password: string, device?: string): Promise<SignedIn | Failure>;

  /** mobile_not_exists -> 'Invalid Number'; any other failure -> 'Something went wrong. Please try again.' */
  sendLoginOtp(mobile: string): Promise<{ ok: true; token: string } | Failure>;

  /** no token -> 'Invalid Number'; wrong code -> 'Invalid Otp Number'; success message 'Login Successful!'. */
  verifyLoginOtp(otp: string, token: string, device?: string): Promise<SignedIn | Failure>;

  /** InvalidUserId -> 'Sorry, We could not find your detail in our record. Enter correct detail.';
   *  other failure -> 'Error somewhere, Try after sometime.' */
  requestPasswordReset(userId: string): Promise<{ ok: true; token: ForgotPasswordToken } | Failure>;

  /** success 'Successfully updated password!'; InvalidToken 'Your reset password session has expired. Try again.';
   *  InvalidOTP 'Invalid OTP' with toast false (shown inline); other 'Error somewhere, Try again later.' */
  resetPassword(input: { token: ForgotPasswordToken; otp: string; newPassword: string }):
    Promise<{ ok: true; message: string } | (Failure & { toast: boolean; expired?: boolean })>;

  /** Spec 000 §4 Direct sign-in. Returns the in-app path to go to ('/login' on invalid_credentials)
   *  and whether the first-time-user modal should open. */
  directSignIn(query: DirectSignInQuery): Promise<{ next: string; firstTimeUser: boolean }>;

  /** POST /lastopenedcourse; only when responseTxt is success the stored student's openedCourse changes.
   *  Returns the updated student, or null when the server refused (nothing changes then). */
  switchCourse(index: number): Promise<Student | null>;

  /** GET /fetchmycourses; updates the stored student's courses (keeps openedCourse in range).
   *  Skipped (returns current student) without loginId/token; failures are logged and change nothing. */
  refreshCourses(): Promise<Student | null>;

  /** GET /student-panel-notifications; skipped without student/loginId/token; failures logged -> null. */
  loadNotifications(): Promise<Notifications>;
}

export type AccountUseCases = AccountSessionUseCases & AccountNetworkUseCases;
