// Enrolment and validity (one home, docs/api.md "Enrolment and validity"). Pure: today's UTC date is given.
//
// - A free trial enrols only a student not enrolled in the course (any pack).
// - A paid plan bought when not enrolled adds the course at the end of the student's courses, valid till
//   today + the plan's days.
// - A paid plan bought for an enrolled course replaces the pack; it runs from the current validTillDate when the
//   current pack is paid (ACE or PRO) and still valid (validTillDate >= today: the days already paid are kept),
//   else from today (an expired pack renews from today, a free trial upgrades from today).
import { addDays } from '../shared/dates';
import { PACK_TYPE_ID, type PackType } from './catalogue-types';

/** The student's current pack of the course. */
export interface CurrentPack {
  packTypeTitle: string;
  /** yyyy-mm-dd */
  validTillDate: string;
}

/** The plan being bought or taken. */
export interface ChosenPlan {
  id: number;
  packType: PackType;
  validityDays: number;
}

/** The pack an enrolment gets. */
export interface NewPack {
  validityId: number;
  packTypeId: number;
  packTypeTitle: PackType;
  validTillDate: string;
}

export type EnrolmentDecision =
  | { kind: 'refuse'; reason: 'course_already_taken' }
  /** a new enrolment, at the end of the student's courses */
  | { kind: 'enrol'; pack: NewPack }
  /** the enrolment's pack is replaced (renewal, extension or upgrade) */
  | { kind: 'replace'; pack: NewPack };

const PAID_PACKS: readonly string[] = ['ACE', 'PRO'];

/** Whether a pack title is a paid pack (ACE, PRO); FREE and FREEFOREVER are not. */
export const isPaidPack = (packTypeTitle: string): boolean => PAID_PACKS.includes(packTypeTitle.trim().toUpperCase());

/** The day a paid plan bought today starts counting from, given the current pack (if any). */
export const validityBase = (current: CurrentPack | undefined, today: string): string =>
  current && isPaidPack(current.packTypeTitle) && current.validTillDate >= today ? current.validTillDate : today;

export function decideEnrolment(current: CurrentPack | undefined, plan: ChosenPlan, today: string): EnrolmentDecision {
  if (plan.packType === 'FREE' && current) return { kind: 'refuse', reason: 'course_already_taken' };
  const pack: NewPack = {
    validityId: plan.id,
    packTypeId: PACK_TYPE_ID[plan.packType],
    packTypeTitle: plan.packType,
    validTillDate: addDays(plan.packType === 'FREE' ? today : validityBase(current, today), plan.validityDays),
  };
  return current ? { kind: 'replace', pack } : { kind: 'enrol', pack };
}
