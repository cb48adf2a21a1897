// SupportUseCases over the SupportGateway port: each answer is the toast to show (support-messages.ts). The rating's
// course and the invitation's sender come from the stored student (ACCOUNT.studentStorage). A form its rule does not
// let through is not sent. A call is logged only when no usable answer came (a refusal is an answer the student is
// told about). Plain class: the container builds it.
import { activeCourseOf, type Student } from '../../domain/account/student';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { canInvite, canSendFeedback, canSendRating, canSendTicket } from '../../domain/support/support-forms';
import type { RateLimited, Refusal, StudentStorage } from '../account/ports';
import type { ErrorLog } from '../shared/lazy-use-cases';
import type { SupportGateway } from './ports';
import { SUPPORT_MESSAGES as M } from './support-messages';
import type { SupportNotice, SupportUseCases } from './support-use-cases';

type Failure = CallFailure | Refusal<string>;
type Notice = Result<SupportNotice, SupportNotice>;

const success = (message: string): Notice => ok({ tone: 'success', message });
const warning = (message: string): Notice => ok({ tone: 'warning', message });
const danger = (message: string): Notice => err({ tone: 'danger', message });

const isRateLimited = (e: Failure): e is RateLimited => e.kind === 'refused' && e.code === 'rate_limited';

/** The server's throttle: its own words say the wait, so they are shown as they are; the wait goes along. */
const tooManyTries = (e: RateLimited): Notice => err({
  tone: 'danger',
  message: e.message || M.tooManyTries,
  ...(e.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: e.retryAfterSeconds }),
});

/** A failed call: the throttle's words, else `otherwise`. */
const failed = (e: Failure, otherwise: string): Notice => (isRateLimited(e) ? tooManyTries(e) : danger(otherwise));

const signedIn = (s: Student | null): s is Student => !!s && !!s.loginId && !!s.token;

export class SupportService implements SupportUseCases {
  constructor(
    private readonly gateway: SupportGateway,
    private readonly students: Pick<StudentStorage, 'load'>,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  async feedbackTypes(): Promise<Result<string[], SupportNotice>> {
    const r = await this.gateway.feedbackTypes();
    if (r.ok) return r;
    this.log('Loading the feedback types failed', r.error);
    return err({ tone: 'danger', message: M.generic });
  }

  async sendFeedback(form: { type: string; subject: string; details: string }): Promise<Notice> {
    if (!canSendFeedback(form)) return danger(M.feedbackFailed);
    const r = await this.logIfUnanswered('Sending the feedback failed', this.gateway.sendFeedback({
      type: form.type.trim(), subject: form.subject.trim(), details: form.details.trim(),
    }));
    if (!r.ok) return failed(r.error, M.feedbackFailed);
    return r.value ? success(M.feedbackSent) : danger(M.feedbackFailed);
  }

  /** The active course of the stored student is rated, under its organisation's name. */
  async rateCourse(form: { rating: number | null; remarks: string }): Promise<Notice> {
    if (!canSendRating(form) || form.rating === null) return danger(M.ratingFailed);
    const student = this.students.load();
    const course = signedIn(student) ? activeCourseOf(student) : null;
    if (!course) return danger(M.tryLater);
    const r = await this.logIfUnanswered('Rating the course failed', this.gateway.rate({
      courseId: course.courseId, courseName: course.organisationName, rating: form.rating, remarks: form.remarks.trim(),
    }));
    if (!r.ok) return failed(r.error, M.tryLater);
    switch (r.value) {
      case 'saved': return success(M.ratingSaved);
      case 'already-given': return warning(M.ratingGiven);
      default: return danger(M.ratingFailed);
    }
  }

  /** Sent by the stored student (actionById: their loginId). */
  async inviteTeacher(invitedToUserId: string): Promise<Notice> {
    const student = this.students.load();
    if (!canInvite({ invitedToUserId }) || !signedIn(student)) return danger(M.tryLater);
    const r = await this.logIfUnanswered('Inviting the teacher failed', this.gateway.invite({
      invitedToUserId: invitedToUserId.trim(), actionById: student.loginId,
    }));
    return r.ok ? success(M.inviteSent) : failed(r.error, M.tryLater);
  }

  async raiseTicket(form: { subject: string; details: string }): Promise<Notice> {
    if (!canSendTicket(form)) return danger(M.tryLater);
    const r = await this.logIfUnanswered('Raising the support ticket failed', this.gateway.raiseTicket({
      subject: form.subject.trim(), details: form.details.trim(),
    }));
    return r.ok ? success(M.ticketRaised) : failed(r.error, M.tryLater);
  }

  /** The call's result, logged when no usable answer came: a refusal is an answer the student is told about. */
  private async logIfUnanswered<T, E extends { kind: string }>(what: string, call: Promise<Result<T, E>>): Promise<Result<T, E>> {
    const r = await call;
    if (!r.ok && r.error.kind !== 'refused') this.log(what, r.error);
    return r;
  }
}
