/** @jest-environment node */
// SupportRepository on SQLite and PostgreSQL (tests/server/engines.ts): feedback types, feedback, one rating per
// student and course (also when two arrive at once), invites and tickets.
import { beforeAll, expect, it } from '@jest/globals';
import { SupportRepository } from '../../../server/repositories/support-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const COURSE = 4101;

eachEngine('SupportRepository', (engine) => {
  const repo = () => new SupportRepository(engine.db());

  beforeAll(async () => {
    await engine.db().q().insertInto('courses').values({
      id: COURSE, title: 'Rated course', category_id: 1, category_name: 'C', organisation_id: 1, organisation_name: 'O', template_id: 1, tabs: '[]',
    }).execute();
  });

  it('answers the feedback types in their order with numeric ids', async () => {
    const types = await repo().feedbackTypes();
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(t).toEqual({ id: expect.any(Number), title: expect.any(String) });
    expect(new Set(types.map((t) => t.title)).size).toBe(types.length);
  });

  it('stores feedback of a known type and invites', async () => {
    const a = await addStudent(engine.db());
    const [type] = await repo().feedbackTypes();
    await repo().addFeedback({ studentId: a.id, typeId: type.id, subject: 'Subject', details: 'Details', createdAt: T0 });
    await repo().addInvite({ studentId: a.id, invitedTo: 'Teacher', invitedToUserId: 'mr.t', actionById: a.loginId, createdAt: T0 });
    expect(await engine.db().q().selectFrom('feedback').select(['type_id', 'subject']).where('student_id', '=', a.id).execute()).toEqual([{ type_id: type.id, subject: 'Subject' }]);
    expect(await engine.db().q().selectFrom('invites').select(['invited_to_user_id', 'action_by_id']).where('student_id', '=', a.id).execute())
      .toEqual([{ invited_to_user_id: 'mr.t', action_by_id: a.loginId }]);
  });

  it('a rating is saved once per student and course; a second answers given and changes nothing', async () => {
    const a = await addStudent(engine.db());
    const rating = { studentId: a.id, courseId: COURSE, courseName: 'Rated course', rating: 4, remarks: 'Good', createdAt: T0 };
    expect(await repo().addRating(rating)).toBe('saved');
    expect(await repo().addRating({ ...rating, rating: 1, remarks: 'Changed my mind' })).toBe('given');
    expect(await engine.db().q().selectFrom('ratings').select(['rating', 'remarks']).where('student_id', '=', a.id).execute()).toEqual([{ rating: 4, remarks: 'Good' }]);
  });

  it('ratings of the same course sent at once: one saved, the others given', async () => {
    const a = await addStudent(engine.db());
    const outcomes = await Promise.all(Array.from({ length: 5 }, (_, i) =>
      repo().addRating({ studentId: a.id, courseId: COURSE, courseName: '', rating: i + 1, remarks: `r${i}`, createdAt: T0 })));
    expect(outcomes.filter((o) => o === 'saved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'given')).toHaveLength(4);
  });

  it('a ticket answers its new numeric id, increasing', async () => {
    const a = await addStudent(engine.db());
    const ticket = { studentId: a.id, type: 'Other', subject: 'Help', details: '', contactName: 'N', contactEmail: a.email, contactMobile: a.mobile, createdAt: T0 };
    const first = await repo().addTicket(ticket);
    const second = await repo().addTicket(ticket);
    expect(typeof first).toBe('number');
    expect(second).toBeGreaterThan(first);
  });
});
