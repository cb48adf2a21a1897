// The accessible frame every SVG chart shares: a responsive container, an <svg role="img"> named by
// its <title> (aria-labelledby) and described by its <desc> (aria-describedby), an optional legend,
// and a visually hidden <table> of the same numbers (caption = title) so they reach screen readers.
// The svg content is drawn by React (d3 only computes scales and paths), so it renders on the
// server and in jsdom. Empty data shows a text instead of the svg.
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { useContainerWidth } from './use-container-width';

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

export interface ChartFrameProps {
  title: string;
  description: string;
  table: ChartTable;
  /** svg height in px */
  height: number;
  empty: boolean;
  emptyText?: string;
  legend?: ReactNode;
  /** draws the svg content for the measured width */
  children: (width: number) => ReactNode;
}

export const DEFAULT_EMPTY_TEXT = 'No data available';

const Figure = styled.figure`
  margin: 0;
  width: 100%;
  min-width: 0;
  position: relative;
  svg { display: block; max-width: 100%; height: auto; overflow: visible; }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const VisuallyHidden = styled.table`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const ChartFrame = ({ title, description, table, height, empty, emptyText = DEFAULT_EMPTY_TEXT, legend, children }: ChartFrameProps) => {
  const id = useId();
  const [ref, width] = useContainerWidth<HTMLElement>();
  return (
    <Figure ref={ref}>
      {empty ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <>
          <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-desc`}>{description}</desc>
            {children(width)}
          </svg>
          {legend}
          <VisuallyHidden>
            <caption>{title}</caption>
            <thead>
              <tr>{table.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>{row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}</tr>
              ))}
            </tbody>
          </VisuallyHidden>
        </>
      )}
    </Figure>
  );
};
