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
import { answerOf, failureOf, rateLimitOf, refused, valueOf, type Answer } from '../http/answers';
import type { Reply } from '../http/envelope';
import { HttpClient, type RequestOptions } from '../http/http-client';
import { listOf, outcomeReply, text } from '../http/reply-schemas';

/** The ticket type of the Support card; the invitation's addressee. */
export const TICKET_TYPE = 'Other';
export const INVITED_TO = 'Teacher';

/** The feedback types' titles: blank ones are left out. */
const feedbackTypesObj = z.pipe(
  listOf(z.object({ title: text })),
  z.transform((types) => types.map((t) => t.title.trim()).filter((t) => t !== '')),
);

const typesReply = outcomeReply(feedbackTypesObj);
const codeReply = outcomeReply(z.pipe(z.unknown(), z.transform(() => true as const)));
const ticketReply = outcomeReply(z.object({ ticketId: z.number().check(z.int(), z.gte(0)) }));

/** The success obj of a call with one, or why there is none: a reply with another code is the server's refusal with
 *  that code (without its words); a success without its obj is malformed (a fault). */
const successOf = <T>(a: Answer<T | null>): Result<T, RateLimited | CallFailure> => {
  const value = valueOf(a);
  if (value !== null) return ok(value);
  if (a.ok && a.value.responseTxt !== 'success') return err(refused(a.value.responseTxt));
  return err(rateLimitOf(a) ?? failureOf(a));
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
    const failure = rateLimitOf(a) ?? failureOf(a);
    return failure.kind === 'refused' && failure.code !== 'rate_limited' ? ok(false) : err(failure);
  }

  /** 200 given: already-given; 200 failed: failed; any other 200 reply: saved (spec 000 §7). */
  async rate(form: RatingForm): Promise<Result<RatingOutcome, RateLimited | CallFailure>> {
    const { courseId, courseName, rating, remarks } = form;
    const a = await this.post('/rating-create', { courseId, courseName, rating, remarks }, codeReply, ['courseId', 'rating', 'remarks']);
    if (!a.ok) return err(rateLimitOf(a) ?? failureOf(a));
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

  private post<T>(path: string, form: Form, schema: RequestOptions<Reply<T>>['schema'], required: readonly string[]): Promise<Answer<T>> {
    return answerOf(this.http.request('post', path, { form, required, schema }));
  }
}
