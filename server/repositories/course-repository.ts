import type { Db } from '../db/migration';
import type { WireCourse, WireTabs } from '../http/wire-types';

export const TAB_NAMES: readonly (keyof WireTabs)[] = [
  'dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'adaptiveTest',
  'mockTest', 'dynamicMockTest', 'classTest', 'tonyHelp', 'otherCourses',
];

interface CourseRow {
  id: number;
  title: string;
  sub_title: string;
  image_url: string;
  category_id: number;
  category_name: string;
  organisation_id: number;
  organisation_name: string;
  template_id: number;
  benchmark: number;
  teacher_help: number;
  tabs: string;
  features_list: string;
  two_price_list: string;
  validity_id: number;
  pack_type_id: number;
  pack_type_title: string;
  valid_till_date: string;
}

/** A tab missing from the stored JSON is off, so a tab added later defaults safely. */
const tabsFromJson = (json: string): WireTabs => {
  const stored = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(TAB_NAMES.map((name) => [name, stored[name] === true])) as unknown as WireTabs;
};

const toWire = (row: CourseRow): WireCourse => ({
  courseId: row.id,
  courseTitle: row.title,
  courseSubTitle: row.sub_title,
  courseImageUrl: row.image_url,
  categoryId: row.category_id,
  categoryName: row.category_name,
  organisationName: row.organisation_name,
  organisationId: row.organisation_id,
  templateId: row.template_id,
  validityId: row.validity_id,
  packTypeId: row.pack_type_id,
  packTypeTitle: row.pack_type_title,
  benchmark: row.benchmark,
  validTillDate: row.valid_till_date,
  teacherHelpcourse: row.teacher_help === 1,
  tabs: tabsFromJson(row.tabs),
  featuresList: JSON.parse(row.features_list) as unknown[],
  twoPriceList: JSON.parse(row.two_price_list) as unknown[],
});

/** The courses a student is enrolled in, in enrolment order (the order openedCourse indexes). */
export class CourseRepository {
  private readonly enrolled;
  private readonly count;

  constructor(db: Db) {
    this.enrolled = db.prepare<[number], CourseRow>(
      `SELECT c.*, e.validity_id, e.pack_type_id, e.pack_type_title, e.valid_till_date
       FROM enrollments e JOIN courses c ON c.id = e.course_id
       WHERE e.student_id = ? ORDER BY e.position`);
    this.count = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM enrollments WHERE student_id = ?');
  }

  coursesOf(studentId: number): WireCourse[] {
    return this.enrolled.all(studentId).map(toWire);
  }

  countOf(studentId: number): number {
    return this.count.get(studentId)?.n ?? 0;
  }
}
