// Scheduled Classes (the week's classes of the student's class; titles cut at 15 characters) and Class Tests (the
// course's class tests, each started as the class test page does, and a link to that page). Shown only when the
// active course has the classTest tab (the page decides).
import { observer } from 'mobx-react-lite';
import { DASHBOARD_MESSAGES as M } from '../../../application/dashboard/dashboard-messages';
import type { Course } from '../../../domain/account/student';
import { cutTitle, SCHEDULED_CLASS_TITLE_MAX, type ScheduledClass } from '../../../domain/dashboard/activity';
import type { ClassTest } from '../../../domain/exam-room/class-test';
import { testStartPath } from '../../../domain/exam-room/test-start';
import { PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import type { CardData } from './dashboard.store';
import { Card, CardEmpty, CardLoading, CutTitle } from './dashboard-parts';
import { useStartGuard } from './jump-back-in-card';

const pad = (n: number): string => String(n).padStart(2, '0');

/** A class test's time as '20 Nov 2026, 10:30': an instant with a zone (…Z, +05:30) in local time, else as written. */
export const classTestWhen = (test: Pick<ClassTest, 'testDateTime' | 'date'>): string => {
  const raw = (test.testDateTime || test.date).trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(raw)) {
    const at = new Date(raw);
    if (!Number.isNaN(at.getTime())) {
      return M.formatClassTestDate(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`);
    }
  }
  return M.formatClassTestDate(raw);
};

/** How many class tests the card lists; the rest are on the class test page. */
export const CLASS_TESTS_SHOWN = 5;

const listCss = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 } as const;
const itemCss = (t: import('@emotion/react').Theme) => ({
  display: 'grid', gap: 4, padding: '10px 12px', borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, background: t.colors.bg,
});
const mutedCss = (t: import('@emotion/react').Theme) => ({ margin: 0, fontSize: 13, color: t.colors.textMuted });

export const ScheduledClassesCard = observer(function ScheduledClassesCard({ data }: { data: CardData<ScheduledClass[]> }) {
  return (
    <Card title={M.scheduledClasses}>
      {data.loading ? (
        <CardLoading label={M.loadingClasses} />
      ) : data.value.length === 0 ? (
        <CardEmpty>{M.classesNotFound}</CardEmpty>
      ) : (
        <ul css={listCss}>
          {data.value.map((c, i) => (
            <li key={`${c.classDateName}-${c.topicTitle}-${i}`} css={itemCss}>
              <h3 css={{ margin: 0, fontSize: 15 }}>
                <CutTitle full={c.topicTitle} cut={cutTitle(c.topicTitle, SCHEDULED_CLASS_TITLE_MAX)} />
              </h3>
              <p css={{ margin: 0, fontSize: 14, fontWeight: 600 }}>{c.classDateName}</p>
              <p css={mutedCss}>{[c.subject, c.className, c.schoolName].filter(Boolean).join(' · ')}</p>
              {c.teacherName && <p css={mutedCss}>{`${M.teacher}: ${c.teacherName}`}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});

export const ClassTestsCard = observer(function ClassTestsCard({ data, course }: { data: CardData<ClassTest[]>; course: Course | null }) {
  const guard = useStartGuard(course);
  const start = (test: ClassTest) => {
    if (!course || guard.blocked()) return;
    guard.navigate(testStartPath({ testId: test.testId, testType: test.testType, classTestId: test.scheduleId, templateId: course.templateId, courseId: course.courseId }));
  };
  return (
    <Card title={M.classTests}>
      {data.loading ? (
        <CardLoading label={M.loadingClassTests} />
      ) : data.value.length === 0 ? (
        <CardEmpty>{M.noClassTestData}</CardEmpty>
      ) : (
        <>
          <ul css={listCss}>
            {data.value.slice(0, CLASS_TESTS_SHOWN).map((test) => (
              <li key={`${test.testId}-${test.scheduleId}`} css={(t) => ({ ...itemCss(t), gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: 12 })}>
                <div css={{ minWidth: 0 }}>
                  <h3 css={{ margin: 0, fontSize: 15, overflowWrap: 'anywhere' }}>{test.testTitle}</h3>
                  <p css={mutedCss}>{[test.subject, classTestWhen(test)].filter(Boolean).join(' · ')}</p>
                </div>
                <Button size="sm" onClick={() => start(test)} aria-label={M.startNowOf(test.testTitle)}>{M.startNow}</Button>
              </li>
            ))}
          </ul>
          <ButtonLink href={PATHS.classTests} variant="link" size="sm">{M.viewAllClassTests}</ButtonLink>
        </>
      )}
    </Card>
  );
});
