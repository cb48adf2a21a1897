// A small ring (the topic rows of Gap Fixer / Smart Learning): filled to the percentage, the rounded percentage in the
// middle, coloured by its band tone (chart-palette). No percentage (a topic never taken) draws the empty track with
// '—'. It is one image with an accessible name (the exact percentage, or 'Not attempted yet'), so a row that holds
// it reads "Kinematics, 75% ..."; no data table, unlike the larger charts: one number needs none.
import { useTheme } from '@emotion/react';
import { arc } from 'd3-shape';
import type { Tone } from '../../domain/reports/bands';
import { chartPalette } from './chart-palette';

export interface ProgressRingProps {
  /** 0..100 (the ring is clamped, the name keeps the real number); null when there is none */
  percentage: number | null;
  /** the band colour of the percentage; '' or null draws the track only */
  tone: Tone | '' | null;
  /** diameter in px */
  size?: number;
  /** accessible name; defaults to '{percentage}%' or emptyLabel */
  label?: string;
  /** accessible name without a percentage */
  emptyLabel?: string;
}

export const NOT_ATTEMPTED_LABEL = 'Not attempted yet';
export const NO_VALUE_TEXT = '—';

const TAU = 2 * Math.PI;

export const ProgressRing = ({ percentage, tone, size = 40, label, emptyLabel = NOT_ATTEMPTED_LABEL }: ProgressRingProps) => {
  if (percentage !== null && !Number.isFinite(percentage)) throw new RangeError(`progress ring needs a finite percentage, got ${percentage}`);
  const theme = useTheme();
  const outer = size / 2;
  const ring = (end: number): string =>
    arc<unknown>().innerRadius(outer * 0.74).outerRadius(outer).startAngle(0).endAngle(end)(null) ?? '';
  const fraction = percentage === null ? 0 : Math.min(100, Math.max(0, percentage)) / 100;
  const colour = tone ? chartPalette(theme)[tone] : theme.colors.textMuted;
  const name = label ?? (percentage === null ? emptyLabel : `${percentage}%`);
  const text = percentage === null ? NO_VALUE_TEXT : `${Math.round(percentage)}%`;
  return (
    <svg
      role="img"
      aria-label={name}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      focusable="false"
      css={{ flex: 'none', display: 'block', overflow: 'visible' }}
    >
      <g transform={`translate(${outer},${outer})`}>
        <path d={ring(TAU)} fill={theme.colors.surfaceAlt} stroke={theme.colors.border} strokeWidth={0.5} />
        {fraction > 0 && <path data-progress="" d={ring(TAU * fraction)} fill={colour} />}
        <text
          dy="0.35em"
          textAnchor="middle"
          fontSize={Math.max(9, Math.round(size * (text.length > 3 ? 0.24 : 0.28)))}
          fontWeight={700}
          fill={percentage === null ? theme.colors.textMuted : tone ? colour : theme.colors.text}
        >
          {text}
        </text>
      </g>
    </svg>
  );
};
