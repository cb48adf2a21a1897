// The use cases of the Feedback, Rating and Invite Teacher modals and the dashboard's Support card. Implemented in
// support-service.ts. Each answer carries the exact toast to show (support-messages.ts), so views only display.
import type { Result } from '../../domain/shared/result';

export type ToastTone = 'success' | 'warning' | 'danger';

/** What to tell the student: a toast's tone and text (toasts last 5000 ms). */
export interface SupportNotice {
  readonly tone: ToastTone;
  readonly message: string;
  /** the server takes no more tries for this long (its throttle) */
  readonly retryAfterSeconds?: number;
}

export interface SupportUseCases {
  /** The feedback types (their titles); a failure is logged (the modal then offers the type 'Other'). */
  feedbackTypes(): Promise<Result<string[], SupportNotice>>;
  /** ok 'Thanks for your Feedback!'; err 'Failed to submit your Feedback!' (not success, or no answer), or the
   *  throttle's words. Not sent with a blank subject (err, same text). */
  sendFeedback(form: { type: string; subject: string; details: string }): Promise<Result<SupportNotice, SupportNotice>>;
  /** Rates the active course (its id and organisation name from the stored student). ok success 'Thanks for sharing
   *  your experience with us.' or warning 'You have already submitted your experience with us for this course.';
   *  err danger 'Rating Could not be saved.' (failed) or 'Something went wrong. Please try again later.' (no answer,
   *  or no active course). Not sent unless canSendRating. */
  rateCourse(form: { rating: number | null; remarks: string }): Promise<Result<SupportNotice, SupportNotice>>;
  /** Invites a teacher by user id, e-mail or mobile (actionById: the stored student's loginId). ok success
   *  'Invitation sent to your teacher.'; err 'Something went wrong. Please try again later.' */
  inviteTeacher(invitedToUserId: string): Promise<Result<SupportNotice, SupportNotice>>;
  /** The Support card's ticket (type Other). ok 'Your ticket has been raised. Our team will get back to you.';
   *  err 'Something went wrong. Please try again later.' or the throttle's words. */
  raiseTicket(form: { subject: string; details: string }): Promise<Result<SupportNotice, SupportNotice>>;
}
