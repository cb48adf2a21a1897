import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { chartPalette } from '../../../ui/charts/chart-palette';
import { HalfRingGauge } from '../../../ui/charts/half-ring-gauge';
import { lightTheme } from '../../../ui/theme/theme';
import { renderWithTheme, tableOf } from './render-with-theme';

afterEach(cleanup);

const props = { title: 'Topic Progress', description: 'Kinematics: 72.5% in the last session', measure: 'Score in your last session' };

/** The end point of a path's outer arc (its 'A' command of the largest radius), relative to the centre. */
const outerArcEnd = (d: string): { x: number; y: number } => {
  const arcs = Array.from(d.matchAll(/A([-\d.]+),[-\d.]+,[-\d.]+,[01],[01],([-\d.]+),([-\d.]+)/g))
    .map((m) => ({ r: Number(m[1]), x: Number(m[2]), y: Number(m[3]) }));
  const outer = arcs.reduce((a, b) => (b.r > a.r ? b : a));
  return { x: outer.x, y: outer.y };
};

describe('HalfRingGauge', () => {
  it('names the image by its title, describes it, shows the percentage in the band colour and tables it', () => {
    const { container } = renderWithTheme(<HalfRingGauge {...props} percentage={72.5} tone="yellow" />);
    const img = screen.getByRole('img', { name: 'Topic Progress' });
    expect(img).toHaveAccessibleDescription('Kinematics: 72.5% in the last session');
    expect(img.querySelector('text')?.textContent).toBe('72.5%');
    expect(img.querySelector('text')?.getAttribute('fill')).toBe(chartPalette(lightTheme).yellow);
    expect(container.querySelector('[data-progress]')?.getAttribute('fill')).toBe(chartPalette(lightTheme).yellow);
    expect(tableOf(container, 'Topic Progress')).toEqual([['Measure', 'Value'], ['Score in your last session', '72.5%']]);
  });

  it('draws a half ring: the track spans 180°, the progress ends at the percentage', () => {
    const { container } = renderWithTheme(<HalfRingGauge {...props} percentage={50} tone="orange" size={200} />);
    const [track, progress] = Array.from(container.querySelectorAll('path'));
    // the track starts at the left (-r, 0) and its outer edge ends at the right (+r, 0): 180°, above the centre
    expect(track.getAttribute('d')).toMatch(/^M-9\d\.?\d*,0A/);
    const trackEnd = outerArcEnd(track.getAttribute('d') ?? '');
    expect(trackEnd.x).toBeGreaterThan(90);
    expect(Math.abs(trackEnd.y)).toBeLessThan(3);
    // 50% ends at the top (x ~ 0, y ~ -r)
    const half = outerArcEnd(progress.getAttribute('d') ?? '');
    expect(Math.abs(half.x)).toBeLessThan(3);
    expect(half.y).toBeLessThan(-90);
  });

  it("without a percentage draws the empty arc with '—' and says so in the table", () => {
    const { container } = renderWithTheme(<HalfRingGauge {...props} description="Kinematics: no session yet" percentage={null} tone="" />);
    expect(screen.getByRole('img', { name: 'Topic Progress' }).querySelector('text')?.textContent).toBe('—');
    expect(container.querySelector('[data-progress]')).toBeNull();
    expect(tableOf(container, 'Topic Progress')).toEqual([['Measure', 'Value'], ['Score in your last session', 'Not attempted yet']]);
  });

  it('clamps the arc to a full one above 100 and keeps the number', () => {
    const { container } = renderWithTheme(<HalfRingGauge {...props} percentage={130} tone="green" />);
    expect(screen.getByRole('img', { name: 'Topic Progress' }).querySelector('text')?.textContent).toBe('130%');
    expect(container.querySelector('[data-progress]')).not.toBeNull();
  });
});
