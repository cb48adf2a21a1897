// Limits of the dashboard, profile and shared-modal calls (docs/security.md "Dashboard, profile and shared modals"
// gives each number its reason). Codes these calls send (profile verification, account deletion) also go through
// codeLimits (security/code-limits.ts): per destination and per client address, with the shared wrong-code budget.
import { DAY, HOUR, type Rule } from './throttle';

/** Feedback messages of one student. */
export const FEEDBACK_PER_STUDENT: readonly Rule[] = [{ bucket: 'feedback-student-day', limit: 20, windowMs: DAY }];
/** Course ratings of one student (a repeated rating answers 'given' but still counts). */
export const RATINGS_PER_STUDENT: readonly Rule[] = [{ bucket: 'rating-student-day', limit: 20, windowMs: DAY }];
/** Teacher invites of one student. */
export const INVITES_PER_STUDENT: readonly Rule[] = [{ bucket: 'invite-student-day', limit: 20, windowMs: DAY }];
/** Support tickets of one student. */
export const TICKETS_PER_STUDENT: readonly Rule[] = [{ bucket: 'ticket-student-day', limit: 10, windowMs: DAY }];
/**
 * Requests of one student to change the e-mail or mobile (each may send a code to a new address, or answer 409 for an
 * address another account has): counted before the 409 check, so probing which addresses are taken is slow.
 */
export const ADDRESS_CHANGES_PER_STUDENT: readonly Rule[] = [
  { bucket: 'profile-address-student-hour', limit: 10, windowMs: HOUR },
  { bucket: 'profile-address-student-day', limit: 20, windowMs: DAY },
];
/** Profile pictures one student uploads. */
export const PICTURES_PER_STUDENT: readonly Rule[] = [{ bucket: 'profile-picture-student-day', limit: 20, windowMs: DAY }];

export const TOO_MANY_FEEDBACK = 'You have sent a lot of feedback today';
export const TOO_MANY_RATINGS = 'You have sent a lot of ratings today';
export const TOO_MANY_INVITES = 'You have sent a lot of invitations today';
export const TOO_MANY_TICKETS = 'You have raised a lot of support tickets today';
export const TOO_MANY_ADDRESS_CHANGES = 'Too many e-mail or mobile changes';
export const TOO_MANY_PICTURES = 'You have uploaded too many profile pictures today';
