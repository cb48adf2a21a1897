// A ring filled to value / max with 'N out of {max}' in the middle (comparative study, Scores
// Comparison). A value below 0 draws an empty ring, above max a full one; the text and the
// table keep the real numbers. max <= 0 shows the empty text.
import { useTheme } from '@emotion/react';
import { arc } from 'd3-shape';
import type { Tone } from '../../domain/reports/bands';
import { percent } from '../../domain/reports/format';
import { ChartFrame } from './chart-frame';
import { chartPalette } from './chart-palette';

export interface RadialProgressProps {
  title: string;
  description: string;
  value: number;
  max: number;
  tone?: Tone;
  /** centre text; defaults to '{value} out of {max}' */
  label?: string;
  /** diameter in px */
  size?: number;
  emptyText?: string;
}

export const RadialProgress = ({ title, description, value, max, tone = 'blue', label, size = 180, emptyText }: RadialProgressProps) => {
  if (!Number.isFinite(value) || !Number.isFinite(max)) throw new RangeError(`radial progress needs finite numbers, got ${value} / ${max}`);
  const theme = useTheme();
  const palette = chartPalette(theme);
  const outer = size / 2;
  const fraction = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const ring = (end: number): string | undefined =>
    arc<unknown>().innerRadius(outer * 0.78).outerRadius(outer).startAngle(0).endAngle(end)(null) ?? undefined;
  const text = label ?? `${value} out of ${max}`;
  const table = { columns: ['Measure', 'Value'], rows: [['Score', value], ['Full marks', max], ['Percent', `${percent(value, Math.max(0, max))}%`]] };
  return (
    <ChartFrame title={title} description={description} table={table} height={size} empty={max <= 0} emptyText={emptyText}>
      {(width) => (
        <g transform={`translate(${width / 2},${outer})`}>
          <path d={ring(2 * Math.PI)} fill={theme.colors.surfaceAlt} stroke={theme.colors.border} />
          {fraction > 0 && <path data-progress="" d={ring(2 * Math.PI * fraction)} fill={palette[tone]} />}
          <text dy="0.32em" textAnchor="middle" fontSize={14} fontWeight={600} fill={theme.colors.text}>{text}</text>
        </g>
      )}
    </ChartFrame>
  );
};
