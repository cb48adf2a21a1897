import { ThemeProvider } from '@emotion/react';
import { render, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { lightTheme, type AppTheme } from '../../../ui/theme/theme';

export const renderWithTheme = (ui: ReactElement, theme: AppTheme = lightTheme): RenderResult =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

/** The chart's data table as text: header row first, then one array per row. */
export const tableOf = (container: HTMLElement, caption: string): string[][] => {
  const table = within(container).getByRole('table', { name: caption });
  return Array.from(table.querySelectorAll('tr')).map((tr) => Array.from(tr.children).map((cell) => cell.textContent ?? ''));
};
