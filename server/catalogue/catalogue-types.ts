// The JSON shapes of docs/api.md "Catalogue, checkout and payments", and the rows they are made from.
// Plans, plan groups and feature sections go on the wire exactly as the app models them (as WireCourse builds on
// the domain's Course), so the two cannot drift apart.
import type { FeatureSection, FreeTest, PackType, Plan, PlanGroup } from '../../domain/catalogue/catalogue';
import type { WireCourse } from '../http/wire-types';

export { PACK_TYPES, type PackType } from '../../domain/catalogue/catalogue';

/** packTypeId of an enrolment by pack (FREEFOREVER = 4 exists in the seed only). */
export const PACK_TYPE_ID: Readonly<Record<PackType, number>> = { FREE: 1, ACE: 2, PRO: 3 };

/** A row of plans. */
export interface PlanRow {
  id: number;
  course_id: number;
  pack_type: PackType;
  title: string;
  sale_paise: number;
  retail_paise: number;
  validity_days: number;
  description: string;
  position: number;
}

/** A row of promo_codes. */
export interface PromoRow {
  code: string;
  percent_off: number;
  course_id: number | null;
  /** epoch ms, or null: never */
  expires_at: number | null;
  active: number;
}

export type WirePlan = Plan;
export type WirePlanGroup = PlanGroup;
export type WireFeatureSection = FeatureSection;
export type WireFreeTest = FreeTest;

export interface WireCatalogueCourse extends Pick<WireCourse, 'courseId' | 'courseTitle' | 'courseSubTitle' | 'courseImageUrl'
  | 'categoryId' | 'categoryName' | 'organisationName' | 'organisationId'> {
  twoPriceList: WirePlanGroup[];
  featuresList: WireFeatureSection[];
  /** the course's free test of the guest trial ('learning', else its first by uid), or null */
  freeTest: WireFreeTest | null;
}

export interface WireCategory {
  categoryId: number;
  categoryName: string;
  coursesList: WireCatalogueCourse[];
}

/** The reply of /paymenttokengenerate-multiple-pricing. */
export interface WirePaymentOrder {
  key: string;
  orderId: string;
  /** rupees */
  amount: number;
  currency: 'INR';
  productinfo: string;
  organisations: string;
  checkoutUrl: string;
  courseId: number;
  enrolled: boolean;
}

export interface WirePaymentTransaction {
  id: number;
  courseName: string;
  /** rupees */
  amount: number;
  referenceNumber: string;
  /** ISO 8601 */
  createdDateTime: string;
}
