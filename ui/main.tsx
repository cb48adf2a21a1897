// The composition root: the only ui file that sees infrastructure/. Builds the storage adapters, the lazily loaded
// use cases of every area and the app-wide stores, then renders the app inside an error boundary.
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ContainerModule } from 'inversify';
import { ACCOUNT_FALLBACKS } from '../application/account/account-fallbacks';
import { AccountSession, withSession } from '../application/account/account-session';
import { ACCOUNT } from '../application/account/tokens';
import { AnalyticsService } from '../application/analytics/analytics-service';
import { CATALOGUE_FALLBACKS } from '../application/catalogue/catalogue-fallbacks';
import { CATALOGUE } from '../application/catalogue/tokens';
import { DASHBOARD_FALLBACKS } from '../application/dashboard/dashboard-fallbacks';
import { DASHBOARD } from '../application/dashboard/tokens';
import { STUDY_ROOM_FALLBACKS } from '../application/study-room/study-room-fallbacks';
import { STUDY_ROOM } from '../application/study-room/tokens';
import { EXAM_ROOM_FALLBACKS } from '../application/exam-room/exam-room-fallbacks';
import { EXAM_ROOM } from '../application/exam-room/tokens';
import { PROFILE_FALLBACKS } from '../application/profile/profile-fallbacks';
import { PROFILE } from '../application/profile/tokens';
import { REPORT_FALLBACKS } from '../application/reports/report-fallbacks';
import { REPORTS } from '../application/reports/tokens';
import { lazyUseCases } from '../application/shared/lazy-use-cases';
import type { Token } from '../application/shared/token';
import { SIMULATOR_FALLBACKS, SIMULATOR_HELP_FALLBACKS } from '../application/simulator/simulator-fallbacks';
import { SIMULATOR } from '../application/simulator/tokens';
import { SUPPORT_FALLBACKS } from '../application/support/support-fallbacks';
import { SUPPORT } from '../application/support/tokens';
import { createAnalyticsAdapters } from '../infrastructure/analytics/browser-analytics';
import { createBootAdapters } from '../infrastructure/boot-adapters';
import type { AppContainer } from '../infrastructure/container';
import { App } from './app';
import { ErrorBoundary, ErrorFallback } from './components/error-boundary';
import { ServicesContext, type Services } from './services-context';
import { SessionStore } from './stores/session.store';
import { ThemeStore } from './stores/theme.store';
import { ToastStore } from './stores/toast.store';
import { UiStore } from './stores/ui.store';
import { createStyleCache } from './theme/style-nonce';
import { stripSignInLink } from './pages/account/sign-in-link';
import { APP_BASE, PATHS } from '../domain/shared/paths';

/** The simulator's routes, as the address bar has them (base included, lower case). */
const SIMULATOR_PATHS = new Set([PATHS.testSimulator, PATHS.adaptiveSimulator, PATHS.guestTestSimulator, PATHS.testReview]
  .map((p) => `${APP_BASE}${p}`.toLowerCase()));

/**
 * The session and theme come from storage at once. The container (HTTP client, gateways, zod) is a chunk of its
 * own, loaded right away when a student is signed in and otherwise at the first pointer or key press (or the first
 * call that needs it), so /login paints without it; each other area's module is a further chunk, loaded on the
 * area's first call.
 */
