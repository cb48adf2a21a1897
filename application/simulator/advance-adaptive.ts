// Adaptive Next from the last delivered question: the answer is posted, the session is opened again (the server
// picks the next question and delivers it with the ones before), and the reopened session moves to the new
// question; a session the server has ended comes back completed.
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { cmd } from '../../domain/test-engine/events';
import { isCompletedTest } from '../../domain/test-engine/modes';
import type { TestLoadFailure } from '../test-engine/ports';
import type { OpenedSession, SessionRefusal, TestSession, TestSessionDeps } from '../test-engine/test-session-use-cases';
import { openTest, type OpenTestRequest } from './open-test';

export type AdaptiveAdvance =
  /** the session has ended on the server (its set length reached): the result is in the student's report */
  | { kind: 'ended' }
  /** the next question is delivered: the reopened session on it (`refusal`: the move to it was refused) */
  | { kind: 'next'; opened: OpenedSession; refusal?: SessionRefusal };

export type AdaptiveAdvanceFailure =
  /** the answer was not posted: the session stays on its question */
  | { kind: 'answer_not_saved'; cause: CallFailure }
  /** the answer was posted but the session could not be opened again */
  | { kind: 'not_reopened'; failure: TestLoadFailure };

/** `request` opens the adaptive session again (the one `session` belongs to). */
export async function advanceAdaptive(
  deps: TestSessionDeps, session: Pick<TestSession, 'state' | 'postAdaptiveAnswer'>, request: OpenTestRequest,
): Promise<Result<AdaptiveAdvance, AdaptiveAdvanceFailure>> {
  const posted = await session.postAdaptiveAnswer();
  if (!posted.ok) return err({ kind: 'answer_not_saved', cause: posted.error });
  const delivered = session.state.questions.length;
  const reopened = await openTest(deps, request);
  if (!reopened.ok) return err({ kind: 'not_reopened', failure: reopened.error });
  const next = reopened.value.session;
  if (isCompletedTest(next.state.test)) return ok({ kind: 'ended' });
  const count = next.state.questions.length;
  const newest = next.state.layout.order[count - 1];
  if (count > delivered && newest !== undefined && newest !== next.state.currentIndex) {
    const moved = await next.dispatch(cmd('JumpTo', { index: newest }));
    if (!moved.ok) return ok({ kind: 'next', opened: reopened.value, refusal: moved.error });
  }
  return ok({ kind: 'next', opened: reopened.value });
}
