// Page titles per route and breadcrumb titles per path segment (spec 000 §2.1; the original mapping's
// values are not shown, so these are ours). The document title is '{page} | ExamPrep'.
import { PRODUCT_NAME } from '../components/product-logo';

export const routeTitles = {
  '/login': 'Log In',
  '/logindirect': 'Signing In',
  '/forget-password': 'Forget Password',
  '/signup': 'Create a New Account',
  '/guest-testbegin': 'Guest Test',
  '/selectyourcourse': 'Select Your Course',
  '/logout': 'Logging Out',
  '/pgcancelled': 'Payment Failed',
  '/pgresponse': 'Payment Successful',
  '/inapppayment': 'Payment',
  '/dashboard': 'Dashboard',
  '/study-room/study-material': 'Study Material',
  '/study-room/smart-learning': 'Gap Fixer / Smart Learning',
  '/study-room/adaptive-learning': 'Adaptive Learning',
  '/exam-room/topic-test': 'Topic Test',
  '/exam-room/mock-test': 'Mock Test',
  '/exam-room/class-test': 'Class Test',
  '/report': 'Reports',
  '/selectcourse': 'All Exams',
  '/settings': 'Settings',
  '/profile': 'My Profile',
  '/payments': 'Payments',
  '/learning-testanalytics': 'Learning Analytics',
  '/testanalytics': 'Test Analytics',
  '/classtest': 'Class Test',
  '/test-simulator': 'Test Simulator',
  '/test-simulator-adaptive': 'Adaptive Test',
  '/guest-testsimulator': 'Guest Test',
  '/testview': 'Test Review',
} as const;

export type TitledPath = keyof typeof routeTitles;

/** Paths that only redirect: they keep the product name as title. */
const redirectPaths = new Set(['/', '/study-room', '/exam-room']);

export const NOT_FOUND_TITLE = 'Page Not Found';

const segmentTitles: Record<string, string> = {
  dashboard: 'Dashboard',
  'study-material': 'Study Material',
  'smart-learning': 'Gap Fixer / Smart Learning',
  'topic-test': 'Topic Test',
  'mock-test': 'Mock Test',
  'class-test': 'Class Test',
  report: 'Reports',
  selectcourse: 'All Exams',
  settings: 'Settings',
  profile: 'My Profile',
  payments: 'Payments',
  'learning-testanalytics': 'Learning Analytics',
  testanalytics: 'Test Analytics',
  'test-simulator': 'Test Simulator',
  'guest-testsimulator': 'Guest Test',
  testview: 'Test Review',
  'guest-testbegin': 'Guest Test',
  selectyourcourse: 'Select Your Course',
};

const normalise = (pathname: string): string => {
  const p = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  return p === '' ? '/' : p;
};

/** The title of the page at `pathname` (without the product name); null for redirect-only paths. */
export const pageTitle = (pathname: string): string | null => {
  const p = normalise(pathname);
  if (redirectPaths.has(p)) return null;
  return p in routeTitles ? routeTitles[p as TitledPath] : NOT_FOUND_TITLE;
};

export const documentTitle = (pathname: string): string => {
  const title = pageTitle(pathname);
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
};

export interface Crumb {
  label: string;
  href: string;
}

/** Breadcrumb trail: Dashboard, then every titled segment of the path. */
export const breadcrumbTrail = (pathname: string): Crumb[] => {
  const segments = normalise(pathname).split('/').filter(Boolean);
  const crumbs = segments.flatMap((s, i) =>
    segmentTitles[s] ? [{ label: segmentTitles[s], href: '/' + segments.slice(0, i + 1).join('/') }] : []);
  return segments[0] === 'dashboard' ? crumbs : [{ label: 'Dashboard', href: '/dashboard' }, ...crumbs];
};
