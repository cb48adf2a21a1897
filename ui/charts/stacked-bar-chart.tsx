// Stacked bars, one per category, a segment per series, e.g. Correct / Incorrect / Unattempted for
// You and the Topper (comparative study). Values are counts: finite and >= 0.
import { useTheme } from '@emotion/react';
import { ChartAxes, barScales } from './chart-axes';
import { chartPalette } from './chart-palette';
import { assertSeries, MultiSeriesFrame, type MultiSeriesProps } from './multi-series-frame';

export const StackedBarChart = (props: MultiSeriesProps) => {
  const { categories, series, valueFormat = String, height = 260 } = props;
  assertSeries(categories, series);
  for (const s of series) {
    if (s.values.some((v) => !(v >= 0))) throw new RangeError(`series '${s.name}' of a stacked chart needs values >= 0`);
  }
  const theme = useTheme();
  const palette = chartPalette(theme);
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + s.values[i], 0));
  return (
    <MultiSeriesFrame props={props} totals={totals}>
      {(width) => {
        const scales = barScales(categories.length, totals, width, height);
        const { x, y } = scales;
        return (
          <>
            <ChartAxes categories={categories} scales={scales} width={width} />
            {categories.map((_, i) => {
              const left = x(String(i)) ?? 0;
              let base = 0;
              return (
                <g key={i} data-bar="">
                  {series.map((s, j) => {
                    const from = base;
                    base += s.values[i];
                    return <rect key={j} data-segment="" x={left} y={y(base)} width={x.bandwidth()} height={y(from) - y(base)} fill={palette[s.tone]} stroke={theme.colors.surface} strokeWidth={1} />;
                  })}
                  <text x={left + x.bandwidth() / 2} y={y(totals[i]) - 6} textAnchor="middle" fontSize={12} fill={theme.colors.text}>
                    {valueFormat(totals[i])}
                  </text>
                </g>
              );
            })}
          </>
        );
      }}
    </MultiSeriesFrame>
  );
};
