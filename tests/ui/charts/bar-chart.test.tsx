import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { BarChart } from '../../../ui/charts/bar-chart';
import { chartPalette } from '../../../ui/charts/chart-palette';
import { darkTheme } from '../../../ui/theme/theme';
import { renderWithTheme, tableOf } from './render-with-theme';

afterEach(cleanup);

const data = [
  { label: 'Mechanics Test', value: 75 },
  { label: 'Optics', value: 77.78 },
  { label: 'Negative Marking Test', value: -5, tone: 'red' as const },
];
const props = { title: 'Last tests', description: 'Percentage of the last three mock tests', data, valueFormat: (v: number) => `${v}%`, domainMax: 100 };

describe('BarChart', () => {
  it('is an image named by its title and described by its description', () => {
    renderWithTheme(<BarChart {...props} />);
    const img = screen.getByRole('img', { name: 'Last tests' });
    expect(img.tagName).toBe('svg');
    expect(img.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(img.getAttribute('aria-describedby')!)?.textContent).toBe('Percentage of the last three mock tests');
  });

  it('lists the numbers in a hidden table', () => {
    const { container } = renderWithTheme(<BarChart {...props} labelHeader="Test" valueHeader="Percentage" />);
    expect(tableOf(container, 'Last tests')).toEqual([
      ['Test', 'Percentage'],
      ['Mechanics Test', '75%'],
      ['Optics', '77.78%'],
      ['Negative Marking Test', '-5%'],
    ]);
  });

  it('truncates bar labels to 8 characters with the full label as a tooltip', () => {
    const { container } = renderWithTheme(<BarChart {...props} />);
    const svg = container.querySelector('svg')!;
    const labels = Array.from(svg.querySelectorAll('g > title')).map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(labels).toEqual([
      ['Mechanics Test', 'Mechanic…'],
      ['Optics', 'Optics'],
      ['Negative Marking Test', 'Negative…'],
    ]);
  });

  it('draws one bar per value with its label, below the zero line for a negative value', () => {
    const { container } = renderWithTheme(<BarChart {...props} />, darkTheme);
    const bars = Array.from(container.querySelectorAll('[data-bar]'));
    expect(bars).toHaveLength(3);
    expect(bars.map((b) => b.querySelector('text')?.textContent)).toEqual(['75%', '77.78%', '-5%']);
    const rects = bars.map((b) => b.querySelector('rect')!);
    expect(rects[0].getAttribute('fill')).toBe(chartPalette(darkTheme).blue);
    expect(rects[2].getAttribute('fill')).toBe(chartPalette(darkTheme).red);
    const bottom = (r: Element) => Number(r.getAttribute('y')) + Number(r.getAttribute('height'));
    // the positive bar ends on the zero line, where the negative one starts
    expect(bottom(rects[0])).toBeCloseTo(Number(rects[2].getAttribute('y')));
    expect(Number(rects[2].getAttribute('height'))).toBeGreaterThan(0);
  });

  it('shows the empty text instead of an svg', () => {
    const { container } = renderWithTheme(<BarChart {...props} data={[]} emptyText="No overview data available" />);
    expect(screen.getByText('No overview data available')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('follows the width of its container', () => {
    let notify: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    let disconnected = false;
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(cb: typeof notify) { notify = cb; }
      observe() {}
      disconnect() { disconnected = true; }
    } as unknown as typeof ResizeObserver;
    try {
      const { container, unmount } = renderWithTheme(<BarChart {...props} />);
      expect(container.querySelector('svg')?.getAttribute('width')).toBe('600'); // before the first measure
      act(() => notify!([{ contentRect: { width: 320.7 } }]));
      expect(container.querySelector('svg')?.getAttribute('width')).toBe('320');
      expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 320 260');
      unmount();
      expect(disconnected).toBe(true);
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  it('rejects a non-finite value', () => {
    const spy = console.error;
    console.error = () => {};
    try {
      expect(() => renderWithTheme(<BarChart {...props} data={[{ label: 'x', value: Number.NaN }]} />)).toThrow(/finite/);
    } finally {
      console.error = spy;
    }
  });
});
