// The dashboard's activity over the stored attempts (server/db/migrations/002-test-delivery.ts): how many questions a
// student answered in a course per day, and the tests of a day. Only submitted attempts count (tests, mocks, class
// tests and learning sessions alike). An answered question is one scored Correct or Incorrect (any answer, objective
// or subjective; attempts keep the two counts), so no attempt_questions row is read. Every query is an index range
// scan of attempts_activity (migration 006): its cost grows with the number of days asked and the attempts in them,
// never with the student's whole history.
import { sql } from 'kysely';
import { all, one, type SqlDatabase } from '../db/connect';

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

/** The most ranges one statement asks for (a year of days is split in two). */
const RANGES_PER_QUERY = 250;

export class ActivityRepository {
  constructor(private readonly db: SqlDatabase) {}

  private own(studentId: number, courseId: number) {
    return sql`a.student_id = ${studentId} AND a.course_id = ${courseId} AND a.status = 'submitted'`;
  }

  /** The questions answered in each range, in the order of the ranges. */
  async answeredIn(studentId: number, courseId: number, ranges: readonly TimeRange[]): Promise<number[]> {
    const counts: number[] = [];
    for (let i = 0; i < ranges.length; i += RANGES_PER_QUERY) {
      const chunk = ranges.slice(i, i + RANGES_PER_QUERY);
      // one correlated range scan per range: the ranges (a VALUES list, its columns column1.. on both engines) are the
      // outer loop, each an index search on submitted_at; the casts type the parameters for PostgreSQL
      const values = sql.join(chunk.map(([start, end], k) => sql`(CAST(${k} AS INTEGER), CAST(${start} AS BIGINT), CAST(${end} AS BIGINT))`));
      const rows = await all(this.db, sql<{ n: number }>`
        SELECT (SELECT COALESCE(SUM(a.correct_count + a.incorrect_count), 0) FROM attempts a
                WHERE ${this.own(studentId, courseId)} AND a.submitted_at >= r.column2 AND a.submitted_at < r.column3) AS n
        FROM (VALUES ${values}) AS r ORDER BY r.column1`);
      counts.push(...rows.map((r) => Number(r.n)));
    }
    return counts;
  }

  /** The first and the last submit of the student in the course; undefined without any. */
  async span(studentId: number, courseId: number): Promise<{ first: number; last: number } | undefined> {
    // two statements: SQLite answers a lone MIN or MAX from the index in one step, not both at once
    const first = (await one(this.db, sql<{ at: number | null }>`SELECT MIN(a.submitted_at) AS at FROM attempts a WHERE ${this.own(studentId, courseId)}`))?.at;
    const last = (await one(this.db, sql<{ at: number | null }>`SELECT MAX(a.submitted_at) AS at FROM attempts a WHERE ${this.own(studentId, courseId)}`))?.at;
    return first == null || last == null ? undefined : { first, last };
  }

  /** The submitted attempts of [start, end), newest first. */
  async attemptsIn(studentId: number, courseId: number, start: number, end: number): Promise<DayAttempt[]> {
    return all(this.db, sql<DayAttempt>`
      SELECT a.id, a.test_name AS "testName", a.test_type AS "testType", a.test_mode AS "testMode",
             a.total_questions AS "totalQuestions", a.correct_count AS "correctCount", a.incorrect_count AS "incorrectCount",
             a.unattempted_count AS "unattemptedCount"
      FROM attempts a WHERE ${this.own(studentId, courseId)} AND a.submitted_at >= ${start} AND a.submitted_at < ${end}
      ORDER BY a.submitted_at DESC, a.id DESC`);
  }
}
