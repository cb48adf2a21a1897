// CatalogueGateway over the shared HTTP client (docs/api.md "Catalogue, checkout and payments"). The catalogue is
// public (sent without the session headers, so a visitor who is not signed in sees it); every other call needs the
// signed-in student and is not made without one (unavailable). The server says how a call went with the reply's code
// (responseTxt), on a 200 reply or on an error status: the codes the app acts on become the port's refusals, the
// throttle (429 too_many_requests) is rate_limited with its words and wait, checked first; any other answer is a
// CallFailure. Every reply is validated (catalogue-schemas.ts): a malformed one is a fault.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { CatalogueGateway, EnrolRefusal, OrderRefusal, OrderRequest, PromoRefusal } from '../../application/catalogue/ports';
import type { RateLimited } from '../../application/account/ports';
import type { CatalogueCategory, PaymentOrder, PaymentTransaction, PlanGroup } from '../../domain/catalogue/catalogue';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { answerOf, failureOf, refused, throttleOf, valueOf, type Answer } from '../http/answers';
import { callFailureOf, objOf } from '../http/call-result';
import { isApiFailure, type ApiSuccess, type Reply } from '../http/envelope';
import { DEVICE, HttpClient } from '../http/http-client';
import { outcomeReply, replyOf } from '../http/reply-schemas';
import { categoriesSchema, paymentOrderSchema, planGroupsSchema, transactionsSchema } from './catalogue-schemas';

const categoriesReply = replyOf(categoriesSchema);
const transactionsReply = replyOf(transactionsSchema);
const promoReply = outcomeReply(planGroupsSchema);
/** Enrolment needs no obj: any obj of a success reply is read as true (never null, which valueOf reads as none). */
const enrolReply = outcomeReply(z.pipe(z.unknown(), z.transform(() => true as const)));
const orderReply = outcomeReply(paymentOrderSchema);

/** 503 payments_unavailable: no provider is configured. A reply code the app acts on, though above 499. */
const PAYMENTS_UNAVAILABLE = 'payments_unavailable';

/** answerOf, with one local rule: the shared answerOf keeps no reply code of a 5xx (callFailureOf makes any 5xx a
 *  fault), so 503 payments_unavailable is read off the ApiFailure here, as the refusal with that code and the server's
 *  words; any other answer is answerOf's. */
const catalogueAnswerOf = async <T>(call: Promise<ApiSuccess<Reply<T>>>): Promise<Answer<T>> => {
  try {
    return ok((await call).data);
  } catch (e) {
    if (isApiFailure(e) && e.status === 503 && e.responseTxt === PAYMENTS_UNAVAILABLE) {
      return err({ failure: refused(PAYMENTS_UNAVAILABLE, callFailureOf(e).message), status: e.status });
    }
    return answerOf(Promise.reject(e));
  }
};

/** What a call with named outcomes came to: the success reply's obj, or why there is none: the throttle only
 *  (throttleOf, not rateLimitOf: another 429 is the refusal or fault the client made of it), then failureOf (a reply
 *  with another code is the server's refusal with that code and its words). */
const outcomeOf = <T>(a: Answer<T | null>): Result<T, RateLimited | CallFailure> => {
  const value = valueOf(a);
  if (value !== null) return ok(value);
  return err(throttleOf(a) ?? failureOf(a));
};

@injectable()
export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  /** Public: sent without the session headers, whoever is signed in. */
  categories(): Promise<Result<CatalogueCategory[]>> {
    return objOf(this.http.request('get', '/categoryandcourses', { auth: false, query: { deviceType: DEVICE }, schema: categoriesReply }));
  }

  async verifyPromo(courseId: number, promoCode: string): Promise<Result<PlanGroup[], PromoRefusal | CallFailure>> {
    const query = { promoCode, courseId };
    return outcomeOf(await catalogueAnswerOf(this.http.request('get', '/verifypromocodes-multiple-pricing', {
      query, required: ['promoCode', 'courseId'], schema: promoReply,
    })));
  }

  async selectFreeCourse(courseId: number): Promise<Result<void, EnrolRefusal | CallFailure>> {
    const r = outcomeOf(await catalogueAnswerOf(this.http.request('get', '/selectmycourse', { query: { courseId }, required: ['courseId'], schema: enrolReply })));
    return r.ok ? ok(undefined) : r;
  }

  async createOrder(request: OrderRequest): Promise<Result<PaymentOrder, OrderRefusal | CallFailure>> {
    const { opt, courseId, courseTitle, packId, promoCode } = request;
    const query = { opt, courseId, courseTitle, packId, promoCode };
    return outcomeOf(await catalogueAnswerOf(this.http.request('get', '/paymenttokengenerate-multiple-pricing', {
      query, required: ['opt', 'courseId', 'packId'], schema: orderReply,
    })));
  }

  transactions(): Promise<Result<PaymentTransaction[]>> {
    return objOf(this.http.request('get', '/paymenttransactions', { schema: transactionsReply }));
  }
}
