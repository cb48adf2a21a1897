// Shared pieces of the bar charts: margins, scales, the y grid with tick labels and the category
// labels under the bars (truncated to 8 characters, the full label in a <title> tooltip).
import { useTheme } from '@emotion/react';
import { scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from 'd3-scale';
import { truncateLabel } from '../../domain/reports/format';

export interface Margin { top: number; right: number; bottom: number; left: number }

/** Labels turn when a bar slot is narrower than this (px). */
const ROTATE_BELOW = 64;

export interface BarScales {
  x: ScaleBand<string>;
  y: ScaleLinear<number, number>;
  margin: Margin;
  rotate: boolean;
}

/** Scales for `count` categories (keyed by index, so equal names stay apart) over [min, max] values. */
export const barScales = (count: number, values: readonly number[], width: number, height: number, domainMax = 0): BarScales => {
  for (const v of values) if (!Number.isFinite(v)) throw new RangeError(`chart values must be finite, got ${v}`);
  const probe = scaleBand<string>().domain(Array.from({ length: count }, (_, i) => String(i))).range([44, width - 8]).padding(0.25);
  const rotate = probe.step() < ROTATE_BELOW;
  const margin = { top: 24, right: 8, bottom: rotate ? 64 : 32, left: 44 };
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, domainMax, ...values);
  return {
    x: probe,
    y: scaleLinear().domain([lo, hi]).nice().range([height - margin.bottom, margin.top]),
    margin,
    rotate,
  };
};

export const ChartAxes = ({ categories, scales, width }: { categories: readonly string[]; scales: BarScales; width: number }) => {
  const { colors } = useTheme();
  const { x, y, margin, rotate } = scales;
  const format = y.tickFormat(5);
  const labelY = y.range()[0] + 16;
  return (
    <g>
      {y.ticks(5).map((t) => (
        <g key={t}>
          <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} stroke={colors.border} strokeDasharray={t === 0 ? undefined : '2 3'} />
          <text x={margin.left - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill={colors.textMuted}>{format(t)}</text>
        </g>
      ))}
      {categories.map((label, i) => {
        const cx = (x(String(i)) ?? 0) + x.bandwidth() / 2;
        return (
          <g key={i}>
            <title>{label}</title>
            <text
              x={cx}
              y={labelY}
              textAnchor={rotate ? 'end' : 'middle'}
              transform={rotate ? `rotate(-35 ${cx} ${labelY})` : undefined}
              fontSize={12}
              fill={colors.text}
            >
              {truncateLabel(label)}
            </text>
          </g>
        );
      })}
    </g>
  );
};
