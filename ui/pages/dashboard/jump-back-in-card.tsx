// Jump Back In: the test the student saved for later (the exam room's runningTest), resumed in the simulator with
// its saved session. A course in state renew opens the Validity Expired modal instead (as the exam room lists do).
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { DASHBOARD_MESSAGES as M } from '../../../application/dashboard/dashboard-messages';
import { blocksStartingTests, courseAccessState, isoDateOf } from '../../../domain/account/access-state';
import type { Course } from '../../../domain/account/student';
import type { RunningTest } from '../../../domain/exam-room/running-test';
import { testStartPath } from '../../../domain/exam-room/test-start';
import { PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { useServices } from '../../services-context';
import type { CardData } from './dashboard.store';
import { Card, CardLoading } from './dashboard-parts';

/** Starting a test from the dashboard: renew opens the upgrade modal (true: do not start). */
export const useStartGuard = (course: Course | null) => {
  const { ui } = useServices();
  const [, navigate] = useLocation();
  return {
    blocked: (): boolean => {
      if (!blocksStartingTests(courseAccessState(course, isoDateOf(Date.now())))) return false;
      ui.showModal('validity-expired');
      return true;
    },
    navigate,
  };
};

export const JumpBackInCard = observer(function JumpBackInCard({ data, course }: { data: CardData<RunningTest | null>; course: Course | null }) {
  const guard = useStartGuard(course);
  const running = data.value;

  const resume = (test: RunningTest) => {
    if (!course || guard.blocked()) return;
    guard.navigate(testStartPath({
      testId: test.testId,
      testType: test.testType,
      testSession: test.testSession,
      templateId: course.templateId,
      courseId: course.courseId,
    }));
  };

  return (
    <Card title={M.jumpBackIn}>
      {data.loading ? (
        <CardLoading label={M.loadingRunningTest} lines={2} />
      ) : !running ? (
        <div css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
          <p css={(t) => ({ margin: 0, color: t.colors.textMuted })}>{M.noRunningTest}</p>
          <ButtonLink href={PATHS.examRoom} variant="ghost" size="sm">{M.goToExamRoom}</ButtonLink>
        </div>
      ) : (
        <div css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
          <p css={(t) => ({ margin: 0, color: t.colors.textMuted })}>{M.runningTestIntro}</p>
          <div>
            <p css={{ margin: 0, fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>{running.testName || M.untitledTest}</p>
            {running.testMode && <p css={(t) => ({ margin: '2px 0 0', fontSize: 14, color: t.colors.textMuted })}>{running.testMode}</p>}
          </div>
          <Button onClick={() => resume(running)} aria-label={M.resumeOf(running.testName || M.untitledTest)}>{M.resume}</Button>
        </div>
      )}
    </Card>
  );
});
