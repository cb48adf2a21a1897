// MyProfileGateway over the shared HTTP client (docs/api.md "Dashboard, profile, shared modals and media"). Every call
// is authenticated and not made without a signed-in student (unavailable). The server says how a call went with the
// reply's code (responseTxt), on a 200 reply or on an error status: the codes the app acts on become the port's
// refusals; any 429 is rate_limited with the server's words and the Retry-After wait, checked first; any other answer
// is a CallFailure (a refusal with the server's code, or a fault). Every reply is validated with zod/mini: a malformed
// one is a fault. zod/mini: this module loads with the profile's lazy chunk.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { RateLimited, Refusal } from '../../application/account/ports';
import type {
  CodeCheckRefusal, DetailsRefusal, DetailsUpdate, MyProfileGateway, PictureFile, PictureRefusal, ProfileCodeToken,
  SavedProfile,
} from '../../application/profile/ports';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { answerOf, codeOf, failureOf, messageOf, rateLimitOf, refused, valueOf, type Answer } from '../http/answers';
import type { Reply } from '../http/envelope';
import { HttpClient, type RequestOptions } from '../http/http-client';
import { outcomeReply, text } from '../http/reply-schemas';

const nonBlank = z.string().check(z.trim(), z.minLength(1));

export const savedProfileSchema = z.object({
  studentName: z.string(),
  emailId: text,
  phoneNo: text,
}) satisfies z.ZodMiniType<SavedProfile, unknown>;

export const codeTokenSchema = z.object({
  token: nonBlank,
  tokenIdentify: z.enum(['email', 'mobile']),
}) satisfies z.ZodMiniType<ProfileCodeToken, unknown>;

const nothing = z.pipe(z.unknown(), z.transform(() => true as const));

const detailsReply = outcomeReply(z.union([
  z.pipe(codeTokenSchema, z.transform((code): DetailsUpdate => ({ kind: 'code-sent', code }))),
  z.pipe(savedProfileSchema, z.transform((profile): DetailsUpdate => ({ kind: 'saved', profile }))),
]));
const profileReply = outcomeReply(savedProfileSchema);
const pictureReply = outcomeReply(z.object({ fileName: nonBlank, virtualUrlFile: nonBlank }));
const tokenReply = outcomeReply(z.object({ token: nonBlank }));
const doneReply = outcomeReply(nothing);

/** 409 already_exists of an e-mail or a mobile: the server's words say which; else the field that was sent. */
const takenOf = (a: Answer<unknown>, sent: 'email' | 'mobile'): Refusal<'email_taken' | 'mobile_taken'> => {
  const said = messageOf(a) ?? '';
  const field = /number|mobile/i.test(said) ? 'mobile' : /e-?mail/i.test(said) ? 'email' : sent;
  return refused(field === 'mobile' ? 'mobile_taken' : 'email_taken', messageOf(a));
};

type Form = NonNullable<RequestOptions<unknown>['form']>;

@injectable()
export class HttpMyProfileGateway implements MyProfileGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  /** A changed e-mail or mobile gets a code (code-sent); otherwise the name is saved (saved). */
  async updateDetails(input: { studentId: number; studentName: string; userId: string; emailId?: string; mobile?: string }):
    Promise<Result<DetailsUpdate, DetailsRefusal | CallFailure>> {
    const { studentId, studentName, userId, emailId, mobile } = input;
    const a = await this.post('/student-profile/update-details', { studentId, studentName, userId, emailId, mobile }, detailsReply,
      ['studentId', 'studentName', 'userId']);
    const value = valueOf(a);
    if (value) return ok(value);
    const limited = rateLimitOf(a);
    if (limited) return err(limited);
    if (codeOf(a) === 'already_exists') return err(takenOf(a, emailId === undefined && mobile !== undefined ? 'mobile' : 'email'));
    return err(failureOf(a));
  }

  async verifyCode(input: { studentId: number; code: ProfileCodeToken; otp: string }):
    Promise<Result<SavedProfile, CodeCheckRefusal | CallFailure>> {
    const { studentId, code, otp } = input;
    const otpField = code.tokenIdentify === 'email' ? 'otpForEmail' : 'otpForMobile';
    const form = { studentId, token: code.token, tokenIdentify: code.tokenIdentify, [otpField]: otp };
    const a = await this.post('/student-profile/verify-otp', form, profileReply, ['studentId', 'token', 'tokenIdentify', otpField]);
    const value = valueOf(a);
    if (value) return ok(value);
    const limited = rateLimitOf(a);
    if (limited) return err(limited);
    switch (codeOf(a)) {
      case 'invalid_otp': return err(refused('wrong_code', messageOf(a)));
      case 'expired_otp': return err(refused('expired_code', messageOf(a)));
      case 'already_exists': return err(takenOf(a, code.tokenIdentify));
      default: return err(failureOf(a));
    }
  }

  /** Multipart, the file as uploadedFiles. 415 (or unsupported_media_type) is not_an_image; 413 too_large; a 400
   *  (an image of too many pixels) too_large with the server's words. */
  async uploadPicture(file: PictureFile & Blob): Promise<Result<{ fileName: string; url: string }, PictureRefusal | CallFailure>> {
    const a = await this.post('/student-profile-pics-upload', { uploadedFiles: file }, pictureReply);
    const value = valueOf(a);
    if (value) return ok({ fileName: value.fileName, url: value.virtualUrlFile });
    const limited = rateLimitOf(a);
    if (limited) return err(limited);
    if (!a.ok && (a.error.status === 415 || codeOf(a) === 'unsupported_media_type')) return err(refused('not_an_image', messageOf(a)));
    if (!a.ok && a.error.status === 413) return err(refused('too_large'));
    if (!a.ok && a.error.status === 400) return err(refused('too_large', messageOf(a)));
    return err(failureOf(a));
  }

  async removePicture(fileName: string): Promise<Result<void>> {
    return this.done(await this.post('/student-profile-pics-remove', { fileName }, doneReply, ['fileName']));
  }

  async sendDeletionCode(): Promise<Result<{ token: string }, RateLimited | CallFailure>> {
    const a = await this.post('/delete-student-send-otp', undefined, tokenReply);
    const value = valueOf(a);
    if (value) return ok({ token: value.token });
    return err(rateLimitOf(a) ?? failureOf(a));
  }

  async confirmDeletion(token: string, otp: string): Promise<Result<void, CodeCheckRefusal | CallFailure>> {
    const a = await this.post('/verify-otp-delete-student-request', { token, otpNumber: otp }, doneReply, ['token', 'otpNumber']);
    if (valueOf(a)) return ok(undefined);
    const limited = rateLimitOf(a);
    if (limited) return err(limited);
    switch (codeOf(a)) {
      case 'invalid_otp': return err(refused('wrong_code', messageOf(a)));
      case 'expired_otp': return err(refused('expired_code', messageOf(a)));
      default: return err(failureOf(a));
    }
  }

  async welcomeSeen(): Promise<Result<void>> {
    return this.done(await this.post('/student-first-time-user-seen', undefined, doneReply));
  }

  /** A call whose success is all it answers. */
  private done(a: Answer<true | null>): Result<void> {
    if (valueOf(a)) return ok(undefined);
    return err(rateLimitOf(a) ?? failureOf(a));
  }

  private post<T>(path: string, form: Form | undefined, schema: RequestOptions<Reply<T>>['schema'], required?: readonly string[]): Promise<Answer<T>> {
    return answerOf(this.http.request('post', path, { schema, ...(form ? { form } : {}), ...(required ? { required } : {}) }));
  }
}
