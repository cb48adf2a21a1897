import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { hhmmss } from '../../../domain/reports/format';
import { DonutChart } from '../../../ui/charts/donut-chart';
import { chartPalette } from '../../../ui/charts/chart-palette';
import { lightTheme } from '../../../ui/theme/theme';
import { renderWithTheme, tableOf } from './render-with-theme';

afterEach(cleanup);

const breakdown = [
  { name: 'Correct', value: 7, tone: 'green' as const },
  { name: 'Incorrect', value: 2, tone: 'red' as const },
  { name: 'Unattempted', value: 1, tone: 'grey' as const },
];
const props = { title: 'Performance breakdown', description: 'Questions by outcome', data: breakdown, centerValue: '10', centerLabel: 'Total Questions' };

describe('DonutChart', () => {
  it('draws a slice per non-zero value, in order and colour', () => {
    const { container } = renderWithTheme(<DonutChart {...props} />);
    const slices = Array.from(container.querySelectorAll('[data-slice]'));
    expect(slices.map((s) => s.getAttribute('fill'))).toEqual(['green', 'red', 'grey'].map((t) => chartPalette(lightTheme)[t as 'green']));
    cleanup();
    const { container: withZero } = renderWithTheme(<DonutChart {...props} data={[...breakdown.slice(0, 2), { name: 'Unattempted', value: 0, tone: 'grey' }]} />);
    expect(withZero.querySelectorAll('[data-slice]')).toHaveLength(2);
  });

  it('shows the centre text and a legend of name and percent', () => {
    const { container } = renderWithTheme(<DonutChart {...props} />);
    expect(screen.getByRole('img', { name: 'Performance breakdown' })).toBeTruthy();
    expect(screen.getByText('Total Questions')).toBeTruthy();
    expect(screen.getByText('10')).toBeTruthy();
    expect(Array.from(container.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Correct 70%', 'Incorrect 20%', 'Unattempted 10%']);
  });

  it('tables values and percentages', () => {
    // Time Taken 600 s of 1800: 33.33%; Time Remaning 1200 s: 66.67%
    const time = [
      { name: 'Time Taken', value: 600, tone: 'orange' as const },
      { name: 'Time Remaning', value: 1200, tone: 'blue' as const },
    ];
    const { container } = renderWithTheme(<DonutChart title="Time distribution" description="Time taken and remaining" data={time} valueFormat={hhmmss} />);
    expect(tableOf(container, 'Time distribution')).toEqual([
      ['Name', 'Value', 'Percent'],
      ['Time Taken', '00:10:00', '33.33%'],
      ['Time Remaning', '00:20:00', '66.67%'],
    ]);
  });

  it('shows the empty text when every value is zero or there is none', () => {
    renderWithTheme(<DonutChart {...props} data={breakdown.map((d) => ({ ...d, value: 0 }))} emptyText="No analytics data available" />);
    expect(screen.getByText('No analytics data available')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    cleanup();
    renderWithTheme(<DonutChart {...props} data={[]} />);
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('draws a single full slice as a whole ring', () => {
    const { container } = renderWithTheme(<DonutChart {...props} data={[{ name: 'Correct', value: 5, tone: 'green' }]} />);
    const slices = container.querySelectorAll('[data-slice]');
    expect(slices).toHaveLength(1);
    expect(slices[0].getAttribute('d')).toMatch(/^M/);
  });
});
