// React context carrying the use cases of every area and the app-wide stores. The composition root (ui/main.tsx)
// builds it; views receive use cases, never adapters.
import { createContext, useContext } from 'react';
import type { AccountUseCases } from '../application/account/account-use-cases';
import type { AnalyticsUseCases } from '../application/analytics/analytics-use-cases';
import type { CatalogueUseCases } from '../application/catalogue/catalogue-use-cases';
import type { DashboardUseCases } from '../application/dashboard/dashboard-use-cases';
import type { ExamRoomUseCases } from '../application/exam-room/exam-room-use-cases';
import type { ProfileUseCases } from '../application/profile/profile-use-cases';
import type { ReportUseCases } from '../application/reports/report-use-cases';
import type { SimulatorHelpUseCases } from '../application/simulator/simulator-help-use-cases';
import type { SimulatorUseCases } from '../application/simulator/simulator-use-cases';
import type { StudyRoomUseCases } from '../application/study-room/study-room-use-cases';
import type { SupportUseCases } from '../application/support/support-use-cases';
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
  /** the exam room lists */
  examRoom: ExamRoomUseCases;
  /** the courses on sale, promo codes, the free trial, checkout and the payments list */
  catalogue: CatalogueUseCases;
  /** reports and analytics */
  reports: ReportUseCases;
  /** the simulator's use cases (opening a test in each mode, the adaptive advance); load with the test engine on first use */
  simulator: SimulatorUseCases;
  /** the simulator's help tools (AI answer, study material, teacher query, answer images) */
  simulatorHelp: SimulatorHelpUseCases;
  /** the dashboard's activity chart, tests of a day and scheduled classes */
  dashboard: DashboardUseCases;
  /** Study Material (content, opening by the limits), Smart Learning (options, progress rings), Adaptive Learning */
  studyRoom: StudyRoomUseCases;
  /** My Profile: verification, pictures, account removal, the welcome's "seen" */
  profile: ProfileUseCases;
  /** the Feedback, Rating and Invite Teacher modals and the Support card */
  support: SupportUseCases;
  /** clicks and page visits onto the data layer (built at start-up, never fails) */
  analytics: AnalyticsUseCases;
}

export const ServicesContext = createContext<Services | null>(null);

export const useServices = (): Services => {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('ServicesContext is missing');
  return s;
};
