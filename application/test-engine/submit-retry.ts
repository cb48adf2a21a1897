// The offline submit queue's rule: which submit failures are kept on the device and tried again by themselves, and
// how long to wait between tries. A submit that is not sent leaves the test handed in locally (its event log and
// its submission id stay on the device: test-session.ts), so every try sends the same attempt and the server stores
// it once. The simulator's SubmissionStore runs the tries (ui/simulator/submission.store.ts); pending-submit-use-cases.ts
// sends what a closed page left.
import type { SubmitFailure } from './test-session';

/** Waits between automatic tries, in ms: quick at first (a connection that blinked), then every 30 s. */
export const SUBMIT_RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 15_000, 30_000];

/** The wait before automatic try number `attempt` (0 for the first try after the failure). */
export const submitRetryDelayMs = (attempt: number): number =>
  SUBMIT_RETRY_DELAYS_MS[Math.max(0, Math.min(Math.floor(attempt), SUBMIT_RETRY_DELAYS_MS.length - 1))];

/**
 * Kept and tried again: the post was not answered (offline, a dropped connection), the server failed (5xx, a
 * malformed reply) or asked to wait (429). Not kept: the engine refused the hand-in, or the server refused the
 * attempt for a reason a new try cannot change (its message is shown instead).
 */
export const isRetryableSubmitFailure = (failure: SubmitFailure): boolean => {
  if (failure.kind !== 'not_sent') return false;
  const { cause } = failure;
  return cause.kind === 'unavailable' || cause.kind === 'fault' || (cause.kind === 'refused' && cause.code === 'too_many_requests');
};
