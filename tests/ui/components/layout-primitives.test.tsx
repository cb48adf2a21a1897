/// <reference types="@testing-library/jest-dom/jest-globals" />
import { describe, expect, it } from '@jest/globals';
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { Box, Flex, Stack, Text } from '../../../ui/components/layout-primitives';
import { darkTheme, lightTheme, type AppTheme } from '../../../ui/theme/theme';

const inTheme = (ui: React.ReactElement, theme: AppTheme = lightTheme) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('layout primitives on the theme scales', () => {
  it('Box maps space, colour and radius props to the theme', () => {
    inTheme(<Box data-testid="b" p={4} mt={2} color="textMuted" bg="surface" borderRadius="lg" width={1 / 2} />);
    const style = getComputedStyle(screen.getByTestId('b'));
    expect(style.padding).toBe('16px');
    expect(style.marginTop).toBe('8px');
    expect(style.color).toBe('rgb(75, 85, 99)');
    expect(style.borderRadius).toBe('12px');
    expect(style.width).toBe('50%');
  });

  it('follows the theme it is rendered in', () => {
    inTheme(<Text data-testid="t" color="text">x</Text>, darkTheme);
    expect(getComputedStyle(screen.getByTestId('t')).color).toBe('rgb(241, 245, 249)');
  });

  it('Flex and Stack lay out their children with a gap on the space scale', () => {
    inTheme(<><Flex data-testid="f" gap={2} alignItems="center" /><Stack data-testid="s" gap={4} /></>);
    const f = getComputedStyle(screen.getByTestId('f'));
    expect(f.display).toBe('flex');
    expect(f.gap).toBe('8px');
    expect(f.alignItems).toBe('center');
    const s = getComputedStyle(screen.getByTestId('s'));
    expect(s.flexDirection).toBe('column');
    expect(s.gap).toBe('16px');
  });

  it('style props do not reach the DOM as attributes; other attributes do', () => {
    inTheme(<Box data-testid="b" color="text" width={10} id="x" aria-label="box" />);
    const el = screen.getByTestId('b');
    expect(el).not.toHaveAttribute('color');
    expect(el).not.toHaveAttribute('width');
    expect(el).toHaveAttribute('id', 'x');
    expect(el).toHaveAttribute('aria-label', 'box');
  });
});
