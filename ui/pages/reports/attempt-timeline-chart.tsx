// The lanes of the attempt timeline: x = time since the start (mm:ss ticks), one lane per question (or per section,
// opened into its questions by the buttons of the label column). On a lane: visit bars, answer marks, review flags,
// help marks; across the lanes: idle and paused stretches as hatched bands, section switches as dashed lines with
// the section's name, and (with the scrubber) the cursor of the chosen moment. React draws the SVG, d3 computes the
// scales, ticks and symbols (ui/charts). The label column stays put while the lanes scroll sideways in their own
// container (a 360 px phone never scrolls the page); zoom in / out / reset widen the lanes (buttons, so the keyboard
// has them; a button at its limit is aria-disabled, not disabled, so focus stays on it; + - 0 on the focused lanes do
// the same) and keep the cursor in view.
import { useTheme, type Theme } from '@emotion/react';
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useId, useMemo, type KeyboardEvent } from 'react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { AttemptTimeline } from '../../../domain/reports/attempt-timeline-types';
import { truncateLabel } from '../../../domain/reports/format';
import { chartPalette } from '../../charts/chart-palette';
import { useContainerWidth } from '../../charts/use-container-width';
import { Button } from '../../components/button';
import { VisuallyHidden } from '../../components/visually-hidden';
import { HELP_LOOK, MarkSymbol, ReviewFlag, TimelineLegend } from './attempt-timeline-marks';
import type { AttemptTimelineStore } from './attempt-timeline.store';
import { MAX_ZOOM } from './attempt-timeline.store';
import { answerLook, clock, rowOfQuestion, timeTicks, type LaneRow } from './attempt-timeline-view';

export const AXIS_H = 36;
export const ROW_H = 26;
const BOTTOM = 6;
const PAD = 10;
/** The lanes are never drawn narrower than this (px); a narrower container scrolls. */
const MIN_WIDTH = 280;
/** px per tick label */
const TICK_SPACE = 72;

type X = ScaleLinear<number, number>;

const svgId = (id: string): string => id.replace(/[^a-zA-Z0-9_-]/g, '');

interface BodyProps {
  timeline: AttemptTimeline;
  rows: readonly LaneRow[];
  x: X;
  width: number;
  height: number;
  theme: Theme;
  uid: string;
}

/** Everything but the cursor; redrawn only when the data, the rows, the width or the theme change. */
const LanesBody = memo(function LanesBody({ timeline, rows, x, width, height, theme, uid }: BodyProps) {
  const palette = chartPalette(theme);
  const { colors } = theme;
  const start = timeline.startAt;
  const at = (t: number): number => x(t - start);
  const rowOf = rowOfQuestion(rows);
  const top = (index: number): number | null => {
    const r = rowOf.get(index);
    return r === undefined ? null : AXIS_H + r * ROW_H;
  };
  const ticks = timeTicks(timeline.endAt - start, Math.floor(width / TICK_SPACE));
  const sectionName = (i: number): string => timeline.sections.find((s) => s.index === i)?.name ?? '';
  return (
    <>
      <defs>
        <pattern id={`${uid}-idle`} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={6} height={6} fill={colors.surface} fillOpacity={0.6} />
          <line x1={0} y1={0} x2={0} y2={6} stroke={colors.textMuted} strokeWidth={1.5} />
        </pattern>
        <pattern id={`${uid}-paused`} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
          <rect width={6} height={6} fill={colors.surface} fillOpacity={0.6} />
          <line x1={0} y1={0} x2={0} y2={6} stroke={palette.purple} strokeWidth={1.5} />
        </pattern>
      </defs>
      {rows.map((r, i) => (i % 2 === 1 ? <rect key={r.key} x={0} y={AXIS_H + i * ROW_H} width={width} height={ROW_H} fill={colors.surfaceAlt} /> : null))}
      <g data-layer="ticks">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={16} y2={height - BOTTOM} stroke={colors.border} strokeDasharray="2 3" />
            <text x={x(t)} y={11} textAnchor={x(t) < 20 ? 'start' : x(t) > width - 20 ? 'end' : 'middle'} fontSize={11} fill={colors.textMuted}>{clock(t)}</text>
          </g>
        ))}
      </g>
      <g data-layer="gaps">
        {timeline.gaps.map((g) => (
          <rect
            key={`${g.kind}${g.from}`}
            data-gap={g.kind}
            x={at(g.from)}
            y={AXIS_H - 4}
            width={Math.max(2, at(g.to) - at(g.from))}
            height={height - AXIS_H - BOTTOM + 4}
            fill={`url(#${uid}-${g.kind})`}
            stroke={g.kind === 'paused' ? palette.purple : colors.textMuted}
            strokeWidth={0.75}
          />
        ))}
      </g>
      <g data-layer="visits">
        {timeline.visits.map((v, i) => {
          const y = top(v.index);
          if (y === null) return null;
          return <rect key={i} x={at(v.from)} y={y + 13} width={Math.max(1.5, at(v.to) - at(v.from))} height={5} rx={2} fill={palette.blue} />;
        })}
      </g>
      <g data-layer="sections">
        {timeline.sectionSwitches.map((s, i) => {
          const sx = at(s.at);
          const name = sectionName(s.toSection);
          return (
            <g key={i} data-section-switch={name}>
              <title>{name}</title>
              <line x1={sx} x2={sx} y1={18} y2={height - BOTTOM} stroke={palette.blue} strokeWidth={2} strokeDasharray="4 3" />
              <text x={sx + 3} y={29} fontSize={11} fontWeight={600} fill={palette.blue}>{truncateLabel(name, 14)}</text>
            </g>
          );
        })}
      </g>
      <g data-layer="marks">
        {timeline.marks.map((m, i) => {
          const y = top(m.index);
          if (y === null) return null;
          return m.kind === 'help'
            ? <MarkSymbol key={i} look={HELP_LOOK} x={at(m.at)} y={y + 6} area={48} />
            : <ReviewFlag key={i} x={at(m.at)} y={y + 7} on={m.kind === 'review_on'} />;
        })}
      </g>
      <g data-layer="answers">
        {timeline.answers.map((a, i) => {
          const y = top(a.index);
          return y === null ? null : <MarkSymbol key={i} look={answerLook(a)} x={at(a.at)} y={y + 15.5} />;
        })}
      </g>
    </>
  );
});

