// Page titles per route (the titles are ours). The document title is '{page} | ExamPrep'.
import { PATHS } from '../../domain/shared/paths';
import { PRODUCT_NAME } from '../components/product-logo';

export const routeTitles = {
  [PATHS.login]: 'Log In',
  [PATHS.loginDirect]: 'Signing In',
  [PATHS.forgetPassword]: 'Forget Password',
  [PATHS.signup]: 'Create a New Account',
  [PATHS.guestTestBegin]: 'Guest Test',
  [PATHS.selectYourCourse]: 'Select Your Course',
  [PATHS.logout]: 'Logging Out',
  [PATHS.paymentCancelled]: 'Payment Failed',
  [PATHS.paymentResponse]: 'Payment Successful',
  [PATHS.inAppPayment]: 'Payment',
  [PATHS.dashboard]: 'Dashboard',
  [PATHS.studyMaterial]: 'Study Material',
  [PATHS.smartLearning]: 'Gap Fixer / Smart Learning',
  [PATHS.adaptiveLearning]: 'Adaptive Learning',
  [PATHS.topicTests]: 'Topic Test',
  [PATHS.mockTests]: 'Mock Test',
  [PATHS.classTests]: 'Class Test',
  [PATHS.report]: 'Reports',
  [PATHS.selectCourse]: 'All Exams',
  [PATHS.settings]: 'Settings',
  [PATHS.profile]: 'My Profile',
  [PATHS.payments]: 'Payments',
  [PATHS.learningAnalytics]: 'Learning Analytics',
  [PATHS.testAnalytics]: 'Test Analytics',
  [PATHS.classTestAlias]: 'Class Test',
  [PATHS.testSimulator]: 'Test Simulator',
  [PATHS.adaptiveSimulator]: 'Adaptive Test',
  [PATHS.guestTestSimulator]: 'Guest Test',
  [PATHS.testReview]: 'Test Review',
} as const;

export type TitledPath = keyof typeof routeTitles;

/** Paths that only redirect: they keep the product name as title. */
const redirectPaths = new Set<string>([PATHS.home, PATHS.studyRoom, PATHS.examRoom]);

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The path without query, hash and trailing slashes ('/' for the root). */
export const normalisePath = (pathname: string): string => {
  const p = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  return p === '' ? PATHS.home : p;
};

/** The title of the page at `pathname` (without the product name); null for redirect-only paths. */
export const pageTitle = (pathname: string): string | null => {
  const p = normalisePath(pathname);
  if (redirectPaths.has(p)) return null;
  return p in routeTitles ? routeTitles[p as TitledPath] : NOT_FOUND_TITLE;
};

export const documentTitle = (pathname: string): string => {
  const title = pageTitle(pathname);
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
};
