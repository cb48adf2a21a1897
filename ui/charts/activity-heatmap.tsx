// The dashboard's Activity Chart (spec 000 §2.13, §9): the months the server sent, each as weeks (columns) of 7 days
// (rows Sunday..Saturday), a cell per day coloured by its level (six levels, domain/dashboard/heatmap.ts), month
// labels above, weekday labels at the left, and a Less/More legend. d3 computes the colour scale (the theme's
// surfaceAlt to its primary, so dark mode works) and the column positions; React draws the SVG, so it renders in
// jsdom and on the server.
//
// Keyboard and screen readers: the days are one roving-tabindex group (one cell in the tab order: the focused, else
// the selected, else the latest day). Up/Down move one day, Left/Right one week, Home/End to the first/last day,
// PageUp/PageDown one month; Enter or Space (or a click) selects the day. Each cell is a button named like
// '12 problems on 3 November 2026' and pressed when selected. A visually hidden table sums each month up. Days after
// `lastDate` (the future part of the current month) are drawn faint and are not reachable.
import { useTheme } from '@emotion/react';
import { interpolateRgb } from 'd3-interpolate';
import { scaleLinear } from 'd3-scale';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DASHBOARD_MESSAGES as M } from '../../application/dashboard/dashboard-messages';
import { LEVEL_STARTS, type ActivityLevel, type HeatmapDay, type HeatmapMonth } from '../../domain/dashboard/heatmap';
import type { AppTheme } from '../theme/theme';
// Not ../components/visually-hidden: this module is loaded apart (the dashboard's activity card), and a direct import
// of that entry module makes the bundler move it (and @emotion/styled) out of the entry chunk, an extra request on
// every page's critical path.
const visuallyHiddenCss = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0,
} as const;
import { useContainerWidth } from './use-container-width';

export interface ActivityHeatmapProps {
  months: readonly HeatmapMonth[];
  /** the selected day (YYYY-MM-DD), drawn outlined and pressed */
  selectedDate: string | null;
  onSelect: (date: string) => void;
  /** the last day that has happened (YYYY-MM-DD): later days are drawn faint and cannot be chosen */
  lastDate?: string;
  /** the accessible name of the day group */
  label?: string;
}

/** Width of the weekday labels and height of the month labels, in px. */
const LEFT = 32;
const TOP = 18;
/** The space between two months, in px. */
const MONTH_GAP = 6;
/** A cell's pitch (size + gap) is fitted to the width within these bounds; below them the chart scrolls. */
export const MIN_PITCH = 12;
export const MAX_PITCH = 20;
const GAP = 2;

/** The colour of each level: surfaceAlt for none, then five steps from a tint of primary to primary. */
export const levelColours = (theme: Pick<AppTheme, 'colors'>): string[] => {
  const scale = scaleLinear<string>().domain([0, 5]).range([theme.colors.surfaceAlt, theme.colors.primary]).interpolate(interpolateRgb);
  return [0, 1, 2, 3, 4, 5].map((level) => scale(level));
};

/** The level ranges, from LEVEL_STARTS: no problems, 1 to 19, 20 to 39, 40 to 59, 60 to 79, 80 or more. */
export const levelRanges = (): string[] =>
  LEVEL_STARTS.map((from, i) => M.levelRange(from, i === 0 ? 0 : i + 1 < LEVEL_STARTS.length ? LEVEL_STARTS[i + 1] - 1 : null));

interface PlacedDay {
  day: HeatmapDay;
  x: number;
  y: number;
  future: boolean;
  /** index among the navigable days (date order), -1 for a future day */
  index: number;
  monthIndex: number;
}

interface Layout {
  width: number;
  height: number;
  pitch: number;
  days: PlacedDay[];
  monthLabels: { label: string; x: number; key: string }[];
  navigable: PlacedDay[];
}

/** The cell pitch that fits the months into `available` px, within MIN_PITCH..MAX_PITCH. */
const pitchFor = (months: readonly HeatmapMonth[], available: number): number => {
  const columns = months.reduce((n, m) => n + m.weeks.length, 0);
  const gaps = Math.max(0, months.length - 1) * MONTH_GAP;
  const fitted = Math.floor((available - LEFT - gaps) / Math.max(1, columns));
  return Math.min(MAX_PITCH, Math.max(MIN_PITCH, fitted));
};

