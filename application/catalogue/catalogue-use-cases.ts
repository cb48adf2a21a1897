// The catalogue use cases the UI calls: the courses on sale, promo codes, the free trial, checkout and the payments
// list. Implemented in catalogue-service.ts; the UI receives them lazily (ui/main.tsx). Each failure carries the
// exact words to show (catalogue-messages.ts), so views only display. Prices are the server's: the app never computes
// an amount it sends.
import type { CatalogueCategory, CatalogueCourse, Plan, PlanGroup, PaymentTransaction } from '../../domain/catalogue/catalogue';
import type { Result } from '../../domain/shared/result';

/** Why a catalogue action failed, as the student is told: a toast title (when it has one) and its text. */
export interface CatalogueFailure {
  readonly title?: string;
  readonly message: string;
  /** the server takes no more tries for this long (its throttle) */
  readonly retryAfterSeconds?: number;
}

/** Who pays: the checkout's prefill values. */
export interface Payer {
  name: string;
  email: string;
  contact: string;
}

/** The outcome of a checkout that did not fail: the student is enrolled now (a zero amount), or the browser is on
 *  its way to the provider's hosted checkout (the page is being left). */
export type CheckoutOutcome = { kind: 'enrolled'; courseId: number } | { kind: 'redirected' };

export interface CatalogueUseCases {
  /** Every category with its courses. A failure is logged; the screen shows its empty state. */
  catalogue(): Promise<Result<CatalogueCategory[], CatalogueFailure>>;

  /** The course's plan groups priced with the promo code (the server's prices). Fails with 'Invalid promo code'
   *  (or the throttle's words). Not called with a blank code (fails with 'Invalid promo code'). */
  applyPromo(courseId: number, promoCode: string): Promise<Result<PlanGroup[], CatalogueFailure>>;

  /** Enrols the signed-in student in the course's free trial. Already enrolled: title 'Course Already Taken',
   *  message 'You have already enrolled in this course.'; any other failure: 'Something went wrong'. */
  takeFreeTrial(courseId: number): Promise<Result<{ courseId: number }, CatalogueFailure>>;

  /**
   * Buys the plan (with the promo code when one is applied): the server prices the order; a zero amount enrols at
   * once ('enrolled'); otherwise the browser goes to the provider's hosted checkout with the key, order id, amount in
   * paise, INR, the payer's prefill values and the callback address ('redirected'). Failure: 'Payment Failed!
   * Something went wrong. Try Again Later.' (Already enrolled in a free trial: 'Course Already Taken'.)
   */
  checkout(input: { course: CatalogueCourse; plan: Plan; promoCode?: string; payer: Payer }): Promise<Result<CheckoutOutcome, CatalogueFailure>>;

  /** The signed-in student's payments, newest first. A failure is logged; the screen shows 'No Transactions Found!'. */
  transactions(): Promise<Result<PaymentTransaction[], CatalogueFailure>>;
}