const createServices = (): Services => {
  const boot = createBootAdapters();
  let container: Promise<AppContainer> | null = null;
  const loadContainer = (): Promise<AppContainer> => {
    container ??= import('../infrastructure/container').then(({ createContainer }) => createContainer({ boot }));
    container.catch(() => { container = null; });
    return container;
  };
  /** The use cases behind `t`, once the container and the area's module (if any) have loaded: both chunks are asked
   *  for at once, not the area's after the container's (at a cold start one round trip less on the way to the data). */
  const fromArea = <T,>(t: Token<T>, module?: () => Promise<ContainerModule>) => async (): Promise<T> => {
    const [c, m] = await Promise.all([loadContainer(), module?.()]);
    if (m) c.load(m);
    return c.get(t);
  };

  const network = lazyUseCases('account', fromArea(ACCOUNT.useCases), ACCOUNT_FALLBACKS);
  const account = withSession(new AccountSession(boot.students, boot.cookies, boot.clock), network);
  const examRoom = lazyUseCases('exam room', fromArea(EXAM_ROOM.useCases,
    () => import('../infrastructure/exam-room/exam-room.module').then((m) => m.examRoomModule)), EXAM_ROOM_FALLBACKS);
  const catalogue = lazyUseCases('catalogue', fromArea(CATALOGUE.useCases,
    () => import('../infrastructure/catalogue/catalogue.module').then((m) => m.catalogueModule)), CATALOGUE_FALLBACKS);
  const reports = lazyUseCases('report', fromArea(REPORTS.useCases,
    () => import('../infrastructure/reports/reports.module').then((m) => m.reportsModule)), REPORT_FALLBACKS);
  const simulator = lazyUseCases('simulator', fromArea(SIMULATOR.useCases,
    () => import('../infrastructure/test-engine/test-engine.module').then((m) => m.testEngineModule)), SIMULATOR_FALLBACKS);
  const simulatorHelp = lazyUseCases('simulator help', fromArea(SIMULATOR.helpUseCases,
    () => import('../infrastructure/simulator/simulator.module').then((m) => m.simulatorModule)), SIMULATOR_HELP_FALLBACKS);

  const dashboard = lazyUseCases('dashboard', fromArea(DASHBOARD.useCases,
    () => import('../infrastructure/dashboard/dashboard.module').then((m) => m.dashboardModule)), DASHBOARD_FALLBACKS);
  const studyRoom = lazyUseCases('study room', fromArea(STUDY_ROOM.useCases,
    () => import('../infrastructure/study-room/study-room.module').then((m) => m.studyRoomModule)), STUDY_ROOM_FALLBACKS);
  const profile = lazyUseCases('profile', fromArea(PROFILE.useCases,
    () => import('../infrastructure/profile/profile.module').then((m) => m.profileModule)), PROFILE_FALLBACKS);
  const support = lazyUseCases('support', fromArea(SUPPORT.useCases,
    () => import('../infrastructure/support/support.module').then((m) => m.supportModule)), SUPPORT_FALLBACKS);
  const tracking = createAnalyticsAdapters();
  const analytics = new AnalyticsService(tracking.dataLayer, tracking.visibility, tracking.ticker, boot.clock);

  if (account.currentStudent()) network.prefetch();
  else {
    for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) {
      window.addEventListener(type, () => network.prefetch(), { once: true, passive: true, capture: true });
    }
  }
  // a cold start in the simulator: its test engine comes with the container, not after the page chunk has run (the
  // question, its largest paint, waits for the test, which waits for the engine; docs/performance.md "Lighthouse")
  if (SIMULATOR_PATHS.has(window.location.pathname.replace(/\/+$/, '').toLowerCase())) simulator.prefetch();
  return {
    account,
    session: new SessionStore(account),
    toasts: new ToastStore(),
    theme: new ThemeStore(boot.theme),
    ui: new UiStore(),
    examRoom,
    catalogue,
    reports,
    simulator,
    simulatorHelp,
    dashboard,
    studyRoom,
    profile,
    support,
    analytics,
  };
};

// a sign-in link's credentials leave the address bar and the history entry before anything else loads
stripSignInLink();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');
const root = createRoot(rootElement);
// every style Emotion inserts carries the page's CSP nonce
const styleCache = createStyleCache(document);

try {
  const services = createServices();
  startTransition(() => root.render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <ErrorBoundary>
          <ServicesContext.Provider value={services}>
            <App />
          </ServicesContext.Provider>
        </ErrorBoundary>
      </CacheProvider>
    </StrictMode>,
  ));
} catch (error) {
  console.error('Starting the app failed', error);
  root.render(<CacheProvider value={styleCache}><ErrorFallback /></CacheProvider>);
}
