// Calendar days in the server's time zone (TIME_ZONE, default Asia/Kolkata): the days of the activity chart and of
// the week's classes (docs/api.md "Dashboard, profile, shared modals and media"). Days are 'YYYY-MM-DD'; a day runs
// from its local midnight to the next one (23 or 25 hours across a daylight-saving change).
import { addDays } from '../shared/dates';

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The time zone when it is one this runtime knows (an IANA name such as 'Asia/Kolkata'); throws otherwise. */
export function checkTimeZone(timeZone: string): string {
  try {
    formatterOf(timeZone);
  } catch {
    throw new Error(`TIME_ZONE must be an IANA time zone such as ${DEFAULT_TIME_ZONE}, got "${timeZone}"`);
  }
  return timeZone;
}

/** env TIME_ZONE, else Asia/Kolkata. */
export const timeZoneFromEnv = (env: Readonly<Record<string, string | undefined>>): string =>
  checkTimeZone(env.TIME_ZONE?.trim() || DEFAULT_TIME_ZONE);

export interface ZonedTime {
  /** 'YYYY-MM-DD' */
  day: string;
  year: number;
  month: number;
  hour: number;
  minute: number;
  /** 'Mon' ... 'Sun' */
  weekday: string;
  /** ms to add to UTC to get the local wall-clock time */
  offsetMs: number;
}

/** The local day, time and offset of an instant. */
export function zonedTime(epochMs: number, timeZone: string): ZonedTime {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(epochMs))) parts[p.type] = p.value;
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((k) => Number(parts[k]));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`, year, month, hour, minute, weekday: parts.weekday,
    offsetMs: wall - (epochMs - (((epochMs % 1000) + 1000) % 1000)),
  };
}

/** The local day of an instant, 'YYYY-MM-DD'. */
export const localDay = (epochMs: number, timeZone: string): string => zonedTime(epochMs, timeZone).day;

/**
 * The first instant of a local day: its midnight, or the first instant after a daylight-saving gap that swallows
 * midnight. `minutes` after midnight, local wall-clock time, when given.
 */
export function localTime(day: string, timeZone: string, minutes = 0): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const first = wall - zonedTime(wall, timeZone).offsetMs;
  const second = wall - zonedTime(first, timeZone).offsetMs;
  // the earliest candidate that is still on the day at or after the wanted time (two differ only near a change)
  const fits = [first, second].filter((t) => {
    const z = zonedTime(t, timeZone);
    return z.day === day && z.hour * 60 + z.minute >= minutes;
  });
  return fits.length > 0 ? Math.min(...fits) : Math.max(first, second);
}

/** Day starts already worked out, per time zone and day: they never change while the process runs. */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 20_000;

/** The start of a local day (remembered: a year of the activity chart costs one look-up per day after the first time). */
export function dayStart(day: string, timeZone: string): number {
  const key = `${timeZone}|${day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = nextDayStartFrom(day, timeZone) ?? localTime(day, timeZone);
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

/** The day's start from the previous day's (when remembered): 24 hours later when the clock confirms it. */
function nextDayStartFrom(day: string, timeZone: string): number | undefined {
  const previous = dayStarts.get(`${timeZone}|${addDays(day, -1)}`);
  if (previous === undefined) return undefined;
  const guess = zonedTime(previous + DAY_MS, timeZone);
  return guess.day === day && guess.hour === 0 && guess.minute === 0 ? previous + DAY_MS : undefined;
}

/** [start, end) of each day from `first` to `last` (inclusive), in order. */
export function dayRanges(first: string, last: string, timeZone: string): { day: string; start: number; end: number }[] {
  const ranges: { day: string; start: number; end: number }[] = [];
  let start = dayStart(first, timeZone);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const end = dayStart(addDays(day, 1), timeZone);
    ranges.push({ day, start, end });
    start = end;
  }
  return ranges;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'YYYY-MM-DD' names a real calendar day (no 2026-02-30). */
export const isCalendarDay = (day: string): boolean => {
  const m = ISO_DAY.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day;
};
