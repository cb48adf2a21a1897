import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { StackedBarChart } from '../../../ui/charts/stacked-bar-chart';
import { renderWithTheme, tableOf } from './render-with-theme';

afterEach(cleanup);

const props = {
  title: 'Compare yourself with Topper',
  description: 'Correct, incorrect and unattempted questions of you and the topper',
  categories: ['You', 'Topper'],
  series: [
    { name: 'Correct', tone: 'green' as const, values: [3, 7] },
    { name: 'Incorrect', tone: 'red' as const, values: [3, 1] },
    { name: 'Unattempted', tone: 'grey' as const, values: [2, 0] },
  ],
};

describe('StackedBarChart', () => {
  it('tables each segment and the total', () => {
    const { container } = renderWithTheme(<StackedBarChart {...props} />);
    expect(screen.getByRole('img', { name: 'Compare yourself with Topper' })).toBeTruthy();
    expect(tableOf(container, 'Compare yourself with Topper')).toEqual([
      ['Category', 'Correct', 'Incorrect', 'Unattempted', 'Total'],
      ['You', '3', '3', '2', '8'],
      ['Topper', '7', '1', '0', '8'],
    ]);
  });

  it('stacks the segments without gaps and labels the totals', () => {
    const { container } = renderWithTheme(<StackedBarChart {...props} />);
    const bars = Array.from(container.querySelectorAll('[data-bar]'));
    expect(bars).toHaveLength(2);
    expect(bars.map((b) => b.querySelector('text')?.textContent)).toEqual(['8', '8']);
    const [correct, incorrect, unattempted] = Array.from(bars[0].querySelectorAll('[data-segment]'))
      .map((r) => ({ y: Number(r.getAttribute('y')), h: Number(r.getAttribute('height')) }));
    expect(incorrect.y + incorrect.h).toBeCloseTo(correct.y);
    expect(unattempted.y + unattempted.h).toBeCloseTo(incorrect.y);
    expect(correct.h).toBeCloseTo(incorrect.h); // 3 and 3
  });

  it('rejects negative counts', () => {
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => renderWithTheme(<StackedBarChart {...props} series={[{ name: 'Correct', tone: 'green', values: [-1, 2] }]} />)).toThrow(/>= 0/);
    } finally {
      console.error = error;
    }
  });
});
