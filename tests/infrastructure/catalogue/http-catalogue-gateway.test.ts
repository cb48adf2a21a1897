/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fetchMock from 'fetch-mock';
import type { Student } from '../../../domain/account/student';
import { err, ok, UNAVAILABLE } from '../../../domain/shared/result';
import { HttpCatalogueGateway } from '../../../infrastructure/catalogue/http-catalogue-gateway';
import { HttpClient } from '../../../infrastructure/http/http-client';
import { aStudent } from '../../mothers/account.mother';
import {
  aCatalogueCourse, aPlan, aRawCategory, aRawCourse, aRawGroup, aRawPlan, aTransaction, somePlanGroups,
} from '../../domain/catalogue/catalogue.mother';

const BASE = 'http://api.test/api';
type FetchMock = ReturnType<typeof fetchMock.createInstance>;

const setup = (student: Student | null = aStudent()) => {
  const fm = fetchMock.createInstance();
  const http = new HttpClient({ apiBase: BASE, fetchImpl: fm.fetchHandler, students: { load: () => student }, onInvalidToken: jest.fn() });
  return { fm, gateway: new HttpCatalogueGateway(http) };
};

const query = (fm: FetchMock): Record<string, string> => Object.fromEntries(new URL(fm.callHistory.lastCall()?.url ?? '').searchParams);
const headers = (fm: FetchMock) => (fm.callHistory.lastCall()?.options.headers ?? {}) as Record<string, string>;
const success = (obj: unknown) => ({ responseTxt: 'success', message: '', obj });
const reply = (status: number, responseTxt: string, message = '', extra: Record<string, string> = {}) =>
  ({ status, body: { responseTxt, message, obj: null }, headers: extra });
