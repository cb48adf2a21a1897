// Checkout, the provider's callback and the student's transactions (docs/api.md "Catalogue, checkout and payments").
// Amounts come from the plan and the promo code only; a callback is believed only when the signature, our order and
// the provider's own record of the payment agree.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { HttpError, reply, validationError } from '../http/reply';
import { positiveId, queryOf } from '../http/validation';
import type { PromoRow, WirePaymentOrder, WirePaymentTransaction } from '../catalogue/catalogue-types';
import { amountOf, productInfo, rupees } from '../catalogue/pricing';
import { promoCheck } from '../catalogue/promo-check';
import { completeFreeOrder, takeFreeTrial } from '../catalogue/purchase';
import { ORDERS_PER_STUDENT, TOO_MANY_ORDERS } from '../security/payment-limits';
import { ALREADY_ENROLLED, courseNotFound, INVALID_PROMO } from './catalogue-routes';
import { paymentCallback } from './payment-callback';

const orderQuery = z.object({
  opt: z.enum(['1', '3'], { error: 'must be 1 (free) or 3 (paid)' }),
  courseId: positiveId(),
  packId: positiveId(),
  // read for the log line only
  courseTitle: z.string().max(300, 'must be at most 300 characters').optional(),
  promoCode: z.string().trim().max(40, 'must be at most 40 characters').optional(),
});

export const paymentsUnavailable = () =>
  new HttpError(503, 'payments_unavailable', 'Payments are not available right now. Please try again later.');

export function paymentRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, courseCatalogue, paymentRecords, throttle, now, log } = deps;
  const routes = new Hono<AuthEnv>();
  const checkPromo = promoCheck(deps);

  routes.get('/paymenttokengenerate-multiple-pricing', auth, async (c) => {
    const { studentId } = c.var.session;
    const query = queryOf(c, orderQuery);
    await throttle.limit(ORDERS_PER_STUDENT, String(studentId), now(), TOO_MANY_ORDERS);
    const course = await courseCatalogue.course(query.courseId);
    if (!course) throw courseNotFound();
    const plan = await courseCatalogue.plan(query.packId);
    if (!plan || plan.course_id !== course.id) throw validationError('packId is not a plan of this course');
    if ((query.opt === '1') !== (plan.pack_type === 'FREE')) {
      throw validationError('packId must be a FREE plan with opt 1 and an ACE or PRO plan with opt 3');
    }
    const answer = (obj: Omit<WirePaymentOrder, 'currency' | 'productinfo' | 'organisations' | 'courseId'>) =>
      reply(c, 'success', {
        ...obj, currency: 'INR', productinfo: productInfo(course.title, plan), organisations: course.organisation_name, courseId: course.id,
      } satisfies WirePaymentOrder);
    const enrolledAnswer = () => answer({ key: '', orderId: '', amount: 0, checkoutUrl: '', enrolled: true });

    if (query.opt === '1') {
      const outcome = await takeFreeTrial(deps, studentId, plan, now());
      return outcome === 'enrolled' ? enrolledAnswer() : reply(c, 'course_already_taken', null, ALREADY_ENROLLED);
    }

    let promo: PromoRow | null = null;
    if (query.promoCode) {
      const found = await checkPromo(c, studentId, query.promoCode, course.id);
      if (!found) return reply(c, 'invalid_promo', null, INVALID_PROMO);
      promo = found;
    }
    const amountPaise = amountOf(plan, promo);
    if (amountPaise === 0) {
      await completeFreeOrder(deps, { id: `free_${randomBytes(12).toString('hex')}`, studentId, plan, promoCode: promo?.code ?? null }, now());
      return enrolledAnswer();
    }

    const provider = deps.paymentProvider;
    if (!provider) throw paymentsUnavailable();
    const receipt = `rcpt_${studentId}_${now()}`.slice(0, 40);
    let order;
    try {
      order = await provider.createOrder({ amountPaise, currency: 'INR', receipt,
        notes: { studentId: String(studentId), courseId: String(course.id), packId: String(plan.id), promoCode: promo?.code ?? '' } });
    } catch (err) {
      log(`PAYMENT PROVIDER FAILED creating an order for student ${studentId}: ${err instanceof Error ? err.message : String(err)}`);
      throw paymentsUnavailable();
    }
    if (order.amountPaise !== amountPaise || order.currency !== 'INR') {
      log(`PAYMENT PROVIDER FAILED: order ${order.id} has ${order.amountPaise} ${order.currency}, asked ${amountPaise} INR`);
      throw paymentsUnavailable();
    }
    await paymentRecords.addOrder({ id: order.id, studentId, courseId: course.id, planId: plan.id, promoCode: promo?.code ?? null,
      amountPaise, currency: 'INR', status: 'created', at: now() });
    log(`PAYMENT ORDER ${order.id}: student ${studentId}, course ${course.id} (${JSON.stringify((query.courseTitle ?? '').slice(0, 80))}), plan ${plan.id}, ${amountPaise} paise`);
    return answer({ key: provider.keyId, orderId: order.id, amount: rupees(amountPaise), checkoutUrl: provider.checkoutUrl, enrolled: false });
  });

  const callback = paymentCallback(deps);
  routes.get('/payments/callback', callback);
  routes.post('/payments/callback', callback);

  routes.get('/paymenttransactions', auth, async (c) =>
    reply(c, 'success', (await paymentRecords.transactionsFor(c.var.session.studentId)).map((t): WirePaymentTransaction => ({
      id: t.id,
      courseName: t.course_name,
      amount: rupees(t.amount_paise),
      referenceNumber: t.reference_number,
      createdDateTime: new Date(t.created_at).toISOString(),
    }))));

  return routes;
}
