// AccountUseCases whose network half loads on first use. The synchronous methods (current student, access
// state, logout) answer at once from storage; every call that needs the server first awaits `load()`, which
// the app entry points at a dynamic import of the composition root. /login thus renders without the
// container, HTTP client and gateways, and fetches them when the student starts to act (prefetch) or
// submits. A load that fails (offline, a stale deployment) turns into the call's ordinary failure outcome
// with the spec's generic message, and the next call tries again: nothing throws into a view.
import { AccountSession } from './account-session';
import type { AccountUseCases, DirectSignInQuery, Failure } from './account-use-cases';
import type { AccountCookieStore, Clock, ForgotPasswordToken, StudentStore } from './ports';

export const LOAD_FAILED_MESSAGE = 'Something went wrong';

const failure = (): Failure => ({ ok: false, message: LOAD_FAILED_MESSAGE });

export class DeferredAccountUseCases extends AccountSession implements AccountUseCases {
  private loading: Promise<AccountUseCases> | null = null;

  constructor(
    students: StudentStore,
    cookies: AccountCookieStore,
    clock: Clock,
    private readonly load: () => Promise<AccountUseCases>,
  ) {
    super(students, cookies, clock);
  }

  /** Starts loading the network half now (idempotent); a failure is logged and retried on the next call. */
  prefetch(): void {
    this.loaded().catch((e: unknown) => console.error('Loading the account services failed', e));
  }

  private loaded(): Promise<AccountUseCases> {
    this.loading ??= this.load().catch((e: unknown) => {
      this.loading = null;
      throw e;
    });
    return this.loading;
  }

  /** Runs `call` on the loaded use cases; when loading fails, logs it and answers `fallback`. */
  private async via<T>(call: (u: AccountUseCases) => Promise<T>, fallback: () => T): Promise<T> {
    let real: AccountUseCases;
    try {
      real = await this.loaded();
    } catch (e) {
      console.error('Loading the account services failed', e);
      return fallback();
    }
    return call(real);
  }

  loginWithPassword(userId: string, password: string, device?: string) {
    return this.via((u) => u.loginWithPassword(userId, password, device), failure);
  }

  sendLoginOtp(mobile: string) {
    return this.via((u) => u.sendLoginOtp(mobile), failure);
  }

  verifyLoginOtp(otp: string, token: string, device?: string) {
    return this.via((u) => u.verifyLoginOtp(otp, token, device), failure);
  }

  requestPasswordReset(userId: string) {
    return this.via((u) => u.requestPasswordReset(userId), failure);
  }

  resetPassword(input: { token: ForgotPasswordToken; otp: string; newPassword: string }) {
    return this.via((u) => u.resetPassword(input), () => ({ ...failure(), toast: true }));
  }

  directSignIn(query: DirectSignInQuery) {
    return this.via((u) => u.directSignIn(query), () => ({ next: '/login', firstTimeUser: false }));
  }

  switchCourse(index: number) {
    return this.via((u) => u.switchCourse(index), () => null);
  }

  refreshCourses() {
    return this.via((u) => u.refreshCourses(), () => null);
  }

  loadNotifications() {
    return this.via((u) => u.loadNotifications(), () => null);
  }
}
