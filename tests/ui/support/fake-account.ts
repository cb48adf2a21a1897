// An in-memory AccountUseCases for shell tests: keeps the stored student, records calls.
import { ACCOUNT_MESSAGES } from '../../../application/account/account-messages';
import type { AccountUseCases } from '../../../application/account/account-use-cases';
import type { ThemePreferenceStorage } from '../../../application/account/ports';
import { courseAccessState, isoDateOf } from '../../../domain/account/access-state';
import { activeCourseOf, type Student } from '../../../domain/account/student';
import { PATHS } from '../../../domain/shared/paths';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';

const notUsed = err({ message: 'not used' });

export class FakeAccount implements AccountUseCases {
  /** when false, switchCourse answers as a refusing server */
  acceptSwitch = true;
  readonly switched: number[] = [];
  refreshes = 0;
  loggedOut = 0;

  constructor(public stored: Student | null) {}

  currentStudent = () => this.stored;

  activeCourseAccess = () => courseAccessState(activeCourseOf(this.stored), isoDateOf(Date.now()));

  switchCourse = async (index: number) => {
    this.switched.push(index);
    if (!this.acceptSwitch || !this.stored) return err({ message: ACCOUNT_MESSAGES.tryAgain });
    this.stored = { ...this.stored, openedCourse: index };
    return ok(this.stored);
  };

  refreshCourses = async () => {
    this.refreshes += 1;
    return this.stored ? ok(this.stored) : err(UNAVAILABLE);
  };

  /** opens the course with this id among the stored student's courses, as switchCourse does */
  openEnrolledCourse = async (courseId: number) => {
    const index = this.stored?.courses.findIndex((c) => c.courseId === courseId) ?? -1;
    return index < 0 ? err({ message: ACCOUNT_MESSAGES.tryAgain }) : this.switchCourse(index);
  };

  updateEmail = async (email: string) => {
    if (!this.stored) return err({ message: ACCOUNT_MESSAGES.tryAgain });
    this.stored = { ...this.stored, emailId: email };
    return ok(this.stored);
  };

  logout = async () => {
    this.loggedOut += 1;
    this.stored = null;
  };

  loginWithPassword = async () => notUsed;
  sendLoginOtp = async () => notUsed;
  verifyLoginOtp = async () => notUsed;
  requestPasswordReset = async () => notUsed;
  resetPassword = async () => err({ message: 'not used', toast: false, expired: false });
  directSignIn = async () => err({ next: PATHS.login });
  loadNotifications: AccountUseCases['loadNotifications'] = async () => err(UNAVAILABLE);
  revokeSession = async () => err(UNAVAILABLE);
  sendGuestOtp = async () => notUsed;
  verifyGuestOtp = async () => err({ message: 'not used', wrongCode: false, expired: false });
  addTrialCourse = async () => err({ message: 'not used', alreadyAttempted: false });
}

export class FakeThemePreference implements ThemePreferenceStorage {
  readonly saves: boolean[] = [];
  constructor(private saved: boolean | null = null, private systemDark = false) {}
  load = () => this.saved;
  save = (dark: boolean) => {
    this.saved = dark;
    this.saves.push(dark);
  };
  systemPrefersDark = () => this.systemDark;
}