const layoutOf = (months: readonly HeatmapMonth[], pitch: number, lastDate: string | undefined): Layout => {
  const gaps = Math.max(0, months.length - 1) * MONTH_GAP;
  // the x of each week column: d3 maps the column index to px, a month gap added per month before it
  const column = scaleLinear().domain([0, 1]).range([LEFT, LEFT + pitch]);
  const days: PlacedDay[] = [];
  const monthLabels: Layout['monthLabels'] = [];
  let col = 0;
  months.forEach((month, monthIndex) => {
    const offset = monthIndex * MONTH_GAP;
    monthLabels.push({ label: month.label, x: column(col) + offset, key: month.month });
    month.weeks.forEach((week, w) => {
      week.forEach((day, weekday) => {
        if (!day) return;
        days.push({ day, x: column(col + w) + offset, y: TOP + weekday * pitch, future: lastDate !== undefined && day.date > lastDate, index: -1, monthIndex });
      });
    });
    col += month.weeks.length;
  });
  days.sort((a, b) => (a.day.date < b.day.date ? -1 : a.day.date > b.day.date ? 1 : 0));
  const navigable = days.filter((d) => !d.future);
  navigable.forEach((d, i) => { d.index = i; });
  return { width: column(col) + gaps + 1, height: TOP + 7 * pitch, pitch, days, monthLabels, navigable };
};

const KEY_STEPS: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };

