// Read-only queries of the reports over the attempt tables (server/db/migrations/002-test-delivery.ts).
// Only submitted attempts count; the numbers are computed from these rows by server/reports/report-builder.ts
// with domain/reports.
import { sql } from 'kysely';
import type { ScoreGroup } from '../../domain/reports/ranking';
import { all, one, sqlLimit, type SqlDatabase } from '../db/connect';
import type { Attempt, AttemptSection } from './attempt-repository';

/** One submitted attempt as the reports read it. Times in seconds, submittedAt epoch ms. */
export type ReportAttempt = Pick<Attempt,
  | 'id' | 'studentId' | 'courseId' | 'templateId' | 'testId' | 'testType' | 'kind' | 'testName' | 'testMode' | 'examType'
  | 'testStatus' | 'totalTime' | 'remainingTime' | 'timeSpent' | 'helpCounter' | 'totalQuestions' | 'correctCount'
  | 'incorrectCount' | 'unattemptedCount' | 'marksObtained' | 'fullMarks'> & {
  /** set on every submitted attempt */
  submittedAt: number;
  /**
   * Seconds that break topper ties: the server-measured time when there is one, else the attempt's recorded time
   * (column ranking_time, server/db/migrations/004-cohort-best.ts).
   */
  rankingTime: number;
};

/**
 * The cohort of a test as rank and topper need it: the other students' best marks, as a count of students per marks
 * value, and the best attempt of the test by anyone (the viewer's own included). Read from cohort_marks (migration
 * 009) and cohort_best's index (migration 004): O(distinct marks values), whatever the number of students and
 * whatever one student's attempt count.
 */
export interface Cohort {
  /** the other students' best marks (as stored, not rounded): `students` of them have `score` */
  rivals: ScoreGroup[];
  best: ReportAttempt | undefined;
}

export interface ReportQuestion {
  questionId: number;
  sectionId: number | null;
  sectionName: string;
  topicId: number;
  /** Correct | Incorrect | NotAnswer ('' = not scored, read as unattempted) */
  result: string;
  marks: number;
  maxMarks: number;
  timeSpent: number;
  help: number;
}

export type ReportSection = AttemptSection;

/** The columns of a ReportAttempt (camelCase aliases quoted: PostgreSQL folds unquoted names to lower case). */
const ATTEMPT_COLUMNS = sql.raw(`id, student_id AS "studentId", course_id AS "courseId", template_id AS "templateId",
  test_id AS "testId", test_type AS "testType", kind, test_name AS "testName", test_mode AS "testMode",
  exam_type AS "examType", test_status AS "testStatus", total_time AS "totalTime", remaining_time AS "remainingTime",
  time_spent AS "timeSpent", help_counter AS "helpCounter", total_questions AS "totalQuestions",
  correct_count AS "correctCount", incorrect_count AS "incorrectCount", unattempted_count AS "unattemptedCount",
  marks_obtained AS "marksObtained", full_marks AS "fullMarks", COALESCE(submitted_at, updated_at) AS "submittedAt",
  ranking_time AS "rankingTime"`);

/** The cohort key of an attempt's test: cohort_best (template_id, test_type, test_id, kind, cohort_mode). */
const cohortKey = (a: ReportAttempt) => {
  const mode = a.kind === 'self' ? a.testMode : '';
  return sql`template_id = ${a.templateId} AND test_type = ${a.testType} AND test_id = ${a.testId} AND kind = ${a.kind}
    AND cohort_mode = ${mode}`;
};

export class ReportRepository {
  private topicChains: Map<number, string[]> | null = null;

  constructor(private readonly db: SqlDatabase) {}

  /** The student's newest `limit` submitted attempts of a test type in a course, newest first. */
  async attemptsOf(studentId: number, courseId: number, testType: number, limit: number): Promise<ReportAttempt[]> {
    // newest first by the attempts_reports index: a LIMIT stops the read (ties of submitted_at: the later id first)
    return all(this.db, sql<ReportAttempt>`SELECT ${ATTEMPT_COLUMNS} FROM attempts
      WHERE student_id = ${studentId} AND course_id = ${courseId} AND test_type = ${testType} AND status = 'submitted'
      ORDER BY submitted_at DESC, id DESC LIMIT ${sqlLimit(limit)}`);
  }

