// Every route of spec 000 §2.1 and spec 001 §2 (base /student). Each page loads lazily, so /login
// loads no layout, chart or test-engine code. Layout routes share one lazily loaded main layout that
// stays mounted while its pages change.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { redirectTarget } from '../../domain/account/redirect';
import { Spinner } from '../components/spinner';
import { useServices } from '../services-context';
import { PublicOnly, RequireAuth } from './guards';
import { routeTitles, type TitledPath } from './route-titles';

const LoginPage = lazy(() => import('../pages/auth/login.page'));
const LoginDirectPage = lazy(() => import('../pages/auth/login-direct.page'));
const ForgetPasswordPage = lazy(() => import('../pages/auth/forget-password.page'));
const SignupPage = lazy(() => import('../pages/auth/signup.page'));
const LogoutPage = lazy(() => import('../pages/logout.page'));
const NotFoundPage = lazy(() => import('../pages/not-found.page'));
const PaymentCancelledPage = lazy(() => import('../pages/payment-cancelled.page'));
const PaymentResponsePage = lazy(() => import('../pages/payment-response.page'));
const InAppPaymentPage = lazy(() => import('../pages/in-app-payment.page'));
const DashboardPage = lazy(() => import('../pages/dashboard.page'));
const SettingsPage = lazy(() => import('../pages/settings.page'));
const ComingSoonPage = lazy(() => import('../pages/coming-soon.page'));
/**
 * A lazy page whose chunk can be fetched ahead (here: with the main layout, not after it renders). Once the
 * module is in, the page renders directly instead of through React.lazy, so its Suspense boundary never shows
 * the fallback (and React's reveal throttling does not delay it).
 */
const preloadable = (load: () => Promise<{ default: ComponentType }>) => {
  let loaded: ComponentType | null = null;
  let loading: Promise<unknown> | null = null;
  const keep = (m: { default: ComponentType }) => {
    loaded = m.default;
    return m;
  };
  const preload = () => {
    loading ??= load().then(keep, () => { loading = null; });
  };
  // the lazy path records the module too, so Page never switches from <Lazy /> to <Loaded /> once mounted
  const Lazy = lazy(() => load().then(keep));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { Page, preload };
};

const reportPages: Record<string, ReturnType<typeof preloadable>> = {
  '/report': preloadable(() => import('../pages/reports/report.page')),
  '/learning-testanalytics': preloadable(() => import('../pages/reports/learning-analytics.page')),
  '/testanalytics': preloadable(() => import('../pages/reports/test-analytics.page')),
};
const ReportPage = reportPages['/report'].Page;
const LearningAnalyticsPage = reportPages['/learning-testanalytics'].Page;
const TestAnalyticsPage = reportPages['/testanalytics'].Page;
const TopicTestPage = lazy(() => import('../pages/exam-room/topic-test.page'));
const MockTestPage = lazy(() => import('../pages/exam-room/mock-test.page'));
const ClassTestPage = lazy(() => import('../pages/exam-room/class-test.page'));
const MainLayout = lazy(() => import('../layout/main-layout'));
const SimulatorPage = lazy(() => import('../simulator/simulator.page'));

export type RouteAccess = 'public' | 'public-only' | 'protected';

export interface PageRoute {
  path: string;
  access: RouteAccess;
  render: () => ReactNode;
}

const inLayout = (path: TitledPath) => () => <ComingSoonPage title={routeTitles[path]} frame="layout" />;
const publicSoon = (path: TitledPath) => () => <ComingSoonPage title={routeTitles[path]} frame="public" backHref="/" backLabel="Go Home" />;
const fullScreen = (path: TitledPath, backHref = '/dashboard', backLabel = 'Back to Dashboard') => () => (
  <ComingSoonPage title={routeTitles[path]} frame="full-screen" backHref={backHref} backLabel={backLabel} />
);

/** Redirect helper of spec 000 §2.1 for the section roots. */
const SectionRedirect = observer(function SectionRedirect({ parent, child }: { parent: string; child: string }) {
  const { session } = useServices();
  return <Redirect to={redirectTarget(parent, child, session.activeCourse?.tabs ?? null)} replace />;
});

