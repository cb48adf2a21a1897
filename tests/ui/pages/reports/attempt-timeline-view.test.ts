/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { REPORT_MESSAGES as M } from '../../../../application/reports/report-messages';
import type { AttemptTimeline, TimelineAnswer, TimelineLane } from '../../../../domain/reports/attempt-timeline-types';
import { swarm } from '../../../../ui/pages/reports/attempt-time-scatter';
import {
  answerKind, answerLook, factLines, laneRows, rowOfQuestion, shapePath, timeTicks,
} from '../../../../ui/pages/reports/attempt-timeline-view';

const lane = (index: number, sectionIndex = -1): TimelineLane => ({
  index, questionId: index + 1, label: `Q${index + 1}`, sectionIndex, timeMs: 0, finalCorrectness: 'empty', reviewAtSubmit: false,
});

const aTimeline = (overrides: Partial<AttemptTimeline> = {}): AttemptTimeline => ({
  startAt: 1000, endAt: 61_000, lanes: [0, 1, 2].map((i) => lane(i)), sections: [], visits: [], answers: [], marks: [], gaps: [],
  sectionSwitches: [], facts: [], ...overrides,
});

const answer = (overrides: Partial<TimelineAnswer> = {}): TimelineAnswer => ({
  index: 0, at: 1000, cleared: false, correctness: 'right', marksDelta: 0, sinceFirstSightMs: 0, ...overrides,
});

describe('laneRows', () => {
  it('up to 40 questions: one row per question', () => {
    const rows = laneRows(aTimeline({ lanes: Array.from({ length: 40 }, (_, i) => lane(i)) }), new Set(), M.groupLabel);
    expect(rows).toHaveLength(40);
    expect(rows[39]).toEqual({ key: 'q39', label: 'Q40', indices: [39], nested: false });
  });

  it('more, with sections: a row per section; an opened section is followed by its questions', () => {
    const lanes = Array.from({ length: 45 }, (_, i) => lane(i, i < 30 ? 0 : 1));
    const sections = [
      { index: 0, name: 'Physics', questions: lanes.slice(0, 30).map((l) => l.index) },
      { index: 1, name: 'Chemistry', questions: lanes.slice(30).map((l) => l.index) },
    ];
    const t = aTimeline({ lanes, sections });
    expect(laneRows(t, new Set(), M.groupLabel).map((r) => [r.label, r.indices.length, r.group?.expanded])).toEqual([['Physics', 30, false], ['Chemistry', 15, false]]);
    const open = laneRows(t, new Set([1]), M.groupLabel);
    expect(open).toHaveLength(2 + 15);
    expect(open[1]).toMatchObject({ label: 'Chemistry', indices: [], group: { index: 1, expanded: true, size: 15 } });
    expect(open[2]).toMatchObject({ label: 'Q31', indices: [30], nested: true });
    const rowOf = rowOfQuestion(open);
    expect([rowOf.get(0), rowOf.get(30), rowOf.get(44)]).toEqual([0, 2, 16]);
  });

  it('more, without sections: blocks of 20 questions stand in for sections', () => {
    const rows = laneRows(aTimeline({ lanes: Array.from({ length: 45 }, (_, i) => lane(i)) }), new Set(), M.groupLabel);
    expect(rows.map((r) => [r.label, r.indices.length])).toEqual([['Q1-Q20', 20], ['Q21-Q40', 20], ['Q41-Q45', 5]]);
  });
});

describe('the marks and the ticks', () => {
  it('an answer looks by its effect; a first answer by its correctness; a clear is a cross coloured by what it did', () => {
    expect(answerKind(answer({ effect: 'wrong_to_right' }))).toBe('wrong_to_right');
    expect(answerKind(answer())).toBe('first_right');
    expect(answerKind(answer({ correctness: 'wrong' }))).toBe('first_wrong');
    expect(answerKind(answer({ correctness: 'unknown' }))).toBe('unknown');
    expect(answerLook(answer({ effect: 'wrong_to_right' }))).toEqual({ shape: 'triangle-up', tone: 'green', solid: true });
    expect(answerLook(answer())).toEqual({ shape: 'circle', tone: 'green', solid: false });
    expect(answerLook(answer({ cleared: true, correctness: 'empty', effect: 'right_to_wrong' }))).toEqual({ shape: 'times', tone: 'red', solid: true });
    expect(answerLook(answer({ cleared: true, correctness: 'empty' }))).toEqual({ shape: 'times', tone: 'grey', solid: true });
  });

  it('every shape has a path; ticks are whole mm:ss steps', () => {
    for (const shape of ['circle', 'square', 'triangle-up', 'diamond', 'star', 'wye', 'times', 'plus'] as const) {
      expect(shapePath(shape, 64)).toMatch(/^M/);
    }
    expect(timeTicks(45 * 60_000, 6)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45].map((m) => m * 60_000));
    expect(timeTicks(50_000, 4)).toEqual([0, 15_000, 30_000, 45_000]);
    // a short attempt on a wide chart: whole seconds only (the labels are mm:ss)
    expect(timeTicks(3_000, 15)).toEqual([0, 1_000, 2_000, 3_000]);
  });

  it('the scatter stacks points that would overlap, left to right', () => {
    const points = [0, 1, 2].map((i) => ({ index: i, label: `Q${i + 1}`, seconds: 10 + i, correctness: 'right' as const }));
    expect(swarm(points, (s) => s * 2, 2).map((p) => p.dy)).toEqual([0, -9, 9]);
    expect(swarm(points, (s) => s * 20, 2).map((p) => p.dy)).toEqual([0, 0, 0]);
  });
});

describe('factLines', () => {
  it('says pauses, section switches, clears, help and the submit reasons in plain sentences', () => {
    const t = aTimeline({
      sections: [{ index: 0, name: 'Physics', questions: [0] }, { index: 1, name: 'Chemistry', questions: [1, 2] }],
      facts: [
        { kind: 'gap', gap: { from: 61_000, to: 131_000, kind: 'paused' } },
        { kind: 'section', change: { at: 1_501_000, fromSection: 0, toSection: 1, cause: 'confirmed' } },
        { kind: 'section', change: { at: 1_801_000, fromSection: 1, toSection: 0, cause: 'timer' } },
        { kind: 'answer', answer: answer({ index: 1, at: 1_861_000, cleared: true, correctness: 'empty', effect: 'right_to_wrong', marksDelta: -4 }) },
        { kind: 'answer', answer: answer({ index: 2, at: 1_862_000, effect: 'right_to_wrong', correctness: 'wrong', marksDelta: -1 }) },
        { kind: 'mark', mark: { index: 2, at: 1_863_000, kind: 'help' } },
        { kind: 'submitted', at: 2_701_000, reason: 'time_up' },
      ],
    });
    expect(factLines(t).map((l) => l.text)).toEqual([
      '01:00–02:10 — paused for 1 min 10 s',
      '25:00 — moved to section Chemistry',
      "30:00 — the section's time ran out: moved to section Physics",
      '31:00 — Q2: cleared your answer (-4 marks)',
      '31:01 — Q3: changed your answer from right to wrong (-1 mark)',
      '31:02 — Q3: used help',
      '45:00 — time ran out: the test was submitted',
    ]);
    expect(factLines(t)[1].at).toBe(1_500_000);
  });
});
