// Every route of the app (base /student). Each page loads lazily, so /login loads no layout, chart or test-engine
// code. Layout routes share one lazily loaded main layout that stays mounted while its pages change.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PATHS } from '../../domain/shared/paths';
import { Spinner } from '../components/spinner';
import { PublicOnly, RequireAuth } from './guards';

const LoginPage = lazy(() => import('../pages/account/login.page'));
const LoginDirectPage = lazy(() => import('../pages/account/login-direct.page'));
const ForgetPasswordPage = lazy(() => import('../pages/account/forget-password.page'));
const SignupPage = lazy(() => import('../pages/account/signup.page'));
const LogoutPage = lazy(() => import('../pages/logout.page'));
const NotFoundPage = lazy(() => import('../pages/not-found.page'));
const PaymentCancelledPage = lazy(() => import('../pages/payment-cancelled.page'));
const PaymentResponsePage = lazy(() => import('../pages/payment-response.page'));
const InAppPaymentPage = lazy(() => import('../pages/in-app-payment.page'));
const SettingsPage = lazy(() => import('../pages/settings.page'));
const GuestTestBeginPage = lazy(() => import('../pages/guest-trial/guest-test-begin.page'));
const SelectCoursePage = lazy(() => import('../pages/catalogue/select-course.page'));
const PaymentsPage = lazy(() => import('../pages/payments/payments.page'));
const ProfilePage = lazy(() => import('../pages/profile/profile.page'));
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

/** The layout's pages whose chunk is fetched beside the main layout's (RouteTable), keyed by lower-case path. */
const preloadedPages: Record<string, ReturnType<typeof preloadable>> = {
  [PATHS.dashboard]: preloadable(() => import('../pages/dashboard/dashboard.page')),
  [PATHS.report]: preloadable(() => import('../pages/reports/report.page')),
  [PATHS.learningAnalytics]: preloadable(() => import('../pages/reports/learning-analytics.page')),
  [PATHS.testAnalytics]: preloadable(() => import('../pages/reports/test-analytics.page')),
};
const DashboardPage = preloadedPages[PATHS.dashboard].Page;
const ReportPage = preloadedPages[PATHS.report].Page;
const LearningAnalyticsPage = preloadedPages[PATHS.learningAnalytics].Page;
const TestAnalyticsPage = preloadedPages[PATHS.testAnalytics].Page;
const TopicTestPage = lazy(() => import('../pages/exam-room/topic-test.page'));
const MockTestPage = lazy(() => import('../pages/exam-room/mock-test.page'));
const ClassTestPage = lazy(() => import('../pages/exam-room/class-test.page'));
const StudyMaterialPage = lazy(() => import('../pages/study-room/study-material.page'));
const SmartLearningPage = lazy(() => import('../pages/study-room/smart-learning.page'));
const AdaptiveLearningPage = lazy(() => import('../pages/study-room/adaptive-learning.page'));
const MainLayout = lazy(() => import('../layout/main-layout'));
const SectionRedirect = lazy(() => import('./section-redirect'));
const SimulatorPage = lazy(() => import('../simulator/simulator.page'));

export type RouteAccess = 'public' | 'public-only' | 'protected';

export interface PageRoute {
  path: string;
  access: RouteAccess;
  render: () => ReactNode;
}

export const publicRoutes: PageRoute[] = [
  { path: PATHS.login, access: 'public-only', render: () => <LoginPage /> },
  { path: PATHS.loginDirect, access: 'public-only', render: () => <LoginDirectPage /> },
  { path: PATHS.forgetPassword, access: 'public-only', render: () => <ForgetPasswordPage /> },
  { path: PATHS.signup, access: 'public-only', render: () => <SignupPage /> },
  { path: PATHS.guestTestBegin, access: 'public', render: () => <GuestTestBeginPage /> },
  { path: PATHS.selectYourCourse, access: 'public', render: () => <SelectCoursePage frame="public" /> },
  { path: PATHS.logout, access: 'public', render: () => <LogoutPage /> },
  { path: PATHS.paymentCancelled, access: 'public', render: () => <PaymentCancelledPage /> },
  { path: PATHS.paymentResponse, access: 'public', render: () => <PaymentResponsePage /> },
  { path: PATHS.inAppPayment, access: 'public', render: () => <InAppPaymentPage /> },
];

/** The test simulator routes: full screen, outside the main layout. */
export const fullScreenRoutes: PageRoute[] = [
  { path: PATHS.testSimulator, access: 'protected', render: () => <SimulatorPage mode="registered" /> },
  { path: PATHS.adaptiveSimulator, access: 'protected', render: () => <SimulatorPage mode="adaptive" /> },
  { path: PATHS.guestTestSimulator, access: 'public', render: () => <SimulatorPage mode="guest" /> },
  { path: PATHS.testReview, access: 'protected', render: () => <SimulatorPage mode="review" /> },
];

/** Inside the main layout; all protected. */
export const layoutRoutes: Omit<PageRoute, 'access'>[] = [
  { path: PATHS.home, render: () => <Redirect to={PATHS.dashboard} replace /> },
  { path: PATHS.dashboard, render: () => <DashboardPage /> },
  { path: PATHS.studyRoom, render: () => <SectionRedirect parent={PATHS.studyRoom} child={PATHS.smartLearning} /> },
  { path: PATHS.studyMaterial, render: () => <StudyMaterialPage /> },
  { path: PATHS.smartLearning, render: () => <SmartLearningPage /> },
  { path: PATHS.adaptiveLearning, render: () => <AdaptiveLearningPage /> },
  { path: PATHS.examRoom, render: () => <SectionRedirect parent={PATHS.examRoom} child={PATHS.topicTests} /> },
  { path: PATHS.topicTests, render: () => <TopicTestPage /> },
  { path: PATHS.mockTests, render: () => <MockTestPage /> },
  { path: PATHS.classTests, render: () => <ClassTestPage /> },
  { path: PATHS.report, render: () => <ReportPage /> },
  { path: PATHS.selectCourse, render: () => <SelectCoursePage frame="layout" /> },
  { path: PATHS.settings, render: () => <SettingsPage /> },
  { path: PATHS.profile, render: () => <ProfilePage /> },
  { path: PATHS.payments, render: () => <PaymentsPage /> },
  { path: PATHS.learningAnalytics, render: () => <LearningAnalyticsPage /> },
  { path: PATHS.testAnalytics, render: () => <TestAnalyticsPage /> },
  { path: PATHS.classTestAlias, render: () => <ClassTestPage /> },
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
  preloadedPages[path.replace(/\/+$/, '').toLowerCase()]?.preload();
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
