// TestState: what the fold of the event log gives (architecture "The test engine").
// Plain JSON-able data; evolve.ts is the only place that produces new states.
import { TEST_TYPE } from '../shared/test-type';
import type { QuestionResponse, QuestionStatus } from './question-response';
import type { TestData } from './test-data';
import type { ModeFlags, TestMode } from './modes';

export interface QuestionState {
  status: QuestionStatus;
  response: QuestionResponse;
  /** time spent while current, ms (starts from the loaded question.timeSpent seconds) */
  timeSpentMs: number;
  /** help counter */
  help: number;
  /** subjective part ticks (review with testStatus 2) */
  ticks?: boolean[];
}

/** Derived once at load: how questions and sections are laid out for navigation. */
export interface TestLayout {
  /** question indices in navigation order (sections by sectionOrder, questions by index) */
  order: number[];
  /** position of each question index in `order` */
  position: number[];
  /** section index (into test.sectionSet) of each question, -1 when none */
  sectionOf: number[];
  /** rank (0-based, by sectionOrder) of each section index */
  sectionRank: number[];
  /** section indices by rank */
  sectionsByRank: number[];
}

export interface PendingSectionSwitch {
  fromSection: number;
  toSection: number;
  toIndex: number;
}

export interface TestState {
  loaded: boolean;
  test: TestData;
  mode: TestMode;
  flags: ModeFlags;
  /** Partially_Lock applies (test is Partially_Lock, mode guest/registered) */
  sectionLocked: boolean;
  /** review with testStatus 2 */
  marksEdit: boolean;
  layout: TestLayout;
  questions: readonly QuestionState[];
  currentIndex: number;
  /** section index of the current question, -1 when none */
  currentSection: number;
  /** when the current question became current (ms); null while not accruing (paused, ended, submitted) */
  arrivedAt: number | null;
  /** ms timestamp when the running (test or section) timer hits zero; null when no timer runs */
  deadline: number | null;
  /** while paused: ms that were left */
  pausedRemainingMs: number | null;
  paused: boolean;
  /** Time's Up: only submit is possible */
  timeEnded: boolean;
  pendingSectionSwitch: PendingSectionSwitch | null;
  fullScreenExited: boolean;
  unloadWarning: boolean;
  submitted: boolean;
  finished: boolean;
  /** ms */
  startedAt: number;
  /** `at` of the last applied event */
  lastEventAt: number;
}

export const EMPTY_TEST: TestData = Object.freeze({
  testId: 0, testType: TEST_TYPE.selfTest, testName: '', testOption: '', totalTime: 0, remainingTime: 0, testStatus: 0,
  sectionLock: '', noQuestionAttempt: 0, bloom: '', modelTestId: 0, scheduleId: 0, subject: '',
  lastQuestionIndex: 0, correctCount: 0, incorrectCount: 0, notAnsweredCount: 0, sectionSet: [], questionSet: [],
}) as TestData;

const NO_FLAGS: ModeFlags = Object.freeze({
  showCorrect: false, showExplanations: false, dynamicStatus: false, timer: false, markForReview: false,
  support: false, fullScreen: false, marksEditable: false, unloadWarning: false,
});

export const initialState = (): TestState => ({
  loaded: false,
  test: EMPTY_TEST,
  mode: 'registered',
  flags: NO_FLAGS,
  sectionLocked: false,
  marksEdit: false,
  layout: { order: [], position: [], sectionOf: [], sectionRank: [], sectionsByRank: [] },
  questions: [],
  currentIndex: 0,
  currentSection: -1,
  arrivedAt: null,
  deadline: null,
  pausedRemainingMs: null,
  paused: false,
  timeEnded: false,
  pendingSectionSwitch: null,
  fullScreenExited: false,
  unloadWarning: false,
  submitted: false,
  finished: false,
  startedAt: 0,
  lastEventAt: 0,
});

/** Section (into test.sectionSet) of a question index, -1 when none. */
export const sectionOfQuestion = (s: TestState, index: number): number => s.layout.sectionOf[index] ?? -1;
