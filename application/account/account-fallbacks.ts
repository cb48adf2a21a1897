// What each network account use case answers when the area could not be loaded (offline, a stale deployment): the
// call's ordinary failure, so the screen shows it and the next call tries again.
import { PATHS } from '../../domain/shared/paths';
import { err, UNAVAILABLE } from '../../domain/shared/result';
import type { Fallbacks } from '../shared/lazy-use-cases';
import { GENERIC_FAILURE, GUEST_SUBMIT_FAILED, TRY_AGAIN } from '../shared/shared-messages';
import type { AccountNetworkUseCases } from './account-use-cases';

const failed = err({ message: GENERIC_FAILURE });

export const ACCOUNT_FALLBACKS: Fallbacks<AccountNetworkUseCases, keyof AccountNetworkUseCases> = {
  loginWithPassword: () => failed,
  sendLoginOtp: () => failed,
  verifyLoginOtp: () => failed,
  requestPasswordReset: () => failed,
  resetPassword: () => err({ message: GENERIC_FAILURE, toast: true, expired: false }),
  directSignIn: () => err({ next: PATHS.login }),
  switchCourse: () => err({ message: TRY_AGAIN }),
  openEnrolledCourse: () => err({ message: TRY_AGAIN }),
  updateEmail: () => err({ message: TRY_AGAIN }),
  // the guest trial's steps fail as the guest submit does
  sendGuestOtp: () => err({ message: GUEST_SUBMIT_FAILED }),
  verifyGuestOtp: () => err({ message: GUEST_SUBMIT_FAILED, wrongCode: false, expired: false }),
  addTrialCourse: () => err({ message: GUEST_SUBMIT_FAILED, alreadyAttempted: false }),
  refreshCourses: () => err(UNAVAILABLE),
  loadNotifications: () => err(UNAVAILABLE),
  // logout goes on without the server: the stored data is cleared all the same
  revokeSession: () => err(UNAVAILABLE),
};
