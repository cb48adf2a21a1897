// Every user-facing text of the dashboard (/dashboard): the welcome banner and its tutorial videos, the Activity
// Chart and the tests of a day, Jump Back In, Scheduled Classes, Class Tests, Get the app and Support. Verbatim from
// spec 000 where it gives them ('Classes not found', 'No class test data available', Less/More, the card titles);
// the rest is our wording. The views read them here; the toasts of the Support card come from the support use cases.
import { TEST_TYPE } from '../../domain/shared/test-type';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM-DD' as '3 November 2026' (a calendar day: no time zone involved); other text as it came. */
export const formatDay = (date: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : date;
};

/** 'YYYY-MM' as 'November 2026'. */
export const formatMonth = (month: string): string => {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
};

/** A class test's day (and time when it has one) as '20 Nov 2026, 10:30'; other text as it came. */
export const formatClassTestDate = (raw: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(raw.trim());
  const month = m ? SHORT_MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return raw;
  const day = `${Number(m[3])} ${month} ${m[1]}`;
  return m[4] !== undefined ? `${day}, ${m[4]}:${m[5]}` : day;
};

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Seconds as 'm:ss' (a video's length). */
export const formatDuration = (seconds: number): string => {
  const s = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Seconds in words for screen readers: '2 minutes 5 seconds'. */
export const durationInWords = (seconds: number): string => {
  const s = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const min = Math.floor(s / 60);
  const sec = s % 60;
  const parts = [min > 0 ? plural(min, 'minute', 'minutes') : '', sec > 0 || min === 0 ? plural(sec, 'second', 'seconds') : ''];
  return parts.filter(Boolean).join(' ');
};

/** The kind of a test of the day: a self test's mode (Learning or Competitive), else the test type's name. */
export const dayTestKind = (testType: number, testMode: string): string => {
  switch (testType) {
    case TEST_TYPE.selfTest: return testMode.trim() || 'Learning';
    case TEST_TYPE.topicTest: return 'Topic Test';
    case TEST_TYPE.mockTest: return 'Mock Test';
    case TEST_TYPE.classTest: return 'Class Test';
    case TEST_TYPE.classMockTest: return 'Class Mock Test';
    default: return 'Test';
  }
};

export const DASHBOARD_MESSAGES = {
  welcome: (name: string): string => (name.trim() ? `Welcome, ${name.trim()}` : 'Welcome'),

  // the welcome banner (a carousel of two slides)
  bannerLabel: 'Getting started',
  slideNames: ['Get started', 'Tutorials'] as readonly string[],
  slideOf: (n: number, total: number, name: string): string => `${n} of ${total}: ${name}`,
  showSlide: (n: number, name: string): string => `Show slide ${n}: ${name}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlides: 'Pause slides',
  playSlides: 'Play slides',
  introTitle: 'Your exam preparation, all in one place',
  introText: 'Practise with topic, mock and class tests, learn with smart and adaptive sessions, and follow your progress in the reports.',
  exploreFeatures: 'Explore Features',
  completeProfile: 'Complete Profile',
  tutorialsTitle: 'Learn the app in a few minutes',
  tutorialsText: 'Short videos show you around each room. Pick a topic to see its videos.',
  videoCount: (n: number): string => plural(n, 'video', 'videos'),
  openTutorials: (group: string, n: number): string => `${group}: ${plural(n, 'video', 'videos')}`,

  // the video list and the player
  videosOf: (group: string): string => `${group} videos`,
  playVideo: (title: string, seconds: number): string => `Play ${title}, ${durationInWords(seconds)}`,
  close: 'Close',
  closeVideo: 'Close video',
  noVideos: 'No videos available',
  videoNotSupported: 'Your browser cannot play this video.',

  // the Activity Chart
  activityChart: 'Activity Chart',
  year: 'Year',
  loadingActivity: 'Loading activity...',
  noActivity: 'No activity data available',
  less: 'Less',
  more: 'More',
  problemsSolved: (n: number, yearOrWindow: string): string => `${plural(n, 'problem', 'problems')} solved ${yearOrWindow}`,
  inLast12Months: 'in the last 12 months',
  inYear: (year: number): string => `in ${year}`,
  /** a day cell's accessible name */
  problemsOn: (count: number, date: string): string => `${plural(count, 'problem', 'problems')} on ${formatDay(date)}`,
  heatmapHelp: 'Use the arrow keys to move between days (up and down: one day, left and right: one week) and press Enter or Space to show the tests of that day.',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as readonly string[],
  levelsSummary: (ranges: readonly string[]): string => `Colours from less to more: ${ranges.join(', ')}.`,
  levelRange: (from: number, to: number | null): string =>
    from === 0 && to === 0 ? 'no problems' : to === null ? `${from} or more problems` : `${from} to ${to} problems`,
  monthTableCaption: 'Problems solved per month',
  monthTableColumns: ['Month', 'Problems', 'Active days'] as readonly string[],
  formatMonth,

  // the tests of a chosen day
  testsOn: (date: string): string => `Tests on ${formatDay(date)}`,
  chooseADay: 'Choose a day in the chart to see its tests.',
  loadingDayTests: 'Loading tests...',
  noTestsOnDay: 'No tests on this day.',
  total: 'Total',
  correct: 'Correct',
  incorrect: 'Incorrect',
  notAnswered: 'Not answered',
  viewAnalytics: 'View Analytics',
  viewAnalyticsOf: (title: string): string => `View Analytics of ${title}`,
  dayTestKind,

  // Jump Back In
  jumpBackIn: 'Jump Back In',
  loadingRunningTest: 'Looking for a test in progress...',
  runningTestIntro: 'Pick up where you left off:',
  resume: 'Resume',
  resumeOf: (name: string): string => `Resume ${name}`,
  untitledTest: 'Your saved test',
  noRunningTest: 'No test in progress. Start one from the Exam Room.',
  goToExamRoom: 'Go to Exam Room',

  // Scheduled Classes and Class Tests (only with the classTest tab)
  scheduledClasses: 'Scheduled Classes',
  loadingClasses: 'Loading classes...',
  classesNotFound: 'Classes not found',
  teacher: 'Teacher',
  classTests: 'Class Tests',
  loadingClassTests: 'Loading class tests...',
  noClassTestData: 'No class test data available',
  startNow: 'Start Now',
  startNowOf: (title: string): string => `Start Now: ${title}`,
  viewAllClassTests: 'View all class tests',
  formatClassTestDate,

  // Get the app
  getTheApp: 'Get the app',
  getTheAppText: 'Practise on the go: our app keeps your courses, tests and reports in your pocket.',
  scanToGet: (store: string): string => `QR code: scan to get the app on ${store}`,
  getItOn: (store: string): string => (store === 'App Store' ? 'Download on the App Store' : `Get it on ${store}`),
  opensInNewTab: '(opens in a new tab)',

  // Support
  support: 'Support',
  supportText: 'Stuck or found a problem? Raise a ticket and our team will get back to you.',
  subject: 'Subject',
  details: 'Details (optional)',
  send: 'Send',
} as const;
