// Every route of the app (inside the /student base), with a builder for each route that takes parameters and a
// parser for each query the app reads back. The one home of path strings: views, stores, use cases and the
// menu build links here, and the route table maps these paths to pages.
import { isMockTest, isSelfTest, TEST_TYPE } from './test-type';

export const PATHS = {
  home: '/',
  login: '/login',
  loginDirect: '/logindirect',
  forgetPassword: '/forget-password',
  signup: '/signup',
  logout: '/logout',
  guestTestBegin: '/guest-testbegin',
  guestTestSimulator: '/guest-testsimulator',
  selectYourCourse: '/selectyourcourse',
  paymentCancelled: '/pgcancelled',
  paymentResponse: '/pgresponse',
  inAppPayment: '/inapppayment',
  dashboard: '/dashboard',
  studyRoom: '/study-room',
  studyMaterial: '/study-room/study-material',
  smartLearning: '/study-room/smart-learning',
  adaptiveLearning: '/study-room/adaptive-learning',
  examRoom: '/exam-room',
  topicTests: '/exam-room/topic-test',
  mockTests: '/exam-room/mock-test',
  classTests: '/exam-room/class-test',
  classTestAlias: '/classtest',
  report: '/report',
  selectCourse: '/selectcourse',
  settings: '/settings',
  profile: '/profile',
  payments: '/payments',
  learningAnalytics: '/learning-testanalytics',
  testAnalytics: '/testanalytics',
  testSimulator: '/test-simulator',
  adaptiveSimulator: '/test-simulator-adaptive',
  testReview: '/testview',
  onboarding: '/onboarding',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

type Query = Record<string, string | number | undefined | null>;

/** A path with its query; empty and missing values are left out, values are URI-encoded. */
export const withQuery = (path: string, query: Query): string => {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
};

// ---------- the report tabs (/report?tab=) ----------

export const REPORT_TAB_IDS = ['overview', 'learning', 'competitive', 'topic-test', 'mock-test', 'class-test'] as const;
export type ReportTabId = (typeof REPORT_TAB_IDS)[number];

export const reportPath = (tab?: ReportTabId): string => withQuery(PATHS.report, { tab });

// ---------- course selection, dashboard ----------

/** All Exams, with a course preselected (its plans open) when given. */
export const selectCoursePath = (courseId?: number): string => withQuery(PATHS.selectCourse, { cid: courseId });

/** The dashboard after sign-in: ftu=1 shows the first-time welcome. */
export const dashboardPath = (firstTimeUser?: number): string => withQuery(PATHS.dashboard, { ftu: firstTimeUser });

// ---------- logout ----------

/** Why the student was signed out, said on the login page afterwards. */
export type LogoutNotice = 'account-deletion';

/** /logout, with the notice the login page shows after it. */
export const logoutPath = (notice?: LogoutNotice): string => withQuery(PATHS.logout, { notice });

/** The notice of a /logout or /login query ('?notice=account-deletion'), or null. */
export const logoutNoticeOf = (search: string): LogoutNotice | null =>
  new URLSearchParams(search).get('notice') === 'account-deletion' ? 'account-deletion' : null;

// ---------- exam room lists ----------

/** The list a test of this type is started from (and where Save & Continue Later returns to). */
export const testListPath = (testType: number): string => {
  switch (testType) {
    case TEST_TYPE.selfTest: return PATHS.smartLearning;
    case TEST_TYPE.topicTest: return PATHS.topicTests;
    case TEST_TYPE.mockTest: return PATHS.mockTests;
    case TEST_TYPE.classTest: return PATHS.classTests;
    default: return PATHS.examRoom;
  }
};

// ---------- the review of an attempt (/testview?testSession={prefix}{id}) ----------

/** st: a test's answers (subjective tests are marked there), ls: a learning session's, mt: a mock test's. */
export const REVIEW_PREFIXES = ['st', 'ls', 'mt'] as const;
export type ReviewPrefix = (typeof REVIEW_PREFIXES)[number];

export const reviewPath = (prefix: ReviewPrefix, testSession: string): string =>
  `${PATHS.testReview}?testSession=${prefix}${encodeURIComponent(testSession)}`;

/** A /testview session split into its prefix and id ('st123' -> st, 123); null without one of the prefixes and an id. */
export const parseReviewSession = (testSession: string | null | undefined): { prefix: ReviewPrefix; id: string } | null => {
  if (!testSession) return null;
  const prefix = testSession.slice(0, 2).toLowerCase();
  const id = testSession.slice(2);
  if (!(REVIEW_PREFIXES as readonly string[]).includes(prefix) || id === '') return null;
  return { prefix: prefix as ReviewPrefix, id };
};

/** VIEW ANSWERS of test analytics: a mock test's review, else the test's. */
export const testAnswersPath = (testSession: string, testType: number): string =>
  reviewPath(isMockTest(testType) ? 'mt' : 'st', testSession);

/** VIEW ANSWERS of learning analytics. */
export const learningAnswersPath = (testSession: string): string => reviewPath('ls', testSession);

// ---------- which analytics page shows an attempt ----------

export interface AttemptRef {
  testSession: string;
  testType: number;
  /** a subjective test: its review is where it is marked */
  subjective: boolean;
  /** a learning session (a self test taken in the beginner mode) */
  learningSession: boolean;
}

/**
 * The page that shows a finished attempt: a subjective test's review, a learning session's learning analytics,
 * any other attempt's test analytics. After a submit and from a report's View Details alike.
 */
export const analyticsPath = (a: AttemptRef): string => {
  if (a.subjective) return reviewPath('st', a.testSession);
  const page = a.learningSession ? PATHS.learningAnalytics : PATHS.testAnalytics;
  return withQuery(page, { testSession: a.testSession, testType: a.testType });
};

/** A self test taken in the beginner mode (the default) is a learning session; in the advance mode a competitive one. */
export const isLearningSession = (testType: number, assessmentMode: string | undefined): boolean =>
  isSelfTest(testType) && assessmentMode !== 'advance';

/** The query of /testanalytics and /learning-testanalytics: the session (trimmed, '' when missing) and the test type (0 when missing or bad). */
export const parseAnalyticsQuery = (search: string): { testSession: string; testType: number } => {
  const q = new URLSearchParams(search);
  const testSession = q.get('testSession')?.trim() ?? '';
  const n = Number(q.get('testType') ?? '0');
  return { testSession, testType: Number.isSafeInteger(n) && n > 0 ? n : 0 };
};

// ---------- the simulator ----------

/** The simulator for a test (the query carries what the test needs: testId, testType, templateId, ...). */
export const simulatorPath = (query: Query): string => withQuery(PATHS.testSimulator, query);

/** The adaptive simulator at the question the session has reached (replaces the history entry on every answer). */
export const adaptiveSimulatorPath = (testSession: string, question?: number): string =>
  withQuery(PATHS.adaptiveSimulator, { testSession, question });

// ---------- where the app lives ----------

/** The app's base path on its host: every route above is inside it, and a full page load of it starts the app. */
export const APP_BASE = '/student';
