// "Your strategy": the strategy's sentences (attemptStrategy), each as a short card with its figure; the time on
// each question against its correctness; the score with and without the likely guesses; and, when others' attempts
// of the test have a timeline, compareWithCohort's sentences. The compact variant (/learning-testanalytics) shows
// the sentences only.
import { useId, type ReactNode } from 'react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { CohortStrategy, StrategyReport } from '../../../domain/reports/attempt-timeline-types';
import { BarChart } from '../../charts/bar-chart';
import { TimeScatter } from './attempt-time-scatter';
import { gridCss, Panel } from './report-parts';

/** A titled part of a panel (h3), named by its heading. */
export function SubSection({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} css={{ display: 'grid', gap: 8 }}>
      <h3 id={id} css={{ margin: 0, fontSize: 16 }}>{title}</h3>
      {children}
    </section>
  );
}

const average = (xs: readonly number[]): number | null =>
  (xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10);

/** The figure of each sentence, in the order of StrategyReport.sentences (accuracy, changes, reviews, time, what-if). */
export function strategyCards(report: StrategyReport): { title: string; figure: string | null; sentence: string }[] {
  const F = M.strategyFigures;
  const secondsOf = (c: 'right' | 'wrong'): number | null => average(report.time.filter((p) => p.correctness === c).map((p) => p.seconds));
  const figures = [
    { title: F.accuracy, figure: M.pair(M.percentOrNone(report.firstLook.percent), M.percentOrNone(report.revisit.percent)) },
    { title: F.changes, figure: M.changesFigure(report.changes.count, report.changes.netMarks) },
    { title: F.reviews, figure: M.reviewsFigure(report.reviews.resolved, report.reviews.marked) },
    { title: F.time, figure: M.pair(M.secondsOrNone(secondsOf('right')), M.secondsOrNone(secondsOf('wrong'))) },
    { title: F.whatIf, figure: M.whatIfFigure(report.whatIf.guesses.length, report.whatIf.delta) },
  ];
  // the figures follow the domain's five sentences; should their number change, the sentences still show
  const matched = report.sentences.length === figures.length;
  return report.sentences.map((sentence, i) => ({
    title: matched ? figures[i].title : '',
    figure: matched ? figures[i].figure : null,
    sentence,
  }));
}

function StrategyCards({ report }: { report: StrategyReport }) {
  return (
    <ul css={{ ...gridCss(220), listStyle: 'none', margin: 0, padding: 0 }}>
      {strategyCards(report).map((c, i) => (
        <li
          key={i}
          data-testid="strategy-card"
          css={(t) => ({ border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, padding: 12, display: 'grid', gap: 4, alignContent: 'start' })}
        >
          {c.title && <span css={(t) => ({ fontSize: 13, color: t.colors.textMuted, fontWeight: 600 })}>{c.title}</span>}
          {c.figure && <strong css={{ fontSize: 20, fontVariantNumeric: 'tabular-nums' }}>{c.figure}</strong>}
          <span css={{ fontSize: 14 }}>{c.sentence}</span>
        </li>
      ))}
    </ul>
  );
}

function WhatIf({ report }: { report: StrategyReport }) {
  const w = report.whatIf;
  if (w.guesses.length === 0) return null;
  return (
    <SubSection title={M.whatIfTitle}>
      <BarChart
        title={M.whatIfTitle}
        description={M.whatIfDescription(w.score, w.scoreWithoutGuesses, w.guesses.length)}
        data={[
          { label: M.yourScore, value: w.score, tone: 'blue' },
          { label: M.withoutGuesses, value: w.scoreWithoutGuesses, tone: w.delta > 0 ? 'green' : w.delta < 0 ? 'red' : 'grey' },
        ]}
        labelHeader={M.score}
        valueHeader={M.marks}
        height={200}
      />
    </SubSection>
  );
}

function Cohort({ cohort, sentences }: { cohort: CohortStrategy; sentences: readonly string[] }) {
  if (sentences.length === 0) return null;
  return (
    <SubSection title={M.cohortHeading} testId="strategy-cohort">
      <p css={(t) => ({ margin: 0, fontSize: 13, color: t.colors.textMuted })}>{M.cohortBasis(cohort.attempts)}</p>
      <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
        {sentences.map((s, i) => <li key={i}>{s}</li>)}
      </ul>
    </SubSection>
  );
}

export interface StrategyPanelProps {
  report: StrategyReport;
  cohort: CohortStrategy | null;
  cohortSentences: readonly string[];
  compact?: boolean;
}

export function StrategyPanel({ report, cohort, cohortSentences, compact = false }: StrategyPanelProps) {
  if (compact) {
    return (
      <SubSection title={M.strategyHeading} testId="strategy-panel">
        <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
          {report.sentences.map((s, i) => <li key={i}>{s}</li>)}
        </ul>
      </SubSection>
    );
  }
  return (
    <Panel title={M.strategyHeading}>
      <div data-testid="strategy-panel" css={{ display: 'grid', gap: 20 }}>
        <StrategyCards report={report} />
        <SubSection title={M.scatterTitle}>
          <TimeScatter points={report.time} />
        </SubSection>
        <WhatIf report={report} />
        {cohort && <Cohort cohort={cohort} sentences={cohortSentences} />}
      </div>
    </Panel>
  );
}
