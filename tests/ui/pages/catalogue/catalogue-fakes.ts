// Builders and a fake of the catalogue use cases for the catalogue and payments screens' tests.
import { jest } from '@jest/globals';
import type { CatalogueUseCases } from '../../../../application/catalogue/catalogue-use-cases';
import type { CatalogueCategory, CatalogueCourse, Plan, PlanGroup, PaymentTransaction } from '../../../../domain/catalogue/catalogue';
import { ok } from '../../../../domain/shared/result';

export const aPlan = (over: Partial<Plan> = {}): Plan => ({
  packId: 1, title: '12 Months', salePrice: 4999, retailPrice: 7999, discount: 38, validityDuration: 365,
  validityDate: '2027-11-25', description: 'Everything in the course', ...over,
});

export const planGroups = (): PlanGroup[] => [
  { packType: 'FREE', plans: [aPlan({ packId: 11, title: '7 Day Trial', salePrice: 0, retailPrice: 0, discount: 0, validityDuration: 7, validityDate: '2026-12-02' })] },
  { packType: 'ACE', plans: [aPlan({ packId: 21, title: '3 Months', salePrice: 1499, retailPrice: 2499, discount: 40, validityDuration: 90 }), aPlan({ packId: 22, title: '6 Months', salePrice: 2499, retailPrice: 3999, discount: 38, validityDuration: 180 })] },
  { packType: 'PRO', plans: [aPlan({ packId: 31, title: '12 Months', salePrice: 4999, retailPrice: 7999, discount: 38, validityDuration: 365 })] },
];

export const aCatalogueCourse = (over: Partial<CatalogueCourse> = {}): CatalogueCourse => ({
  courseId: 101, courseTitle: 'JEE Main Complete Course', courseSubTitle: 'Physics, Chemistry and Mathematics',
  courseImageUrl: '/media/courses/101.svg', categoryId: 1, categoryName: 'Engineering', organisationName: 'Apex Academy',
  organisationId: 11, planGroups: planGroups(),
  features: [{ sectionType: 'Exam Room', items: [{ title: 'Mock Tests', options: [{ optionLabel: 'FREE', optionFlag: false }, { optionLabel: 'ACE', optionFlag: true }, { optionLabel: 'PRO', optionFlag: true }] }] }],
  ...over,
});

export const aCatalogue = (): CatalogueCategory[] => [
  { categoryId: 1, categoryName: 'Engineering', courses: [aCatalogueCourse(), aCatalogueCourse({ courseId: 105, courseTitle: 'JEE Advanced Rank Booster', organisationName: 'Apex Academy' })] },
  { categoryId: 2, categoryName: 'Medical', courses: [aCatalogueCourse({ courseId: 102, courseTitle: 'NEET Biology Booster', courseSubTitle: 'Botany and Zoology', categoryId: 2, categoryName: 'Medical', organisationName: 'Beacon Institute' })] },
];

export const aTransaction = (over: Partial<PaymentTransaction> = {}): PaymentTransaction => ({
  id: 1, courseName: 'NEET Biology Booster', amount: 1499, referenceNumber: 'pay_TEST123', createdDateTime: '2026-11-25T10:30:00.000Z', ...over,
});

type Mocked<T> = { [K in keyof T]: T[K] extends (...a: infer A) => infer R ? jest.Mock<(...a: A) => R> : never };

export const fakeCatalogue = (): Mocked<CatalogueUseCases> => ({
  catalogue: jest.fn<CatalogueUseCases['catalogue']>().mockResolvedValue(ok(aCatalogue())),
  applyPromo: jest.fn<CatalogueUseCases['applyPromo']>(),
  takeFreeTrial: jest.fn<CatalogueUseCases['takeFreeTrial']>(),
  checkout: jest.fn<CatalogueUseCases['checkout']>(),
  transactions: jest.fn<CatalogueUseCases['transactions']>().mockResolvedValue(ok([])),
});
