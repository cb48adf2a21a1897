import { sql } from 'kysely';
import { all, one, type SqlDatabase } from '../db/connect';
import type { WireCourse, WireTabs } from '../http/wire-types';

export const TAB_NAMES: readonly (keyof WireTabs)[] = [
  'dashboard', 'report', 'studyMaterial', 'selfTest', 'topicTest', 'adaptiveTest',
  'mockTest', 'dynamicMockTest', 'classTest', 'tonyHelp', 'otherCourses',
];

/** The stored tabs JSON of a course with the named tabs on (the others off). */
export const tabsJson = (on: readonly (keyof WireTabs)[]): string =>
  JSON.stringify(Object.fromEntries(TAB_NAMES.map((name) => [name, on.includes(name)])));

/** The columns of a course that the catalogue shows too. */
export interface CourseHeadRow {
  id: number;
  title: string;
  sub_title: string;
  image_url: string;
  category_id: number;
  category_name: string;
  organisation_id: number;
  organisation_name: string;
}

/** A course's head on the wire (the fields an enrolled course and a catalogue course share). */
export const courseHeadOf = (row: CourseHeadRow): Pick<WireCourse, 'courseId' | 'courseTitle' | 'courseSubTitle'
  | 'courseImageUrl' | 'categoryId' | 'categoryName' | 'organisationName' | 'organisationId'> => ({
  courseId: row.id,
  courseTitle: row.title,
  courseSubTitle: row.sub_title,
  courseImageUrl: row.image_url,
  categoryId: row.category_id,
  categoryName: row.category_name,
  organisationName: row.organisation_name,
  organisationId: row.organisation_id,
});

interface CourseRow extends CourseHeadRow {
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

/**
 * The parsed JSON columns of the courses, by their text: a student's courses are read on every GET /fetchmycourses
 * and every test delivery, and parsing the same few texts again cost a tenth of that GET (docs/reliability.md "Group
 * commit"). The parsed values are shared between replies and never changed. Bounded: cleared when full.
 */
const parsedJson = new Map<string, unknown>();
const MAX_PARSED = 512;
const parseOnce = (json: string): unknown => {
  if (parsedJson.has(json)) return parsedJson.get(json);
  if (parsedJson.size >= MAX_PARSED) parsedJson.clear();
  const value: unknown = JSON.parse(json);
  parsedJson.set(json, value);
  return value;
};

/** A tab missing from the stored JSON is off, so a tab added later defaults safely. */
const tabsFromJson = (json: string): WireTabs => {
  const stored = parseOnce(json) as Record<string, unknown>;
  const tabs: Record<string, boolean> = {};
  for (const name of TAB_NAMES) tabs[name] = stored[name] === true;
  return tabs as unknown as WireTabs;
};

// added to the head object itself: a spread of it followed by these new keys is a slow path on node 20, microseconds a
// course on every /fetchmycourses (docs/performance.md "Server throughput")
const toWire = (row: CourseRow): WireCourse => Object.assign(courseHeadOf(row), {
  templateId: row.template_id,
  validityId: row.validity_id,
  packTypeId: row.pack_type_id,
  packTypeTitle: row.pack_type_title,
  benchmark: row.benchmark,
  validTillDate: row.valid_till_date,
  teacherHelpcourse: row.teacher_help === 1,
  tabs: tabsFromJson(row.tabs),
  featuresList: parseOnce(row.features_list) as unknown[],
  twoPriceList: parseOnce(row.two_price_list) as unknown[],
});

/** An enrolment's pack (server/catalogue/enrolment.ts decides it). */
export interface EnrolmentPack {
  validityId: number;
  packTypeId: number;
  packTypeTitle: string;
  validTillDate: string;
}

const ENROLLED_COURSE = sql`SELECT c.*, e.validity_id, e.pack_type_id, e.pack_type_title, e.valid_till_date
  FROM enrollments e JOIN courses c ON c.id = e.course_id`;

/** The courses a student is enrolled in, in enrolment order (the order openedCourse indexes), and their packs. */
export class CourseRepository {
  constructor(private readonly db: SqlDatabase) {}

  async coursesOf(studentId: number): Promise<WireCourse[]> {
    return (await all(this.db, sql<CourseRow>`${ENROLLED_COURSE} WHERE e.student_id = ${studentId} ORDER BY e.position`)).map(toWire);
  }

  /** The student's enrolled course, or undefined when not enrolled. */
  async courseOf(studentId: number, courseId: number): Promise<WireCourse | undefined> {
    const row = await one(this.db, sql<CourseRow>`${ENROLLED_COURSE} WHERE e.student_id = ${studentId} AND e.course_id = ${courseId}`);
    return row && toWire(row);
  }

  /** The template of the student's enrolled course, or undefined when not enrolled (no course row to build). */
  async templateOf(studentId: number, courseId: number): Promise<number | undefined> {
    // a template, not the builder: every submit and save checks the course (docs/performance.md "Server throughput")
    const row = await one(this.db, sql<{ templateId: number }>`SELECT c.template_id AS "templateId" FROM enrollments e
      JOIN courses c ON c.id = e.course_id WHERE e.student_id = ${studentId} AND e.course_id = ${courseId}`);
    return row?.templateId;
  }

  async countOf(studentId: number): Promise<number> {
    const row = await one(this.db, this.db.q().selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('student_id', '=', studentId));
    return Number(row?.n ?? 0);
  }

  /** The student's current pack of the course, or undefined when not enrolled. */
  async currentPack(studentId: number, courseId: number): Promise<{ packTypeTitle: string; validTillDate: string } | undefined> {
    return one(this.db, this.db.q().selectFrom('enrollments').select(['pack_type_title as packTypeTitle', 'valid_till_date as validTillDate'])
      .where('student_id', '=', studentId).where('course_id', '=', courseId));
  }

  /** Enrols the student at the end of their courses. */
  async enrol(studentId: number, courseId: number, pack: EnrolmentPack): Promise<void> {
    // a new enrolment goes after the student's others
    await this.db.q().insertInto('enrollments').values({
      student_id: studentId,
      course_id: courseId,
      position: sql<number>`(SELECT COALESCE(MAX(position), -1) + 1 FROM enrollments WHERE student_id = ${studentId})`,
      validity_id: pack.validityId,
      pack_type_id: pack.packTypeId,
      pack_type_title: pack.packTypeTitle,
      valid_till_date: pack.validTillDate,
    }).execute();
  }

  /** Replaces the pack of an enrolment (its position stays). */
  async replacePack(studentId: number, courseId: number, pack: EnrolmentPack): Promise<void> {
    await this.db.q().updateTable('enrollments').set({
      validity_id: pack.validityId, pack_type_id: pack.packTypeId, pack_type_title: pack.packTypeTitle, valid_till_date: pack.validTillDate,
    }).where('student_id', '=', studentId).where('course_id', '=', courseId).execute();
  }
}
