// Chart colours per theme. The tones come from domain/reports/bands.ts; each colour has at least
// 4.5:1 contrast (WCAG AA for text) on the theme's bg and surface, so a tone can colour score text
// as well as bars and slices (tests/ui/charts/chart-palette.test.ts checks it).
import type { Tone } from '../../domain/reports/bands';
import type { AppTheme } from '../theme/theme';

export type ChartPalette = Record<Tone, string>;

const light: ChartPalette = {
  green: '#047857',
  yellow: '#a16207',
  'yellow-orange': '#b45309',
  orange: '#c2410c',
  red: '#b91c1c',
  blue: '#0b5cad',
  purple: '#6d28d9',
  grey: '#4b5563',
};

const dark: ChartPalette = {
  green: '#6ee7b7',
  yellow: '#fde047',
  'yellow-orange': '#fbbf24',
  orange: '#fb923c',
  red: '#fca5a5',
  blue: '#93c5fd',
  purple: '#c4b5fd',
  grey: '#94a3b8',
};

export const chartPalette = (theme: Pick<AppTheme, 'name'>): ChartPalette => (theme.name === 'dark' ? dark : light);
