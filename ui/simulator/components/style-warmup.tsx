// Emotion adds a style rule to the page's sheet the first time a style is used. In Chromium a rule added to a sheet
// is a style change for the page: the frame of the click that first shows a numeric question, a matrix table, a
// passage or a new button look restyled the palette's 200 cells with it (`npm run bench:simulator` counts the rules
// added during its interactions; 35 in 120 interactions before this, in the slowest of them). So once the first
// question is on screen (the frame after it painted, not an idle period: an idle callback could come after the
// student's first clicks, and did in 2 of 8 runs of the bench), the simulator renders one question of each look its test has (kind,
// numeric entry, common data, column table; in the mode it is in; unanswered and answered), every palette cell look
// (each status, current or not), every button look and the stale-question cover in a hidden box, then removes them:
// their rules are in the sheet before a click needs them.
import type { SerializedStyles } from '@emotion/react';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { QUESTION_STATUSES } from '../../../domain/test-engine/question-response';
import { isIntegerEntry, type Question } from '../../../domain/test-engine/test-data';
import { Button, type ButtonVariant } from '../../components/button';
import { buttonThemes } from '../../theme/theme';
import { responseView } from '../response-view';
import { afterPaint } from '../../components/after-paint';
import { CELL } from './question-palette';
import { QuestionView } from './question-view';
import { statusCellCss } from './status-look';

/** What decides the styles a question renders with. */
const lookOf = (q: Question): string =>
  [q.kind, isIntegerEntry(q) ? 'integer' : '', q.commonDataDescription.trim() ? 'common' : '', q.columns.length ? 'columns' : ''].join('|');

/** The first question of each look, in test order. */
export function questionsOfEachLook(questions: readonly Question[]): Question[] {
  const seen = new Map<string, Question>();
  for (const q of questions) {
    const look = lookOf(q);
    if (!seen.has(look)) seen.set(look, q);
  }
  return [...seen.values()];
}

const VARIANTS: ButtonVariant[] = [...(Object.keys(buttonThemes) as ButtonVariant[]), 'ghost', 'link'];
const SIZES = ['sm', 'md', 'lg'] as const;
const noop = () => {};
/** A question answered (its first option chosen, or a digit typed): a chosen option row has a look of its own. */
const answered = (q: Question) => ({ text: [q.responseChoice[0]?.responseId ?? '1'], fileName: '', url: '' });

/** Off where a test counts style requests render by render (the warm-up's own would be counted). */
export const StyleWarmupEnabled = createContext(true);

export interface StyleWarmupProps {
  questions: readonly Question[];
  review: boolean;
  /** the cover laid over a question that lags behind a move (simulator.page.tsx) */
  coverCss: SerializedStyles;
}

export function StyleWarmup({ questions, review, coverCss }: StyleWarmupProps) {
  const enabled = useContext(StyleWarmupEnabled);
  const [phase, setPhase] = useState<'waiting' | 'rendering' | 'done'>('waiting');
  useEffect(() => {
    if (!enabled) return undefined;
    // a transition: a click during its render is handled first
    if (phase === 'waiting') return afterPaint(() => startTransition(() => setPhase('rendering')));
    if (phase === 'rendering') {
      // rendered (and its rules inserted) in this commit: take it away again
      const id = requestAnimationFrame(() => setPhase('done'));
      return () => cancelAnimationFrame(id);
    }
    return undefined;
  }, [phase, enabled]);
  if (!enabled || phase !== 'rendering' || questions.length === 0) return null;
  const empty = responseView();
  return (
    <div hidden aria-hidden="true" data-style-warmup="">
      {questionsOfEachLook(questions).flatMap((q) => [empty, answered(q)].map((response, i) => (
        <QuestionView key={`${q.questionId}-${i}`} question={q} number={0} response={response} mode={review ? 'review' : 'answer'}
          onResponseChange={review ? undefined : noop} />
      )))}
      {QUESTION_STATUSES.flatMap((status) => [false, true].map((current) => (
        <span key={`${status}-${current}`} css={(t) => statusCellCss(t, status, CELL, { current, button: true })} />
      )))}
      {VARIANTS.flatMap((variant) => SIZES.map((size) => (
        <Button key={`${variant}-${size}`} variant={variant} size={size} tabIndex={-1}>x</Button>
      )))}
      <div css={coverCss} />
    </div>
  );
}
