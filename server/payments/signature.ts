// The callback signature of a Razorpay-compatible provider: HMAC-SHA256 (hex) of `${orderId}|${paymentId}` keyed
// with the merchant's key secret. The provider (or the sandbox) makes it; the API checks it in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

/** Whether `signature` is the signature of the order and payment; compared in constant time. */
export const signatureMatches = (keySecret: string, orderId: string, paymentId: string, signature: string): boolean => {
  const expected = Buffer.from(paymentSignature(keySecret, orderId, paymentId), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
};
