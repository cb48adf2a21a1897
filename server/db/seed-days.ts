// Calendar days in the server's time zone (docs/api.md: TIME_ZONE, default Asia/Kolkata), for the demo history
// (seed-history.ts): which day is "today", and when a day `daysAgo` before it starts.

/** How far the wall clock of `timeZone` is ahead of UTC at `at` (ms). */
const zoneOffsetMs = (timeZone: string, at: number): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
};

/** The time zone, or UTC when the runtime does not know it. */
export const validZone = (timeZone: string): string => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
};

/** The instant a local calendar day starts: `daysAgo` days before the day of `now`, in `timeZone`. */
export const localDayStart = (now: number, daysAgo: number, timeZone: string): number => {
  const local = new Date(now + zoneOffsetMs(timeZone, now));
  const wallMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysAgo);
  // the offset at (about) that midnight; once more in case it changed in between (daylight saving)
  const first = wallMidnight - zoneOffsetMs(timeZone, wallMidnight);
  return wallMidnight - zoneOffsetMs(timeZone, first);
};
