// Account deletion (docs/api.md "Account deletion"): the request marks the account (delete_flag = 1,
// delete_requested_at); the sweep (server/security/account-deletion.ts) erases its personal data once the delay has
// passed. The row itself stays, with its attempts (anonymous), so cohort ranks do not shift; payment records stay.
import { randomBytes } from 'node:crypto';
import type { SqlDatabase } from '../db/connect';

export const DELETED_NAME = 'Deleted student';
/** No password hash matches this: verifyPassword needs a scrypt$ hash. */
const NO_PASSWORD = '!';
const DUE_BATCH = 100;

export class AccountDeletionRepository {
  constructor(private readonly db: SqlDatabase) {}

  /** Marks the account for deletion (the first request's time is kept). */
  async request(studentId: number, now: number): Promise<void> {
    await this.db.q().updateTable('students')
      .set((eb) => ({ delete_flag: 1, delete_requested_at: eb.fn.coalesce('delete_requested_at', eb.val(now)) }))
      .where('id', '=', studentId).where('deleted_at', 'is', null).execute();
  }

  /** Accounts whose deletion was requested at or before `before` and is not complete (at most 100, oldest first). */
  async dueBefore(before: number): Promise<number[]> {
    const rows = await this.db.q().selectFrom('students').select('id')
      .where('delete_requested_at', 'is not', null).where('deleted_at', 'is', null).where('delete_requested_at', '<=', before)
      .orderBy('delete_requested_at').orderBy('id').limit(DUE_BATCH).execute();
    return rows.map((r) => r.id);
  }

  /**
   * Erases the account's personal data: name, e-mail, mobile, login id (a unique tombstone, so unique constraints
   * hold), password, picture, schools, one-time codes (the guest sign-up codes sent to its mobile too), the guest
   * sign-up's course link, sessions, notifications, the contact data of its tickets and the sender id of its invites.
   * The caller deletes the picture files. False when already erased.
   */
  async erase(studentId: number, now: number): Promise<boolean> {
    return this.db.transaction(async () => {
      const q = this.db.q();
      // guest sign-up codes name no student, only the mobile they went to (read before the erase clears it)
      const student = await q.selectFrom('students').select('mobile').where('id', '=', studentId).where('deleted_at', 'is', null).executeTakeFirst();
      if (student?.mobile) {
        await q.deleteFrom('one_time_codes').where('student_id', 'is', null).where('recipient', '=', student.mobile).execute();
      }
      const loginId = `deleted-${studentId}-${randomBytes(6).toString('hex')}`;
      const erased = await q.updateTable('students').set({
        name: DELETED_NAME, email: null, mobile: null, login_id: loginId, password_hash: NO_PASSWORD, profile_pic: '',
        email_verified: 0, signup_course_url: null, status: 'deleted', first_time_user: 0, delete_flag: 1, deleted_at: now,
      }).where('id', '=', studentId).where('deleted_at', 'is', null).executeTakeFirst();
      if (Number(erased.numUpdatedRows) !== 1) return false;
      await q.deleteFrom('student_schools').where('student_id', '=', studentId).execute();
      await q.deleteFrom('one_time_codes').where('student_id', '=', studentId).execute();
      await q.deleteFrom('sessions').where('student_id', '=', studentId).execute();
      await q.deleteFrom('profile_pictures').where('student_id', '=', studentId).execute();
      await q.deleteFrom('notifications').where('student_id', '=', studentId).execute();
      await q.updateTable('support_tickets').set({ contact_name: '', contact_email: '', contact_mobile: '' }).where('student_id', '=', studentId).execute();
      await q.updateTable('invites').set({ action_by_id: '' }).where('student_id', '=', studentId).execute();
      return true;
    });
  }
}
