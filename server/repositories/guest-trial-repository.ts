// The guest trial's stored data (migration 008, docs/api.md "Guest trial"): a course's free tests by uid, and one
// trial per student and course with the attempt bound to it.
import { sql } from 'kysely';
import { all, one, run, type SqlDatabase } from '../db/connect';

/** The uid a guest link names when it names none. */
export const DEFAULT_TEST_UID = 'learning';

/** A course's free test as the catalogue offers it. */
export interface GuestTestRef {
  testUid: string;
  testId: number;
  testType: number;
}

/** A student's trial of a course. */
export interface GuestTrial {
  createdAt: number;
  /** the submitted attempt of the trial; null until the guest submit */
  attemptId: number | null;
}

const COLUMNS = sql`g.course_id AS "courseId", g.test_uid AS "testUid", g.test_id AS "testId", t.test_type AS "testType"`;

type Row = GuestTestRef & { courseId: number };
const refOf = (row: Row): GuestTestRef => ({ testUid: row.testUid, testId: row.testId, testType: row.testType });

/**
 * The catalogue's order of a course's tests: 'learning' first, then by uid in code-point order. Sorted here, not in
 * SQL: PostgreSQL orders text by the database's collation, SQLite by bytes (a course has a handful of free tests).
 */
const offerOrder = (a: Row, b: Row): number =>
  a.courseId - b.courseId
  || Number(b.testUid === DEFAULT_TEST_UID) - Number(a.testUid === DEFAULT_TEST_UID)
  || (a.testUid < b.testUid ? -1 : a.testUid > b.testUid ? 1 : 0);

export class GuestTrialRepository {
  constructor(private readonly db: SqlDatabase) {}

  /** The course's free test with this uid. */
  async testByUid(courseId: number, testUid: string): Promise<GuestTestRef | undefined> {
    const row = await one(this.db, sql<Row>`SELECT ${COLUMNS} FROM guest_tests g JOIN tests t ON t.id = g.test_id
      WHERE g.course_id = ${courseId} AND g.test_uid = ${testUid}`);
    return row && refOf(row);
  }

  /** The free test of the course with this test id, when the test is one (under several uids: the first offered). */
  async testById(courseId: number, testId: number): Promise<GuestTestRef | undefined> {
    const rows = await all(this.db, sql<Row>`SELECT ${COLUMNS} FROM guest_tests g JOIN tests t ON t.id = g.test_id
      WHERE g.course_id = ${courseId} AND g.test_id = ${testId}`);
    const row = rows.sort(offerOrder)[0];
    return row && refOf(row);
  }

  /** The course's free test the catalogue offers: 'learning', else its first by uid. */
  async offeredTest(courseId: number): Promise<GuestTestRef | undefined> {
    const rows = await all(this.db, sql<Row>`SELECT ${COLUMNS} FROM guest_tests g JOIN tests t ON t.id = g.test_id
      WHERE g.course_id = ${courseId}`);
    const row = rows.sort(offerOrder)[0];
    return row && refOf(row);
  }

  /** offeredTest of every course that has a free test, by course id. */
  async offeredTests(): Promise<Map<number, GuestTestRef>> {
    const rows = await all(this.db, sql<Row>`SELECT ${COLUMNS} FROM guest_tests g JOIN tests t ON t.id = g.test_id`);
    const byCourse = new Map<number, GuestTestRef>();
    for (const row of rows.sort(offerOrder)) if (!byCourse.has(row.courseId)) byCourse.set(row.courseId, refOf(row));
    return byCourse;
  }

  async trial(studentId: number, courseId: number): Promise<GuestTrial | undefined> {
    return this.db.q().selectFrom('guest_trials').select(['created_at as createdAt', 'attempt_id as attemptId'])
      .where('student_id', '=', studentId).where('course_id', '=', courseId).executeTakeFirst();
  }

  /** Records the student's trial of the course, without an attempt yet. */
  async addTrial(studentId: number, courseId: number, now: number): Promise<void> {
    await this.db.q().insertInto('guest_trials').values({ student_id: studentId, course_id: courseId, created_at: now, attempt_id: null }).execute();
  }

  /** Binds the attempt to the student's open trial of the course; false when there is no open trial (none, or used). */
  async bindAttempt(studentId: number, courseId: number, attemptId: number): Promise<boolean> {
    return await run(this.db, sql`UPDATE guest_trials SET attempt_id = ${attemptId}
      WHERE student_id = ${studentId} AND course_id = ${courseId} AND attempt_id IS NULL`) === 1;
  }
}
