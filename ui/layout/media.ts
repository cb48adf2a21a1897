// Media queries of the shell: mobile below 480 px, the wider sidebar at 1440 px and up.
import type { Theme } from '@emotion/react';

export const mobileOnly = (t: Theme): string => `@media (max-width: ${t.layout.mobileBreakpoint - 0.02}px)`;
export const notMobile = (t: Theme): string => `@media (min-width: ${t.layout.mobileBreakpoint}px)`;
export const largest = '@media (min-width: 1440px)';
