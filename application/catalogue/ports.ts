// The ports of the catalogue area, in the app's terms. The adapters (infrastructure/catalogue) turn the server's
// replies into these outcomes.
import type { CatalogueCategory, PaymentOrder, PaymentTransaction, PlanGroup } from '../../domain/catalogue/catalogue';
import type { CallFailure, Result } from '../../domain/shared/result';
import type { Refusal, RateLimited } from '../account/ports';

export type PromoRefusal = Refusal<'invalid_promo'> | RateLimited;
export type EnrolRefusal = Refusal<'course_already_taken'>;
export type OrderRefusal = Refusal<'course_already_taken' | 'invalid_promo' | 'payments_unavailable'> | RateLimited;

export interface OrderRequest {
  /** 1 free, 3 paid (spec 000 §7) */
  opt: 1 | 3;
  courseId: number;
  courseTitle: string;
  packId: number;
  promoCode?: string;
}

/** The catalogue calls. The catalogue itself is public; every other call needs a signed-in student (without one it
 *  is not made: unavailable). */
export interface CatalogueGateway {
  categories(): Promise<Result<CatalogueCategory[], CallFailure>>;
  verifyPromo(courseId: number, promoCode: string): Promise<Result<PlanGroup[], PromoRefusal | CallFailure>>;
  selectFreeCourse(courseId: number): Promise<Result<void, EnrolRefusal | CallFailure>>;
  createOrder(request: OrderRequest): Promise<Result<PaymentOrder, OrderRefusal | CallFailure>>;
  transactions(): Promise<Result<PaymentTransaction[], CallFailure>>;
}

/** What the provider's hosted checkout is opened with (the callback address is the adapter's: it knows the API). */
export interface HostedCheckout {
  checkoutUrl: string;
  key: string;
  orderId: string;
  /** paise: the order's rupees x 100 */
  amountPaise: number;
  currency: 'INR';
  /** merchant line and what is bought */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/** Sends the browser to the provider's hosted checkout (a form post: the page is left). */
export interface PaymentCheckout {
  open(checkout: HostedCheckout): void;
}
