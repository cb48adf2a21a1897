// zod/mini schemas of the catalogue replies (docs/api.md "Catalogue, checkout and payments"), turned into the
// domain model (domain/catalogue/catalogue.ts). Identity fields (ids, titles) are required; descriptive fields the
// server leaves out or null get neutral defaults. A price is a number, or an object { parsedValue } holding a number
// or a numeric string (spec 000 §3). Plan groups of a pack type the app does not know are dropped, as are feature
// options of such a pack. These load with the catalogue's lazy chunk, never on the start-up path.
import * as z from 'zod/mini';
import {
  PACK_TYPES, type CatalogueCategory, type CatalogueCourse, type FeatureSection, type FreeTest, type PackType,
  type PaymentOrder, type PaymentTransaction, type Plan, type PlanGroup,
} from '../../domain/catalogue/catalogue';
import { listOf, text } from '../http/reply-schemas';

/** A finite number, also as a numeric string ('1499', '99.50'). */
const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(?:\.\d+)?\s*$/))]),
  z.transform((v) => (typeof v === 'number' ? v : Number(v))),
).check(z.refine((n) => Number.isFinite(n), 'not a finite number'));

const id = numeric.check(z.refine((n) => Number.isSafeInteger(n) && n > 0, 'not an id'));
const figure = z.pipe(z.nullish(numeric), z.transform((v) => v ?? 0));
const flag = z.pipe(z.nullish(z.union([z.boolean(), z.number()])), z.transform((v) => Boolean(v)));

/** Rupees: a number, or { parsedValue } (a number or a numeric string); never negative. */
export const priceSchema = z.pipe(
  z.union([numeric, z.object({ parsedValue: numeric })]),
  z.transform((v) => (typeof v === 'number' ? v : v.parsedValue)),
).check(z.refine((n) => n >= 0, 'a negative price'));

const isPackType = (v: string): v is PackType => (PACK_TYPES as readonly string[]).includes(v);

/** A pack type as the server spells it, upper-cased; null for one the app does not know. */
const packType = z.pipe(z.string(), z.transform((v): PackType | null => {
  const upper = v.trim().toUpperCase();
  return isPackType(upper) ? upper : null;
}));

export const planSchema = z.object({
  packId: id,
  title: z.string(),
  salePrice: priceSchema,
  retailPrice: priceSchema,
  discount: figure,
  validityDuration: figure,
  validityDate: text,
  description: text,
}) satisfies z.ZodMiniType<Plan, unknown>;

const groupSchema = z.object({ packType, plans: listOf(planSchema) });

/** The plan groups (a course's twoPriceList, a promo's reply): those of an unknown pack type are dropped. */
export const planGroupsSchema = z.pipe(
  listOf(groupSchema),
  z.transform((groups): PlanGroup[] => groups.flatMap((g) => (g.packType ? [{ packType: g.packType, plans: g.plans }] : []))),
);

const optionSchema = z.object({ optionLabel: packType, optionFlag: flag });

const featureSectionSchema = z.pipe(
  z.object({ sectionType: text, items: listOf(z.object({ title: text, options: listOf(optionSchema) })) }),
  z.transform((s): FeatureSection => ({
    sectionType: s.sectionType,
    items: s.items.map((item) => ({
      title: item.title,
      options: item.options.flatMap((o) => (o.optionLabel ? [{ optionLabel: o.optionLabel, optionFlag: o.optionFlag }] : [])),
    })),
  })),
);

/** A course's free test for visitors: the testUid (1..40 of A-Z a-z 0-9 _ -), a test type 1..5 and the mode. */
export const freeTestSchema = z.object({
  testUid: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  testType: numeric.check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, 'not a test type')),
  assessmentMode: z.enum(['beginner', 'advance']),
}) satisfies z.ZodMiniType<FreeTest, unknown>;

/** freeTest: absent when null, left out or malformed; a bad one never fails the catalogue (the course is still on
 *  sale, only without its "Try a free test"). */
const optionalFreeTest = z.optional(z.pipe(z.unknown(), z.transform((v): FreeTest | undefined => {
  if (v === undefined || v === null) return undefined;
  const parsed = z.safeParse(freeTestSchema, v);
  return parsed.success ? parsed.data : undefined;
})));

const courseObject = z.object({
  courseId: id,
  courseTitle: z.string(),
  courseSubTitle: text,
  courseImageUrl: text,
  categoryId: z.nullish(id),
  categoryName: z.nullish(z.string()),
  organisationName: text,
  organisationId: figure,
  twoPriceList: planGroupsSchema,
  featuresList: listOf(featureSectionSchema),
  freeTest: optionalFreeTest,
});

/** A category with its courses (coursesList); a course without its category's id or name takes the category's. */
export const categorySchema = z.pipe(
  z.object({ categoryId: id, categoryName: text, coursesList: listOf(courseObject) }),
  z.transform((c): CatalogueCategory => ({
    categoryId: c.categoryId,
    categoryName: c.categoryName,
    courses: c.coursesList.map(({ twoPriceList, featuresList, categoryId, categoryName, freeTest, ...course }): CatalogueCourse => ({
      ...course,
      categoryId: categoryId ?? c.categoryId,
      categoryName: categoryName ?? c.categoryName,
      planGroups: twoPriceList,
      features: featuresList,
      ...(freeTest && { freeTest }),
    })),
  })),
);

const isHttpAddress = (v: string): boolean => {
  if (v.trim() === '') return false;
  try {
    return ['http:', 'https:'].includes(new URL(v, 'http://app.invalid').protocol);
  } catch {
    return false;
  }
};

/** Where the browser posts the checkout form: an http(s) address, absolute or on this host ('/…'). */
const checkoutUrl = z.string().check(z.refine(isHttpAddress, 'not an http(s) address'));

const nonBlank = z.string().check(z.trim(), z.minLength(1));

/** enrolled: true, the amount was 0 and the student is enrolled; else an order at the provider, to be paid. */
export const paymentOrderSchema = z.union([
  z.pipe(
    z.object({ enrolled: z.literal(true), courseId: id }),
    z.transform((o): PaymentOrder => ({ kind: 'enrolled', courseId: o.courseId })),
  ),
  z.pipe(
    z.object({
      enrolled: z.optional(z.literal(false)),
      courseId: id,
      key: nonBlank,
      orderId: nonBlank,
      amount: priceSchema.check(z.refine((n) => n > 0, 'an order of nothing')),
      currency: z.literal('INR'),
      productinfo: text,
      organisations: text,
      checkoutUrl,
    }),
    z.transform(({ enrolled: _enrolled, ...o }): PaymentOrder => ({ kind: 'order', ...o })),
  ),
]);

export const transactionSchema = z.object({
  id,
  courseName: text,
  amount: priceSchema,
  referenceNumber: text,
  createdDateTime: text,
}) satisfies z.ZodMiniType<PaymentTransaction, unknown>;

export const categoriesSchema = listOf(categorySchema);
export const transactionsSchema = listOf(transactionSchema);
