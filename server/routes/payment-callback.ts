// GET or POST /api/payments/callback: where the provider's checkout sends the browser (docs/api.md). No session:
// the provider's signature, our order and the provider's own record of the payment must all agree before anything
// is enrolled. Every refusal is logged ('PAYMENT REFUSED ...') and counted against the client address.
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { readForm } from '../http/validation';
import { completePaidOrder } from '../catalogue/purchase';
import type { ProviderPayment } from '../payments/payment-provider';
import { REFUSED_CALLBACKS_PER_ADDRESS, TOO_MANY_REFUSED_CALLBACKS } from '../security/payment-limits';

export const PAYMENT_SUCCESS_PATH = '/student/pgresponse';
export const PAYMENT_FAILED_PATH = '/student/pgcancelled';
export const PAYMENT_CANCELLED_PATH = '/student/selectcourse?payment=failed';

/** Provider ids: letters, digits and '_' (order_..., pay_...). Anything else is never looked up or logged. */
const ID = /^[A-Za-z0-9_]{1,64}$/;
const SIGNATURE = /^[0-9a-fA-F]{16,128}$/;

const fieldsOf = async (c: Context): Promise<Record<string, string>> => {
  const all: Record<string, unknown> = { ...c.req.query(), ...(c.req.method === 'POST' ? await readForm(c) : {}) };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => typeof e[1] === 'string').map(([k, v]) => [k, v.trim()]));
};

/** The order and payment ids in a failure callback's error[metadata] (JSON), when well-formed. */
const failureIds = (metadata: string | undefined): { orderId: string; paymentId: string } | null => {
  try {
    const parsed = JSON.parse(metadata ?? '') as { order_id?: unknown; payment_id?: unknown };
    const { order_id: orderId, payment_id: paymentId } = parsed ?? {};
    return typeof orderId === 'string' && typeof paymentId === 'string' && ID.test(orderId) && ID.test(paymentId)
      ? { orderId, paymentId } : null;
  } catch {
    return null;
  }
};

export function paymentCallback(deps: AppDeps): (c: Context) => Promise<Response> {
  const { paymentRecords, throttle, clientAddress, now, log } = deps;

  return async (c) => {
    const fields = await fieldsOf(c);
    if (fields.status === 'cancelled') return c.redirect(PAYMENT_CANCELLED_PATH, 303);
    const address = clientAddress(c);
    await throttle.refuseWhenFull(REFUSED_CALLBACKS_PER_ADDRESS, address, now(), TOO_MANY_REFUSED_CALLBACKS);

    const failed = () => c.redirect(PAYMENT_FAILED_PATH, 303);
    const refuse = async (reason: string, orderId = '', paymentId = '') => {
      await throttle.recordAll(REFUSED_CALLBACKS_PER_ADDRESS, address, now());
      log(`PAYMENT REFUSED ${reason}: order ${orderId || '-'}, payment ${paymentId || '-'}, from ${address}`);
      return failed();
    };
    /** The provider's record of the payment; undefined when the provider could not be asked (not the client's fault). */
    const providerPayment = async (paymentId: string): Promise<ProviderPayment | null | undefined> => {
      try {
        return await deps.paymentProvider!.fetchPayment(paymentId);
      } catch (err) {
        log(`PAYMENT CHECK FAILED for payment ${paymentId}: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      }
    };

    const orderId = fields.razorpay_order_id ?? '';
    const paymentId = fields.razorpay_payment_id ?? '';
    const signature = fields.razorpay_signature ?? '';
    if (orderId || paymentId || signature) {
      if (!ID.test(orderId) || !ID.test(paymentId) || !SIGNATURE.test(signature)) return refuse('malformed success callback');
      const provider = deps.paymentProvider;
      if (!provider) return refuse('no payment provider is configured', orderId, paymentId);
      if (!(await provider.verifySignature(orderId, paymentId, signature))) return refuse('forged signature', orderId, paymentId);
      const order = await paymentRecords.order(orderId);
      if (!order) return refuse('unknown order', orderId, paymentId);
      const success = () => c.redirect(`${PAYMENT_SUCCESS_PATH}?courseId=${order.course_id}`, 303);
      if (order.status === 'paid') {
        return order.payment_id === paymentId ? success() : refuse('order already paid by another payment', orderId, paymentId);
      }
      const payment = await providerPayment(paymentId);
      if (payment === undefined) return failed();
      if (!payment) return refuse('payment unknown to the provider', orderId, paymentId);
      if (payment.orderId !== order.id) return refuse('payment of another order', orderId, paymentId);
      if (payment.status !== 'captured') return refuse(`payment is ${payment.status}`, orderId, paymentId);
      if (payment.amountPaise !== order.amount_paise || payment.currency !== order.currency) {
        return refuse(`amount ${payment.amountPaise} ${payment.currency} differs from the order's ${order.amount_paise} ${order.currency}`, orderId, paymentId);
      }
      const outcome = await completePaidOrder(deps, order.id, paymentId, now());
      if (outcome !== 'completed' && outcome !== 'already_completed') return refuse(outcome.replaceAll('_', ' '), orderId, paymentId);
      if (outcome === 'completed') log(`PAYMENT PAID order ${orderId}, payment ${paymentId}: student ${order.student_id}, course ${order.course_id}`);
      return success();
    }

    if (fields['error[code]'] !== undefined || fields['error[metadata]'] !== undefined) {
      const ids = failureIds(fields['error[metadata]']);
      if (!ids) return refuse('malformed failure callback');
      const order = await paymentRecords.order(ids.orderId);
      if (!order) return refuse('unknown order', ids.orderId, ids.paymentId);
      if (!deps.paymentProvider) return refuse('no payment provider is configured', ids.orderId, ids.paymentId);
      const payment = await providerPayment(ids.paymentId);
      if (payment === undefined) return failed();
      if (!payment || payment.orderId !== order.id || payment.status !== 'failed') {
        return refuse('declined payment not confirmed by the provider', ids.orderId, ids.paymentId);
      }
      await paymentRecords.setFailed(order.id, now());
      log(`PAYMENT DECLINED order ${ids.orderId}, payment ${ids.paymentId}`);
      return failed();
    }

    return refuse('malformed callback');
  };
}
