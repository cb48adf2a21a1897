// The dashboard's activity over the stored attempts (server/db/migrations/002-test-delivery.ts): how many questions a
// student answered in a course per day, and the tests of a day. Only submitted attempts count (tests, mocks, class
// tests and learning sessions alike). An answered question is one scored Correct or Incorrect (any answer, objective
// or subjective; attempts keep the two counts), so no attempt_questions row is read. Every query is an index range
// scan of attempts_activity (migration 006): its cost grows with the number of days asked and the attempts in them,
// never with the student's whole history.
import type { Db } from '../db/migration';

/** [start, end) in epoch ms. */
export type TimeRange = readonly [number, number];

/** A submitted test of a day, as GET /get-activity-by-day lists it (newest first). */
export interface DayAttempt {
  id: number;
  testName: string;
  testType: number;
  testMode: string;
  totalQuestions: number;
  correctCount: number;
  incorrectCount: number;
  unattemptedCount: number;
}

const OWN_SUBMITTED = "a.student_id = @studentId AND a.course_id = @courseId AND a.status = 'submitted'";

export class ActivityRepository {
  private readonly answeredStmt;
  private readonly firstStmt;
  private readonly lastStmt;
  private readonly dayStmt;

  constructor(db: Db) {
    // one correlated range scan per range: the ranges are the outer loop, each an index search on submitted_at
    this.answeredStmt = db.prepare<{ studentId: number; courseId: number; ranges: string }, { n: number }>(
      `SELECT (SELECT COALESCE(SUM(a.correct_count + a.incorrect_count), 0) FROM attempts a
               WHERE ${OWN_SUBMITTED} AND a.submitted_at >= r.value ->> 0 AND a.submitted_at < r.value ->> 1) AS n
       FROM json_each(@ranges) r ORDER BY r.key`);
    // two statements: SQLite answers a lone MIN or MAX from the index in one step, not both at once
    this.firstStmt = db.prepare<{ studentId: number; courseId: number }, { at: number | null }>(
      `SELECT MIN(a.submitted_at) AS at FROM attempts a WHERE ${OWN_SUBMITTED}`);
    this.lastStmt = db.prepare<{ studentId: number; courseId: number }, { at: number | null }>(
      `SELECT MAX(a.submitted_at) AS at FROM attempts a WHERE ${OWN_SUBMITTED}`);
    this.dayStmt = db.prepare<{ studentId: number; courseId: number; start: number; end: number }, DayAttempt>(
      `SELECT a.id, a.test_name AS testName, a.test_type AS testType, a.test_mode AS testMode,
              a.total_questions AS totalQuestions, a.correct_count AS correctCount, a.incorrect_count AS incorrectCount,
              a.unattempted_count AS unattemptedCount
       FROM attempts a WHERE ${OWN_SUBMITTED} AND a.submitted_at >= @start AND a.submitted_at < @end
       ORDER BY a.submitted_at DESC, a.id DESC`);
  }

  /** The questions answered in each range, in the order of the ranges. */
  answeredIn(studentId: number, courseId: number, ranges: readonly TimeRange[]): number[] {
    if (ranges.length === 0) return [];
    return this.answeredStmt.all({ studentId, courseId, ranges: JSON.stringify(ranges) }).map((r) => r.n);
  }

  /** The first and the last submit of the student in the course; undefined without any. */
  span(studentId: number, courseId: number): { first: number; last: number } | undefined {
    const first = this.firstStmt.get({ studentId, courseId })?.at;
    const last = this.lastStmt.get({ studentId, courseId })?.at;
    return first == null || last == null ? undefined : { first, last };
  }

  /** The submitted attempts of [start, end), newest first. */
  attemptsIn(studentId: number, courseId: number, start: number, end: number): DayAttempt[] {
    return this.dayStmt.all({ studentId, courseId, start, end });
  }
}
