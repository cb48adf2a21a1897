// Read-only queries of the reports over the attempt tables (server/db/migrations/002-test-delivery.ts).
// Only submitted attempts count; the numbers are computed from these rows by server/reports/report-builder.ts
// with domain/reports.
import type { ScoreGroup } from '../../domain/reports/ranking';
import type { Db } from '../db/migration';
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

const ATTEMPT_COLUMNS = `id, student_id AS studentId, course_id AS courseId, template_id AS templateId, test_id AS testId,
  test_type AS testType, kind, test_name AS testName, test_mode AS testMode, exam_type AS examType, test_status AS testStatus,
  total_time AS totalTime, remaining_time AS remainingTime, time_spent AS timeSpent, help_counter AS helpCounter,
  total_questions AS totalQuestions, correct_count AS correctCount, incorrect_count AS incorrectCount,
  unattempted_count AS unattemptedCount, marks_obtained AS marksObtained, full_marks AS fullMarks,
  COALESCE(submitted_at, updated_at) AS submittedAt, ranking_time AS rankingTime`;

/** The cohort key of an attempt's test: cohort_best (template_id, test_type, test_id, kind, cohort_mode). */
const COHORT_KEY = 'template_id = ? AND test_type = ? AND test_id = ? AND kind = ? AND cohort_mode = ?';
type CohortKey = [number, number, number, string, string];
const cohortKey = (a: ReportAttempt): CohortKey => [a.templateId, a.testType, a.testId, a.kind, a.kind === 'self' ? a.testMode : ''];

export class ReportRepository {
  private readonly listByTypeStmt;
  private readonly markedByTypeStmt;
  private readonly attemptStmt;
  private readonly questionsStmt;
  private readonly sectionsStmt;
  private readonly rivalsStmt;
  private readonly bestStmt;
  private readonly benchmarkStmt;
  private readonly topicsStmt;
  private topicChains: Map<number, string[]> | null = null;

  constructor(db: Db) {
    // newest first by the attempts_reports index: a LIMIT stops the read (ties of submitted_at: the later id first)
    this.listByTypeStmt = db.prepare<[number, number, number, number], ReportAttempt>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE student_id = ? AND course_id = ? AND test_type = ? AND status = 'submitted'
       ORDER BY submitted_at DESC, id DESC LIMIT ?`);
    this.markedByTypeStmt = db.prepare<[number, number, number, number], ReportAttempt>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE student_id = ? AND course_id = ? AND test_type = ? AND status = 'submitted'
         AND test_status <> 2
       ORDER BY submitted_at DESC, id DESC LIMIT ?`);
    this.attemptStmt = db.prepare<[number], ReportAttempt>(`SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE id = ? AND status = 'submitted'`);
    this.questionsStmt = db.prepare<[number], ReportQuestion>(
      `SELECT question_id AS questionId, section_id AS sectionId, section_name AS sectionName, topic_id AS topicId, result,
              marks, max_marks AS maxMarks, time_spent AS timeSpent, help
       FROM attempt_questions WHERE attempt_id = ? ORDER BY position`);
    this.sectionsStmt = db.prepare<[number], ReportSection>(
      `SELECT section_id AS sectionId, name, section_order AS sectionOrder, section_time AS sectionTime
       FROM attempt_sections WHERE attempt_id = ? ORDER BY section_order, section_id`);
    // The same test: configured tests by (test_type, test_id); self tests (test_id = topic) also by kind and mode, so
    // a Learning Session never ranks against a Competitive one. One row per marks value with the number of students
    // whose best attempt has those marks; the viewer's own best (one search of cohort_best's primary key) is taken
    // out of its row, so what is left are the other students, each once. The marks are compared as stored: both
    // tables hold the same REAL value of the attempt.
    this.rivalsStmt = db.prepare<[...CohortKey, number, ...CohortKey], ScoreGroup>(
      `SELECT marks_obtained AS score,
         students - (marks_obtained IS (SELECT marks_obtained FROM cohort_best WHERE ${COHORT_KEY} AND student_id = ?)) AS students
       FROM cohort_marks WHERE ${COHORT_KEY}`);
    this.bestStmt = db.prepare<CohortKey, ReportAttempt>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE id = (SELECT attempt_id FROM cohort_best WHERE ${COHORT_KEY}
         ORDER BY marks_obtained DESC, ranking_time, submitted_at, attempt_id LIMIT 1)`);
    this.benchmarkStmt = db.prepare<[number], { benchmark: number }>('SELECT benchmark FROM courses WHERE id = ?');
    this.topicsStmt = db.prepare<[], { id: number; parentId: number | null; name: string }>('SELECT id, parent_id AS parentId, name FROM topics');
  }

  /** The student's newest `limit` submitted attempts of a test type in a course, newest first. */
  attemptsOf(studentId: number, courseId: number, testType: number, limit: number): ReportAttempt[] {
    return this.listByTypeStmt.all(studentId, courseId, testType, limit);
  }

  /** The student's newest `limit` submitted attempts of a test type that are not awaiting subjective marking. */
  markedAttemptsOf(studentId: number, courseId: number, testType: number, limit: number): ReportAttempt[] {
    return this.markedByTypeStmt.all(studentId, courseId, testType, limit);
  }

  /** A submitted attempt; undefined for an unknown id or one still open. */
  attempt(id: number): ReportAttempt | undefined {
    return this.attemptStmt.get(id);
  }

  questions(attemptId: number): ReportQuestion[] {
    return this.questionsStmt.all(attemptId);
  }

  sections(attemptId: number): ReportSection[] {
    return this.sectionsStmt.all(attemptId);
  }

  /** The cohort of `a`'s test: the other students' best marks (counted per marks value) and the best attempt by anyone. */
  cohortOf(a: ReportAttempt): Cohort {
    const key = cohortKey(a);
    return { rivals: this.rivalsStmt.all(...key, a.studentId, ...key).filter((r) => r.students > 0), best: this.bestStmt.get(...key) };
  }

  benchmarkOf(courseId: number): number | null {
    return this.benchmarkStmt.get(courseId)?.benchmark ?? null;
  }

  /** Topic names from the subject (root) down to the topic; [] for an unknown topic. Read once (the tree is static). */
  topicChain(topicId: number): string[] {
    if (!this.topicChains) {
      const rows = this.topicsStmt.all();
      const byId = new Map(rows.map((r) => [r.id, r]));
      this.topicChains = new Map();
      for (const r of rows) {
        const chain: string[] = [];
        const seen = new Set<number>();
        for (let t: typeof r | undefined = r; t && !seen.has(t.id); t = t.parentId === null ? undefined : byId.get(t.parentId)) {
          seen.add(t.id);
          chain.unshift(t.name);
        }
        this.topicChains.set(r.id, chain);
      }
    }
    return this.topicChains.get(topicId) ?? [];
  }
}
