// The catalogue's rules (spec 000 §4 plan selection, §5 promo and paying, §9 prices): pure functions over the
// catalogue model. Amounts are the server's; these rules only choose, label and format them.
import type { Course } from '../account/student';
import { PACK_TYPES, type CatalogueCategory, type CatalogueCourse, type PackType, type Plan, type PlanGroup } from './catalogue';

export const SEARCH_DEBOUNCE_MS = 300;
export const SKELETON_CARDS = 6;
export const TRANSACTIONS_PAGE_SIZE = 5;

/** The plan tabs: FREE, ACE, PRO; only ACE and PRO when the student is already enrolled in the course. */
export const planTabs = (enrolled: boolean): PackType[] => (enrolled ? PACK_TYPES.filter((p) => p !== 'FREE') : [...PACK_TYPES]);

/** The plans of a pack (none when the course has no such group). */
export const plansOf = (groups: readonly PlanGroup[], pack: PackType): Plan[] => groups.find((g) => g.packType === pack)?.plans ?? [];

/** Changing the tab selects the first plan of that pack (null when the pack has none). */
export const firstPlanOf = (groups: readonly PlanGroup[], pack: PackType): Plan | null => plansOf(groups, pack)[0] ?? null;

/** The plan with this id among the groups (after a promo re-prices them, the selection follows its id). */
export const planById = (groups: readonly PlanGroup[], packId: number | null): Plan | null =>
  packId === null ? null : groups.flatMap((g) => g.plans).find((p) => p.packId === packId) ?? null;

/** The pack a plan belongs to. */
export const packOfPlan = (groups: readonly PlanGroup[], packId: number): PackType | null =>
  groups.find((g) => g.plans.some((p) => p.packId === packId))?.packType ?? null;

/** Price per day: floor(sale price / validity days); 0 for a plan without validity days. */
export const pricePerDay = (plan: Pick<Plan, 'salePrice' | 'validityDuration'>): number =>
  plan.validityDuration > 0 ? Math.floor(plan.salePrice / plan.validityDuration) : 0;

/** Apply is possible only with a non-blank code and when no promo is applied yet. */
export const canApplyPromo = (code: string, applied: boolean): boolean => code.trim() !== '' && !applied;

/** The rupee amount as the app shows it: en-IN grouping, up to two decimals (₹ 1,23,456.5 shows as 1,23,456.50). */
export const formatRupees = (amount: number): string =>
  amount.toLocaleString('en-IN', Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The pay button: with a promo, 'Get It Free' below ₹1, else 'Just Pay ₹ {amount}'; without one, the free trial
 *  or 'Pay ₹ {amount}'. */
export const payLabel = (plan: Pick<Plan, 'salePrice'>, pack: PackType, promoApplied: boolean): string => {
  if (promoApplied) return plan.salePrice < 1 ? 'Get It Free' : `Just Pay ₹ ${formatRupees(plan.salePrice)}`;
  if (pack === 'FREE') return 'Start Free Trial';
  return `Pay ₹ ${formatRupees(plan.salePrice)}`;
};

/** The amount the provider takes: rupees x 100, in whole paise. */
export const paiseOf = (rupees: number): number => Math.round(rupees * 100);

/** The student's enrolment in a catalogue course, if any. */
export const enrolmentOf = (courseId: number, myCourses: readonly Course[]): Course | null =>
  myCourses.find((c) => c.courseId === courseId) ?? null;

/** The card badge: 'Enrolled: {pack title}' where the student is enrolled, else null. */
export const enrolledBadge = (courseId: number, myCourses: readonly Course[]): string | null => {
  const mine = enrolmentOf(courseId, myCourses);
  return mine ? `Enrolled: ${mine.packTypeTitle}` : null;
};

/** Whether any string field of the course contains the query, ignoring case (a blank query matches all). */
export const courseMatches = (course: CatalogueCourse, query: string): boolean => {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return Object.values(course).some((v) => typeof v === 'string' && v.toLowerCase().includes(q));
};

/** The courses shown: of the chosen categories (all when none is chosen) matching the query, in catalogue order. */
export const visibleCourses = (
  categories: readonly CatalogueCategory[], chosen: ReadonlySet<number>, query: string,
): CatalogueCourse[] =>
  categories
    .filter((c) => chosen.size === 0 || chosen.has(c.categoryId))
    .flatMap((c) => c.courses)
    .filter((course) => courseMatches(course, query));

/** The course with this id in the catalogue (the cid query preselects it). */
export const findCourse = (categories: readonly CatalogueCategory[], courseId: number | null | undefined): CatalogueCourse | null =>
  courseId == null ? null : categories.flatMap((c) => c.courses).find((c) => c.courseId === courseId) ?? null;
