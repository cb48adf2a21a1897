/** @jest-environment node */
// server/payments: the Razorpay-compatible adapter (REST shape, Basic auth, replies validated), the signature check
// and the configuration from the environment.
import { afterEach, describe, expect, it } from '@jest/globals';
import { paymentSetupFromEnv } from '../../../server/payments/payment-config';
import { wirePayments } from '../../../server/payments/payment-wiring';
import { ProviderError, RazorpayCompatibleProvider, type FetchLike } from '../../../server/payments/payment-provider';
import { paymentSignature, signatureMatches } from '../../../server/payments/signature';
import { body, orderPaid, PLANS } from '../payment-helpers';
import { makeServer } from '../test-server';

const calls: { url: string; init: RequestInit }[] = [];
const replying = (status: number, json: unknown): FetchLike => async (url, init) => {
  calls.push({ url, init });
  return new Response(typeof json === 'string' ? json : JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
};
const provider = (fetch: FetchLike) => new RazorpayCompatibleProvider({
  apiBase: 'https://api.pay.example/', keyId: 'rzp_live_k', keySecret: 's3cret', checkoutUrl: 'https://checkout.pay.example/v1/checkout/embedded', fetch,
});
afterEach(() => { calls.length = 0; });

describe('RazorpayCompatibleProvider', () => {
  it('creates an order with POST {api}/v1/orders, HTTP Basic and a JSON body', async () => {
    const order = await provider(replying(200, { id: 'order_1', amount: 149900, currency: 'INR', status: 'created' }))
      .createOrder({ amountPaise: 149900, currency: 'INR', receipt: 'rcpt_1', notes: { courseId: '101' } });
    expect(order).toEqual({ id: 'order_1', amountPaise: 149900, currency: 'INR' });
    expect(calls[0].url).toBe('https://api.pay.example/v1/orders');
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from('rzp_live_k:s3cret').toString('base64')}`);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ amount: 149900, currency: 'INR', receipt: 'rcpt_1', notes: { courseId: '101' } });
  });

  it.each([
    ['an HTTP error', replying(500, { error: {} })],
    ['a reply of another shape', replying(200, { id: 'order_1', amount: '149900' })],
    ['a reply that is not JSON', replying(200, '<html>')],
    ['a network failure', async () => { throw new Error('ECONNREFUSED'); }],
  ])('throws ProviderError on %s', async (_, fetch) => {
    await expect(provider(fetch as FetchLike).createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(ProviderError);
  });

  it('fetches a payment with GET {api}/v1/payments/{id}; unknown (404/400) or not final is null', async () => {
    const payment = await provider(replying(200, { id: 'pay_1', order_id: 'order_1', amount: 100, currency: 'INR', status: 'captured', method: 'card' }))
      .fetchPayment('pay_1');
    expect(payment).toEqual({ id: 'pay_1', orderId: 'order_1', amountPaise: 100, currency: 'INR', status: 'captured' });
    expect(calls[0].url).toBe('https://api.pay.example/v1/payments/pay_1');
    expect(await provider(replying(404, {})).fetchPayment('pay_x')).toBeNull();
    expect(await provider(replying(400, {})).fetchPayment('pay_x')).toBeNull();
    expect(await provider(replying(200, { id: 'pay_1', order_id: 'o', amount: 1, currency: 'INR', status: 'authorized' })).fetchPayment('pay_1')).toBeNull();
    await expect(provider(replying(502, {})).fetchPayment('pay_1')).rejects.toThrow(ProviderError);
  });

  it('verifies the HMAC-SHA256 signature of order_id|payment_id with the key secret', () => {
    const p = provider(replying(200, {}));
    const good = paymentSignature('s3cret', 'order_1', 'pay_1');
    expect(good).toMatch(/^[0-9a-f]{64}$/);
    expect(p.verifySignature('order_1', 'pay_1', good)).toBe(true);
    expect(p.verifySignature('order_1', 'pay_2', good)).toBe(false);
    expect(p.verifySignature('order_1', 'pay_1', good.slice(0, 63))).toBe(false);
    expect(p.verifySignature('order_1', 'pay_1', paymentSignature('other', 'order_1', 'pay_1'))).toBe(false);
    expect(signatureMatches('s3cret', 'order_1', 'pay_1', '')).toBe(false);
  });
});

describe('paymentSetupFromEnv', () => {
  const full = { PAYMENT_API_BASE: 'https://api.pay.example', PAYMENT_KEY_ID: 'k', PAYMENT_KEY_SECRET: 's', PAYMENT_CHECKOUT_URL: 'https://checkout.pay.example/x' };

  it('uses the sandbox in demo mode and no provider in production without settings', () => {
    expect(paymentSetupFromEnv({}, 'demo')).toEqual({ kind: 'sandbox' });
    expect(paymentSetupFromEnv({}, 'production')).toEqual({ kind: 'none' });
    expect(paymentSetupFromEnv({ PAYMENT_PROVIDER: 'sandbox' }, 'production')).toEqual({ kind: 'sandbox' });
  });

  it('uses a Razorpay-compatible provider with all four settings, in either mode', () => {
    expect(paymentSetupFromEnv(full, 'production')).toEqual({ kind: 'provider', apiBase: full.PAYMENT_API_BASE, keyId: 'k', keySecret: 's', checkoutUrl: full.PAYMENT_CHECKOUT_URL });
    expect(paymentSetupFromEnv(full, 'demo').kind).toBe('provider');
  });

  it.each([
    ['a key id alone', { PAYMENT_KEY_ID: 'k' }, /missing PAYMENT_API_BASE, PAYMENT_KEY_SECRET, PAYMENT_CHECKOUT_URL/],
    ['an API base without a scheme', { ...full, PAYMENT_API_BASE: 'api.pay.example' }, /PAYMENT_API_BASE must be an http\(s\) URL/],
    ['another provider name', { PAYMENT_PROVIDER: 'stripe' }, /PAYMENT_PROVIDER must be "sandbox" or unset/],
  ])('stops the start on a half or malformed configuration: %s', (_, env, message) => {
    expect(() => paymentSetupFromEnv(env, 'production')).toThrow(message);
  });
});

describe('wirePayments', () => {
  const order = { amountPaise: 149_900, currency: 'INR', receipt: 'rcpt_1', notes: {} };

  it('opens the sandbox in the background: its routes and its provider wait for its database', async () => {
    const wiring = wirePayments({ kind: 'sandbox' }, { sandboxDatabase: ':memory:', now: () => Date.UTC(2026, 0, 15), log: () => {} });
    const provider = wiring.provider!;
    expect(provider.checkoutUrl).toBe('/payment-sandbox/v1/checkout/embedded');
    expect((await wiring.sandbox!.app.request('/payment-sandbox/v1/checkout/checkout.css')).status).toBe(200);
    const created = await provider.createOrder(order);
    expect(created).toMatchObject({ id: expect.stringMatching(/^order_/), amountPaise: 149_900, currency: 'INR' });
    const sandbox = await wiring.sandbox!.opened;
    expect(provider.keyId).toBe(sandbox.keyId);
    expect(await provider.verifySignature(created.id, 'pay_1', paymentSignature(sandbox.keySecret, created.id, 'pay_1'))).toBe(true);
    expect(await provider.verifySignature(created.id, 'pay_1', paymentSignature('other', created.id, 'pay_1'))).toBe(false);
    expect(await provider.fetchPayment('pay_unknown')).toBeNull();
    await wiring.sandbox!.close();
  });

  it('a sandbox database that cannot be opened is logged; its routes answer 503 and its provider fails', async () => {
    const logs: string[] = [];
    const wiring = wirePayments({ kind: 'sandbox' }, { sandboxDatabase: '/dev/null/sandbox.db', now: Date.now, log: (l) => logs.push(l) });
    await expect(wiring.provider!.createOrder(order)).rejects.toThrow();
    expect(() => wiring.provider!.keyId).toThrow(/still opening/);
    expect((await wiring.sandbox!.app.request('/payment-sandbox/v1/checkout/checkout.css')).status).toBe(503);
    expect(logs.some((l) => l.startsWith('PAYMENT SANDBOX FAILED to open its database'))).toBe(true);
    await wiring.sandbox!.close();
  });

  it('has no sandbox with a provider or none', () => {
    const full = { kind: 'provider' as const, apiBase: 'https://api.pay.example', keyId: 'k', keySecret: 's', checkoutUrl: 'https://c.example' };
    expect(wirePayments(full, { sandboxDatabase: ':memory:', now: Date.now, log: () => {} })).toMatchObject({ sandbox: null, provider: { keyId: 'k' } });
    expect(wirePayments({ kind: 'none' }, { sandboxDatabase: ':memory:', now: Date.now, log: () => {} })).toEqual({ provider: null, sandbox: null });
  });
});

describe('createApp payments', () => {
  afterEach(() => { delete process.env.PAYMENT_PROVIDER; });

  it('mounts the sandbox in production with PAYMENT_PROVIDER=sandbox', async () => {
    process.env.PAYMENT_PROVIDER = 'sandbox';
    const s = await makeServer({ mode: 'production' });
    const student = await s.login('new.student');
    const reply = await body(await orderPaid(s, student, 101, PLANS.jeeAce90));
    expect(reply.obj).toMatchObject({ checkoutUrl: '/payment-sandbox/v1/checkout/embedded', amount: 1499 });
    expect((await s.get('/payment-sandbox/v1/checkout/checkout.css')).status).toBe(200);
  });
});
