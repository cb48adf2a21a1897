import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { CatalogueCategory, CatalogueCourse } from '../../../domain/catalogue/catalogue';
import {
  canApplyPromo, courseMatches, enrolledBadge, enrolmentOf, findCourse, firstPlanOf, formatRupees, packOfPlan, paiseOf,
  payLabel, planById, planTabs, plansOf, pricePerDay, SEARCH_DEBOUNCE_MS, SKELETON_CARDS, TRANSACTIONS_PAGE_SIZE,
  visibleCourses,
} from '../../../domain/catalogue/catalogue-rules';
import { aCourse } from '../../mothers/account.mother';
import { aCatalogueCourse, aCategory, aPlan, somePlanGroups } from './catalogue.mother';

describe('the constants of spec 000 §9', () => {
  it('debounces the search 300 ms, shows 6 skeleton cards and 5 transactions a page', () => {
    expect([SEARCH_DEBOUNCE_MS, SKELETON_CARDS, TRANSACTIONS_PAGE_SIZE]).toEqual([300, 6, 5]);
  });
});

describe('plan selection', () => {
  const groups = somePlanGroups();

  it('offers FREE, ACE, PRO; only ACE and PRO to a student already enrolled', () => {
    expect(planTabs(false)).toEqual(['FREE', 'ACE', 'PRO']);
    expect(planTabs(true)).toEqual(['ACE', 'PRO']);
  });

  it('lists the plans of a pack, none for a pack the course lacks', () => {
    expect(plansOf(groups, 'ACE').map((p) => p.packId)).toEqual([201, 202]);
    expect(plansOf(groups.filter((g) => g.packType !== 'PRO'), 'PRO')).toEqual([]);
  });

  it('changing the tab selects the first plan of that pack (null when it has none)', () => {
    expect(firstPlanOf(groups, 'ACE')?.packId).toBe(201);
    expect(firstPlanOf(groups, 'FREE')?.packId).toBe(101);
    expect(firstPlanOf([], 'PRO')).toBeNull();
  });

  it('finds a plan by id across the groups (the selection follows it after a promo re-prices them)', () => {
    expect(planById(groups, 202)?.title).toBe('ACE 12 Months');
    expect(planById(groups, 999)).toBeNull();
    expect(planById(groups, null)).toBeNull();
  });

  it('tells the pack a plan belongs to', () => {
    expect(packOfPlan(groups, 101)).toBe('FREE');
    expect(packOfPlan(groups, 202)).toBe('ACE');
    expect(packOfPlan(groups, 301)).toBe('PRO');
    expect(packOfPlan(groups, 999)).toBeNull();
  });
});

describe('prices', () => {
  it('price per day is floor(sale price / validity days); 0 without validity days', () => {
    expect(pricePerDay({ salePrice: 4999, validityDuration: 365 })).toBe(13);
    expect(pricePerDay({ salePrice: 365, validityDuration: 365 })).toBe(1);
    expect(pricePerDay({ salePrice: 364, validityDuration: 365 })).toBe(0);
    expect(pricePerDay({ salePrice: 100, validityDuration: 0 })).toBe(0);
  });

  it('property: price per day is the largest whole number of rupees a day within the sale price', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 3650 }), (sale, days) => {
      const perDay = pricePerDay({ salePrice: sale, validityDuration: days });
      expect(Number.isInteger(perDay)).toBe(true);
      expect(perDay * days).toBeLessThanOrEqual(sale);
      expect((perDay + 1) * days).toBeGreaterThan(sale);
    }));
  });

  it('formats rupees with Indian grouping, two decimals only when there are paise', () => {
    expect(formatRupees(4999)).toBe('4,999');
    expect(formatRupees(123456)).toBe('1,23,456');
    expect(formatRupees(123456.5)).toBe('1,23,456.50');
    expect(formatRupees(0)).toBe('0');
  });

  it('the provider takes paise: rupees x 100, whole', () => {
    expect(paiseOf(4999)).toBe(499900);
    expect(paiseOf(4999.5)).toBe(499950);
    expect(paiseOf(0.29)).toBe(29);
    expect(paiseOf(19.99)).toBe(1999);
  });

  it('property: an amount of at most two decimals is exactly its paise / 100', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
      expect(paiseOf(paise / 100)).toBe(paise);
    }));
  });
});

describe('the pay button', () => {
  it("with a promo: 'Get It Free' below ₹1, else 'Just Pay ₹ {amount}'", () => {
    expect(payLabel({ salePrice: 0 }, 'PRO', true)).toBe('Get It Free');
    expect(payLabel({ salePrice: 0.99 }, 'ACE', true)).toBe('Get It Free');
    expect(payLabel({ salePrice: 1 }, 'ACE', true)).toBe('Just Pay ₹ 1');
    expect(payLabel({ salePrice: 2499.5 }, 'PRO', true)).toBe('Just Pay ₹ 2,499.50');
  });

  it("without one: 'Start Free Trial' for a FREE plan, else 'Pay ₹ {amount}'", () => {
    expect(payLabel({ salePrice: 0 }, 'FREE', false)).toBe('Start Free Trial');
    expect(payLabel(aPlan(), 'PRO', false)).toBe('Pay ₹ 4,999');
  });
});

