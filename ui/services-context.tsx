// React context carrying the use cases (from the inversify container) and the app-wide stores.
import { createContext, useContext } from 'react';
import type { AccountUseCases } from '../application/account/account-use-cases';
import type { ExamRoomUseCases } from '../application/exam-room/exam-room-use-cases';
import type { ReportUseCases } from '../application/reports/report-use-cases';
import type { SimulatorHelpGateway } from '../application/simulator/ports';
import type { SimulatorDeps } from './simulator/simulator-session';
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
  /** the exam room lists (ui/pages/exam-room); deferred like account. Optional so harnesses of other screens
   *  need not build it: the pages then answer empty lists (ui/pages/exam-room/use-exam-room.ts). */
  examRoom?: ExamRoomUseCases;
  /** reports and analytics (ui/pages/reports); deferred like account. Optional so harnesses of other screens
   *  need not build it: the report pages then show their empty states. */
  reports?: ReportUseCases;
  /** the test engine's adapters for the simulator (event logs, clock, test repository), loaded with the
   *  container on first use; optional so harnesses of other screens need not build it. */
  testEngine?: () => Promise<SimulatorDeps>;
  /** the simulator's help tools (AI answer, study material, teacher query, answer images), from the container */
  simulatorHelp?: () => Promise<SimulatorHelpGateway>;
}

export const ServicesContext = createContext<Services | null>(null);

export const useServices = (): Services => {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('ServicesContext is missing');
  return s;
};
