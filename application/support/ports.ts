// The shared modals' and the support card's port (docs/api.md "Dashboard, profile, shared modals and media").
// Each call needs a signed-in student; without one it is not made (unavailable).
import type { RatingOutcome } from '../../domain/support/support-forms';
import type { CallFailure, Result } from '../../domain/shared/result';
import type { RateLimited } from '../account/ports';

export interface FeedbackForm {
  type: string;
  subject: string;
  details: string;
}

export interface RatingForm {
  courseId: number;
  /** the organisation name of the course */
  courseName: string;
  rating: number;
  remarks: string;
}

export interface SupportGateway {
  feedbackTypes(): Promise<Result<string[]>>;
  /** ok(true) when the server answered success, ok(false) when it answered anything else */
  sendFeedback(form: FeedbackForm): Promise<Result<boolean, RateLimited | CallFailure>>;
  rate(form: RatingForm): Promise<Result<RatingOutcome, RateLimited | CallFailure>>;
  /** invitedTo is always 'Teacher'; actionById the student's loginId */
  invite(input: { invitedToUserId: string; actionById: string }): Promise<Result<void, RateLimited | CallFailure>>;
  /** a ticket of type Other */
  raiseTicket(input: { subject: string; details: string }): Promise<Result<{ ticketId: number }, RateLimited | CallFailure>>;
}
