// CatalogueUseCases over the ports: the gateway answers outcomes, this class turns them into what the student is
// told (catalogue-messages.ts); a paid order goes to the provider's hosted checkout (PaymentCheckout). A list that
// fails is logged once, here; an action is logged only when no usable answer came (a refusal is an answer the
// student is told about). Plain class: the container builds it.
import type { CatalogueCategory, CatalogueCourse, PaymentTransaction, Plan, PlanGroup } from '../../domain/catalogue/catalogue';
import { packOfPlan, paiseOf } from '../../domain/catalogue/catalogue-rules';
import { hasId } from '../../domain/shared/ids';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import type { RateLimited, Refusal } from '../account/ports';
import type { ErrorLog } from '../shared/lazy-use-cases';
import { logFailure } from '../shared/log-failure';
import { CATALOGUE_MESSAGES as M } from './catalogue-messages';
import type { CatalogueFailure, CatalogueUseCases, CheckoutOutcome, Payer } from './catalogue-use-cases';
import type { CatalogueGateway, OrderRequest, PaymentCheckout } from './ports';

type Failure = CallFailure | Refusal<string>;

const fail = (message: string): Result<never, CatalogueFailure> => err({ message });

const ALREADY_TAKEN: Result<never, CatalogueFailure> = err({ title: M.courseAlreadyTakenTitle, message: M.courseAlreadyTaken });

/** The code of the server's refusal; undefined when no usable answer came (offline, a server fault, a malformed reply). */
const refusalCode = (e: Failure): string | undefined => (e.kind === 'refused' ? e.code : undefined);

const isRateLimited = (e: Failure): e is RateLimited => refusalCode(e) === 'rate_limited';

/** The server's throttle: its own words say the wait, so they are shown as they are; the wait goes along. */
const tooManyTries = (e: RateLimited): Result<never, CatalogueFailure> => err({
  message: e.message || M.tooManyTries,
  ...(e.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: e.retryAfterSeconds }),
});

/** A list's failure: logged by the caller, shown as the list's empty state (the message is there for a toast). */
const listFailure = <T>(r: Result<T, CallFailure>): Result<T, CatalogueFailure> => (r.ok ? r : fail(M.generic));

export class CatalogueService implements CatalogueUseCases {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly payments: PaymentCheckout,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  async catalogue(): Promise<Result<CatalogueCategory[], CatalogueFailure>> {
    return listFailure(await logFailure(this.log, 'Loading the catalogue failed', this.gateway.categories()));
  }

  async transactions(): Promise<Result<PaymentTransaction[], CatalogueFailure>> {
    return listFailure(await logFailure(this.log, 'Loading the payments failed', this.gateway.transactions()));
  }

  /** A blank code or a call without a course is not made: 'Invalid promo code'. */
  async applyPromo(courseId: number, promoCode: string): Promise<Result<PlanGroup[], CatalogueFailure>> {
    const code = promoCode.trim();
    if (!code || !hasId(courseId)) return fail(M.invalidPromo);
    const r = await this.logIfUnanswered('Applying the promo code failed', this.gateway.verifyPromo(courseId, code));
    if (r.ok) return r;
    return isRateLimited(r.error) ? tooManyTries(r.error) : fail(M.invalidPromo);
  }

  async takeFreeTrial(courseId: number): Promise<Result<{ courseId: number }, CatalogueFailure>> {
    if (!hasId(courseId)) return fail(M.generic);
    const r = await this.logIfUnanswered('Taking the free trial failed', this.gateway.selectFreeCourse(courseId));
    if (r.ok) return ok({ courseId });
    if (isRateLimited(r.error)) return tooManyTries(r.error);
    return refusalCode(r.error) === 'course_already_taken' ? ALREADY_TAKEN : fail(M.generic);
  }

  /** The order's opt follows the plan's pack: 1 for a FREE plan, 3 for ACE and PRO; a plan that is not one of the
   *  course's is not ordered (paymentFailed). */
  async checkout(input: { course: CatalogueCourse; plan: Plan; promoCode?: string; payer: Payer }):
    Promise<Result<CheckoutOutcome, CatalogueFailure>> {
    const { course, plan, payer } = input;
    const pack = packOfPlan(course.planGroups, plan.packId);
    if (pack === null || !hasId(course.courseId)) {
      this.log('Checkout of a plan that is not one of the course\'s', { courseId: course.courseId, packId: plan.packId });
      return fail(M.paymentFailed);
    }
    const promoCode = input.promoCode?.trim();
    const request: OrderRequest = {
      opt: pack === 'FREE' ? 1 : 3,
      courseId: course.courseId,
      courseTitle: course.courseTitle,
      packId: plan.packId,
      ...(promoCode ? { promoCode } : {}),
    };
    const r = await this.logIfUnanswered('Creating the payment order failed', this.gateway.createOrder(request));
    if (!r.ok) {
      if (isRateLimited(r.error)) return tooManyTries(r.error);
      switch (refusalCode(r.error)) {
        case 'course_already_taken': return ALREADY_TAKEN;
        case 'invalid_promo': return fail(M.invalidPromo);
        default: return fail(M.paymentFailed);
      }
    }
    const order = r.value;
    if (order.kind === 'enrolled') return ok({ kind: 'enrolled', courseId: order.courseId });
    this.payments.open({
      checkoutUrl: order.checkoutUrl,
      key: order.key,
      orderId: order.orderId,
      amountPaise: paiseOf(order.amount),
      currency: order.currency,
      name: order.organisations,
      description: order.productinfo,
      prefill: { name: payer.name, email: payer.email, contact: payer.contact },
    });
    return ok({ kind: 'redirected' });
  }

  /** The call's result, logged when no usable answer came. */
  private async logIfUnanswered<T, E extends { kind: string }>(what: string, call: Promise<Result<T, E>>): Promise<Result<T, E>> {
    const r = await call;
    if (!r.ok && r.error.kind !== 'refused') this.log(what, r.error);
    return r;
  }
}
