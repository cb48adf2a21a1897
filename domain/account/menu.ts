// Spec 000 §2.2: the sidebar and the header tab bar as data, filtered by the active course's tabs.
// Report sub-items follow spec 001 "Reports" (tab strip) and are matched by menu id (spec 000 §3).
import type { CourseTabName, CourseTabs } from './student';

export interface MenuItem {
  /** stable id; report sub-items use the spec's menu ids (reportOverview, ...) */
  id: string;
  label: string;
  href: string;
  /** the course tab flag the item needs; absent means always shown */
  tab?: CourseTabName;
  /** a group heading that is not a link (Study Room) */
  heading?: boolean;
  /** the title is hidden (All Exams) */
  titleHidden?: boolean;
  children?: MenuItem[];
}

export const SIDEBAR: readonly MenuItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard', tab: 'dashboard' },
  {
    id: 'studyRoom', label: 'Study Room', href: '/study-room', heading: true,
    children: [
      { id: 'smartLearning', label: 'Gap Fixer / Smart Learning', href: '/study-room/smart-learning', tab: 'selfTest' },
      { id: 'studyMaterial', label: 'Study Material', href: '/study-room/study-material', tab: 'studyMaterial' },
      { id: 'adaptiveLearning', label: 'Adaptive Learning', href: '/study-room/adaptive-learning', tab: 'adaptiveTest' },
    ],
  },
  {
    id: 'examRoom', label: 'Exam Room', href: '/exam-room',
    children: [
      { id: 'topicTest', label: 'Topic Test', href: '/exam-room/topic-test', tab: 'topicTest' },
      { id: 'mockTest', label: 'Mock Test', href: '/exam-room/mock-test', tab: 'mockTest' },
      { id: 'classTest', label: 'Class Test', href: '/exam-room/class-test', tab: 'classTest' },
    ],
  },
  {
    id: 'report', label: 'Reports', href: '/report', tab: 'report',
    children: [
      { id: 'reportOverview', label: 'Overview', href: '/report?tab=overview' },
      { id: 'reportLearning', label: 'Learning Sessions', href: '/report?tab=learning', tab: 'selfTest' },
      { id: 'reportCompetitive', label: 'Competitive Sessions', href: '/report?tab=competitive', tab: 'selfTest' },
      { id: 'reportTopicTest', label: 'Topic Tests', href: '/report?tab=topic-test', tab: 'topicTest' },
      { id: 'reportMockTest', label: 'Mock Tests', href: '/report?tab=mock-test', tab: 'mockTest' },
      { id: 'reportClassTest', label: 'Class Tests', href: '/report?tab=class-test', tab: 'classTest' },
    ],
  },
  { id: 'allExams', label: 'All Exams', href: '/selectcourse', tab: 'otherCourses', titleHidden: true },
];

/** Groups that are shown whatever the course allows (their sub-items still need their flags). */
const ALWAYS_SHOWN = new Set(['studyRoom', 'examRoom']);

const allowed = (item: MenuItem, tabs: CourseTabs | null): boolean =>
  ALWAYS_SHOWN.has(item.id) || item.tab === undefined || !!tabs?.[item.tab];

const filter = (items: readonly MenuItem[], tabs: CourseTabs | null): MenuItem[] =>
  items
    .filter((item) => allowed(item, tabs))
    .map((item) => (item.children ? { ...item, children: filter(item.children, tabs) } : item));

/** The sidebar for the active course's tabs (null: no course, so only the always-shown items). */
export const visibleSidebar = (tabs: CourseTabs | null): MenuItem[] => filter(SIDEBAR, tabs);

/** The header tab bar under a first path segment ('study-room', 'exam-room' or 'report', with or
 *  without the leading slash): the children available for the course; [] for any other segment. */
export const sectionTabs = (firstSegment: string, tabs: CourseTabs | null): MenuItem[] => {
  const href = '/' + firstSegment.replace(/^\/+|\/+$/g, '');
  const section = SIDEBAR.find((item) => item.href === href && item.children);
  return section?.children ? filter(section.children, tabs) : [];
};

/** An item is active when the current path contains its href. Report sub-items carry a query
 *  (?tab=...), so pass pathname + search to match them. */
export const isActiveHref = (pathname: string, href: string): boolean => href !== '' && pathname.includes(href);
