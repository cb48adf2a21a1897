// The texts of the engine's rules, as its refusals carry them (the simulator shows some of them as they are).
// No imports: the app's entry reads some of them without loading the engine.

export const MAX_ATTEMPT_TITLE = 'Max question limit reached.';
export const attemptLimitMessage = (n: number, inSection: boolean): string =>
  `You are not allowed to attempt more than ${n} questions${inSection ? ' in this section' : ''}.`;
export const SECTION_BACK_MESSAGE = 'You are not allowed to go back to previous section';
export const NO_TEST_DATA = 'No test data available';
export const TIME_UP = "Time's Up";
export const FILE_UPLOAD_FAILED = 'File Upload Failed';
export const FILE_REMOVE_FAILED = 'File Removed Failed';
