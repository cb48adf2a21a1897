import type { Migration } from '../migration';

/**
 * The guest trial (docs/api.md "Guest trial"): a course's free tests by uid (`guest_tests`), one trial per student and
 * course (`guest_trials`: the FREE enrolment the trial made and the attempt bound to it), guest sign-up codes in
 * `one_time_codes` (purpose 'guest_signup': no student exists before the code is verified, so student_id becomes
 * nullable; every other purpose still names its student), and where a student signed up from.
 */
export const guestTrialMigration: Migration = {
  version: 8,
  name: 'guest-trial',
  async up(db) {
    await db.exec(`
      -- The free tests a visitor may take without an account, by the uid a guest link names ('learning' by default).
      CREATE TABLE guest_tests (
        course_id INTEGER NOT NULL REFERENCES courses(id),
        test_uid TEXT NOT NULL,
        test_id INTEGER NOT NULL REFERENCES tests(id),
        PRIMARY KEY (course_id, test_uid)
      );
      CREATE INDEX guest_tests_by_test ON guest_tests (test_id);

      -- One trial per student and course: made by /add-course-toguest (with the FREE enrolment), bound to the attempt
      -- of the guest submit (attempt_id, set once, in the submit's transaction).
      CREATE TABLE guest_trials (
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        course_id INTEGER NOT NULL REFERENCES courses(id),
        created_at INTEGER NOT NULL,
        attempt_id INTEGER REFERENCES attempts(id),
        PRIMARY KEY (student_id, course_id)
      );

      -- one_time_codes again, with student_id nullable for guest sign-up codes only (SQLite cannot drop NOT NULL in
      -- place: new table, copy, drop, rename, indexes)
      CREATE TABLE one_time_codes_008 (
        token_hash TEXT PRIMARY KEY,
        identify_hash TEXT,
        purpose TEXT NOT NULL,
        student_id INTEGER REFERENCES students(id) ON DELETE CASCADE,
        recipient TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        wrong_tries INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER,
        CHECK (student_id IS NOT NULL OR purpose = 'guest_signup')
      );
      INSERT INTO one_time_codes_008 (token_hash, identify_hash, purpose, student_id, recipient, code_hash, created_at,
                                      expires_at, wrong_tries, used_at)
        SELECT token_hash, identify_hash, purpose, student_id, recipient, code_hash, created_at, expires_at, wrong_tries, used_at
        FROM one_time_codes;
      DROP TABLE one_time_codes;
      ALTER TABLE one_time_codes_008 RENAME TO one_time_codes;
      CREATE INDEX one_time_codes_by_student ON one_time_codes (student_id, purpose);
      CREATE INDEX one_time_codes_by_expiry ON one_time_codes (expires_at);
      -- a new guest code supersedes the unused guest codes of the same mobile
      CREATE INDEX one_time_codes_by_recipient ON one_time_codes (recipient, purpose);

      -- where a guest sign-up came from (the link's utm_source, else 'Guest Mock Test') and the course link; NULL for
      -- accounts made otherwise
      ALTER TABLE students ADD COLUMN signup_source TEXT;
      ALTER TABLE students ADD COLUMN signup_course_url TEXT;
    `);
  },
};
