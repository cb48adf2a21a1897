// Calendar days of the server: UTC, yyyy-mm-dd (validity dates of packs and plans).

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC calendar day of an instant, yyyy-mm-dd. */
export const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** The day `days` after `day` (yyyy-mm-dd), in UTC. */
export const addDays = (day: string, days: number): string => {
  if (!ISO_DAY.test(day)) throw new RangeError(`day must be yyyy-mm-dd, got '${day}'`);
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
};
