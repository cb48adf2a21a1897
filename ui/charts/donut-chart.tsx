// A donut with an optional centre text (e.g. 'Total Questions') and a legend of name and percent
// (the reports overview, learning and test analytics). Values are finite and >= 0; zero
// slices stay in the legend and the table but draw nothing. A zero total shows the empty text.
import { useTheme } from '@emotion/react';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import type { Tone } from '../../domain/reports/bands';
import { percent } from '../../domain/reports/format';
import { ChartFrame } from './chart-frame';
import { ChartLegend } from './chart-legend';
import { chartPalette } from './chart-palette';

export interface DonutSlice {
  name: string;
  value: number;
  tone: Tone;
}

export interface DonutChartProps {
  title: string;
  description: string;
  data: readonly DonutSlice[];
  /** big text in the hole, e.g. '40' */
  centerValue?: string;
  /** small text under it, e.g. 'Total Questions' */
  centerLabel?: string;
  valueFormat?: (value: number) => string;
  /** diameter in px */
  size?: number;
  emptyText?: string;
}

export const DonutChart = ({
  title, description, data, centerValue, centerLabel, valueFormat = String, size = 200, emptyText,
}: DonutChartProps) => {
  for (const d of data) {
    if (!(d.value >= 0) || !Number.isFinite(d.value)) throw new RangeError(`donut slice '${d.name}' needs a finite value >= 0, got ${d.value}`);
  }
  const theme = useTheme();
  const palette = chartPalette(theme);
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const share = (d: DonutSlice): string => `${percent(d.value, total)}%`;
  const table = { columns: ['Name', 'Value', 'Percent'], rows: data.map((d) => [d.name, valueFormat(d.value), share(d)]) };
  const outer = size / 2;
  const slices = pie<DonutSlice>().value((d) => d.value).sort(null)([...data]).filter((s) => s.endAngle > s.startAngle);
  const path = arc<PieArcDatum<DonutSlice>>().innerRadius(outer * 0.62).outerRadius(outer).padAngle(slices.length > 1 ? 0.01 : 0);
  return (
    <ChartFrame
      title={title}
      description={description}
      table={table}
      height={size}
      empty={total === 0}
      emptyText={emptyText}
      legend={<ChartLegend items={data.map((d) => ({ text: `${d.name} ${share(d)}`, tone: d.tone }))} />}
    >
      {(width) => (
        <g transform={`translate(${width / 2},${outer})`}>
          {slices.map((s) => <path key={s.index} data-slice="" d={path(s) ?? undefined} fill={palette[s.data.tone]} />)}
          {centerValue !== undefined && (
            <text y={centerLabel ? -4 : 0} dy="0.32em" textAnchor="middle" fontSize={22} fontWeight={600} fill={theme.colors.text}>{centerValue}</text>
          )}
          {centerLabel !== undefined && (
            <text y={centerValue !== undefined ? 18 : 0} dy="0.32em" textAnchor="middle" fontSize={12} fill={theme.colors.textMuted}>{centerLabel}</text>
          )}
        </g>
      )}
    </ChartFrame>
  );
};
