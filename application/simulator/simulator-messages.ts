// Every user-facing text of the test simulator and its test session, defined once, and how long its toasts stay.
// The texts of the engine's rules (the attempt limit, the locked section, Time's Up, ...) live with those rules
// (domain/test-engine/rule-messages.ts); the ones the screen also shows on its own are named here too.
import type { QuestionStatus } from '../../domain/test-engine/question-response';
import { FILE_REMOVE_FAILED, FILE_UPLOAD_FAILED, NO_TEST_DATA, TIME_UP } from '../../domain/test-engine/rule-messages';

/** How long a toast stays (ms): most toasts, a refused move or answer, the teacher query's confirmation. */
export const TOAST_MS = { standard: 3000, warning: 2000, teacherQuery: 5000, upgrade: 10_000 } as const;

export const SIMULATOR_MESSAGES = {
  // loading
  loadingTest: 'Loading test',
  noTestSelected: 'No Test Selected',
  noTestData: NO_TEST_DATA,
  /** a load that failed outright, and the test engine's code not loading */
  loadFailed: 'Failed to load test details.',
  /** the loaders' texts when the reply holds no usable test */
  testLoadFailed: 'Failed to load test',
  guestTestLoadFailed: 'Failed to load guest test',
  reviewLoadFailed: 'Failed to Load Reviews Data',
  adaptiveLoadFailed: 'Failed to load adaptive session',
  noQuestionAvailable: 'No Question Available',
  internalServerError: 'Internal Server Error',
  /** the event log storage refused the first write: the attempt is not started */
  notStored: 'This test could not be saved on this device, so it was not started. Please try again.',
  limitReachedTitle: 'Limit Reached!',

  // answering
  /** where a move landed, for screen readers */
  questionOf: (n: number, total: number): string => `Question ${n} of ${total}`,
  answersRestored: 'Your answers were restored',
  /** an action applied on screen but not yet written on this device (it is written with the next one) */
  notSaved: 'Your last action could not be saved on this device.',
  /** an action that failed outright */
  actionFailed: 'Your last action could not be saved. Please try again.',
  sessionClosed: 'This test session is closed.',
  timeUp: TIME_UP,

  // submit, save, finish
  submitting: 'Submitting the test',
  submitSuccess: 'Test Submit Successfully',
  submitFailedTitle: 'Something Went Wrong!',
  submitFailed: 'Failed to submit test.',
  /** the submit is kept on this device and sent when the connection returns (the offline submit queue) */
  submitQueuedTitle: 'Your answers are saved on this device',
  submitQueuedMessage: "Your test is handed in. We'll send it as soon as the connection returns. Keep this page open, or come back to it later.",
  submitQueuedSending: 'Sending your test…',
  submitQueuedNextTry: (seconds: number): string => `Next try in ${seconds} s`,
  submitQueuedTryNow: 'Try again now',
  /** a queued submit sent later from another page of the app (the simulator was closed) */
  pendingSubmitSent: (testName: string): string => `${testName}: your answers saved on this device are now submitted.`,
  savedTitle: 'Saved your progress',
  savedMessage: 'Pick up where you left off anytime.',
  saveFailed: 'Failed to Submit Continue Test',
  adaptiveAnswerFailed: 'Failed to submit answer.',
  marksFailedTitle: 'Error Updating Marks',
  marksFailed: 'Failed to update marks',

  // help tools
  teacherQuerySent: 'Your Query Sent to Teacher Successfully!',
  teacherQueryFailed: 'Failed to send invite to teacher. Please try again later.',
  uploadFailed: FILE_UPLOAD_FAILED,
  removeFailed: FILE_REMOVE_FAILED,
  aiFailure: 'Our AI could not find solution for some reason. Try after sometime',
  /** the server refuses the AI answer (a worked solution) for a question of a mock or class test being taken */
  aiDuringExam: 'Help is not available during a mock or class test. You can see the worked solution in the review after you submit the test.',
  noStudyMaterial: 'No study materials available for this topic.',
  imageHint: 'PNG, JPG up to 10MB each',
  imageNotPngOrJpg: 'Only PNG or JPG images can be uploaded.',
  imageTooLarge: 'The image must be 10MB or smaller.',
  oneImageAtATime: 'Choose one image at a time.',
} as const;

/** How each question status is named (palette cells, the legend, the submit summary). */
export const STATUS_LABELS: Record<QuestionStatus, string> = {
  not_visited: 'Not visited',
  visited: 'Visited',
  not_attempted: 'Not answered',
  attempted: 'Answered',
  marked_for_review: 'Marked for review',
  answered_and_review: 'Answered and marked for review',
  help: 'Help taken',
};
