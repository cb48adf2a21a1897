// What a chaos session (npm run chaos) checks, as pure functions: the stored answers against the driver's record of
// what the script did, and the timer on screen against the true deadline. Also the run's summary (the last line) and
// its exit code. Tested in tests/scripts/chaos/checks.test.ts.
import { decodeResponse, normaliseResponse } from '../../domain/test-engine/responses';
import { EMPTY_RESPONSE, type QuestionResponse } from '../../domain/test-engine/question-response';
import { questionKind, type QuestionKind } from '../../domain/test-engine/test-data';
import { FAULT_KINDS, type FaultKind } from './session-script';

// ---- answers ----

/** The final value the script left on question n (1-based, palette order): option ids, or the typed text; [] cleared. */
export interface ExpectedAnswer {
  n: number;
  /** the input it was answered with ('none': cleared without ever being answered) */
  input: 'radio' | 'checkbox' | 'text' | 'none';
  values: string[];
}

/** A stored question of the attempt (attempt_questions, in position order). */
export interface StoredQuestion {
  position: number;
  questionType: string;
  studentResponse: string;
}

export interface AnswerMismatch {
  n: number;
  /** lost: given but stored empty; wrong: another value stored; phantom: an answer on a question the script never answered */
  reason: 'lost' | 'wrong' | 'phantom' | 'missing_question';
  expected: string;
  stored: string;
}

const asResponse = (values: readonly string[]): QuestionResponse =>
  values.length === 0 ? EMPTY_RESPONSE : { values: [...values], fileName: '', url: '' };

/** The answer as a comparable key: choices case-insensitively and (multi) as a set; text trimmed (the scoring trims). */
export const answerKey = (kind: QuestionKind, r: QuestionResponse): string => {
  const n = normaliseResponse(kind, r);
  switch (kind) {
    case 'single':
      return (n.values[0] ?? '').toLowerCase();
    case 'multi':
      return n.values.map((v) => v.toLowerCase()).sort().join('~');
    case 'text':
    case 'subjective':
      return (n.values[0] ?? '').trim();
  }
};

/** How the driver's record reads in a report: the ids '~'-joined, or the text; '' when cleared. */
export const shownAnswer = (values: readonly string[]): string => values.join('~');

/** Every difference between what the script left and what the server stored (empty when none). */
export function compareAnswers(expected: readonly ExpectedAnswer[], stored: readonly StoredQuestion[]): AnswerMismatch[] {
  const byPosition = new Map(stored.map((q) => [q.position, q]));
  const touched = new Set(expected.map((e) => e.n));
  const out: AnswerMismatch[] = [];
  for (const e of expected) {
    const q = byPosition.get(e.n - 1);
    if (!q) {
      out.push({ n: e.n, reason: 'missing_question', expected: shownAnswer(e.values), stored: '' });
      continue;
    }
    const kind = questionKind(q.questionType);
    const want = answerKey(kind, asResponse(e.values));
    const got = answerKey(kind, decodeResponse(kind, q.studentResponse));
    if (want === got) continue;
    out.push({ n: e.n, reason: got === '' ? 'lost' : 'wrong', expected: shownAnswer(e.values), stored: q.studentResponse });
  }
  for (const q of stored) {
    if (touched.has(q.position + 1) || q.studentResponse === '') continue;
    const kind = questionKind(q.questionType);
    if (answerKey(kind, decodeResponse(kind, q.studentResponse)) !== '') {
      out.push({ n: q.position + 1, reason: 'phantom', expected: '', stored: q.studentResponse });
    }
  }
  return out.sort((a, b) => a.n - b.n);
}

// ---- the clock ----

/** The seconds a timer text shows ('Time Left 00:14:59' -> 899); 0 for Time's Up; null when it shows neither. */
export const parseTimer = (text: string): number | null => {
  const m = /(\d+):(\d\d):(\d\d)/.exec(text);
  if (m) return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  return /time'?s up/i.test(text) ? 0 : null;
};

/**
 * How far the true remaining time (ms) lies from what a display of `shown` whole seconds stands for. The display rounds
 * up, so `shown` s means a remaining time in (s-1, s] seconds; 0 (Time's Up) means none left (any r <= 0).
 */
export const clockErrorMs = (trueRemainingMs: number, shown: number): number => {
  if (shown <= 0) return Math.max(0, trueRemainingMs);
  const hi = shown * 1000;
  const lo = (shown - 1) * 1000;
  if (trueRemainingMs > hi) return trueRemainingMs - hi;
  if (trueRemainingMs <= lo) return lo - trueRemainingMs;
  return 0;
};

