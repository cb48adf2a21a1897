// Backoff after failed password sign-ins (docs/security.md "Limits"): a growing delay, never a hard lock. The first 5
// failures for an account in 15 minutes cost nothing (typos); after that each try must wait 2 s, 4 s, 8 s ... after
// the last failure, at most 5 minutes, so a guesser gets a few tries an hour while the student whose account is
// being guessed waits at most 5 minutes. A client address may fail 20 times an hour across accounts (a school behind
// one address), then waits 1 s, 2 s ... at most 15 minutes. Unknown user ids are counted the same way as known ones,
// so the delay says nothing about whether an account exists. A successful sign-in clears the account's failures.
import { HOUR, MINUTE, SECOND, type Backoff } from './throttle';

export const LOGIN_FAILURES_PER_ACCOUNT: Backoff = { bucket: 'login-fail-account', free: 5, baseMs: 2 * SECOND, maxMs: 5 * MINUTE, windowMs: 15 * MINUTE };
export const LOGIN_FAILURES_PER_ADDRESS: Backoff = { bucket: 'login-fail-address', free: 20, baseMs: SECOND, maxMs: 15 * MINUTE, windowMs: HOUR };

export const TOO_MANY_SIGN_INS = 'Too many failed sign-ins';

/**
 * The account a sign-in names: the students its user id matches (one id or e-mail or mobile may match several), else
 * the id itself, so the e-mail, mobile and login id of one student share one count.
 */
export const accountKey = (userId: string, studentIds: readonly number[]): string =>
  studentIds.length > 0 ? `student:${[...studentIds].sort((a, b) => a - b).join(',')}` : `id:${userId.trim().toLowerCase()}`;
