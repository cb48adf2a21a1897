// Shared by the catalogue and payment tests: checkout calls, a scriptable fake provider and the sandbox's forms.
import { paymentSignature, signatureMatches } from '../../server/payments/signature';
import type { PaymentProvider, ProviderPayment } from '../../server/payments/payment-provider';
import type { WireStudent } from '../../server/http/wire-types';
import { authHeaders, type TestServer } from './test-server';

export const SUCCESS_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Plan ids of the seed: courseId * 10 + 1 is the FREE plan, + 2 the first ACE plan; PRO follows the ACE plans. */
export const PLANS = {
  jeeFree: 1011, jeeAce90: 1012, jeePro365: 1014,
  neetAce90: 1022, neetPro365: 1024,
  cuetFree: 1031, cuetAce90: 1032,
  bitsatFree: 1061, bitsatAce60: 1062, bitsatPro365: 1064,
  bankingFree: 1121, bankingAce90: 1122,
} as const;

export const body = async (res: Response) => (await res.json()) as { responseTxt: string; message: string; obj: any };

export const orderQuery = (q: Record<string, string | number>): string =>
  `/api/paymenttokengenerate-multiple-pricing?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

/** GET /paymenttokengenerate-multiple-pricing for a paid plan. */
export const orderPaid = (s: TestServer, student: WireStudent, courseId: number, packId: number, extra: Record<string, string> = {}) =>
  s.get(orderQuery({ opt: 3, courseId, courseTitle: 'x', packId, ...extra }), authHeaders(student));

/** The path and query of a Location header (absolute or not). */
export const locationPath = (res: Response): string => {
  const location = res.headers.get('location');
  if (!location) throw new Error(`no Location header (status ${res.status})`);
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
};

/** Opens the sandbox checkout for an order, as the app's form post does. */
export const openCheckout = (s: TestServer, order: { key: string; orderId: string }, extra: Record<string, string> = {}) =>
  s.post('/payment-sandbox/v1/checkout/embedded', {
    key_id: order.key, order_id: order.orderId, name: 'Apex Academy', description: 'JEE Main Complete Course - PRO 12 Months',
    'prefill[name]': 'Demo Student', 'prefill[email]': 'demo.student@example.com', 'prefill[contact]': '9876543210',
    callback_url: 'http://localhost/api/payments/callback',
    cancel_url: `http://localhost/api/payments/callback?status=cancelled&order_id=${order.orderId}`,
    ...extra,
  });

/** Pays an order at the sandbox with a card and follows its redirect to the API's callback; the callback's reply. */
export async function payAtSandbox(s: TestServer, order: { key: string; orderId: string }, card = SUCCESS_CARD): Promise<Response> {
  const page = await openCheckout(s, order);
  if (page.status !== 200) throw new Error(`checkout page: ${page.status}`);
  const paid = await s.post('/payment-sandbox/v1/checkout/pay', { order_id: order.orderId, card_number: card });
  if (paid.status !== 303) throw new Error(`pay: ${paid.status} ${await paid.text()}`);
  return s.get(locationPath(paid));
}

export const FAKE_SECRET = 'fake-provider-secret';

/** A provider the test scripts: its orders are numbered, its payments are whatever the test says. */
export class FakeProvider implements PaymentProvider {
  readonly keyId = 'rzp_test_fake';
  readonly checkoutUrl = 'https://pay.example.com/checkout';
  readonly payments = new Map<string, ProviderPayment>();
  orders: { id: string; amountPaise: number }[] = [];
  fail = false;

  async createOrder(order: { amountPaise: number; currency: string }) {
    if (this.fail) throw new Error('provider down');
    const id = `order_fake${this.orders.length + 1}`;
    this.orders.push({ id, amountPaise: order.amountPaise });
    return { id, amountPaise: order.amountPaise, currency: order.currency };
  }

  async fetchPayment(paymentId: string) {
    if (this.fail) throw new Error('provider down');
    return this.payments.get(paymentId) ?? null;
  }

  verifySignature(orderId: string, paymentId: string, signature: string) {
    return signatureMatches(FAKE_SECRET, orderId, paymentId, signature);
  }
}

/** The success callback's query for a payment, signed with the fake provider's secret (or the given signature). */
export const successCallback = (orderId: string, paymentId: string, signature = paymentSignature(FAKE_SECRET, orderId, paymentId)) =>
  `/api/payments/callback?${new URLSearchParams({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature })}`;

export const failureCallback = (orderId: string, paymentId: string) =>
  `/api/payments/callback?${new URLSearchParams({
    'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Your payment was declined.', 'error[reason]': 'payment_failed',
    'error[metadata]': JSON.stringify({ payment_id: paymentId, order_id: orderId }),
  })}`;
