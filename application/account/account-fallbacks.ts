// What each network account use case answers when the area could not be loaded (offline, a stale deployment): the
// call's ordinary failure with the generic message, so the screen shows it and the next call tries again.
import type { Fallbacks } from '../shared/lazy-use-cases';
import type { AccountNetworkUseCases } from './account-use-cases';

export const LOAD_FAILED_MESSAGE = 'Something went wrong';

const failure = { ok: false, message: LOAD_FAILED_MESSAGE } as const;

export const ACCOUNT_FALLBACKS: Fallbacks<AccountNetworkUseCases, keyof AccountNetworkUseCases> = {
  loginWithPassword: () => failure,
  sendLoginOtp: () => failure,
  verifyLoginOtp: () => failure,
  requestPasswordReset: () => failure,
  resetPassword: () => ({ ...failure, toast: true }),
  directSignIn: () => ({ next: '/login', firstTimeUser: false }),
  switchCourse: () => null,
  refreshCourses: () => null,
  loadNotifications: () => null,
};
