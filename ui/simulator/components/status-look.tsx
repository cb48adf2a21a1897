// How a question status looks (spec 001 §4 status values): a colour, a shape (square or circle) and a
// corner glyph, so that the status is never conveyed by colour alone. Shared by the palette, the mobile
// strip and the legend.
//
// QuestionStatus is defined here because domain/test-engine/question-status.ts did not exist yet; it
// matches that file's union exactly, so the simulator screen can pass the engine's values straight in.
import { css, type Theme } from '@emotion/react';

export type QuestionStatus =
  | 'not_visited' | 'visited' | 'not_attempted' | 'attempted' | 'marked_for_review' | 'answered_and_review' | 'help';

export const QUESTION_STATUSES: readonly QuestionStatus[] = [
  'not_visited', 'visited', 'not_attempted', 'attempted', 'marked_for_review', 'answered_and_review', 'help',
];

export const STATUS_LABELS: Record<QuestionStatus, string> = {
  not_visited: 'Not visited',
  visited: 'Visited',
  not_attempted: 'Not answered',
  attempted: 'Answered',
  marked_for_review: 'Marked for review',
  answered_and_review: 'Answered and marked for review',
  help: 'Help taken',
};

export type StatusCounts = Record<QuestionStatus, number>;

export const countStatuses = (statuses: Iterable<QuestionStatus>): StatusCounts => {
  const counts = Object.fromEntries(QUESTION_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const s of statuses) counts[s] += 1;
  return counts;
};

type Glyph = 'dot' | 'dash' | 'check' | 'flag' | 'question';

interface Look {
  /** null: the theme's surface (not visited) */
  bg: string | null;
  fg: string | null;
  round: boolean;
  glyph: Glyph | null;
  glyphColor: string;
}

// Fixed colours (same in both themes); each pair passes WCAG AA for the question number.
const LOOKS: Record<QuestionStatus, Look> = {
  not_visited: { bg: null, fg: null, round: false, glyph: null, glyphColor: '' },
  visited: { bg: '#dbeafe', fg: '#1e3a8a', round: false, glyph: 'dot', glyphColor: '#1d4ed8' },
  not_attempted: { bg: '#b91c1c', fg: '#ffffff', round: false, glyph: 'dash', glyphColor: '#b91c1c' },
  attempted: { bg: '#047857', fg: '#ffffff', round: false, glyph: 'check', glyphColor: '#047857' },
  marked_for_review: { bg: '#6d28d9', fg: '#ffffff', round: true, glyph: 'flag', glyphColor: '#6d28d9' },
  answered_and_review: { bg: '#6d28d9', fg: '#ffffff', round: true, glyph: 'check', glyphColor: '#047857' },
  help: { bg: '#c2410c', fg: '#ffffff', round: false, glyph: 'question', glyphColor: '#c2410c' },
};

const GLYPH_PATHS: Record<Glyph, string> = {
  dot: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  dash: 'M5 10.5h14v3H5z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  flag: 'M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z',
  question: 'M11 17h2.5v2.5H11zm1.2-13C9.5 4 7.8 5.7 7.8 8.2h2.4c0-1.2.8-2 2-2s2 .8 2 1.8c0 2-3.2 1.9-3.2 5.4h2.5c0-2.4 3.2-2.7 3.2-5.6 0-2.3-1.9-3.8-4.5-3.8z',
};

/** Box styles of a status cell (button in the palette, swatch in the legend). */
export const statusBoxCss = (theme: Theme, status: QuestionStatus, size: number) => {
  const look = LOOKS[status];
  return css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: size,
    height: size,
    borderRadius: look.round ? '50%' : theme.radii.sm,
    border: `1px solid ${look.bg ?? theme.colors.border}`,
    background: look.bg ?? theme.colors.surface,
    color: look.fg ?? theme.colors.text,
    fontWeight: 600,
    fontSize: 14,
  });
};

/** The corner glyph of a status (decorative: the accessible name carries the status). */
export function StatusGlyph({ status }: { status: QuestionStatus }) {
  const look = LOOKS[status];
  if (!look.glyph) return null;
  return (
    <span
      aria-hidden="true"
      css={{
        position: 'absolute',
        top: -5,
        right: -5,
        display: 'inline-flex',
        width: 16,
        height: 16,
        borderRadius: '50%',
        border: `1px solid ${look.glyphColor}`,
        background: '#ffffff',
        color: look.glyphColor,
      }}
    >
      <svg viewBox="0 0 24 24" width={14} height={14} fill="currentColor" focusable="false">
        <path d={GLYPH_PATHS[look.glyph]} />
      </svg>
    </span>
  );
}
