// The course catalogue as the app models it: categories of courses for sale, their plan groups (FREE, ACE, PRO) and
// feature comparison, payment orders and transactions. Pure data; the rules live next to it (catalogue-rules.ts).

export const PACK_TYPES = ['FREE', 'ACE', 'PRO'] as const;
export type PackType = (typeof PACK_TYPES)[number];

/** A plan of a pack. Prices are rupees (INR), computed by the server (a promo already applied when one is). */
export interface Plan {
  packId: number;
  title: string;
  salePrice: number;
  retailPrice: number;
  /** percent off the retail price, an integer */
  discount: number;
  /** days the pack runs when bought today */
  validityDuration: number;
  /** yyyy-mm-dd: the last day of the pack when bought today */
  validityDate: string;
  description: string;
}

export interface PlanGroup {
  packType: PackType;
  plans: Plan[];
}

/** One row of the feature comparison: whether each pack has it. */
export interface FeatureItem {
  title: string;
  options: { optionLabel: PackType; optionFlag: boolean }[];
}

export interface FeatureSection {
  sectionType: string;
  items: FeatureItem[];
}

/** A course on sale. */
export interface CatalogueCourse {
  courseId: number;
  courseTitle: string;
  courseSubTitle: string;
  courseImageUrl: string;
  categoryId: number;
  categoryName: string;
  organisationName: string;
  organisationId: number;
  planGroups: PlanGroup[];
  features: FeatureSection[];
  /** the course's free test for visitors (the guest trial), when it has one */
  freeTest?: FreeTest;
}

/** What a guest link to a course's free test carries besides the course (domain/shared/guest-paths.ts guestTestBeginPath). */
export interface FreeTest {
  testUid: string;
  testType: number;
  /** 'advance' for a timed test, 'beginner' for a learning session */
  assessmentMode: 'beginner' | 'advance';
}

export interface CatalogueCategory {
  categoryId: number;
  categoryName: string;
  courses: CatalogueCourse[];
}

/**
 * What the server answered to a checkout request. `enrolled`: the amount was zero (a 100% promo, a free plan) and
 * the server enrolled the student at once, so no provider is involved. Otherwise the provider's order, to be paid at
 * its hosted checkout: `amount` in rupees (the provider takes paise, amount x 100).
 */
export type PaymentOrder =
  | { kind: 'enrolled'; courseId: number }
  | {
    kind: 'order';
    courseId: number;
    /** the provider's public key id */
    key: string;
    orderId: string;
    amount: number;
    currency: 'INR';
    /** what is bought, e.g. 'JEE Main Complete Course - PRO 12 Months' */
    productinfo: string;
    /** the organisation selling it (the checkout's merchant line) */
    organisations: string;
    /** where the browser posts the checkout form (the provider's hosted checkout) */
    checkoutUrl: string;
  };

/** A row of /payments. */
export interface PaymentTransaction {
  id: number;
  courseName: string;
  /** rupees */
  amount: number;
  referenceNumber: string;
  /** ISO date-time */
  createdDateTime: string;
}