const Cursor = observer(function Cursor({ store, x, height }: { store: AttemptTimelineStore; x: X; height: number }) {
  const { colors } = useTheme();
  const cx = x(store.scrubMs);
  return (
    <g data-layer="cursor" data-at={store.scrubSeconds}>
      <line x1={cx} x2={cx} y1={14} y2={height - BOTTOM} stroke={colors.text} strokeWidth={2} />
      <path d={`M${cx - 5} 14L${cx + 5} 14L${cx} 20Z`} fill={colors.text} />
    </g>
  );
});

function LaneLabels({ rows, width, onToggle }: { rows: readonly LaneRow[]; width: number; onToggle: (group: number) => void }) {
  const grouped = rows.some((r) => r.group);
  return (
    <div
      role={grouped ? 'group' : undefined}
      aria-label={grouped ? M.lanes : undefined}
      aria-hidden={grouped ? undefined : true}
      css={{ flex: 'none', width, fontSize: 12 }}
    >
      <div style={{ height: AXIS_H }} />
      {rows.map((r) => (
        <div key={r.key} css={{ display: 'flex', alignItems: 'center', overflow: 'hidden' }} style={{ height: ROW_H, paddingLeft: r.nested ? 14 : 0 }}>
          {r.group ? (
            <button
              type="button"
              aria-expanded={r.group.expanded}
              title={r.group.name}
              onClick={() => onToggle(r.group!.index)}
              css={(t) => ({
                display: 'flex', alignItems: 'center', gap: 4, width: '100%', minWidth: 0, height: ROW_H - 2, padding: '0 4px',
                border: 0, borderRadius: t.radii.sm, background: 'none', color: t.colors.text, font: 'inherit', fontWeight: 600,
                cursor: 'pointer', textAlign: 'left',
                '&:hover': { background: t.colors.surfaceAlt },
                '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: -3 },
              })}
            >
              <svg aria-hidden="true" width={10} height={10} viewBox="0 0 10 10" css={{ flex: 'none' }}>
                <path d={r.group.expanded ? 'M1 3h8L5 8z' : 'M3 1v8l5-4z'} fill="currentColor" />
              </svg>
              <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{r.group.name}</span>
              <VisuallyHidden>{` (${M.groupQuestions(r.group.size)})`}</VisuallyHidden>
            </button>
          ) : (
            <span aria-hidden={grouped ? true : undefined} css={(t) => ({ color: t.colors.text, fontWeight: 600, paddingLeft: 4 })}>{r.label}</span>
          )}
        </div>
      ))}
    </div>
  );
}

