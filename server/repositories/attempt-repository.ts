import { type Insertable, sql, type Updateable } from 'kysely';
import { all, one, run, type SqlDatabase } from '../db/connect';
import { insertRows, insertValues } from '../db/insert-rows';
import type { AttemptQuestionsTable, AttemptsTable } from '../db/schema';

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
// the aliases quoted: PostgreSQL folds an unquoted name to lower case
const SELECT_ATTEMPT = sql.raw(`SELECT ${Object.entries(COLUMNS).map(([k, c]) => `${c} AS "${k}"`).join(', ')} FROM attempts`);

const Q_COLUMNS: Record<keyof AttemptQuestion, string> = {
  questionId: 'question_id', sectionId: 'section_id', sectionName: 'section_name', topicId: 'topic_id',
  studentResponse: 'student_response', result: 'result', answerStatus: 'answer_status', marks: 'marks',
  maxMarks: 'max_marks', correctMarks: 'correct_marks', incorrectMarks: 'incorrect_marks',
  notAnswerMarks: 'not_answer_marks', timeSpent: 'time_spent', help: 'help', backgroundImg: 'background_img',
  difficulty: 'difficulty',
};

const Q_KEYS = Object.keys(Q_COLUMNS) as (keyof AttemptQuestion)[];
/** The columns of a question row's INSERT: the attempt, the position, then the question's fields in Q_KEYS order. */
const Q_INSERT_COLUMNS = ['attempt_id', 'position', ...Q_KEYS.map((k) => Q_COLUMNS[k])] as (keyof AttemptQuestionsTable & string)[];
const SELECT_QUESTIONS = sql.raw(`SELECT ${Object.entries(Q_COLUMNS).map(([k, c]) => `${c} AS "${k}"`).join(', ')} FROM attempt_questions`);
/** Question rows per INSERT (18 values a row: far below either database's limit of bound values). */
const QUESTION_CHUNK = 50;

type AttemptRow = Insertable<AttemptsTable>;

/** The columns and values of the fields of `values` that are attempt fields (others are ignored, as before). */
const columnsOf = (values: Record<string, unknown>, except: readonly string[] = []): Record<string, unknown> =>
  Object.fromEntries(Object.keys(values).filter((k) => Object.hasOwn(COLUMNS, k) && !except.includes(k))
    .map((k) => [COLUMNS[k as keyof Attempt], values[k]]));

const withDefaults = (a: NewAttempt): AttemptRow =>
  columnsOf({ clientSubmissionId: null, submittedAt: null, adaptiveLevel: 0, serverTimeTaken: null, ...a }, ['id']) as unknown as AttemptRow;

/** Attempts and their per-question rows. Callers wrap multi-step writes in db.transaction. */
export class AttemptRepository {
  constructor(private readonly db: SqlDatabase) {}

  async get(id: number): Promise<Attempt | undefined> {
    return one(this.db, sql<Attempt>`${SELECT_ATTEMPT} WHERE id = ${id}`);
  }

  async bySubmissionId(studentId: number, clientSubmissionId: string): Promise<Attempt | undefined> {
    return one(this.db, sql<Attempt>`${SELECT_ATTEMPT} WHERE student_id = ${studentId} AND client_submission_id = ${clientSubmissionId}`);
  }

  /** The saved (Save & Continue Later) attempt of a test, newest first. */
  async savedOf(studentId: number, templateId: number, testType: number, testId: number): Promise<Attempt | undefined> {
    return one(this.db, sql<Attempt>`${SELECT_ATTEMPT} WHERE student_id = ${studentId} AND template_id = ${templateId}
      AND test_type = ${testType} AND test_id = ${testId} AND status = 'saved' ORDER BY updated_at DESC, id DESC LIMIT 1`);
  }

  /** The student's most recently saved attempt in the template (of the test type, when given). */
  async latestSaved(studentId: number, templateId: number, testType?: number): Promise<Attempt | undefined> {
    return one(this.db, sql<Attempt>`${SELECT_ATTEMPT} WHERE student_id = ${studentId} AND template_id = ${templateId} AND status = 'saved'
      ${testType === undefined ? sql`` : sql`AND test_type = ${testType}`}
      ORDER BY updated_at DESC, id DESC LIMIT 1`);
  }

