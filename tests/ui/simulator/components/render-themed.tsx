/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders a simulator component inside the light theme (rerender keeps the theme).
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { lightTheme } from '../../../../ui/theme/theme';

const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;

export const renderThemed = (ui: ReactElement) => render(ui, { wrapper: Themed });
