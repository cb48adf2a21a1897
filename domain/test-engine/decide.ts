// The rules: (command, state, now) -> events | refusal (attempt limits, section locks, modes, timers).
import { ev, type TestCommand, type TestEvent } from './events';
import { modeFlags } from './modes';
import { goNext, goPrevious, jumpTo, nextSectionStart, type NavOutcome, type NavRefusalCode } from './navigation';
import { isAttemptedStatus, isEmptyResponse, type QuestionResponse } from './question-response';
import type { TestState } from './state';
import {
  attemptLimitMessage, FILE_REMOVE_FAILED, FILE_UPLOAD_FAILED, MAX_ATTEMPT_TITLE, NO_TEST_DATA, TIME_UP,
} from './rule-messages';
import { isTimerDue } from './timers';

/** Why a command is refused. A switch over it is exhaustive (a `never` check), so a new code is handled everywhere. */
export type RefusalCode =
  /** answering one more question would exceed the test's or the section's attempt limit */
  | 'attempt_limit'
  /** a move the navigation refuses (going back to a previous section under Partially_Lock, ...; navigation.ts) */
  | NavRefusalCode
  | 'already_loaded'
  | 'not_loaded'
  /** the test is handed in or finished: nothing more is recorded */
  | 'submitted'
  /** the command does not apply in this mode (submit in review, mark for review off, finish outside review/adaptive) */
  | 'not_available'
  /** ExpireTimer without a running timer, or before its deadline */
  | 'no_timer'
  | 'not_due'
  /** Time's Up (recorded, or due now): only Submit remains */
  | 'time_ended'
  | 'timer_due'
  | 'paused'
  /** review: answers cannot change */
  | 'read_only'
  /** images and part marks belong to subjective questions only */
  | 'not_subjective'
  | 'no_file'
  | 'no_image'
  | 'no_pending_switch';

export interface Refusal {
  code: RefusalCode;
  title?: string;
  message: string;
}

export type Decision = { ok: true; events: TestEvent[] } | { ok: false; refusal: Refusal };


const ok = (...events: TestEvent[]): Decision => ({ ok: true, events });
const no = (code: RefusalCode, message: string, title?: string): Decision =>
  ({ ok: false, refusal: title === undefined ? { code, message } : { code, title, message } });

/**
 * Attempt limit: answering a question that is not yet attempted (attempted/answered_and_review)
 * is refused when the limit is already reached. A question without a section falls under the test-wide
 * limit (test.noQuestionAttempt > 0, counted over the whole test); a question in a section under that
 * section's limit (noQuestionAttempt > 0, counted over the section).
 */
export const attemptLimitRefusal = (s: TestState, index: number): Refusal | null => {
  const q = s.questions[index];
  if (!q || isAttemptedStatus(q.status)) return null;
  const si = s.layout.sectionOf[index] ?? -1;
  if (si === -1) {
    const n = s.test.noQuestionAttempt;
    if (!(n > 0)) return null;
    let count = 0;
    for (const x of s.questions) if (isAttemptedStatus(x.status)) count++;
    return count >= n ? { code: 'attempt_limit', title: MAX_ATTEMPT_TITLE, message: attemptLimitMessage(n, false) } : null;
  }
  const n = s.test.sectionSet[si]?.noQuestionAttempt ?? 0;
  if (!(n > 0)) return null;
  let count = 0;
  const { sectionOf } = s.layout;
  for (let i = 0; i < s.questions.length; i++) if (sectionOf[i] === si && isAttemptedStatus(s.questions[i].status)) count++;
  return count >= n ? { code: 'attempt_limit', title: MAX_ATTEMPT_TITLE, message: attemptLimitMessage(n, true) } : null;
};

/** Deadline of a section entered at `at`: its sectionTime; none when timers are off or it has no time. */
export const sectionDeadline = (s: TestState, sectionIndex: number, at: number): number | null => {
  const t = s.test.sectionSet[sectionIndex]?.sectionTime ?? 0;
  return s.flags.timer && t > 0 ? at + t * 1000 : null;
};

const fromNav = (s: TestState, o: NavOutcome): Decision => {
  switch (o.kind) {
    case 'move': return ok(ev('Navigated', { from: s.currentIndex, to: o.to }));
    case 'switch': return ok(ev('SectionSwitchRequested', { fromSection: s.currentSection, toSection: o.toSection, toIndex: o.to }));
    case 'refused': return no(o.code, o.message);
    case 'none': return ok();
    default: {
      const never: never = o;
      return never;
    }
  }
};

const copyResponse = (r: QuestionResponse): QuestionResponse => ({ values: [...r.values], fileName: r.fileName ?? '', url: r.url ?? '' });

const ANSWERING = new Set<TestCommand['type']>(['GiveAnswer', 'ClearAnswer', 'ToggleReview', 'UploadImage', 'RemoveImage', 'UseHelp']);