  /** The student's latest running adaptive session in the template (of the topic, when given). */
  async runningAdaptive(studentId: number, templateId: number, topicId?: number): Promise<Attempt | undefined> {
    return one(this.db, sql<Attempt>`${SELECT_ATTEMPT} WHERE student_id = ${studentId} AND template_id = ${templateId}
      AND status = 'adaptive' AND kind = 'adaptive' ${topicId === undefined ? sql`` : sql`AND test_id = ${topicId}`}
      ORDER BY updated_at DESC, id DESC LIMIT 1`);
  }

  /** Ends the student's running adaptive sessions of the topic in the template (status abandoned); how many. */
  async abandonRunningAdaptive(studentId: number, templateId: number, topicId: number, at: number): Promise<number> {
    return run(this.db, sql`UPDATE attempts SET status = 'abandoned', updated_at = ${at}
      WHERE student_id = ${studentId} AND template_id = ${templateId} AND test_id = ${topicId} AND status = 'adaptive' AND kind = 'adaptive'`);
  }

  async submittedCountOf(studentId: number, testType: number, testId: number): Promise<number> {
    const row = await one(this.db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM attempts
      WHERE student_id = ${studentId} AND test_type = ${testType} AND test_id = ${testId} AND status = 'submitted'`);
    return Number(row?.n ?? 0);
  }

  async create(a: NewAttempt): Promise<number> {
    const row = await one(this.db, insertRows(this.db, 'attempts', [withDefaults(a)], { returning: 'id' }));
    if (!row) throw new Error('the attempt was not stored');
    const { id } = row;
    return id;
  }

  /**
   * create, unless the student already has an attempt of a.clientSubmissionId: then nothing is written and the
   * answer is undefined. One statement, so of two instances storing the same submit at once one inserts and the
   * other (waiting on the unique key until the first commits) inserts nothing.
   */
  async createOnce(a: NewAttempt): Promise<number | undefined> {
    const row = await one(this.db, insertRows(this.db, 'attempts', [withDefaults(a)],
      { returning: 'id', onConflictDoNothing: ['student_id', 'client_submission_id'] }));
    return row?.id;
  }

  async update(id: number, changes: Partial<Omit<Attempt, 'id'>>): Promise<void> {
    const set = columnsOf(changes, ['id']) as Updateable<AttemptsTable>;
    if (Object.keys(set).length === 0) return;
    await run(this.db, this.db.q().updateTable('attempts').set(set).where('id', '=', id));
  }

  /**
   * update, only while the attempt's fields are `expected` (a claim: of two instances changing the same attempt at
   * once, the second waits for the first's row lock and then finds the attempt changed); whether it changed it.
   * Claim first in a transaction, then change the question rows: the totals are then summed after the lock is held.
   */
  async updateFrom(id: number, expected: Partial<Omit<Attempt, 'id'>>, changes: Partial<Omit<Attempt, 'id'>>): Promise<boolean> {
    const set = Object.entries(columnsOf(changes, ['id']));
    const where = Object.entries(columnsOf(expected, ['id']));
    if (set.length === 0) throw new RangeError('updateFrom needs a change');
    // a template, not the builder: every save of a started test runs it (building and compiling the builder's
    // operation tree cost more than the statement; docs/performance.md "Server throughput")
    const assignments = sql.join(set.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
    const conditions = where.map(([column, value]) => (value === null ? sql` AND ${sql.ref(column)} IS NULL` : sql` AND ${sql.ref(column)} = ${value}`));
    return await run(this.db, sql`UPDATE attempts SET ${assignments} WHERE id = ${id}${sql.join(conditions, sql``)}`) > 0;
  }

  /** Recomputes the attempt's totals from its question rows, in one pass over them. */
  private async recomputeTotals(id: number): Promise<void> {
    // ROUND of a NUMERIC (PostgreSQL rounds no DOUBLE PRECISION to places; on SQLite the CAST changes nothing);
    // the questions' times add up to at most the test's duration (a timed test cannot take longer)
    await run(this.db, sql`UPDATE attempts SET (total_questions, correct_count, incorrect_count, unattempted_count, marks_obtained, full_marks, time_spent) = (
         SELECT COUNT(*),
           COUNT(*) FILTER (WHERE q.result = 'Correct'),
           COUNT(*) FILTER (WHERE q.result = 'Incorrect'),
           COUNT(*) FILTER (WHERE q.result = 'NotAnswer'),
           ROUND(CAST(COALESCE(SUM(q.marks), 0) AS NUMERIC), 2),
           ROUND(CAST(COALESCE(SUM(q.max_marks), 0) AS NUMERIC), 2),
           CASE WHEN attempts.total_time > 0 AND attempts.total_time < COALESCE(SUM(q.time_spent), 0) THEN attempts.total_time
                ELSE COALESCE(SUM(q.time_spent), 0) END
         FROM attempt_questions q WHERE q.attempt_id = attempts.id)
       WHERE id = ${id}`);
  }

  /**
   * Replaces the question rows and recomputes the attempt's totals. fresh: the attempt was created in this
   * transaction and has no rows yet (nothing to delete: one statement less a submit).
   */
  async setQuestions(id: number, rows: readonly AttemptQuestion[], opts: { fresh?: boolean } = {}): Promise<void> {
    if (!opts.fresh) await run(this.db, sql`DELETE FROM attempt_questions WHERE attempt_id = ${id}`);
    // up to QUESTION_CHUNK rows an INSERT: one statement instead of one a row (row by row, a 200-question submit
    // spent a third of its time here); the values listed straight from the rows, no row objects made
    for (let start = 0; start < rows.length; start += QUESTION_CHUNK) {
      const chunk = rows.slice(start, start + QUESTION_CHUNK);
      const values: unknown[] = [];
      chunk.forEach((row, i) => {
        values.push(id, start + i);
        for (const key of Q_KEYS) {
          // a missing field is an error, not a NULL
          if (row[key] === undefined) throw new RangeError(`Missing named parameter "${key}"`);
          values.push(row[key]);
        }
      });
      await run(this.db, insertValues(this.db, 'attempt_questions', Q_INSERT_COLUMNS, chunk.length, values));
    }
    await this.recomputeTotals(id);
  }

  /** Replaces the attempt's sections (fresh: as setQuestions). */
  async setSections(id: number, sections: readonly AttemptSection[], opts: { fresh?: boolean } = {}): Promise<void> {
    if (!opts.fresh) await run(this.db, sql`DELETE FROM attempt_sections WHERE attempt_id = ${id}`);
    if (sections.length === 0) return;
    await run(this.db, insertRows(this.db, 'attempt_sections', sections.map((s) => ({
      attempt_id: id, section_id: s.sectionId, name: s.name, section_order: s.sectionOrder, section_time: s.sectionTime,
    }))));
  }

  async questions(id: number): Promise<AttemptQuestion[]> {
    return all(this.db, sql<AttemptQuestion>`${SELECT_QUESTIONS} WHERE attempt_id = ${id} ORDER BY position`);
  }

  async sections(id: number): Promise<AttemptSection[]> {
    return all(this.db, sql<AttemptSection>`SELECT section_id AS "sectionId", name, section_order AS "sectionOrder",
      section_time AS "sectionTime" FROM attempt_sections WHERE attempt_id = ${id} ORDER BY section_order`);
  }

  /** Updates one question row (by question id) and recomputes the totals. */
  async updateQuestion(id: number, questionId: number, changes: Partial<Pick<AttemptQuestion, 'studentResponse' | 'result' | 'answerStatus' | 'marks' | 'help' | 'timeSpent'>>): Promise<void> {
    const set = Object.fromEntries(Object.keys(changes).filter((k) => Object.hasOwn(Q_COLUMNS, k))
      .map((k) => [Q_COLUMNS[k as keyof AttemptQuestion], (changes as Record<string, unknown>)[k]])) as Updateable<AttemptQuestionsTable>;
    if (Object.keys(set).length === 0) return;
    await run(this.db, this.db.q().updateTable('attempt_questions').set(set).where('attempt_id', '=', id).where('question_id', '=', questionId));
    await this.recomputeTotals(id);
  }
}
