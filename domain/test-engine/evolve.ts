// The fold: (state, stored event) -> state. THE only place state changes.
// Hot path (replay of long logs): no deep copies. Only the changed question entries, the questions array and the
// top-level state object are copied; everything else is shared with the previous state. Copies are made with
// explicit field-by-field literals (cloneState/cloneQuestion): object spread of the 22-field state measured ~30x
// slower in V8 and dominated replay time.
// Transient mode (`transient = true`, used by replay's fold, which owns its intermediate states): the questions
// array is updated in place instead of copied, the same rules otherwise. Never pass it for a state others hold.
import type { StoredTestEvent, TestEvent } from './events';
import { EMPTY_RESPONSE, type QuestionResponse } from './question-response';
import { PARTIALLY_LOCK } from './test-data';
import { isMarksEditMode } from './modes';
import { buildLayout, firstNavigableFrom } from './navigation';
import { initialStatus, onAnswer, onArrive, onClear, onHelp, onLeave, onRemoveImage, onToggleReview, onUpload } from './question-status';
import type { QuestionState, TestState } from './state';

/** Shallow copy of the state (same shape every time, so V8 keeps one hidden class). */
const cloneState = (s: TestState, at: number): TestState => ({
  loaded: s.loaded, test: s.test, mode: s.mode, flags: s.flags, sectionLocked: s.sectionLocked, marksEdit: s.marksEdit,
  layout: s.layout, questions: s.questions, currentIndex: s.currentIndex, currentSection: s.currentSection,
  arrivedAt: s.arrivedAt, deadline: s.deadline, pausedRemainingMs: s.pausedRemainingMs, paused: s.paused,
  timeEnded: s.timeEnded, pendingSectionSwitch: s.pendingSectionSwitch, fullScreenExited: s.fullScreenExited,
  unloadWarning: s.unloadWarning, submitted: s.submitted, finished: s.finished, startedAt: s.startedAt, lastEventAt: at,
});

const question = (status: QuestionState['status'], response: QuestionResponse, timeSpentMs: number, help: number, ticks: boolean[] | undefined): QuestionState =>
  ticks === undefined ? { status, response, timeSpentMs, help } : { status, response, timeSpentMs, help, ticks };

const questionsFor = (s: TestState, transient: boolean): QuestionState[] =>
  transient ? (s.questions as QuestionState[]) : s.questions.slice();

/** Current question's time accrued up to `at` (no change when not accruing). */
const accrued = (s: TestState, at: number, transient: boolean): readonly QuestionState[] => {
  if (s.arrivedAt === null) return s.questions;
  const q = s.questions[s.currentIndex];
  const d = at - s.arrivedAt;
  if (!q || d <= 0) return s.questions;
  const qs = questionsFor(s, transient);
  qs[s.currentIndex] = question(q.status, q.response, q.timeSpentMs + d, q.help, q.ticks);
  return qs;
};

/** Leave the current question (time, leave rule) and arrive on `to` (arrive rule). */
const move = (s: TestState, to: number, at: number, transient: boolean): TestState => {
  const qs = questionsFor(s, transient);
  const from = qs[s.currentIndex];
  if (from) {
    const d = s.arrivedAt === null ? 0 : Math.max(0, at - s.arrivedAt);
    const status = s.flags.dynamicStatus ? onLeave(from.status, from.response) : from.status;
    if (d > 0 || status !== from.status) qs[s.currentIndex] = question(status, from.response, from.timeSpentMs + d, from.help, from.ticks);
  }
  const target = qs[to];
  if (target && s.flags.dynamicStatus) {
    const status = onArrive(target.status);
    if (status !== target.status) qs[to] = question(status, target.response, target.timeSpentMs, target.help, target.ticks);
  }
  const n = cloneState(s, at);
  n.questions = qs;
  n.currentIndex = to;
  n.currentSection = s.layout.sectionOf[to] ?? -1;
  n.arrivedAt = s.paused || s.timeEnded || s.submitted ? null : at;
  n.pendingSectionSwitch = null;
  return n;
};

/** Replace question i with f(question i). */
const update = (s: TestState, i: number, at: number, transient: boolean, f: (q: QuestionState) => QuestionState): TestState => {
  const n = cloneState(s, at);
  const q = s.questions[i];
  if (!q) return n;
  const qs = questionsFor(s, transient);
  qs[i] = f(q);
  n.questions = qs;
  return n;
};

/** Status after a rule, only when statuses are dynamic for this mode. */
const dyn = (s: TestState, q: QuestionState, next: QuestionState['status']): QuestionState['status'] =>
  s.flags.dynamicStatus ? next : q.status;

