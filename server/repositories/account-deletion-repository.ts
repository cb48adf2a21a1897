// Account deletion (docs/api.md "Account deletion"): the request marks the account (delete_flag = 1,
// delete_requested_at); the sweep (server/security/account-deletion.ts) erases its personal data once the delay has
// passed. The row itself stays, with its attempts (anonymous), so cohort ranks do not shift; payment records stay.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/migration';

export const DELETED_NAME = 'Deleted student';
/** No password hash matches this: verifyPassword needs a scrypt$ hash. */
const NO_PASSWORD = '!';
const DUE_BATCH = 100;

export class AccountDeletionRepository {
  private readonly requestStmt;
  private readonly dueStmt;
  private readonly eraseStmts;

  constructor(private readonly db: Db) {
    this.requestStmt = db.prepare<[number, number]>(
      'UPDATE students SET delete_flag = 1, delete_requested_at = COALESCE(delete_requested_at, ?) WHERE id = ? AND deleted_at IS NULL');
    this.dueStmt = db.prepare<[number, number], { id: number }>(
      `SELECT id FROM students WHERE delete_requested_at IS NOT NULL AND deleted_at IS NULL AND delete_requested_at <= ?
       ORDER BY delete_requested_at LIMIT ?`);
    const erase = db.prepare<{ id: number; loginId: string; now: number; name: string; password: string }>(
      `UPDATE students SET name = @name, email = NULL, mobile = NULL, login_id = @loginId, password_hash = @password,
         profile_pic = '', email_verified = 0, signup_course_url = NULL, status = 'deleted', first_time_user = 0, delete_flag = 1,
         deleted_at = @now
       WHERE id = @id AND deleted_at IS NULL`);
    const byStudent = [
      'DELETE FROM student_schools WHERE student_id = ?',
      'DELETE FROM one_time_codes WHERE student_id = ?',
      'DELETE FROM sessions WHERE student_id = ?',
      'DELETE FROM profile_pictures WHERE student_id = ?',
      'DELETE FROM notifications WHERE student_id = ?',
      "UPDATE support_tickets SET contact_name = '', contact_email = '', contact_mobile = '' WHERE student_id = ?",
      "UPDATE invites SET action_by_id = '' WHERE student_id = ?",
    ].map((sql) => db.prepare<[number]>(sql));
    // guest sign-up codes name no student, only the mobile they went to (read before the erase clears it)
    const guestCodes = db.prepare<[number]>(
      `DELETE FROM one_time_codes WHERE student_id IS NULL AND recipient = (SELECT mobile FROM students WHERE id = ? AND deleted_at IS NULL)`);
    this.eraseStmts = { erase, byStudent, guestCodes };
  }

  /** Marks the account for deletion (the first request's time is kept). */
  request(studentId: number, now: number): void {
    this.requestStmt.run(now, studentId);
  }

  /** Accounts whose deletion was requested at or before `before` and is not complete (at most 100, oldest first). */
  dueBefore(before: number): number[] {
    return this.dueStmt.all(before, DUE_BATCH).map((r) => r.id);
  }

  /**
   * Erases the account's personal data: name, e-mail, mobile, login id (a unique tombstone, so unique constraints
   * hold), password, picture, schools, one-time codes (the guest sign-up codes sent to its mobile too), the guest
   * sign-up's course link, sessions, notifications, the contact data of its tickets and the sender id of its invites. The caller deletes the picture files. False when already erased.
   */
  erase(studentId: number, now: number): boolean {
    const { erase, byStudent, guestCodes } = this.eraseStmts;
    return this.db.transaction(() => {
      guestCodes.run(studentId);
      const loginId = `deleted-${studentId}-${randomBytes(6).toString('hex')}`;
      const done = erase.run({ id: studentId, loginId, now, name: DELETED_NAME, password: NO_PASSWORD }).changes === 1;
      if (done) for (const stmt of byStudent) stmt.run(studentId);
      return done;
    })();
  }
}
