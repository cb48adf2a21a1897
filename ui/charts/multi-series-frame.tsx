// What the multi-series bar charts share: their props, the check that every series has a value per category, and the
// frame (title, description, the data table with a column per series, the legend, the empty state).
import type { ReactNode } from 'react';
import type { Tone } from '../../domain/reports/bands';
import { ChartFrame } from './chart-frame';
import { ChartLegend } from './chart-legend';

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

/** The frame of a chart of `props`; `totals` adds a Total column to its data table. */
export function MultiSeriesFrame({ props, totals, children }: {
  props: MultiSeriesProps;
  totals?: readonly number[];
  children: (width: number) => ReactNode;
}) {
  const { title, description, categories, series, valueFormat = String, categoryHeader = 'Category', height = 260, emptyText } = props;
  const table = {
    columns: [categoryHeader, ...series.map((s) => s.name), ...(totals ? ['Total'] : [])],
    rows: categories.map((c, i) => [c, ...series.map((s) => valueFormat(s.values[i])), ...(totals ? [valueFormat(totals[i])] : [])]),
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
      {children}
    </ChartFrame>
  );
}
