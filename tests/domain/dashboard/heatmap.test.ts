/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { ActivityMonth } from '../../../domain/dashboard/activity';
import {
  activityLevel, activityYearOptions, heatmapMonths, LEVEL_STARTS, type HeatmapDay, type HeatmapMonth,
} from '../../../domain/dashboard/heatmap';

const days = (m: HeatmapMonth): HeatmapDay[] => m.weeks.flat().filter((d): d is HeatmapDay => d !== null);
const only = (months: ActivityMonth[]): HeatmapMonth => {
  const grid = heatmapMonths(months);
  expect(grid).toHaveLength(1);
  return grid[0];
};

describe('activityLevel: six levels by problem count (spec 000 §9, the reading "80 and above" -> 5)', () => {
  it.each([
    [0, 0], [1, 1], [19, 1], [20, 2], [39, 2], [40, 3], [59, 3], [60, 4], [79, 4], [80, 5], [81, 5], [10_000, 5],
  ])('%p problems: level %p', (count, level) => {
    expect(activityLevel(count)).toBe(level);
  });

  it('a fraction counts where it falls', () => {
    expect(activityLevel(0.5)).toBe(1);
    expect(activityLevel(19.99)).toBe(1);
    expect(activityLevel(79.5)).toBe(4);
  });

  it.each([-1, -80, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%p is level 0', (count) => {
    expect(activityLevel(count)).toBe(0);
  });

  it('each level starts where the legend says', () => {
    expect(LEVEL_STARTS).toEqual([0, 1, 20, 40, 60, 80]);
    LEVEL_STARTS.slice(1).forEach((start, i) => {
      expect(activityLevel(start)).toBe(i + 1);
      expect(activityLevel(start - 1)).toBe(i);
    });
  });

  it('is monotonic: more problems never give a lower level (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -100, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (a, more) => {
      expect(activityLevel(a + more)).toBeGreaterThanOrEqual(activityLevel(a));
    }));
  });

  it('is always one of 0..5 (property)', () => {
    fc.assert(fc.property(fc.double(), (n) => {
      expect([0, 1, 2, 3, 4, 5]).toContain(activityLevel(n));
    }));
  });
});

describe('heatmapMonths: a month as weeks of 7 days (Sunday..Saturday)', () => {
  it('lays out November 2026 (starts on a Sunday): 5 weeks, the last one ending with nulls', () => {
    const m = only([{ month: '2026-11', days: [] }]);
    expect(m).toMatchObject({ month: '2026-11', label: 'Nov', year: 2026, total: 0 });
    expect(m.weeks).toHaveLength(5);
    expect(m.weeks.every((w) => w.length === 7)).toBe(true);
    expect(m.weeks[0][0]).toMatchObject({ date: '2026-11-01', weekday: 0 });
    expect(m.weeks[4].map((d) => d?.date ?? null)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('a month starting on a Saturday: six nulls before the 1st, six weeks (August 2026)', () => {
    const m = only([{ month: '2026-08', days: [] }]);
    expect(m.weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(m.weeks[0][6]).toMatchObject({ date: '2026-08-01', weekday: 6 });
    expect(m.weeks).toHaveLength(6);
    expect(m.weeks[5].map((d) => d?.date ?? null)).toEqual(['2026-08-30', '2026-08-31', null, null, null, null, null]);
  });

  it('February of a leap year has 29 days, of other years 28; a February that fills exactly four weeks', () => {
    expect(days(only([{ month: '2028-02', days: [] }])).map((d) => d.date).at(-1)).toBe('2028-02-29');
    expect(days(only([{ month: '2026-02', days: [] }]))).toHaveLength(28);
    expect(days(only([{ month: '2000-02', days: [] }]))).toHaveLength(29);
    expect(days(only([{ month: '2100-02', days: [] }]))).toHaveLength(28);
    // 1 February 2026 is a Sunday: four full weeks, no null
    const feb = only([{ month: '2026-02', days: [] }]);
    expect(feb.weeks).toHaveLength(4);
    expect(feb.weeks.flat()).not.toContain(null);
  });

  it('gives each day its count and level; a day the server left out is 0; the total is the sum', () => {
    const m = only([{ month: '2026-11', days: [{ date: '2026-11-03', count: 19 }, { date: '2026-11-24', count: 80 }] }]);
    const byDate = new Map(days(m).map((d) => [d.date, d]));
    expect(byDate.get('2026-11-03')).toEqual({ date: '2026-11-03', count: 19, level: 1, weekday: 2 });
    expect(byDate.get('2026-11-24')).toEqual({ date: '2026-11-24', count: 80, level: 5, weekday: 2 });
    expect(byDate.get('2026-11-04')).toEqual({ date: '2026-11-04', count: 0, level: 0, weekday: 3 });
    expect(m.total).toBe(99);
  });

  it('ignores days outside their month or not a real day; a negative count is 0', () => {
    const m = only([{ month: '2026-02', days: [
      { date: '2026-03-01', count: 50 }, { date: '2026-02-30', count: 50 }, { date: 'yesterday', count: 50 },
      { date: '2026-02-10', count: -5 },
    ] }]);
    expect(m.total).toBe(0);
    expect(days(m).find((d) => d.date === '2026-02-10')).toMatchObject({ count: 0, level: 0 });
  });

  it('skips a month that is not YYYY-MM and keeps the order of the others', () => {
    const grid = heatmapMonths([
      { month: '2025-12', days: [] }, { month: '2026-13', days: [] }, { month: 'Jan', days: [] }, { month: '2026-01', days: [] },
    ]);
    expect(grid.map((m) => [m.month, m.label, m.year])).toEqual([['2025-12', 'Dec', 2025], ['2026-01', 'Jan', 2026]]);
  });

  it('puts every day of the month exactly once, on its weekday, in date order (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
      const key = `${year}-${String(month).padStart(2, '0')}`;
      const m = only([{ month: key, days: [] }]);
      const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const listed = days(m);
      expect(listed.map((d) => d.date)).toEqual(Array.from({ length }, (_, i) => `${key}-${String(i + 1).padStart(2, '0')}`));
      m.weeks.forEach((week) => {
        expect(week).toHaveLength(7);
        week.forEach((d, slot) => {
          if (d) expect(d.weekday).toBe(slot);
        });
      });
      for (const d of listed) expect(d.weekday).toBe(new Date(`${d.date}T00:00:00Z`).getUTCDay());
      expect(m.weeks[0].some((d) => d !== null)).toBe(true);
      expect(m.weeks.at(-1)!.some((d) => d !== null)).toBe(true);
    }));
  });

  it('the total is the sum of the counts of the month\'s days (property)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 200 })), { maxLength: 20 }), (entries) => {
      const unique = new Map(entries);
      const m = only([{ month: '2026-11', days: [...unique].map(([day, count]) => ({ date: `2026-11-${String(day).padStart(2, '0')}`, count })) }]);
      expect(m.total).toBe([...unique.values()].reduce((a, b) => a + b, 0));
    }));
  });
});

describe('activityYearOptions: the year picker', () => {
  it('newest first, without duplicates, the current year always there', () => {
    expect(activityYearOptions([2024, 2026, 2024, 2025], 2026)).toEqual([2026, 2025, 2024]);
    expect(activityYearOptions([2024], 2026)).toEqual([2026, 2024]);
    expect(activityYearOptions([], 2026)).toEqual([2026]);
  });

  it('leaves out a year that is not a whole number', () => {
    expect(activityYearOptions([2025.5, Number.NaN, 2025], 2026)).toEqual([2026, 2025]);
  });
});
