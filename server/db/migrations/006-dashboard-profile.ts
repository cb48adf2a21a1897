import type { Migration } from '../migration';

/** The feedback types of the Feedback modal, in the order GET /feedbacktypes lists them. */
export const FEEDBACK_TYPES = ['Content', 'Test Simulator', 'Reports & Analytics', 'Payments', 'Other'] as const;

/**
 * The dashboard, the profile and the shared modals (docs/api.md "Dashboard, profile, shared modals and media"):
 * what the modals and the support card send (feedback, ratings, invites, tickets), the scheduled classes of a school
 * class, profile pictures, the account deletion marks, and the index the activity chart reads.
 */
export const dashboardProfileMigration: Migration = {
  version: 6,
  name: 'dashboard-profile',
  async up(db) {
    await db.exec(`
      CREATE TABLE feedback_types (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL
      );

      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        type_id INTEGER NOT NULL REFERENCES feedback_types(id),
        subject TEXT NOT NULL,
        details TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX feedback_by_student ON feedback (student_id, created_at);

      -- One rating per student and course: a second one answers 'given' and changes nothing.
      CREATE TABLE ratings (
        id INTEGER PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        course_id INTEGER NOT NULL REFERENCES courses(id),
        course_name TEXT NOT NULL DEFAULT '',
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        remarks TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (student_id, course_id)
      );

      -- action_by_id: the student's login id when the invite was sent (erased with the account).
      CREATE TABLE invites (
        id INTEGER PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        invited_to TEXT NOT NULL,
        invited_to_user_id TEXT NOT NULL,
        action_by_id TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX invites_by_student ON invites (student_id, created_at);

      -- contact_*: who to answer, as the account was when the ticket was raised (erased with the account).
      CREATE TABLE support_tickets (
        id INTEGER PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        subject TEXT NOT NULL,
        details TEXT NOT NULL DEFAULT '',
        contact_name TEXT NOT NULL DEFAULT '',
        contact_email TEXT NOT NULL DEFAULT '',
        contact_mobile TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX support_tickets_by_student ON support_tickets (student_id, created_at);

      -- A class of a school class (student_schools.class_id). repeat_weekly = 1: it takes place every week at the
      -- same local day and time from starts_at on.
      CREATE TABLE class_schedules (
        id INTEGER PRIMARY KEY,
        school_class_id INTEGER NOT NULL,
        topic_title TEXT NOT NULL,
        subject TEXT NOT NULL,
        class_name TEXT NOT NULL,
        school_name TEXT NOT NULL,
        teacher_name TEXT NOT NULL,
        starts_at INTEGER NOT NULL,
        repeat_weekly INTEGER NOT NULL DEFAULT 0 CHECK (repeat_weekly IN (0, 1))
      );
      CREATE INDEX class_schedules_by_class ON class_schedules (school_class_id, starts_at);

      -- Profile pictures, stored under UPLOAD_DIR with a random name and served at /api/profile-pics/{file_name}.
      CREATE TABLE profile_pictures (
        file_name TEXT PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX profile_pictures_by_student ON profile_pictures (student_id, created_at);

      -- Account deletion: requested (delete_flag = 1, delete_requested_at) after the code is verified; completed
      -- (deleted_at) by the sweep once ACCOUNT_DELETION_DELAY_MS has passed (server/security/account-deletion.ts).
      ALTER TABLE students ADD COLUMN delete_requested_at INTEGER;
      ALTER TABLE students ADD COLUMN deleted_at INTEGER;
      CREATE INDEX students_deletion_due ON students (delete_requested_at)
        WHERE delete_requested_at IS NOT NULL AND deleted_at IS NULL;

      -- The activity chart: answered questions per day of a student's submitted attempts in a course, read as a few
      -- index range scans (one per day or year) that never touch the table rows.
      CREATE INDEX attempts_activity ON attempts
        (student_id, course_id, status, submitted_at, correct_count, incorrect_count);
    `);
    // the titles are the code's own constants, written as SQL literals (quotes doubled)
    const rows = FEEDBACK_TYPES.map((title, position) => `('${title.replace(/'/g, "''")}', ${position})`);
    await db.exec(`INSERT INTO feedback_types (title, position) VALUES ${rows.join(', ')}`);
  },
};
