// The marks of the attempt timeline, drawn the same in the chart, the scatter and the legend: an answer's symbol (a
// shape per kind and a colour from the chart palette; first answers in a light fill inside a full-strength outline),
// the review flag, and the legend that names them all. Shapes as well as colours, so colour never carries a meaning
// alone; every colour is a chart-palette tone with 4.5:1 contrast on the theme's surfaces.
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import { chartPalette } from '../../charts/chart-palette';
import { ANSWER_LOOKS, shapePath, strokeOnly, type AnswerKind, type MarkLook } from './attempt-timeline-view';

/** Symbol area in px² (about 9 px across). */
export const MARK_AREA = 72;

export function MarkSymbol({ look, x, y, area = MARK_AREA }: { look: MarkLook; x: number; y: number; area?: number }) {
  const theme = useTheme();
  const color = chartPalette(theme)[look.tone];
  const turn = look.shape === 'triangle-down' ? ' rotate(180)' : '';
  const lines = strokeOnly(look.shape);
  return (
    <path
      d={shapePath(look.shape, area)}
      transform={`translate(${x} ${y})${turn}`}
      fill={lines ? 'none' : color}
      fillOpacity={look.solid ? 1 : 0.25}
      stroke={lines || !look.solid ? color : theme.colors.surface}
      strokeWidth={lines ? 2.2 : look.solid ? 1 : 1.6}
    />
  );
}

/** A review flag: a pole and a pennant, filled (marked) or hollow (unmarked). */
export function ReviewFlag({ x, y, on }: { x: number; y: number; on: boolean }) {
  const theme = useTheme();
  const color = chartPalette(theme).purple;
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 -5V6" stroke={color} strokeWidth={1.5} />
      <path d="M0 -5L7 -2.5L0 0Z" fill={on ? color : theme.colors.surface} stroke={color} strokeWidth={1.2} />
    </g>
  );
}

/** Help: a plus in the orange tone. */
export const HELP_LOOK: MarkLook = { shape: 'plus', tone: 'orange', solid: true };

/** A glyph of the legend: the mark in a 16 px box (decorative; its text names it). */
function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" width={18} height={16} viewBox="-9 -8 18 16" css={{ flex: 'none', overflow: 'visible' }}>
      {children}
    </svg>
  );
}

function Hatch({ color, up }: { color: string; up: boolean }) {
  return (
    <g>
      <rect x={-8} y={-6} width={16} height={12} fill="none" stroke={color} strokeWidth={1} />
      {[-6, -1, 4].map((o) => <path key={o} d={up ? `M${o - 3} 6L${o + 3} -6` : `M${o - 3} -6L${o + 3} 6`} stroke={color} strokeWidth={1.5} />)}
    </g>
  );
}

const ANSWER_ORDER: AnswerKind[] = [
  'first_right', 'first_wrong', 'wrong_to_right', 'right_to_wrong', 'wrong_to_wrong', 'right_to_right', 'unknown', 'cleared',
];

/** The legend under the lanes (every mark the chart may draw; the cursor only where there is a scrubber). */
export function TimelineLegend({ cursor }: { cursor: boolean }) {
  const theme = useTheme();
  const palette = chartPalette(theme);
  const L = M.legendItems;
  const items: { key: string; text: string; glyph: ReactNode }[] = [
    { key: 'visit', text: L.visit, glyph: <rect x={-8} y={-2.5} width={16} height={5} rx={2} fill={palette.blue} /> },
    ...ANSWER_ORDER.map((k) => ({ key: k, text: L[k], glyph: <MarkSymbol look={ANSWER_LOOKS[k]} x={0} y={0} /> })),
    { key: 'review_on', text: L.review_on, glyph: <ReviewFlag x={-2} y={0} on /> },
    { key: 'review_off', text: L.review_off, glyph: <ReviewFlag x={-2} y={0} on={false} /> },
    { key: 'help', text: L.help, glyph: <MarkSymbol look={HELP_LOOK} x={0} y={0} /> },
    { key: 'idle', text: L.idle, glyph: <Hatch color={theme.colors.textMuted} up /> },
    { key: 'paused', text: L.paused, glyph: <Hatch color={palette.purple} up={false} /> },
    { key: 'section', text: L.section, glyph: <path d="M0 -7V7" stroke={palette.blue} strokeWidth={2} strokeDasharray="3 2" /> },
    ...(cursor ? [{ key: 'cursor', text: L.cursor, glyph: <path d="M0 -7V7" stroke={theme.colors.text} strokeWidth={2} /> }] : []),
  ];
  return (
    <ul
      aria-label={M.legend}
      data-testid="timeline-legend"
      css={(t) => ({
        display: 'flex', flexWrap: 'wrap', gap: '6px 16px', listStyle: 'none', margin: '8px 0 0', padding: 0,
        fontSize: 13, color: t.colors.text,
      })}
    >
      {items.map((i) => (
        <li key={i.key} data-legend={i.key} css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Swatch>{i.glyph}</Swatch>
          {i.text}
        </li>
      ))}
    </ul>
  );
}
