import type { Migration } from '../migration';

/**
 * The question bank (topics, questions), test configurations (topic, mock, class tests and their
 * sections), and the student's attempts with one row per question, so analytics can compute marks,
 * accuracy, help usage, time per section and total, and rank among students from stored rows alone.
 * Times are seconds unless a column says otherwise.
 */
export const testDeliveryMigration: Migration = {
  version: 2,
  name: 'test-delivery',
  async up(db) {
    await db.exec(`
      -- A node of the topic tree; subjects are the roots (parent_id NULL).
      CREATE TABLE topics (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES topics(id),
        name TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX topics_by_parent ON topics (parent_id, position);

      -- Which subject trees a course template offers.
      CREATE TABLE template_subjects (
        template_id INTEGER NOT NULL,
        topic_id INTEGER NOT NULL REFERENCES topics(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (template_id, topic_id)
      );

      -- choices: JSON [{responseId, responseText, partMarks}]; columns: JSON [{columnHeader, columnRows}];
      -- correct_response: ids joined by '~' (text entry: the answer, '~' between alternatives);
      -- difficulty 1 (easiest) .. 5, used by the adaptive rule.
      CREATE TABLE questions (
        id INTEGER PRIMARY KEY,
        item_id INTEGER NOT NULL UNIQUE,
        topic_id INTEGER NOT NULL REFERENCES topics(id),
        question_type TEXT NOT NULL,
        type_label TEXT NOT NULL,
        body TEXT NOT NULL,
        common_data TEXT NOT NULL DEFAULT '',
        columns TEXT NOT NULL DEFAULT '[]',
        choices TEXT NOT NULL DEFAULT '[]',
        correct_response TEXT NOT NULL DEFAULT '',
        explanation TEXT NOT NULL DEFAULT '',
        solution TEXT NOT NULL DEFAULT '',
        difficulty INTEGER NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
        bloom_id INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX questions_by_topic ON questions (topic_id, difficulty);

      -- A configured test. test_type 2 topic, 3 mock, 4 class. Marks of tests without sections live here;
      -- incorrect_marks is the magnitude of the penalty. total_time in seconds.
      CREATE TABLE tests (
        id INTEGER PRIMARY KEY,
        template_id INTEGER NOT NULL,
        test_type INTEGER NOT NULL CHECK (test_type IN (2, 3, 4)),
        title TEXT NOT NULL,
        category_name TEXT NOT NULL DEFAULT '',
        difficulty TEXT NOT NULL DEFAULT 'Medium',
        exam_type TEXT NOT NULL DEFAULT 'objective',
        section_lock TEXT NOT NULL DEFAULT '',
        total_time INTEGER NOT NULL,
        no_question_attempt INTEGER NOT NULL DEFAULT 0,
        topic_id INTEGER REFERENCES topics(id),
        question_count INTEGER NOT NULL DEFAULT 0,
        question_types TEXT NOT NULL DEFAULT '',
        correct_marks REAL NOT NULL DEFAULT 1,
        incorrect_marks REAL NOT NULL DEFAULT 0,
        not_answer_marks REAL NOT NULL DEFAULT 0,
        subject TEXT NOT NULL DEFAULT '',
        schedule_id INTEGER NOT NULL DEFAULT 0,
        class_name TEXT NOT NULL DEFAULT '',
        test_date_time INTEGER,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX tests_by_template ON tests (template_id, test_type, position);

      -- A section of a test, drawing question_count questions from the subtree of topic_id
      -- (question_types: comma list of allowed types, '' = any objective type).
      CREATE TABLE test_sections (
        test_id INTEGER NOT NULL REFERENCES tests(id) ON DELETE CASCADE,
        section_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        section_order INTEGER NOT NULL,
        section_time INTEGER NOT NULL DEFAULT 0,
        no_question_attempt INTEGER NOT NULL DEFAULT 0,
        topic_id INTEGER NOT NULL REFERENCES topics(id),
        question_count INTEGER NOT NULL,
        question_types TEXT NOT NULL DEFAULT '',
        correct_marks REAL NOT NULL,
        incorrect_marks REAL NOT NULL,
        not_answer_marks REAL NOT NULL,
        PRIMARY KEY (test_id, section_id)
      );

      -- One sitting of a test by a student. status: saved (Save & Continue Later), submitted, adaptive
      -- (adaptive session in progress), abandoned (a saved test started anew). test_status: 0 open,
      -- 1 completed, 2 submitted and awaiting subjective marking. test_id: the configured test, the topic
      -- of a self test (test_type 1) or 0. Totals are kept up to date on every write.
      CREATE TABLE attempts (
        id INTEGER PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        course_id INTEGER NOT NULL,
        template_id INTEGER NOT NULL,
        test_id INTEGER NOT NULL,
        test_type INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('configured', 'self', 'adaptive')),
        test_name TEXT NOT NULL,
        test_mode TEXT NOT NULL DEFAULT '',
        test_option TEXT NOT NULL DEFAULT '',
        exam_type TEXT NOT NULL DEFAULT 'objective',
        topic_id INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('saved', 'submitted', 'adaptive', 'abandoned')),
        test_status INTEGER NOT NULL DEFAULT 0,
        client_submission_id TEXT,
        total_time INTEGER NOT NULL DEFAULT 0,
        remaining_time INTEGER NOT NULL DEFAULT 0,
        time_spent INTEGER NOT NULL DEFAULT 0,
        last_question_index INTEGER NOT NULL DEFAULT 0,
        help_counter INTEGER NOT NULL DEFAULT 0,
        total_questions INTEGER NOT NULL DEFAULT 0,
        correct_count INTEGER NOT NULL DEFAULT 0,
        incorrect_count INTEGER NOT NULL DEFAULT 0,
        unattempted_count INTEGER NOT NULL DEFAULT 0,
        marks_obtained REAL NOT NULL DEFAULT 0,
        full_marks REAL NOT NULL DEFAULT 0,
        adaptive_level INTEGER NOT NULL DEFAULT 0,
        schedule_id INTEGER NOT NULL DEFAULT 0,
        started_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        submitted_at INTEGER,
        UNIQUE (student_id, client_submission_id)
      );
      CREATE INDEX attempts_by_student ON attempts (student_id, template_id, status, updated_at);
      CREATE INDEX attempts_by_test ON attempts (test_type, test_id, status);

      -- The sections of an attempt as delivered (available time per section for time analytics).
      CREATE TABLE attempt_sections (
        attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        section_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        section_order INTEGER NOT NULL,
        section_time INTEGER NOT NULL,
        PRIMARY KEY (attempt_id, section_id)
      );

      -- One question of an attempt. result: Correct, Incorrect, NotAnswer ('' while saved, not yet scored);
      -- answer_status: as sent to the app (subjective: the marker's yes/no list or NotAnswer, '' unmarked).
      -- incorrect_marks as delivered (signed); marks awarded; max_marks the full marks.
      CREATE TABLE attempt_questions (
        attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        question_id INTEGER NOT NULL REFERENCES questions(id),
        section_id INTEGER,
        section_name TEXT NOT NULL DEFAULT '',
        topic_id INTEGER NOT NULL,
        student_response TEXT NOT NULL DEFAULT '',
        result TEXT NOT NULL DEFAULT '',
        answer_status TEXT NOT NULL DEFAULT '',
        marks REAL NOT NULL DEFAULT 0,
        max_marks REAL NOT NULL DEFAULT 0,
        correct_marks REAL NOT NULL DEFAULT 0,
        incorrect_marks REAL NOT NULL DEFAULT 0,
        not_answer_marks REAL NOT NULL DEFAULT 0,
        time_spent INTEGER NOT NULL DEFAULT 0,
        help INTEGER NOT NULL DEFAULT 0,
        background_img TEXT NOT NULL DEFAULT '',
        difficulty INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (attempt_id, position),
        UNIQUE (attempt_id, question_id)
      );

      -- Files uploaded for subjective answers (stored on disk under UPLOAD_DIR).
      CREATE TABLE uploads (
        file_name TEXT PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE support_questions (
        id INTEGER PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        question_id INTEGER NOT NULL,
        feedback TEXT NOT NULL,
        course_name TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
    `);
  },
};
