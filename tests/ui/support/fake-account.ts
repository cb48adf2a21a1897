// An in-memory AccountUseCases for shell tests: keeps the stored student, records calls.
import type { AccountUseCases } from '../../../application/account/account-use-cases';
import type { ThemePreferenceStore } from '../../../application/account/ports';
import { courseAccessState, isoDateOf } from '../../../domain/account/access-state';
import { activeCourseOf, type Student } from '../../../domain/account/student';

export class FakeAccount implements AccountUseCases {
  /** when false, switchCourse answers as a refusing server (null) */
  acceptSwitch = true;
  readonly switched: number[] = [];
  refreshes = 0;
  loggedOut = 0;

  constructor(public stored: Student | null) {}

  currentStudent = () => this.stored;

  activeCourseAccess = () => courseAccessState(activeCourseOf(this.stored), isoDateOf(Date.now()));

  switchCourse = async (index: number) => {
    this.switched.push(index);
    if (!this.acceptSwitch || !this.stored) return null;
    this.stored = { ...this.stored, openedCourse: index };
    return this.stored;
  };

  refreshCourses = async () => {
    this.refreshes += 1;
    return this.stored;
  };

  logout = () => {
    this.loggedOut += 1;
    this.stored = null;
  };

  loginWithPassword = async () => ({ ok: false as const, message: 'not used' });
  sendLoginOtp = async () => ({ ok: false as const, message: 'not used' });
  verifyLoginOtp = async () => ({ ok: false as const, message: 'not used' });
  requestPasswordReset = async () => ({ ok: false as const, message: 'not used' });
  resetPassword = async () => ({ ok: false as const, message: 'not used', toast: false });
  directSignIn = async () => ({ next: '/login', firstTimeUser: false });
  loadNotifications = async () => null;
}

export class FakeThemePreference implements ThemePreferenceStore {
  readonly saves: boolean[] = [];
  constructor(private saved: boolean | null = null, private systemDark = false) {}
  load = () => this.saved;
  save = (dark: boolean) => {
    this.saved = dark;
    this.saves.push(dark);
  };
  systemPrefersDark = () => this.systemDark;
}