describe('promo codes', () => {
  it('apply only with a non-blank code and when none is applied yet', () => {
    expect(canApplyPromo('SAVE10', false)).toBe(true);
    expect(canApplyPromo('  SAVE10 ', false)).toBe(true);
    expect(canApplyPromo('   ', false)).toBe(false);
    expect(canApplyPromo('', false)).toBe(false);
    expect(canApplyPromo('SAVE10', true)).toBe(false);
  });
});

describe('enrolment', () => {
  const mine = [aCourse({ courseId: 11, packTypeTitle: 'PRO' }), aCourse({ courseId: 12, packTypeTitle: 'FREE' })];

  it("finds the student's enrolment in a catalogue course", () => {
    expect(enrolmentOf(12, mine)?.packTypeTitle).toBe('FREE');
    expect(enrolmentOf(13, mine)).toBeNull();
  });

  it("badges an enrolled course 'Enrolled: {pack title}'", () => {
    expect(enrolledBadge(11, mine)).toBe('Enrolled: PRO');
    expect(enrolledBadge(12, mine)).toBe('Enrolled: FREE');
    expect(enrolledBadge(13, mine)).toBeNull();
    expect(enrolledBadge(11, [])).toBeNull();
  });
});

describe('search and category filter', () => {
  const neet = aCatalogueCourse({ courseId: 21, courseTitle: 'NEET UG', courseSubTitle: 'Medical entrance', categoryId: 3, categoryName: 'Medical', organisationName: 'Beta Org' });
  const jee = aCatalogueCourse();
  const advanced = aCatalogueCourse({ courseId: 12, courseTitle: 'JEE Advanced' });
  const categories: CatalogueCategory[] = [
    aCategory({ courses: [jee, advanced] }),
    aCategory({ categoryId: 3, categoryName: 'Medical', courses: [neet] }),
  ];

  it('matches any string field, ignoring case; a blank query matches all', () => {
    expect(courseMatches(neet, 'neet')).toBe(true);
    expect(courseMatches(neet, 'MEDICAL ')).toBe(true);
    expect(courseMatches(neet, 'beta')).toBe(true);
    expect(courseMatches(neet, 'jee')).toBe(false);
    expect(courseMatches(neet, '21')).toBe(false);
    expect(courseMatches(neet, '   ')).toBe(true);
  });

  it('shows the courses of the chosen categories (all when none is chosen) that match, in catalogue order', () => {
    const ids = (courses: CatalogueCourse[]) => courses.map((c) => c.courseId);
    expect(ids(visibleCourses(categories, new Set(), ''))).toEqual([11, 12, 21]);
    expect(ids(visibleCourses(categories, new Set([3]), ''))).toEqual([21]);
    expect(ids(visibleCourses(categories, new Set([2, 3]), 'advanced'))).toEqual([12]);
    expect(ids(visibleCourses(categories, new Set([3]), 'jee'))).toEqual([]);
    expect(ids(visibleCourses(categories, new Set([99]), ''))).toEqual([]);
  });

  it('property: the courses shown are some of the courses, and the query is case-insensitive', () => {
    const field = fc.string({ maxLength: 12 });
    const course = fc.record({ courseTitle: field, courseSubTitle: field, organisationName: field, categoryId: fc.integer({ min: 1, max: 4 }) })
      .map((f) => aCatalogueCourse(f));
    const catalogue = fc.array(course, { maxLength: 12 }).map((courses): CatalogueCategory[] =>
      [1, 2, 3, 4].map((categoryId) => aCategory({ categoryId, courses: courses.filter((c) => c.categoryId === categoryId) })));
    fc.assert(fc.property(catalogue, fc.uniqueArray(fc.integer({ min: 1, max: 5 })), field, (cats, chosen, query) => {
      const shown = visibleCourses(cats, new Set(chosen), query);
      const all = cats.flatMap((c) => c.courses);
      for (const c of shown) {
        expect(all).toContain(c);
        expect(chosen.length === 0 || chosen.includes(c.categoryId)).toBe(true);
      }
      expect(visibleCourses(cats, new Set(chosen), query.toUpperCase())).toEqual(visibleCourses(cats, new Set(chosen), query.toLowerCase()));
    }));
  });

  it('property: any part of a title, in any case, finds the course', () => {
    const flip = (s: string, mask: number) => [...s].map((ch, i) => ((mask >> (i % 30)) & 1 ? ch.toUpperCase() : ch.toLowerCase())).join('');
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.nat(), fc.nat(), fc.nat(), (title, a, b, mask) => {
      const [from, to] = [a % (title.length + 1), b % (title.length + 1)].sort((x, y) => x - y);
      const course = aCatalogueCourse({ courseTitle: title });
      expect(courseMatches(course, flip(title.slice(from, to), mask))).toBe(true);
    }));
  });

  it('finds a course by id (the cid query); null for none or no id', () => {
    expect(findCourse(categories, 21)).toBe(neet);
    expect(findCourse(categories, 99)).toBeNull();
    expect(findCourse(categories, null)).toBeNull();
    expect(findCourse(categories, undefined)).toBeNull();
  });
});
