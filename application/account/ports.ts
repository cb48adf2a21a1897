// The ports of the account area, in the app's terms. The adapters (infrastructure/account) turn the server's replies
// into these outcomes: a value, a refusal the app names, or a CallFailure.
import type { Notification } from '../../domain/account/notification';
import type { AccountDetails, Course, Student } from '../../domain/account/student';
import type { CallFailure, Result } from '../../domain/shared/result';

/** The server turned the request down for a reason the app names; `message` is the server's own words, if any. */
export interface Refusal<Code extends string> {
  readonly kind: 'refused';
  readonly code: Code;
  readonly message?: string;
}

/**
 * Any account call: the server takes no more tries for now (a rate limit, or the growing wait after wrong passwords).
 * `message` is the server's own words and says the wait; `retryAfterSeconds` is the wait when the server gave it.
 */
export interface RateLimited extends Refusal<'rate_limited'> {
  readonly retryAfterSeconds?: number;
}

/** The account asked to be deleted: sign-in is refused until the deletion completes (the server's words say so). */
export type DeletionPending = Refusal<'deletion_pending'>;

/** A sign-in with a password or a sign-in link: the credentials were not accepted, the account is being deleted, or
 *  tries must wait. */
export type SignInRefusal = Refusal<'wrong_credentials'> | DeletionPending | RateLimited;

/** Sending a login code: no student has this mobile number, or sends must wait. */
export type SendCodeRefusal = Refusal<'unknown_mobile'> | RateLimited;

/** A sign-in with a code: the code's token is unknown or has expired, the code is wrong, it was tried too often, or
 *  tries must wait. */
export type CodeRefusal = Refusal<'expired_code' | 'wrong_code' | 'too_many_attempts'> | DeletionPending | RateLimited;

/** The guest sign-up: the code's token is unknown or has expired, the code is wrong, it was tried too often, the
 *  account with this mobile is being deleted, or tries must wait. */
export type GuestCodeRefusal = CodeRefusal;

/** What the guest verify form and code screen send (spec 001 §7 /app/guest-verifyotp-signup). */
export interface GuestSignUp {
  code: string;
  token: string;
  studentName: string;
  /** '' when not given */
  email: string;
  /** the guest link's courseUrl, when it had one */
  courseUrl?: string;
  /** the link's utm_source, else 'Guest Mock Test' (domain/account/guest-form.ts guestSource) */
  source: string;
  /** the link's device_type; default web */
  device?: string;
}

/** Adding the trial course: the student already has the course (or used its free trial). */
export type TrialCourseRefusal = Refusal<'already_attempted'>;

/** A password reset request: no student has this e-mail or mobile, or requests must wait. */
export type ResetRequestRefusal = Refusal<'unknown_user'> | RateLimited;

/** Setting a new password: the reset session has expired, the code is wrong, or tries must wait. */
export type ResetRefusal = Refusal<'reset_expired' | 'wrong_code'> | RateLimited;

/** What a password reset request gives back: the reset session, and where the code went (masked). */
export interface ForgotPasswordToken {
  token: string;
  tokenIdentify: string;
  mobile: string;
  emailId: string;
}

/** The credentials a sign-in link carries. */
export interface DirectLoginCredentials {
  token: string;
  loginId: string;
  studentId: string;
  mobile: string;
}

/** Signing in and out, and resetting the password. Only logout needs a signed-in student (without one it is not made:
 *  unavailable). */
export interface AuthGateway {
  /** device: where the student signs in from (the login page's device_type); default web */
  loginWithPassword(userId: string, password: string, device?: string): Promise<Result<Student, SignInRefusal | CallFailure>>;
  /** Sends a one-time login code to the mobile; the token names the code for loginWithCode. */
  sendLoginCode(mobile: string): Promise<Result<{ token: string }, SendCodeRefusal | CallFailure>>;
  loginWithCode(code: string, token: string, device?: string): Promise<Result<Student, CodeRefusal | CallFailure>>;
  /** Sends a reset code to the student's mobile or e-mail. */
  requestPasswordReset(userId: string): Promise<Result<ForgotPasswordToken, ResetRequestRefusal | CallFailure>>;
  resetPassword(reset: ForgotPasswordToken, code: string, newPassword: string): Promise<Result<void, ResetRefusal | CallFailure>>;
  /** Guest trial: sends a sign-up code to any mobile (POST /app/sendotp, no authentication); the token names it. */
  sendGuestCode(mobile: string): Promise<Result<{ token: string }, RateLimited | CallFailure>>;
  /** Guest trial: checks the code and signs up a new student with that mobile, or signs in the one who has it
   *  (POST /app/guest-verifyotp-signup, no authentication). */
  guestSignUp(input: GuestSignUp): Promise<Result<Student, GuestCodeRefusal | CallFailure>>;
  /** Signs in with the credentials of a sign-in link. */
  directLogin(credentials: DirectLoginCredentials): Promise<Result<Student, SignInRefusal | CallFailure>>;
  /** Ends the signed-in student's session on the server: its token stops working. */
  logout(): Promise<Result<void>>;
}

/** The signed-in student's courses. Each call needs a signed-in student; without one it is not made (unavailable). */
export interface CourseGateway {
  fetchMyCourses(): Promise<Result<Course[]>>;
  /** Remembers the course the student opened (an index into their courses). */
  setLastOpenedCourse(openedCourseIndex: number): Promise<Result<void>>;
  /** Guest trial: enrols the signed-in student in the course's free trial (POST /add-course-toguest); refused with
   *  already_attempted (CourseAlreadyExists) when the student has the course or used its trial. A retry after a
   *  success whose attempt is not yet submitted succeeds again. */
  addGuestCourse(courseId: number): Promise<Result<void, TrialCourseRefusal | CallFailure>>;
  /** The student panel's notifications, newest first (none: an empty list). */
  notifications(): Promise<Result<Notification[]>>;
}

/** Saving an e-mail on an account that has none: the address is another account's, or tries must wait. */
export type EmailRefusal = Refusal<'email_taken'> | RateLimited;

/** The signed-in student's profile. Each call needs a signed-in student; without one it is not made (unavailable). */
export interface ProfileGateway {
  /** Saves the e-mail on the account (only when it has none yet); answers the e-mail as saved. */
  updateEmail(email: string): Promise<Result<{ emailId: string }, EmailRefusal | CallFailure>>;
}

/** The signed-in student, kept in the browser (localStorage). */
export interface StudentStorage {
  load(): Student | null;
  save(student: Student): void;
  clear(): void;
}

/** The account details and token kept in cookies (path /). */
export interface AccountCookieStorage {
  load(): { accountDetails: AccountDetails | null; token: string | null };
  save(details: AccountDetails): void;
  clear(): void;
}

/** The dark/light choice kept in the browser. */
export interface ThemePreferenceStorage {
  /** null when the user never chose: then the system preference applies */
  load(): boolean | null;
  save(darkMode: boolean): void;
  systemPrefersDark(): boolean;
}

/** Leaves the SPA: hard navigation (logout, invalidToken). */
export interface BrowserNavigator {
  hardNavigate(url: string): void;
}

/** Time for the account rules: today's date (access state) and how long logout waits for the server. */
export interface Clock {
  now(): number;
  /** Resolves once `ms` milliseconds have passed. */
  after(ms: number): Promise<void>;
}
