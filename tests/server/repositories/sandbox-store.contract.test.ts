/** @jest-environment node */
// The payment sandbox's store (server/payment-sandbox/sandbox-store.ts) on SQLite and PostgreSQL: one merchant key per
// database (also when two instances open it at once), orders with their checkout, payments that pay an order once;
// and two sandboxes on one database (two API instances) that take each other's checkouts.
import { expect, it } from '@jest/globals';
import { openSqlite, postgresDatabase, type SqlDatabase } from '../../../server/db/connect';
import { createPaymentSandbox } from '../../../server/payment-sandbox/sandbox-app';
import { type CheckoutContext, randomId, SandboxStore } from '../../../server/payment-sandbox/sandbox-store';
import { paymentSignature } from '../../../server/payments/signature';
import { SUCCESS_CARD } from '../payment-helpers';
import { eachEngine, newPgDatabase } from '../engines';
import { rejectionOf } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const CHECKOUT: CheckoutContext = {
  merchant: 'Apex Academy', description: 'JEE Main - ACE 3 Months', prefillName: 'Demo Student', prefillEmail: 'demo@example.com',
  callbackUrl: '/api/payments/callback', cancelUrl: '/api/payments/callback?status=cancelled',
};

eachEngine('SandboxStore', (engine) => {
  const open = (secret?: string) => SandboxStore.open(engine.db(), secret);
  const newOrder = async (store: SandboxStore, amount = 149_900) =>
    store.addOrder({ id: randomId('order_'), amount, currency: 'INR', receipt: 'rcpt_1', notes: { courseId: '101', studentId: '7' }, createdAt: T0 });

  it('makes its merchant key once: every open of the database (two at once too) reads the same', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    const c = await open();
    expect(a.keyId).toMatch(/^rzp_test_[0-9a-f]{14}$/);
    expect(a.keySecret.length).toBeGreaterThanOrEqual(24);
    expect([b.keyId, b.keySecret]).toEqual([a.keyId, a.keySecret]);
    expect([c.keyId, c.keySecret]).toEqual([a.keyId, a.keySecret]);
    // a secret it is given (PAYMENT_SANDBOX_KEY_SECRET) replaces the stored one, the key id stays
    const given = await open('from-env');
    expect([given.keyId, given.keySecret]).toEqual([a.keyId, 'from-env']);
  });

  it('stores an order (notes as given, no checkout yet) and its checkout; an unknown order is undefined', async () => {
    const store = await open();
    const order = await newOrder(store);
    expect(order).toEqual({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 149_900, currency: 'INR', receipt: 'rcpt_1',
      notes: { courseId: '101', studentId: '7' }, status: 'created', createdAt: T0, checkout: null });
    expect(await store.order(order.id)).toEqual(order);
    await store.setCheckout(order.id, CHECKOUT);
    expect(await store.order(order.id)).toEqual({ ...order, checkout: CHECKOUT });
    expect(await store.order('order_unknown')).toBeUndefined();
    // an order id is made once
    const { status: _status, checkout: _checkout, ...again } = order;
    await rejectionOf(store.addOrder(again));
  });

  it('a captured payment pays the order; a failed one marks it attempted; a paid order takes no more payments', async () => {
    const store = await open();
    const order = await newOrder(store);
    const payment = (status: 'captured' | 'failed', at = T0) => ({ id: randomId('pay_'), orderId: order.id, amount: order.amount, currency: 'INR', status, createdAt: at });
    const declined = payment('failed');
    expect(await store.addPayment(declined)).toBe(true);
    expect(await store.order(order.id)).toMatchObject({ status: 'attempted' });
    expect(await store.payment(declined.id)).toEqual(declined);

    const captured = payment('captured', T0 + 1);
    expect(await store.addPayment(captured)).toBe(true);
    expect(await store.order(order.id)).toMatchObject({ status: 'paid' });
    expect(await store.payment(captured.id)).toEqual(captured);

    for (const late of [payment('captured', T0 + 2), payment('failed', T0 + 3)]) {
      expect(await store.addPayment(late)).toBe(false);
      expect(await store.payment(late.id)).toBeUndefined();
    }
    expect(await store.order(order.id)).toMatchObject({ status: 'paid' });
    expect(await store.payment('pay_unknown')).toBeUndefined();
  });

  it('two captured payments of one order at once: one is recorded', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const order = await newOrder(first);
    const payments = [first, second, first, second].map((store) =>
      ({ store, payment: { id: randomId('pay_'), orderId: order.id, amount: order.amount, currency: 'INR', status: 'captured' as const, createdAt: T0 } }));
    const outcomes = await Promise.all(payments.map(({ store, payment }) => store.addPayment(payment)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const recorded = await Promise.all(payments.map(({ payment }) => first.payment(payment.id)));
    expect(recorded.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a payment of an unknown order', async () => {
    const store = await open();
    expect(await store.addPayment({ id: randomId('pay_'), orderId: 'order_unknown', amount: 1, currency: 'INR', status: 'captured', createdAt: T0 }))
      .toBe(false);
  });

  it('two sandboxes on one database (two instances): a checkout opened through one is paid through the other, once', async () => {
    const [one, two] = await Promise.all([createPaymentSandbox({ database: engine.db(), log: () => {} }), createPaymentSandbox({ database: engine.db(), log: () => {} })]);
    expect(two.keyId).toBe(one.keyId);
    const basic = `Basic ${Buffer.from(`${one.keyId}:${one.keySecret}`).toString('base64')}`;
    const created = await one.app.request('/payment-sandbox/v1/orders', { method: 'POST', headers: { Authorization: basic, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 149_900, currency: 'INR' }) });
    const order = (await created.json()) as { id: string };
    const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
    const opened = await two.app.request('/payment-sandbox/v1/checkout/embedded', form({
      key_id: two.keyId, order_id: order.id, name: 'Apex Academy', description: 'x', callback_url: '/cb', cancel_url: '/cancel',
    }));
    expect(opened.status).toBe(200);
    const pays = await Promise.all([one, two].map((s) =>
      s.app.request('/payment-sandbox/v1/checkout/pay', form({ order_id: order.id, card_number: SUCCESS_CARD }))));
    expect(pays.map((r) => r.status).sort()).toEqual([303, 409]);
    const target = new URL(pays.find((r) => r.status === 303)!.headers.get('location')!, 'http://localhost');
    const paymentId = target.searchParams.get('razorpay_payment_id')!;
    expect(target.searchParams.get('razorpay_signature')).toBe(paymentSignature(two.keySecret, order.id, paymentId));
    const payment = await one.app.request(`/payment-sandbox/v1/payments/${paymentId}`, { headers: { Authorization: basic } });
    expect(await payment.json()).toMatchObject({ id: paymentId, order_id: order.id, amount: 149_900, status: 'captured' });
    // an open database given to the sandbox stays open (it is the caller's)
    await one.close();
    expect(await (await open()).order(order.id)).toMatchObject({ status: 'paid' });
  });

  it('close() closes its database', async () => {
    let db: SqlDatabase;
    let drop = async () => {};
    if (engine.dialect === 'sqlite') db = openSqlite(':memory:');
    else {
      const made = await newPgDatabase();
      db = postgresDatabase(made.url, 2);
      drop = made.drop;
    }
    try {
      const store = await SandboxStore.open(db);
      await newOrder(store);
      await store.close();
      await rejectionOf(store.order('order_x'));
    } finally {
      await drop();
    }
  });
});
