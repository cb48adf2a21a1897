// The Activity Chart card: the year picker, the heatmap (ui/charts/activity-heatmap.tsx, a chunk of its own) with its
// Less/More legend, and the tests of the chosen day with their counts and a link to their analytics. Titles are cut at
// 20 characters (the full title stays available).
import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useId } from 'react';
import { DASHBOARD_MESSAGES as M } from '../../../application/dashboard/dashboard-messages';
import { ACTIVITY_TITLE_MAX, cutTitle, type DayTest } from '../../../domain/dashboard/activity';
import { analyticsPath } from '../../../domain/shared/paths';
import { isSelfTest } from '../../../domain/shared/test-type';
import { ButtonLink } from '../../components/button-link';
import { deferred } from '../../components/deferred';
import { Spinner } from '../../components/spinner';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { ActivityStore } from './activity.store';
import { Card, CardEmpty, CardLoading, CutTitle, Figures } from './dashboard-parts';

// the heatmap (and d3) is a chunk of its own, fetched with the activity data after the page's first paint
const heatmap = deferred(() => import('../../charts/activity-heatmap').then((m) => m.ActivityHeatmap));
export const preloadActivityHeatmap = heatmap.preload;

/** A self test taken in the Learning mode is a learning session (learning analytics); a Competitive one is not. */
const dayTestAnalyticsPath = (test: DayTest): string => analyticsPath({
  testSession: test.testSession,
  testType: test.testType,
  subjective: false,
  learningSession: isSelfTest(test.testType) && test.testMode.trim().toLowerCase() !== 'competitive',
});

export const ActivityCard = observer(function ActivityCard({ store }: { store: ActivityStore }) {
  const pickerId = useId();
  // one function for the card's life: the heatmap keeps its 365 cells between renders while its inputs stay the same
  const selectDay = useCallback((date: string) => void store.selectDay(date), [store]);
  return (
    <Card
      title={M.activityChart}
     
      actions={
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <label htmlFor={pickerId} css={{ fontWeight: 600, fontSize: 14 }}>{M.year}</label>
          <select
            id={pickerId}
            value={store.year}
            onChange={(e) => void store.chooseYear(Number(e.target.value))}
            css={(t) => ({
              padding: '6px 10px', borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, background: t.colors.surface,
              color: t.colors.text, font: 'inherit', fontSize: 15,
              '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
            })}
          >
            {store.years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </span>
      }
    >
      {store.loading ? (
        <CardLoading label={M.loadingActivity} lines={4} height={150} />
      ) : store.months.length === 0 ? (
        <CardEmpty>{M.noActivity}</CardEmpty>
      ) : (
        <>
          <p css={(t) => ({ margin: 0, color: t.colors.textMuted, fontSize: 14 })}>
            {M.problemsSolved(store.total, store.rollingWindow ? M.inLast12Months : M.inYear(store.year))}
          </p>
          <Suspense fallback={<CardLoading label={M.loadingActivity} lines={4} height={150} />}>
            <heatmap.Component
              months={store.months}
              selectedDate={store.selectedDate}
              lastDate={store.lastDate}
              onSelect={selectDay}
            />
          </Suspense>
          <DayTests store={store} />
        </>
      )}
    </Card>
  );
});

const DayTests = observer(function DayTests({ store }: { store: ActivityStore }) {
  const headingId = useId();
  const date = store.selectedDate;
  if (!date) return <CardEmpty>{M.chooseADay}</CardEmpty>;
  return (
    <section aria-labelledby={headingId} aria-busy={store.dayLoading || undefined} css={(t) => ({ borderTop: `1px solid ${t.colors.border}`, paddingTop: 12 })}>
      <h3 id={headingId} css={{ margin: '0 0 8px', fontSize: 16 }}>{M.testsOn(date)}</h3>
      {store.dayLoading ? (
        <Spinner label={M.loadingDayTests} size="sm" />
      ) : store.dayTests.length === 0 ? (
        <CardEmpty>{M.noTestsOnDay}</CardEmpty>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}>
          {store.dayTests.map((test, i) => (
            <li key={`${test.testSession}-${i}`} css={(t) => ({ display: 'grid', gap: 8, padding: 12, borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, background: t.colors.bg })}>
              <div>
                <h4 css={{ margin: 0, fontSize: 15 }}>
                  <CutTitle full={test.testTitle} cut={cutTitle(test.testTitle, ACTIVITY_TITLE_MAX)} />
                </h4>
                <span css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{M.dayTestKind(test.testType, test.testMode)}</span>
              </div>
              <Figures items={[[M.total, test.totalQuestions], [M.correct, test.correctCount], [M.incorrect, test.incorrectCount], [M.notAnswered, test.notAnsweredCount]]} />
              {test.testSession && (
                <ButtonLink href={dayTestAnalyticsPath(test)} size="sm" variant="ocean">
                  <span aria-hidden="true">{M.viewAnalytics}</span>
                  <VisuallyHidden>{M.viewAnalyticsOf(test.testTitle)}</VisuallyHidden>
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
