// A half-ring gauge (Topic Progress of Gap Fixer / Smart Learning): a 180° arc from left to right filled to the
// percentage in its band colour, with the percentage under the arc's middle. No percentage draws the empty arc with
// '—'. The text alternative is the frame's: the svg named by the title and described by the description, and a
// visually hidden table of the one figure. The arc is clamped to 0..100; the text keeps the real number.
import { useTheme } from '@emotion/react';
import { arc } from 'd3-shape';
import type { Tone } from '../../domain/reports/bands';
import { ChartFrame } from './chart-frame';
import { chartPalette } from './chart-palette';
import { NO_VALUE_TEXT } from './progress-ring';

export interface HalfRingGaugeProps {
  title: string;
  description: string;
  /** 0..100; null when there is none */
  percentage: number | null;
  /** the band colour of the percentage; '' or null draws the track only */
  tone: Tone | '' | null;
  /** the arc's diameter in px (smaller when the container is narrower) */
  size?: number;
  /** the table's name for the figure */
  measure?: string;
  /** the table's value without a percentage */
  emptyValue?: string;
}

export const HalfRingGauge = ({
  title, description, percentage, tone, size = 220, measure = 'Percentage', emptyValue = 'Not attempted yet',
}: HalfRingGaugeProps) => {
  if (percentage !== null && !Number.isFinite(percentage)) throw new RangeError(`half-ring gauge needs a finite percentage, got ${percentage}`);
  const theme = useTheme();
  const fraction = percentage === null ? 0 : Math.min(100, Math.max(0, percentage)) / 100;
  const colour = tone ? chartPalette(theme)[tone] : theme.colors.textMuted;
  const height = Math.round(size / 2) + 8;
  const table = { columns: ['Measure', 'Value'], rows: [[measure, percentage === null ? emptyValue : `${percentage}%`]] };
  return (
    <ChartFrame title={title} description={description} table={table} height={height} empty={false}>
      {(width) => {
        const outer = Math.max(20, Math.min(size, width) / 2 - 2);
        const band = (end: number): string =>
          arc<unknown>().innerRadius(outer * 0.72).outerRadius(outer).cornerRadius(2)
            .startAngle(-Math.PI / 2).endAngle(end)(null) ?? '';
        return (
          <g transform={`translate(${width / 2},${outer + 2})`}>
            <path d={band(Math.PI / 2)} fill={theme.colors.surfaceAlt} stroke={theme.colors.border} strokeWidth={0.5} />
            {fraction > 0 && <path data-progress="" d={band(-Math.PI / 2 + Math.PI * fraction)} fill={colour} />}
            <text
              y={-4}
              textAnchor="middle"
              fontSize={Math.max(16, Math.round(outer * 0.3))}
              fontWeight={700}
              fill={percentage === null ? theme.colors.textMuted : colour}
            >
              {percentage === null ? NO_VALUE_TEXT : `${percentage}%`}
            </text>
          </g>
        );
      }}
    </ChartFrame>
  );
};
