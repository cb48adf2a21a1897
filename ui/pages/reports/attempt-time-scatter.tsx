// Time against correctness: one point per visited question, x = the seconds spent on it, one row per final
// correctness (right, wrong, not answered, not marked automatically), each with its own shape and colour. Points of
// a row that would overlap are stacked up and down (a small beeswarm), each row named above its line, so the chart reads on a 360 px phone whatever
// the number of questions. The shared ChartFrame gives the svg its name and description and a hidden table of the
// same numbers.
import { useTheme } from '@emotion/react';
import { scaleBand, scaleLinear } from 'd3-scale';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { Correctness, TimePoint } from '../../../domain/reports/attempt-timeline-types';
import { mmss } from '../../../domain/reports/format';
import { ChartFrame } from '../../charts/chart-frame';
import { MarkSymbol } from './attempt-timeline-marks';
import { CORRECTNESS_LOOKS } from './attempt-timeline-view';

const ROWS: Correctness[] = ['right', 'wrong', 'empty', 'unknown'];
const ROW_H = 60;
const TOP = 4;
const AXIS = 34;
const LEFT = 14;
const RIGHT = 14;
/** vertical step between stacked points (px) and the closest two points of a level may be (px) */
const STEP = 9;
const MIN_GAP = 10;

export interface PlacedPoint extends TimePoint {
  x: number;
  /** offset from the row's centre line */
  dy: number;
}

/** Places a row's points: left to right, each on the nearest level (0, -1, +1, -2 ...) with room for it. */
export function swarm(points: readonly TimePoint[], x: (seconds: number) => number, maxLevel: number): PlacedPoint[] {
  const lastOnLevel = new Map<number, number>();
  const levels = [0];
  for (let l = 1; l <= maxLevel; l++) levels.push(-l, l);
  return [...points].sort((a, b) => a.seconds - b.seconds || a.index - b.index).map((p) => {
    const px = x(p.seconds);
    const level = levels.find((l) => px - (lastOnLevel.get(l) ?? -Infinity) >= MIN_GAP) ?? levels[levels.length - 1];
    lastOnLevel.set(level, px);
    return { ...p, x: px, dy: level * STEP };
  });
}

export function TimeScatter({ points }: { points: readonly TimePoint[] }) {
  const theme = useTheme();
  const rows = ROWS.filter((c) => points.some((p) => p.correctness === c));
  const height = TOP + Math.max(1, rows.length) * ROW_H + AXIS;
  const table = {
    columns: [M.questionHeader, M.secondsHeader, M.answerHeader],
    rows: points.map((p) => [p.label, p.seconds, M.correctness[p.correctness]]),
  };
  return (
    <ChartFrame title={M.scatterTitle} description={M.scatterDescription} table={table} height={height} empty={points.length === 0}>
      {(width) => {
        const maxSeconds = Math.max(10, ...points.map((p) => p.seconds));
        const x = scaleLinear().domain([0, maxSeconds]).nice().range([LEFT, Math.max(LEFT + 60, width - RIGHT)]);
        const y = scaleBand<Correctness>().domain(rows).range([TOP, TOP + rows.length * ROW_H]);
        const ticks = x.ticks(Math.max(2, Math.floor((width - LEFT) / 70)));
        const bottom = TOP + rows.length * ROW_H;
        return (
          <>
            {ticks.map((t) => (
              <g key={t}>
                <line x1={x(t)} x2={x(t)} y1={TOP} y2={bottom} stroke={theme.colors.border} strokeDasharray="2 3" />
                <text x={x(t)} y={bottom + 14} textAnchor="middle" fontSize={11} fill={theme.colors.textMuted}>{mmss(t)}</text>
              </g>
            ))}
            <text x={(LEFT + width - RIGHT) / 2} y={bottom + 30} textAnchor="middle" fontSize={12} fill={theme.colors.text}>{M.secondsAxis}</text>
            {rows.map((c) => {
              const look = CORRECTNESS_LOOKS[c];
              const rowTop = y(c) ?? 0;
              const cy = rowTop + 38;
              const inRow = points.filter((p) => p.correctness === c);
              return (
                <g key={c} data-row={c}>
                  <line x1={LEFT} x2={width - RIGHT} y1={cy} y2={cy} stroke={theme.colors.border} />
                  <MarkSymbol look={look} x={LEFT} y={rowTop + 10} />
                  <text x={LEFT + 10} y={rowTop + 10} dy="0.32em" fontSize={12} fontWeight={600} fill={theme.colors.text}>{`${M.correctness[c]} (${inRow.length})`}</text>
                  {swarm(inRow, (s) => x(s), 2).map((p) => (
                    <g key={p.index} data-point={p.label}>
                      <title>{`${p.label}: ${p.seconds} s, ${M.correctness[c]}`}</title>
                      <MarkSymbol look={look} x={p.x} y={cy + p.dy} area={56} />
                    </g>
                  ))}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
