// Sanitising a question's HTML (body, common data, options; explanations in review) is the costliest part of
// rendering a question the student has not seen yet: DOMPurify parses every string. It depends on the string alone
// and is remembered (sanitizeHtmlCached), so the simulator does it ahead of time, in idle periods: the questions
// nearest the current one first (Next, Previous), then outwards over the whole test. An idle chunk stops when the
// browser's idle deadline is near or after a few milliseconds of work (an idle period can be 50 ms long, and a key
// press arriving in it would wait for the chunk), so input is held up by one short slice at most.
import type { Question } from '../../domain/test-engine/test-data';
import { sanitizeHtmlCached } from '../html/safe-html';

/** The HTML strings a question renders through SafeHtml. */
export const questionHtml = (q: Question, review: boolean): string[] => [
  q.questionBody,
  q.commonDataDescription,
  ...q.responseChoice.map((o) => o.responseText),
  ...(review ? [q.explanations] : []),
].filter((html) => html.trim() !== '');

/** Indices from `from` outwards: from+1, from-1, from+2, from-2, ... (from itself is already on screen). */
export function outwardOrder(from: number, count: number): number[] {
  const order: number[] = [];
  for (let d = 1; order.length < count - 1 && d < count; d++) {
    if (from + d < count) order.push(from + d);
    if (from - d >= 0) order.push(from - d);
  }
  return order;
}

interface IdleDeadlineLike { timeRemaining(): number }
type IdleScheduler = (run: (deadline: IdleDeadlineLike) => void) => () => void;

/** requestIdleCallback where the browser has it, else a short timeout with a 4 ms budget. */
export const browserIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const end = performance.now() + 4;
    run({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 50);
  return () => clearTimeout(id);
};

/** Milliseconds of idle time left under which a chunk stops (one string costs about this much on a slow phone). */
const MARGIN_MS = 3;
/** The most work one chunk does before it yields. */
const SLICE_MS = 4;

/**
 * Starts warming the questions around `from`; returns a function that stops it. Call again after each move (the
 * previous run is stopped by the caller): strings already sanitised cost a map lookup.
 */
export function warmQuestionHtml(
  questions: readonly Question[],
  from: number,
  review: boolean,
  { schedule = browserIdle, now = () => performance.now() }: { schedule?: IdleScheduler; now?: () => number } = {},
): () => void {
  const queue = outwardOrder(from, questions.length).flatMap((i) => questionHtml(questions[i], review));
  let at = 0;
  let cancel: (() => void) | null = null;
  const step = (deadline: IdleDeadlineLike) => {
    cancel = null;
    const until = now() + SLICE_MS;
    while (at < queue.length && deadline.timeRemaining() > MARGIN_MS && now() < until) sanitizeHtmlCached(queue[at++]);
    if (at < queue.length) cancel = schedule(step);
  };
  cancel = schedule(step);
  return () => cancel?.();
}
