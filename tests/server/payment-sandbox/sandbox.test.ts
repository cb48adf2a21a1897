/** @jest-environment node */
// server/payment-sandbox: the local Razorpay-compatible provider. Its REST needs the merchant key; its checkout page
// shows the order's amount (never the form's), takes the documented test cards and pays an order once.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPaymentSandbox, isReturnUrl, withParams, type PaymentSandbox } from '../../../server/payment-sandbox/sandbox-app';
import { formatRupees } from '../../../server/payment-sandbox/checkout-page';
import { paymentSignature } from '../../../server/payments/signature';
import { DECLINED_CARD, SUCCESS_CARD } from '../payment-helpers';

let sandbox: PaymentSandbox;
const logs: string[] = [];
beforeEach(async () => {
  sandbox = await createPaymentSandbox({ database: ':memory:', now: () => Date.UTC(2026, 0, 15), log: (l) => logs.push(l) });
});
afterEach(async () => { await sandbox.close(); });

const basic = (id = sandbox.keyId, secret = sandbox.keySecret) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const request = (path: string, init: RequestInit = {}) => sandbox.app.request(`/payment-sandbox${path}`, init);
const createOrder = async (amount = 149900) => {
  const res = await request('/v1/orders', { method: 'POST', headers: { Authorization: basic(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'rcpt_1', notes: { courseId: '101' } }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; amount: number; currency: string; status: string };
};
const form = (path: string, fields: Record<string, string>) => request(path, { method: 'POST', body: new URLSearchParams(fields) });
const embedded = (orderId: string, extra: Record<string, string> = {}) => form('/v1/checkout/embedded', {
  key_id: sandbox.keyId, order_id: orderId, name: 'Apex Academy', description: 'JEE Main Complete Course - ACE 3 Months',
  'prefill[name]': 'Demo Student', 'prefill[email]': 'demo.student@example.com', 'prefill[contact]': '9876543210',
  callback_url: 'https://app.example.com/api/payments/callback', cancel_url: '/api/payments/callback?status=cancelled&order_id=x', ...extra,
});
const pay = (orderId: string, card: string) => form('/v1/checkout/pay', { order_id: orderId, card_number: card });

describe('REST (the merchant server)', () => {
  it('creates orders and shows payments only with the merchant key (HTTP Basic)', async () => {
    const order = await createOrder();
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 149900, currency: 'INR', status: 'created' });
    for (const authorization of [undefined, basic(sandbox.keyId, 'wrong'), basic('rzp_test_other'), 'Bearer x']) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) };
      const res = await request('/v1/orders', { method: 'POST', headers, body: JSON.stringify({ amount: 100, currency: 'INR' }) });
      expect(res.status).toBe(401);
      expect((await request('/v1/payments/pay_x', { headers })).status).toBe(401);
    }
    expect((await request('/v1/payments/pay_unknown', { headers: { Authorization: basic() } })).status).toBe(404);
  });

  it('refuses a malformed order', async () => {
    for (const payload of [{ amount: 0, currency: 'INR' }, { amount: 10.5, currency: 'INR' }, { amount: 100, currency: 'USD' }, 'x']) {
      const res = await request('/v1/orders', { method: 'POST', headers: { Authorization: basic(), 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
      expect(res.status).toBe(400);
    }
  });

  it('keeps its key across restarts of the same database file, or takes the secret it is given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    try {
      const first = await createPaymentSandbox({ database: join(dir, 'sandbox.db') });
      await first.close();
      const second = await createPaymentSandbox({ database: join(dir, 'sandbox.db') });
      expect([second.keyId, second.keySecret]).toEqual([first.keyId, first.keySecret]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const given = await createPaymentSandbox({ database: ':memory:', keySecret: 'from-env' });
    expect(given.keySecret).toBe('from-env');
    await given.close();
    expect(sandbox.keyId).toMatch(/^rzp_test_[0-9a-f]{14}$/);
    expect(sandbox.keySecret.length).toBeGreaterThanOrEqual(24);
  });
});

describe('the hosted checkout', () => {
  it('shows the merchant, the product and the order\'s amount (not the form\'s), a labelled card field and the test cards', async () => {
    const order = await createOrder(149900);
    const res = await embedded(order.id, { amount: '100' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'self'; img-src 'self'; "
      + "form-action 'self' https://app.example.com; frame-ancestors 'none'; base-uri 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Pay ₹ 1,499.00 - Exam Prep Sandbox</title>');
    expect(html).toContain('<h1>Apex Academy via Exam Prep Sandbox</h1>');
    expect(html).toContain('JEE Main Complete Course - ACE 3 Months');
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain('<button type="submit">Pay ₹ 1,499.00</button>');
    expect(html).toContain('<button type="submit" class="secondary">Cancel</button>');
    expect(html).toContain(SUCCESS_CARD);
    expect(html).toContain(DECLINED_CARD);
    expect(html).toMatch(/<main[ >]/);
    expect(html).not.toMatch(/<script|\son\w+=|style=/i);
    expect(html).not.toContain('₹ 1.00');
    const css = await request('/v1/checkout/checkout.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('escapes what the form says', async () => {
    const order = await createOrder();
    const html = await (await embedded(order.id, { name: '<img src=x onerror=alert(1)>', description: '"><script>x</script>' })).text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; via Exam Prep Sandbox');
  });

  it('refuses an unknown key, an unknown order and return addresses that are not http(s) or root-relative', async () => {
    const order = await createOrder();
    expect((await embedded(order.id, { key_id: 'rzp_test_other' })).status).toBe(400);
    expect((await embedded('order_unknown')).status).toBe(404);
    for (const bad of ['javascript:alert(1)', '//evil.example.com/x', 'relative/path', 'https://user:pw@app.example.com/cb', '']) {
      const res = await embedded(order.id, { callback_url: bad });
      expect(res.status).toBe(400);
    }
  });

  it('pays with the success card (spaces ignored): a captured payment and a signed redirect to the callback', async () => {
    const order = await createOrder();
    await embedded(order.id);
    const res = await pay(order.id, ` ${SUCCESS_CARD.replace(/ /g, '  ')} `);
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe('https://app.example.com/api/payments/callback');
    const paymentId = target.searchParams.get('razorpay_payment_id')!;
    expect(target.searchParams.get('razorpay_order_id')).toBe(order.id);
    expect(target.searchParams.get('razorpay_signature')).toBe(paymentSignature(sandbox.keySecret, order.id, paymentId));
    const payment = await (await request(`/v1/payments/${paymentId}`, { headers: { Authorization: basic() } })).json();
    expect(payment).toMatchObject({ id: paymentId, order_id: order.id, amount: 149900, currency: 'INR', status: 'captured' });
  });

  it('declines with the declined card: a failed payment and the error parameters', async () => {
    const order = await createOrder();
    await embedded(order.id);
    const res = await pay(order.id, DECLINED_CARD);
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get('location')!);
    expect(target.searchParams.get('error[code]')).toBe('BAD_REQUEST_ERROR');
    expect(target.searchParams.get('error[description]')).toBe('Your payment was declined.');
    expect(target.searchParams.get('error[reason]')).toBe('payment_failed');
    const metadata = JSON.parse(target.searchParams.get('error[metadata]')!);
    expect(metadata.order_id).toBe(order.id);
    const payment = await (await request(`/v1/payments/${metadata.payment_id}`, { headers: { Authorization: basic() } })).json();
    expect(payment.status).toBe('failed');
  });

  it('shows the page again for any other number, with an alert', async () => {
    const order = await createOrder();
    await embedded(order.id);
    const res = await pay(order.id, '4242 4242 4242 4242');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<p class="error" id="card-error" role="alert">Use one of the test cards.</p>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Pay ₹ 1,499.00');
  });

  it('does not pay an order twice', async () => {
    const order = await createOrder();
    await embedded(order.id);
    await pay(order.id, SUCCESS_CARD);
    const again = await pay(order.id, SUCCESS_CARD);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This order is already paid.');
    expect(await (await embedded(order.id)).text()).toContain('This order is already paid.');
  });

  it('cancels to the cancel address; refuses to pay an order whose checkout was never opened', async () => {
    const order = await createOrder();
    expect((await pay(order.id, SUCCESS_CARD)).status).toBe(400);
    await embedded(order.id);
    const res = await form('/v1/checkout/cancel', { order_id: order.id });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/api/payments/callback?status=cancelled&order_id=x');
  });
});

describe('helpers', () => {
  it('formats rupees for en-IN with 2 decimals', () => {
    expect([0, 100, 149900, 12345678].map(formatRupees)).toEqual(['₹ 0.00', '₹ 1.00', '₹ 1,499.00', '₹ 1,23,456.78']);
  });

  it('accepts absolute http(s) URLs and root-relative paths as return addresses', () => {
    expect(['https://a.example/cb', 'http://localhost:8097/api/payments/callback', '/api/payments/callback'].every(isReturnUrl)).toBe(true);
    expect(['ftp://a.example', '//a.example', '/\\a.example', 'cb', 'data:text/html,x'].some(isReturnUrl)).toBe(false);
  });

  it('adds parameters to a URL that has a query already', () => {
    expect(withParams('/cb?status=x', { a: '1 2' })).toBe('/cb?status=x&a=1+2');
    expect(withParams('https://a.example/cb', { 'error[code]': 'X' })).toBe('https://a.example/cb?error%5Bcode%5D=X');
  });
});
