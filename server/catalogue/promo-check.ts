// Checking a promo code a student typed: the wrong-code budget first (429 while it is spent, even for a right code),
// then whether the code applies to the course; a code that does not apply counts against the budget.
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { promoLimits } from '../security/payment-limits';
import type { PromoRow } from './catalogue-types';
import { promoApplies } from './pricing';

export type PromoCheck = (c: Context, studentId: number, code: string, courseId: number) => Promise<PromoRow | undefined>;

/** The promo code when it applies to the course, else undefined (a wrong code, counted). */
export const promoCheck = (deps: Pick<AppDeps, 'throttle' | 'clientAddress' | 'now' | 'courseCatalogue'>): PromoCheck => {
  const limits = promoLimits(deps);
  return async (c, studentId, code, courseId) => {
    await limits.beforeCheck(c, studentId);
    const promo = await deps.courseCatalogue.promo(code);
    if (promoApplies(promo, courseId, deps.now())) return promo;
    await limits.afterWrong(c, studentId);
    return undefined;
  };
};