export function ActivityHeatmap({ months, selectedDate, onSelect, lastDate, label = M.activityChart }: ActivityHeatmapProps) {
  const theme = useTheme();
  const colours = useMemo(() => levelColours(theme), [theme]);
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  // keyed on the pitch, not the width: a width that changes nothing (a phone, where the chart scrolls at the least
  // pitch either way) keeps the layout and the cells as they are
  const pitch = pitchFor(months, width);
  const layout = useMemo(() => layoutOf(months, pitch, lastDate), [months, pitch, lastDate]);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const moveFocus = useRef(false);
  const id = useId();

  const byDate = useMemo(() => new Map(layout.navigable.map((d) => [d.day.date, d])), [layout]);
  const latest = layout.navigable.at(-1)?.day.date ?? null;
  // the one cell in the tab order
  const tabbable = (focusDate && byDate.has(focusDate) ? focusDate : null)
    ?? (selectedDate && byDate.has(selectedDate) ? selectedDate : null)
    ?? latest;

  useEffect(() => {
    if (!moveFocus.current || !focusDate) return;
    moveFocus.current = false;
    svgRef.current?.querySelector<SVGElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const go = (date: string) => {
    moveFocus.current = true;
    setFocusDate(date);
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const date = (e.target as Element).getAttribute?.('data-date');
    const current = date ? byDate.get(date) : undefined;
    if (!current) return;
    const last = layout.navigable.length - 1;
    let next: number | null = null;
    if (e.key in KEY_STEPS) next = current.index + KEY_STEPS[e.key];
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else if (e.key === 'PageUp' || e.key === 'PageDown') {
      const targetMonth = current.monthIndex + (e.key === 'PageUp' ? -1 : 1);
      const inMonth = layout.navigable.filter((d) => d.monthIndex === targetMonth);
      const dayOfMonth = Number(current.day.date.slice(8, 10));
      const same = inMonth.find((d) => Number(d.day.date.slice(8, 10)) === dayOfMonth) ?? inMonth.at(-1);
      next = same ? same.index : current.index;
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(current.day.date);
      return;
    } else return;
    e.preventDefault();
    const clamped = Math.min(last, Math.max(0, next));
    go(layout.navigable[clamped].day.date);
  };

  const cell = layout.pitch - GAP;
  const ranges = levelRanges();
  // the cells as elements kept between renders: a render that changes none of these (a resize to the same pitch, a
  // focus that leaves the tab stop where it was) hands React the same elements, and it skips all 365 of them
  const cells = useMemo(() => layout.days.map(({ day, x, y, future }) => {
    if (future) {
      return <rect key={day.date} aria-hidden="true" x={x} y={y} width={cell} height={cell} rx={2} fill="none" stroke={theme.colors.border} strokeDasharray="2 2" />;
    }
    const selected = day.date === selectedDate;
    return (
      <rect
        key={day.date}
        data-date={day.date}
        data-level={day.level}
        role="button"
        aria-pressed={selected}
        aria-label={M.problemsOn(day.count, day.date)}
        tabIndex={day.date === tabbable ? 0 : -1}
        x={x}
        y={y}
        width={cell}
        height={cell}
        rx={2}
        fill={colours[day.level]}
        stroke={selected ? theme.colors.text : day.level === 0 ? theme.colors.border : 'none'}
        strokeWidth={selected ? 2 : 1}
        onClick={() => {
          setFocusDate(day.date);
          onSelect(day.date);
        }}
        onFocus={() => setFocusDate(day.date)}
      />
    );
  }), [layout, cell, colours, selectedDate, tabbable, theme, onSelect]);
  return (
    <div ref={ref} css={{ minWidth: 0 }}>
      {/* a chart wider than its card scrolls and starts at its end (the current month): a right-to-left scroll box
          begins at its right edge, with no script reading the layout (that forced the page's layout in the middle
          of the dashboard's commit); a new set of months gets a new box, so it starts at the end again */}
      <div key={`${months[0]?.month ?? ''}/${months.length}`} css={{ overflowX: 'auto', overflowY: 'hidden', paddingBottom: 4, direction: 'rtl' }}>
        <svg
          ref={svgRef}
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          onKeyDown={onKeyDown}
          css={(t) => ({
            display: 'block',
            direction: 'ltr',
            marginRight: 'auto', // at the left when it fits, as in a left-to-right box
            '& [data-date]': { cursor: 'pointer', outline: 'none' },
            '& [data-date]:focus-visible': { stroke: t.colors.focus, strokeWidth: 3 },
            '& [data-date]:hover': { stroke: t.colors.textMuted, strokeWidth: 1 },
          })}
        >
          <g aria-hidden="true" fontSize={11} fill={theme.colors.textMuted}>
            {layout.monthLabels.map((m) => <text key={m.key} x={m.x} y={12}>{m.label}</text>)}
            {[1, 3, 5].map((weekday) => (
              <text key={weekday} x={0} y={TOP + weekday * layout.pitch + cell - 1}>{M.weekdays[weekday]}</text>
            ))}
          </g>
          {cells}
        </svg>
      </div>
      <span id={`${id}-label`} css={visuallyHiddenCss}>{label}</span>
      <span id={`${id}-help`} css={visuallyHiddenCss}>{M.heatmapHelp}</span>
      <HeatmapLegend colours={colours} ranges={ranges} />
      <MonthTable months={months} lastDate={lastDate} />
    </div>
  );
}

function HeatmapLegend({ colours, ranges }: { colours: readonly string[]; ranges: readonly string[] }) {
  const theme = useTheme();
  return (
    <div data-legend="" css={(t) => ({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 6, marginTop: 8, fontSize: 13, color: t.colors.textMuted })}>
      <span aria-hidden="true">{M.less}</span>
      <svg aria-hidden="true" width={6 * 14} height={12} viewBox={`0 0 ${6 * 14} 12`}>
        {colours.map((c, level) => (
          <rect key={level} data-legend-level={level as ActivityLevel} x={level * 14} y={0} width={12} height={12} rx={2} fill={c} stroke={level === 0 ? theme.colors.border : 'none'} />
        ))}
      </svg>
      <span aria-hidden="true">{M.more}</span>
      <span css={visuallyHiddenCss}>{M.levelsSummary(ranges)}</span>
    </div>
  );
}

function MonthTable({ months, lastDate }: { months: readonly HeatmapMonth[]; lastDate?: string }) {
  return (
    <table css={visuallyHiddenCss}>
      <caption>{M.monthTableCaption}</caption>
      <thead>
        <tr>{M.monthTableColumns.map((c) => <th key={c} scope="col">{c}</th>)}</tr>
      </thead>
      <tbody>
        {months.map((m) => {
          const active = m.weeks.reduce((n, week) => n + week.filter((d) => d && d.count > 0 && (!lastDate || d.date <= lastDate)).length, 0);
          return (
            <tr key={m.month}>
              <th scope="row">{M.formatMonth(m.month)}</th>
              <td>{m.total}</td>
              <td>{active}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
