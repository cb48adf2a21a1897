// PERFORMANCE IN DETAIL of test analytics, with the score colour bands: the sections of the current level with a
// percentage badge (80 green, 60 yellow-orange, else red), Questions, Correct, Incorrect and Unattempted with
// percentages, Time, Score obtained/total coloured 80/60/40, View Details for sections with children; a breadcrumb
// back up. Empty: 'No sections available'.
import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { SectionNode } from '../../../domain/reports/attempt-summary';
import { badgeBand, scoreBand } from '../../../domain/reports/bands';
import { chartPalette } from '../../charts/chart-palette';
import { Button } from '../../components/button';
import { panelCss } from '../../components/panel';
import { EmptyState, gridCss } from './report-parts';
import type { TestAnalyticsStore } from './test-analytics.store';
import { Flex } from '../../components/layout-primitives';

export const SectionDrilldown = observer(function SectionDrilldown({ store }: { store: TestAnalyticsStore }) {
  const crumbs = [M.allSections, ...store.drillPath];
  const sections = store.visibleSections;
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <nav aria-label={M.sectionsBreadcrumb}>
        <ol css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: 0, listStyle: 'none', fontSize: 14, color: t.colors.textMuted })}>
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={`${i}-${c}`} css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                {last ? (
                  <span aria-current="location" css={(t) => ({ fontWeight: 600, color: t.colors.text })}>{c}</span>
                ) : (
                  <>
                    <Button variant="link" size="sm" onClick={() => store.drillTo(i)}>{c}</Button>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {sections.length === 0 ? (
        <EmptyState>{M.noSections}</EmptyState>
      ) : (
        <ul css={{ ...gridCss(260), listStyle: 'none', margin: 0, padding: 0 }}>
          {sections.map((s) => <SectionCard key={s.path.join('/')} section={s} onDrill={() => store.drillInto(s)} />)}
        </ul>
      )}
    </div>
  );
});

function SectionCard({ section: s, onDrill }: { section: SectionNode; onDrill: () => void }) {
  const palette = chartPalette(useTheme());
  const badge = badgeBand(s.percentage);
  const score = scoreBand(s.percentage);
  const rows: [string, string][] = [
    [M.questions, String(s.totalQuestion)],
    [M.correct, `${s.correctQuestions} (${s.correctPercentage}%)`],
    [M.incorrect, `${s.incorrectQuestions} (${s.incorrectPercentage}%)`],
    [M.unattempted, `${s.unattemptedQuestions} (${s.unattemptedPercentage}%)`],
    [M.time, s.timeSpentLabel],
  ];
  return (
    <li data-section={s.sectionName} css={(t) => ({ ...panelCss(t), display: 'grid', gap: 10 })}>
      <Flex justifyContent="space-between" alignItems="center" gap={2}>
        <h3 css={{ margin: 0, fontSize: 16 }}>{s.sectionName}</h3>
        <span
          data-band={badge}
          css={(t) => ({ padding: '2px 10px', borderRadius: t.radii.pill, fontWeight: 700, fontSize: 13, color: t.name === 'dark' ? '#0b1220' : '#ffffff' })}
          style={{ background: palette[badge] }}
        >
          {s.percentage}%
        </span>
      </Flex>
      <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0, fontSize: 14 }}>
        {rows.map(([k, v]) => (
          <div key={k} css={{ display: 'contents' }}>
            <dt css={(t) => ({ color: t.colors.textMuted })}>{k}</dt>
            <dd css={{ margin: 0 }}>{v}</dd>
          </div>
        ))}
        <div css={{ display: 'contents' }}>
          <dt css={(t) => ({ color: t.colors.textMuted })}>{M.score}</dt>
          <dd data-band={score} css={{ margin: 0, fontWeight: 700 }} style={{ color: palette[score] }}>{s.sectionScore}/{s.sectionTotalScore}</dd>
        </div>
      </dl>
      {s.children.length > 0 && (
        <Button size="sm" variant="ghost" onClick={onDrill} aria-label={M.viewDetailsOfSection(s.sectionName)}>{M.viewDetails}</Button>
      )}
    </li>
  );
}
