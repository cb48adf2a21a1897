// /exam-room/class-test and /classtest: the table titled Class Test, 5 rows a page, columns Test Title, Subject,
// Date/Time, Question Type, Total Marks, Duration (Minutes) and Action (Start Now). Empty state: No class test data
// available. Renew opens the upgrade modal instead.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { EXAM_ROOM_MESSAGES as M } from '../../../application/exam-room/exam-room-messages';
import type { ClassTest } from '../../../domain/exam-room/class-test';
import { Button } from '../../components/button';
import { Pagination } from '../../components/pagination';
import { PageHeading } from '../page-heading';
import { ClassTestStore } from './class-test.store';
import { panelCss } from '../../components/panel';
import { EmptyState, ExamTabGuard, useTestStarter } from './exam-room-parts';
import { useExamRoom } from './use-exam-room';

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'yyyy-mm-dd[ T]hh:mm' as '23 Nov 2026, 10:00' (an instant with a zone, e.g. ...Z, in local time); other
 *  text as it came; falls back to `date`. */
export const formatDateTime = (test: Pick<ClassTest, 'testDateTime' | 'date'>): string => {
  const raw = (test.testDateTime || test.date).trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(raw)) {
    const at = new Date(raw);
    if (!Number.isNaN(at.getTime())) {
      return `${at.getDate()} ${M.months[at.getMonth()]} ${at.getFullYear()}, ${pad(at.getHours())}:${pad(at.getMinutes())}`;
    }
  }
  const m = raw.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/);
  if (!m) return raw;
  const [, y, mo, d, h, mi] = m;
  const month = M.months[Number(mo) - 1];
  if (!month) return raw;
  const day = `${Number(d)} ${month} ${y}`;
  return h !== undefined ? `${day}, ${pad(Number(h))}:${mi}` : day;
};

export default function ClassTestPage({ child = 'class-test' }: { child?: string }) {
  return (
    <ExamTabGuard tab="classTest" child={child}>
      <ClassTestScreen />
    </ExamTabGuard>
  );
}

const cell = { padding: '10px 12px', textAlign: 'left' as const, verticalAlign: 'middle' as const };

const ClassTestScreen = observer(function ClassTestScreen() {
  const examRoom = useExamRoom();
  const starter = useTestStarter();
  const courseId = starter.course?.courseId ?? 0;
  const store = useMemo(() => new ClassTestStore(examRoom, courseId), [examRoom, courseId]);
  useEffect(() => { void store.load(); }, [store]);
  const headingId = useId();
  const { rows, page, pages } = store.currentPage;

  const start = (test: ClassTest) => {
    if (starter.blockedByAccess()) return;
    starter.start({ testId: test.testId, testType: test.testType, classTestId: test.scheduleId });
  };

  return (
    <>
      <PageHeading><span id={headingId}>{M.classTestHeading}</span></PageHeading>
      <section css={panelCss}>
        {store.loading ? (
          <EmptyState>{M.loadingClassTests}</EmptyState>
        ) : store.tests.length === 0 ? (
          <EmptyState>{M.noClassTestData}</EmptyState>
        ) : (
          <>
            <div css={{ overflowX: 'auto' }}>
              <table aria-labelledby={headingId} css={(t) => ({ width: '100%', minWidth: 760, borderCollapse: 'collapse', '& th, & td': { borderBottom: `1px solid ${t.colors.border}` }, '& thead th': { background: t.colors.surfaceAlt, fontSize: 14 } })}>
                <thead>
                  <tr>{M.classTestColumns.map((c) => <th key={c} scope="col" css={cell}>{c}</th>)}</tr>
                </thead>
                <tbody>
                  {rows.map((test) => (
                    <tr key={`${test.testId}-${test.scheduleId}`}>
                      <th scope="row" css={[cell, { fontWeight: 600 }]}>{test.testTitle}</th>
                      <td css={cell}>{test.subject}</td>
                      <td css={cell}>{formatDateTime(test)}</td>
                      <td css={cell}>{test.questionType}</td>
                      <td css={cell}>{test.totalMark}</td>
                      <td css={cell}>{test.totalTime}</td>
                      <td css={cell}>
                        <Button size="sm" onClick={() => start(test)} aria-label={M.startNowOf(test.testTitle)}>{M.startNow}</Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && <Pagination label={M.classTestPages} page={page} pages={pages} onGo={(p) => store.goTo(p)} />}
          </>
        )}
      </section>
    </>
  );
});
