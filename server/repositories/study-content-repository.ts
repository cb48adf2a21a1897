// The study room's stored data (migration 007, docs/api.md "Study room"): the study content of the question bank's
// topics, the per-type limits of a course's pack, the items each student opened in a course, the self-test options
// of a template, and the last submitted self test of each topic (read from attempts).
import { sql } from 'kysely';
import { CONTENT_TYPES, NO_CONTENT_LIMIT, type ContentLimit, type ContentType } from '../../domain/study-room/content';
import { TEST_TYPE } from '../../domain/shared/test-type';
import { all, one, type SqlDatabase } from '../db/connect';

/** An item of study content without its HTML (the list's row). */
export interface StudyItem {
  id: number;
  topicId: number;
  contentType: ContentType;
  title: string;
  language: string;
  /** the stored file's name under MEDIA_DIR/study ('' for Text) */
  file: string;
  position: number;
}

/** An item with its HTML (Text; '' for the other types). */
export interface StudyItemWithHtml extends StudyItem {
  html: string;
}

/** An item a student opened in a course. */
export interface OpenedItem {
  contentId: number;
  contentType: ContentType;
}

/** A row of self_test_options, in its stored units (duration in minutes). */
export interface SelfTestOptionRow {
  examType: 'objective' | 'subjective';
  totalQuestions: number;
  totalQuestionsKwd: number;
  duration: number;
  marksCorrect: number;
  marksIncorrect: number;
  marksNotAnswer: number;
}

/** The marks of a submitted self test. */
export interface SelfTestScore {
  topicId: number;
  marksObtained: number;
  fullMarks: number;
}

const ITEM_COLUMNS = sql`s.id, s.topic_id AS "topicId", s.content_type AS "contentType", s.title, s.language, s.file, s.position`;

/**
 * The student's submitted self tests (test_type 1, not adaptive sessions) of a template in a mode ('beginner' or
 * 'advance', compared as the report list does: trimmed, any case); test_id is the topic.
 */
const submittedSelfTests = (studentId: number, templateId: number, mode: string) => sql`FROM attempts
  WHERE student_id = ${studentId} AND template_id = ${templateId} AND test_type = ${TEST_TYPE.selfTest} AND kind <> 'adaptive'
    AND status = 'submitted' AND lower(trim(test_mode)) = ${mode}`;

const isContentType = (t: string): t is ContentType => (CONTENT_TYPES as readonly string[]).includes(t);

/** Ids per IN list: a subtree may hold many topics, and each id is a parameter (both databases cap their number). */
const IN_CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_CHUNK) out.push(items.slice(i, i + IN_CHUNK));
  return out;
};

export class StudyContentRepository {
  constructor(private readonly db: SqlDatabase) {}

  /** The items of these topics, in the topics' order, then each topic's positions. */
  async itemsOf(topicIds: readonly number[]): Promise<StudyItem[]> {
    const order = new Map<number, number>();
    topicIds.forEach((id, i) => { if (!order.has(id)) order.set(id, i); });
    const items: StudyItem[] = [];
    for (const ids of chunks([...order.keys()])) {
      items.push(...await all(this.db, sql<StudyItem>`SELECT ${ITEM_COLUMNS} FROM study_contents s
        WHERE s.topic_id IN (${sql.join(ids)})`));
    }
    // the topics' order (tree order), then each topic's positions
    return items
      .filter((i) => isContentType(i.contentType))
      .sort((a, b) => (order.get(a.topicId) ?? 0) - (order.get(b.topicId) ?? 0) || a.position - b.position || a.id - b.id);
  }

  /** One item with its HTML, or undefined. */
  async item(id: number): Promise<StudyItemWithHtml | undefined> {
    const row = await one(this.db, sql<StudyItemWithHtml>`SELECT ${ITEM_COLUMNS}, s.html FROM study_contents s WHERE s.id = ${id}`);
    return row && isContentType(row.contentType) ? row : undefined;
  }

