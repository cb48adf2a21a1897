import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/migration';

export type AttemptStatus = 'saved' | 'submitted' | 'adaptive' | 'abandoned';
export type AttemptKind = 'configured' | 'self' | 'adaptive';

export interface Attempt {
  id: number;
  studentId: number;
  courseId: number;
  templateId: number;
  testId: number;
  testType: number;
  kind: AttemptKind;
  testName: string;
  testMode: string;
  testOption: string;
  examType: string;
  topicId: number;
  status: AttemptStatus;
  testStatus: number;
  clientSubmissionId: string | null;
  totalTime: number;
  remainingTime: number;
  timeSpent: number;
  lastQuestionIndex: number;
  helpCounter: number;
  totalQuestions: number;
  correctCount: number;
  incorrectCount: number;
  unattemptedCount: number;
  marksObtained: number;
  fullMarks: number;
  adaptiveLevel: number;
  scheduleId: number;
  startedAt: number;
  updatedAt: number;
  submittedAt: number | null;
  /**
   * Seconds the server measured for the sitting (from the delivery or the resume to the save or submit, added up
   * over resumes), at most totalTime; null when not measured (attempts stored before it was). Topper ties use it.
   */
  serverTimeTaken: number | null;
}

export interface AttemptQuestion {
  questionId: number;
  sectionId: number | null;
  sectionName: string;
  topicId: number;
  studentResponse: string;
  /** Correct | Incorrect | NotAnswer; '' while not scored (saved progress, adaptive question not answered yet) */
  result: string;
  answerStatus: string;
  marks: number;
  maxMarks: number;
  correctMarks: number;
  /** signed, as delivered */
  incorrectMarks: number;
  notAnswerMarks: number;
  timeSpent: number;
  help: number;
  backgroundImg: string;
  difficulty: number;
}

export interface AttemptSection { sectionId: number; name: string; sectionOrder: number; sectionTime: number }

export type NewAttempt = Omit<Attempt, 'id' | 'correctCount' | 'incorrectCount' | 'unattemptedCount' | 'marksObtained' | 'fullMarks' | 'totalQuestions' | 'timeSpent' | 'submittedAt' | 'clientSubmissionId' | 'adaptiveLevel' | 'serverTimeTaken'>
  & Partial<Pick<Attempt, 'clientSubmissionId' | 'submittedAt' | 'adaptiveLevel' | 'serverTimeTaken'>>;

const COLUMNS: Record<keyof Attempt, string> = {
  id: 'id', studentId: 'student_id', courseId: 'course_id', templateId: 'template_id', testId: 'test_id',
  testType: 'test_type', kind: 'kind', testName: 'test_name', testMode: 'test_mode', testOption: 'test_option',
  examType: 'exam_type', topicId: 'topic_id', status: 'status', testStatus: 'test_status',
  clientSubmissionId: 'client_submission_id', totalTime: 'total_time', remainingTime: 'remaining_time',
  timeSpent: 'time_spent', lastQuestionIndex: 'last_question_index', helpCounter: 'help_counter',
  totalQuestions: 'total_questions', correctCount: 'correct_count', incorrectCount: 'incorrect_count',
  unattemptedCount: 'unattempted_count', marksObtained: 'marks_obtained', fullMarks: 'full_marks',
  adaptiveLevel: 'adaptive_level', scheduleId: 'schedule_id', startedAt: 'started_at', updatedAt: 'updated_at',
  submittedAt: 'submitted_at', serverTimeTaken: 'server_time_taken',
};
const SELECT_ATTEMPT = `SELECT ${Object.entries(COLUMNS).map(([k, c]) => `${c} AS ${k}`).join(', ')} FROM attempts`;

const Q_COLUMNS: Record<keyof AttemptQuestion, string> = {
  questionId: 'question_id', sectionId: 'section_id', sectionName: 'section_name', topicId: 'topic_id',
  studentResponse: 'student_response', result: 'result', answerStatus: 'answer_status', marks: 'marks',
  maxMarks: 'max_marks', correctMarks: 'correct_marks', incorrectMarks: 'incorrect_marks',
  notAnswerMarks: 'not_answer_marks', timeSpent: 'time_spent', help: 'help', backgroundImg: 'background_img',
  difficulty: 'difficulty',
};

const Q_KEYS = Object.keys(Q_COLUMNS) as (keyof AttemptQuestion)[];
const INSERT_QUESTIONS = `INSERT INTO attempt_questions (attempt_id, position, ${Object.values(Q_COLUMNS).join(', ')}) VALUES`;
const QUESTION_VALUES = `(${Array(Q_KEYS.length + 2).fill('?').join(', ')})`;
/** Question rows per INSERT (18 values a row: far below SQLite's limit of bound values). */
const QUESTION_CHUNK = 50;

/**
 * At most this many generated statements are kept prepared: the inserts of 1 to QUESTION_CHUNK question rows and the
 * column lists of create/update the code uses (a handful).
 */