export const decide = (c: TestCommand, s: TestState, now: number): Decision => {
  if (c.type === 'LoadTest') {
    if (s.loaded) return no('already_loaded', 'The test is already loaded');
    const { test, mode, context, responses } = c.data;
    const flags = modeFlags(mode, test, context);
    return ok(ev('TestLoaded', {
      test, mode, flags, startedAt: now,
      remainingSeconds: c.data.remainingSeconds ?? test.remainingTime,
      ...(responses ? { responses: responses.map(copyResponse) } : {}),
    }));
  }
  if (!s.loaded) return no('not_loaded', NO_TEST_DATA);
  if (s.submitted || s.finished) return no('submitted', 'The test is already submitted');
  if (c.type === 'Submit') {
    if (s.mode === 'review') return no('not_available', 'Submit is not available in review');
    return ok(ev('TestSubmitted', { reason: c.data.reason ?? (s.timeEnded ? 'time_up' : 'manual') }));
  }
  if (c.type === 'ExpireTimer') {
    if (s.paused || s.timeEnded || s.deadline === null) return no('no_timer', 'No timer is running');
    if (now < s.deadline) return no('not_due', 'The timer has not reached zero');
    const deadline = s.deadline;
    const next = s.sectionLocked ? nextSectionStart(s) : null;
    if (next) {
      return ok(
        ev('TimerExpired', { scope: 'section', deadline }),
        ev('SectionEntered', { sectionIndex: next.sectionIndex, questionIndex: next.questionIndex, deadline: sectionDeadline(s, next.sectionIndex, deadline), cause: 'timer' }),
      );
    }
    // no later section (or no Partially_Lock): Time's Up, only submit remains
    return ok(ev('TimerExpired', { scope: 'test', deadline }));
  }
  if (s.timeEnded) return no('time_ended', TIME_UP);
  if (isTimerDue(s, now)) return no('timer_due', TIME_UP);
  if (c.type === 'Resume') {
    if (!s.paused) return ok();
    return ok(ev('Resumed', { deadline: s.pausedRemainingMs === null ? null : now + s.pausedRemainingMs }));
  }
  if (s.paused) return no('paused', 'The test is paused');
  if (ANSWERING.has(c.type) && s.mode === 'review') return no('read_only', 'Answers cannot be changed in review');

  const index = s.currentIndex;
  const q = s.questions[index];
  const question = s.test.questionSet[index];
  switch (c.type) {
    case 'GiveAnswer': {
      const response = copyResponse(c.data.response);
      if (!isEmptyResponse(response)) {
        const refusal = attemptLimitRefusal(s, index);
        if (refusal) return { ok: false, refusal };
      }
      return ok(ev('AnswerGiven', { index, response }));
    }
    case 'ClearAnswer':
      return ok(ev('AnswerCleared', { index }));
    case 'ToggleReview':
      if (!s.flags.markForReview) return no('not_available', 'Mark for review is not available');
      return ok(ev('ReviewToggled', { index }));
    case 'UploadImage': {
      if (question?.kind !== 'subjective') return no('not_subjective', 'Images can be uploaded to subjective questions only');
      if (!c.data.fileName && !c.data.url) return no('no_file', FILE_UPLOAD_FAILED);
      const refusal = attemptLimitRefusal(s, index);
      if (refusal) return { ok: false, refusal };
      return ok(ev('ImageUploaded', { index, fileName: c.data.fileName, url: c.data.url }));
    }
    case 'RemoveImage':
      if (!q || (q.response.fileName === '' && q.response.url === '')) return no('no_image', FILE_REMOVE_FAILED);
      return ok(ev('ImageRemoved', { index }));
    case 'UseHelp':
      return ok(ev('HelpUsed', { index }));
    case 'GoNext':
      return fromNav(s, goNext(s));
    case 'GoPrevious':
      return fromNav(s, goPrevious(s));
    case 'JumpTo':
      return fromNav(s, jumpTo(s, c.data.index));
    case 'ConfirmSectionSwitch': {
      const p = s.pendingSectionSwitch;
      if (!p) return no('no_pending_switch', 'No section switch to confirm');
      return ok(ev('SectionEntered', { sectionIndex: p.toSection, questionIndex: p.toIndex, deadline: sectionDeadline(s, p.toSection, now), cause: 'confirmed' }));
    }
    case 'CancelSectionSwitch':
      return s.pendingSectionSwitch ? ok(ev('SectionSwitchCancelled', { toSection: s.pendingSectionSwitch.toSection })) : ok();
    case 'Pause':
      return ok(ev('Paused', { remainingMs: s.deadline === null ? null : Math.max(0, s.deadline - now) }));
    case 'ExitFullScreen':
      return s.flags.fullScreen && !s.fullScreenExited ? ok(ev('FullScreenExited', {})) : ok();
    case 'EnterFullScreen':
      return s.fullScreenExited ? ok(ev('FullScreenEntered', {})) : ok();
    case 'MarkSubjectiveParts':
      if (!s.flags.marksEditable) return no('not_available', 'Marks cannot be edited');
      if (question?.kind !== 'subjective') return no('not_subjective', 'Only subjective questions can be marked');
      return ok(ev('SubjectivePartsMarked', { index, ticks: c.data.ticks.map(Boolean) }));
    case 'Finish':
      if (s.mode !== 'review' && s.mode !== 'adaptive') return no('not_available', 'Finish is available in review and adaptive tests');
      return ok(ev('TestFinished', {}));
    default: {
      const never: never = c;
      return never;
    }
  }
};
