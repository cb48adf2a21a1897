import type { Migration } from '../migration';

/**
 * The catalogue and payments (docs/api.md "Catalogue, checkout and payments"): the plans of each course (prices in
 * paise), promo codes, the course images, the orders the server opened at the payment provider and the transactions
 * a student sees on /payments. courses.features_list (migration 001) holds each course's FeatureSection[] as JSON.
 *
 * Payment rows do not cascade when a student row is deleted: a payment record is kept (an account deletion must
 * decide what to keep, not lose it silently).
 */
export const cataloguePaymentsMigration: Migration = {
  version: 5,
  name: 'catalogue-payments',
  async up(db) {
    await db.exec(`
      -- A plan of a course: what a student can buy. id is the packId of the wire and the enrolment's validity_id.
      CREATE TABLE plans (
        id INTEGER PRIMARY KEY,
        course_id INTEGER NOT NULL REFERENCES courses(id),
        pack_type TEXT NOT NULL CHECK (pack_type IN ('FREE', 'ACE', 'PRO')),
        title TEXT NOT NULL,
        sale_paise INTEGER NOT NULL CHECK (sale_paise >= 0),
        retail_paise INTEGER NOT NULL CHECK (retail_paise >= sale_paise),
        validity_days INTEGER NOT NULL CHECK (validity_days > 0),
        description TEXT NOT NULL DEFAULT '',
        position INTEGER NOT NULL DEFAULT 0,
        CHECK (pack_type <> 'FREE' OR sale_paise = 0)
      );
      CREATE INDEX plans_by_course ON plans (course_id, position);

      -- course_id NULL: valid for any course; expires_at (epoch ms) NULL: never expires.
      CREATE TABLE promo_codes (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        percent_off INTEGER NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
        course_id INTEGER REFERENCES courses(id),
        expires_at INTEGER,
        active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
      );

      -- The image of a course (made at seed time), served at /media/courses/{id}.svg.
      CREATE TABLE course_images (
        course_id INTEGER PRIMARY KEY REFERENCES courses(id),
        content_type TEXT NOT NULL,
        body TEXT NOT NULL
      );

      -- An order: the provider's order id, or our own 'free_...' id for a zero-amount purchase. The amount is the
      -- server's (plan and promo); a callback is checked against it.
      CREATE TABLE payment_orders (
        id TEXT PRIMARY KEY,
        student_id INTEGER NOT NULL REFERENCES students(id),
        course_id INTEGER NOT NULL REFERENCES courses(id),
        plan_id INTEGER NOT NULL REFERENCES plans(id),
        promo_code TEXT,
        amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
        currency TEXT NOT NULL DEFAULT 'INR',
        status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'failed')),
        payment_id TEXT UNIQUE,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX payment_orders_by_student ON payment_orders (student_id, created_at);

      -- One per paid order (order_id UNIQUE: a repeated callback cannot record a second one).
      CREATE TABLE payment_transactions (
        id INTEGER PRIMARY KEY,
        order_id TEXT NOT NULL UNIQUE REFERENCES payment_orders(id),
        student_id INTEGER NOT NULL REFERENCES students(id),
        course_id INTEGER NOT NULL REFERENCES courses(id),
        course_name TEXT NOT NULL,
        amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
        reference_number TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX payment_transactions_by_student ON payment_transactions (student_id, created_at);

      -- 0 when the e-mail was set by /student-profile/update-email without a code: a password reset is never sent
      -- to an address nobody proved to own (docs/security.md).
      ALTER TABLE students ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 1;
    `);
  },
};