/**
 * The true deadline from the moment the display changed to `shown`: it changes exactly when the remaining time reaches
 * a whole second (s+1 -> s when s seconds are left), seen between the last read of the old value (`lastOldAt`) and the
 * first read of the new one (`firstNewAt`), both in true time.
 */
export const deadlineFromTick = (lastOldAt: number, firstNewAt: number, shown: number): number =>
  Math.round((lastOldAt + firstNewAt) / 2) + shown * 1000;

/** A read of the timer: the true time before and after the read, and what it showed. */
export interface TimerRead { before: number; after: number; shown: number }

/** The error of one read against a deadline: measured at the read's midpoint, less the read's own uncertainty. */
export const readErrorMs = (deadline: number, read: TimerRead): number => {
  const half = (read.after - read.before) / 2;
  const at = read.before + half;
  return Math.max(0, Math.round(clockErrorMs(deadline - at, read.shown) - half));
};

// ---- the run ----

export type FaultCounts = Record<FaultKind, number>;
export const noFaults = (): FaultCounts => Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as FaultCounts;

export interface SessionResult {
  index: number;
  seed: number;
  testId: number;
  /** faults injected (that took effect) */
  faults: FaultCounts;
  answersLost: number;
  /** submitted attempts of the student and test in this session beyond the first */
  duplicateSubmits: number;
  maxClockErrorMs: number;
  /** the longest wait, before a browser kill, until everything the screen showed was durable in IndexedDB (ms) */
  maxDurableWaitMs: number;
  stuck: boolean;
  /** what was expected and what was seen, one line each */
  failures: string[];
  /** what went against the grain without breaking a promise (e.g. a sign-in lost in a browser crash) */
  warnings: string[];
  elapsedMs: number;
}

export interface RunSummary {
  runs: number;
  answersLost: number;
  duplicateSubmits: number;
  maxClockErrorMs: number;
  stuckRuns: number;
  maxDurableWaitMs: number;
  faults: FaultCounts;
  seed: number;
  elapsedMs: number;
}

export const CLOCK_TOLERANCE_MS = 1000;

export function summarise(results: readonly SessionResult[], seed: number, elapsedMs: number): RunSummary {
  const faults = noFaults();
  for (const r of results) for (const k of FAULT_KINDS) faults[k] += r.faults[k];
  return {
    runs: results.length,
    answersLost: results.reduce((n, r) => n + r.answersLost, 0),
    duplicateSubmits: results.reduce((n, r) => n + r.duplicateSubmits, 0),
    maxClockErrorMs: results.reduce((m, r) => Math.max(m, r.maxClockErrorMs), 0),
    stuckRuns: results.filter((r) => r.stuck).length,
    maxDurableWaitMs: results.reduce((m, r) => Math.max(m, r.maxDurableWaitMs), 0),
    faults,
    seed,
    elapsedMs: Math.round(elapsedMs),
  };
}

/** 0 only when nothing was lost, nothing stored twice, no session stuck and the clock held within a second. */
export const exitCodeOf = (s: RunSummary): number =>
  s.runs > 0 && s.answersLost === 0 && s.duplicateSubmits === 0 && s.stuckRuns === 0 && s.maxClockErrorMs <= CLOCK_TOLERANCE_MS ? 0 : 1;

/** The session's progress line. */
export function progressLine(r: SessionResult, position: number, total: number, runSeed: number): string {
  const faults = FAULT_KINDS.filter((k) => r.faults[k] > 0).map((k) => (r.faults[k] > 1 ? `${k}x${r.faults[k]}` : k)).join(',') || 'none';
  const bad = [
    r.answersLost ? `answersLost=${r.answersLost}` : '', r.duplicateSubmits ? `duplicateSubmits=${r.duplicateSubmits}` : '',
    r.maxClockErrorMs > CLOCK_TOLERANCE_MS ? `clockError=${r.maxClockErrorMs}ms` : '', r.stuck ? 'stuck' : '',
    r.failures.length ? `${r.failures.length} failure(s)` : '',
  ].filter(Boolean).join(' ');
  const warned = r.warnings.length ? ` (${r.warnings.length} warning(s))` : '';
  return `[${position}/${total}] session ${r.index} (CHAOS_SEED=${runSeed} CHAOS_ONLY=${r.index}) test=${r.testId} faults=${faults} clockErr=${r.maxClockErrorMs}ms `
    + `${bad ? `FAIL ${bad}` : 'ok'}${warned} ${(r.elapsedMs / 1000).toFixed(1)}s`;
}