const MAX_PREPARED = 128;

/** Attempts and their per-question rows. Callers wrap multi-step writes in db.transaction. */
export class AttemptRepository {
  private readonly statements = new Map<string, Statement>();
  private readonly byId;
  private readonly bySubmission;
  private readonly saved;
  private readonly latestSavedStmt;
  private readonly submittedCount;
  private readonly questionsOf;
  private readonly sectionsOf;
  private readonly deleteQuestions;
  private readonly insertSection;
  private readonly deleteSections;
  private readonly totals;
  private readonly runningAdaptiveStmt;
  private readonly abandonAdaptiveStmt;

  constructor(private readonly db: Db) {
    this.byId = db.prepare<[number], Attempt>(`${SELECT_ATTEMPT} WHERE id = ?`);
    this.bySubmission = db.prepare<[number, string], Attempt>(`${SELECT_ATTEMPT} WHERE student_id = ? AND client_submission_id = ?`);
    this.saved = db.prepare<[number, number, number, number], Attempt>(
      `${SELECT_ATTEMPT} WHERE student_id = ? AND template_id = ? AND test_type = ? AND test_id = ? AND status = 'saved' ORDER BY updated_at DESC, id DESC`);
    this.latestSavedStmt = db.prepare<[number, number, number | null, number | null], Attempt>(
      `${SELECT_ATTEMPT} WHERE student_id = ? AND template_id = ? AND status = 'saved' AND (? IS NULL OR test_type = ?)
       ORDER BY updated_at DESC, id DESC LIMIT 1`);
    this.submittedCount = db.prepare<[number, number, number], { n: number }>(
      `SELECT COUNT(*) AS n FROM attempts WHERE student_id = ? AND test_type = ? AND test_id = ? AND status = 'submitted'`);
    this.questionsOf = db.prepare<[number], AttemptQuestion>(
      `SELECT ${Object.entries(Q_COLUMNS).map(([k, c]) => `${c} AS ${k}`).join(', ')} FROM attempt_questions WHERE attempt_id = ? ORDER BY position`);
    this.sectionsOf = db.prepare<[number], AttemptSection>(
      'SELECT section_id AS sectionId, name, section_order AS sectionOrder, section_time AS sectionTime FROM attempt_sections WHERE attempt_id = ? ORDER BY section_order');
    this.deleteQuestions = db.prepare<[number]>('DELETE FROM attempt_questions WHERE attempt_id = ?');
    this.insertSection = db.prepare<[number, number, string, number, number]>(
      'INSERT INTO attempt_sections (attempt_id, section_id, name, section_order, section_time) VALUES (?, ?, ?, ?, ?)');
    this.deleteSections = db.prepare<[number]>('DELETE FROM attempt_sections WHERE attempt_id = ?');
    // one pass over the attempt's question rows (seven correlated subqueries read a 200-question attempt seven times)
    this.totals = db.prepare<[number]>(
      `UPDATE attempts SET (total_questions, correct_count, incorrect_count, unattempted_count, marks_obtained, full_marks, time_spent) = (
         SELECT COUNT(*),
           COUNT(*) FILTER (WHERE q.result = 'Correct'),
           COUNT(*) FILTER (WHERE q.result = 'Incorrect'),
           COUNT(*) FILTER (WHERE q.result = 'NotAnswer'),
           ROUND(COALESCE(SUM(q.marks), 0), 2),
           ROUND(COALESCE(SUM(q.max_marks), 0), 2),
           -- the questions' times add up to at most the test's duration (a timed test cannot take longer)
           CASE WHEN attempts.total_time > 0 THEN MIN(attempts.total_time, COALESCE(SUM(q.time_spent), 0))
                ELSE COALESCE(SUM(q.time_spent), 0) END
         FROM attempt_questions q WHERE q.attempt_id = attempts.id)
       WHERE id = ?`);
    this.runningAdaptiveStmt = db.prepare<[number, number, number | null, number | null], Attempt>(
      `${SELECT_ATTEMPT} WHERE student_id = ? AND template_id = ? AND status = 'adaptive' AND kind = 'adaptive'
         AND (? IS NULL OR test_id = ?)
       ORDER BY updated_at DESC, id DESC LIMIT 1`);
    this.abandonAdaptiveStmt = db.prepare<[number, number, number, number]>(
      `UPDATE attempts SET status = 'abandoned', updated_at = ?
       WHERE student_id = ? AND template_id = ? AND test_id = ? AND status = 'adaptive' AND kind = 'adaptive'`);
  }

  get(id: number): Attempt | undefined {
    return this.byId.get(id);
  }

  bySubmissionId(studentId: number, clientSubmissionId: string): Attempt | undefined {
    return this.bySubmission.get(studentId, clientSubmissionId);
  }

  /** The saved (Save & Continue Later) attempt of a test, newest first. */
  savedOf(studentId: number, templateId: number, testType: number, testId: number): Attempt | undefined {
    return this.saved.get(studentId, templateId, testType, testId);
  }

