/** @jest-environment node */
// The whole purchase over real HTTP, as a browser does it: the app asks for an order, posts the checkout form to the
// in-process sandbox, the student pays with a test card, the browser follows the sandbox's redirect to the callback
// and the callback's redirect to /student/pgresponse.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { DECLINED_CARD, PLANS, SUCCESS_CARD } from './payment-helpers';
import { makeServer, type TestServer } from './test-server';

let s: TestServer;
let server: ServerType;
let base: string;
let headers: Record<string, string>;

beforeEach(async () => {
  s = await makeServer();
  server = await new Promise<ServerType>((ready) => {
    const started = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/app/login`, { method: 'POST', body: new URLSearchParams({ userId: 'new.student', password: 'Demo@1234', device: 'web' }) });
  const student = (await login.json()).obj;
  headers = { loginId: student.loginId, token: student.token, device: 'web' };
});
afterEach(() => new Promise<void>((done) => { server.close(() => done()); }));

const orderFor = async (courseId: number, packId: number) => {
  const res = await fetch(`${base}/api/paymenttokengenerate-multiple-pricing?opt=3&courseId=${courseId}&courseTitle=x&packId=${packId}`, { headers });
  return (await res.json()).obj as { key: string; orderId: string; amount: number; checkoutUrl: string; productinfo: string; organisations: string };
};

/** The app's checkout form post (infrastructure builds it from the order). */
const openCheckout = (order: Awaited<ReturnType<typeof orderFor>>) => fetch(`${base}${order.checkoutUrl}`, {
  method: 'POST',
  body: new URLSearchParams({
    key_id: order.key, order_id: order.orderId, name: order.organisations, description: order.productinfo,
    'prefill[name]': 'New Student', 'prefill[email]': 'new.student@example.com', 'prefill[contact]': '9123456780',
    callback_url: `${base}/api/payments/callback`, cancel_url: `${base}/api/payments/callback?status=cancelled&order_id=${order.orderId}`,
  }),
});
const submit = (path: string, fields: Record<string, string>, redirect: RequestRedirect) =>
  fetch(`${base}/payment-sandbox/v1/checkout/${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect });

describe('a purchase through the sandbox over HTTP', () => {
  it('order -> checkout page -> pay -> callback -> pgresponse, then the course and the transaction are there', async () => {
    const order = await orderFor(101, PLANS.jeeAce90);
    expect(order.amount).toBe(1499);
    const page = await openCheckout(order);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${base}`);
    const html = await page.text();
    expect(html).toContain('Apex Academy via Exam Prep Sandbox');
    expect(html).toContain('Pay ₹ 1,499.00');

    const paid = await submit('pay', { order_id: order.orderId, card_number: SUCCESS_CARD }, 'manual');
    expect(paid.status).toBe(303);
    const callback = paid.headers.get('location')!;
    expect(callback.startsWith(`${base}/api/payments/callback?razorpay_payment_id=pay_`)).toBe(true);
    const landed = await fetch(callback, { redirect: 'manual' });
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/student/pgresponse?courseId=101');

    const courses = (await (await fetch(`${base}/api/fetchmycourses`, { headers })).json()).obj;
    expect(courses).toEqual([expect.objectContaining({ courseId: 101, packTypeTitle: 'ACE', validTillDate: '2026-04-15' })]);
    const transactions = (await (await fetch(`${base}/api/paymenttransactions`, { headers })).json()).obj;
    expect(transactions).toEqual([expect.objectContaining({ courseName: 'JEE Main Complete Course', amount: 1499, referenceNumber: expect.stringMatching(/^pay_/) })]);
  });

  it('a browser following the redirects ends on /student/pgresponse', async () => {
    const order = await orderFor(106, PLANS.bitsatAce60);
    await openCheckout(order);
    const res = await submit('pay', { order_id: order.orderId, card_number: SUCCESS_CARD }, 'follow');
    expect(res.redirected).toBe(true);
    expect(res.url).toBe(`${base}/student/pgresponse?courseId=106`);
  });

  it('a declined card ends on /student/pgcancelled and Cancel on the course selection', async () => {
    const order = await orderFor(106, PLANS.bitsatAce60);
    await openCheckout(order);
    const declined = await submit('pay', { order_id: order.orderId, card_number: DECLINED_CARD }, 'follow');
    expect(declined.url).toBe(`${base}/student/pgcancelled`);
    const cancelled = await submit('cancel', { order_id: order.orderId }, 'follow');
    expect(cancelled.url).toBe(`${base}/student/selectcourse?payment=failed`);
    expect((await (await fetch(`${base}/api/fetchmycourses`, { headers })).json()).obj).toEqual([]);
    expect(s.logs.filter((l) => l.startsWith('PAYMENT REFUSED'))).toEqual([]);
  });
});
