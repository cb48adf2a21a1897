/** @jest-environment node */
// StudentRepository on SQLite and PostgreSQL (tests/server/engines.ts): lookups by any user id (the e-mail in any
// case), the profile's writes, the unique e-mail and mobile (a unique violation that leaves the caller's transaction
// usable), and guest sign-ups.
import { describe, expect, it } from '@jest/globals';
import { isUniqueViolation, StudentRepository } from '../../../server/repositories/student-repository';
import { eachEngine } from '../engines';
import { addStudent, rejectionOf } from './account-fixtures';

eachEngine('StudentRepository', (engine) => {
  const repo = () => new StudentRepository(engine.db());

  describe('createGuest and the lookups', () => {
    it('makes a first-time student with an unverified e-mail and answers its numeric id', async () => {
      const id = await repo().createGuest({
        loginId: 'guest.one', name: 'Guest One', mobile: '9000000001', email: 'Guest.One@Example.com', passwordHash: 'scrypt$x',
        deviceType: 'android', signupSource: 'utm-news', signupCourseUrl: '/courses/jee',
      });
      expect(typeof id).toBe('number');
      expect(await repo().findById(id)).toEqual({
        id, login_id: 'guest.one', email: 'Guest.One@Example.com', mobile: '9000000001', password_hash: 'scrypt$x', name: 'Guest One',
        profile_pic: '', status: expect.any(String), website_id: expect.any(Number), opened_course: 0, first_time_user: 1,
        delete_flag: 0, device_type: 'android', email_verified: 0, delete_requested_at: null, deleted_at: null,
        signup_source: 'utm-news', signup_course_url: '/courses/jee',
      });
      expect(await repo().findById(id + 1000)).toBeUndefined();
    });

    it('finds by e-mail in any case, by mobile, and by any user id in id order', async () => {
      const a = await addStudent(engine.db());
      expect((await repo().findByEmail(a.email.toUpperCase()))?.id).toBe(a.id);
      expect((await repo().findByMobile(a.mobile))?.id).toBe(a.id);
      expect(await repo().findByMobile('0000000000')).toBeUndefined();
      expect(await repo().findByEmail('nobody@example.com')).toBeUndefined();
      for (const userId of [a.loginId, a.mobile, a.email.toUpperCase()]) {
        expect((await repo().findByUserId(userId)).map((s) => s.id)).toEqual([a.id]);
      }
      // one student's login id is another's mobile: both, oldest first
      const b = await repo().createGuest({ loginId: a.mobile, name: 'B', mobile: '9000000002', email: null, passwordHash: '!',
        deviceType: 'web', signupSource: 'x', signupCourseUrl: null });
      expect((await repo().findByUserId(a.mobile)).map((s) => s.id)).toEqual([a.id, b]);
      expect(await repo().findByUserId('no.such.user')).toEqual([]);
    });

    it('tells whether a login id is taken; a second guest with a taken login id or mobile is a unique violation', async () => {
      const a = await addStudent(engine.db());
      expect(await repo().loginIdTaken(a.loginId)).toBe(true);
      expect(await repo().loginIdTaken(`${a.loginId}.x`)).toBe(false);
      const again = { loginId: a.loginId, name: 'X', mobile: '9000000003', email: null, passwordHash: '!', deviceType: 'web', signupSource: 'x', signupCourseUrl: null };
      expect(isUniqueViolation(await rejectionOf(repo().createGuest(again)))).toBe(true);
      expect(isUniqueViolation(await rejectionOf(repo().createGuest({ ...again, loginId: 'fresh.login', mobile: a.mobile })))).toBe(true);
    });
  });

  describe('schoolsOf', () => {
    it('lists the schools in their order, with classId only when the row has one', async () => {
      const a = await addStudent(engine.db());
      expect(await repo().schoolsOf(a.id)).toEqual([]);
      await engine.db().q().insertInto('student_schools').values([
        { student_id: a.id, position: 2, admission_number: 'ADM-2', school_id: 7, school_name: 'Second', class_name: 'Class 11', class_id: null },
        { student_id: a.id, position: 1, admission_number: 'ADM-1', school_id: 5, school_name: 'First', class_name: 'Class 12', class_id: 12 },
      ]).execute();
      expect(await repo().schoolsOf(a.id)).toEqual([
        { admissionNumber: 'ADM-1', schoolId: 5, schoolName: 'First', className: 'Class 12', classId: 12 },
        { admissionNumber: 'ADM-2', schoolId: 7, schoolName: 'Second', className: 'Class 11' },
      ]);
    });
  });

  describe('the profile writes', () => {
    it('sets the password, opened course, name, picture and the welcome seen', async () => {
      const a = await addStudent(engine.db());
      await repo().setPassword(a.id, 'scrypt$new');
      await repo().setOpenedCourse(a.id, 3);
      await repo().setName(a.id, 'Renamed');
      await repo().setProfilePic(a.id, '/api/profile-pics/x.png');
      await repo().markWelcomeSeen(a.id);
      expect(await repo().findById(a.id)).toMatchObject({
        password_hash: 'scrypt$new', opened_course: 3, name: 'Renamed', profile_pic: '/api/profile-pics/x.png', first_time_user: 0,
      });
    });

    it('setFirstEmail sets an unverified e-mail only when there is none (null or empty)', async () => {
      const none = await addStudent(engine.db(), { email: null });
      expect(await repo().setFirstEmail(none.id, `first.${none.id}@example.com`)).toBe(true);
      expect(await repo().findById(none.id)).toMatchObject({ email: `first.${none.id}@example.com`, email_verified: 0 });
      expect(await repo().setFirstEmail(none.id, `second.${none.id}@example.com`)).toBe(false);
      expect((await repo().findById(none.id))?.email).toBe(`first.${none.id}@example.com`);

      const empty = await addStudent(engine.db(), { email: null });
      await engine.db().q().updateTable('students').set({ email: '' }).where('id', '=', empty.id).execute();
      expect(await repo().setFirstEmail(empty.id, `empty.${empty.id}@example.com`)).toBe(true);
    });

    it('an address another account has (any case) is a unique violation, and nothing changes', async () => {
      const a = await addStudent(engine.db());
      const b = await addStudent(engine.db(), { email: null });
      expect(isUniqueViolation(await rejectionOf(repo().setFirstEmail(b.id, a.email.toUpperCase())))).toBe(true);
      expect(isUniqueViolation(await rejectionOf(repo().setVerifiedEmail(b.id, a.email)))).toBe(true);
      expect(isUniqueViolation(await rejectionOf(repo().setMobile(b.id, a.mobile)))).toBe(true);
      expect(await repo().findById(b.id)).toMatchObject({ email: null, mobile: b.mobile });
    });

    it('setVerifiedEmail and setMobile save a proved address', async () => {
      const a = await addStudent(engine.db(), { email: null });
      await repo().setFirstEmail(a.id, `typed.${a.id}@example.com`);
      await repo().setVerifiedEmail(a.id, `proved.${a.id}@example.com`);
      await repo().setMobile(a.id, '8111111111');
      expect(await repo().findById(a.id)).toMatchObject({ email: `proved.${a.id}@example.com`, email_verified: 1, mobile: '8111111111' });
    });

    it('inside a transaction, a unique violation leaves the transaction usable: what came before and after commits', async () => {
      const db = engine.db();
      const a = await addStudent(db);
      const b = await addStudent(db);
      const outcome = await db.transaction(async () => {
        await repo().setName(b.id, 'Before');
        let taken = false;
        try {
          await repo().setMobile(b.id, a.mobile);
        } catch (err) {
          taken = isUniqueViolation(err);
        }
        await repo().setName(b.id, 'After');
        return taken;
      });
      expect(outcome).toBe(true);
      expect(await repo().findById(b.id)).toMatchObject({ name: 'After', mobile: b.mobile });
    });
  });
});

describe('isUniqueViolation', () => {
  it('knows SQLite\'s and PostgreSQL\'s codes and nothing else', () => {
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
