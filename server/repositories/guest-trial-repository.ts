// The guest trial's stored data (migration 008, docs/api.md "Guest trial"): a course's free tests by uid, and one
// trial per student and course with the attempt bound to it.
import type { Db } from '../db/migration';

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

export class GuestTrialRepository {
  private readonly byUid;
  private readonly byTest;
  private readonly firstOfCourse;
  private readonly all;
  private readonly trialRow;
  private readonly insertTrial;
  private readonly bind;

  constructor(db: Db) {
    // the course's test named by the uid, else (for the catalogue) 'learning' first, then by uid
    const ORDER = `ORDER BY (g.test_uid = '${DEFAULT_TEST_UID}') DESC, g.test_uid`;
    const COLUMNS = 'g.course_id AS courseId, g.test_uid AS testUid, g.test_id AS testId, t.test_type AS testType';
    this.byUid = db.prepare<[number, string], GuestTestRef>(
      `SELECT ${COLUMNS} FROM guest_tests g JOIN tests t ON t.id = g.test_id WHERE g.course_id = ? AND g.test_uid = ?`);
    this.byTest = db.prepare<[number, number], GuestTestRef>(
      `SELECT ${COLUMNS} FROM guest_tests g JOIN tests t ON t.id = g.test_id WHERE g.course_id = ? AND g.test_id = ? ${ORDER} LIMIT 1`);
    this.firstOfCourse = db.prepare<[number], GuestTestRef>(
      `SELECT ${COLUMNS} FROM guest_tests g JOIN tests t ON t.id = g.test_id WHERE g.course_id = ? ${ORDER} LIMIT 1`);
    this.all = db.prepare<[], GuestTestRef & { courseId: number }>(
      `SELECT ${COLUMNS} FROM guest_tests g JOIN tests t ON t.id = g.test_id ORDER BY g.course_id, (g.test_uid = '${DEFAULT_TEST_UID}') DESC, g.test_uid`);
    this.trialRow = db.prepare<[number, number], GuestTrial>(
      'SELECT created_at AS createdAt, attempt_id AS attemptId FROM guest_trials WHERE student_id = ? AND course_id = ?');
    this.insertTrial = db.prepare<[number, number, number]>(
      'INSERT INTO guest_trials (student_id, course_id, created_at, attempt_id) VALUES (?, ?, ?, NULL)');
    this.bind = db.prepare<[number, number, number]>(
      'UPDATE guest_trials SET attempt_id = ? WHERE student_id = ? AND course_id = ? AND attempt_id IS NULL');
  }

  /** The course's free test with this uid. */
  testByUid(courseId: number, testUid: string): GuestTestRef | undefined {
    const row = this.byUid.get(courseId, testUid);
    return row && { testUid: row.testUid, testId: row.testId, testType: row.testType };
  }

  /** The free test of the course with this test id, when the test is one. */
  testById(courseId: number, testId: number): GuestTestRef | undefined {
    const row = this.byTest.get(courseId, testId);
    return row && { testUid: row.testUid, testId: row.testId, testType: row.testType };
  }

  /** The course's free test the catalogue offers: 'learning', else its first by uid. */
  offeredTest(courseId: number): GuestTestRef | undefined {
    const row = this.firstOfCourse.get(courseId);
    return row && { testUid: row.testUid, testId: row.testId, testType: row.testType };
  }

  /** offeredTest of every course that has a free test, by course id. */
  offeredTests(): Map<number, GuestTestRef> {
    const byCourse = new Map<number, GuestTestRef>();
    for (const { courseId, ...ref } of this.all.all()) if (!byCourse.has(courseId)) byCourse.set(courseId, ref);
    return byCourse;
  }

  trial(studentId: number, courseId: number): GuestTrial | undefined {
    return this.trialRow.get(studentId, courseId);
  }

  /** Records the student's trial of the course, without an attempt yet. */
  addTrial(studentId: number, courseId: number, now: number): void {
    this.insertTrial.run(studentId, courseId, now);
  }

  /** Binds the attempt to the student's open trial of the course; false when there is no open trial (none, or used). */
  bindAttempt(studentId: number, courseId: number, attemptId: number): boolean {
    return this.bind.run(attemptId, studentId, courseId).changes === 1;
  }
}
