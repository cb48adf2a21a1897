/** @jest-environment node */
// docs/api.md "Catalogue, checkout and payments": checkout orders priced by the server, zero-amount purchases,
// renewals and upgrades through the sandbox, and the transactions list.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { WireStudent } from '../../server/http/wire-types';
import { body, FakeProvider, orderPaid, orderQuery, payAtSandbox, PLANS } from './payment-helpers';
import { authHeaders, DAY, makeServer, SEED_TIME, type TestServer } from './test-server';

let s: TestServer;
let demo: WireStudent;
let fresh: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
  fresh = await s.login('new.student');
});

const myCourses = async (student: WireStudent) => (await body(await s.get('/api/fetchmycourses', authHeaders(student)))).obj as
  { courseId: number; packTypeTitle: string; packTypeId: number; validityId: number; validTillDate: string }[];
const transactions = async (student: WireStudent) => (await body(await s.get('/api/paymenttransactions', authHeaders(student)))).obj;

describe('GET /api/paymenttokengenerate-multiple-pricing', () => {
  it('opens an order at the provider for the server\'s price; an amount in the query is ignored', async () => {
    const reply = await body(await orderPaid(s, demo, 101, PLANS.jeePro365, { amount: '1', salePrice: '1' }));
    expect(reply.responseTxt).toBe('success');
    expect(reply.obj).toEqual({
      key: expect.stringMatching(/^rzp_test_[0-9a-f]{14}$/), orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 4999,
      currency: 'INR', productinfo: 'JEE Main Complete Course - PRO 12 Months', organisations: 'Apex Academy',
      checkoutUrl: '/payment-sandbox/v1/checkout/embedded', courseId: 101, enrolled: false,
    });
    expect(s.db.prepare('SELECT amount_paise, status, student_id FROM payment_orders WHERE id = ?').get(reply.obj.orderId))
      .toEqual({ amount_paise: 499900, status: 'created', student_id: demo.studentId });
  });

  it('takes a promo code off the amount (20%: 4999 -> 3999.2)', async () => {
    const reply = await body(await orderPaid(s, demo, 101, PLANS.jeePro365, { promoCode: 'save20' }));
    expect(reply.obj.amount).toBe(3999.2);
    expect(s.db.prepare('SELECT promo_code FROM payment_orders WHERE id = ?').get(reply.obj.orderId)).toEqual({ promo_code: 'SAVE20' });
  });

  it('answers invalid_promo for a code that does not apply, and opens no order', async () => {
    expect(await body(await orderPaid(s, demo, 101, PLANS.jeePro365, { promoCode: 'NOPE' })))
      .toEqual({ responseTxt: 'invalid_promo', message: 'Invalid promo code', obj: null });
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM payment_orders').get()).toEqual({ n: 0 });
  });

  it('enrols at once with a 100% promo code, without the provider, and records a ₹0 transaction', async () => {
    const provider = new FakeProvider();
    s = await makeServer({ payments: provider });
    fresh = await s.login('new.student');
    const reply = await body(await orderPaid(s, fresh, 106, PLANS.bitsatPro365, { promoCode: 'FREE100' }));
    expect(reply).toMatchObject({ responseTxt: 'success', obj: { key: '', orderId: '', amount: 0, enrolled: true, courseId: 106, currency: 'INR' } });
    expect(provider.orders).toEqual([]);
    expect(await myCourses(fresh)).toEqual([expect.objectContaining({ courseId: 106, packTypeTitle: 'PRO', packTypeId: 3, validityId: PLANS.bitsatPro365, validTillDate: '2027-01-15' })]);
    const [t] = await transactions(fresh);
    expect(t).toEqual({ id: expect.any(Number), courseName: 'BITSAT Speed Practice', amount: 0, referenceNumber: expect.stringMatching(/^free_[0-9a-f]{24}$/),
      createdDateTime: new Date(SEED_TIME + 60_000).toISOString() });
  });

  it('gives the free trial with opt 1 and a FREE plan, once', async () => {
    const reply = await body(await s.get(orderQuery({ opt: 1, courseId: 106, courseTitle: 'BITSAT', packId: PLANS.bitsatFree }), authHeaders(fresh)));
    expect(reply).toMatchObject({ responseTxt: 'success', obj: { enrolled: true, amount: 0, orderId: '', courseId: 106 } });
    expect(await myCourses(fresh)).toEqual([expect.objectContaining({ courseId: 106, packTypeTitle: 'FREE' })]);
    const again = await body(await s.get(orderQuery({ opt: 1, courseId: 106, packId: PLANS.bitsatFree }), authHeaders(fresh)));
    expect(again.responseTxt).toBe('course_already_taken');
    expect(await transactions(fresh)).toEqual([]);
  });

  it.each([
    ['opt 1 with a paid plan', { opt: 1, courseId: 101, packId: PLANS.jeePro365 }, 'packId must be a FREE plan with opt 1 and an ACE or PRO plan with opt 3'],
    ['opt 3 with a FREE plan', { opt: 3, courseId: 101, packId: PLANS.jeeFree }, 'packId must be a FREE plan with opt 1 and an ACE or PRO plan with opt 3'],
    ['a plan of another course', { opt: 3, courseId: 101, packId: PLANS.neetPro365 }, 'packId is not a plan of this course'],
    ['an unknown plan', { opt: 3, courseId: 101, packId: 9999 }, 'packId is not a plan of this course'],
    ['opt 2', { opt: 2, courseId: 101, packId: PLANS.jeePro365 }, 'opt must be 1 (free) or 3 (paid)'],
    ['no packId', { opt: 3, courseId: 101 }, 'packId is required'],
  ])('answers 400 for %s', async (_, query, message) => {
    const res = await s.get(orderQuery(query), authHeaders(demo));
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ responseTxt: 'validation_error', message });
  });

  it('answers 404 for an unknown course and 401 without a session', async () => {
    expect((await orderPaid(s, demo, 999, PLANS.jeePro365)).status).toBe(404);
    const res = await s.get(orderQuery({ opt: 3, courseId: 101, packId: PLANS.jeePro365 }));
    expect(res.status).toBe(401);
    expect((await body(res)).responseTxt).toBe('invalidToken');
  });

  it('answers 503 payments_unavailable without a provider (production without settings), a zero amount still enrols', async () => {
    s = await makeServer({ mode: 'production' });
    fresh = await s.login('new.student');
    const res = await orderPaid(s, fresh, 101, PLANS.jeePro365);
    expect(res.status).toBe(503);
    expect(await body(res)).toEqual({ responseTxt: 'payments_unavailable', message: 'Payments are not available right now. Please try again later.', obj: null });
    expect((await s.get('/payment-sandbox/v1/checkout/checkout.css')).status).toBe(404);
    expect((await body(await orderPaid(s, fresh, 101, PLANS.jeePro365, { promoCode: 'FREE100' }))).responseTxt).toBe('success');
  });

  it('answers 503 when the provider fails, and logs it', async () => {
    const provider = new FakeProvider();
    provider.fail = true;
    s = await makeServer({ payments: provider });
    demo = await s.login();
    expect((await orderPaid(s, demo, 101, PLANS.jeePro365)).status).toBe(503);
    expect(s.logs.some((l) => l.startsWith('PAYMENT PROVIDER FAILED'))).toBe(true);
  });
});

