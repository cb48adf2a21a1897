// /dashboard (spec 000 §2.13): the welcome heading; the welcome banner (Get started, Tutorials); the Activity Chart
// with the tests of the chosen day; then the cards in a responsive grid: Jump Back In, Scheduled Classes and Class
// Tests (only with the course's classTest tab), Get the app and Support. Every card loads on its own and shows its
// empty state when its call fails. A page visit is tracked once per course. The first-time welcome modal is the
// shell's (ui/layout/shell-modals.tsx).
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { DASHBOARD_MESSAGES as M } from '../../../application/dashboard/dashboard-messages';
import { isoDateOf } from '../../../domain/account/access-state';
import type { TutorialVideo } from '../../../domain/dashboard/tutorials';
import { afterPaint } from '../../components/after-paint';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { ActivityCard, preloadActivityHeatmap } from './activity-card';
import { ClassTestsCard, ScheduledClassesCard } from './class-cards';
import { DashboardStore } from './dashboard.store';
import { GetAppCard } from './get-app-card';
import { JumpBackInCard } from './jump-back-in-card';
import { SupportCard } from './support-card';
import { WelcomeBanner } from './welcome-banner';

const wide = { gridColumn: '1 / -1', minWidth: 0 } as const;

export default observer(function DashboardPage() {
  const { session, dashboard, examRoom, analytics } = useServices();
  const course = session.activeCourse;
  const courseId = course?.courseId ?? 0;
  const templateId = course?.templateId ?? 0;
  const classTab = !!course?.tabs.classTest;
  // keyed by value: a refreshed course list (new objects, same course) keeps the cards as they are
  const store = useMemo(
    () => new DashboardStore(dashboard, examRoom, course && { courseId, templateId, tabs: { ...course.tabs, classTest: classTab } }, isoDateOf(Date.now())),
    [dashboard, examRoom, courseId, templateId, classTab],
  );
  // the calls and the heatmap's chunk start once the page has painted (its largest text, the banner, needs neither)
  useEffect(() => afterPaint(() => {
    store.start();
    preloadActivityHeatmap();
  }), [store]);

  const tracked = useRef<number | null>(null);
  useEffect(() => {
    if (tracked.current === courseId) return;
    tracked.current = courseId;
    analytics.track({ event: 'page_visit', page: 'dashboard', courseId: course ? courseId : undefined });
  }, [analytics, courseId, course]);

  const onPlay = (video: TutorialVideo) => analytics.track({ event: 'click', target: 'tutorials', item: video.id });

  return (
    <>
      <PageHeading>{M.welcome(session.student?.studentName ?? '')}</PageHeading>
      <div
        css={{
          display: 'grid',
          gap: 20,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
          alignItems: 'start',
        }}
      >
        <div css={wide}><WelcomeBanner onPlay={onPlay} /></div>
        <div css={wide}><ActivityCard store={store.activity} /></div>
        <JumpBackInCard data={store.running} course={course} />
        {store.withClassCards && <ScheduledClassesCard data={store.classes} />}
        {store.withClassCards && <ClassTestsCard data={store.classTests} course={course} />}
        <GetAppCard />
        <SupportCard />
      </div>
    </>
  );
});
