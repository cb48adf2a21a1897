/** @jest-environment node */
// docs/security.md "Limits": wrong promo codes (10 an hour per student, 30 per address, the checkout counts too),
// checkout requests (30 an hour per student), refused payment callbacks (20 an hour per address) and e-mail updates
// (10 an hour per student); 429 with Retry-After beyond.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { WireStudent } from '../../../server/http/wire-types';
import {
  EMAIL_UPDATES_PER_STUDENT, ORDERS_PER_STUDENT, REFUSED_CALLBACKS_PER_ADDRESS, WRONG_PROMOS_PER_ADDRESS, WRONG_PROMOS_PER_STUDENT,
} from '../../../server/security/payment-limits';
import { body, FakeProvider, orderPaid, PLANS, successCallback } from '../payment-helpers';
import { authHeaders, makeServer, MINUTE, SEED_TIME, TEST_ADDRESS_HEADER, type TestServer } from '../test-server';

const HOUR = 60 * MINUTE;
let s: TestServer;
let demo: WireStudent;
let fresh: WireStudent;
beforeEach(async () => {
  s = await makeServer({ payments: new FakeProvider() });
  demo = await s.login();
  fresh = await s.login('new.student');
});

const promo = (code: string, student: WireStudent, address = '203.0.113.5') =>
  s.get(`/api/verifypromocodes-multiple-pricing?promoCode=${code}&courseId=101`, { ...authHeaders(student), [TEST_ADDRESS_HEADER]: address });
const statuses = async (n: number, call: (i: number) => Promise<Response>) => {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await body(await call(i))).responseTxt);
  return out;
};

describe('wrong promo codes', () => {
  it('takes 10 wrong codes an hour from a student; then even a right code gets 429 until the hour has passed', async () => {
    expect(WRONG_PROMOS_PER_STUDENT).toEqual([{ bucket: 'promo-wrong-student', limit: 10, windowMs: HOUR }]);
    expect(await statuses(10, (i) => promo(`GUESS${i}`, demo))).toEqual(Array(10).fill('invalid_promo'));
    const refused = await promo('SAVE20', demo, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(await body(refused)).toMatchObject({ responseTxt: 'too_many_requests', message: 'Too many wrong promo codes. Please try again in 1 hour.' });
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    // another student is not held up
    expect((await body(await promo('SAVE20', fresh))).responseTxt).toBe('success');
    s.advance(HOUR);
    expect((await body(await promo('SAVE20', demo))).responseTxt).toBe('success');
  });

  it('right codes do not count', async () => {
    expect(await statuses(15, () => promo('SAVE20', demo))).toEqual(Array(15).fill('success'));
  });

  it('takes 30 wrong codes an hour from one address, across students', async () => {
    expect(WRONG_PROMOS_PER_ADDRESS).toEqual([{ bucket: 'promo-wrong-address', limit: 30, windowMs: HOUR }]);
    const hit = s.db.prepare("INSERT INTO throttle_hits (bucket, key, at) VALUES ('promo-wrong-address', '203.0.113.9', ?)");
    // the test server's clock starts at SEED_TIME + 1 minute
    for (let i = 0; i < 25; i++) hit.run(SEED_TIME + MINUTE);
    expect(await statuses(5, () => promo('NOPE', demo, '203.0.113.9'))).toEqual(Array(5).fill('invalid_promo'));
    expect((await promo('SAVE20', fresh, '203.0.113.9')).status).toBe(429);
    expect((await promo('SAVE20', fresh, '203.0.113.10')).status).toBe(200);
  });

  it('counts wrong codes at the checkout too', async () => {
    for (let i = 0; i < 10; i++) expect((await body(await orderPaid(s, demo, 101, PLANS.jeeAce90, { promoCode: `X${i}` }))).responseTxt).toBe('invalid_promo');
    expect((await orderPaid(s, demo, 101, PLANS.jeeAce90, { promoCode: 'SAVE20' })).status).toBe(429);
    expect((await body(await orderPaid(s, demo, 101, PLANS.jeeAce90))).responseTxt).toBe('success');
  });
});

describe('checkout requests', () => {
  it('takes 30 an hour from a student, then 429 (no order is opened)', async () => {
    expect(ORDERS_PER_STUDENT).toEqual([{ bucket: 'payment-order-student', limit: 30, windowMs: HOUR }]);
    for (let i = 0; i < 30; i++) expect((await orderPaid(s, demo, 101, PLANS.jeeAce90)).status).toBe(200);
    const res = await orderPaid(s, demo, 101, PLANS.jeeAce90);
    expect(res.status).toBe(429);
    expect((await body(res)).message).toBe('Too many checkout requests. Please try again in 1 hour.');
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM payment_orders').get()).toEqual({ n: 30 });
    expect((await orderPaid(s, fresh, 101, PLANS.jeeAce90)).status).toBe(200);
  });
});

describe('refused payment callbacks', () => {
  it('takes 20 refusals an hour from an address, then answers 429 to that address (even a good callback)', async () => {
    expect(REFUSED_CALLBACKS_PER_ADDRESS).toEqual([{ bucket: 'payment-callback-refused-address', limit: 20, windowMs: HOUR }]);
    const from = (address: string) => ({ [TEST_ADDRESS_HEADER]: address });
    for (let i = 0; i < 20; i++) {
      const res = await s.get(successCallback('order_fake1', `pay_${i}`, 'ab'.repeat(32)), from('192.0.2.1'));
      expect(res.headers.get('location')).toBe('/student/pgcancelled');
    }
    const res = await s.get(successCallback('order_fake1', 'pay_x'), from('192.0.2.1'));
    expect(res.status).toBe(429);
    expect((await body(res)).message).toBe('Too many refused payment callbacks. Please try again in 1 hour.');
    expect((await s.get(successCallback('order_fake1', 'pay_x'), from('192.0.2.2'))).status).toBe(303);
    // a cancel is never refused
    expect((await s.get('/api/payments/callback?status=cancelled&order_id=x', from('192.0.2.1'))).status).toBe(303);
  });
});

describe('e-mail updates', () => {
  it('takes 10 an hour from a student', async () => {
    expect(EMAIL_UPDATES_PER_STUDENT).toEqual([{ bucket: 'update-email-student', limit: 10, windowMs: HOUR }]);
    const trial = await s.login('trial.student');
    for (let i = 0; i < 10; i++) {
      expect((await s.post('/api/student-profile/update-email', { emailId: 'demo.student@example.com' }, authHeaders(trial))).status).toBe(409);
    }
    const res = await s.post('/api/student-profile/update-email', { emailId: 'trial@example.com' }, authHeaders(trial));
    expect(res.status).toBe(429);
    expect((await body(res)).message).toBe('Too many e-mail updates. Please try again in 1 hour.');
  });
});
