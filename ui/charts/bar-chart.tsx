// Vertical bars with value labels, e.g. the percentages of the last tests (the reports overview).
import { useTheme } from '@emotion/react';
import type { Tone } from '../../domain/reports/bands';
import { ChartAxes, barScales } from './chart-axes';
import { ChartFrame } from './chart-frame';
import { chartPalette } from './chart-palette';

export interface BarDatum {
  label: string;
  value: number;
  /** overrides the chart's tone for this bar */
  tone?: Tone;
}

export interface BarChartProps {
  title: string;
  description: string;
  data: readonly BarDatum[];
  tone?: Tone;
  valueFormat?: (value: number) => string;
  /** the y axis reaches at least this value (e.g. 100 for percentages) */
  domainMax?: number;
  /** column headers of the data table */
  labelHeader?: string;
  valueHeader?: string;
  height?: number;
  emptyText?: string;
}

export const BarChart = ({
  title, description, data, tone = 'blue', valueFormat = String, domainMax,
  labelHeader = 'Label', valueHeader = 'Value', height = 260, emptyText,
}: BarChartProps) => {
  const theme = useTheme();
  const palette = chartPalette(theme);
  const table = { columns: [labelHeader, valueHeader], rows: data.map((d) => [d.label, valueFormat(d.value)]) };
  return (
    <ChartFrame title={title} description={description} table={table} height={height} empty={data.length === 0} emptyText={emptyText}>
      {(width) => {
        const scales = barScales(data.length, data.map((d) => d.value), width, height, domainMax);
        const { x, y } = scales;
        const zero = y(0);
        return (
          <>
            <ChartAxes categories={data.map((d) => d.label)} scales={scales} width={width} />
            {data.map((d, i) => {
              const top = Math.min(y(d.value), zero);
              const left = x(String(i)) ?? 0;
              return (
                <g key={i} data-bar="">
                  <rect x={left} y={top} width={x.bandwidth()} height={Math.abs(zero - y(d.value))} fill={palette[d.tone ?? tone]} rx={2} />
                  <text
                    x={left + x.bandwidth() / 2}
                    y={d.value < 0 ? y(d.value) + 14 : top - 6}
                    textAnchor="middle"
                    fontSize={12}
                    fill={theme.colors.text}
                  >
                    {valueFormat(d.value)}
                  </text>
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
};
