// The JSON shapes of docs/api.md "Catalogue, checkout and payments", and the rows they are made from.
import type { WireCourse } from '../http/wire-types';

export const PACK_TYPES = ['FREE', 'ACE', 'PRO'] as const;
export type PackType = (typeof PACK_TYPES)[number];

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

export interface WirePlan {
  packId: number;
  title: string;
  /** rupees */
  salePrice: number;
  /** rupees */
  retailPrice: number;
  /** integer percent off retail */
  discount: number;
  /** days */
  validityDuration: number;
  /** yyyy-mm-dd: today + validityDuration */
  validityDate: string;
  description: string;
}

export interface WirePlanGroup {
  packType: PackType;
  plans: WirePlan[];
}

export interface WireFeatureSection {
  sectionType: string;
  items: { title: string; options: { optionLabel: PackType; optionFlag: boolean }[] }[];
}

export interface WireCatalogueCourse extends Pick<WireCourse, 'courseId' | 'courseTitle' | 'courseSubTitle' | 'courseImageUrl'
  | 'categoryId' | 'categoryName' | 'organisationName' | 'organisationId'> {
  twoPriceList: WirePlanGroup[];
  featuresList: WireFeatureSection[];
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
