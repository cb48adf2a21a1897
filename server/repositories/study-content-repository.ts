// The study room's stored data (migration 007, docs/api.md "Study room"): the study content of the question bank's
// topics, the per-type limits of a course's pack, the items each student opened in a course, the self-test options
// of a template, and the last submitted self test of each topic (read from attempts).
import { CONTENT_TYPES, NO_CONTENT_LIMIT, type ContentLimit, type ContentType } from '../../domain/study-room/content';
import { TEST_TYPE } from '../../domain/shared/test-type';
import type { Db } from '../db/migration';

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

const ITEM_COLUMNS = `s.id, s.topic_id AS topicId, s.content_type AS contentType, s.title, s.language, s.file, s.position`;

/**
 * The student's submitted self tests (test_type 1, not adaptive sessions) of a template in a mode ('beginner' or
 * 'advance', compared as the report list does: trimmed, any case); test_id is the topic.
 */
const SUBMITTED_SELF_TESTS = `FROM attempts
  WHERE student_id = @studentId AND template_id = @templateId AND test_type = @selfTest AND kind <> 'adaptive'
    AND status = 'submitted' AND lower(trim(test_mode)) = @mode`;

const isContentType = (t: string): t is ContentType => (CONTENT_TYPES as readonly string[]).includes(t);

export class StudyContentRepository {
  private readonly itemsOfTopics;
  private readonly itemById;
  private readonly limitRow;
  private readonly opens;
  private readonly insertOpen;
  private readonly options;
  private readonly typesUnder;
  private readonly lastOne;
  private readonly lastAll;

  constructor(db: Db) {
    // json_each's key is the index in the list: the topics' order (tree order), then each topic's positions
    this.itemsOfTopics = db.prepare<[string], StudyItem>(
      `SELECT ${ITEM_COLUMNS} FROM study_contents s JOIN json_each(?) t ON t.value = s.topic_id
       ORDER BY t.key, s.position, s.id`);
    this.itemById = db.prepare<[number], StudyItemWithHtml>(`SELECT ${ITEM_COLUMNS}, s.html FROM study_contents s WHERE s.id = ?`);
    this.limitRow = db.prepare<[number, string], ContentLimit>(
      `SELECT pdf_max AS pdfMax, ppt_max AS pptMax, video_max AS videoMax, text_max AS textMax
       FROM content_limits WHERE course_id = ? AND pack_type = ?`);
    this.opens = db.prepare<[number, number], { contentId: number; contentType: string }>(
      `SELECT content_id AS contentId, content_type AS contentType FROM content_opens
       WHERE student_id = ? AND course_id = ? ORDER BY opened_at, content_id`);
    this.insertOpen = db.prepare<[number, number, number, string, number]>(
      `INSERT OR IGNORE INTO content_opens (student_id, course_id, content_id, content_type, opened_at) VALUES (?, ?, ?, ?, ?)`);
    this.options = db.prepare<[number], SelfTestOptionRow>(
      `SELECT exam_type AS examType, total_questions AS totalQuestions, total_questions_kwd AS totalQuestionsKwd,
              duration, marks_correct AS marksCorrect, marks_incorrect AS marksIncorrect, marks_not_answer AS marksNotAnswer
       FROM self_test_options WHERE template_id = ? ORDER BY position, exam_type`);
    this.typesUnder = db.prepare<[string], { type: string }>(
      'SELECT DISTINCT question_type AS type FROM questions WHERE topic_id IN (SELECT value FROM json_each(?))');
    this.lastOne = db.prepare<{ studentId: number; templateId: number; selfTest: number; mode: string; topicId: number }, SelfTestScore>(
      `SELECT test_id AS topicId, marks_obtained AS marksObtained, full_marks AS fullMarks ${SUBMITTED_SELF_TESTS}
         AND test_id = @topicId
       ORDER BY submitted_at DESC, id DESC LIMIT 1`);
    this.lastAll = db.prepare<{ studentId: number; templateId: number; selfTest: number; mode: string }, SelfTestScore>(
      `SELECT topicId, marksObtained, fullMarks FROM (
         SELECT test_id AS topicId, marks_obtained AS marksObtained, full_marks AS fullMarks,
                ROW_NUMBER() OVER (PARTITION BY test_id ORDER BY submitted_at DESC, id DESC) AS n
         ${SUBMITTED_SELF_TESTS})
       WHERE n = 1`);
  }

  /** The items of these topics, in the topics' order, then each topic's positions. */
  itemsOf(topicIds: readonly number[]): StudyItem[] {
    return this.itemsOfTopics.all(JSON.stringify(topicIds)).filter((i) => isContentType(i.contentType));
  }

  /** One item with its HTML, or undefined. */
  item(id: number): StudyItemWithHtml | undefined {
    const row = this.itemById.get(id);
    return row && isContentType(row.contentType) ? row : undefined;
  }

  /** The limits of a course for a pack type (as packTypeTitle, any case); no row: no limits. */
  limitOf(courseId: number, packType: string): ContentLimit {
    return this.limitRow.get(courseId, packType.trim().toUpperCase()) ?? NO_CONTENT_LIMIT;
  }

  /** The items the student opened in the course, in the order they were first opened. */
  openedIn(studentId: number, courseId: number): OpenedItem[] {
    return this.opens.all(studentId, courseId).flatMap((o) =>
      isContentType(o.contentType) ? [{ contentId: o.contentId, contentType: o.contentType }] : []);
  }

  /** Records an open; an item opened before stays as it was (counted once, with its first time). */
  recordOpen(studentId: number, courseId: number, item: { id: number; contentType: ContentType }, at: number): void {
    this.insertOpen.run(studentId, courseId, item.id, item.contentType, at);
  }

  /** The self-test options of a template, in order (the first is the default). */
  selfTestOptions(templateId: number): SelfTestOptionRow[] {
    return this.options.all(templateId);
  }

  /** The question types of the questions of these topics (no order). */
  questionTypesOf(topicIds: readonly number[]): Set<string> {
    return new Set(this.typesUnder.all(JSON.stringify(topicIds)).map((r) => r.type));
  }

  /** The marks of the student's latest submitted self test of the topic in the mode, or undefined. */
  lastSelfTest(studentId: number, templateId: number, topicId: number, mode: string): SelfTestScore | undefined {
    return this.lastOne.get({ studentId, templateId, topicId, mode, selfTest: TEST_TYPE.selfTest });
  }

  /** The marks of the latest submitted self test of every topic the student took one of in the mode (no order). */
  lastSelfTests(studentId: number, templateId: number, mode: string): SelfTestScore[] {
    return this.lastAll.all({ studentId, templateId, mode, selfTest: TEST_TYPE.selfTest });
  }
}
