// What the attempt timeline draws, read from the domain's AttemptTimeline: the lanes (one per question, or one per
// section with more than MAX_QUESTION_LANES questions, a section opened into its question lanes), the look of an
// answer mark (a shape as well as a colour), the mm:ss ticks, and the sentence of each fact of the text
// alternative. Pure functions: the chart, the list and the tests share them.
import { scaleUtc } from 'd3-scale';
import { symbol, symbolCircle, symbolCross, symbolDiamond, symbolSquare, symbolStar, symbolTimes, symbolTriangle, symbolWye, type SymbolType } from 'd3-shape';
import { durationText, FACT_MESSAGES as F, signedMarks } from '../../../application/reports/report-messages';
import type { AttemptTimeline, Correctness, TimelineAnswer, TimelineFact } from '../../../domain/reports/attempt-timeline-types';
import type { Tone } from '../../../domain/reports/bands';
import { mmss } from '../../../domain/reports/format';

/** Up to this many questions, one lane per question; more: one lane per section (or per block of questions). */
export const MAX_QUESTION_LANES = 40;
/** The size of a block of questions standing in for a section in a long test without sections. */
export const QUESTION_BLOCK = 20;

export interface LaneRow {
  key: string;
  label: string;
  /** the questions drawn on this row ([] for an opened group's own row) */
  indices: number[];
  /** set on a group's own row (a section or a block of questions) */
  group?: { index: number; name: string; size: number; expanded: boolean };
  /** a question row inside an opened group */
  nested: boolean;
}

interface Group { index: number; name: string; questions: number[] }

const groupsOf = (timeline: AttemptTimeline, blockName: (first: number, last: number) => string): Group[] => {
  const withQuestions = timeline.sections.filter((s) => s.questions.length > 0);
  if (withQuestions.length > 0) return withQuestions.map((s) => ({ index: s.index, name: s.name, questions: s.questions }));
  const groups: Group[] = [];
  for (let start = 0; start < timeline.lanes.length; start += QUESTION_BLOCK) {
    const lanes = timeline.lanes.slice(start, start + QUESTION_BLOCK);
    groups.push({ index: groups.length, name: blockName(start + 1, start + lanes.length), questions: lanes.map((l) => l.index) });
  }
  return groups;
};

/** The rows of the chart: every question when there are few, else the groups with the opened ones' questions. */
export function laneRows(
  timeline: AttemptTimeline,
  expanded: ReadonlySet<number>,
  blockName: (first: number, last: number) => string,
): LaneRow[] {
  const labelOf = new Map(timeline.lanes.map((l) => [l.index, l.label]));
  const questionRow = (index: number, nested: boolean): LaneRow =>
    ({ key: `q${index}`, label: labelOf.get(index) ?? `Q${index + 1}`, indices: [index], nested });
  if (timeline.lanes.length <= MAX_QUESTION_LANES) return timeline.lanes.map((l) => questionRow(l.index, false));
  return groupsOf(timeline, blockName).flatMap((g) => {
    const open = expanded.has(g.index);
    const own: LaneRow = {
      key: `g${g.index}`,
      label: g.name,
      indices: open ? [] : g.questions,
      group: { index: g.index, name: g.name, size: g.questions.length, expanded: open },
      nested: false,
    };
    return open ? [own, ...g.questions.map((i) => questionRow(i, true))] : [own];
  });
}

/** The row each question is drawn on. */
export const rowOfQuestion = (rows: readonly LaneRow[]): Map<number, number> => {
  const map = new Map<number, number>();
  rows.forEach((r, i) => { for (const q of r.indices) map.set(q, i); });
  return map;
};

/** "Nice" time ticks (1, 5, 15, 30 s, 1, 5, 15, 30 min, 1 h...) over [0, durationMs], as ms offsets; whole seconds
 *  only, as the labels are mm:ss (a 3-second attempt would otherwise get 00:00 four times). */
export const timeTicks = (durationMs: number, count: number): number[] =>
  scaleUtc().domain([new Date(0), new Date(Math.max(1000, durationMs))]).ticks(Math.max(2, count)).map((d) => d.getTime())
    .filter((t) => t % 1000 === 0);

/** An offset in ms as mm:ss. */
export const clock = (offsetMs: number): string => mmss(Math.max(0, offsetMs) / 1000);

// ---- the look of an answer mark ----

export type AnswerKind =
  | 'first_right' | 'first_wrong' | 'wrong_to_right' | 'right_to_wrong' | 'wrong_to_wrong' | 'right_to_right' | 'unknown' | 'cleared';

export type MarkShape = 'circle' | 'square' | 'triangle-up' | 'triangle-down' | 'diamond' | 'star' | 'wye' | 'times' | 'plus';

export interface MarkLook {
  shape: MarkShape;
  tone: Tone;
  /** false: a light fill inside a full-strength outline (first answers) */
  solid: boolean;
}

