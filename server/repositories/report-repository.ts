// Read-only queries of the reports over the attempt tables (server/db/migrations/002-test-delivery.ts).
// Only submitted attempts count; the numbers are computed from these rows by server/reports/report-builder.ts
// with domain/reports.
import type { Db } from '../db/migration';
import type { Attempt, AttemptSection } from './attempt-repository';

/** One submitted attempt as the reports read it. Times in seconds, submittedAt epoch ms. */
export type ReportAttempt = Pick<Attempt,
  | 'id' | 'studentId' | 'courseId' | 'templateId' | 'testId' | 'testType' | 'kind' | 'testName' | 'testMode' | 'examType'
  | 'testStatus' | 'totalTime' | 'remainingTime' | 'timeSpent' | 'helpCounter' | 'totalQuestions' | 'correctCount'
  | 'incorrectCount' | 'unattemptedCount' | 'marksObtained' | 'fullMarks'> & {
  /** set on every submitted attempt */
  submittedAt: number;
};

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
  COALESCE(submitted_at, updated_at) AS submittedAt`;

export class ReportRepository {
  private readonly listStmt;
  private readonly listByTypeStmt;
  private readonly attemptStmt;
  private readonly questionsStmt;
  private readonly sectionsStmt;
  private readonly cohortStmt;
  private readonly benchmarkStmt;
  private readonly topicsStmt;
  private topicChains: Map<number, string[]> | null = null;

  constructor(db: Db) {
    this.listStmt = db.prepare<[number, number], ReportAttempt>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE student_id = ? AND course_id = ? AND status = 'submitted'
       ORDER BY submittedAt DESC, id DESC`);
    this.listByTypeStmt = db.prepare<[number, number, number], ReportAttempt>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE student_id = ? AND course_id = ? AND test_type = ? AND status = 'submitted'
       ORDER BY submittedAt DESC, id DESC`);
    this.attemptStmt = db.prepare<[number], ReportAttempt>(`SELECT ${ATTEMPT_COLUMNS} FROM attempts WHERE id = ? AND status = 'submitted'`);
    this.questionsStmt = db.prepare<[number], ReportQuestion>(
      `SELECT question_id AS questionId, section_id AS sectionId, section_name AS sectionName, topic_id AS topicId, result,
              marks, max_marks AS maxMarks, time_spent AS timeSpent, help
       FROM attempt_questions WHERE attempt_id = ? ORDER BY position`);
    this.sectionsStmt = db.prepare<[number], ReportSection>(
      `SELECT section_id AS sectionId, name, section_order AS sectionOrder, section_time AS sectionTime
       FROM attempt_sections WHERE attempt_id = ? ORDER BY section_order, section_id`);
    // Everyone's submitted attempts of the same test: configured tests by (test_type, test_id); self tests
    // (test_id = topic) also by kind and mode, so a Learning Session never ranks against a Competitive one.
    this.cohortStmt = db.prepare<[number, number, string, string, number], ReportAttempt>(
      `SELECT ${ATTEMPT_COLUMNS} FROM attempts
       WHERE test_type = ? AND test_id = ? AND kind = ? AND (kind <> 'self' OR test_mode = ?) AND template_id = ? AND status = 'submitted'`);
    this.benchmarkStmt = db.prepare<[number], { benchmark: number }>('SELECT benchmark FROM courses WHERE id = ?');
    this.topicsStmt = db.prepare<[], { id: number; parentId: number | null; name: string }>('SELECT id, parent_id AS parentId, name FROM topics');
  }

  /** The student's submitted attempts in a course (of one test type when given), newest first. */
  attemptsOf(studentId: number, courseId: number, testType?: number): ReportAttempt[] {
    return testType === undefined ? this.listStmt.all(studentId, courseId) : this.listByTypeStmt.all(studentId, courseId, testType);
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

  /** Every submitted attempt of the same test as `a`, by any student, `a` included. */
  cohortOf(a: ReportAttempt): ReportAttempt[] {
    return this.cohortStmt.all(a.testType, a.testId, a.kind, a.testMode, a.templateId);
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
