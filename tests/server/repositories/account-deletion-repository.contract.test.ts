/** @jest-environment node */
// AccountDeletionRepository on SQLite and PostgreSQL (tests/server/engines.ts): the request marks the account, the
// due accounts come oldest first, and the erase removes the personal data once (also when two sweeps race).
import { describe, expect, it } from '@jest/globals';
import { AccountDeletionRepository, DELETED_NAME } from '../../../server/repositories/account-deletion-repository';
import { NotificationRepository } from '../../../server/repositories/notification-repository';
import { OneTimeCodeRepository } from '../../../server/repositories/one-time-code-repository';
import { ProfilePictureRepository } from '../../../server/repositories/profile-picture-repository';
import { SessionRepository } from '../../../server/repositories/session-repository';
import { StudentRepository } from '../../../server/repositories/student-repository';
import { SupportRepository } from '../../../server/repositories/support-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const HOUR = 3_600_000;

eachEngine('AccountDeletionRepository', (engine) => {
  const repo = () => new AccountDeletionRepository(engine.db());
  const students = () => new StudentRepository(engine.db());

  describe('request and dueBefore', () => {
    it('marks the account; a second request keeps the first time', async () => {
      const a = await addStudent(engine.db());
      await repo().request(a.id, T0);
      await repo().request(a.id, T0 + HOUR);
      expect(await students().findById(a.id)).toMatchObject({ delete_flag: 1, delete_requested_at: T0, deleted_at: null });
    });

    it('answers the accounts requested at or before a time and not erased, oldest first, at most 100', async () => {
      const base = T0 - 1000 * HOUR;
      const made = [];
      for (let i = 0; i < 102; i++) made.push(await addStudent(engine.db()));
      // requested in reverse order of id: the oldest request is the last student
      for (const [i, s] of made.entries()) await repo().request(s.id, base - i);
      const due = await repo().dueBefore(base);
      expect(due).toHaveLength(100);
      expect(due.slice(0, 3)).toEqual([made[101].id, made[100].id, made[99].id]);
      expect(await repo().dueBefore(base - 101)).toEqual([made[101].id]);
      expect(await repo().dueBefore(base - 102)).toEqual([]);
      for (const s of made) await repo().erase(s.id, T0);
      expect(await repo().dueBefore(base)).toEqual([]);
    });
  });

  describe('erase', () => {
    it('erases the personal data and what hangs on it; other students keep theirs', async () => {
      const db = engine.db();
      const a = await addStudent(db);
      const b = await addStudent(db);
      const sessions = new SessionRepository(db);
      const codes = new OneTimeCodeRepository(db);
      const pictures = new ProfilePictureRepository(db);
      const notes = new NotificationRepository(db);
      const support = new SupportRepository(db);
      await db.q().insertInto('student_schools').values({ student_id: a.id, position: 1, admission_number: 'A1', school_id: 1, school_name: 'S', class_name: 'C', class_id: 1 }).execute();
      const [session, theirSession] = [await sessions.open(a.id, 'web', T0), await sessions.open(b.id, 'web', T0)];
      const code = await codes.issue('login', a.id, a.mobile, T0);
      const guestCode = await codes.issueGuest(a.mobile, T0);
      const otherGuestCode = await codes.issueGuest('9444400001', T0);
      await pictures.add({ fileName: `pic-${a.id}.png`, studentId: a.id, contentType: 'image/png', size: 1, createdAt: T0 });
      await notes.add(a.id, 'Hello', 'Body', T0);
      await support.addTicket({ studentId: a.id, type: 'Other', subject: 'Help', details: '', contactName: 'Name', contactEmail: a.email, contactMobile: a.mobile, createdAt: T0 });
      await support.addInvite({ studentId: a.id, invitedTo: 'Teacher', invitedToUserId: 'mr.t', actionById: a.loginId, createdAt: T0 });
      await repo().request(a.id, T0);

      expect(await repo().erase(a.id, T0 + HOUR)).toBe(true);
      expect(await students().findById(a.id)).toMatchObject({
        name: DELETED_NAME, email: null, mobile: null, profile_pic: '', password_hash: '!', email_verified: 0, status: 'deleted',
        first_time_user: 0, delete_flag: 1, delete_requested_at: T0, deleted_at: T0 + HOUR, signup_course_url: null,
        login_id: expect.stringMatching(new RegExp(`^deleted-${a.id}-[0-9a-f]{12}$`)),
      });
      expect(await students().schoolsOf(a.id)).toEqual([]);
      expect(await sessions.ownerOf(session, T0)).toBeUndefined();
      expect((await sessions.ownerOf(theirSession, T0))?.studentId).toBe(b.id);
      expect(await codes.pending('login', code.token, null, T0)).toBeUndefined();
      expect(await codes.pending('guest_signup', guestCode.token, null, T0)).toBeUndefined();
      expect(await codes.pending('guest_signup', otherGuestCode.token, null, T0)).toBeDefined();
      expect(await pictures.filesOf(a.id)).toEqual([]);
      expect(await notes.of(a.id)).toEqual([]);
      expect(await db.q().selectFrom('support_tickets').select(['contact_name', 'contact_email', 'contact_mobile', 'subject']).where('student_id', '=', a.id).execute())
        .toEqual([{ contact_name: '', contact_email: '', contact_mobile: '', subject: 'Help' }]);
      expect(await db.q().selectFrom('invites').select(['action_by_id', 'invited_to_user_id']).where('student_id', '=', a.id).execute())
        .toEqual([{ action_by_id: '', invited_to_user_id: 'mr.t' }]);
      // the e-mail and mobile are free again
      expect(await students().findByMobile(a.mobile)).toBeUndefined();
      expect(await students().findByEmail(a.email)).toBeUndefined();
    });

    it('answers false for an account already erased, and a request no longer marks it', async () => {
      const a = await addStudent(engine.db());
      expect(await repo().erase(a.id, T0)).toBe(true);
      const erased = await students().findById(a.id);
      expect(await repo().erase(a.id, T0 + 1)).toBe(false);
      await repo().request(a.id, T0 + 2);
      expect(await students().findById(a.id)).toEqual(erased);
    });

    it('two sweeps erasing the same account at once: one erase counts; two erased accounts keep unique login ids', async () => {
      const a = await addStudent(engine.db());
      const b = await addStudent(engine.db());
      const results = await Promise.all([repo().erase(a.id, T0), repo().erase(a.id, T0), new AccountDeletionRepository(engine.db()).erase(a.id, T0)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      await repo().erase(b.id, T0);
      const [la, lb] = [(await students().findById(a.id))!.login_id, (await students().findById(b.id))!.login_id];
      expect(la).not.toBe(lb);
    });
  });
});