describe('renewal and upgrade through the sandbox', () => {
  const buy = async (student: WireStudent, courseId: number, packId: number) => {
    const order = (await body(await orderPaid(s, student, courseId, packId))).obj;
    const res = await payAtSandbox(s, order);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/student/pgresponse?courseId=${courseId}`);
    return order;
  };

  it('renews demo.student\'s expired NEET pack (ACE, 2025-06-30) from today, in place', async () => {
    const before = await myCourses(demo);
    expect(before[1]).toMatchObject({ courseId: 102, packTypeTitle: 'ACE', validTillDate: '2025-06-30' });
    await buy(demo, 102, PLANS.neetAce90);
    const after = await myCourses(demo);
    expect(after.map((c) => c.courseId)).toEqual(before.map((c) => c.courseId));
    expect(after[1]).toMatchObject({ courseId: 102, packTypeTitle: 'ACE', packTypeId: 2, validityId: PLANS.neetAce90, validTillDate: '2026-04-15' });
  });

  it('extends a valid paid pack from its end: JEE PRO (2029-01-15) + 365 days', async () => {
    await buy(demo, 101, PLANS.jeePro365);
    expect((await myCourses(demo))[0]).toMatchObject({ packTypeTitle: 'PRO', validTillDate: '2030-01-15' });
  });

  it('upgrades a free trial from today and adds a bought course at the end', async () => {
    await s.get('/api/selectmycourse?courseId=112', authHeaders(fresh));
    s.advance(3 * DAY);
    await buy(fresh, 106, PLANS.bitsatAce60);
    await buy(fresh, 112, PLANS.bankingAce90);
    expect(await myCourses(fresh)).toEqual([
      expect.objectContaining({ courseId: 112, packTypeTitle: 'ACE', validTillDate: '2026-04-18' }),
      expect.objectContaining({ courseId: 106, packTypeTitle: 'ACE', validTillDate: '2026-03-19' }),
    ]);
  });

  it('lists the student\'s own transactions only, newest first, in rupees with the payment id as reference', async () => {
    const first = await buy(demo, 102, PLANS.neetAce90);
    s.advance(DAY);
    await buy(demo, 101, PLANS.jeeAce90);
    s.advance(DAY);
    await buy(fresh, 106, PLANS.bitsatAce60);
    const mine = await transactions(demo);
    expect(mine.map((t: { courseName: string; amount: number }) => [t.courseName, t.amount]))
      .toEqual([['JEE Main Complete Course', 1499], ['NEET Biology Booster', 1299]]);
    const payment = s.db.prepare<[string], { payment_id: string }>('SELECT payment_id FROM payment_orders WHERE id = ?').get(first.orderId)!;
    expect(mine[1].referenceNumber).toBe(payment.payment_id);
    expect(mine[1].referenceNumber).toMatch(/^pay_/);
    expect(mine[0].createdDateTime > mine[1].createdDateTime).toBe(true);
    expect((await transactions(fresh)).map((t: { courseName: string }) => t.courseName)).toEqual(['BITSAT Speed Practice']);
    expect((await s.get('/api/paymenttransactions')).status).toBe(401);
  });
});
