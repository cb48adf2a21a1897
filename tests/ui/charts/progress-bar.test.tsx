import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { NOT_UPTO_MARK } from '../../../domain/reports/bands';
import { chartPalette } from '../../../ui/charts/chart-palette';
import { ProgressBar } from '../../../ui/charts/progress-bar';
import { darkTheme } from '../../../ui/theme/theme';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

const rgb = (hex: string): string => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('ProgressBar', () => {
  it('is a progressbar named by its title with the value and caption', () => {
    const { container } = renderWithTheme(<ProgressBar title="Your progress" percentage={50} tone="orange" caption={NOT_UPTO_MARK} />, darkTheme);
    const bar = screen.getByRole('progressbar', { name: 'Your progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('50%');
    const caption = screen.getByText('Not upto mark. Continue Learning');
    expect(bar.getAttribute('aria-describedby')).toBe(caption.id);
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.style.width).toBe('50%');
    expect(fill.style.background).toBe(rgb(chartPalette(darkTheme).orange));
    expect(container.textContent).toContain('50%');
  });

  it('keeps a negative percentage in the text and clamps the bar', () => {
    renderWithTheme(<ProgressBar title="Overall performance" percentage={-12.5} tone="red" />);
    const bar = screen.getByRole('progressbar', { name: 'Overall performance' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toBe('-12.5%');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('0%');
    expect(bar.getAttribute('aria-describedby')).toBeNull();
  });
});
