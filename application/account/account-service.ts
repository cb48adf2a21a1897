// The account use cases (spec 000 §2.5–2.9, §4, §8) over the ports. Plain class: the container builds it.
import { DEFAULT_DEVICE_TYPE } from '../../domain/account/course-mapping';
import { safeInAppPath } from '../../domain/account/redirect';
import { accountDetailsOf, type Student } from '../../domain/account/student';
import { forgotStep1Error, isValidCode, MOBILE_LENGTH } from '../../domain/account/validation';
import { AccountSession } from './account-session';
import type { AccountUseCases, DirectSignInQuery, Failure, SignedIn } from './account-use-cases';
import {
  isApiFailure,
  type AccountCookieStore, type AuthGateway, type Clock, type CourseGateway, type ForgotPasswordToken,
  type Notifications, type StudentStore,
} from './ports';

/** The user-facing messages of spec 000 §8, verbatim. */
export const ACCOUNT_MESSAGES = {
  generic: 'Something went wrong',
  invalidLogin: 'Invalid User-Id or password.',
  invalidNumber: 'Invalid Number',
  sendOtpFailed: 'Something went wrong. Please try again.',
  invalidOtpNumber: 'Invalid Otp Number',
  loginSuccessful: 'Login Successful!',
  unknownUser: 'Sorry, We could not find your detail in our record. Enter correct detail.',
  resetRequestFailed: 'Error somewhere, Try after sometime.',
  passwordUpdated: 'Successfully updated password!',
  resetExpired: 'Your reset password session has expired. Try again.',
  invalidOtp: 'Invalid OTP',
  resetFailed: 'Error somewhere, Try again later.',
} as const;

const M = ACCOUNT_MESSAGES;

const fail = (message: string): Failure => ({ ok: false, message });

/** The outcome code of a failed call: the error reply's responseTxt, if the server sent one. */
const codeOf = (e: unknown): string | undefined => (isApiFailure(e) ? e.responseTxt : undefined);

/** A network fault (status 0), a malformed reply (a 2xx that failed validation), a server fault (5xx)
 *  or a bug, as opposed to the server refusing the request (4xx). */
const isFault = (e: unknown): boolean => !isApiFailure(e) || e.status < 400 || e.status >= 500;

/** Logs a failure unless it is a call skipped for missing credentials (spec 000 §5: skipped, not an error). */
const logFailure = (what: string, e: unknown): void => {
  if (!(isApiFailure(e) && e.skipped)) console.error(`${what} failed`, e);
};

const hasCredentials = (s: Student | null): s is Student => !!s && !!s.loginId && !!s.token;

const deviceOf = (device: string | undefined): string | undefined => device?.trim() || undefined;

export class AccountService extends AccountSession implements AccountUseCases {
  constructor(
    private readonly auth: AuthGateway,
    private readonly courses: CourseGateway,
    students: StudentStore,
    cookies: AccountCookieStore,
    clock: Clock,
  ) {
    super(students, cookies, clock);
  }

  async loginWithPassword(userId: string, password: string, device?: string): Promise<SignedIn | Failure> {
    const id = userId.trim();
    if (!id || !password) return fail(M.invalidLogin);
    try {
      const reply = await this.auth.loginWithPassword(id, password, deviceOf(device));
      return reply.obj?.token ? this.signedIn(reply.obj) : fail(M.invalidLogin);
    } catch (e) {
      if (isFault(e)) logFailure('Login', e);
      return fail(isFault(e) ? M.generic : M.invalidLogin);
    }
  }

  async sendLoginOtp(mobile: string): Promise<{ ok: true; token: string } | Failure> {
    if (mobile.length !== MOBILE_LENGTH || !/^\d+$/.test(mobile)) return fail(M.invalidNumber);
    let code: string | undefined;
    try {
      const reply = await this.auth.sendLoginOtp(mobile);
      if (reply.responseTxt === 'sent_otp' && reply.obj?.token) return { ok: true, token: reply.obj.token };
      code = reply.responseTxt;
    } catch (e) {
      logFailure('Sending the login code', e);
      code = codeOf(e);
    }
    return fail(code === 'mobile_not_exists' ? M.invalidNumber : M.sendOtpFailed);
  }

  async verifyLoginOtp(otp: string, token: string, device?: string): Promise<SignedIn | Failure> {
    if (!token) return fail(M.invalidNumber);
    if (!isValidCode(otp)) return fail(M.invalidOtpNumber);
    try {
      const reply = await this.auth.verifyLoginOtp(otp, token, deviceOf(device));
      if (reply.obj?.token) return { ...this.signedIn(reply.obj), message: M.loginSuccessful };
      return fail(reply.responseTxt === 'invalid_token' ? M.invalidNumber : M.invalidOtpNumber);
    } catch (e) {
      if (isFault(e)) {
        logFailure('Code login', e);
        return fail(M.generic);
      }
      switch (codeOf(e)) {
        case 'invalid_token': return fail(M.invalidNumber);
        // the code is used up after too many tries: the server's own words say so
        case 'too_many_attempts': return fail(isApiFailure(e) && e.message ? e.message : M.invalidOtpNumber);
        default: return fail(M.invalidOtpNumber);
      }
    }
  }

