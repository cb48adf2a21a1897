/// <reference types="@testing-library/jest-dom/jest-globals" />
// Renders a component inside the light theme.
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { lightTheme } from '../../../ui/theme/theme';

export const renderThemed = (ui: ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);
