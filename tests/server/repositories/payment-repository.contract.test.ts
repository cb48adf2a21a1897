/** @jest-environment node */
// PaymentRepository on SQLite and PostgreSQL (tests/server/engines.ts): orders, paid once (also when callbacks arrive
// at once), failed only while created, one transaction per order, a student's transactions newest first, and the
// lock that makes one student's purchases wait for each other.
import { beforeAll, expect, it } from '@jest/globals';
import { type NewOrder, PaymentRepository } from '../../../server/repositories/payment-repository';
import { eachEngine } from '../engines';
import { addStudent, rejectionOf } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const COURSE = 5201;
const PLAN = 52012;

let nextOrder = 0;
const orderId = () => `order_test${String(++nextOrder).padStart(4, '0')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

eachEngine('PaymentRepository', (engine) => {
  const repo = () => new PaymentRepository(engine.db());
  const newOrder = (studentId: number, overrides: Partial<NewOrder> = {}): NewOrder => ({
    id: orderId(), studentId, courseId: COURSE, planId: PLAN, promoCode: null, amountPaise: 149_900, currency: 'INR',
    status: 'created', at: T0, ...overrides,
  });

  beforeAll(async () => {
    const q = engine.db().q();
    await q.insertInto('courses').values({
      id: COURSE, title: 'Paid course', category_id: 1, category_name: 'C', organisation_id: 1, organisation_name: 'O', template_id: COURSE, tabs: '{}',
    }).execute();
    await q.insertInto('plans').values({
      id: PLAN, course_id: COURSE, pack_type: 'ACE', title: '3 Months', sale_paise: 149_900, retail_paise: 199_900, validity_days: 90,
    }).execute();
  });

  it('stores an order and reads it back, numbers as numbers; an unknown order is undefined', async () => {
    const a = await addStudent(engine.db());
    const order = newOrder(a.id, { promoCode: 'SAVE20', amountPaise: 119_920 });
    await repo().addOrder(order);
    expect(await repo().order(order.id)).toEqual({
      id: order.id, student_id: a.id, course_id: COURSE, plan_id: PLAN, promo_code: 'SAVE20', amount_paise: 119_920, currency: 'INR',
      status: 'created', payment_id: null, created_at: T0, updated_at: T0,
    });
    expect(await repo().order('order_unknown')).toBeUndefined();
  });

  it('stores an order paid already (a zero-amount purchase) with its payment id', async () => {
    const a = await addStudent(engine.db());
    const order = newOrder(a.id, { status: 'paid', amountPaise: 0, paymentId: 'free_ref' });
    await repo().addOrder(order);
    expect(await repo().order(order.id)).toMatchObject({ status: 'paid', payment_id: 'free_ref', amount_paise: 0 });
    expect(await repo().orderPaidBy('free_ref')).toMatchObject({ id: order.id });
  });

  it('refuses a second order with the same id', async () => {
    const a = await addStudent(engine.db());
    const order = newOrder(a.id);
    await repo().addOrder(order);
    await rejectionOf(repo().addOrder({ ...order, amountPaise: 1 }));
    expect(await repo().order(order.id)).toMatchObject({ amount_paise: 149_900 });
  });

  it('marks an order paid once: true the first time, false after, the first payment kept', async () => {
    const a = await addStudent(engine.db());
    const order = newOrder(a.id);
    await repo().addOrder(order);
    expect(await repo().orderPaidBy('pay_first')).toBeUndefined();
    expect(await repo().setPaid(order.id, 'pay_first', T0 + 5)).toBe(true);
    expect(await repo().setPaid(order.id, 'pay_second', T0 + 6)).toBe(false);
    expect(await repo().order(order.id)).toMatchObject({ status: 'paid', payment_id: 'pay_first', updated_at: T0 + 5, created_at: T0 });
    expect(await repo().orderPaidBy('pay_first')).toMatchObject({ id: order.id, student_id: a.id });
    expect(await repo().setPaid('order_unknown', 'pay_x', T0)).toBe(false);
  });

  it('callbacks at once: one setPaid changes the order, the others find it paid', async () => {
    const a = await addStudent(engine.db());
    const order = newOrder(a.id);
    await repo().addOrder(order);
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => repo().setPaid(order.id, `pay_race${i}`, T0 + i)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = outcomes.indexOf(true);
    expect(await repo().order(order.id)).toMatchObject({ status: 'paid', payment_id: `pay_race${winner}` });
  });

  it('one payment id pays one order only', async () => {
    const a = await addStudent(engine.db());
    const [first, second] = [newOrder(a.id), newOrder(a.id)];
    await repo().addOrder(first);
    await repo().addOrder(second);
    expect(await repo().setPaid(first.id, 'pay_shared', T0)).toBe(true);
    await rejectionOf(repo().setPaid(second.id, 'pay_shared', T0));
    expect(await repo().order(second.id)).toMatchObject({ status: 'created', payment_id: null });
  });

  it('marks a created order failed; a failed order may still be paid; a paid order stays paid', async () => {
    const a = await addStudent(engine.db());
    const [declined, paid] = [newOrder(a.id), newOrder(a.id)];
    await repo().addOrder(declined);
    await repo().addOrder(paid);
    await repo().setFailed(declined.id, T0 + 1);
    expect(await repo().order(declined.id)).toMatchObject({ status: 'failed', updated_at: T0 + 1 });
    expect(await repo().setPaid(declined.id, 'pay_retry', T0 + 2)).toBe(true);
    expect(await repo().order(declined.id)).toMatchObject({ status: 'paid', payment_id: 'pay_retry' });

    await repo().setPaid(paid.id, 'pay_ok', T0 + 3);
    await repo().setFailed(paid.id, T0 + 4);
    expect(await repo().order(paid.id)).toMatchObject({ status: 'paid', payment_id: 'pay_ok', updated_at: T0 + 3 });
    await repo().setFailed('order_unknown', T0);
  });

  it("answers a student's transactions newest first (ties by id), theirs only; one transaction per order", async () => {
    const [a, b] = [await addStudent(engine.db()), await addStudent(engine.db())];
    const orders = [newOrder(a.id), newOrder(a.id), newOrder(a.id), newOrder(b.id)];
    for (const order of orders) await repo().addOrder(order);
    const transaction = (i: number, at: number) => ({
      orderId: orders[i].id, studentId: orders[i].studentId, courseId: COURSE, courseName: 'Paid course', amountPaise: 1000 * (i + 1),
      referenceNumber: `ref${i}`, at,
    });
    await repo().addTransaction(transaction(0, T0 + 10));
    await repo().addTransaction(transaction(1, T0 + 20));
    await repo().addTransaction(transaction(2, T0 + 20));
    await repo().addTransaction(transaction(3, T0 + 30));
    const mine = await repo().transactionsFor(a.id);
    expect(mine.map((t) => t.reference_number)).toEqual(['ref2', 'ref1', 'ref0']);
    expect(mine[2]).toEqual({ id: expect.any(Number), order_id: orders[0].id, course_name: 'Paid course', amount_paise: 1000, reference_number: 'ref0', created_at: T0 + 10 });
    expect(mine[0].id).toBeGreaterThan(mine[1].id);
    expect((await repo().transactionsFor(b.id)).map((t) => t.reference_number)).toEqual(['ref3']);
    expect(await repo().transactionsFor(9_999_999)).toEqual([]);

    await rejectionOf(repo().addTransaction({ ...transaction(0, T0 + 40), referenceNumber: 'again' }));
    expect((await repo().transactionsFor(a.id)).map((t) => t.reference_number)).toEqual(['ref2', 'ref1', 'ref0']);
  });

  it("lockPurchasesOf: a second transaction's purchases of the student wait until the first ends", async () => {
    const a = await addStudent(engine.db());
    const db = engine.db();
    const events: string[] = [];
    let locked!: () => void;
    const firstLocked = new Promise<void>((r) => { locked = r; });
    const first = db.transaction(async () => {
      await repo().lockPurchasesOf(a.id);
      events.push('first locked');
      locked();
      await sleep(150);
      events.push('first done');
    });
    await firstLocked;
    const second = db.transaction(async () => {
      await repo().lockPurchasesOf(a.id);
      events.push('second locked');
    });
    await Promise.all([first, second]);
    expect(events).toEqual(['first locked', 'first done', 'second locked']);
    // outside a transaction it holds nothing and answers at once
    await repo().lockPurchasesOf(a.id);
    await repo().lockPurchasesOf(9_999_999);
  });
});
