// React context carrying the use cases (from the inversify container) and the app-wide stores.
import { createContext, useContext } from 'react';
import type { AccountUseCases } from '../application/account/account-use-cases';
import type { SessionStore } from './stores/session.store';
import type { ToastStore } from './stores/toast.store';
import type { ThemeStore } from './stores/theme.store';
import type { UiStore } from './stores/ui.store';

export interface Services {
  account: AccountUseCases;
  session: SessionStore;
  toasts: ToastStore;
  theme: ThemeStore;
  ui: UiStore;
}

export const ServicesContext = createContext<Services | null>(null);

export const useServices = (): Services => {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('ServicesContext is missing');
  return s;
};
