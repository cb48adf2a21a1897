// The simulator's use cases: opening the test a screen names, and advancing an adaptive session. Bound to the app's
// adapters by the test engine's container module, which loads with the simulator, so /login never loads the engine.
import type { Result } from '../../domain/shared/result';
import type { TestLoadFailure } from '../test-engine/ports';
import type { TestSession, TestSessionDeps } from '../test-engine/test-session-use-cases';
import { sendPendingSubmits, type PendingSubmitsReport } from '../test-engine/pending-submit-use-cases';
import { advanceAdaptive, type AdaptiveAdvance, type AdaptiveAdvanceFailure } from './advance-adaptive';
import { openTest, type OpenTestRequest } from './open-test';

export type { AdaptiveAdvance, AdaptiveAdvanceFailure } from './advance-adaptive';
export type { OpenTestRequest, TestToOpen } from './open-test';
export type { GuestTestQuery, TestDetailsQuery } from '../test-engine/ports';
export type { TestLoadFailure } from '../test-engine/ports';
export type { PendingSubmitSent, PendingSubmitsReport } from '../test-engine/pending-submit-use-cases';
export type {
  SessionRefusal, SessionRefusalCode, SubmitContext, SubmitFailure, UpdateMarksOptions,
} from '../test-engine/test-session-use-cases';

/** What the simulator screen does with an open attempt. */
export type SimulatorSession = Pick<
  TestSession,
  'logId' | 'testSession' | 'state' | 'remaining' | 'subscribe' | 'dispatch' | 'startTimer' | 'submit' | 'saveForLater'
  | 'postAdaptiveAnswer' | 'updateMarks' | 'exportLog' | 'discard'
>;

/** An opened attempt: its session, and whether it was resumed from this device's log. */
export interface OpenedTest {
  session: SimulatorSession;
  resumed: boolean;
}

export interface SimulatorUseCases {
  /** Opens the test: the attempt's local log when there is one to resume, else the test loaded in its mode. */
  openTest(request: OpenTestRequest): Promise<Result<OpenedTest, TestLoadFailure>>;
  /** Adaptive Next from the last delivered question (`request` reopens the session). */
  advanceAdaptive(session: SimulatorSession, request: OpenTestRequest): Promise<Result<AdaptiveAdvance, AdaptiveAdvanceFailure>>;
  /** Sends the student's handed-in attempts this device still holds (a submit queued offline, the page closed). */
  sendPendingSubmits(owner: string): Promise<PendingSubmitsReport>;
}

export const createSimulatorUseCases = (deps: TestSessionDeps): SimulatorUseCases => ({
  openTest: (request) => openTest(deps, request),
  advanceAdaptive: (session, request) => advanceAdaptive(deps, session, request),
  sendPendingSubmits: (owner) => sendPendingSubmits(deps, owner),
});
