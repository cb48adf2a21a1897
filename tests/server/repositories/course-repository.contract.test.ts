/** @jest-environment node */
// CourseRepository on SQLite and PostgreSQL (tests/server/engines.ts): a student's courses in enrolment order with
// their packs and parsed JSON columns, one course, its template, the count, the current pack, enrolling at the end
// and replacing a pack in place.
import { beforeAll, expect, it } from '@jest/globals';
import { CourseRepository, type EnrolmentPack, tabsJson } from '../../../server/repositories/course-repository';
import { eachEngine } from '../engines';
import { addStudent, rejectionOf } from './account-fixtures';

const PRO: EnrolmentPack = { validityId: 301, packTypeId: 3, packTypeTitle: 'PRO', validTillDate: '2099-12-31' };
const FREE: EnrolmentPack = { validityId: 101, packTypeId: 1, packTypeTitle: 'FREE', validTillDate: '2026-02-01' };

eachEngine('CourseRepository', (engine) => {
  const repo = () => new CourseRepository(engine.db());
  const courses: number[] = [];

  beforeAll(async () => {
    for (const [i, title] of ['Maths', 'Physics', 'Biology'].entries()) {
      const { id } = await engine.db().q().insertInto('courses').values({
        title, sub_title: `${title} sub`, image_url: `/media/${i}.svg`, category_id: 10 + i, category_name: `Category ${i}`,
        organisation_id: 7, organisation_name: 'Org', template_id: 6000 + i, benchmark: 60 + i, teacher_help: i === 0 ? 1 : 0,
        tabs: tabsJson(['dashboard', 'report']), features_list: JSON.stringify([{ f: title }]), two_price_list: '[]',
      }).returning('id').executeTakeFirstOrThrow();
      courses.push(id);
    }
  });

  it('enrols at the end of the student\'s courses and lists them in that order, as on the wire', async () => {
    const me = (await addStudent(engine.db())).id;
    const other = (await addStudent(engine.db())).id;
    expect(await repo().coursesOf(me)).toEqual([]);
    expect(await repo().countOf(me)).toBe(0);
    await repo().enrol(other, courses[0], PRO);
    await repo().enrol(me, courses[2], FREE);
    await repo().enrol(me, courses[0], PRO);
    expect(await repo().countOf(me)).toBe(2);
    const list = await repo().coursesOf(me);
    expect(list.map((c) => c.courseId)).toEqual([courses[2], courses[0]]);
    expect(list[1]).toEqual({
      courseId: courses[0], courseTitle: 'Maths', courseSubTitle: 'Maths sub', courseImageUrl: '/media/0.svg', categoryId: 10,
      categoryName: 'Category 0', organisationName: 'Org', organisationId: 7, templateId: 6000, validityId: 301, packTypeId: 3,
      packTypeTitle: 'PRO', benchmark: 60, validTillDate: '2099-12-31', teacherHelpcourse: true,
      tabs: {
        dashboard: true, report: true, studyMaterial: false, selfTest: false, topicTest: false, adaptiveTest: false, mockTest: false,
        dynamicMockTest: false, classTest: false, tonyHelp: false, otherCourses: false,
      },
      featuresList: [{ f: 'Maths' }], twoPriceList: [],
    });
    expect(list[0].teacherHelpcourse).toBe(false);
    expect((await repo().coursesOf(other)).map((c) => c.courseId)).toEqual([courses[0]]);
  });

  it('answers one course, its template and the current pack; undefined when not enrolled', async () => {
    const me = (await addStudent(engine.db())).id;
    await repo().enrol(me, courses[1], FREE);
    expect(await repo().courseOf(me, courses[1])).toMatchObject({ courseId: courses[1], courseTitle: 'Physics', packTypeTitle: 'FREE' });
    expect(await repo().courseOf(me, courses[0])).toBeUndefined();
    expect(await repo().templateOf(me, courses[1])).toBe(6001);
    expect(await repo().templateOf(me, courses[0])).toBeUndefined();
    expect(await repo().currentPack(me, courses[1])).toEqual({ packTypeTitle: 'FREE', validTillDate: '2026-02-01' });
    expect(await repo().currentPack(me, courses[0])).toBeUndefined();
  });

  it('replaces a pack in place (the position stays); a second enrolment in the same course is refused', async () => {
    const me = (await addStudent(engine.db())).id;
    await repo().enrol(me, courses[1], FREE);
    await repo().enrol(me, courses[2], FREE);
    await repo().replacePack(me, courses[1], PRO);
    expect((await repo().coursesOf(me)).map((c) => [c.courseId, c.packTypeTitle, c.validityId, c.packTypeId, c.validTillDate])).toEqual([
      [courses[1], 'PRO', 301, 3, '2099-12-31'],
      [courses[2], 'FREE', 101, 1, '2026-02-01'],
    ]);
    // replacing the pack of a course the student does not have changes nothing
    await repo().replacePack(me, courses[0], PRO);
    expect(await repo().countOf(me)).toBe(2);
    // the message, not the class: better-sqlite3 makes its errors in the realm of the worker's first test file
    expect(await rejectionOf(repo().enrol(me, courses[2], PRO))).toHaveProperty('message', expect.stringMatching(/unique|duplicate/i));
    expect(await repo().currentPack(me, courses[2])).toEqual({ packTypeTitle: 'FREE', validTillDate: '2026-02-01' });
  });

  it('joins the caller\'s transaction: an enrolment rolled back is gone', async () => {
    const me = (await addStudent(engine.db())).id;
    await expect(engine.db().transaction(async () => {
      await repo().enrol(me, courses[0], PRO);
      expect(await repo().countOf(me)).toBe(1);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await repo().countOf(me)).toBe(0);
  });
});
