/** @jest-environment node */
// server/catalogue/purchase.ts on SQLite and PostgreSQL (tests/server/engines.ts): a free trial, a zero-amount order
// and a confirmed payment, each recorded once, also when the same call arrives at once on two instances (on
// PostgreSQL the pool's connections are as separate as two instances' are).
import { beforeAll, expect, it } from '@jest/globals';
import { completeFreeOrder, completePaidOrder, freePlanOf, type PurchaseDeps, takeFreeTrial } from '../../../server/catalogue/purchase';
import { CatalogueRepository } from '../../../server/repositories/catalogue-repository';
import { CourseRepository } from '../../../server/repositories/course-repository';
import { PaymentRepository } from '../../../server/repositories/payment-repository';
import { addDays, utcDay } from '../../../server/shared/dates';
import { eachEngine } from '../engines';
import { addStudent } from '../repositories/account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const TODAY = utcDay(T0);
const COURSE = 5301;
const BARE = 5302;
const FREE = 53011;
const ACE = 53012;

let nextOrder = 0;
const orderId = () => `order_buy${++nextOrder}`;

eachEngine('purchase', (engine) => {
  const deps = (): PurchaseDeps => {
    const db = engine.db();
    return { db, courses: new CourseRepository(db), courseCatalogue: new CatalogueRepository(db), paymentRecords: new PaymentRepository(db) };
  };
  const plan = async (id: number) => (await deps().courseCatalogue.plan(id))!;
  const pack = (studentId: number) => deps().courses.currentPack(studentId, COURSE);
  /** An order opened at the provider for the ACE plan. */
  const openOrder = async (studentId: number) => {
    const id = orderId();
    await deps().paymentRecords.addOrder({ id, studentId, courseId: COURSE, planId: ACE, promoCode: null, amountPaise: 149_900,
      currency: 'INR', status: 'created', at: T0 });
    return id;
  };

  beforeAll(async () => {
    const q = engine.db().q();
    await q.insertInto('courses').values([COURSE, BARE].map((id) => ({
      id, title: id === COURSE ? 'JEE Main' : 'Bare', category_id: 1, category_name: 'C', organisation_id: 1, organisation_name: 'O', template_id: id, tabs: '{}',
    }))).execute();
    await q.insertInto('plans').values([
      { id: FREE, course_id: COURSE, pack_type: 'FREE', title: '7 Days', sale_paise: 0, retail_paise: 0, validity_days: 7, position: 0 },
      { id: ACE, course_id: COURSE, pack_type: 'ACE', title: '3 Months', sale_paise: 149_900, retail_paise: 199_900, validity_days: 90, position: 1 },
    ]).execute();
  });

  it('a free trial enrols a student not enrolled, once; a course without a free plan has none', async () => {
    const a = await addStudent(engine.db());
    const free = await freePlanOf(deps(), COURSE);
    expect(free?.id).toBe(FREE);
    expect(await freePlanOf(deps(), BARE)).toBeUndefined();
    expect(await takeFreeTrial(deps(), a.id, free, T0)).toBe('enrolled');
    expect(await pack(a.id)).toEqual({ packTypeTitle: 'FREE', validTillDate: addDays(TODAY, 7) });
    expect(await takeFreeTrial(deps(), a.id, free, T0)).toBe('course_already_taken');
    expect(await takeFreeTrial(deps(), a.id, undefined, T0)).toBe('no_free_plan');
  });

  it('free trials of one student at once: one enrols, the others find the course taken', async () => {
    const a = await addStudent(engine.db());
    const free = await plan(FREE);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => takeFreeTrial(deps(), a.id, free, T0)));
    expect(outcomes.sort()).toEqual(['course_already_taken', 'course_already_taken', 'course_already_taken', 'enrolled']);
  });

  it('a zero-amount order: paid, a ₹0 transaction named by the order, and the pack', async () => {
    const a = await addStudent(engine.db());
    await completeFreeOrder(deps(), { id: 'free_abc', studentId: a.id, plan: await plan(ACE), promoCode: 'FREE100' }, T0);
    expect(await deps().paymentRecords.order('free_abc')).toMatchObject({ status: 'paid', amount_paise: 0, promo_code: 'FREE100' });
    expect(await deps().paymentRecords.transactionsFor(a.id)).toEqual([
      { id: expect.any(Number), order_id: 'free_abc', course_name: 'JEE Main', amount_paise: 0, reference_number: 'free_abc', created_at: T0 },
    ]);
    expect(await pack(a.id)).toEqual({ packTypeTitle: 'ACE', validTillDate: addDays(TODAY, 90) });
  });

  it('a confirmed payment completes its order once; another payment of a paid order is refused', async () => {
    const a = await addStudent(engine.db());
    const id = await openOrder(a.id);
    expect(await completePaidOrder(deps(), id, 'pay_one', T0)).toBe('completed');
    expect(await completePaidOrder(deps(), id, 'pay_one', T0 + 1)).toBe('already_completed');
    expect(await completePaidOrder(deps(), id, 'pay_two', T0 + 2)).toBe('paid_by_another_payment');
    expect(await completePaidOrder(deps(), 'order_unknown', 'pay_three', T0)).toBe('unknown_order');
    expect(await deps().paymentRecords.order(id)).toMatchObject({ status: 'paid', payment_id: 'pay_one', updated_at: T0 });
    expect((await deps().paymentRecords.transactionsFor(a.id)).map((t) => [t.order_id, t.amount_paise, t.reference_number]))
      .toEqual([[id, 149_900, 'pay_one']]);
    expect(await pack(a.id)).toEqual({ packTypeTitle: 'ACE', validTillDate: addDays(TODAY, 90) });
  });

  it('a payment id that paid one order does not complete another', async () => {
    const a = await addStudent(engine.db());
    const [first, second] = [await openOrder(a.id), await openOrder(a.id)];
    expect(await completePaidOrder(deps(), first, 'pay_reused', T0)).toBe('completed');
    expect(await completePaidOrder(deps(), second, 'pay_reused', T0)).toBe('paid_by_another_payment');
    expect(await deps().paymentRecords.order(second)).toMatchObject({ status: 'created' });
  });

  it('the same callback at once: one purchase, one transaction, the pack extended once', async () => {
    const a = await addStudent(engine.db());
    const id = await openOrder(a.id);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => completePaidOrder(deps(), id, 'pay_race', T0)));
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_completed')).toHaveLength(4);
    expect(await deps().paymentRecords.transactionsFor(a.id)).toHaveLength(1);
    expect(await pack(a.id)).toEqual({ packTypeTitle: 'ACE', validTillDate: addDays(TODAY, 90) });
  });

  it('two orders of one course paid at once: both recorded, the second extends the pack the first made', async () => {
    const a = await addStudent(engine.db());
    const [first, second] = [await openOrder(a.id), await openOrder(a.id)];
    const outcomes = await Promise.all([completePaidOrder(deps(), first, 'pay_a', T0), completePaidOrder(deps(), second, 'pay_b', T0)]);
    expect(outcomes).toEqual(['completed', 'completed']);
    expect(await deps().paymentRecords.transactionsFor(a.id)).toHaveLength(2);
    expect(await pack(a.id)).toEqual({ packTypeTitle: 'ACE', validTillDate: addDays(TODAY, 180) });
  });
});
