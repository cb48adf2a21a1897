// The shapes of the attempt timeline and the strategy analytics (issue 18, docs/attempt-timeline.md): what
// attempt-timeline.ts and attempt-strategy.ts compute from a submitted attempt's event log and its answer key, and
// what the ATTEMPT TIMELINE tab draws. Times are ms since the epoch (the events' `at`); offsets are ms since the
// first event. Question indices are positions in the log's test.questionSet (0-based), sections indices into its
// sectionSet.
import { EVENT_LOG_ABSENCES } from '../test-engine/event-log-limits';
import type { QuestionStatus } from '../test-engine/question-response';

/** The answer key of one question of the attempt, as the server sends it with the log (never before the submit). */
export interface AnswerKeyEntry {
  questionId: number;
  /** correct response ids joined by '~' (a text answer for text entry); '' when the question has no key */
  correctResponse: string;
  /** the stored result of the question after the submit (subjective questions: the marking) */
  result: 'Correct' | 'Incorrect' | 'NotAnswer';
  /** the stored marks of the question */
  marks: number;
}

/** Whether an answer, as given at one moment, was right: 'unknown' for subjective or key-less questions. */
export type Correctness = 'right' | 'wrong' | 'empty' | 'unknown';

/** What a change of answer did: from the answer in place before to the one given (or the clear). */
export type ChangeEffect = 'wrong_to_right' | 'right_to_wrong' | 'wrong_to_wrong' | 'right_to_right' | 'unknown';

export interface TimelineVisit {
  index: number;
  from: number;
  /** the moment the student left (or the test was paused, ended or submitted) */
  to: number;
}

export interface TimelineAnswer {
  index: number;
  at: number;
  /** true for AnswerCleared (and an AnswerGiven with an empty response) */
  cleared: boolean;
  correctness: Correctness;
  /** set when an earlier non-empty answer was in place: what this change did */
  effect?: ChangeEffect;
  /** marks of this answer minus marks of the answer it replaced (0 for the first answer) */
  marksDelta: number;
  /** ms between the student first arriving on the question and this answer */
  sinceFirstSightMs: number;
}

export interface TimelineMark {
  index: number;
  at: number;
  kind: 'review_on' | 'review_off' | 'help';
}

export interface TimelineGap {
  from: number;
  to: number;
  /** 'paused': between Paused and Resumed; 'idle': no event for IDLE_GAP_MS or more */
  kind: 'paused' | 'idle';
}

export interface TimelineSectionSwitch {
  at: number;
  fromSection: number;
  toSection: number;
  cause: 'confirmed' | 'timer';
}

export interface TimelineLane {
  index: number;
  questionId: number;
  /** 'Q1', 'Q2'... (1-based position in the questionSet) */
  label: string;
  /** -1 when the test has no sections */
  sectionIndex: number;
  /** ms spent on the question up to the submit (the engine's question time) */
  timeMs: number;
  finalCorrectness: Correctness;
  /** whether it was marked for review when the test was submitted */
  reviewAtSubmit: boolean;
}

export interface TimelineSection {
  index: number;
  name: string;
  /** question indices in the section, in navigation order */
  questions: number[];
}

/** A fact of the attempt in reading order: what the text alternative lists (one sentence each, formatted in ui). */
export type TimelineFact =
  | { kind: 'visit'; index: number; from: number; to: number }
  | { kind: 'answer'; answer: TimelineAnswer }
  | { kind: 'mark'; mark: TimelineMark }
  | { kind: 'gap'; gap: TimelineGap }
  | { kind: 'section'; change: TimelineSectionSwitch }
  | { kind: 'submitted'; at: number; reason: 'manual' | 'time_up' | 'full_screen' };

export interface AttemptTimeline {
  /** `at` of the first event (TestLoaded); 0 for an empty log */
  startAt: number;
  /** `at` of the submit (or of the last event) */
  endAt: number;
  lanes: TimelineLane[];
  sections: TimelineSection[];
  visits: TimelineVisit[];
  answers: TimelineAnswer[];
  marks: TimelineMark[];
  gaps: TimelineGap[];
  sectionSwitches: TimelineSectionSwitch[];
  /** every fact above, ordered by time */
  facts: TimelineFact[];
}

/** The palette at one moment: the fold of the log up to that moment. */
export interface PaletteAtMoment {
  at: number;
  /** the question on screen at that moment (-1 before the test loaded) */
  currentIndex: number;
  statuses: QuestionStatus[];
  /** seconds left on the running timer at that moment; null without a timer */
  remainingSeconds: number | null;
}

export interface AccuracyFigure {
  answered: number;
  correct: number;
  /** correct / answered in percent (0..100, one decimal); null when nothing was answered */
  percent: number | null;
}

/** One point of the time-against-correctness scatter. */
export interface TimePoint {
  index: number;
  label: string;
  seconds: number;
  correctness: Correctness;
}

export interface StrategyReport {
  /** final answers given on the first visit of their question, and those given (or last changed) on a later visit */
  firstLook: AccuracyFigure;
  revisit: AccuracyFigure;
  changes: {
    /** answers replaced by another answer (clears included) */
    count: number;
    wrongToRight: number;
    rightToWrong: number;
    wrongToWrong: number;
    /** marks of the final answers minus marks of the first answers, over the changed questions */
    netMarks: number;
  };
  reviews: {
    /** questions marked for review at some point */
    marked: number;
    /** of those, unmarked before the submit */
    resolved: number;
    /** still marked at the submit */
    unresolved: number;
  };
  time: TimePoint[];
  whatIf: {
    /** question indices of the likely guesses (docs/product-decisions.md "Likely guess") */
    guesses: number[];
    /** the attempt's score as stored */
    score: number;
    /** the score had every likely guess been left out (its notAnswer marks instead) */
    scoreWithoutGuesses: number;
    /** scoreWithoutGuesses - score: positive when the guesses cost marks */
    delta: number;
  };
  /** one plain sentence per figure above, in the order shown */
  sentences: string[];
}

/** The same figures averaged over the other students' attempts of the test (from the server). */
export interface CohortStrategy {
  attempts: number;
  firstLookPercent: number | null;
  revisitPercent: number | null;
  changeNetMarks: number;
  reviewResolvedPercent: number | null;
  guessDelta: number;
}

/** How the server kept the attempt's event log (attempts.event_log_status): stored, one of the reasons the app gave
 *  for sending none (EVENT_LOG_ABSENCES), or none (a submit without either part). */
export const EVENT_LOG_STATUSES = ['stored', ...EVENT_LOG_ABSENCES, 'none'] as const;
export type EventLogStatus = (typeof EVENT_LOG_STATUSES)[number];
