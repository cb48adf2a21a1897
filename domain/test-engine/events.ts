// The test engine's events and commands.
// Events are facts in the past tense, each `{ type, v, data }` with `v` = that event type's schema version.
// Commands are requests in the imperative; decide.ts turns a command into events or a refusal.
import type { QuestionResponse } from './question-response';
import type { TestData } from './test-data';
import type { ModeFlags, TestMode } from './modes';

/** Version of the log file format (EventLogFile.schemaVersion). Per-event versions live in `v`. */
export const SCHEMA_VERSION = 1;

type Ev<T extends string, D, V extends number = 1> = { type: T; v: V; data: D };

export type TimerScope = 'test' | 'section';

/** v2: every question carries its parsed `kind` (v1 had only questionType; upcasters.ts lifts it). */
export type TestLoaded = Ev<'TestLoaded', {
  test: TestData;
  mode: TestMode;
  flags: ModeFlags;
  /** ms since epoch (equals the stored event's `at`) */
  startedAt: number;
  /** seconds left on the running timer at load (test.remainingTime unless the caller knows better) */
  remainingSeconds: number;
  /** stored responses, decoded by the caller from questionSet[i].studentResponse; missing = empty */
  responses?: QuestionResponse[];
}, 2>;
export type Navigated = Ev<'Navigated', { from: number; to: number }>;
export type AnswerGiven = Ev<'AnswerGiven', { index: number; response: QuestionResponse }>;
export type AnswerCleared = Ev<'AnswerCleared', { index: number }>;
export type ReviewToggled = Ev<'ReviewToggled', { index: number }>;
export type ImageUploaded = Ev<'ImageUploaded', { index: number; fileName: string; url: string }>;
export type ImageRemoved = Ev<'ImageRemoved', { index: number }>;
export type HelpUsed = Ev<'HelpUsed', { index: number }>;
/** Partially_Lock: the switch-section warning is open for a later section. */
export type SectionSwitchRequested = Ev<'SectionSwitchRequested', { fromSection: number; toSection: number; toIndex: number }>;
export type SectionSwitchCancelled = Ev<'SectionSwitchCancelled', { toSection: number }>;
/** Moved into a section (confirmed by the student or forced by the section timer); `deadline` null = no timer. */
export type SectionEntered = Ev<'SectionEntered', {
  sectionIndex: number; questionIndex: number; deadline: number | null; cause: 'confirmed' | 'timer';
}>;
/** Stamped with the deadline (the stored `at` equals `data.deadline`), not the moment it was noticed. */
export type TimerExpired = Ev<'TimerExpired', { scope: TimerScope; deadline: number }>;
export type Paused = Ev<'Paused', { remainingMs: number | null }>;
export type Resumed = Ev<'Resumed', { deadline: number | null }>;
export type FullScreenExited = Ev<'FullScreenExited', Record<string, never>>;
export type FullScreenEntered = Ev<'FullScreenEntered', Record<string, never>>;
export type SubjectivePartsMarked = Ev<'SubjectivePartsMarked', { index: number; ticks: boolean[] }>;
export type TestSubmitted = Ev<'TestSubmitted', { reason: 'manual' | 'time_up' | 'full_screen' }>;
/** Review (marks finished) or adaptive session ended. */
export type TestFinished = Ev<'TestFinished', Record<string, never>>;

export type TestEvent =
  | TestLoaded | Navigated | AnswerGiven | AnswerCleared | ReviewToggled | ImageUploaded | ImageRemoved
  | HelpUsed | SectionSwitchRequested | SectionSwitchCancelled | SectionEntered | TimerExpired
  | Paused | Resumed | FullScreenExited | FullScreenEntered | SubjectivePartsMarked | TestSubmitted | TestFinished;

export type TestEventType = TestEvent['type'];

/** Structurally compatible with application's StoredEvent<TestEvent>. */
export interface StoredTestEvent {
  seq: number;
  /** ms since epoch */
  at: number;
  event: TestEvent;
}

