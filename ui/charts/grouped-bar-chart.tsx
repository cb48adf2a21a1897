// Bars side by side per category, one per series, e.g. Full Marks vs Marks Obtained, or Available
// Time vs Time Taken (test analytics).
import { useTheme } from '@emotion/react';
import { scaleBand } from 'd3-scale';
import { ChartAxes, barScales } from './chart-axes';
import { chartPalette } from './chart-palette';
import { assertSeries, MultiSeriesFrame, type MultiSeriesProps } from './multi-series-frame';

export const GroupedBarChart = (props: MultiSeriesProps) => {
  const { categories, series, valueFormat = String, height = 260 } = props;
  assertSeries(categories, series);
  const theme = useTheme();
  const palette = chartPalette(theme);
  return (
    <MultiSeriesFrame props={props}>
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
    </MultiSeriesFrame>
  );
};
