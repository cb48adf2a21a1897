import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { chartPalette } from '../../../ui/charts/chart-palette';
import { ProgressRing } from '../../../ui/charts/progress-ring';
import { darkTheme, lightTheme } from '../../../ui/theme/theme';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

describe('ProgressRing', () => {
  it('shows the rounded percentage in the middle, named by the exact one, coloured by its tone', () => {
    const { container } = renderWithTheme(<ProgressRing percentage={66.67} tone="yellow" />);
    const ring = screen.getByRole('img', { name: '66.67%' });
    expect(ring.querySelector('text')?.textContent).toBe('67%');
    const progress = container.querySelector('[data-progress]');
    expect(progress?.getAttribute('fill')).toBe(chartPalette(lightTheme).yellow);
  });

  it('takes the tone colour of the dark theme', () => {
    const { container } = renderWithTheme(<ProgressRing percentage={85} tone="green" />, darkTheme);
    expect(container.querySelector('[data-progress]')?.getAttribute('fill')).toBe(chartPalette(darkTheme).green);
  });

  it("a topic never taken draws the empty track with '—', named 'Not attempted yet'", () => {
    const { container } = renderWithTheme(<ProgressRing percentage={null} tone="" />);
    const ring = screen.getByRole('img', { name: 'Not attempted yet' });
    expect(ring.querySelector('text')?.textContent).toBe('—');
    expect(container.querySelector('[data-progress]')).toBeNull();
  });

  it('takes the name it is given', () => {
    renderWithTheme(<ProgressRing percentage={40} tone="orange" label="40% in the last session" />);
    expect(screen.getByRole('img', { name: '40% in the last session' })).toBeInTheDocument();
  });

  it('0% draws no progress; above 100 draws a full ring but keeps the number', () => {
    const { container, unmount } = renderWithTheme(<ProgressRing percentage={0} tone="red" />);
    expect(screen.getByRole('img', { name: '0%' })).toBeInTheDocument();
    expect(container.querySelector('[data-progress]')).toBeNull();
    unmount();
    const full = renderWithTheme(<ProgressRing percentage={120} tone="green" size={48} />);
    expect(screen.getByRole('img', { name: '120%' })).toHaveAttribute('width', '48');
    expect(full.container.querySelector('[data-progress]')).not.toBeNull();
  });

  it('refuses a percentage that is not a number', () => {
    expect(() => renderWithTheme(<ProgressRing percentage={Number.NaN} tone="red" />)).toThrow(RangeError);
  });
});
