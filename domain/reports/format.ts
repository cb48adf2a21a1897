// Display formats of the reports: hh:mm:ss times, topper time in minutes with
// 2 decimals, bar labels truncated to 8 characters, percentages. Pure; shared with the server.

const assertSeconds = (fn: string, seconds: number): void => {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`${fn}: seconds must be a finite number >= 0, got ${seconds}`);
  }
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Rounds to 2 decimals, half away from zero, without binary noise: 1.005 -> 1.01, -2.345 -> -2.35.
 * (The product is first cut to 15 significant digits, so 100.49999999999999 counts as 100.5.)
 */
export const round2 = (x: number): number => {
  if (!Number.isFinite(x)) throw new RangeError(`round2: expected a finite number, got ${x}`);
  const scaled = Number((Math.abs(x) * 100).toPrecision(15));
  return (Math.sign(x) * Math.round(scaled)) / 100 || 0; // `|| 0` turns -0 into 0
};

/**
 * n as a percentage of d, rounded by `round2` (2 decimals, half away from zero).
 * d = 0 gives 0 (nothing to measure against). n may be negative (negative marking) or above d;
 * the result is not clamped. Throws on a negative d or a non-finite input.
 */
export const percent = (n: number, d: number): number => {
  if (!Number.isFinite(n) || !Number.isFinite(d) || d < 0) {
    throw new RangeError(`percent: expected finite n and d >= 0, got ${n} / ${d}`);
  }
  return d === 0 ? 0 : round2((n * 100) / d);
};

/** Seconds as hh:mm:ss, rounded to the nearest second; hours grow past 99 ('100:00:00'). */
export const hhmmss = (seconds: number): string => {
  assertSeconds('hhmmss', seconds);
  const t = Math.round(seconds);
  return `${pad2(Math.floor(t / 3600))}:${pad2(Math.floor((t % 3600) / 60))}:${pad2(t % 60)}`;
};

/** Seconds as mm:ss, rounded to the nearest second; minutes grow past 59 ('75:00'). */
export const mmss = (seconds: number): string => {
  assertSeconds('mmss', seconds);
  const t = Math.round(seconds);
  return `${pad2(Math.floor(t / 60))}:${pad2(t % 60)}`;
};

/** Seconds as minutes rounded to 2 decimals (a number, for charts): 750 -> 12.5. */
export const minutes = (seconds: number): number => {
  assertSeconds('minutes', seconds);
  return round2(seconds / 60);
};

/** Seconds as minutes with exactly 2 decimals (topper time): 750 -> '12.50'. */
export const minutes2 = (seconds: number): string => minutes(seconds).toFixed(2);

export const LABEL_MAX = 8;
export const ELLIPSIS = '…';

/**
 * Chart bar labels. A label of at most `max` characters (Unicode code points) is
 * returned unchanged. A longer one keeps its first `max` characters, drops whitespace they end
 * with, and gets a single '…': 'Mechanics Test' -> 'Mechanic…'. The full label belongs in a tooltip.
 */
export const truncateLabel = (label: string, max: number = LABEL_MAX): string => {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`truncateLabel: max must be an integer >= 1, got ${max}`);
  const chars = Array.from(label);
  return chars.length <= max ? label : chars.slice(0, max).join('').trimEnd() + ELLIPSIS;
};