export const publicRoutes: PageRoute[] = [
  { path: '/login', access: 'public-only', render: () => <LoginPage /> },
  { path: '/logindirect', access: 'public-only', render: () => <LoginDirectPage /> },
  { path: '/forget-password', access: 'public-only', render: () => <ForgetPasswordPage /> },
  { path: '/signup', access: 'public-only', render: () => <SignupPage /> },
  { path: '/guest-testbegin', access: 'public', render: publicSoon('/guest-testbegin') },
  { path: '/selectyourcourse', access: 'public', render: publicSoon('/selectyourcourse') },
  { path: '/logout', access: 'public', render: () => <LogoutPage /> },
  { path: '/pgcancelled', access: 'public', render: () => <PaymentCancelledPage /> },
  { path: '/pgresponse', access: 'public', render: () => <PaymentResponsePage /> },
  { path: '/inapppayment', access: 'public', render: () => <InAppPaymentPage /> },
];

/** The test simulator routes of spec 001 §2: full screen, outside the main layout. */
export const fullScreenRoutes: PageRoute[] = [
  { path: '/test-simulator', access: 'protected', render: () => <SimulatorPage mode="registered" /> },
  { path: '/test-simulator-adaptive', access: 'protected', render: () => <SimulatorPage mode="adaptive" /> },
  { path: '/guest-testsimulator', access: 'public', render: fullScreen('/guest-testsimulator', '/guest-testbegin', 'Back') },
  { path: '/testview', access: 'protected', render: () => <SimulatorPage mode="review" /> },
];

/** Inside the main layout; all protected. */
export const layoutRoutes: Omit<PageRoute, 'access'>[] = [
  { path: '/', render: () => <Redirect to="/dashboard" replace /> },
  { path: '/dashboard', render: () => <DashboardPage /> },
  { path: '/study-room', render: () => <SectionRedirect parent="/study-room" child="smart-learning" /> },
  { path: '/study-room/study-material', render: inLayout('/study-room/study-material') },
  { path: '/study-room/smart-learning', render: inLayout('/study-room/smart-learning') },
  { path: '/study-room/adaptive-learning', render: inLayout('/study-room/adaptive-learning') },
  { path: '/exam-room', render: () => <SectionRedirect parent="/exam-room" child="topic-test" /> },
  { path: '/exam-room/topic-test', render: () => <TopicTestPage /> },
  { path: '/exam-room/mock-test', render: () => <MockTestPage /> },
  { path: '/exam-room/class-test', render: () => <ClassTestPage /> },
  { path: '/report', render: () => <ReportPage /> },
  { path: '/selectcourse', render: inLayout('/selectcourse') },
  { path: '/settings', render: () => <SettingsPage /> },
  { path: '/profile', render: inLayout('/profile') },
  { path: '/payments', render: inLayout('/payments') },
  { path: '/learning-testanalytics', render: () => <LearningAnalyticsPage /> },
  { path: '/testanalytics', render: () => <TestAnalyticsPage /> },
  { path: '/classtest', render: () => <ClassTestPage /> },
];

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const layoutPattern = new RegExp(`^(?:${layoutRoutes.map((r) => escapeRe(r.path)).join('|')})/?$`, 'i');

const guarded = ({ access, render }: PageRoute): ReactNode =>
  access === 'protected' ? <RequireAuth>{render()}</RequireAuth>
  : access === 'public-only' ? <PublicOnly>{render()}</PublicOnly>
  : render();

const PageLoading = () => (
  <div css={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
    <Spinner label="Loading..." />
  </div>
);

export function RouteTable() {
  const [path] = useLocation();
  reportPages[path.replace(/\/+$/, '').toLowerCase()]?.preload();
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {[...publicRoutes, ...fullScreenRoutes].map((r) => (
          <Route key={r.path} path={r.path}>{guarded(r)}</Route>
        ))}
        <Route path={layoutPattern}>
          <RequireAuth>
            <MainLayout>
              <Switch>
                {layoutRoutes.map((r) => <Route key={r.path} path={r.path}>{r.render()}</Route>)}
              </Switch>
            </MainLayout>
          </RequireAuth>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
