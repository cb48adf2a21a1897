// Bars side by side per category, one per series, e.g. Full Marks vs Marks Obtained, or Available
// Time vs Time Taken (test analytics).
import { useTheme } from '@emotion/react';
import { scaleBand } from 'd3-scale';
import type { Tone } from '../../domain/reports/bands';
import { ChartAxes, barScales } from './chart-axes';
import { ChartFrame } from './chart-frame';
import { ChartLegend } from './chart-legend';
import { chartPalette } from './chart-palette';

export interface BarSeries {
  name: string;
  tone: Tone;
  /** one value per category */
  values: readonly number[];
}

export interface MultiSeriesProps {
  title: string;
  description: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  valueFormat?: (value: number) => string;
  /** first column header of the data table */
  categoryHeader?: string;
  height?: number;
  emptyText?: string;
}

/** Throws when a series does not have one value per category (a programming error). */
export const assertSeries = (categories: readonly string[], series: readonly BarSeries[]): void => {
  for (const s of series) {
    if (s.values.length !== categories.length) {
      throw new RangeError(`series '${s.name}' has ${s.values.length} values for ${categories.length} categories`);
    }
  }
};

export const GroupedBarChart = ({
  title, description, categories, series, valueFormat = String, categoryHeader = 'Category', height = 260, emptyText,
}: MultiSeriesProps) => {
  assertSeries(categories, series);
  const theme = useTheme();
  const palette = chartPalette(theme);
  const table = {
    columns: [categoryHeader, ...series.map((s) => s.name)],
    rows: categories.map((c, i) => [c, ...series.map((s) => valueFormat(s.values[i]))]),
  };
  return (
    <ChartFrame
      title={title}
      description={description}
      table={table}
      height={height}
      empty={categories.length === 0 || series.length === 0}
      emptyText={emptyText}
      legend={<ChartLegend items={series.map((s) => ({ text: s.name, tone: s.tone }))} />}
    >
      {(width) => {
        const scales = barScales(categories.length, series.flatMap((s) => s.values), width, height);
        const { x, y } = scales;
        const inner = scaleBand<string>().domain(series.map((_, j) => String(j))).range([0, x.bandwidth()]).padding(0.08);
        const zero = y(0);
        return (
          <>
            <ChartAxes categories={categories} scales={scales} width={width} />
            {categories.map((_, i) => (
              <g key={i} transform={`translate(${x(String(i)) ?? 0},0)`}>
                {series.map((s, j) => {
                  const v = s.values[i];
                  const left = inner(String(j)) ?? 0;
                  return (
                    <g key={j} data-bar="">
                      <rect x={left} y={Math.min(y(v), zero)} width={inner.bandwidth()} height={Math.abs(zero - y(v))} fill={palette[s.tone]} rx={2} />
                      <text x={left + inner.bandwidth() / 2} y={v < 0 ? y(v) + 14 : y(v) - 6} textAnchor="middle" fontSize={11} fill={theme.colors.text}>
                        {valueFormat(v)}
                      </text>
                    </g>
                  );
                })}
              </g>
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
};
