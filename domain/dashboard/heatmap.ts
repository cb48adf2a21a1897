// The activity heatmap's rules (spec 000 §9): six intensity levels by problem count, and 12 months laid out as weeks of
// 7 days. Pure: the months come from the server (which owns "today"), the view only draws them.
import type { ActivityDay, ActivityMonth } from './activity';

export type ActivityLevel = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The level of a day's count: 0 for none, 1 under 20, 2 for 20-39, 3 for 40-59, 4 for 60-79, 5 for 80 and above.
 * The spec gives two readings for exactly 80 (level 4 by one table, level 5 by the "80 and above" rule); this app
 * takes "80 and above" -> 5 (docs/product-decisions.md "Activity heatmap"). A negative or non-finite count is 0.
 */
export function activityLevel(count: number): ActivityLevel {
  if (!Number.isFinite(count) || count <= 0) return 0;
  let level = 1;
  while (level < 5 && count >= LEVEL_STARTS[level + 1]) level += 1;
  return level as ActivityLevel;
}

/** The upper bound (exclusive) of each level 0-4 and the start of 5; the legend reads them. */
export const LEVEL_STARTS: readonly number[] = [0, 1, 20, 40, 60, 80];

/** A cell of the grid: a day of the month with its count and level. */
export interface HeatmapDay extends ActivityDay {
  readonly level: ActivityLevel;
  /** 0 Sunday ... 6 Saturday (of the calendar date, no time zone involved) */
  readonly weekday: number;
}

/** A month as weeks (columns) of 7 slots (rows Sunday..Saturday); slots outside the month are null. */
export interface HeatmapMonth {
  /** 'YYYY-MM' */
  readonly month: string;
  /** 'Jan' ... 'Dec' */
  readonly label: string;
  readonly year: number;
  readonly weeks: readonly (readonly (HeatmapDay | null)[])[];
  /** the sum of the month's counts */
  readonly total: number;
}

/**
 * The grid of the months the server sent, in order, each with every day of its month (a day the server left out
 * has count 0). Months whose string is not 'YYYY-MM' are skipped; days outside their month are ignored.
 */
export function heatmapMonths(months: readonly ActivityMonth[]): HeatmapMonth[] {
  const grid: HeatmapMonth[] = [];
  for (const m of months) {
    const parsed = MONTH_PATTERN.exec(m.month);
    if (!parsed) continue;
    const year = Number(parsed[1]);
    const month = Number(parsed[2]);
    const length = daysInMonth(year, month);
    const counts = new Map<number, number>();
    for (const d of m.days) {
      const day = dayOfMonth(d.date, m.month, length);
      if (day !== null) counts.set(day, (counts.get(day) ?? 0) + countOf(d.count));
    }
    // the first column starts with the Sunday on or before the 1st; slots before the 1st and after the last are null
    const first = weekdayOf(year, month, 1);
    const weeks = Array.from({ length: Math.ceil((first + length) / 7) }, (_, w) =>
      Array.from({ length: 7 }, (_, weekday): HeatmapDay | null => {
        const day = w * 7 + weekday - first + 1;
        if (day < 1 || day > length) return null;
        const count = counts.get(day) ?? 0;
        return { date: `${m.month}-${pad2(day)}`, count, level: activityLevel(count), weekday };
      }));
    const total = [...counts.values()].reduce((sum, c) => sum + c, 0);
    grid.push({ month: m.month, label: MONTH_LABELS[month - 1], year, weeks, total });
  }
  return grid;
}

/** The year picker: the years the server lists, newest first, without duplicates; `currentYear` is always there. */
export function activityYearOptions(years: readonly number[], currentYear: number): number[] {
  const all = new Set(years.filter((y) => Number.isSafeInteger(y)));
  if (Number.isSafeInteger(currentYear)) all.add(currentYear);
  return [...all].sort((a, b) => b - a);
}

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_PATTERN = /^(\d{4}-\d{2})-(\d{2})$/;
const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A count as the grid reads it: a negative or non-finite count is 0. */
const countOf = (count: number): number => (Number.isFinite(count) && count > 0 ? count : 0);

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** 0 Sunday ... 6 Saturday of a proleptic Gregorian date (Sakamoto's method): no Date, no time zone. */
const weekdayOf = (year: number, month: number, day: number): number => {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const y = month < 3 ? year - 1 : year;
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + offsets[month - 1] + day) % 7;
};

/** The day of `month` ('YYYY-MM') a 'YYYY-MM-DD' date names; null for a date of another month or no real day. */
const dayOfMonth = (date: string, month: string, length: number): number | null => {
  const parsed = DAY_PATTERN.exec(date);
  if (!parsed || parsed[1] !== month) return null;
  const day = Number(parsed[2]);
  return day >= 1 && day <= length ? day : null;
};