  /** The student's newest `limit` submitted attempts of a test type that are not awaiting subjective marking. */
  async markedAttemptsOf(studentId: number, courseId: number, testType: number, limit: number): Promise<ReportAttempt[]> {
    return all(this.db, sql<ReportAttempt>`SELECT ${ATTEMPT_COLUMNS} FROM attempts
      WHERE student_id = ${studentId} AND course_id = ${courseId} AND test_type = ${testType} AND status = 'submitted'
        AND test_status <> 2
      ORDER BY submitted_at DESC, id DESC LIMIT ${sqlLimit(limit)}`);
  }

  /** A submitted attempt; undefined for an unknown id or one still open. */
  async attempt(id: number): Promise<ReportAttempt | undefined> {
    return one(this.db, sql<ReportAttempt>`SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE id = ${id} AND status = 'submitted'`);
  }

  async questions(attemptId: number): Promise<ReportQuestion[]> {
    return all(this.db, sql<ReportQuestion>`SELECT question_id AS "questionId", section_id AS "sectionId",
        section_name AS "sectionName", topic_id AS "topicId", result, marks, max_marks AS "maxMarks",
        time_spent AS "timeSpent", help
      FROM attempt_questions WHERE attempt_id = ${attemptId} ORDER BY position`);
  }

  async sections(attemptId: number): Promise<ReportSection[]> {
    return all(this.db, sql<ReportSection>`SELECT section_id AS "sectionId", name, section_order AS "sectionOrder",
        section_time AS "sectionTime"
      FROM attempt_sections WHERE attempt_id = ${attemptId} ORDER BY section_order, section_id`);
  }

  /**
   * The cohort of `a`'s test: the other students' best marks (counted per marks value) and the best attempt by anyone.
   *
   * The same test: configured tests by (test_type, test_id); self tests (test_id = topic) also by kind and mode, so
   * a Learning Session never ranks against a Competitive one. One row per marks value with the number of students
   * whose best attempt has those marks; the viewer's own best (one search of cohort_best's primary key) is taken
   * out of its row, so what is left are the other students, each once. The marks are compared as stored: both
   * tables hold the same value of the attempt. (CASE, not a boolean: PostgreSQL does not subtract booleans; a viewer
   * without a best compares with NULL, which is not equal.)
   */
  async cohortOf(a: ReportAttempt): Promise<Cohort> {
    const key = cohortKey(a);
    const rivals = await all(this.db, sql<ScoreGroup>`SELECT marks_obtained AS score,
        students - CASE WHEN marks_obtained = (SELECT marks_obtained FROM cohort_best WHERE ${key}
          AND student_id = ${a.studentId}) THEN 1 ELSE 0 END AS students
      FROM cohort_marks WHERE ${key}`);
    const best = await one(this.db, sql<ReportAttempt>`SELECT ${ATTEMPT_COLUMNS} FROM attempts
      WHERE id = (SELECT attempt_id FROM cohort_best WHERE ${key}
        ORDER BY marks_obtained DESC, ranking_time, submitted_at, attempt_id LIMIT 1)`);
    return { rivals: rivals.filter((r) => r.students > 0), best };
  }

  async benchmarkOf(courseId: number): Promise<number | null> {
    const row = await this.db.q().selectFrom('courses').select('benchmark').where('id', '=', courseId).executeTakeFirst();
    return row?.benchmark ?? null;
  }

  /**
   * Topic names from the subject (root) down to the topic; [] for an unknown topic. Read once (the tree is static).
   * Only a finished read is kept, never one in progress: a read outside a transaction waits for SQLite's one
   * connection, so a caller inside the transaction that holds it must not wait for that read.
   */
  async topicChain(topicId: number): Promise<string[]> {
    this.topicChains ??= await this.readTopicChains();
    return this.topicChains.get(topicId) ?? [];
  }

  private async readTopicChains(): Promise<Map<number, string[]>> {
    const rows = await this.db.q().selectFrom('topics').select(['id', 'parent_id as parentId', 'name']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const chains = new Map<number, string[]>();
    for (const r of rows) {
      const chain: string[] = [];
      const seen = new Set<number>();
      for (let t: typeof r | undefined = r; t && !seen.has(t.id); t = t.parentId === null ? undefined : byId.get(t.parentId)) {
        seen.add(t.id);
        chain.unshift(t.name);
      }
      chains.set(r.id, chain);
    }
    return chains;
  }
}
