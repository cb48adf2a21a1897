// The composition root: the only ui file that sees infrastructure/. Builds the container and the
// app-wide stores, then renders the app inside an error boundary.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AccountUseCases } from '../application/account/account-use-cases';
import { TOKENS, type ThemePreferenceStore } from '../application/account/ports';
import { createContainer } from '../infrastructure/container';
import { App } from './app';
import { ErrorBoundary, ErrorFallback } from './components/error-boundary';
import { ServicesContext, type Services } from './services-context';
import { SessionStore } from './stores/session.store';
import { ThemeStore } from './stores/theme.store';
import { ToastStore } from './stores/toast.store';
import { UiStore } from './stores/ui.store';

const createServices = (): Services => {
  const container = createContainer();
  const account = container.get<AccountUseCases>(TOKENS.AccountUseCases);
  return {
    account,
    session: new SessionStore(account),
    toasts: new ToastStore(),
    theme: new ThemeStore(container.get<ThemePreferenceStore>(TOKENS.ThemePreferenceStore)),
    ui: new UiStore(),
  };
};

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');
const root = createRoot(rootElement);

try {
  const services = createServices();
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <ServicesContext.Provider value={services}>
          <App />
        </ServicesContext.Provider>
      </ErrorBoundary>
    </StrictMode>,
  );
} catch (error) {
  console.error('Starting the app failed', error);
  root.render(<ErrorFallback />);
}
