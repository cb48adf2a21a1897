// SupportGateway over the shared HTTP client (docs/api.md "Dashboard, profile, shared modals and media"). Every call
// is authenticated and not made without a signed-in student (unavailable). Any 429 is rate_limited with the server's
// words and the Retry-After wait; the other outcomes are the port's (spec 000 §7: feedback succeeds only on success, a
// rating is given, failed or otherwise saved); any other answer is a CallFailure. Every reply is validated with
// zod/mini: a malformed one is a fault. zod/mini: this module loads with the support area's lazy chunk.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { RateLimited } from '../../application/account/ports';
import type { FeedbackForm, RatingForm, SupportGateway } from '../../application/support/ports';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import type { RatingOutcome } from '../../domain/support/support-forms';
import { callFailureOf } from '../http/call-result';
import { isApiFailure, type ApiSuccess } from '../http/envelope';
import { HttpClient, type HttpFailure, type RequestOptions } from '../http/http-client';
import { listOf, text } from '../http/reply-schemas';

/** The ticket type of the Support card; the invitation's addressee. */
export const TICKET_TYPE = 'Other';
export const INVITED_TO = 'Teacher';

/** The feedback types' titles: blank ones are left out. */
const feedbackTypesObj = z.pipe(
  listOf(z.object({ title: text })),
  z.transform((types) => types.map((t) => t.title.trim()).filter((t) => t !== '')),
);

/** A reply whose obj is read only on success (and must be there then); any other code's obj is not read. */
const outcomeReply = <T>(obj: z.ZodMiniType<T, unknown>) => z.union([
  z.pipe(
    z.object({ responseTxt: z.literal('success'), obj }),
    z.transform((r): { responseTxt: string; obj: T | null } => r),
  ),
  z.pipe(
    z.object({ responseTxt: z.string().check(z.refine((t) => t !== 'success')) }),
    z.transform((r): { responseTxt: string; obj: T | null } => ({ responseTxt: r.responseTxt, obj: null })),
  ),
]);

const typesReply = outcomeReply(feedbackTypesObj);
const codeReply = outcomeReply(z.pipe(z.unknown(), z.transform(() => true as const)));
const ticketReply = outcomeReply(z.object({ ticketId: z.number().check(z.int(), z.gte(0)) }));

type Outcome<T> = { responseTxt: string; obj: T | null };
type Answer<T> = Result<Outcome<T>, RateLimited | CallFailure>;

/** What a call came to: the reply (any code), a 429 as rate_limited, or the CallFailure of any other failure. */
const answerOf = async <T>(call: Promise<ApiSuccess<Outcome<T>>>): Promise<Answer<T>> => {
  try {
    return ok((await call).data);
  } catch (e) {
    if (!isApiFailure(e)) throw e;
    const { retryAfterSeconds, ...failure } = callFailureOf(e as HttpFailure);
    if (e.status !== 429) return err(failure);
    return err({
      kind: 'refused', code: 'rate_limited',
      ...(failure.message ? { message: failure.message } : {}),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
};

/** A 200 reply with another code than success: the server's refusal with that code. */
const refusalOf = (responseTxt: string): CallFailure => ({ kind: 'refused', code: responseTxt });

/** The success obj of a call with one, or why there is none (a success without its obj is malformed: a fault). */
const successOf = <T>(a: Answer<T>): Result<T, RateLimited | CallFailure> => {
  if (!a.ok) return a;
  if (a.value.responseTxt !== 'success') return err(refusalOf(a.value.responseTxt));
  return a.value.obj === null ? err({ kind: 'fault' }) : ok(a.value.obj);
};

type Form = NonNullable<RequestOptions<unknown>['form']>;

@injectable()
export class HttpSupportGateway implements SupportGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  /** The titles, in the server's order. */
  async feedbackTypes(): Promise<Result<string[]>> {
    return successOf(await answerOf(this.http.request('get', '/feedbacktypes', { schema: typesReply })));
  }

  /** ok(true) on success; ok(false) on any other answer of the server but its throttle (a 200 with another code, a
   *  refused form). */
  async sendFeedback(form: FeedbackForm): Promise<Result<boolean, RateLimited | CallFailure>> {
    const { type, subject, details } = form;
    const a = await this.post('/student-feedback', { type, subject, details }, codeReply, ['type', 'subject']);
    if (a.ok) return ok(a.value.responseTxt === 'success');
    return a.error.kind === 'refused' && a.error.code !== 'rate_limited' ? ok(false) : a;
  }

  /** 200 given: already-given; 200 failed: failed; any other 200 reply: saved (spec 000 §7). */
  async rate(form: RatingForm): Promise<Result<RatingOutcome, RateLimited | CallFailure>> {
    const { courseId, courseName, rating, remarks } = form;
    const a = await this.post('/rating-create', { courseId, courseName, rating, remarks }, codeReply, ['courseId', 'rating', 'remarks']);
    if (!a.ok) return a;
    switch (a.value.responseTxt) {
      case 'given': return ok('already-given');
      case 'failed': return ok('failed');
      default: return ok('saved');
    }
  }

  async invite(input: { invitedToUserId: string; actionById: string }): Promise<Result<void, RateLimited | CallFailure>> {
    const form = { invitedTo: INVITED_TO, invitedToUserId: input.invitedToUserId, actionById: input.actionById };
    const r = successOf(await this.post('/student-invite', form, codeReply, ['invitedToUserId', 'actionById']));
    return r.ok ? ok(undefined) : r;
  }

  async raiseTicket(input: { subject: string; details: string }): Promise<Result<{ ticketId: number }, RateLimited | CallFailure>> {
    const form = { type: TICKET_TYPE, subject: input.subject, details: input.details };
    const r = successOf(await this.post('/student-support-ticket', form, ticketReply, ['subject']));
    return r.ok ? ok({ ticketId: r.value.ticketId }) : r;
  }

  private post<T>(path: string, form: Form, schema: z.ZodMiniType<Outcome<T>, unknown>, required: readonly string[]): Promise<Answer<T>> {
    return answerOf(this.http.request('post', path, { form, required, schema }));
  }
}
