// What the simulator screen uses of the test-session use case (application/test-engine/test-session.ts): the
// slice of TestSession the store calls, and the open function. The store tests drive the real use case.
import type {
  OpenTestSpec, SubmitContext, TestSession, TestSessionDeps,
} from '../../application/test-engine/test-session';

/** The use case's dependencies as the composition root provides them (services.testEngine). */
export type SimulatorDeps = TestSessionDeps;

export type SessionSubmitContext = SubmitContext;

export type SimulatorSession = Pick<
  TestSession,
  'logId' | 'testSession' | 'state' | 'remaining' | 'subscribe' | 'dispatch' | 'startTimer' | 'submit' | 'saveForLater'
  | 'postAdaptiveAnswer' | 'updateMarks' | 'exportLog'
>;

export type SimulatorOpenSpec = OpenTestSpec;

export type SimulatorOpenResult =
  | { ok: true; session: SimulatorSession; resumed: boolean }
  | { ok: false; kind: 'limit_reached' | 'question_limit_reached' | 'internal_server_error' | 'failed'; message: string };
