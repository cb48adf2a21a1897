// The access state of a course, and its renewal day. Pure: today's date is passed in as data.
import type { Course } from './student';

export type AccessState = 'accessible' | 'renew' | 'upgrade';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day (yyyy-mm-dd) of a timestamp in the user's local time zone. */
export const isoDateOf = (epochMs: number): string => {
  const d = new Date(epochMs);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * Access to a course:
 * - accessible: pack FREEFOREVER, or pack FREE of an organisation whose name contains FREE FOREVER;
 * - upgrade: any other FREE (trial) pack;
 * - paid pack: renew once its validity has run out, otherwise accessible.
 *
 * Renewal day. One rule says "renew once the current date is later than validTillDate plus one day", another
 * "renewable from the day after validTillDate". Both hold when validTillDate names the
 * last valid day: validTillDate + 1 day is the instant the pack ends (midnight after the last
 * day), and any moment later than that instant lies on the day after validTillDate or later.
 * So, compared as calendar days: validTillDate itself is accessible, validTillDate + 1 is renew.
 *
 * Returns null when packTypeTitle, validTillDate or organisationName is missing (nothing is
 * offered then), and also when validTillDate is not a yyyy-mm-dd date.
 */
export const courseAccessState = (
  course: Pick<Course, 'packTypeTitle' | 'validTillDate' | 'organisationName'> | null | undefined,
  today: string,
): AccessState | null => {
  const todayDay = today.match(ISO_DATE)?.[0];
  if (!todayDay) throw new RangeError(`today must be yyyy-mm-dd, got '${today}'`);
  if (!course) return null;
  const pack = course.packTypeTitle?.trim().toUpperCase();
  const organisation = course.organisationName?.trim();
  const validTill = course.validTillDate?.trim().match(ISO_DATE)?.[0];
  if (!pack || !organisation || !course.validTillDate) return null;
  if (pack === 'FREEFOREVER') return 'accessible';
  if (pack === 'FREE') return /FREE FOREVER/i.test(organisation) ? 'accessible' : 'upgrade';
  if (!validTill) return null;
  // ISO dates compare correctly as strings.
  return todayDay > validTill ? 'renew' : 'accessible';
};

/** The Renew or Upgrade button is offered only when access is not fine. */
export const offersRenewOrUpgrade = (state: AccessState | null): boolean => state === 'renew' || state === 'upgrade';

/** A course in state renew blocks starting tests and shows the upgrade modal. */
export const blocksStartingTests = (state: AccessState | null): boolean => state === 'renew';