  async requestPasswordReset(userId: string): Promise<{ ok: true; token: ForgotPasswordToken } | Failure> {
    const empty = forgotStep1Error(userId);
    if (empty) return fail(empty);
    let code: string | undefined;
    try {
      const reply = await this.auth.createForgetPasswordToken(userId.trim());
      if (reply.responseTxt === 'success' && reply.obj) return { ok: true, token: reply.obj };
      code = reply.responseTxt;
    } catch (e) {
      logFailure('Password reset request', e);
      code = codeOf(e);
    }
    return fail(code === 'InvalidUserId' ? M.unknownUser : M.resetRequestFailed);
  }

  async resetPassword(input: { token: ForgotPasswordToken; otp: string; newPassword: string }):
    Promise<{ ok: true; message: string } | (Failure & { toast: boolean; expired?: boolean })> {
    if (!isValidCode(input.otp)) return { ok: false, message: M.invalidOtp, toast: false };
    let code: string | undefined;
    try {
      const reply = await this.auth.verifyForgetPasswordToken({
        newPassword: input.newPassword, token: input.token.token, tokenIdentify: input.token.tokenIdentify, otp: input.otp,
      });
      code = reply.responseTxt;
    } catch (e) {
      logFailure('Password reset', e);
      code = codeOf(e);
    }
    switch (code) {
      case 'success': return { ok: true, message: M.passwordUpdated };
      case 'InvalidToken': return { ok: false, message: M.resetExpired, toast: true, expired: true };
      case 'InvalidOTP': return { ok: false, message: M.invalidOtp, toast: false };
      default: return { ok: false, message: M.resetFailed, toast: true };
    }
  }

  /**
   * Spec 000 §4 Direct sign-in. redirectTo comes from the link, so it is an open-redirect risk: it is
   * decoded and used only if it is an in-app path ('/…', not '//host' nor an absolute URL); anything
   * else falls back to /dashboard?ftu=…. Missing credentials or any failure lead to /login.
   */
  async directSignIn(query: DirectSignInQuery): Promise<{ next: string; firstTimeUser: boolean }> {
    const toLogin = { next: '/login', firstTimeUser: false };
    if (!query.token || !query.loginId) return toLogin;
    let student: Student;
    try {
      const reply = await this.auth.directLogin({
        token: query.token, loginId: query.loginId, studentId: query.studentId ?? '', mobile: query.mobile ?? '',
      });
      if (!reply.obj?.token) return toLogin;
      student = this.save(reply.obj);
    } catch (e) {
      if (codeOf(e) !== 'invalid_credentials') logFailure('Direct sign-in', e);
      return toLogin;
    }
    const firstTimeUser = student.firstTimeUser === 1;
    if (!student.courses.length) return { next: '/selectyourcourse', firstTimeUser };
    return { next: safeInAppPath(query.redirectTo) ?? `/dashboard?ftu=${student.firstTimeUser}`, firstTimeUser };
  }

  async switchCourse(index: number): Promise<Student | null> {
    const student = this.students.load();
    if (!student || !Number.isInteger(index) || index < 0 || index >= student.courses.length) return null;
    try {
      if (!(await this.courses.setLastOpenedCourse(index))) return null;
    } catch (e) {
      logFailure('Switching course', e);
      return null;
    }
    const latest = this.students.load();
    if (!latest || index >= latest.courses.length) return null;
    const updated = { ...latest, openedCourse: index };
    this.students.save(updated);
    return updated;
  }

  async refreshCourses(): Promise<Student | null> {
    const student = this.students.load();
    if (!hasCredentials(student)) return student;
    let courses: Student['courses'];
    try {
      courses = await this.courses.fetchMyCourses();
    } catch (e) {
      logFailure('Loading the courses', e);
      return this.students.load();
    }
    const latest = this.students.load();
    if (!latest) return null;
    const inRange = latest.openedCourse >= 0 && latest.openedCourse < courses.length;
    const updated = { ...latest, courses, openedCourse: inRange ? latest.openedCourse : 0 };
    this.students.save(updated);
    return updated;
  }

  async loadNotifications(): Promise<Notifications> {
    if (!hasCredentials(this.students.load())) return null;
    try {
      return await this.courses.notifications();
    } catch (e) {
      logFailure('Loading notifications', e);
      return null;
    }
  }

  private signedIn(student: Student): SignedIn {
    const saved = this.save(student);
    return { ok: true, student: saved, next: saved.courses.length ? '/dashboard' : '/selectyourcourse' };
  }

  /** Stores the student (deviceType defaults to android) and the account cookie. */
  private save(student: Student): Student {
    const saved = { ...student, deviceType: student.deviceType || DEFAULT_DEVICE_TYPE };
    this.students.save(saved);
    this.cookies.save(accountDetailsOf(saved));
    return saved;
  }
}
