// The scrubber of the ATTEMPT TIMELINE tab: a range input over the attempt (1 s steps, arrow keys, Home / End; its
// value read out as "12:34 of 45:00") that moves the chart's cursor, and under it the palette as it was at that
// moment (paletteAt): one cell per question with the simulator's own status look (status-look.tsx: colour, shape and
// glyph), the question on screen outlined, the time left, and the status legend with the counts of that moment.
// The cells are not buttons: each says its status in its name ("Q3: answered") and in data-status.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import { STATUS_LABELS } from '../../../application/simulator/simulator-messages';
import type { PaletteAtMoment, TimelineLane, TimelineSection } from '../../../domain/reports/attempt-timeline-types';
import { mmss } from '../../../domain/reports/format';
import { QUESTION_STATUSES, type QuestionStatus } from '../../../domain/test-engine/question-response';
import { StatusLegend } from '../../simulator/components/status-legend';
import { statusCellCss } from '../../simulator/components/status-look';
import type { AttemptTimelineStore } from './attempt-timeline.store';
import { clock } from './attempt-timeline-view';

const CELL = 34;

export const paletteCellLabel = (label: string, status: QuestionStatus): string =>
  M.paletteCell(label, STATUS_LABELS[status].toLowerCase());

interface CellGroup { key: string; name: string | null; indices: number[] }

const groupsOf = (lanes: readonly TimelineLane[], sections: readonly TimelineSection[]): CellGroup[] => {
  const withQuestions = sections.filter((s) => s.questions.length > 0);
  if (withQuestions.length === 0) return [{ key: 'all', name: null, indices: lanes.map((l) => l.index) }];
  return withQuestions.map((s) => ({ key: `s${s.index}`, name: s.name, indices: s.questions }));
};

function PaletteCells({ palette, lanes, sections, at }: {
  palette: PaletteAtMoment; lanes: readonly TimelineLane[]; sections: readonly TimelineSection[]; at: string;
}) {
  const headingId = useId();
  const label = new Map(lanes.map((l) => [l.index, l.label]));
  const counts = Object.fromEntries(QUESTION_STATUSES.map((s) => [s, 0])) as Record<QuestionStatus, number>;
  for (const s of palette.statuses) counts[s] += 1;
  const current = palette.currentIndex >= 0 ? label.get(palette.currentIndex) ?? null : null;
  return (
    <section aria-labelledby={headingId} data-testid="palette-at-moment" data-at={at} css={{ display: 'grid', gap: 12 }}>
      <h3 id={headingId} css={{ margin: 0, fontSize: 16 }}>{M.paletteAt(at)}</h3>
      <p css={(t) => ({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 16px', color: t.colors.text })}>
        <span data-testid="palette-current">{current === null ? M.notStarted : M.onScreen(current)}</span>
        <span data-testid="palette-time-left">{palette.remainingSeconds === null ? M.noTimer : M.timeLeftAt(mmss(Math.max(0, palette.remainingSeconds)))}</span>
      </p>
      {groupsOf(lanes, sections).map((g) => (
        <div key={g.key}>
          {g.name !== null && <p css={{ margin: '0 0 6px', fontSize: 13, fontWeight: 600 }}>{g.name}</p>}
          <ul
            aria-label={g.name ?? undefined}
            css={{ listStyle: 'none', margin: 0, padding: 4, display: 'flex', flexWrap: 'wrap', gap: 8 }}
          >
            {g.indices.map((i) => {
              const status = palette.statuses[i] ?? 'not_visited';
              const name = label.get(i) ?? `Q${i + 1}`;
              const isCurrent = i === palette.currentIndex;
              return (
                <li key={i} data-status={status} data-question-index={i} aria-label={paletteCellLabel(name, status)} aria-current={isCurrent ? 'true' : undefined}>
                  <span aria-hidden="true" css={(t) => statusCellCss(t, status, CELL, { current: isCurrent })}>{i + 1}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <StatusLegend counts={counts} />
    </section>
  );
}

export const TimelineScrubber = observer(function TimelineScrubber({ store }: { store: AttemptTimelineStore }) {
  const id = useId();
  const timeline = store.timeline;
  const palette = store.palette;
  if (!timeline || !palette) return null;
  const at = clock(store.scrubMs);
  const total = clock(store.durationMs);
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <div css={{ display: 'grid', gap: 6 }}>
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <label htmlFor={id} css={{ fontWeight: 600 }}>{M.scrubberLabel}</label>
          <span aria-hidden="true" css={(t) => ({ color: t.colors.textMuted, fontVariantNumeric: 'tabular-nums' })}>{`${at} / ${total}`}</span>
        </div>
        <input
          id={id}
          type="range"
          min={0}
          max={store.durationSeconds}
          step={1}
          value={store.scrubSeconds}
          aria-valuetext={M.scrubberValue(at, total)}
          onChange={(e) => store.setScrubSeconds(Number(e.currentTarget.value))}
          css={(t) => ({
            width: '100%', margin: 0, accentColor: t.colors.primary, minHeight: 24,
            '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
          })}
        />
      </div>
      <PaletteCells palette={palette} lanes={timeline.lanes} sections={timeline.sections} at={at} />
    </div>
  );
});
