// ProfileGateway over HTTP (docs/api.md "Catalogue, checkout and payments": POST /student-profile/update-email).
// Authenticated: not made without a signed-in student (unavailable). 409 already_exists is the e-mail taken; the
// throttle (429 too_many_requests) is rate_limited with its words and wait; any other answer is a CallFailure
// (409 email_already_set and 400 validation_error are refusals with their codes). Replies are read as the auth
// gateway reads them (http/answers.ts, and its rule for any other answer).
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { EmailRefusal, ProfileGateway } from '../../application/account/ports';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { answerOf, codeOf, messageOf, refused, throttleOf } from '../http/answers';
import { HttpClient } from '../http/http-client';
import { replyOf } from '../http/reply-schemas';
import { otherwise } from './http-auth-gateway';
import { orNull } from './schemas';

// built at its first parse (z.lazy), not when the container chunk runs (../http/reply-schemas.ts, built)
const emailReply = z.lazy(() => replyOf(orNull(z.object({ emailId: z.string() }))));

@injectable()
export class HttpProfileGateway implements ProfileGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  /** The e-mail as the server saved it (the one sent when the reply has none). */
  async updateEmail(email: string): Promise<Result<{ emailId: string }, EmailRefusal | CallFailure>> {
    const a = await answerOf(this.http.request('post', '/student-profile/update-email', {
      form: { emailId: email }, required: ['emailId'], schema: emailReply,
    }));
    if (a.ok && a.value.responseTxt === 'success') return ok({ emailId: a.value.obj?.emailId || email });
    const limited = throttleOf(a);
    if (limited) return err(limited);
    return codeOf(a) === 'already_exists' ? err(refused('email_taken', messageOf(a))) : otherwise(a);
  }
}
