// Opening the test the simulator names, in each mode: which server call loads it, and the attempt it opens (a
// local log to resume first, for a test being taken; test-session-use-cases.ts).
import { err, type Result } from '../../domain/shared/result';
import type { GuestTestQuery, TestDetailsQuery, TestLoadFailure, TestLoadResult, TestRepository } from '../test-engine/ports';
import {
  openTestSession, type OpenedSession, type SessionContext, type TestSessionDeps,
} from '../test-engine/test-session-use-cases';
import { SIMULATOR_MESSAGES } from './simulator-messages';

/** Which test to open. */
export type TestToOpen =
  /** the review of a finished attempt, by its session id (without the review prefix) */
  | { mode: 'review'; attemptId: string }
  /** the current question of an adaptive session */
  | { mode: 'adaptive'; testSession: string }
  /** a course's free test taken without an account (/guest-testsimulator) */
  | { mode: 'guest'; query: GuestTestQuery }
  /** a test to take: a saved attempt when its testSession is given, else the test the query names */
  | { mode: 'registered'; templateId: number; testSession?: string; query: TestDetailsQuery };

export interface OpenTestRequest {
  test: TestToOpen;
  /** the attempt's key, under which its local log is found again after a reload */
  testKey: string;
  context?: SessionContext;
}

/** The server call that loads a test in its mode. */
const loaderFor = (repository: TestRepository, test: TestToOpen): () => Promise<TestLoadResult> => {
  switch (test.mode) {
    case 'review':
      return () => repository.testResultView(test.attemptId);
    case 'adaptive':
      return () => repository.adaptiveTestDetails(test.testSession);
    case 'guest':
      return () => repository.guestTestDetails(test.query);
    case 'registered': {
      const { testSession, templateId } = test;
      return testSession ? () => repository.testDetailExisting(testSession, templateId) : () => repository.testDetails(test.query);
    }
    default: {
      const never: never = test;
      return never;
    }
  }
};

/** Opens the attempt (resumed or loaded); a test without questions is 'No test data available'. */
export async function openTest(deps: TestSessionDeps, request: OpenTestRequest): Promise<Result<OpenedSession, TestLoadFailure>> {
  const opened = await openTestSession(deps, {
    mode: request.test.mode,
    testKey: request.testKey,
    load: loaderFor(deps.repository, request.test),
    ...(request.context && { context: request.context }),
  });
  if (!opened.ok) return opened;
  const { state } = opened.value.session;
  if (!state.loaded || state.questions.length === 0) return err({ kind: 'failed', message: SIMULATOR_MESSAGES.noTestData });
  return opened;
}
