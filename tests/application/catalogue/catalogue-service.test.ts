/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Mocked } from 'jest-mock';
import type { RateLimited } from '../../../application/account/ports';
import { CATALOGUE_FALLBACKS, CATALOGUE_UNAVAILABLE } from '../../../application/catalogue/catalogue-fallbacks';
import { CATALOGUE_MESSAGES as M } from '../../../application/catalogue/catalogue-messages';
import { CatalogueService } from '../../../application/catalogue/catalogue-service';
import type { CatalogueUseCases, Payer } from '../../../application/catalogue/catalogue-use-cases';
import type { CatalogueGateway, PaymentCheckout } from '../../../application/catalogue/ports';
import { lazyUseCases } from '../../../application/shared/lazy-use-cases';
import { err, ok, UNAVAILABLE, type CallFailure } from '../../../domain/shared/result';
import { aCatalogueCourse, aCategory, anOrder, aTransaction, somePlanGroups } from '../../domain/catalogue/catalogue.mother';

const FAULT: CallFailure = { kind: 'fault', message: 'Server down' };
const refused = <C extends string>(code: C, message?: string) => err({ kind: 'refused' as const, code, ...(message ? { message } : {}) });
const limited = (message?: string, retryAfterSeconds?: number) => err<RateLimited>({
  kind: 'refused', code: 'rate_limited', ...(message ? { message } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});
const failed = (message: string) => err({ message });
const ALREADY_TAKEN = err({ title: 'Course Already Taken', message: 'You have already enrolled in this course.' });

const setup = () => {
  const gateway: Mocked<CatalogueGateway> = {
    categories: jest.fn<CatalogueGateway['categories']>(async () => ok([aCategory()])),
    verifyPromo: jest.fn<CatalogueGateway['verifyPromo']>(async () => ok(somePlanGroups())),
    selectFreeCourse: jest.fn<CatalogueGateway['selectFreeCourse']>(async () => ok(undefined)),
    createOrder: jest.fn<CatalogueGateway['createOrder']>(async () => ok(anOrder())),
    transactions: jest.fn<CatalogueGateway['transactions']>(async () => ok([aTransaction()])),
  };
  const payments: Mocked<PaymentCheckout> = { open: jest.fn<PaymentCheckout['open']>() };
  const log = jest.fn();
  return { gateway, payments, log, service: new CatalogueService(gateway, payments, log) };
};

const payer: Payer = { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' };
const course = aCatalogueCourse();
const planOf = (packId: number) => somePlanGroups().flatMap((g) => g.plans).find((p) => p.packId === packId)!;

let errorSpy: ReturnType<typeof jest.spyOn>;
beforeEach(() => { errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => errorSpy.mockRestore());

describe('the messages, verbatim', () => {
  it('says what spec 000 §8 says, and the success toasts the UI shows', () => {
    expect(M).toMatchObject({
      generic: 'Something went wrong',
      invalidPromo: 'Invalid promo code',
      promoApplied: 'Promo applied successfully.',
      courseAlreadyTakenTitle: 'Course Already Taken',
      courseAlreadyTaken: 'You have already enrolled in this course.',
      paymentFailed: 'Payment Failed! Something went wrong. Try Again Later.',
      courseAdded: 'Course added successfully!',
      coursePurchased: 'Course purchased successfully!',
      noTransactions: 'No Transactions Found!',
    });
  });
});

describe('the lists: catalogue and transactions', () => {
  it('pass the gateway answers through', async () => {
    const { service } = setup();
    expect(await service.catalogue()).toEqual(ok([aCategory()]));
    expect(await service.transactions()).toEqual(ok([aTransaction()]));
  });

  it("log a failure once and answer 'Something went wrong' (the screens show their empty states)", async () => {
    const { gateway, log, service } = setup();
    gateway.categories.mockResolvedValue(err(FAULT));
    gateway.transactions.mockResolvedValue(err(UNAVAILABLE));
    expect(await service.catalogue()).toEqual(failed(M.generic));
    expect(await service.transactions()).toEqual(failed(M.generic));
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Loading the catalogue failed', FAULT);
    expect(log).toHaveBeenCalledWith('Loading the payments failed', UNAVAILABLE);
  });

  it('log to the console by default', async () => {
    const { gateway, payments } = setup();
    gateway.categories.mockResolvedValue(err(FAULT));
    await new CatalogueService(gateway, payments).catalogue();
    expect(errorSpy).toHaveBeenCalledWith('Loading the catalogue failed', FAULT);
  });
});

describe('applyPromo', () => {
  it('sends the trimmed code and answers the re-priced groups', async () => {
    const { gateway, service } = setup();
    expect(await service.applyPromo(11, '  SAVE10 ')).toEqual(ok(somePlanGroups()));
    expect(gateway.verifyPromo).toHaveBeenCalledWith(11, 'SAVE10');
  });

  it("refuses a blank code, or no course, without a call: 'Invalid promo code'", async () => {
    const { gateway, service } = setup();
    for (const code of ['', '   ', '\t']) expect(await service.applyPromo(11, code)).toEqual(failed('Invalid promo code'));
    expect(await service.applyPromo(0, 'SAVE10')).toEqual(failed('Invalid promo code'));
    expect(gateway.verifyPromo).not.toHaveBeenCalled();
  });

  it.each([
    ['an invalid code', refused('invalid_promo', 'Invalid promo code'), false],
    ['an unknown course', refused('not_found'), false],
    ['a fault (logged)', err(FAULT), true],
  ])("%s: 'Invalid promo code'", async (_name, answer, logged) => {
    const { gateway, log, service } = setup();
    gateway.verifyPromo.mockResolvedValue(answer);
    expect(await service.applyPromo(11, 'NOPE')).toEqual(failed('Invalid promo code'));
    expect(log).toHaveBeenCalledTimes(logged ? 1 : 0);
  });
});

describe('takeFreeTrial', () => {
  it('enrols and answers the course', async () => {
    const { gateway, service } = setup();
    expect(await service.takeFreeTrial(11)).toEqual(ok({ courseId: 11 }));
    expect(gateway.selectFreeCourse).toHaveBeenCalledWith(11);
  });

  it("already enrolled: 'Course Already Taken' / 'You have already enrolled in this course.'", async () => {
    const { gateway, service } = setup();
    gateway.selectFreeCourse.mockResolvedValue(refused('course_already_taken'));
    expect(await service.takeFreeTrial(11)).toEqual(ALREADY_TAKEN);
  });

  it("any other failure: 'Something went wrong'; no course: no call", async () => {
    const { gateway, service } = setup();
    gateway.selectFreeCourse.mockResolvedValue(refused('no_free_plan'));
    expect(await service.takeFreeTrial(11)).toEqual(failed('Something went wrong'));
    gateway.selectFreeCourse.mockResolvedValue(err(UNAVAILABLE));
    expect(await service.takeFreeTrial(11)).toEqual(failed('Something went wrong'));
    gateway.selectFreeCourse.mockClear();
    expect(await service.takeFreeTrial(0)).toEqual(failed('Something went wrong'));
    expect(gateway.selectFreeCourse).not.toHaveBeenCalled();
  });
});

describe('checkout', () => {
  it.each([
    ['a FREE plan', 101, 1],
    ['an ACE plan', 201, 3],
    ['a PRO plan', 301, 3],
  ] as const)('%s is ordered with opt %p', async (_name, packId, opt) => {
    const { gateway, service } = setup();
    await service.checkout({ course, plan: planOf(packId), payer });
    expect(gateway.createOrder).toHaveBeenCalledWith({ opt, courseId: 11, courseTitle: 'JEE Main', packId });
  });

  it('sends the trimmed promo code when one is applied, none when blank', async () => {
    const { gateway, service } = setup();
    await service.checkout({ course, plan: planOf(301), promoCode: ' SAVE10 ', payer });
    expect(gateway.createOrder).toHaveBeenLastCalledWith(expect.objectContaining({ promoCode: 'SAVE10' }));
    await service.checkout({ course, plan: planOf(301), promoCode: '  ', payer });
    expect(gateway.createOrder.mock.calls[1][0]).not.toHaveProperty('promoCode');
  });

  it('opens the hosted checkout with the amount in paise (x 100), INR, the merchant, the product and the prefill', async () => {
    const { payments, service } = setup();
    expect(await service.checkout({ course, plan: planOf(301), payer })).toEqual(ok({ kind: 'redirected' }));
    expect(payments.open).toHaveBeenCalledWith({
      checkoutUrl: 'https://pay.example/v1/checkout/embedded',
      key: 'rzp_test_key',
      orderId: 'order_abc123',
      amountPaise: 499950,
      currency: 'INR',
      name: 'Acme Academy',
      description: 'JEE Main - PRO 12 Months',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    });
  });

  it('a zero amount enrols at once: no provider', async () => {
    const { gateway, payments, service } = setup();
    gateway.createOrder.mockResolvedValue(ok({ kind: 'enrolled', courseId: 11 }));
    expect(await service.checkout({ course, plan: planOf(301), promoCode: 'FREE100', payer })).toEqual(ok({ kind: 'enrolled', courseId: 11 }));
    expect(payments.open).not.toHaveBeenCalled();
  });

  it.each([
    ['course_already_taken', refused('course_already_taken'), ALREADY_TAKEN],
    ['invalid_promo', refused('invalid_promo'), failed('Invalid promo code')],
    ['payments_unavailable', refused('payments_unavailable'), failed('Payment Failed! Something went wrong. Try Again Later.')],
    ['validation_error', refused('validation_error'), failed('Payment Failed! Something went wrong. Try Again Later.')],
    ['a fault', err(FAULT), failed('Payment Failed! Something went wrong. Try Again Later.')],
  ])('%s fails with its message; the provider is not opened', async (_name, answer, expected) => {
    const { gateway, payments, service } = setup();
    gateway.createOrder.mockResolvedValue(answer);
    expect(await service.checkout({ course, plan: planOf(301), payer })).toEqual(expected);
    expect(payments.open).not.toHaveBeenCalled();
  });

  it("a plan that is not one of the course's is not ordered (logged)", async () => {
    const { gateway, log, service } = setup();
    const r = await service.checkout({ course: aCatalogueCourse({ planGroups: [] }), plan: planOf(301), payer });
    expect(r).toEqual(failed(M.paymentFailed));
    expect(gateway.createOrder).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });
});

describe("the server's throttle on promo codes, free trials and orders", () => {
  const WORDS = 'Too many promo codes tried. Please try again in 40 minutes.';
  const calls = [
    ['applyPromo', 'verifyPromo', (s: CatalogueService) => s.applyPromo(11, 'SAVE10')],
    ['takeFreeTrial', 'selectFreeCourse', (s: CatalogueService) => s.takeFreeTrial(11)],
    ['checkout', 'createOrder', (s: CatalogueService) => s.checkout({ course, plan: planOf(301), payer })],
  ] as const;

  it.each(calls)("%s passes the server's words and the wait on, without logging", async (_name, method, call) => {
    const { gateway, log, service } = setup();
    gateway[method].mockResolvedValue(limited(WORDS, 2400));
    expect(await call(service)).toEqual(err({ message: WORDS, retryAfterSeconds: 2400 }));
    expect(log).not.toHaveBeenCalled();
  });

  it.each(calls)('%s: a throttle without words says so in ours', async (_name, method, call) => {
    const { gateway, service } = setup();
    gateway[method].mockResolvedValue(limited());
    expect(await call(service)).toEqual(failed('Too many attempts. Please try again later.'));
  });
});

describe('the catalogue loaded on first use (lazyUseCases with its fallbacks)', () => {
  it('loads the implementation once, on first use', async () => {
    const real = setup().service;
    const load = jest.fn(async (): Promise<CatalogueUseCases> => real);
    const deferred = lazyUseCases('catalogue', load, CATALOGUE_FALLBACKS);
    expect(load).not.toHaveBeenCalled();
    expect(await deferred.catalogue()).toEqual(ok([aCategory()]));
    expect(await deferred.transactions()).toEqual(ok([aTransaction()]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers 'Something went wrong' from every method when loading fails, and tries again on the next call", async () => {
    const load = jest.fn<() => Promise<CatalogueUseCases>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(setup().service);
    const deferred = lazyUseCases('catalogue', load, CATALOGUE_FALLBACKS, jest.fn());
    expect(await deferred.applyPromo(11, 'SAVE10')).toEqual(failed('Something went wrong'));
    expect(await deferred.takeFreeTrial(11)).toEqual(ok({ courseId: 11 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('CATALOGUE_UNAVAILABLE answers the generic failure from every method (harnesses of other screens)', async () => {
    expect(await CATALOGUE_UNAVAILABLE.catalogue()).toEqual(failed('Something went wrong'));
    expect(await CATALOGUE_UNAVAILABLE.checkout({ course, plan: planOf(301), payer })).toEqual(failed('Something went wrong'));
    expect(await CATALOGUE_UNAVAILABLE.transactions()).toEqual(failed('Something went wrong'));
  });
});