const ZoomControls = observer(function ZoomControls({ store }: { store: AttemptTimelineStore }) {
  return (
    <div role="group" aria-label={M.zoomControls} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
      <Button variant="ghost" size="sm" onClick={() => store.zoomIn()} aria-disabled={store.zoom >= MAX_ZOOM}>{M.zoomIn}</Button>
      <Button variant="ghost" size="sm" onClick={() => store.zoomOut()} aria-disabled={store.zoom <= 1}>{M.zoomOut}</Button>
      <Button variant="ghost" size="sm" onClick={() => store.resetZoom()} aria-disabled={store.zoom === 1}>{M.zoomReset}</Button>
      <span aria-live="polite" css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{M.zoomLevel(store.zoom)}</span>
    </div>
  );
});

/** On the focused lanes: + (or =) zooms in, - zooms out, 0 resets; arrow keys scroll as usual. */
const zoomKey = (store: AttemptTimelineStore, e: KeyboardEvent<HTMLDivElement>): void => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const act = e.key === '+' || e.key === '=' ? () => store.zoomIn() : e.key === '-' ? () => store.zoomOut() : e.key === '0' ? () => store.resetZoom() : null;
  if (!act) return;
  e.preventDefault();
  act();
};

export interface TimelineChartProps {
  store: AttemptTimelineStore;
  /** with the zoom controls and the scrubber's cursor (the ATTEMPT TIMELINE tab); without: the compact section */
  full: boolean;
}

export const TimelineChart = observer(function TimelineChart({ store, full }: TimelineChartProps) {
  const timeline = store.timeline;
  const rows = store.rows;
  const theme = useTheme();
  const uid = svgId(useId());
  const [scrollRef, measured] = useContainerWidth<HTMLDivElement>();
  const zoom = full ? store.zoom : 1;
  const width = Math.round(Math.max(MIN_WIDTH, measured) * zoom);
  const height = AXIS_H + rows.length * ROW_H + BOTTOM;
  const duration = store.durationMs;
  const x = useMemo(() => scaleLinear().domain([0, Math.max(1000, duration)]).range([PAD, width - PAD]), [duration, width]);
  const cursorMs = full ? store.scrubMs : null;

  // keep the cursor in view (after a zoom, or when the scrubber moves it out of the visible part)
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || cursorMs === null) return;
    const cx = x(cursorMs);
    if (cx < el.scrollLeft + PAD || cx > el.scrollLeft + el.clientWidth - PAD) el.scrollLeft = Math.max(0, cx - el.clientWidth / 2);
  }, [cursorMs, x, scrollRef]);

  if (!timeline) return null;
  const grouped = rows.some((r) => r.group);
  return (
    <div data-testid="timeline-chart">
      {full && <ZoomControls store={store} />}
      <div css={{ display: 'flex', alignItems: 'flex-start' }}>
        <LaneLabels rows={rows} width={grouped ? 112 : 44} onToggle={(g) => store.toggleGroup(g)} />
        <div
          ref={scrollRef}
          tabIndex={0}
          role="group"
          aria-label={M.chartScroll}
          onKeyDown={full ? (e) => zoomKey(store, e) : undefined}
          css={(t) => ({
            // width 0 + flex-basis 0: the lanes' width never counts towards the page's (a phone scrolls them here)
            flex: '1 1 0', width: 0, minWidth: 0, overflowX: 'auto', overflowY: 'hidden',
            '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
          })}
        >
          <svg
            role="img"
            aria-labelledby={`${uid}-title`}
            aria-describedby={`${uid}-desc`}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            css={{ display: 'block', maxWidth: 'none' }}
          >
            <title id={`${uid}-title`}>{M.timelineHeading}</title>
            <desc id={`${uid}-desc`}>{M.timelineDescription(clock(duration), rows.length)}</desc>
            <LanesBody timeline={timeline} rows={rows} x={x} width={width} height={height} theme={theme} uid={uid} />
            {full && <Cursor store={store} x={x} height={height} />}
          </svg>
        </div>
      </div>
      <TimelineLegend cursor={full} />
    </div>
  );
});
