import { describe, expect, it } from '@jest/globals';
import { chartPalette } from '../../../ui/charts/chart-palette';
import { darkTheme, lightTheme } from '../../../ui/theme/theme';

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('chartPalette', () => {
  it.each([lightTheme, darkTheme])('has AA text contrast on bg and surface in the $name theme', (theme) => {
    const palette = chartPalette(theme);
    for (const [tone, colour] of Object.entries(palette)) {
      for (const background of [theme.colors.bg, theme.colors.surface]) {
        expect({ tone, background, ok: contrast(colour, background) >= 4.5 }).toEqual({ tone, background, ok: true });
      }
    }
  });

  it('differs between the themes', () => {
    expect(chartPalette(darkTheme).green).not.toBe(chartPalette(lightTheme).green);
  });
});
