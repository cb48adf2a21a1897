// A legend under a chart: a colour swatch and a text per item. Hidden from screen readers, which get
// the same numbers from the chart's table.
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import type { Tone } from '../../domain/reports/bands';
import { chartPalette } from './chart-palette';

export interface LegendItem {
  text: string;
  tone: Tone;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  list-style: none;
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  color: ${({ theme }) => theme.colors.text};
`;

const Swatch = styled.span`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: 2px;
  margin-right: ${({ theme }) => theme.space[1]}px;
  vertical-align: -1px;
`;

export const ChartLegend = ({ items }: { items: readonly LegendItem[] }) => {
  const palette = chartPalette(useTheme());
  return (
    <List aria-hidden="true">
      {items.map((item, i) => (
        <li key={i}><Swatch style={{ background: palette[item.tone] }} />{item.text}</li>
      ))}
    </List>
  );
};
