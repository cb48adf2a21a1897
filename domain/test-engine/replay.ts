// Fold a log from scratch, and a per-event timeline for the replay CLI.
import { eventQuestionIndex, type StoredTestEvent, type TestEventType } from './events';
import { evolve, evolveEvent } from './evolve';
import { QUESTION_STATUSES, type QuestionStatus } from './question-response';
import { initialState, type TestState } from './state';
import { questionTimeMs, remainingSeconds } from './timers';
import { upcastEvent, upcastLog, type RawStoredEvent } from './upcasters';

/**
 * Fold events that are already at the current version: same result as `log.reduce(evolve, from)`, but the fold
 * owns its intermediate states, so evolve runs in transient mode (questions array updated in place, after one copy).
 */
export const fold = (log: readonly StoredTestEvent[], from: TestState = initialState()): TestState => {
  let s: TestState = { ...from, questions: from.questions.slice() };
  for (let i = 0; i < log.length; i++) s = evolveEvent(s, log[i].event, log[i].at, true);
  return s;
};

/** state = upcast(log).reduce(evolve, initialState()), in one pass (upcasting each event as it is folded). */
export const replay = (log: readonly RawStoredEvent[]): TestState => {
  let s = initialState();
  for (let i = 0; i < log.length; i++) {
    const event = upcastEvent(log[i].event);
    s = evolveEvent(s, event, log[i].at, true);
  }
  return s;
};

export interface StatusChange {
  index: number;
  from: QuestionStatus;
  to: QuestionStatus;
}

export interface TimelineRow {
  seq: number;
  /** ms since the first event */
  offsetMs: number;
  type: TestEventType;
  questionIndex?: number;
  /** [from, to] of the event's question (or the first status that changed) */
  statusChange?: [QuestionStatus, QuestionStatus];
  statusChanges: StatusChange[];
  /** seconds on the running timer right after the event; null when no timer runs */
  remainingSeconds: number | null;
}

export interface TimelineSummary {
  events: number;
  durationMs: number;
  statusCounts: Record<QuestionStatus, number>;
  /** ms per question index up to the last event (including the current question's running stretch) */
  timePerQuestionMs: number[];
  submitted: boolean;
  timeEnded: boolean;
}

export interface Timeline {
  rows: TimelineRow[];
  summary: TimelineSummary;
  finalState: TestState;
}

export const timeline = (log: readonly RawStoredEvent[]): Timeline => {
  const events = upcastLog(log);
  const t0 = events[0]?.at ?? 0;
  const rows: TimelineRow[] = [];
  let s = initialState();
  for (const stored of events) {
    const before = s;
    s = evolve(s, stored);
    const changes: StatusChange[] = [];
    if (before.questions !== s.questions && before.loaded) {
      for (let i = 0; i < s.questions.length; i++) {
        const a = before.questions[i];
        const b = s.questions[i];
        if (a !== b && a && b && a.status !== b.status) changes.push({ index: i, from: a.status, to: b.status });
      }
    }
    const questionIndex = eventQuestionIndex(stored.event);
    const primary = changes.find((c) => c.index === questionIndex) ?? changes[0];
    rows.push({
      seq: stored.seq,
      offsetMs: stored.at - t0,
      type: stored.event.type,
      ...(questionIndex !== undefined ? { questionIndex } : {}),
      ...(primary ? { statusChange: [primary.from, primary.to] as [QuestionStatus, QuestionStatus] } : {}),
      statusChanges: changes,
      remainingSeconds: remainingSeconds(s, stored.at),
    });
  }
  const statusCounts = Object.fromEntries(QUESTION_STATUSES.map((x) => [x, 0])) as Record<QuestionStatus, number>;
  for (const q of s.questions) statusCounts[q.status]++;
  return {
    rows,
    summary: {
      events: events.length,
      durationMs: events.length ? events[events.length - 1].at - t0 : 0,
      statusCounts,
      timePerQuestionMs: s.questions.map((_, i) => questionTimeMs(s, i, s.lastEventAt)),
      submitted: s.submitted,
      timeEnded: s.timeEnded,
    },
    finalState: s,
  };
};