const FAULT = err({ kind: 'fault' });

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('GET /categoryandcourses (public)', () => {
  it('sends deviceType=web without the session headers and maps twoPriceList and featuresList', async () => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/categoryandcourses`, success([aRawCategory()]));
    expect(await gateway.categories()).toEqual(ok([{ categoryId: 2, categoryName: 'Engineering', courses: [aCatalogueCourse()] }]));
    expect(query(fm)).toEqual({ deviceType: 'web' });
    expect(headers(fm)).not.toHaveProperty('token');
    expect(headers(fm)).not.toHaveProperty('loginid');
  });

  it('is called without a signed-in student', async () => {
    const { fm, gateway } = setup(null);
    fm.route(`begin:${BASE}/categoryandcourses`, success([]));
    expect(await gateway.categories()).toEqual(ok([]));
    expect(fm.callHistory.calls()).toHaveLength(1);
  });

  it('reads prices as numbers or { parsedValue } (a number or a numeric string)', async () => {
    const { fm, gateway } = setup();
    const plans = [
      aRawPlan({ packId: 1, salePrice: { parsedValue: 1499 }, retailPrice: { parsedValue: '2999.50' } }),
      aRawPlan({ packId: 2, salePrice: '999', retailPrice: 1999, discount: null, validityDate: null, description: null }),
    ];
    fm.route(`begin:${BASE}/categoryandcourses`, success([aRawCategory({ coursesList: [aRawCourse({ twoPriceList: [aRawGroup('ACE', plans)] })] })]));
    const r = await gateway.categories();
    if (!r.ok) throw new Error('expected the catalogue');
    expect(r.value[0].courses[0].planGroups).toEqual([{ packType: 'ACE', plans: [
      aPlan({ packId: 1, salePrice: 1499, retailPrice: 2999.5 }),
      aPlan({ packId: 2, salePrice: 999, retailPrice: 1999, discount: 0, validityDate: '', description: '' }),
    ] }]);
  });

  it('drops plan groups and feature options of a pack type it does not know; reads pack types in any case', async () => {
    const { fm, gateway } = setup();
    const course = aRawCourse({
      twoPriceList: [aRawGroup('GOLD'), aRawGroup('pro'), aRawGroup('FREE', [])],
      featuresList: [{ sectionType: 'Tests', items: [{ title: 'Mocks', options: [{ optionLabel: 'GOLD', optionFlag: true }, { optionLabel: 'ACE', optionFlag: 1 }] }] }],
    });
    fm.route(`begin:${BASE}/categoryandcourses`, success([aRawCategory({ coursesList: [course] })]));
    const r = await gateway.categories();
    if (!r.ok) throw new Error('expected the catalogue');
    const [mapped] = r.value[0].courses;
    expect(mapped.planGroups).toEqual([{ packType: 'PRO', plans: [aPlan()] }, { packType: 'FREE', plans: [] }]);
    expect(mapped.features).toEqual([{ sectionType: 'Tests', items: [{ title: 'Mocks', options: [{ optionLabel: 'ACE', optionFlag: true }] }] }]);
  });

  it("a course without its category's id or name takes the category's; null lists are empty", async () => {
    const { fm, gateway } = setup();
    const { categoryId: _id, categoryName: _name, ...course } = aRawCourse({ twoPriceList: null, featuresList: null, courseSubTitle: null });
    fm.route(`begin:${BASE}/categoryandcourses`, success([aRawCategory({ categoryId: 9, categoryName: 'Law', coursesList: [course] }), aRawCategory({ categoryId: 3, coursesList: null })]));
    const r = await gateway.categories();
    if (!r.ok) throw new Error('expected the catalogue');
    expect(r.value[0].courses[0]).toMatchObject({ categoryId: 9, categoryName: 'Law', courseSubTitle: '', planGroups: [], features: [] });
    expect(r.value[1].courses).toEqual([]);
  });

  it.each([
    ['a course without an id', [aRawCategory({ coursesList: [aRawCourse({ courseId: null })] })]],
    ['a plan without a price', [aRawCategory({ coursesList: [aRawCourse({ twoPriceList: [aRawGroup('ACE', [aRawPlan({ salePrice: null })])] })] })]],
    ['a price that is no number', [aRawCategory({ coursesList: [aRawCourse({ twoPriceList: [aRawGroup('ACE', [aRawPlan({ salePrice: { parsedValue: 'free' } })])] })] })]],
    ['a negative price', [aRawCategory({ coursesList: [aRawCourse({ twoPriceList: [aRawGroup('ACE', [aRawPlan({ retailPrice: -1 })])] })] })]],
    ['obj that is not a list', { categoryId: 2 }],
  ])('%s is a malformed reply: a fault', async (_name, obj) => {
    const { fm, gateway } = setup();
    fm.route(`begin:${BASE}/categoryandcourses`, success(obj));
    expect(await gateway.categories()).toEqual(FAULT);
  });
});

describe('GET /verifypromocodes-multiple-pricing', () => {
  const PATH = `begin:${BASE}/verifypromocodes-multiple-pricing`;

  it('sends promoCode and courseId with the session headers and answers the re-priced groups', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { ...success(somePlanGroups()), message: 'Promo applied successfully.' });
    expect(await gateway.verifyPromo(11, 'SAVE10')).toEqual(ok(somePlanGroups()));
    expect(query(fm)).toEqual({ promoCode: 'SAVE10', courseId: '11' });
    expect(headers(fm)).toMatchObject({ token: 'tok-123', device: 'web' });
  });

  it('200 invalid_promo is that refusal (obj ignored); 404 not_found a refusal of its own', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'invalid_promo', message: 'Invalid promo code', obj: 'whatever' });
    expect(await gateway.verifyPromo(11, 'NOPE')).toEqual(err({ kind: 'refused', code: 'invalid_promo', message: 'Invalid promo code' }));
    fm.removeRoutes();
    fm.route(PATH, reply(404, 'not_found', 'No such course'));
    expect(await gateway.verifyPromo(99, 'SAVE10')).toEqual(err({ kind: 'refused', code: 'not_found', message: 'No such course' }));
  });

  it('429 too_many_requests is rate_limited with the words and the wait', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(429, 'too_many_requests', 'Please try again in 40 minutes.', { 'Retry-After': '2400' }));
    expect(await gateway.verifyPromo(11, 'NOPE')).toEqual(err({ kind: 'refused', code: 'rate_limited', message: 'Please try again in 40 minutes.', retryAfterSeconds: 2400 }));
  });

  it('is not made without a signed-in student: unavailable', async () => {
    const { fm, gateway } = setup(null);
    expect(await gateway.verifyPromo(11, 'SAVE10')).toEqual(err(UNAVAILABLE));
    expect(fm.callHistory.calls()).toHaveLength(0);
  });
});

describe('GET /selectmycourse (the free trial)', () => {
  const PATH = `begin:${BASE}/selectmycourse`;

  it('sends courseId; success enrols (obj not needed)', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'success', message: 'Course added successfully.', obj: null });
    expect(await gateway.selectFreeCourse(11)).toEqual(ok(undefined));
    expect(query(fm)).toEqual({ courseId: '11' });
  });

  it('200 course_already_taken and no_free_plan are refusals with their codes; a 500 a fault', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, { responseTxt: 'course_already_taken', message: 'You have already enrolled in this course.', obj: {} });
    expect(await gateway.selectFreeCourse(11)).toEqual(err({ kind: 'refused', code: 'course_already_taken', message: 'You have already enrolled in this course.' }));
    fm.removeRoutes();
    fm.route(PATH, { responseTxt: 'no_free_plan', obj: null });
    expect(await gateway.selectFreeCourse(11)).toEqual(err({ kind: 'refused', code: 'no_free_plan' }));
    fm.removeRoutes();
    fm.route(PATH, reply(500, 'internal_error'));
    expect(await gateway.selectFreeCourse(11)).toEqual(FAULT);
  });
});

describe('GET /paymenttokengenerate-multiple-pricing', () => {
  const PATH = `begin:${BASE}/paymenttokengenerate-multiple-pricing`;
  const request = { opt: 3 as const, courseId: 11, courseTitle: 'JEE Main & Advanced', packId: 301 };
  const rawOrder = (overrides: Record<string, unknown> = {}) => ({
    key: 'rzp_test_key', orderId: 'order_abc123', amount: 4999.5, currency: 'INR', productinfo: 'JEE Main - PRO 12 Months',
    organisations: 'Acme Academy', checkoutUrl: 'https://pay.example/v1/checkout/embedded', courseId: 11, enrolled: false, ...overrides,
  });

  it('sends opt, courseId, courseTitle, packId (and the promo code when given) and reads the order', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, success(rawOrder()));
    expect(await gateway.createOrder(request)).toEqual(ok({
      kind: 'order', courseId: 11, key: 'rzp_test_key', orderId: 'order_abc123', amount: 4999.5, currency: 'INR',
      productinfo: 'JEE Main - PRO 12 Months', organisations: 'Acme Academy', checkoutUrl: 'https://pay.example/v1/checkout/embedded',
    }));
    expect(query(fm)).toEqual({ opt: '3', courseId: '11', courseTitle: 'JEE Main & Advanced', packId: '301' });
    await gateway.createOrder({ ...request, promoCode: 'SAVE10' });
    expect(query(fm)).toMatchObject({ promoCode: 'SAVE10' });
  });

  it('an amount as { parsedValue } and an address on this host are read as well', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, success(rawOrder({ amount: { parsedValue: '1499.00' }, checkoutUrl: '/payment-sandbox/v1/checkout/embedded' })));
    expect(await gateway.createOrder(request)).toMatchObject({ ok: true, value: { amount: 1499, checkoutUrl: '/payment-sandbox/v1/checkout/embedded' } });
  });

  it('enrolled: true (a zero amount) is the enrolment, whatever the empty key and order id', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, success(rawOrder({ enrolled: true, key: '', orderId: '', amount: 0 })));
    expect(await gateway.createOrder(request)).toEqual(ok({ kind: 'enrolled', courseId: 11 }));
  });

  it.each([
    ['an order without a key', rawOrder({ key: '' })],
    ['an order without an order id', rawOrder({ orderId: '  ' })],
    ['an order of nothing', rawOrder({ amount: 0 })],
    ['another currency', rawOrder({ currency: 'USD' })],
    ['a checkout address that is not http(s)', rawOrder({ checkoutUrl: 'javascript:alert(1)' })],
    ['no obj', null],
  ])('%s is a malformed reply: a fault', async (_name, obj) => {
    const { fm, gateway } = setup();
    fm.route(PATH, success(obj));
    expect(await gateway.createOrder(request)).toEqual(FAULT);
  });

  it('200 course_already_taken and invalid_promo are refusals; 503 payments_unavailable too', async () => {
    const { fm, gateway } = setup();
    for (const code of ['course_already_taken', 'invalid_promo']) {
      fm.removeRoutes();
      fm.route(PATH, { responseTxt: code, message: '', obj: null });
      expect(await gateway.createOrder(request)).toEqual(err({ kind: 'refused', code }));
    }
    fm.removeRoutes();
    fm.route(PATH, reply(503, 'payments_unavailable', 'Payments are not available'));
    expect(await gateway.createOrder(request)).toEqual(err({ kind: 'refused', code: 'payments_unavailable', message: 'Payments are not available' }));
  });

  it('400 validation_error is a refusal; another 503 and a 500 are faults; 429 is rate_limited', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, reply(400, 'validation_error', 'packId is not a plan of this course'));
    expect(await gateway.createOrder(request)).toEqual(err({ kind: 'refused', code: 'validation_error', message: 'packId is not a plan of this course' }));
    fm.removeRoutes();
    fm.route(PATH, reply(503, 'server_busy'));
    expect(await gateway.createOrder(request)).toEqual(FAULT);
    fm.removeRoutes();
    fm.route(PATH, reply(429, 'too_many_requests', 'Please try again in an hour.'));
    expect(await gateway.createOrder(request)).toEqual(err({ kind: 'refused', code: 'rate_limited', message: 'Please try again in an hour.' }));
  });
});

describe('GET /paymenttransactions', () => {
  const PATH = `${BASE}/paymenttransactions`;

  it("reads the student's payments (amounts as numbers or { parsedValue })", async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, success([aTransaction(), { ...aTransaction({ id: 2, referenceNumber: 'order_9' }), amount: { parsedValue: '0' } }]));
    expect(await gateway.transactions()).toEqual(ok([aTransaction(), aTransaction({ id: 2, referenceNumber: 'order_9', amount: 0 })]));
    expect(headers(fm)).toMatchObject({ token: 'tok-123' });
  });

  it('a row without an id is a fault; without a student the call is not made', async () => {
    const { fm, gateway } = setup();
    fm.route(PATH, success([{ ...aTransaction(), id: null }]));
    expect(await gateway.transactions()).toEqual(FAULT);
    expect(await setup(null).gateway.transactions()).toEqual(err(UNAVAILABLE));
  });
});
