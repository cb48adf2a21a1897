/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { err, ok } from '../../../../domain/shared/result';
import { PlanModalStore } from '../../../../ui/pages/catalogue/plan-modal.store';
import { SelectCourseStore } from '../../../../ui/pages/catalogue/select-course.store';
import { PaymentsStore } from '../../../../ui/pages/payments/payments.store';
import { aCourse } from '../../../mothers/student.mother';
import { aCatalogueCourse, aTransaction, fakeCatalogue, planGroups } from './catalogue-fakes';

const payer = { name: 'Asha Verma', email: 'asha@example.com', contact: '9876543210' };

describe('SelectCourseStore', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  it('filters by chosen categories and, 300 ms after the last keystroke, by the search', async () => {
    const store = new SelectCourseStore(fakeCatalogue(), () => []);
    await store.load();
    expect(store.visible.map((c) => c.courseId)).toEqual([101, 105, 102]);
    store.toggleCategory(2);
    expect(store.visible.map((c) => c.courseId)).toEqual([102]);
    store.clearCategories();
    store.setQuery('APEX');
    jest.advanceTimersByTime(299);
    expect(store.visible).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(store.visible.map((c) => c.courseId)).toEqual([101, 105]);
  });

  it('opens the preselected course once the catalogue is in; an unknown cid opens nothing', async () => {
    const store = new SelectCourseStore(fakeCatalogue(), () => []);
    await store.load(102);
    expect(store.openCourse?.courseTitle).toBe('NEET Biology Booster');
    const other = new SelectCourseStore(fakeCatalogue(), () => []);
    await other.load(999);
    expect(other.openCourse).toBeNull();
  });

  it('badges the courses the student is enrolled in with their pack', async () => {
    const store = new SelectCourseStore(fakeCatalogue(), () => [aCourse({ courseId: 102, packTypeTitle: 'ACE' })]);
    await store.load();
    expect(store.badgeOf(102)).toBe('Enrolled: ACE');
    expect(store.packOf(102)).toBe('ACE');
    expect(store.badgeOf(101)).toBeNull();
  });

  it('a failed load shows the empty state and can be tried again', async () => {
    const catalogue = fakeCatalogue();
    catalogue.catalogue.mockResolvedValueOnce(err({ message: 'Something went wrong' }));
    const store = new SelectCourseStore(catalogue, () => []);
    await store.load();
    expect(store.failed).toBe(true);
    expect(store.visible).toEqual([]);
    await store.load();
    expect(store.failed).toBe(false);
    expect(store.visible).toHaveLength(3);
  });
});

