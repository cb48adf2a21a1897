// The dashboard's activity data: days with a count of problems solved, the tests of a chosen day, scheduled classes
// (spec 000 §3, §9). Pure; the heatmap's layout rules are in heatmap.ts.

/** One day of the activity chart: how many problems the student answered that day (YYYY-MM-DD, the server's day). */
export interface ActivityDay {
  readonly date: string;
  readonly count: number;
}

/** One month of the activity chart as the server sends it: 'YYYY-MM' and its days with activity (others are 0). */
export interface ActivityMonth {
  readonly month: string;
  readonly days: readonly ActivityDay[];
}

/** A test or session submitted on the chosen day (GET /get-activity-by-day). testType: 1 learning (with testMode),
 *  2 topic, 3 mock, 4 class. */
export interface DayTest {
  readonly testTitle: string;
  readonly testType: number;
  /** the learning mode of a type-1 session ('Learning' or 'Competitive'), else '' */
  readonly testMode: string;
  readonly totalQuestions: number;
  readonly correctCount: number;
  readonly incorrectCount: number;
  readonly notAnsweredCount: number;
  readonly testSession: string;
}

/** A class of the student's week (GET /get-week-classes). */
export interface ScheduledClass {
  readonly topicTitle: string;
  /** the day and time as the school names it, e.g. 'Mon, 30 Nov · 10:00' */
  readonly classDateName: string;
  readonly subject: string;
  readonly className: string;
  readonly schoolName: string;
  readonly teacherName: string;
}

/** Titles are cut at 20 characters on the activity card and at 15 on the scheduled-class card (spec 000 §9). */
export const ACTIVITY_TITLE_MAX = 20;
export const SCHEDULED_CLASS_TITLE_MAX = 15;

/**
 * `title` cut to `max` characters (code points, so an emoji or a Devanagari letter is never split in half), with
 * '...' after the cut; a title of at most `max` characters is returned as it is. The full title stays available to
 * the view (a title attribute or a visually hidden text).
 */
export function cutTitle(title: string, max: number): string {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  const points = Array.from(title);
  return points.length <= limit ? title : `${points.slice(0, limit).join('')}...`;
}
