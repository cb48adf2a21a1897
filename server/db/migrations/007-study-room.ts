import type { Migration } from '../migration';

/**
 * The study room (docs/api.md "Study room"): study content per topic of the question bank's tree (Text as HTML,
 * PDF, PPT delivered as PDF, Video), the per-type limits of a course's pack, the items each student has opened in
 * a course (each counts once against its type's limit), the self-test options of a course's template, and the
 * server's secret that signs the short-lived URLs of study files.
 */
export const studyRoomMigration: Migration = {
  version: 7,
  name: 'study-room',
  async up(db) {
    await db.exec(`
      -- content_type: Text, PPT, PDF or Video. html: the Text item's HTML (sanitised again by the app), '' otherwise.
      -- file: the stored file's name under MEDIA_DIR/study ('' for Text): a PDF for PDF and PPT, a WebM for Video
      -- (with {name}.vtt captions and {name}.jpg poster beside it).
      CREATE TABLE study_contents (
        id INTEGER PRIMARY KEY,
        topic_id INTEGER NOT NULL REFERENCES topics(id),
        content_type TEXT NOT NULL CHECK (content_type IN ('Text', 'PPT', 'PDF', 'Video')),
        title TEXT NOT NULL,
        language TEXT NOT NULL DEFAULT 'English',
        html TEXT NOT NULL DEFAULT '',
        file TEXT NOT NULL DEFAULT '',
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX study_contents_by_topic ON study_contents (topic_id, position);

      -- The most items of each type a student may open in a course while holding a pack of that type
      -- (pack_type as packTypeTitle, upper case: FREE, PRO, ...). NULL: no limit. No row: no limits.
      CREATE TABLE content_limits (
        course_id INTEGER NOT NULL REFERENCES courses(id),
        pack_type TEXT NOT NULL,
        pdf_max INTEGER,
        ppt_max INTEGER,
        video_max INTEGER,
        text_max INTEGER,
        PRIMARY KEY (course_id, pack_type)
      );

      -- Each distinct item a student opened in a course, once.
      CREATE TABLE content_opens (
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        course_id INTEGER NOT NULL REFERENCES courses(id),
        content_id INTEGER NOT NULL REFERENCES study_contents(id),
        content_type TEXT NOT NULL,
        opened_at INTEGER NOT NULL,
        PRIMARY KEY (student_id, course_id, content_id)
      );
      CREATE INDEX content_opens_by_type ON content_opens (student_id, course_id, content_type);

      -- The self-test options of a template (GET /selftestformoptions), in order; the first is the default.
      CREATE TABLE self_test_options (
        template_id INTEGER NOT NULL,
        exam_type TEXT NOT NULL CHECK (exam_type IN ('objective', 'subjective')),
        total_questions INTEGER NOT NULL,
        total_questions_kwd INTEGER NOT NULL,
        duration INTEGER NOT NULL,
        marks_correct REAL NOT NULL,
        marks_incorrect REAL NOT NULL,
        marks_not_answer REAL NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (template_id, exam_type)
      );

      -- Secrets the server keeps across restarts (and, later, across instances): study-file URL signing.
      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `);
  },
};
