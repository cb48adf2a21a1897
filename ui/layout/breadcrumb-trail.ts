// The breadcrumb's trail: Dashboard, then the title of every titled segment of the path. It lives with the layout
// (the only place that shows it), so the start-up chunk carries only the page titles.
import { PATHS } from '../../domain/shared/paths';
import { normalisePath, routeTitles, type TitledPath } from '../routes/route-titles';

export interface Crumb {
  label: string;
  href: string;
}

const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The pages whose title the breadcrumb shows for their path segment. */
const BREADCRUMB_PAGES: readonly TitledPath[] = [
  PATHS.dashboard, PATHS.studyMaterial, PATHS.smartLearning, PATHS.topicTests, PATHS.mockTests, PATHS.classTests,
  PATHS.report, PATHS.selectCourse, PATHS.settings, PATHS.profile, PATHS.payments, PATHS.learningAnalytics,
  PATHS.testAnalytics, PATHS.testSimulator, PATHS.guestTestSimulator, PATHS.testReview, PATHS.guestTestBegin,
  PATHS.selectYourCourse,
];

const segmentTitles = new Map(BREADCRUMB_PAGES.map((p) => [lastSegment(p), routeTitles[p]]));

export const breadcrumbTrail = (pathname: string): Crumb[] => {
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  const crumbs = segments.flatMap((s, i) => {
    const label = segmentTitles.get(s);
    return label ? [{ label, href: '/' + segments.slice(0, i + 1).join('/') }] : [];
  });
  const home = { label: routeTitles[PATHS.dashboard], href: PATHS.dashboard };
  return `/${segments[0]}` === PATHS.dashboard ? crumbs : [home, ...crumbs];
};
