import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { minutes2 } from '../../../domain/reports/format';
import { GroupedBarChart } from '../../../ui/charts/grouped-bar-chart';
import { renderWithTheme, tableOf } from './render-with-theme';

afterEach(cleanup);

// Average Time Analysis: seconds per section shown as minutes with 2 decimals.
const props = {
  title: 'Average Time Analysis',
  description: 'Available time and time taken per section, in minutes',
  categories: ['Physics Section', 'Chemistry'],
  series: [
    { name: 'Available Time', tone: 'blue' as const, values: [30, 20] },
    { name: 'Time Taken', tone: 'orange' as const, values: [22.5, 6.25] },
  ],
  valueFormat: (v: number) => minutes2(v * 60),
  categoryHeader: 'Section',
};

describe('GroupedBarChart', () => {
  it('renders an image, a legend and the table of every value', () => {
    const { container } = renderWithTheme(<GroupedBarChart {...props} />);
    expect(screen.getByRole('img', { name: 'Average Time Analysis' })).toBeTruthy();
    expect(tableOf(container, 'Average Time Analysis')).toEqual([
      ['Section', 'Available Time', 'Time Taken'],
      ['Physics Section', '30.00', '22.50'],
      ['Chemistry', '20.00', '6.25'],
    ]);
    expect(Array.from(container.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Available Time', 'Time Taken']);
  });

  it('draws categories × series bars with truncated category labels', () => {
    const { container } = renderWithTheme(<GroupedBarChart {...props} />);
    const bars = Array.from(container.querySelectorAll('[data-bar]'));
    expect(bars.map((b) => b.querySelector('text')?.textContent)).toEqual(['30.00', '22.50', '20.00', '6.25']);
    expect(screen.getByText('Physics…')).toBeTruthy();
    // the taller value has the taller bar
    const h = (i: number) => Number(bars[i].querySelector('rect')!.getAttribute('height'));
    expect(h(0)).toBeGreaterThan(h(1));
    expect(h(1)).toBeGreaterThan(h(3));
  });

  it('shows the empty text without categories and rejects ragged series', () => {
    renderWithTheme(<GroupedBarChart {...props} categories={[]} series={[]} emptyText="Progress Not Available" />);
    expect(screen.getByText('Progress Not Available')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => renderWithTheme(<GroupedBarChart {...props} categories={['Only one']} />)).toThrow(/2 values for 1 categories/);
    } finally {
      console.error = error;
    }
  });
});
