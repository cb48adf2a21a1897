// The sidebar and the header tab bar as data, filtered by the active course's tabs. The report sub-items are the
// report page's tabs, matched by menu id.
import { PATHS, reportPath } from '../shared/paths';
import type { CourseTabName, CourseTabs } from './student';

export interface MenuItem {
  /** stable id; report sub-items use the menu ids reportOverview, reportLearning, ... */
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
  { id: 'dashboard', label: 'Dashboard', href: PATHS.dashboard, tab: 'dashboard' },
  {
    id: 'studyRoom', label: 'Study Room', href: PATHS.studyRoom, heading: true,
    children: [
      { id: 'smartLearning', label: 'Gap Fixer / Smart Learning', href: PATHS.smartLearning, tab: 'selfTest' },
      { id: 'studyMaterial', label: 'Study Material', href: PATHS.studyMaterial, tab: 'studyMaterial' },
      { id: 'adaptiveLearning', label: 'Adaptive Learning', href: PATHS.adaptiveLearning, tab: 'adaptiveTest' },
    ],
  },
  {
    id: 'examRoom', label: 'Exam Room', href: PATHS.examRoom,
    children: [
      { id: 'topicTest', label: 'Topic Test', href: PATHS.topicTests, tab: 'topicTest' },
      { id: 'mockTest', label: 'Mock Test', href: PATHS.mockTests, tab: 'mockTest' },
      { id: 'classTest', label: 'Class Test', href: PATHS.classTests, tab: 'classTest' },
    ],
  },
  {
    id: 'report', label: 'Reports', href: PATHS.report, tab: 'report',
    children: [
      { id: 'reportOverview', label: 'Overview', href: reportPath('overview') },
      { id: 'reportLearning', label: 'Learning Sessions', href: reportPath('learning'), tab: 'selfTest' },
      { id: 'reportCompetitive', label: 'Competitive Sessions', href: reportPath('competitive'), tab: 'selfTest' },
      { id: 'reportTopicTest', label: 'Topic Tests', href: reportPath('topic-test'), tab: 'topicTest' },
      { id: 'reportMockTest', label: 'Mock Tests', href: reportPath('mock-test'), tab: 'mockTest' },
      { id: 'reportClassTest', label: 'Class Tests', href: reportPath('class-test'), tab: 'classTest' },
    ],
  },
  { id: 'allExams', label: 'All Exams', href: PATHS.selectCourse, tab: 'otherCourses', titleHidden: true },
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