describe('PlanModalStore', () => {
  it('offers FREE, ACE and PRO to a new student and selects the first plan of the tab', () => {
    const store = new PlanModalStore(aCatalogueCourse(), false, fakeCatalogue());
    expect(store.tabs).toEqual(['FREE', 'ACE', 'PRO']);
    expect(store.plan?.packId).toBe(11);
    store.selectPlan(11);
    store.setTab('ACE');
    expect(store.plan?.packId).toBe(21);
    store.selectPlan(22);
    store.setTab('PRO');
    expect(store.plan?.packId).toBe(31);
  });

  it('offers only ACE and PRO when enrolled', () => {
    const store = new PlanModalStore(aCatalogueCourse(), true, fakeCatalogue());
    expect(store.tabs).toEqual(['ACE', 'PRO']);
    expect(store.plan?.packId).toBe(21);
  });

  it('applies a promo only with a non-blank code, once, and shows the server prices; Clear resets', async () => {
    const catalogue = fakeCatalogue();
    const repriced = planGroups().map((g) => ({ ...g, plans: g.plans.map((p) => ({ ...p, salePrice: p.salePrice * 0.8 })) }));
    catalogue.applyPromo.mockResolvedValue(ok(repriced));
    const store = new PlanModalStore(aCatalogueCourse(), true, catalogue);
    store.setPromoInput('   ');
    expect(store.canApply).toBe(false);
    store.setPromoInput(' save20 ');
    await store.applyPromo();
    expect(catalogue.applyPromo).toHaveBeenCalledWith(101, 'save20');
    expect(store.appliedPromo).toBe('save20');
    expect(store.plan?.salePrice).toBeCloseTo(1199.2);
    expect(store.canApply).toBe(false);
    store.clearPromo();
    expect(store.appliedPromo).toBeNull();
    expect(store.plan?.salePrice).toBe(1499);
  });

  it('a refused promo shows its message and changes no price', async () => {
    const catalogue = fakeCatalogue();
    catalogue.applyPromo.mockResolvedValue(err({ message: 'Invalid promo code' }));
    const store = new PlanModalStore(aCatalogueCourse(), false, catalogue);
    store.setPromoInput('NOPE');
    await store.applyPromo();
    expect(store.promoMessage).toEqual({ text: 'Invalid promo code', ok: false });
    expect(store.appliedPromo).toBeNull();
  });

  it('the FREE tab takes the free trial', async () => {
    const catalogue = fakeCatalogue();
    catalogue.takeFreeTrial.mockResolvedValue(ok({ courseId: 101 }));
    const store = new PlanModalStore(aCatalogueCourse(), false, catalogue);
    expect(await store.purchase(payer)).toEqual(ok({ kind: 'enrolled', courseId: 101 }));
    expect(catalogue.checkout).not.toHaveBeenCalled();
  });

  it('a paid plan without an e-mail on the account asks for one first', async () => {
    const catalogue = fakeCatalogue();
    const store = new PlanModalStore(aCatalogueCourse(), true, catalogue);
    expect(await store.purchase({ ...payer, email: '' })).toBeNull();
    expect(store.step).toEqual({ kind: 'needs-email' });
    expect(catalogue.checkout).not.toHaveBeenCalled();
    store.cancelEmail();
    expect(store.step).toEqual({ kind: 'idle' });
  });

  it('a paid plan checks out with the applied promo and waits while the browser leaves', async () => {
    const catalogue = fakeCatalogue();
    catalogue.applyPromo.mockResolvedValue(ok(planGroups()));
    catalogue.checkout.mockResolvedValue(ok({ kind: 'redirected' }));
    const store = new PlanModalStore(aCatalogueCourse(), true, catalogue);
    store.setPromoInput('SAVE20');
    await store.applyPromo();
    await store.purchase(payer);
    expect(catalogue.checkout).toHaveBeenCalledWith(expect.objectContaining({ plan: expect.objectContaining({ packId: 21 }), promoCode: 'SAVE20', payer }));
    expect(store.step).toEqual({ kind: 'redirecting' });
    expect(await store.purchase(payer)).toBeNull();
  });

  it('a failed checkout leaves the modal ready to try again', async () => {
    const catalogue = fakeCatalogue();
    catalogue.checkout.mockResolvedValue(err({ message: 'Payment Failed! Something went wrong. Try Again Later.' }));
    const store = new PlanModalStore(aCatalogueCourse(), true, catalogue);
    const r = await store.purchase(payer);
    expect(r).toEqual(err({ message: 'Payment Failed! Something went wrong. Try Again Later.' }));
    expect(store.step).toEqual({ kind: 'idle' });
  });
});

describe('PaymentsStore', () => {
  it('shows 5 rows a page, numbered across pages', async () => {
    const catalogue = fakeCatalogue();
    catalogue.transactions.mockResolvedValue(ok(Array.from({ length: 7 }, (_, i) => aTransaction({ id: i + 1 }))));
    const store = new PaymentsStore(catalogue);
    await store.load();
    expect(store.currentPage.rows).toHaveLength(5);
    store.goTo(2);
    expect(store.currentPage.rows.map((r) => r.id)).toEqual([6, 7]);
    expect(store.numberOf(0)).toBe(6);
    store.goTo(9);
    expect(store.currentPage.page).toBe(2);
  });

  it('a failed list is empty', async () => {
    const catalogue = fakeCatalogue();
    catalogue.transactions.mockResolvedValue(err({ message: 'Something went wrong' }));
    const store = new PaymentsStore(catalogue);
    await store.load();
    expect(store.transactions).toEqual([]);
    expect(store.loading).toBe(false);
  });
});
