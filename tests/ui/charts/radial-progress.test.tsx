import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { RadialProgress } from '../../../ui/charts/radial-progress';
import { renderWithTheme, tableOf } from './render-with-theme';

afterEach(cleanup);

const props = { title: 'Scores Comparison', description: 'Your score out of the full marks', value: 45, max: 80 };

describe('RadialProgress', () => {
  it('labels the ring N out of full marks and tables the numbers', () => {
    const { container } = renderWithTheme(<RadialProgress {...props} />);
    expect(screen.getByRole('img', { name: 'Scores Comparison' })).toBeTruthy();
    expect(screen.getByText('45 out of 80')).toBeTruthy();
    expect(tableOf(container, 'Scores Comparison')).toEqual([
      ['Measure', 'Value'], ['Score', '45'], ['Full marks', '80'], ['Percent', '56.25%'], // 45 / 80
    ]);
    expect(container.querySelector('[data-progress]')).not.toBeNull();
  });

  it('draws no progress for a negative score but keeps the real number', () => {
    const { container } = renderWithTheme(<RadialProgress {...props} value={-2} />);
    expect(screen.getByText('-2 out of 80')).toBeTruthy();
    expect(container.querySelector('[data-progress]')).toBeNull();
  });

  it('shows the empty text without full marks', () => {
    renderWithTheme(<RadialProgress {...props} value={0} max={0} />);
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
