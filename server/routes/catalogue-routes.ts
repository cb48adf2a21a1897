// The catalogue: courses on sale with their plans, promo prices, the free trial, and the course images
// (docs/api.md "Catalogue, checkout and payments").
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { HttpError, reply } from '../http/reply';
import { positiveId, queryOf, text } from '../http/validation';
import type { CatalogueCourseRow } from '../repositories/catalogue-repository';
import { courseHeadOf } from '../repositories/course-repository';
import type { PlanRow, PromoRow, WireCatalogueCourse, WireCategory, WireFeatureSection, WireFreeTest } from '../catalogue/catalogue-types';
import { isTimed } from '../../domain/shared/test-type';
import type { GuestTestRef } from '../repositories/guest-trial-repository';
import { planGroups } from '../catalogue/pricing';
import { promoCheck } from '../catalogue/promo-check';
import { freePlanOf, takeFreeTrial } from '../catalogue/purchase';
import { utcDay } from '../shared/dates';

export const INVALID_PROMO = 'Invalid promo code';
export const ALREADY_ENROLLED = 'You have already enrolled in this course.';
export const courseNotFound = () => new HttpError(404, 'not_found', 'No such course');

const catalogueQuery = z.object({
  deviceType: z.preprocess((v) => (v === '' ? undefined : v),
    z.enum(['web', 'android', 'ios'], { error: 'must be web, android or ios' }).optional()),
});
const promoQuery = z.object({ promoCode: text(40), courseId: positiveId() });
const courseQuery = z.object({ courseId: positiveId() });

/** What a guest link to the course's free test carries: a timed test runs in the advance mode, else beginner. */
const freeTestOf = (ref: GuestTestRef | undefined): WireFreeTest | null => (ref
  ? { testUid: ref.testUid, testType: ref.testType, assessmentMode: isTimed(ref.testType, undefined) ? 'advance' : 'beginner' }
  : null);

const catalogueCourse = (row: CatalogueCourseRow, plans: readonly PlanRow[], promo: PromoRow | null, today: string,
  freeTest: GuestTestRef | undefined): WireCatalogueCourse => ({
  ...courseHeadOf(row),
  twoPriceList: planGroups(plans, promo, today),
  featuresList: JSON.parse(row.features_list) as WireFeatureSection[],
  freeTest: freeTestOf(freeTest),
});

export function catalogueRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, courseCatalogue, courses, guestTrials, now } = deps;
  const routes = new Hono<AuthEnv>();
  const checkPromo = promoCheck(deps);

  // Public: categories by name, courses by title (the repository's order), only categories with courses.
  routes.get('/categoryandcourses', async (c) => {
    queryOf(c, catalogueQuery);
    const today = utcDay(now());
    const plans = await courseCatalogue.plansByCourse();
    const freeTests = await guestTrials.offeredTests();
    const categories = new Map<number, WireCategory>();
    for (const row of await courseCatalogue.courses()) {
      const category = categories.get(row.category_id)
        ?? { categoryId: row.category_id, categoryName: row.category_name, coursesList: [] };
      category.coursesList.push(catalogueCourse(row, plans.get(row.id) ?? [], null, today, freeTests.get(row.id)));
      categories.set(row.category_id, category);
    }
    return reply(c, 'success', [...categories.values()]);
  });

  routes.get('/verifypromocodes-multiple-pricing', auth, async (c) => {
    const { studentId } = c.var.session;
    const query = queryOf(c, promoQuery);
    const course = await courseCatalogue.course(query.courseId);
    if (!course) throw courseNotFound();
    const promo = await checkPromo(c, studentId, query.promoCode, course.id);
    if (!promo) return reply(c, 'invalid_promo', null, INVALID_PROMO);
    return reply(c, 'success', planGroups(await courseCatalogue.plansOf(course.id), promo, utcDay(now())), 'Promo applied successfully.');
  });

  // The free trial: only for a student not enrolled in the course (any pack).
  routes.get('/selectmycourse', auth, async (c) => {
    const { studentId } = c.var.session;
    const { courseId } = queryOf(c, courseQuery);
    if (!(await courseCatalogue.course(courseId))) throw courseNotFound();
    const outcome = await takeFreeTrial(deps, studentId, await freePlanOf(deps, courseId), now());
    switch (outcome) {
      case 'enrolled':
        return reply(c, 'success', await courses.courseOf(studentId, courseId), 'Course added successfully.');
      case 'course_already_taken':
        return reply(c, 'course_already_taken', null, ALREADY_ENROLLED);
      case 'no_free_plan':
        return reply(c, 'no_free_plan', null, 'This course has no free trial.');
    }
  });

  return routes;
}

const IMAGE_FILE = /^([1-9]\d{0,8})\.svg$/;

/** GET /media/courses/{id}.svg (outside /api, public): the course image made at seed time. */
export function courseImageRoutes({ courseCatalogue }: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/media/courses/:file', async (c) => {
    const match = IMAGE_FILE.exec(c.req.param('file'));
    const image = match ? await courseCatalogue.image(Number(match[1])) : undefined;
    if (!image) return c.text('Not found', 404);
    return c.body(image.body, 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // opened as a document, the image can load, run and frame nothing; its inline styles apply
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
  });
  return routes;
}
