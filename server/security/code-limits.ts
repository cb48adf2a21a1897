// Limits on one-time codes of every kind (login, password reset, and the kinds later features add): how often a code
// may be sent to a destination and from a client address, and how many wrong codes a destination and an address may
// try across all its codes. docs/security.md "Limits" gives each number its reason.
//
// The guess budget is what stops a takeover: a code is 6 digits, so each wrong guess has a 1 in 10^6 chance of
// being right. At most 20 wrong codes a day per destination (and at most 10 an hour) keeps the chance of guessing
// one account's code below 20 in 10^6 = 1 in 50,000 a day, whatever the number of codes or clients. The per-code
// limit of 5 wrong tries (repositories/one-time-code-repository.ts) stays.
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { DAY, HOUR, MINUTE, type Rule } from './throttle';

/** Sends to one mobile or e-mail: stops flooding a student with messages. */
export const SENDS_PER_DESTINATION: readonly Rule[] = [
  { bucket: 'code-send-destination-10m', limit: 5, windowMs: 10 * MINUTE },
  { bucket: 'code-send-destination-day', limit: 10, windowMs: DAY },
];
/** Sends from one client address, to any destination (known or not): a school behind one address stays well inside. */
export const SENDS_PER_ADDRESS: readonly Rule[] = [
  { bucket: 'code-send-address-10m', limit: 20, windowMs: 10 * MINUTE },
  { bucket: 'code-send-address-day', limit: 100, windowMs: DAY },
];
/** Wrong codes for one destination, across all its codes: the takeover bound above. */
export const WRONG_CODES_PER_DESTINATION: readonly Rule[] = [
  { bucket: 'code-wrong-destination-hour', limit: 10, windowMs: HOUR },
  { bucket: 'code-wrong-destination-day', limit: 20, windowMs: DAY },
];
/** Wrong codes from one client address, across destinations: one client cannot spread guesses over many accounts fast. */
export const WRONG_CODES_PER_ADDRESS: readonly Rule[] = [
  { bucket: 'code-wrong-address-hour', limit: 30, windowMs: HOUR },
];

export const TOO_MANY_SENDS = 'Too many codes were requested';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes';

/** The key of a destination: a mobile or an e-mail as entered, trimmed and lower-cased. */
export const destinationKey = (to: string): string => to.trim().toLowerCase();

export interface CodeLimits {
  /** Before a code is sent: 429 when the destination or the address has had enough; else counts the send. */
  beforeSend(c: Context, destination: string): Promise<void>;
  /** Before a code is checked: 429 when the destination (if known) or the address has no wrong tries left. */
  beforeCheck(c: Context, destination: string | undefined): Promise<void>;
  /** After a wrong code: counts it against the destination (if known) and the address. */
  afterWrong(c: Context, destination: string | undefined): Promise<void>;
}

export const codeLimits = ({ throttle, clientAddress, now }: Pick<AppDeps, 'throttle' | 'clientAddress' | 'now'>): CodeLimits => ({
  async beforeSend(c, destination) {
    // the address and the destination decided together: a send counts under both or under neither
    await throttle.limitAll([
      { rules: SENDS_PER_ADDRESS, key: clientAddress(c) },
      { rules: SENDS_PER_DESTINATION, key: destinationKey(destination) },
    ], now(), TOO_MANY_SENDS);
  },
  async beforeCheck(c, destination) {
    const at = now();
    await throttle.refuseWhenFull(WRONG_CODES_PER_ADDRESS, clientAddress(c), at, TOO_MANY_WRONG_CODES);
    if (destination !== undefined) await throttle.refuseWhenFull(WRONG_CODES_PER_DESTINATION, destinationKey(destination), at, TOO_MANY_WRONG_CODES);
  },
  async afterWrong(c, destination) {
    const at = now();
    await throttle.recordAll(WRONG_CODES_PER_ADDRESS, clientAddress(c), at);
    if (destination !== undefined) await throttle.recordAll(WRONG_CODES_PER_DESTINATION, destinationKey(destination), at);
  },
});
