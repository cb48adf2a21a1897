// The label of a course in the course switcher.
import type { Course } from './student';

/** '2028-09-24' -> '24-09-2028'. Anything that is not a yyyy-mm-dd date is returned unchanged. */
export const formatDayMonthYear = (isoDate: string): string => {
  const m = isoDate.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : isoDate;
};

/** FREE for FREEFOREVER, FREE TRIAL for FREE, else the pack with its valid-till date as day-month-year. */
export const courseLabel = (course: Pick<Course, 'packTypeTitle' | 'validTillDate'>): string => {
  const pack = course.packTypeTitle.trim();
  switch (pack.toUpperCase()) {
    case 'FREEFOREVER': return 'FREE';
    case 'FREE': return 'FREE TRIAL';
    default: return `${pack} · Valid till ${formatDayMonthYear(course.validTillDate)}`;
  }
};
