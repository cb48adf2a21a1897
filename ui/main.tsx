// The composition root: the only ui file that sees infrastructure/. Builds the container and the
// app-wide stores, then renders the app inside an error boundary.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AccountUseCases } from '../application/account/account-use-cases';
import { DeferredAccountUseCases } from '../application/account/deferred-account-use-cases';
import { TOKENS } from '../application/account/ports';
import { DeferredExamRoomUseCases } from '../application/exam-room/deferred-exam-room-use-cases';
import type { ExamRoomUseCases } from '../application/exam-room/exam-room-use-cases';
import { EXAM_ROOM_TOKENS } from '../application/exam-room/ports';
import { DeferredReportUseCases } from '../application/reports/deferred-report-use-cases';
import { REPORT_TOKENS } from '../application/reports/ports';
import type { ReportUseCases } from '../application/reports/report-use-cases';
import { SIMULATOR_TOKENS, type SimulatorHelpGateway } from '../application/simulator/ports';
import {
  ENGINE_TOKENS, type EngineClock, type EventLogMetaStore, type EventLogStore, type TestRepository,
} from '../application/test-engine/ports';
import { createBootAdapters } from '../infrastructure/boot-adapters';
import { App } from './app';
import { ErrorBoundary, ErrorFallback } from './components/error-boundary';
import { ServicesContext, type Services } from './services-context';
import { randomId } from './simulator/random-id';
import { SessionStore } from './stores/session.store';
import { ThemeStore } from './stores/theme.store';
import { ToastStore } from './stores/toast.store';
import { UiStore } from './stores/ui.store';

/**
 * The session and theme come from storage at once; the network half of the account use cases (the
 * inversify container with the HTTP client and gateways) is a separate chunk, loaded right away when a
 * student is signed in and otherwise at the first pointer or key press (or the first call that needs it),
 * so /login paints without it.
 */
const createServices = (): Services => {
  const boot = createBootAdapters();
  // One container for every deferred area: the first call that needs it imports and builds it.
  let container: Promise<import('inversify').Container> | null = null;
  const loadContainer = () => {
    container ??= import('../infrastructure/container').then(({ createContainer }) => createContainer({ boot }));
    container.catch(() => { container = null; });
    return container;
  };
  const account = new DeferredAccountUseCases(boot.students, boot.cookies, boot.clock, () =>
    loadContainer().then((c) => c.get<AccountUseCases>(TOKENS.AccountUseCases)));
  const examRoom = new DeferredExamRoomUseCases(() =>
    loadContainer().then((c) => c.get<ExamRoomUseCases>(EXAM_ROOM_TOKENS.ExamRoomUseCases)));
  const reports = new DeferredReportUseCases(() =>
    loadContainer().then((c) => c.get<ReportUseCases>(REPORT_TOKENS.ReportUseCases)));
  // the simulator's engine adapters (IndexedDB event logs, clock, HTTP test repository); the simulator chunk
  // binds them to the test-session use case
  const testEngine = () => loadContainer().then((c) => ({
    logs: c.get<EventLogStore & EventLogMetaStore>(ENGINE_TOKENS.EventLogStore),
    clock: c.get<EngineClock>(ENGINE_TOKENS.EngineClock),
    repository: c.get<TestRepository>(ENGINE_TOKENS.TestRepository),
    newId: randomId,
  }));
  const simulatorHelp = () => loadContainer().then((c) => c.get<SimulatorHelpGateway>(SIMULATOR_TOKENS.SimulatorHelpGateway));
  if (account.currentStudent()) account.prefetch();
  else {
    for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) {
      window.addEventListener(type, () => account.prefetch(), { once: true, passive: true, capture: true });
    }
  }
  return {
    account,
    session: new SessionStore(account),
    toasts: new ToastStore(),
    theme: new ThemeStore(boot.theme),
    ui: new UiStore(),
    examRoom,
    reports,
    testEngine,
    simulatorHelp,
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
