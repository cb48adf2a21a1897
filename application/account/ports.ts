// Ports of the account area (spec 000). Adapters live in infrastructure/account.
import type { AccountDetails, Course, Student } from '../../domain/account/student';

/** Result of one HTTP call, spec 000 §7 conventions: success yields { data, status, message }. */
export interface ApiSuccess<T> {
  data: T;
  status: number;
  message: string;
}

/** The thrown object on failure, spec 000 §7: { success: false, data: null, status, message }. */
export interface ApiFailure {
  success: false;
  data: null;
  status: number;
  message: string;
  /** the reply's responseTxt when the server answered an error status with the envelope (e.g. invalid_otp) */
  responseTxt?: string;
  /** true when the call was not made: loginId, token or a needed id was missing (status 0) */
  skipped?: true;
}

export const isApiFailure = (e: unknown): e is ApiFailure =>
  typeof e === 'object' && e !== null && (e as ApiFailure).success === false && 'message' in e;

/** Server reply envelope used by every call of the reference API. */
export interface Reply<T> {
  responseTxt: string;
  message: string;
  obj: T;
}

export interface ForgotPasswordToken {
  token: string;
  tokenIdentify: string;
  mobile: string;
  emailId: string;
}

export type Notifications = Record<string, unknown> | null;

/** The HTTP calls of spec 000 §7 used by issue 2. Each returns the parsed reply or throws ApiFailure. */
export interface AuthGateway {
  /** device: the form field device (the /login device_type query parameter; default web) */
  loginWithPassword(userId: string, password: string, device?: string): Promise<Reply<Student | null>>;
  sendLoginOtp(mobile: string): Promise<Reply<{ token: string } | null>>;
  verifyLoginOtp(otpNumber: string, token: string, device?: string): Promise<Reply<Student | null>>;
  createForgetPasswordToken(userId: string): Promise<Reply<ForgotPasswordToken | null>>;
  verifyForgetPasswordToken(input: { newPassword: string; token: string; tokenIdentify: string; otp: string }): Promise<Reply<null>>;
  /** The direct sign-in helper (path not shown in the spec; ours is POST /app/login-direct). */
  directLogin(input: { token: string; loginId: string; studentId: string; mobile: string }): Promise<Reply<Student | null>>;
}

export interface CourseGateway {
  /** GET /fetchmycourses */
  fetchMyCourses(): Promise<Course[]>;
  /** POST /lastopenedcourse; true when responseTxt is success */
  setLastOpenedCourse(openedCourseIndex: number): Promise<boolean>;
  /** GET /student-panel-notifications; null when missing */
  notifications(): Promise<Notifications>;
}

/** localStorage 'student-storage', store version 0. */
export interface StudentStore {
  load(): Student | null;
  save(student: Student): void;
  clear(): void;
}

/** Cookie (path /): accountDetails and token. */
export interface AccountCookieStore {
  load(): { accountDetails: AccountDetails | null; token: string | null };
  save(details: AccountDetails): void;
  clear(): void;
}

export interface ThemePreferenceStore {
  /** null when the user never chose: then the system preference applies */
  load(): boolean | null;
  save(darkMode: boolean): void;
  systemPrefersDark(): boolean;
}

/** Leaves the SPA: hard navigation (logout, invalidToken). */
export interface BrowserNavigator {
  hardNavigate(url: string): void;
}

/** Today's date for rules that depend on it (access state). */
export interface Clock {
  now(): number;
}
