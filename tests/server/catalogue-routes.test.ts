/** @jest-environment node */
// docs/api.md "Catalogue, checkout and payments": the public catalogue, course images, promo prices, the free trial.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { WireStudent } from '../../server/http/wire-types';
import { body, PLANS } from './payment-helpers';
import { authHeaders, DAY, makeServer, SEED_TIME, type TestServer } from './test-server';

const CATALOGUE_COURSE_KEYS = ['courseId', 'courseTitle', 'courseSubTitle', 'courseImageUrl', 'categoryId', 'categoryName',
  'organisationName', 'organisationId', 'twoPriceList', 'featuresList', 'freeTest'].sort();
const PLAN_KEYS = ['packId', 'title', 'salePrice', 'retailPrice', 'discount', 'validityDuration', 'validityDate', 'description'].sort();

let s: TestServer;
let demo: WireStudent;
let fresh: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
  fresh = await s.login('new.student');
});

describe('GET /api/categoryandcourses', () => {
  it('lists 12 courses in 5 categories by name, courses by title, without a session', async () => {
    const res = await s.get('/api/categoryandcourses?deviceType=web');
    expect(res.status).toBe(200);
    const reply = await body(res);
    expect(reply.responseTxt).toBe('success');
    const names: string[] = reply.obj.map((c: { categoryName: string }) => c.categoryName);
    expect(names).toEqual(['Engineering', 'Government Jobs', 'Medical', 'Olympiad', 'University Entrance']);
    const courses = reply.obj.flatMap((c: { coursesList: unknown[] }) => c.coursesList);
    expect(courses).toHaveLength(12);
    expect(new Set(courses.map((c: { courseId: number }) => c.courseId)).size).toBe(12);
    for (const category of reply.obj) {
      const titles = category.coursesList.map((c: { courseTitle: string }) => c.courseTitle);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
      for (const course of category.coursesList) expect(course.categoryId).toBe(category.categoryId);
    }
  });

  it('gives each course FREE, ACE and PRO plan groups, a feature comparison and its image URL', async () => {
    const courses = (await body(await s.get('/api/categoryandcourses'))).obj.flatMap((c: { coursesList: unknown[] }) => c.coursesList);
    const today = new Date(SEED_TIME).toISOString().slice(0, 10);
    for (const course of courses) {
      expect(Object.keys(course).sort()).toEqual(CATALOGUE_COURSE_KEYS);
      expect(course.courseImageUrl).toBe(`/media/courses/${course.courseId}.svg`);
      expect(course.twoPriceList.map((g: { packType: string }) => g.packType)).toEqual(['FREE', 'ACE', 'PRO']);
      for (const group of course.twoPriceList) {
        for (const plan of group.plans) {
          expect(Object.keys(plan).sort()).toEqual(PLAN_KEYS);
          expect(plan.validityDate > today).toBe(true);
          expect(plan.salePrice <= plan.retailPrice).toBe(true);
          if (group.packType === 'FREE') expect(plan.salePrice).toBe(0);
          else expect(plan.salePrice).toBeGreaterThan(0);
        }
      }
      expect(course.featuresList.length).toBeGreaterThan(0);
      for (const section of course.featuresList) {
        expect(typeof section.sectionType).toBe('string');
        for (const item of section.items) expect(item.options.map((o: { optionLabel: string }) => o.optionLabel)).toEqual(['FREE', 'ACE', 'PRO']);
      }
    }
    const jee = courses.find((c: { courseId: number }) => c.courseId === 101);
    expect(jee.twoPriceList[1].plans[0]).toEqual({ packId: PLANS.jeeAce90, title: '3 Months', salePrice: 1499, retailPrice: 2499,
      discount: 40, validityDuration: 90, validityDate: '2026-04-15', description: expect.any(String) });
    expect(jee.featuresList.map((f: { sectionType: string }) => f.sectionType)).toEqual(['Study Room', 'Exam Room', 'Analytics']);
  });

  it('refuses an unknown deviceType', async () => {
    const res = await s.get('/api/categoryandcourses?deviceType=tv');
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ responseTxt: 'validation_error', message: 'deviceType must be web, android or ios' });
  });

  it('shows the enrolled course its featuresList in /fetchmycourses too', async () => {
    const [jee] = (await body(await s.get('/api/fetchmycourses', authHeaders(demo)))).obj;
    expect(jee.courseImageUrl).toBe('/media/courses/101.svg');
    expect(jee.featuresList[0].sectionType).toBe('Study Room');
  });
});

describe('GET /media/courses/{id}.svg', () => {
  it('serves the stored SVG publicly, cacheable for a day, with a policy that runs nothing', async () => {
    const res = await s.get('/media/courses/105.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>JAP</text>');
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    expect(svg.length).toBeLessThan(4000);
  });

  it.each(['/media/courses/999.svg', '/media/courses/abc.svg', '/media/courses/101.png', '/media/courses/0101.svg'])('answers 404 for %s', async (path) => {
    expect((await s.get(path)).status).toBe(404);
  });
});

