// The account use cases over the ports: the gateways answer outcomes, this class turns them into what the student is
// told (account-messages.ts) and where the app goes next. Plain class: the container builds it.
import { DEFAULT_DEVICE_TYPE } from '../../domain/account/course-mapping';
import type { Notification } from '../../domain/account/notification';
import { safeInAppPath } from '../../domain/account/redirect';
import { accountDetailsOf, type Student } from '../../domain/account/student';
import { forgotStep1Error, isValidCode, MOBILE_LENGTH, profileEmailError } from '../../domain/account/validation';
import { dashboardPath, PATHS } from '../../domain/shared/paths';
import { err, ok, UNAVAILABLE, type CallFailure, type Result } from '../../domain/shared/result';
import { sameData } from '../../domain/shared/same-data';
import type { ErrorLog } from '../shared/lazy-use-cases';
import { logFailure } from '../shared/log-failure';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { AccountSession } from './account-session';
import type {
  AccountFailure, AccountUseCases, DirectSignInQuery, GuestVerifyFailure, NotSignedIn, ResetFailure, SignedIn,
  TrialCourseFailure,
} from './account-use-cases';
import type {
  AccountCookieStorage, AuthGateway, Clock, CodeRefusal, CourseGateway, ForgotPasswordToken, GuestCodeRefusal,
  GuestSignUp, ProfileGateway, RateLimited, Refusal, StudentStorage,
} from './ports';

const fail = (message: string): Result<never, AccountFailure> => err({ message });

/** The code of the server's refusal; undefined when no usable answer came (offline, a server fault, a malformed reply). */
const refusalCode = (e: CallFailure | Refusal<string>): string | undefined => (e.kind === 'refused' ? e.code : undefined);

const isRateLimited = (e: CallFailure | Refusal<string>): e is RateLimited => refusalCode(e) === 'rate_limited';

/** The server's throttle: its own words say the wait, so they are shown as they are; the wait goes along. */
const tooManyTries = (e: RateLimited): AccountFailure => ({
  message: e.message || M.tooManyTries,
  ...(e.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: e.retryAfterSeconds }),
});

const codeLoginMessage = (e: CodeRefusal | CallFailure): string => {
  switch (refusalCode(e)) {
    case undefined: return M.generic;
    case 'expired_code': return M.invalidNumber;
    // the code is used up after too many tries: the server's own words say so
    case 'too_many_attempts': return e.message || M.invalidOtpNumber;
    case 'deletion_pending': return e.message || M.deletionPending;
    default: return M.invalidOtpNumber;
  }
};

/** The guest code check's failure: a wrong code is shown under the boxes; an expired or used-up one needs a new
 *  code; the throttle says the wait; anything else is the guest submit's failure. */
const guestVerifyFailure = (e: GuestCodeRefusal | CallFailure): GuestVerifyFailure => {
  const failure = (message: string, flags: { wrongCode?: boolean; expired?: boolean } = {}): GuestVerifyFailure =>
    ({ message, wrongCode: flags.wrongCode ?? false, expired: flags.expired ?? false });
  if (isRateLimited(e)) return { ...tooManyTries(e), wrongCode: false, expired: false };
  switch (refusalCode(e)) {
    case 'wrong_code': return failure(M.guestInvalidOtp, { wrongCode: true });
    case 'expired_code':
    case 'too_many_attempts': return failure(e.message || M.guestInvalidOtp, { expired: true });
    case 'deletion_pending': return failure(e.message || M.deletionPending);
    default: return failure(M.guestSubmitFailed);
  }
};

const trialFailure = (message: string, alreadyAttempted = false): Result<never, TrialCourseFailure> =>
  err({ message, alreadyAttempted });

const resetFailure = (message: string, toast: boolean, expired = false): Result<never, ResetFailure> =>
  err({ message, toast, expired });

const hasCredentials = (s: Student | null): s is Student => !!s && !!s.loginId && !!s.token;

/** What the code sends accept: exactly 10 digits (the forms sanitise to that; anything else is not sent). */
const isMobileNumber = (mobile: string): boolean => mobile.length === MOBILE_LENGTH && /^\d+$/.test(mobile);

const deviceOf = (device: string | undefined): string | undefined => device?.trim() || undefined;

