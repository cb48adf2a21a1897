// Limits of the catalogue, checkout and payment calls (docs/security.md "Limits" gives each number its reason).
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { HOUR, type Rule } from './throttle';

/** Wrong promo codes of one student (the promo check and the checkout count alike): guessing codes is slow. */
export const WRONG_PROMOS_PER_STUDENT: readonly Rule[] = [{ bucket: 'promo-wrong-student', limit: 10, windowMs: HOUR }];
/** Wrong promo codes from one client address, across students. */
export const WRONG_PROMOS_PER_ADDRESS: readonly Rule[] = [{ bucket: 'promo-wrong-address', limit: 30, windowMs: HOUR }];
/** Checkout requests of one student (each may open an order at the provider). */
export const ORDERS_PER_STUDENT: readonly Rule[] = [{ bucket: 'payment-order-student', limit: 30, windowMs: HOUR }];
/** Refused payment callbacks (forged signature, unknown order, wrong amount...) from one client address. */
export const REFUSED_CALLBACKS_PER_ADDRESS: readonly Rule[] = [{ bucket: 'payment-callback-refused-address', limit: 20, windowMs: HOUR }];
/** E-mails set through /student-profile/update-email by one student. */
export const EMAIL_UPDATES_PER_STUDENT: readonly Rule[] = [{ bucket: 'update-email-student', limit: 10, windowMs: HOUR }];

export const TOO_MANY_WRONG_PROMOS = 'Too many wrong promo codes';
export const TOO_MANY_ORDERS = 'Too many checkout requests';
export const TOO_MANY_REFUSED_CALLBACKS = 'Too many refused payment callbacks';
export const TOO_MANY_EMAIL_UPDATES = 'Too many e-mail updates';

export interface PromoLimits {
  /** 429 while the student or the address has no wrong promo codes left (even a right code is refused then). */
  beforeCheck(c: Context, studentId: number): Promise<void>;
  /** Counts a wrong promo code against the student and the address. */
  afterWrong(c: Context, studentId: number): Promise<void>;
}

export const promoLimits = ({ throttle, clientAddress, now }: Pick<AppDeps, 'throttle' | 'clientAddress' | 'now'>): PromoLimits => ({
  async beforeCheck(c, studentId) {
    const at = now();
    await throttle.refuseWhenFull(WRONG_PROMOS_PER_STUDENT, String(studentId), at, TOO_MANY_WRONG_PROMOS);
    await throttle.refuseWhenFull(WRONG_PROMOS_PER_ADDRESS, clientAddress(c), at, TOO_MANY_WRONG_PROMOS);
  },
  async afterWrong(c, studentId) {
    const at = now();
    await throttle.recordAll(WRONG_PROMOS_PER_STUDENT, String(studentId), at);
    await throttle.recordAll(WRONG_PROMOS_PER_ADDRESS, clientAddress(c), at);
  },
});