const load = (s: TestState, e: Extract<TestEvent, { type: 'TestLoaded' }>, at: number): TestState => {
  const { test, mode, flags, remainingSeconds, responses } = e.data;
  const layout = buildLayout(test);
  const questions: QuestionState[] = test.questionSet.map((q, i) =>
    question(initialStatus(q.backgroundImg), responses?.[i] ?? EMPTY_RESPONSE, Math.max(0, (q.timeSpent || 0) * 1000), q.help || 0, undefined));
  const n = cloneState(s, at);
  n.loaded = true;
  n.test = test;
  n.mode = mode;
  n.flags = flags;
  n.sectionLocked = test.sectionLock === PARTIALLY_LOCK && (mode === 'guest' || mode === 'registered');
  n.marksEdit = isMarksEditMode(mode, test);
  n.layout = layout;
  n.questions = questions;
  n.currentIndex = 0;
  n.currentSection = -1;
  n.arrivedAt = at;
  n.deadline = flags.timer ? at + Math.max(0, remainingSeconds) * 1000 : null;
  n.pausedRemainingMs = null;
  n.paused = false;
  n.timeEnded = false;
  n.pendingSectionSwitch = null;
  n.fullScreenExited = false;
  n.unloadWarning = flags.unloadWarning;
  n.submitted = false;
  n.finished = false;
  n.startedAt = e.data.startedAt;
  if (questions.length === 0) return n;
  const last = Math.min(Math.max(0, Math.trunc(test.lastQuestionIndex || 0)), questions.length - 1);
  const current = firstNavigableFrom(n, last);
  const q = questions[current];
  if (flags.dynamicStatus) questions[current] = question(onArrive(q.status), q.response, q.timeSpentMs, q.help, q.ticks);
  n.currentIndex = current;
  n.currentSection = layout.sectionOf[current] ?? -1;
  return n;
};

export const evolveEvent = (s: TestState, e: TestEvent, at: number, transient = false): TestState => {
  switch (e.type) {
    case 'TestLoaded':
      return load(s, e, at);
    case 'Navigated':
      return move(s, e.data.to, at, transient);
    case 'AnswerGiven': {
      const r = e.data.response;
      return update(s, e.data.index, at, transient, (q) => question(dyn(s, q, onAnswer(q.status, r)), r, q.timeSpentMs, q.help, q.ticks));
    }
    case 'AnswerCleared':
      return update(s, e.data.index, at, transient, (q) => question(dyn(s, q, onClear(q.status)), EMPTY_RESPONSE, q.timeSpentMs, q.help, q.ticks));
    case 'ReviewToggled':
      return update(s, e.data.index, at, transient, (q) => question(dyn(s, q, onToggleReview(q.status)), q.response, q.timeSpentMs, q.help, q.ticks));
    case 'ImageUploaded': {
      const { fileName, url } = e.data;
      return update(s, e.data.index, at, transient, (q) =>
        question(dyn(s, q, onUpload(q.status)), { values: q.response.values, fileName, url }, q.timeSpentMs, q.help, q.ticks));
    }
    case 'ImageRemoved':
      return update(s, e.data.index, at, transient, (q) => {
        const r: QuestionResponse = { values: q.response.values, fileName: '', url: '' };
        return question(dyn(s, q, onRemoveImage(q.status, r)), r, q.timeSpentMs, q.help, q.ticks);
      });
    case 'HelpUsed':
      return update(s, e.data.index, at, transient, (q) => question(dyn(s, q, onHelp(q.status)), q.response, q.timeSpentMs, q.help + 1, q.ticks));
    case 'SubjectivePartsMarked': {
      const ticks = e.data.ticks.slice();
      return update(s, e.data.index, at, transient, (q) => question(q.status, q.response, q.timeSpentMs, q.help, ticks));
    }
    case 'SectionSwitchRequested': {
      const n = cloneState(s, at);
      n.pendingSectionSwitch = { fromSection: e.data.fromSection, toSection: e.data.toSection, toIndex: e.data.toIndex };
      return n;
    }
    case 'SectionSwitchCancelled': {
      const n = cloneState(s, at);
      n.pendingSectionSwitch = null;
      return n;
    }
    case 'SectionEntered': {
      const n = move(s, e.data.questionIndex, at, transient);
      n.currentSection = e.data.sectionIndex;
      n.deadline = e.data.deadline;
      return n;
    }
    case 'TimerExpired': {
      const n = cloneState(s, at);
      n.questions = accrued(s, at, transient);
      n.pendingSectionSwitch = null;
      if (e.data.scope === 'section') {
        // the next SectionEntered moves on and sets the section's deadline
        n.arrivedAt = at;
        n.deadline = null;
      } else {
        // Time's Up: the test timer and the question timer stop; only submit remains
        n.arrivedAt = null;
        n.timeEnded = true;
      }
      return n;
    }
    case 'Paused': {
      const n = cloneState(s, at);
      n.questions = accrued(s, at, transient);
      n.arrivedAt = null;
      n.paused = true;
      n.pausedRemainingMs = e.data.remainingMs;
      n.deadline = null;
      return n;
    }
    case 'Resumed': {
      const n = cloneState(s, at);
      n.arrivedAt = at;
      n.paused = false;
      n.pausedRemainingMs = null;
      n.deadline = e.data.deadline;
      return n;
    }
    case 'FullScreenExited':
    case 'FullScreenEntered': {
      const n = cloneState(s, at);
      n.fullScreenExited = e.type === 'FullScreenExited';
      return n;
    }
    case 'TestSubmitted': {
      const n = cloneState(s, at);
      n.questions = accrued(s, at, transient);
      n.arrivedAt = null;
      n.deadline = null;
      n.paused = false;
      n.pausedRemainingMs = null;
      n.pendingSectionSwitch = null;
      n.submitted = true;
      return n;
    }
    case 'TestFinished': {
      const n = cloneState(s, at);
      n.questions = accrued(s, at, transient);
      n.arrivedAt = null;
      n.deadline = null;
      n.finished = true;
      return n;
    }
    default: {
      const never: never = e;
      return never;
    }
  }
};

/** Reducer shape: `log.reduce(evolve, initialState())`. Persistent: never touches `s`. */
export const evolve = (s: TestState, stored: StoredTestEvent): TestState => evolveEvent(s, stored.event, stored.at);