  /** The student's most recently saved attempt in the template (of the test type, when given). */
  latestSaved(studentId: number, templateId: number, testType?: number): Attempt | undefined {
    return this.latestSavedStmt.get(studentId, templateId, testType ?? null, testType ?? null);
  }

  /** The student's latest running adaptive session in the template (of the topic, when given). */
  runningAdaptive(studentId: number, templateId: number, topicId?: number): Attempt | undefined {
    return this.runningAdaptiveStmt.get(studentId, templateId, topicId ?? null, topicId ?? null);
  }

  /** Ends the student's running adaptive sessions of the topic in the template (status abandoned); how many. */
  abandonRunningAdaptive(studentId: number, templateId: number, topicId: number, at: number): number {
    return this.abandonAdaptiveStmt.run(at, studentId, templateId, topicId).changes;
  }

  submittedCountOf(studentId: number, testType: number, testId: number): number {
    return this.submittedCount.get(studentId, testType, testId)?.n ?? 0;
  }

  /**
   * The statement of a generated SQL text, prepared once: the texts come from the column lists of the code's own
   * calls and the question-row inserts, so the cache stays small; preparing on every submit cost a tenth of its time.
   */
  private prepared(sql: string) {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      if (this.statements.size >= MAX_PREPARED) this.statements.clear();
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  create(a: NewAttempt): number {
    const values: Record<string, unknown> = { clientSubmissionId: null, submittedAt: null, adaptiveLevel: 0, serverTimeTaken: null, ...a };
    const keys = Object.keys(values).filter((k) => k in COLUMNS);
    const info = this.prepared(`INSERT INTO attempts (${keys.map((k) => COLUMNS[k as keyof Attempt]).join(', ')})
      VALUES (${keys.map((k) => `@${k}`).join(', ')})`).run(Object.fromEntries(keys.map((k) => [k, values[k]])));
    return Number(info.lastInsertRowid);
  }

  update(id: number, changes: Partial<Omit<Attempt, 'id'>>): void {
    const keys = Object.keys(changes).filter((k) => k in COLUMNS && k !== 'id');
    if (keys.length === 0) return;
    this.prepared(`UPDATE attempts SET ${keys.map((k) => `${COLUMNS[k as keyof Attempt]} = @${k}`).join(', ')} WHERE id = @id`)
      .run({ ...Object.fromEntries(keys.map((k) => [k, (changes as Record<string, unknown>)[k]])), id });
  }

  /** Replaces the question rows and recomputes the attempt's totals. */
  setQuestions(id: number, rows: readonly AttemptQuestion[]): void {
    this.deleteQuestions.run(id);
    // up to QUESTION_CHUNK rows an INSERT: one statement run instead of one a row (row by row, a 200-question submit
    // spent a third of its time here)
    for (let start = 0; start < rows.length; start += QUESTION_CHUNK) {
      const chunk = rows.slice(start, start + QUESTION_CHUNK);
      const values: unknown[] = [];
      chunk.forEach((row, i) => {
        values.push(id, start + i);
        for (const key of Q_KEYS) {
          // as a named parameter did: a missing field is an error, not a NULL
          if (row[key] === undefined) throw new RangeError(`Missing named parameter "${key}"`);
          values.push(row[key]);
        }
      });
      // the values as arguments rather than one array: better-sqlite3 reads an array element by element through the V8
      // API, a third slower for these 900 values
      this.prepared(`${INSERT_QUESTIONS} ${Array(chunk.length).fill(QUESTION_VALUES).join(', ')}`).run(...values);
    }
    this.totals.run(id);
  }

  setSections(id: number, sections: readonly AttemptSection[]): void {
    this.deleteSections.run(id);
    for (const s of sections) this.insertSection.run(id, s.sectionId, s.name, s.sectionOrder, s.sectionTime);
  }

  questions(id: number): AttemptQuestion[] {
    return this.questionsOf.all(id);
  }

  sections(id: number): AttemptSection[] {
    return this.sectionsOf.all(id);
  }

  /** Updates one question row (by question id) and recomputes the totals. */
  updateQuestion(id: number, questionId: number, changes: Partial<Pick<AttemptQuestion, 'studentResponse' | 'result' | 'answerStatus' | 'marks' | 'help' | 'timeSpent'>>): void {
    const keys = Object.keys(changes).filter((k) => k in Q_COLUMNS);
    if (keys.length === 0) return;
    this.prepared(`UPDATE attempt_questions SET ${keys.map((k) => `${Q_COLUMNS[k as keyof AttemptQuestion]} = @${k}`).join(', ')}
      WHERE attempt_id = @id AND question_id = @questionId`)
      .run({ ...Object.fromEntries(keys.map((k) => [k, (changes as Record<string, unknown>)[k]])), id, questionId });
    this.totals.run(id);
  }
}