  /** The limits of a course for a pack type (as packTypeTitle, any case); no row: no limits. */
  async limitOf(courseId: number, packType: string): Promise<ContentLimit> {
    const row = await this.db.q().selectFrom('content_limits')
      .select(['pdf_max as pdfMax', 'ppt_max as pptMax', 'video_max as videoMax', 'text_max as textMax'])
      .where('course_id', '=', courseId).where('pack_type', '=', packType.trim().toUpperCase()).executeTakeFirst();
    return row ?? NO_CONTENT_LIMIT;
  }

  /** The items the student opened in the course, in the order they were first opened. */
  async openedIn(studentId: number, courseId: number): Promise<OpenedItem[]> {
    const rows = await this.db.q().selectFrom('content_opens').select(['content_id as contentId', 'content_type as contentType'])
      .where('student_id', '=', studentId).where('course_id', '=', courseId).orderBy('opened_at').orderBy('content_id').execute();
    return rows.flatMap((o) => isContentType(o.contentType) ? [{ contentId: o.contentId, contentType: o.contentType }] : []);
  }

  /**
   * Inside a transaction: makes the student's other opens wait until this transaction ends, so a limit is decided on
   * the opens as the last open left them. PostgreSQL locks the student's row; on SQLite the transaction's write lock
   * (BEGIN IMMEDIATE) already excludes every writer.
   */
  async lockOpensOf(studentId: number): Promise<void> {
    if (this.db.dialect === 'postgres') {
      await this.db.q().selectFrom('students').select('id').where('id', '=', studentId).forUpdate().execute();
    }
  }

  /** Records an open; an item opened before stays as it was (counted once, with its first time). */
  async recordOpen(studentId: number, courseId: number, item: { id: number; contentType: ContentType }, at: number): Promise<void> {
    await this.db.q().insertInto('content_opens')
      .values({ student_id: studentId, course_id: courseId, content_id: item.id, content_type: item.contentType, opened_at: at })
      .onConflict((oc) => oc.doNothing()).execute();
  }

  /** The self-test options of a template, in order (the first is the default). */
  async selfTestOptions(templateId: number): Promise<SelfTestOptionRow[]> {
    const rows = await this.db.q().selectFrom('self_test_options')
      .select(['exam_type as examType', 'total_questions as totalQuestions', 'total_questions_kwd as totalQuestionsKwd', 'duration',
        'marks_correct as marksCorrect', 'marks_incorrect as marksIncorrect', 'marks_not_answer as marksNotAnswer'])
      .where('template_id', '=', templateId).orderBy('position').orderBy('exam_type').execute();
    return rows as SelfTestOptionRow[];
  }

  /** The question types of the questions of these topics (no order). */
  async questionTypesOf(topicIds: readonly number[]): Promise<Set<string>> {
    const types = new Set<string>();
    for (const ids of chunks([...new Set(topicIds)])) {
      const rows = await this.db.q().selectFrom('questions').select('question_type').distinct().where('topic_id', 'in', ids).execute();
      for (const r of rows) types.add(r.question_type);
    }
    return types;
  }

  /** The marks of the student's latest submitted self test of the topic in the mode, or undefined. */
  async lastSelfTest(studentId: number, templateId: number, topicId: number, mode: string): Promise<SelfTestScore | undefined> {
    return one(this.db, sql<SelfTestScore>`SELECT test_id AS "topicId", marks_obtained AS "marksObtained", full_marks AS "fullMarks"
      ${submittedSelfTests(studentId, templateId, mode)} AND test_id = ${topicId}
      ORDER BY submitted_at DESC, id DESC LIMIT 1`);
  }

  /** The marks of the latest submitted self test of every topic the student took one of in the mode (no order). */
  async lastSelfTests(studentId: number, templateId: number, mode: string): Promise<SelfTestScore[]> {
    return all(this.db, sql<SelfTestScore>`SELECT "topicId", "marksObtained", "fullMarks" FROM (
        SELECT test_id AS "topicId", marks_obtained AS "marksObtained", full_marks AS "fullMarks",
               ROW_NUMBER() OVER (PARTITION BY test_id ORDER BY submitted_at DESC, id DESC) AS n
        ${submittedSelfTests(studentId, templateId, mode)}) latest
      WHERE n = 1`);
  }
}
