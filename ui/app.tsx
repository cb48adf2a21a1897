// The app: theme (with the dark-mode/light-mode body class), routes under /student, toasts.
import { ThemeProvider } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Router } from 'wouter';
import { APP_BASE } from '../domain/shared/paths';
import { ToastHost } from './components/toast-host';
import { RouteEffects } from './routes/route-effects';
import { RouteTable } from './routes/route-table';
import { useServices } from './services-context';
import { GlobalStyles } from './theme/global-styles';
import { darkTheme, lightTheme } from './theme/theme';

export const App = observer(function App() {
  const { theme } = useServices();
  const dark = theme.darkMode;
  const current = dark ? darkTheme : lightTheme;

  useEffect(() => {
    document.body.classList.toggle('dark-mode', dark);
    document.body.classList.toggle('light-mode', !dark);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', current.colors.surface);
  }, [dark, current]);

  return (
    <ThemeProvider theme={current}>
      <GlobalStyles />
      <Router base={APP_BASE}>
        <RouteEffects />
        <RouteTable />
      </Router>
      <ToastHost />
    </ThemeProvider>
  );
});
