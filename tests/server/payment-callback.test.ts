/** @jest-environment node */
// docs/api.md: GET or POST /api/payments/callback. A payment is believed only when the signature, our order and the
// provider's record agree; the purchase is recorded once; every refusal is logged and nothing is enrolled.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { WireStudent } from '../../server/http/wire-types';
import type { ProviderPayment } from '../../server/payments/payment-provider';
import { paymentSignature } from '../../server/payments/signature';
import { body, failureCallback, FAKE_SECRET, FakeProvider, orderPaid, PLANS, successCallback } from './payment-helpers';
import { authHeaders, DAY, makeServer, type TestServer } from './test-server';

let s: TestServer;
let provider: FakeProvider;
let fresh: WireStudent;
let orderId: string;
beforeEach(async () => {
  provider = new FakeProvider();
  s = await makeServer({ payments: provider });
  fresh = await s.login('new.student');
  orderId = (await body(await orderPaid(s, fresh, 101, PLANS.jeePro365))).obj.orderId;
});

const captured = (paymentId: string, over: Partial<ProviderPayment> = {}): ProviderPayment => {
  const payment: ProviderPayment = { id: paymentId, orderId, amountPaise: 499900, currency: 'INR', status: 'captured', ...over };
  provider.payments.set(paymentId, payment);
  return payment;
};
const location = (res: Response) => res.headers.get('location');
const enrolled = async () => (await body(await s.get('/api/fetchmycourses', authHeaders(fresh)))).obj as { courseId: number; validTillDate: string }[];
const count = (table: string) => (s.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const orderStatus = () => s.db.prepare('SELECT status, payment_id FROM payment_orders WHERE id = ?').get(orderId);
const refusals = () => s.logs.filter((l) => l.startsWith('PAYMENT REFUSED'));

const expectRefused = async (res: Response, reason: string) => {
  expect(res.status).toBe(303);
  expect(location(res)).toBe('/student/pgcancelled');
  expect(refusals().at(-1)).toContain(`PAYMENT REFUSED ${reason}`);
  expect(await enrolled()).toEqual([]);
  expect(count('payment_transactions')).toBe(0);
};

describe('a success callback', () => {
  it('records the payment, enrols the course and redirects to pgresponse', async () => {
    captured('pay_A1');
    const res = await s.get(successCallback(orderId, 'pay_A1'));
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/student/pgresponse?courseId=101');
    expect(await enrolled()).toEqual([expect.objectContaining({ courseId: 101, validTillDate: '2027-01-15' })]);
    expect(orderStatus()).toEqual({ status: 'paid', payment_id: 'pay_A1' });
    expect(s.db.prepare('SELECT course_name, amount_paise, reference_number FROM payment_transactions').all())
      .toEqual([{ course_name: 'JEE Main Complete Course', amount_paise: 499900, reference_number: 'pay_A1' }]);
    expect(refusals()).toEqual([]);
  });

  it('is accepted as a form post too (the provider\'s POST)', async () => {
    captured('pay_A1');
    const res = await s.post('/api/payments/callback', { razorpay_order_id: orderId, razorpay_payment_id: 'pay_A1',
      razorpay_signature: paymentSignature(FAKE_SECRET, orderId, 'pay_A1') });
    expect(location(res)).toBe('/student/pgresponse?courseId=101');
    expect(count('payment_transactions')).toBe(1);
  });

  it('changes nothing when repeated: one transaction, the validity extended once', async () => {
    captured('pay_A1');
    await s.get(successCallback(orderId, 'pay_A1'));
    s.advance(DAY);
    const again = await s.get(successCallback(orderId, 'pay_A1'));
    expect(location(again)).toBe('/student/pgresponse?courseId=101');
    expect(count('payment_transactions')).toBe(1);
    expect((await enrolled())[0].validTillDate).toBe('2027-01-15');
  });

  it('records one purchase when two identical callbacks arrive at once', async () => {
    captured('pay_A1');
    const replies = await Promise.all([s.get(successCallback(orderId, 'pay_A1')), s.get(successCallback(orderId, 'pay_A1'))]);
    expect(replies.map(location)).toEqual(['/student/pgresponse?courseId=101', '/student/pgresponse?courseId=101']);
    expect(count('payment_transactions')).toBe(1);
  });

  it('is refused with a forged signature', async () => {
    captured('pay_A1');
    await expectRefused(await s.get(successCallback(orderId, 'pay_A1', paymentSignature('guessed-secret', orderId, 'pay_A1'))), 'forged signature');
    await expectRefused(await s.get(successCallback(orderId, 'pay_A1', 'ab'.repeat(31))), 'forged signature');
    expect(orderStatus()).toEqual({ status: 'created', payment_id: null });
  });

  it('is refused when the provider reports another amount, currency, order or status', async () => {
    captured('pay_A1', { amountPaise: 100 });
    await expectRefused(await s.get(successCallback(orderId, 'pay_A1')), 'amount 100 INR differs from the order\'s 499900 INR');
    captured('pay_A2', { currency: 'USD' });
    await expectRefused(await s.get(successCallback(orderId, 'pay_A2')), 'amount 499900 USD differs');
    captured('pay_A3', { orderId: 'order_other' });
    await expectRefused(await s.get(successCallback(orderId, 'pay_A3')), 'payment of another order');
    captured('pay_A4', { status: 'failed' });
    await expectRefused(await s.get(successCallback(orderId, 'pay_A4')), 'payment is failed');
    await expectRefused(await s.get(successCallback(orderId, 'pay_none')), 'payment unknown to the provider');
  });

  it('is refused for an order we never issued, even correctly signed', async () => {
    captured('pay_A1', { orderId: 'order_notours' });
    await expectRefused(await s.get(successCallback('order_notours', 'pay_A1')), 'unknown order');
  });

  it('is refused when another payment claims an order already paid', async () => {
    captured('pay_A1');
    await s.get(successCallback(orderId, 'pay_A1'));
    captured('pay_B2');
    const res = await s.get(successCallback(orderId, 'pay_B2'));
    expect(location(res)).toBe('/student/pgcancelled');
    expect(refusals().at(-1)).toContain('PAYMENT REFUSED order already paid by another payment');
    expect(count('payment_transactions')).toBe(1);
  });

  it.each([
    ['a missing signature', { razorpay_order_id: 'order_fake1', razorpay_payment_id: 'pay_A1' }],
    ['ids with other characters', { razorpay_order_id: 'order_fake1\nPAYMENT PAID', razorpay_payment_id: 'pay_A1', razorpay_signature: 'ab'.repeat(32) }],
    ['no parameters at all', {}],
  ])('is refused when malformed: %s (nothing of it is logged)', async (_, params) => {
    const res = await s.get(`/api/payments/callback?${new URLSearchParams(params)}`);
    expect(location(res)).toBe('/student/pgcancelled');
    expect(refusals().at(-1)).toMatch(/^PAYMENT REFUSED malformed (success )?callback: order -, payment -/);
  });

  it('leaves the order open when the provider cannot be asked; the same callback succeeds later', async () => {
    captured('pay_A1');
    provider.fail = true;
    const res = await s.get(successCallback(orderId, 'pay_A1'));
    expect(location(res)).toBe('/student/pgcancelled');
    expect(s.logs.some((l) => l.startsWith('PAYMENT CHECK FAILED'))).toBe(true);
    expect(refusals()).toEqual([]);
    provider.fail = false;
    expect(location(await s.get(successCallback(orderId, 'pay_A1')))).toBe('/student/pgresponse?courseId=101');
  });
});

describe('a failure callback', () => {
  it('marks the order failed when the provider confirms the decline, and redirects to pgcancelled', async () => {
    captured('pay_D1', { status: 'failed' });
    const res = await s.get(failureCallback(orderId, 'pay_D1'));
    expect(location(res)).toBe('/student/pgcancelled');
    expect(orderStatus()).toEqual({ status: 'failed', payment_id: null });
    expect(s.logs.some((l) => l.startsWith(`PAYMENT DECLINED order ${orderId}`))).toBe(true);
    expect(refusals()).toEqual([]);
  });

  it('lets a later payment of the same order succeed (a retry after a decline)', async () => {
    captured('pay_D1', { status: 'failed' });
    await s.get(failureCallback(orderId, 'pay_D1'));
    captured('pay_A1');
    expect(location(await s.get(successCallback(orderId, 'pay_A1')))).toBe('/student/pgresponse?courseId=101');
    expect(orderStatus()).toEqual({ status: 'paid', payment_id: 'pay_A1' });
  });

  it('is refused (order unchanged) when the provider does not confirm the decline, or the order is unknown', async () => {
    captured('pay_A1');
    await expectRefused(await s.get(failureCallback(orderId, 'pay_A1')), 'declined payment not confirmed by the provider');
    expect(orderStatus()).toEqual({ status: 'created', payment_id: null });
    await expectRefused(await s.get(failureCallback('order_nope', 'pay_A1')), 'unknown order');
    const res = await s.get('/api/payments/callback?error%5Bcode%5D=BAD_REQUEST_ERROR&error%5Bmetadata%5D=not-json');
    expect(location(res)).toBe('/student/pgcancelled');
    expect(refusals().at(-1)).toContain('PAYMENT REFUSED malformed failure callback');
  });
});

describe('the cancel address', () => {
  it('redirects to the course selection with payment=failed and changes nothing', async () => {
    const res = await s.get(`/api/payments/callback?status=cancelled&order_id=${orderId}`);
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/student/selectcourse?payment=failed');
    expect(orderStatus()).toEqual({ status: 'created', payment_id: null });
    expect(refusals()).toEqual([]);
  });
});
