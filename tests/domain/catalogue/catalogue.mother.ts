// Test data builders ("mothers") for the catalogue area: the domain model and the server's raw shapes.
import type {
  CatalogueCategory, CatalogueCourse, PackType, PaymentOrder, PaymentTransaction, Plan, PlanGroup,
} from '../../../domain/catalogue/catalogue';

export const aPlan = (overrides: Partial<Plan> = {}): Plan => ({
  packId: 301,
  title: 'PRO 12 Months',
  salePrice: 4999,
  retailPrice: 9999,
  discount: 50,
  validityDuration: 365,
  validityDate: '2029-09-24',
  description: 'Every test and analytics',
  ...overrides,
});

/** FREE (packId 101), ACE (201, 202) and PRO (301) plans. */
export const somePlanGroups = (): PlanGroup[] => [
  { packType: 'FREE', plans: [aPlan({ packId: 101, title: 'Free Trial', salePrice: 0, retailPrice: 0, discount: 0, validityDuration: 7 })] },
  { packType: 'ACE', plans: [aPlan({ packId: 201, title: 'ACE 6 Months', salePrice: 1999, validityDuration: 182 }), aPlan({ packId: 202, title: 'ACE 12 Months', salePrice: 2999 })] },
  { packType: 'PRO', plans: [aPlan()] },
];

export const aCatalogueCourse = (overrides: Partial<CatalogueCourse> = {}): CatalogueCourse => ({
  courseId: 11,
  courseTitle: 'JEE Main',
  courseSubTitle: 'Engineering entrance',
  courseImageUrl: '/media/courses/11.svg',
  categoryId: 2,
  categoryName: 'Engineering',
  organisationName: 'Acme Academy',
  organisationId: 5,
  planGroups: somePlanGroups(),
  features: [{ sectionType: 'Tests', items: [{ title: 'Mock tests', options: [{ optionLabel: 'FREE', optionFlag: false }, { optionLabel: 'PRO', optionFlag: true }] }] }],
  ...overrides,
});

export const aCategory = (overrides: Partial<CatalogueCategory> = {}): CatalogueCategory => ({
  categoryId: 2,
  categoryName: 'Engineering',
  courses: [aCatalogueCourse()],
  ...overrides,
});

export const anOrder = (overrides: Partial<Extract<PaymentOrder, { kind: 'order' }>> = {}): PaymentOrder => ({
  kind: 'order',
  courseId: 11,
  key: 'rzp_test_key',
  orderId: 'order_abc123',
  amount: 4999.5,
  currency: 'INR',
  productinfo: 'JEE Main - PRO 12 Months',
  organisations: 'Acme Academy',
  checkoutUrl: 'https://pay.example/v1/checkout/embedded',
  ...overrides,
});

export const aTransaction = (overrides: Partial<PaymentTransaction> = {}): PaymentTransaction => ({
  id: 1,
  courseName: 'JEE Main',
  amount: 4999,
  referenceNumber: 'pay_123',
  createdDateTime: '2028-09-24T10:00:00.000Z',
  ...overrides,
});

// ---- the server's shapes (docs/api.md)

export const aRawPlan = (overrides: Record<string, unknown> = {}) => ({ ...aPlan(), ...overrides });

export const aRawGroup = (packType: PackType | string, plans: unknown[] = [aRawPlan()]) => ({ packType, plans });

export const aRawCourse = (overrides: Record<string, unknown> = {}) => {
  const { planGroups, features, ...course } = aCatalogueCourse();
  return { ...course, twoPriceList: planGroups, featuresList: features, ...overrides };
};

export const aRawCategory = (overrides: Record<string, unknown> = {}) =>
  ({ categoryId: 2, categoryName: 'Engineering', coursesList: [aRawCourse()], ...overrides });