/** Current schema version of each event type (upcasters lift older ones to these). */
export const EVENT_VERSIONS: { readonly [K in TestEventType]: Extract<TestEvent, { type: K }>['v'] } = {
  TestLoaded: 2, Navigated: 1, AnswerGiven: 1, AnswerCleared: 1, ReviewToggled: 1, ImageUploaded: 1,
  ImageRemoved: 1, HelpUsed: 1, SectionSwitchRequested: 1, SectionSwitchCancelled: 1, SectionEntered: 1,
  TimerExpired: 1, Paused: 1, Resumed: 1, FullScreenExited: 1, FullScreenEntered: 1, SubjectivePartsMarked: 1,
  TestSubmitted: 1, TestFinished: 1,
};

/** Build an event at its current version. */
export const ev = <T extends TestEventType>(type: T, data: Extract<TestEvent, { type: T }>['data']): Extract<TestEvent, { type: T }> =>
  ({ type, v: EVENT_VERSIONS[type], data }) as Extract<TestEvent, { type: T }>;

/** Index of the question an event is about, if any (timeline, payloads). */
export const eventQuestionIndex = (e: TestEvent): number | undefined => {
  switch (e.type) {
    case 'AnswerGiven': case 'AnswerCleared': case 'ReviewToggled': case 'ImageUploaded':
    case 'ImageRemoved': case 'HelpUsed': case 'SubjectivePartsMarked':
      return e.data.index;
    case 'Navigated': return e.data.to;
    case 'SectionEntered': return e.data.questionIndex;
    case 'SectionSwitchRequested': return e.data.toIndex;
    case 'TestLoaded': case 'SectionSwitchCancelled': case 'TimerExpired': case 'Paused': case 'Resumed':
    case 'FullScreenExited': case 'FullScreenEntered': case 'TestSubmitted': case 'TestFinished':
      return undefined;
    default: {
      const never: never = e;
      return never;
    }
  }
};

// ---- Commands ----

type Cmd<T extends string, D = Record<string, never>> = { type: T; data: D };

export type LoadTest = Cmd<'LoadTest', {
  test: TestData;
  mode: TestMode;
  /** assessmentMode of the test config ('beginner' | 'advance'); narrowLayout = mobile width */
  context?: { assessmentMode?: string; narrowLayout?: boolean };
  /** decoded stored responses (responses.ts), one per question */
  responses?: QuestionResponse[];
  /** defaults to test.remainingTime */
  remainingSeconds?: number;
}>;

export type TestCommand =
  | LoadTest
  /** answers the current question */
  | Cmd<'GiveAnswer', { response: QuestionResponse }>
  | Cmd<'ClearAnswer'>
  | Cmd<'ToggleReview'>
  | Cmd<'UploadImage', { fileName: string; url: string }>
  | Cmd<'RemoveImage'>
  | Cmd<'UseHelp'>
  | Cmd<'GoNext'>
  | Cmd<'GoPrevious'>
  | Cmd<'JumpTo', { index: number }>
  | Cmd<'ConfirmSectionSwitch'>
  | Cmd<'CancelSectionSwitch'>
  /** record timer expiry; refused before the deadline */
  | Cmd<'ExpireTimer'>
  | Cmd<'Pause'>
  | Cmd<'Resume'>
  | Cmd<'ExitFullScreen'>
  | Cmd<'EnterFullScreen'>
  /** review with testStatus 2: yes/no per part of the current subjective question */
  | Cmd<'MarkSubjectiveParts', { ticks: boolean[] }>
  | Cmd<'Submit', { reason?: 'manual' | 'time_up' | 'full_screen' }>
  | Cmd<'Finish'>;

export type TestCommandType = TestCommand['type'];

/** Convenience constructor for commands without data. */
export const cmd = <T extends TestCommandType>(type: T, ...data: Extract<TestCommand, { type: T }>['data'] extends Record<string, never> ? [] : [Extract<TestCommand, { type: T }>['data']]): Extract<TestCommand, { type: T }> =>
  ({ type, data: data[0] ?? {} }) as Extract<TestCommand, { type: T }>;
