// Renders a section's page only when the active course has its tab (spec 001 §6: course tab flags grant access to
// areas); else goes where the section root would (its first page the course allows, or the dashboard). Also the
// active course's access state for today (renew blocks starting tests and non-video study content).
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { courseAccessState, isoDateOf, type AccessState } from '../../domain/account/access-state';
import { redirectTarget } from '../../domain/account/redirect';
import type { CourseTabs } from '../../domain/account/student';
import { useServices } from '../services-context';

export const CourseTabGuard = observer(function CourseTabGuard({ tab, parent, child, children }: {
  tab: keyof CourseTabs;
  /** the section root (PATHS.examRoom, PATHS.studyRoom) */
  parent: string;
  /** this page, relative to the section root */
  child: string;
  children: ReactNode;
}) {
  const { session } = useServices();
  const tabs = session.activeCourse?.tabs;
  if (tabs && !tabs[tab]) return <Redirect to={redirectTarget(parent, child, tabs)} replace />;
  return <>{children}</>;
});

/** The active course's access state today (null without a course or the fields it needs). */
export const useAccessState = (): AccessState | null => {
  const { session } = useServices();
  return courseAccessState(session.activeCourse, isoDateOf(Date.now()));
};
