/** @jest-environment node */
// server/catalogue/pricing.ts: rupees on the wire, paise inside; promo prices rounded to the paisa; which promo applies.
import { describe, expect, it } from '@jest/globals';
import type { PlanRow, PromoRow } from '../../../server/catalogue/catalogue-types';
import { amountOf, discountPercent, planGroups, productInfo, promoApplies, promoPrice } from '../../../server/catalogue/pricing';

const plan = (over: Partial<PlanRow>): PlanRow => ({
  id: 1, course_id: 101, pack_type: 'ACE', title: '3 Months', sale_paise: 149900, retail_paise: 249900, validity_days: 90,
  description: '', position: 0, ...over,
});
const promo = (over: Partial<PromoRow> = {}): PromoRow => ({ code: 'SAVE20', percent_off: 20, course_id: null, expires_at: null, active: 1, ...over });
const NOW = Date.UTC(2026, 0, 15);

describe('pricing', () => {
  it('takes the percent off the sale price, rounded to the paisa', () => {
    expect(promoPrice(149900, 20)).toBe(119920);
    expect(promoPrice(99, 50)).toBe(50);
    expect(promoPrice(149900, 100)).toBe(0);
    expect(amountOf(plan({}), null)).toBe(149900);
    expect(amountOf(plan({}), promo())).toBe(119920);
  });

  it('gives the discount as an integer percent off retail, 0 without a retail price', () => {
    expect(discountPercent(249900, 149900)).toBe(40);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it('groups plans FREE, ACE, PRO by position, leaves out empty packs, with validityDate = today + days', () => {
    const groups = planGroups([
      plan({ id: 3, pack_type: 'PRO', position: 3, validity_days: 365 }),
      plan({ id: 2, position: 2, validity_days: 180 }),
      plan({ id: 1, position: 1 }),
    ], promo(), '2026-01-15');
    expect(groups.map((g) => [g.packType, g.plans.map((p) => p.packId)])).toEqual([['ACE', [1, 2]], ['PRO', [3]]]);
    expect(groups[0].plans[0]).toEqual({ packId: 1, title: '3 Months', salePrice: 1199.2, retailPrice: 2499, discount: 52,
      validityDuration: 90, validityDate: '2026-04-15', description: '' });
  });

  it.each([
    ['an active code for any course', promo(), true],
    ['an inactive code', promo({ active: 0 }), false],
    ['an expired code', promo({ expires_at: NOW }), false],
    ['a code not yet expired', promo({ expires_at: NOW + 1 }), true],
    ['a code of this course', promo({ course_id: 101 }), true],
    ['a code of another course', promo({ course_id: 102 }), false],
    ['no code', undefined, false],
  ])('promoApplies: %s -> %s', (_, row, applies) => {
    expect(promoApplies(row, 101, NOW)).toBe(applies);
  });

  it('names the product as the checkout shows it', () => {
    expect(productInfo('JEE Main Complete Course', plan({ pack_type: 'PRO', title: '12 Months' }))).toBe('JEE Main Complete Course - PRO 12 Months');
  });
});
