/** @jest-environment node */
// CatalogueRepository on SQLite and PostgreSQL (tests/server/engines.ts): courses by category name and title, plans by
// position, promo codes in any case, course images. The rows are set up with the builder (the repository only reads).
import { beforeAll, expect, it } from '@jest/globals';
import { CatalogueRepository } from '../../../server/repositories/catalogue-repository';
import { eachEngine } from '../engines';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
// ids far from the seed's (a fresh database has none, but the numbers say these are the test's)
const MATHS = 5101;
const PHYSICS = 5102;
const BIOLOGY = 5103;
const BARE = 5104;

const course = (id: number, title: string, categoryId: number, categoryName: string) => ({
  id, title, sub_title: `${title} sub`, image_url: `/media/courses/${id}.svg`, category_id: categoryId, category_name: categoryName,
  organisation_id: 7, organisation_name: 'Apex Academy', template_id: id, tabs: '{}', features_list: `[{"title":"${title}"}]`,
});
const plan = (id: number, courseId: number, packType: 'FREE' | 'ACE' | 'PRO', position: number, salePaise = packType === 'FREE' ? 0 : 99_900) => ({
  id, course_id: courseId, pack_type: packType, title: `${packType} ${id}`, sale_paise: salePaise, retail_paise: salePaise * 2,
  validity_days: packType === 'FREE' ? 7 : 90, description: `plan ${id}`, position,
});

eachEngine('CatalogueRepository', (engine) => {
  const repo = () => new CatalogueRepository(engine.db());

  beforeAll(async () => {
    const q = engine.db().q();
    await q.insertInto('courses').values([
      course(PHYSICS, 'Physics', 2, 'Science'),
      course(MATHS, 'Maths', 1, 'Mathematics'),
      course(BIOLOGY, 'Biology', 2, 'Science'),
      course(BARE, 'Algebra', 1, 'Mathematics'),
    ]).execute();
    await q.insertInto('plans').values([
      // positions out of id order, and two plans at one position (then by id)
      plan(51013, MATHS, 'PRO', 2, 299_900),
      plan(51011, MATHS, 'FREE', 0),
      plan(51012, MATHS, 'ACE', 1),
      plan(51015, MATHS, 'ACE', 1),
      plan(51021, PHYSICS, 'ACE', 0),
    ]).execute();
    await q.insertInto('promo_codes').values([
      { code: 'Save20', percent_off: 20, course_id: null, expires_at: null, active: 1 },
      { code: 'MATHS50', percent_off: 50, course_id: MATHS, expires_at: T0 + 1000, active: 0 },
    ]).execute();
    await q.insertInto('course_images').values({ course_id: MATHS, content_type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }).execute();
  });

  it('lists every course by category name, then title, with its head and features', async () => {
    const courses = (await repo().courses()).filter((c) => c.id >= MATHS && c.id <= BARE);
    expect(courses.map((c) => [c.category_name, c.title])).toEqual([
      ['Mathematics', 'Algebra'], ['Mathematics', 'Maths'], ['Science', 'Biology'], ['Science', 'Physics'],
    ]);
    expect(courses[1]).toEqual({
      id: MATHS, title: 'Maths', sub_title: 'Maths sub', image_url: `/media/courses/${MATHS}.svg`, category_id: 1,
      category_name: 'Mathematics', organisation_id: 7, organisation_name: 'Apex Academy', features_list: '[{"title":"Maths"}]',
    });
  });

  it('finds one course by id, or none', async () => {
    expect(await repo().course(PHYSICS)).toMatchObject({ id: PHYSICS, title: 'Physics', category_id: 2, category_name: 'Science' });
    expect(await repo().course(9_999_999)).toBeUndefined();
  });

  it('answers the plans of a course by position, then id, with numbers as numbers', async () => {
    const plans = await repo().plansOf(MATHS);
    expect(plans.map((p) => p.id)).toEqual([51011, 51012, 51015, 51013]);
    expect(plans[3]).toEqual({
      id: 51013, course_id: MATHS, pack_type: 'PRO', title: 'PRO 51013', sale_paise: 299_900, retail_paise: 599_800,
      validity_days: 90, description: 'plan 51013', position: 2,
    });
    expect(await repo().plansOf(BARE)).toEqual([]);
  });

  it('answers every plan by course; a course without plans has no entry', async () => {
    const byCourse = await repo().plansByCourse();
    expect(byCourse.get(MATHS)?.map((p) => p.id)).toEqual([51011, 51012, 51015, 51013]);
    expect(byCourse.get(PHYSICS)?.map((p) => p.id)).toEqual([51021]);
    expect(byCourse.has(BARE)).toBe(false);
  });

  it('finds one plan by id, or none', async () => {
    expect(await repo().plan(51021)).toMatchObject({ id: 51021, course_id: PHYSICS, pack_type: 'ACE', sale_paise: 99_900 });
    expect(await repo().plan(1)).toBeUndefined();
  });

  it('finds a promo code in any case, with its course, expiry and active flag', async () => {
    for (const typed of ['Save20', 'SAVE20', 'save20']) {
      expect(await repo().promo(typed)).toEqual({ code: 'Save20', percent_off: 20, course_id: null, expires_at: null, active: 1 });
    }
    expect(await repo().promo('maths50')).toEqual({ code: 'MATHS50', percent_off: 50, course_id: MATHS, expires_at: T0 + 1000, active: 0 });
    expect(await repo().promo('SAVE2')).toBeUndefined();
    expect(await repo().promo('')).toBeUndefined();
  });

  it('answers a course image, or none', async () => {
    expect(await repo().image(MATHS)).toEqual({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(await repo().image(PHYSICS)).toBeUndefined();
  });
});
