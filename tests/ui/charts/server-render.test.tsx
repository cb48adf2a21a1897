/** @jest-environment node */
// The charts render without a DOM (React draws the svg; d3 only computes), so they are SSR-safe.
import { describe, expect, it } from '@jest/globals';
import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { BarChart } from '../../../ui/charts/bar-chart';
import { DonutChart } from '../../../ui/charts/donut-chart';
import { lightTheme } from '../../../ui/theme/theme';

describe('charts on the server', () => {
  it('render the svg, its title and the data table to a string', () => {
    const html = renderToString(
      <ThemeProvider theme={lightTheme}>
        <BarChart title="Last tests" description="Percentages" data={[{ label: 'Mechanics Test', value: 75 }]} />
        <DonutChart title="Accuracy" description="Correct and incorrect" data={[{ name: 'Correct: 7/9', value: 7, tone: 'green' }, { name: 'Incorrect: 2/9', value: 2, tone: 'red' }]} />
      </ThemeProvider>,
    );
    expect(html).toMatch(/<svg role="img"[^>]*width="600"/);
    expect(html).toContain('<title id=');
    expect(html).toContain('<caption>Last tests</caption>');
    expect(html).toContain('Mechanic…');
    expect(html.match(/data-slice=""/g)).toHaveLength(2);
  });
});
