import type { Migration } from '../migration';

/** Accounts, courses and enrolments, sessions, one-time codes, notifications. */
export const accountMigration: Migration = {
  version: 1,
  name: 'account',
  async up(db) {
    // students.email is case-insensitive (SQLite: COLLATE NOCASE; PostgreSQL: CITEXT, a trusted extension)
    if (db.dialect === 'postgres') await db.execAsIs('CREATE EXTENSION IF NOT EXISTS citext');
    await db.exec(`
      CREATE TABLE app_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE students (
        id INTEGER PRIMARY KEY,
        login_id TEXT NOT NULL UNIQUE,
        email TEXT UNIQUE COLLATE NOCASE,
        mobile TEXT UNIQUE,
        password_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        profile_pic TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'active',
        website_id INTEGER NOT NULL DEFAULT 1,
        opened_course INTEGER NOT NULL DEFAULT 0,
        first_time_user INTEGER NOT NULL DEFAULT 0,
        delete_flag INTEGER NOT NULL DEFAULT 0,
        device_type TEXT NOT NULL DEFAULT 'web'
      );

      CREATE TABLE student_schools (
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        admission_number TEXT NOT NULL,
        school_id INTEGER NOT NULL,
        school_name TEXT NOT NULL,
        class_name TEXT NOT NULL,
        class_id INTEGER,
        PRIMARY KEY (student_id, position)
      );

      -- The catalogue entry of a course; tabs is a JSON object of booleans (without teacherHelp).
      CREATE TABLE courses (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        sub_title TEXT NOT NULL DEFAULT '',
        image_url TEXT NOT NULL DEFAULT '',
        category_id INTEGER NOT NULL,
        category_name TEXT NOT NULL,
        organisation_id INTEGER NOT NULL,
        organisation_name TEXT NOT NULL,
        template_id INTEGER NOT NULL UNIQUE,
        benchmark INTEGER NOT NULL DEFAULT 0,
        teacher_help INTEGER NOT NULL DEFAULT 0,
        tabs TEXT NOT NULL,
        features_list TEXT NOT NULL DEFAULT '[]',
        two_price_list TEXT NOT NULL DEFAULT '[]'
      );

      -- A student's pack of a course: what they bought and until when.
      CREATE TABLE enrollments (
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        course_id INTEGER NOT NULL REFERENCES courses(id),
        position INTEGER NOT NULL,
        validity_id INTEGER NOT NULL,
        pack_type_id INTEGER NOT NULL,
        pack_type_title TEXT NOT NULL,
        valid_till_date TEXT NOT NULL,
        PRIMARY KEY (student_id, course_id),
        UNIQUE (student_id, position)
      );

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        device TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_student ON sessions (student_id);
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);

      CREATE TABLE one_time_codes (
        token_hash TEXT PRIMARY KEY,
        identify_hash TEXT,
        purpose TEXT NOT NULL,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        recipient TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        wrong_tries INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      );
      CREATE INDEX one_time_codes_by_student ON one_time_codes (student_id, purpose);
      CREATE INDEX one_time_codes_by_expiry ON one_time_codes (expires_at);

      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX notifications_by_student ON notifications (student_id, created_at);
    `);
  },
};