export const ANSWER_LOOKS: Record<AnswerKind, MarkLook> = {
  first_right: { shape: 'circle', tone: 'green', solid: false },
  first_wrong: { shape: 'square', tone: 'red', solid: false },
  wrong_to_right: { shape: 'triangle-up', tone: 'green', solid: true },
  right_to_wrong: { shape: 'triangle-down', tone: 'red', solid: true },
  wrong_to_wrong: { shape: 'diamond', tone: 'yellow', solid: true },
  right_to_right: { shape: 'star', tone: 'green', solid: true },
  unknown: { shape: 'wye', tone: 'grey', solid: true },
  cleared: { shape: 'times', tone: 'grey', solid: true },
};

export const answerKind = (a: TimelineAnswer): AnswerKind => {
  if (a.cleared) return 'cleared';
  if (a.effect) return a.effect;
  return a.correctness === 'right' ? 'first_right' : a.correctness === 'wrong' ? 'first_wrong' : 'unknown';
};

/** The look of an answer mark: a clear keeps its × and takes the colour of what it did (red after a right answer). */
export const answerLook = (a: TimelineAnswer): MarkLook => {
  const kind = answerKind(a);
  if (kind !== 'cleared' || !a.effect || a.effect === 'unknown') return ANSWER_LOOKS[kind];
  return { ...ANSWER_LOOKS.cleared, tone: ANSWER_LOOKS[a.effect].tone };
};

/** The final answers of the scatter: a shape and a tone per correctness. */
export const CORRECTNESS_LOOKS: Record<Correctness, MarkLook> = {
  right: { shape: 'circle', tone: 'green', solid: true },
  wrong: { shape: 'square', tone: 'red', solid: true },
  empty: { shape: 'diamond', tone: 'grey', solid: false },
  unknown: { shape: 'wye', tone: 'grey', solid: true },
};

const SYMBOLS: Record<MarkShape, SymbolType> = {
  circle: symbolCircle,
  square: symbolSquare,
  'triangle-up': symbolTriangle,
  'triangle-down': symbolTriangle,
  diamond: symbolDiamond,
  star: symbolStar,
  wye: symbolWye,
  times: symbolTimes,
  plus: symbolCross,
};

const paths = new Map<string, string>();

/** The SVG path of a shape centred on 0,0 with the given area (px²); a down triangle is turned by the caller. */
export const shapePath = (shape: MarkShape, area: number): string => {
  const key = `${shape}:${area}`;
  let d = paths.get(key);
  if (d === undefined) {
    d = symbol(SYMBOLS[shape], area)() ?? '';
    paths.set(key, d);
  }
  return d;
};

/** Whether a shape is drawn as strokes only (times). */
export const strokeOnly = (shape: MarkShape): boolean => shape === 'times';

// ---- the text alternative ----

export interface FactLine {
  key: string;
  /** ms since the start */
  at: number;
  text: string;
}

/** One sentence per fact, with its time (or span) since the start: '12:04 — Q3: changed your answer ...'. */
export function factLines(timeline: AttemptTimeline): FactLine[] {
  const start = timeline.startAt;
  const t = (at: number): string => clock(at - start);
  const span = (from: number, to: number): string => F.span(t(from), t(to));
  const label = new Map(timeline.lanes.map((l) => [l.index, l.label]));
  const q = (index: number): string => label.get(index) ?? `Q${index + 1}`;
  const sectionName = (index: number): string => timeline.sections.find((s) => s.index === index)?.name ?? `${index + 1}`;
  const line = (f: TimelineFact): [number, string] => {
    switch (f.kind) {
      case 'visit': return [f.from, F.at(span(f.from, f.to), F.visit(q(f.index), durationText((f.to - f.from) / 1000)))];
      case 'answer': {
        const a = f.answer;
        if (a.cleared) return [a.at, F.at(t(a.at), F.cleared(q(a.index), a.marksDelta === 0 ? null : signedMarks(a.marksDelta)))];
        const text = a.effect ? F.changed[a.effect](q(a.index), signedMarks(a.marksDelta)) : F.firstAnswer[a.correctness](q(a.index));
        return [a.at, F.at(t(a.at), text)];
      }
      case 'mark': return [f.mark.at, F.at(t(f.mark.at), F.mark[f.mark.kind](q(f.mark.index)))];
      case 'gap': return [f.gap.from, F.at(span(f.gap.from, f.gap.to), F.gap[f.gap.kind](durationText((f.gap.to - f.gap.from) / 1000)))];
      case 'section': return [f.change.at, F.at(t(f.change.at), F.section[f.change.cause](sectionName(f.change.toSection)))];
      case 'submitted': return [f.at, F.at(t(f.at), F.submitted[f.reason])];
    }
  };
  return timeline.facts.map((f, i) => {
    const [at, text] = line(f);
    return { key: `${i}`, at: at - start, text };
  });
}
