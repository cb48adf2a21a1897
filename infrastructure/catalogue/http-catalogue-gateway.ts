// CatalogueGateway over the shared HTTP client (docs/api.md "Catalogue, checkout and payments"). The catalogue is
// public (sent without the session headers, so a visitor who is not signed in sees it); every other call needs the
// signed-in student and is not made without one (unavailable). The server says how a call went with the reply's code
// (responseTxt), on a 200 reply or on an error status: the codes the app acts on become the port's refusals, the
// throttle (429 too_many_requests) is rate_limited with its words and wait, checked first; any other answer is a
// CallFailure. Every reply is validated (catalogue-schemas.ts): a malformed one is a fault.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { CatalogueGateway, EnrolRefusal, OrderRefusal, OrderRequest, PromoRefusal } from '../../application/catalogue/ports';
import type { RateLimited, Refusal } from '../../application/account/ports';
import type { CatalogueCategory, PaymentOrder, PaymentTransaction, PlanGroup } from '../../domain/catalogue/catalogue';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { callFailureOf, objOf, type HttpCallFailure } from '../http/call-result';
import { isApiFailure, type ApiSuccess } from '../http/envelope';
import { DEVICE, HttpClient, type HttpFailure } from '../http/http-client';
import { replyOf, text } from '../http/reply-schemas';
import { categoriesSchema, paymentOrderSchema, planGroupsSchema, transactionsSchema } from './catalogue-schemas';

const refused = <C extends string>(code: C, message?: string): Refusal<C> => ({ kind: 'refused', code, ...(message ? { message } : {}) });

/** A reply whose obj is read only on success; any other reply code is the server's refusal with that code (and its
 *  words), whatever its obj. */
const outcomeReply = <T>(obj: z.ZodMiniType<T, unknown>) => z.union([
  z.pipe(
    z.object({ responseTxt: z.literal('success'), obj }),
    z.transform((reply): Result<T, Refusal<string>> => ok(reply.obj)),
  ),
  z.pipe(
    z.object({ responseTxt: z.string().check(z.refine((t) => t !== 'success')), message: text }),
    z.transform((reply): Result<T, Refusal<string>> => err(refused(reply.responseTxt, reply.message))),
  ),
]);

const categoriesReply = replyOf(categoriesSchema);
const transactionsReply = replyOf(transactionsSchema);
const promoReply = outcomeReply(planGroupsSchema);
const enrolReply = outcomeReply(z.unknown());
const orderReply = outcomeReply(paymentOrderSchema);

/** 503 payments_unavailable: no provider is configured. A reply code the app acts on, though above 499. */
const PAYMENTS_UNAVAILABLE = 'payments_unavailable';

/** The server's throttle (429 too_many_requests): its words, and the wait from Retry-After when it came. */
const rateLimitOf = (e: HttpCallFailure): RateLimited | null => {
  if (e.kind !== 'refused' || e.code !== 'too_many_requests') return null;
  const { retryAfterSeconds } = e;
  return { ...refused('rate_limited', e.message), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
};

/** The CallFailure of a failed call: the throttle as rate_limited, 503 payments_unavailable as a refusal with that
 *  code, any other as the HTTP client's failure says (a refusal carries the server's reply code and words). */
const failureOf = (e: HttpFailure): RateLimited | CallFailure => {
  const failure = callFailureOf(e);
  if (e.status === 503 && e.responseTxt === PAYMENTS_UNAVAILABLE) return refused(PAYMENTS_UNAVAILABLE, failure.message);
  const limited = rateLimitOf(failure);
  if (limited) return limited;
  const { retryAfterSeconds: _wait, ...rest } = failure;
  return rest;
};

/** What a call with named outcomes came to: the success reply's obj, or why there is none. */
const outcomeOf = async <T>(call: Promise<ApiSuccess<Result<T, Refusal<string>>>>): Promise<Result<T, Refusal<string> | RateLimited | CallFailure>> => {
  try {
    return (await call).data;
  } catch (e) {
    if (isApiFailure(e)) return err(failureOf(e));
    throw e;
  }
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
    return outcomeOf(this.http.request('get', '/verifypromocodes-multiple-pricing', { query, required: ['promoCode', 'courseId'], schema: promoReply }));
  }

  async selectFreeCourse(courseId: number): Promise<Result<void, EnrolRefusal | CallFailure>> {
    const r = await outcomeOf(this.http.request('get', '/selectmycourse', { query: { courseId }, required: ['courseId'], schema: enrolReply }));
    return r.ok ? ok(undefined) : r;
  }

  async createOrder(request: OrderRequest): Promise<Result<PaymentOrder, OrderRefusal | CallFailure>> {
    const { opt, courseId, courseTitle, packId, promoCode } = request;
    const query = { opt, courseId, courseTitle, packId, promoCode };
    return outcomeOf(this.http.request('get', '/paymenttokengenerate-multiple-pricing', {
      query, required: ['opt', 'courseId', 'packId'], schema: orderReply,
    }));
  }

  transactions(): Promise<Result<PaymentTransaction[]>> {
    return objOf(this.http.request('get', '/paymenttransactions', { schema: transactionsReply }));
  }
}
