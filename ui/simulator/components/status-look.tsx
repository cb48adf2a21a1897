// How a question status looks: a colour, a shape (square or circle) and a corner glyph, so that the status is
// never conveyed by colour alone. Shared by the palette, the mobile strip and the legend.
import { css, type SerializedStyles, type Theme } from '@emotion/react';
import type { QuestionStatus } from '../../../domain/test-engine/question-response';

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

/** The corner badge of a status as an SVG image: a white disc with the glyph in the status's glyph colour. */
const badgeSvg = (glyph: Glyph, color: string): string =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">'
  + `<circle cx="12" cy="12" r="11.25" fill="#fff" stroke="${color}" stroke-width="1.5"/>`
  + `<path transform="translate(3 3) scale(.75)" fill="${color}" d="${GLYPH_PATHS[glyph]}"/></svg>`;

/** The glyph badge of a status as a CSS image, or null (not visited has none). Decorative: the accessible name carries the status. */
export const statusGlyphImage = (status: QuestionStatus): string | null => {
  const look = LOOKS[status];
  return look.glyph ? `url("data:image/svg+xml,${encodeURIComponent(badgeSvg(look.glyph, look.glyphColor))}")` : null;
};

/** Which glyph a status carries (null: none). */
export const statusGlyph = (status: QuestionStatus): Glyph | null => LOOKS[status].glyph;

const cache = new WeakMap<Theme, Map<string, SerializedStyles>>();

/**
 * Styles of a status cell (button in the palette, swatch in the legend): box, colours, shape, and the glyph as a
 * background badge under the number. The glyph is an image, not child elements and not a positioned box, so a
 * palette of 200 cells is 200 plain boxes to style, lay out, paint and hit-test (a positioned corner badge made
 * every cell and every badge a paint layer of its own). `current` draws the current question's outline and a
 * bolder number; `button` adds the pointer cursor and the keyboard focus outline. Serialised once per theme, status,
 * size and flags; palette cells call this on every render (and nothing else that styles them).
 */
export function statusCellCss(theme: Theme, status: QuestionStatus, size: number, { current = false, button = false } = {}): SerializedStyles {
  let byKey = cache.get(theme);
  if (!byKey) {
    byKey = new Map();
    cache.set(theme, byKey);
  }
  const key = `${status}:${size}:${current ? 1 : 0}:${button ? 1 : 0}`;
  const hit = byKey.get(key);
  if (hit) return hit;
  const look = LOOKS[status];
  const image = statusGlyphImage(status);
  const badge = Math.round(size * 0.3);
  const inset = Math.round(size * 0.06);
  const fill = look.bg ?? theme.colors.surface;
  const styles = css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    boxSizing: 'border-box',
    width: size,
    height: size,
    padding: image ? `0 0 ${badge}px` : 0,
    borderRadius: look.round ? '50%' : theme.radii.sm,
    border: `1px solid ${look.bg ?? theme.colors.border}`,
    background: image ? `${image} center bottom ${inset}px / ${badge}px ${badge}px no-repeat, ${fill}` : fill,
    color: look.fg ?? theme.colors.text,
    fontWeight: current ? 800 : 600,
    fontSize: 14,
    lineHeight: 1,
    // forced colours (Windows high contrast) drop background images: keep the authored look, so the glyph stays
    '@media (forced-colors: active)': { forcedColorAdjust: 'none' },
    ...(current ? { outline: `3px solid ${theme.colors.text}`, outlineOffset: 2 } : {}),
    ...(button ? { cursor: 'pointer', font: 'inherit', '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 } } : {}),
  });
  byKey.set(key, styles);
  return styles;
}