describe('GET /api/verifypromocodes-multiple-pricing', () => {
  const verify = (promoCode: string, courseId: number | string = 101, student = demo, headers: Record<string, string> = {}) =>
    s.get(`/api/verifypromocodes-multiple-pricing?${new URLSearchParams({ promoCode, courseId: String(courseId) })}`, { ...authHeaders(student), ...headers });
  const salePrices = (groups: { plans: { salePrice: number }[] }[]) => groups.flatMap((g) => g.plans.map((p) => p.salePrice));

  it('prices every plan with 20% off, any case, the code trimmed', async () => {
    for (const code of ['SAVE20', 'save20', '  Save20 ']) {
      const reply = await body(await verify(code));
      expect(reply).toMatchObject({ responseTxt: 'success', message: 'Promo applied successfully.' });
      expect(salePrices(reply.obj)).toEqual([0, 1199.2, 1999.2, 3999.2, 6399.2]);
      expect(reply.obj[1].plans[0]).toMatchObject({ retailPrice: 2499, discount: 52 });
    }
  });

  it('prices every plan at 0 with FREE100', async () => {
    expect(salePrices((await body(await verify('FREE100'))).obj).every((p) => p === 0)).toBe(true);
  });

  it.each([
    ['an unknown code', 'NOPE'],
    ['an expired code', 'OLD10'],
    ['an inactive code', 'OFF10'],
    ['a code for another course', 'NEET15'],
  ])('answers invalid_promo for %s', async (_, code) => {
    s.db.exec(`INSERT INTO promo_codes (code, percent_off, course_id, expires_at, active) VALUES
      ('OLD10', 10, NULL, ${SEED_TIME}, 1), ('OFF10', 10, NULL, NULL, 0), ('NEET15', 15, 102, NULL, 1)`);
    expect(await body(await verify(code))).toEqual({ responseTxt: 'invalid_promo', message: 'Invalid promo code', obj: null });
  });

  it('accepts a course-restricted code for its course and a code before its expiry', async () => {
    s.db.exec(`INSERT INTO promo_codes (code, percent_off, course_id, expires_at, active) VALUES ('NEET15', 15, 102, ${SEED_TIME + DAY}, 1)`);
    expect((await body(await verify('neet15', 102))).responseTxt).toBe('success');
  });

  it.each([['a blank code', '   ', 101, 'promoCode must not be empty'], ['a long code', 'X'.repeat(41), 101, 'promoCode must be at most 40 characters'],
    ['no course', 'SAVE20', '', 'courseId must be an integer']])('answers 400 for %s', async (_, code, course, message) => {
    const res = await verify(code, course);
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ responseTxt: 'validation_error', message });
  });

  it('answers 404 for an unknown course and 401 without a session', async () => {
    expect((await verify('SAVE20', 999)).status).toBe(404);
    expect((await s.get('/api/verifypromocodes-multiple-pricing?promoCode=SAVE20&courseId=101')).status).toBe(401);
  });
});

describe('GET /api/selectmycourse (the free trial)', () => {
  const trial = (courseId: number | string, student = fresh) => s.get(`/api/selectmycourse?courseId=${courseId}`, authHeaders(student));

  it('enrols a student not enrolled, valid for the FREE plan\'s days, at the end of their courses', async () => {
    const reply = await body(await trial(106));
    expect(reply).toMatchObject({ responseTxt: 'success', message: 'Course added successfully.' });
    expect(reply.obj).toMatchObject({ courseId: 106, packTypeId: 1, packTypeTitle: 'FREE', validityId: PLANS.bitsatFree, validTillDate: '2026-01-22' });
    await trial(112);
    const mine = (await body(await s.get('/api/fetchmycourses', authHeaders(fresh)))).obj;
    expect(mine.map((c: { courseId: number }) => c.courseId)).toEqual([106, 112]);
  });

  it('answers course_already_taken the second time, and for a course enrolled with a paid pack', async () => {
    await trial(106);
    expect(await body(await trial(106))).toEqual({ responseTxt: 'course_already_taken', message: 'You have already enrolled in this course.', obj: null });
    expect((await body(await trial(101, demo))).responseTxt).toBe('course_already_taken');
    expect((await body(await trial(104, demo))).responseTxt).toBe('course_already_taken');
    expect((await body(await s.get('/api/fetchmycourses', authHeaders(demo)))).obj).toHaveLength(4);
  });

  it('answers no_free_plan for a course without a FREE plan, 404 for an unknown course, 400 for a bad id', async () => {
    s.db.exec('DELETE FROM plans WHERE id = 1061');
    expect((await body(await trial(106))).responseTxt).toBe('no_free_plan');
    expect((await trial(999)).status).toBe(404);
    expect((await trial('abc')).status).toBe(400);
    expect((await trial(0)).status).toBe(400);
  });
});
