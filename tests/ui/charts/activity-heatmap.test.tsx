import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { heatmapMonths } from '../../../domain/dashboard/heatmap';
import { ActivityHeatmap, levelColours } from '../../../ui/charts/activity-heatmap';
import { darkTheme, lightTheme } from '../../../ui/theme/theme';
import { renderWithTheme } from './render-with-theme';

// October and November 2026: 1 Oct 2026 is a Thursday, 1 Nov 2026 a Sunday
const months = heatmapMonths([
  { month: '2026-10', days: [{ date: '2026-10-31', count: 5 }] },
  {
    month: '2026-11',
    days: [
      { date: '2026-11-01', count: 0 }, { date: '2026-11-02', count: 19 }, { date: '2026-11-03', count: 12 },
      { date: '2026-11-04', count: 20 }, { date: '2026-11-05', count: 45 }, { date: '2026-11-06', count: 60 },
      { date: '2026-11-07', count: 80 }, { date: '2026-11-10', count: 1 },
    ],
  },
]);

const day = (name: string | RegExp) => screen.getByRole('button', { name });
const tabbable = () => screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0');

const draw = (over: Partial<Parameters<typeof ActivityHeatmap>[0]> = {}) => {
  const onSelect = jest.fn<(date: string) => void>();
  const view = renderWithTheme(<ActivityHeatmap months={months} selectedDate="2026-11-03" onSelect={onSelect} {...over} />);
  return { ...view, onSelect };
};

describe('ActivityHeatmap', () => {
  it('draws a cell per day of every month, coloured by its level, named by its count and date', () => {
    const { container } = draw();
    const group = screen.getByRole('group', { name: 'Activity Chart' });
    expect(within(group).getAllByRole('button')).toHaveLength(31 + 30);
    expect(day('12 problems on 3 November 2026')).toHaveAttribute('data-level', '1');
    expect(day('1 problem on 10 November 2026')).toHaveAttribute('data-level', '1');
    expect(day('0 problems on 1 November 2026')).toHaveAttribute('data-level', '0');
    expect(day('19 problems on 2 November 2026')).toHaveAttribute('data-level', '1');
    expect(day('20 problems on 4 November 2026')).toHaveAttribute('data-level', '2');
    expect(day('45 problems on 5 November 2026')).toHaveAttribute('data-level', '3');
    expect(day('60 problems on 6 November 2026')).toHaveAttribute('data-level', '4');
    expect(day('80 problems on 7 November 2026')).toHaveAttribute('data-level', '5');
    const colours = levelColours(lightTheme);
    expect(new Set(colours).size).toBe(6);
    expect(day('80 problems on 7 November 2026')).toHaveAttribute('fill', colours[5]);
    expect(day('0 problems on 1 November 2026')).toHaveAttribute('fill', colours[0]);
    // weeks of 7 days: 1 Nov is a Sunday (first row), 7 Nov a Saturday (last row) of the same column
    const sunday = day(/on 1 November 2026/);
    const saturday = day(/on 7 November 2026/);
    expect(sunday.getAttribute('x')).toBe(saturday.getAttribute('x'));
    expect(Number(saturday.getAttribute('y'))).toBeGreaterThan(Number(sunday.getAttribute('y')));
    expect(container.querySelectorAll('[data-legend-level]')).toHaveLength(6);
    expect(screen.getByText('Less')).toBeInTheDocument();
    expect(screen.getByText('More')).toBeInTheDocument();
    expect(screen.getByText(/no problems, 1 to 19 problems, 20 to 39 problems, 40 to 59 problems, 60 to 79 problems, 80 or more problems/)).toBeInTheDocument();
  });

  it('takes its colours from the theme, so dark mode has its own', () => {
    expect(levelColours(darkTheme)).not.toEqual(levelColours(lightTheme));
    expect(levelColours(darkTheme)[0]).toBe('rgb(39, 52, 73)');
    expect(levelColours(darkTheme)[5]).toBe('rgb(96, 165, 250)');
  });

  it('sums each month up in a table', () => {
    draw();
    const table = screen.getByRole('table', { name: 'Problems solved per month' });
    const rows = within(table).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Month', 'Problems', 'Active days'],
      ['October 2026', '5', '1'],
      ['November 2026', String(19 + 12 + 20 + 45 + 60 + 80 + 1), '7'],
    ]);
  });

  it('marks the selected day pressed and puts only it in the tab order', () => {
    draw();
    expect(day(/on 3 November 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/on 4 November 2026/)).toHaveAttribute('aria-pressed', 'false');
    expect(tabbable()).toEqual([day(/on 3 November 2026/)]);
  });

  it('moves between days with the arrow keys (a day up and down, a week left and right), Home, End and the page keys', () => {
    draw();
    const start = day(/on 3 November 2026/);
    act(() => start.focus());
    expect(start).toHaveFocus();
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    expect(day(/on 4 November 2026/)).toHaveFocus();
    expect(tabbable()).toEqual([day(/on 4 November 2026/)]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(day(/on 11 November 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(day(/on 10 November 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(day(/on 27 October 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(day(/on 27 November 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp' });
    expect(day(/on 27 October 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(day(/on 30 November 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(day(/on 30 November 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(day(/on 1 October 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(day(/on 1 October 2026/)).toHaveFocus();
  });

  it('selects a day with Enter, Space or a click', () => {
    const { onSelect } = draw();
    const target = day(/on 5 November 2026/);
    act(() => target.focus());
    fireEvent.keyDown(target, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-05');
    fireEvent.keyDown(target, { key: ' ' });
    expect(onSelect).toHaveBeenCalledTimes(2);
    fireEvent.click(day(/on 31 October 2026/));
    expect(onSelect).toHaveBeenLastCalledWith('2026-10-31');
  });

  it('draws the days after lastDate faint and out of reach', () => {
    draw({ lastDate: '2026-11-10', selectedDate: null });
    expect(screen.queryByRole('button', { name: /on 11 November 2026/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(31 + 10);
    // nothing selected: the latest day is the one in the tab order
    expect(tabbable()).toEqual([day(/on 10 November 2026/)]);
    const last = day(/on 10 November 2026/);
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(last).toHaveFocus();
    expect(screen.getByRole('row', { name: /November 2026/ })).toHaveTextContent(/2377$/);
  });
});
