// Prices (one home): paise in the database and at the provider, rupees on the wire; a promo code's price; which
// promo codes apply. Every amount a student pays is computed here from the plan and the promo code, never read from
// the client.
import { addDays } from '../shared/dates';
import { PACK_TYPES, type PlanRow, type PromoRow, type WirePlan, type WirePlanGroup } from './catalogue-types';

/** paise -> rupees (at most 2 decimals). */
export const rupees = (paise: number): number => paise / 100;

/** The sale price with a promo's percent off, rounded to the paisa. */
export const promoPrice = (salePaise: number, percentOff: number): number =>
  Math.round((salePaise * (100 - percentOff)) / 100);

/** Integer percent off retail: round(100 * (retail - sale) / retail); 0 without a retail price. */
export const discountPercent = (retailPaise: number, salePaise: number): number =>
  retailPaise > 0 ? Math.round((100 * (retailPaise - salePaise)) / retailPaise) : 0;

/** Whether the promo code may be used for the course at this time: active, not expired, for any course or this one. */
export const promoApplies = (promo: PromoRow | undefined, courseId: number, now: number): promo is PromoRow =>
  promo !== undefined && promo.active === 1 && (promo.expires_at === null || promo.expires_at > now)
  && (promo.course_id === null || promo.course_id === courseId);

/** What the student pays for the plan, in paise. */
export const amountOf = (plan: PlanRow, promo: PromoRow | null): number =>
  promo ? promoPrice(plan.sale_paise, promo.percent_off) : plan.sale_paise;

export const wirePlan = (plan: PlanRow, promo: PromoRow | null, today: string): WirePlan => {
  const sale = amountOf(plan, promo);
  return {
    packId: plan.id,
    title: plan.title,
    salePrice: rupees(sale),
    retailPrice: rupees(plan.retail_paise),
    discount: discountPercent(plan.retail_paise, sale),
    validityDuration: plan.validity_days,
    validityDate: addDays(today, plan.validity_days),
    description: plan.description,
  };
};

/** The plan groups of a course in the order FREE, ACE, PRO (plans by position); a pack without plans is left out. */
export const planGroups = (plans: readonly PlanRow[], promo: PromoRow | null, today: string): WirePlanGroup[] =>
  PACK_TYPES.map((packType) => ({
    packType,
    plans: plans.filter((p) => p.pack_type === packType)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((p) => wirePlan(p, promo, today)),
  })).filter((g) => g.plans.length > 0);

/** What the checkout shows as the product: 'JEE Main Complete Course - PRO 12 Months'. */
export const productInfo = (courseTitle: string, plan: PlanRow): string => `${courseTitle} - ${plan.pack_type} ${plan.title}`;
