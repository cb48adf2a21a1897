// Page-wide styles: colours follow the theme (the body also carries 'dark-mode' / 'light-mode'), a
// visible focus ring for keyboard users, and no motion for those who ask for less.
import { css, Global, useTheme } from '@emotion/react';

export function GlobalStyles() {
  const t = useTheme();
  return (
    <Global
      styles={css`
        *, *::before, *::after { box-sizing: border-box; }
        html { color-scheme: ${t.name}; }
        body {
          margin: 0;
          font-family: ${t.fonts.body};
          font-size: 16px;
          line-height: 1.5;
          background: ${t.colors.bg};
          color: ${t.colors.text};
        }
        a { color: ${t.colors.primary}; }
        :focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
        @media (prefers-reduced-motion: reduce) {
          *, *::before, *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  );
}