export class AccountService extends AccountSession implements AccountUseCases {
  constructor(
    private readonly auth: AuthGateway,
    private readonly courses: CourseGateway,
    private readonly profiles: ProfileGateway,
    students: StudentStorage,
    cookies: AccountCookieStorage,
    clock: Clock,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {
    super(students, cookies, clock);
  }

  async loginWithPassword(userId: string, password: string, device?: string): Promise<Result<SignedIn, AccountFailure>> {
    const id = userId.trim();
    if (!id || !password) return fail(M.invalidLogin);
    const r = await this.logIfUnanswered('Login failed', this.auth.loginWithPassword(id, password, deviceOf(device)));
    if (r.ok) return ok(this.signedIn(r.value));
    if (isRateLimited(r.error)) return err(tooManyTries(r.error));
    if (refusalCode(r.error) === 'deletion_pending') return fail(r.error.message || M.deletionPending);
    return fail(refusalCode(r.error) === undefined ? M.generic : M.invalidLogin);
  }

  async sendLoginOtp(mobile: string): Promise<Result<{ token: string }, AccountFailure>> {
    if (!isMobileNumber(mobile)) return fail(M.invalidNumber);
    const r = await this.logIfUnanswered('Sending the login code failed', this.auth.sendLoginCode(mobile));
    if (r.ok) return r;
    if (isRateLimited(r.error)) return err(tooManyTries(r.error));
    return fail(refusalCode(r.error) === 'unknown_mobile' ? M.invalidNumber : M.tryAgain);
  }

  async verifyLoginOtp(otp: string, token: string, device?: string): Promise<Result<SignedIn, AccountFailure>> {
    if (!token) return fail(M.invalidNumber);
    if (!isValidCode(otp)) return fail(M.invalidOtpNumber);
    const r = await this.logIfUnanswered('Code login failed', this.auth.loginWithCode(otp, token, deviceOf(device)));
    if (r.ok) return ok({ ...this.signedIn(r.value), message: M.loginSuccessful });
    if (isRateLimited(r.error)) return err(tooManyTries(r.error));
    return fail(codeLoginMessage(r.error));
  }

  async requestPasswordReset(userId: string): Promise<Result<ForgotPasswordToken, AccountFailure>> {
    const empty = forgotStep1Error(userId);
    if (empty) return fail(empty);
    const r = await this.logIfUnanswered('Password reset request failed', this.auth.requestPasswordReset(userId.trim()));
    if (r.ok) return r;
    if (isRateLimited(r.error)) return err(tooManyTries(r.error));
    return fail(refusalCode(r.error) === 'unknown_user' ? M.unknownUser : M.resetRequestFailed);
  }

  async resetPassword(input: { token: ForgotPasswordToken; otp: string; newPassword: string }):
    Promise<Result<{ message: string }, ResetFailure>> {
    if (!isValidCode(input.otp)) return resetFailure(M.invalidOtp, false);
    const { token, otp, newPassword } = input;
    const r = await this.logIfUnanswered('Password reset failed', this.auth.resetPassword(token, otp, newPassword));
    if (r.ok) return ok({ message: M.passwordUpdated });
    // a toast like this step's other failures; the session is still good once the wait is over
    if (isRateLimited(r.error)) return err({ ...tooManyTries(r.error), toast: true, expired: false });
    switch (refusalCode(r.error)) {
      case 'reset_expired': return resetFailure(M.resetExpired, true, true);
      case 'wrong_code': return resetFailure(M.invalidOtp, false);
      default: return resetFailure(M.resetFailed, true);
    }
  }

  /**
   * Direct sign-in. redirectTo comes from the link, so it is an open-redirect risk: it is decoded and used only if it
   * is an in-app path ('/…', not '//host' nor an absolute URL); anything else falls back to the dashboard with the
   * first-time-user flag. A student without courses goes to Select Your Course. Missing credentials or any failure
   * lead to the login page.
   */
  async directSignIn(query: DirectSignInQuery): Promise<Result<SignedIn, NotSignedIn>> {
    const toLogin = err({ next: PATHS.login });
    if (!query.token || !query.loginId) return toLogin;
    const r = await this.logIfUnanswered('Direct sign-in failed', this.auth.directLogin({
      token: query.token, loginId: query.loginId, studentId: query.studentId ?? '', mobile: query.mobile ?? '',
    }));
    if (!r.ok) return toLogin;
    const student = this.save(r.value);
    if (!student.courses.length) return ok({ student, next: PATHS.selectYourCourse });
    return ok({ student, next: safeInAppPath(query.redirectTo) ?? dashboardPath(student.firstTimeUser) });
  }

  async switchCourse(index: number): Promise<Result<Student, AccountFailure>> {
    const student = this.students.load();
    if (!student || !Number.isInteger(index) || index < 0 || index >= student.courses.length) return fail(M.tryAgain);
    const saved = await logFailure(this.log, 'Switching course failed', this.courses.setLastOpenedCourse(index));
    if (!saved.ok) return fail(M.tryAgain);
    const latest = this.students.load();
    if (!latest || index >= latest.courses.length) return fail(M.tryAgain);
    const updated = { ...latest, openedCourse: index };
    this.students.save(updated);
    return ok(updated);
  }

  async refreshCourses(): Promise<Result<Student>> {
    if (!hasCredentials(this.students.load())) return err(UNAVAILABLE);
    const r = await logFailure(this.log, 'Loading the courses failed', this.courses.fetchMyCourses());
    if (!r.ok) return r;
    const latest = this.students.load();
    if (!latest) return err(UNAVAILABLE);
    const courses = r.value;
    const inRange = latest.openedCourse >= 0 && latest.openedCourse < courses.length;
    // the same courses (every page change fetches them): the stored student itself, not written again, so the
    // session store keeps it and the shell does not render again (docs/performance.md "Lighthouse")
    if (inRange && sameData(latest.courses, courses)) return ok(latest);
    const updated = { ...latest, courses, openedCourse: inRange ? latest.openedCourse : 0 };
    this.students.save(updated);
    return ok(updated);
  }

  async openEnrolledCourse(courseId: number): Promise<Result<Student, AccountFailure>> {
    const refreshed = await this.refreshCourses();
    if (!refreshed.ok) return fail(M.tryAgain);
    const index = refreshed.value.courses.findIndex((c) => c.courseId === courseId);
    if (index < 0) {
      this.log('The enrolled course is not among the courses', { courseId });
      return fail(M.tryAgain);
    }
    return this.switchCourse(index);
  }

  async sendGuestOtp(mobile: string): Promise<Result<{ token: string }, AccountFailure>> {
    if (!isMobileNumber(mobile)) return fail(M.guestSubmitFailed);
    const r = await this.logIfUnanswered('Sending the guest code failed', this.auth.sendGuestCode(mobile));
    if (r.ok) return r;
    return err(isRateLimited(r.error) ? tooManyTries(r.error) : { message: M.guestSubmitFailed });
  }

  /** The code is checked before any call; the signed-up (or signed-in) student is stored as every sign-in does. */
  async verifyGuestOtp(input: GuestSignUp): Promise<Result<SignedIn, GuestVerifyFailure>> {
    if (!isValidCode(input.code)) return err({ message: M.guestInvalidOtp, wrongCode: true, expired: false });
    if (!input.token) return err({ message: M.guestInvalidOtp, wrongCode: false, expired: true });
    const r = await this.logIfUnanswered('Guest sign-up failed', this.auth.guestSignUp({ ...input, device: deviceOf(input.device) }));
    if (r.ok) return ok(this.signedIn(r.value));
    return err(guestVerifyFailure(r.error));
  }

  /** Enrols the trial, then opens the course as openEnrolledCourse does (the stored student has it, active). */
  async addTrialCourse(courseId: number): Promise<Result<Student, TrialCourseFailure>> {
    if (!Number.isSafeInteger(courseId) || courseId <= 0 || !hasCredentials(this.students.load())) {
      return trialFailure(M.guestSubmitFailed);
    }
    const added = await this.logIfUnanswered('Adding the trial course failed', this.courses.addGuestCourse(courseId));
    if (!added.ok) {
      if (refusalCode(added.error) === 'already_attempted') return trialFailure(M.trialAlreadyAttempted, true);
      if (added.error.kind === 'refused') this.log('Adding the trial course refused', added.error);
      return trialFailure(M.guestSubmitFailed);
    }
    const opened = await this.openEnrolledCourse(courseId);
    return opened.ok ? opened : trialFailure(M.guestSubmitFailed);
  }

  /** The e-mail is checked before any call; the saved one goes into the stored student and the account cookie. */
  async updateEmail(email: string): Promise<Result<Student, AccountFailure>> {
    const invalid = profileEmailError(email);
    if (invalid) return fail(invalid);
    if (!hasCredentials(this.students.load())) return fail(M.tryAgain);
    const r = await this.logIfUnanswered('Updating the e-mail failed', this.profiles.updateEmail(email.trim()));
    if (!r.ok) {
      if (isRateLimited(r.error)) return err(tooManyTries(r.error));
      return fail(refusalCode(r.error) === 'email_taken' ? M.emailTaken : M.tryAgain);
    }
    const latest = this.students.load();
    if (!latest) return fail(M.tryAgain);
    return ok(this.save({ ...latest, emailId: r.value.emailId }));
  }

  async loadNotifications(): Promise<Result<Notification[]>> {
    if (!hasCredentials(this.students.load())) return err(UNAVAILABLE);
    return logFailure(this.log, 'Loading notifications failed', this.courses.notifications());
  }

  /** Not logged when it fails: logout goes on all the same, and an offline student is no fault. */
  async revokeSession(): Promise<Result<void>> {
    if (!hasCredentials(this.students.load())) return err(UNAVAILABLE);
    return this.auth.logout();
  }

  override logout(): Promise<void> {
    return super.logout(() => this.revokeSession());
  }

  /** The call's result, logged when no usable answer came: a refusal is an answer the student is told about. */
  private async logIfUnanswered<T, E extends { kind: string }>(what: string, call: Promise<Result<T, E>>):
    Promise<Result<T, E>> {
    const r = await call;
    if (!r.ok && r.error.kind !== 'refused') this.log(what, r.error);
    return r;
  }

  private signedIn(student: Student): SignedIn {
    const saved = this.save(student);
    return { student: saved, next: saved.courses.length ? PATHS.dashboard : PATHS.selectYourCourse };
  }

  /** Stores the student (deviceType defaults to android) and the account cookie. */
  private save(student: Student): Student {
    const saved = { ...student, deviceType: student.deviceType || DEFAULT_DEVICE_TYPE };
    this.students.save(saved);
    this.cookies.save(accountDetailsOf(saved));
    return saved;
  }
}
