// What the simulator shows when the test does not open: the limit screen with the server's message, the
// question-limit and internal-error screens with their titles and the server's message, or the loader's text.
import { SIMULATOR_MESSAGES } from '../../application/simulator/simulator-messages';
import type { TestLoadFailure } from '../../application/simulator/simulator-use-cases';

export type SimulatorError =
  | { kind: 'limit_reached'; message: string }
  | { kind: 'question_limit_reached' | 'internal_server_error' | 'failed' | 'no_test'; title: string; message: string };

/** The URL names no test (a review needs its session, a test its templateId). */
export const NO_TEST_SELECTED: SimulatorError = { kind: 'no_test', title: SIMULATOR_MESSAGES.noTestSelected, message: '' };

/** The text of a load failure: the server's or the loader's, or 'Failed to load test details.' when nothing loaded. */
export const loadFailureText = (failure: TestLoadFailure): string =>
  (failure.kind === 'not_loaded' ? SIMULATOR_MESSAGES.loadFailed : failure.message);

export const loadError = (failure: TestLoadFailure): SimulatorError => {
  switch (failure.kind) {
    case 'limit_reached':
      return { kind: failure.kind, message: failure.message };
    case 'failed':
    case 'not_loaded':
      return { kind: 'failed', title: loadFailureText(failure), message: '' };
    case 'question_limit_reached':
      return { kind: failure.kind, title: SIMULATOR_MESSAGES.noQuestionAvailable, message: failure.message };
    case 'internal_server_error':
      return { kind: failure.kind, title: SIMULATOR_MESSAGES.internalServerError, message: failure.message };
    default: {
      const never: never = failure;
      return never;
    }
  }
};
