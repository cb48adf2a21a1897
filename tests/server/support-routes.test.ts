/** @jest-environment node */
// docs/api.md "Dashboard, profile, shared modals and media": feedback types, feedback, course ratings, teacher
// invites and support tickets; each for the signed-in student only and within its daily limit.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { FEEDBACK_TYPES } from '../../server/db/migrations/006-dashboard-profile';
import type { WireStudent } from '../../server/http/wire-types';
import { zonedServer, type ZonedServer } from './dashboard-helpers';
import { DAY } from './test-server';

let z: ZonedServer;
let demo: WireStudent;
beforeEach(async () => {
  z = await zonedServer();
  demo = await z.login();
});

const rows = (table: string) => z.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];

/** Sends `n` valid requests, all accepted; then the next one is refused with 429 until a day has passed. */
async function expectDailyLimit(n: number, send: (i: number) => Promise<{ status: number; body: { responseTxt: string; message: string } ; headers: Headers }>) {
  for (let i = 0; i < n; i++) expect((await send(i)).status).toBe(200);
  const refused = await send(n);
  expect(refused.status).toBe(429);
  expect(refused.body.responseTxt).toBe('too_many_requests');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  z.advance(DAY);
  demo = await z.login();
  expect((await send(n + 1)).status).toBe(200);
}

describe('GET /feedbacktypes', () => {
  it('lists the seeded titles in order', async () => {
    const { status, body } = await z.get('/feedbacktypes', demo);
    expect(status).toBe(200);
    expect(body.obj).toEqual(FEEDBACK_TYPES.map((title) => ({ title })));
    expect(body.obj.map((t: { title: string }) => t.title)).toEqual(['Content', 'Test Simulator', 'Reports & Analytics', 'Payments', 'Other']);
    expect((await z.get('/feedbacktypes')).status).toBe(401);
  });
});

describe('POST /student-feedback', () => {
  const send = (form: Record<string, string>) => z.post('/student-feedback', form, demo);

  it('saves the feedback of the student (subject trimmed, details optional)', async () => {
    expect(await send({ type: 'Payments', subject: '  Receipt missing  ', details: 'No e-mail after paying.' })).toMatchObject({
      status: 200, body: { responseTxt: 'success', message: 'Feedback saved', obj: null },
    });
    expect((await send({ type: 'Content', subject: 'Typo in question 4' })).status).toBe(200);
    expect(rows('feedback')).toEqual([
      expect.objectContaining({ student_id: demo.studentId, subject: 'Receipt missing', details: 'No e-mail after paying.' }),
      expect.objectContaining({ subject: 'Typo in question 4', details: '' }),
    ]);
  });

  it.each([
    [{ type: 'Praise', subject: 'x' }, 'type must be one of Content, Test Simulator, Reports & Analytics, Payments, Other'],
    [{ type: 'Other', subject: '   ' }, 'subject must not be empty'],
    [{ type: 'Other', subject: 'x'.repeat(201) }, 'subject must be at most 200 characters'],
    [{ type: 'Other', subject: 'x', details: 'd'.repeat(2001) }, 'details must be at most 2000 characters'],
    [{ subject: 'x' }, 'type is required'],
  ].map(([form, message]) => [message, form] as [string, Record<string, string>]))('answers 400: %s', async (message, form) => {
    expect((await send(form)).body).toEqual({ responseTxt: 'validation_error', message, obj: null });
    expect(rows('feedback')).toEqual([]);
  });

  it('takes 20 a day per student', async () => {
    await expectDailyLimit(20, (i) => z.post('/student-feedback', { type: 'Other', subject: `Note ${i}` }, demo));
  });

  it('answers 401 without a session', async () => {
    expect((await z.post('/student-feedback', { type: 'Other', subject: 'x' })).status).toBe(401);
  });
});

describe('POST /rating-create', () => {
  const rate = (form: Record<string, string>, student = demo) =>
    z.post('/rating-create', { courseId: '101', courseName: 'Apex Academy', rating: '4', remarks: 'Clear explanations', ...form }, student);

  it('saves one rating per course; a second answers given and changes nothing', async () => {
    expect(await rate({})).toMatchObject({ status: 200, body: { responseTxt: 'success', message: 'Rating saved' } });
    expect(await rate({ rating: '1', remarks: 'Changed my mind' })).toMatchObject({
      status: 200, body: { responseTxt: 'given', message: 'You have already rated this course.', obj: null },
    });
    expect(rows('ratings')).toEqual([expect.objectContaining({ student_id: demo.studentId, course_id: 101, rating: 4, remarks: 'Clear explanations', course_name: 'Apex Academy' })]);
    expect((await rate({ courseId: '102' })).body.responseTxt).toBe('success');
  });

  it('answers 403 for a course that is not the student\'s', async () => {
    expect(await rate({ courseId: '105' })).toMatchObject({ status: 403, body: { responseTxt: 'forbidden' } });
    expect((await rate({}, await z.login('new.student'))).status).toBe(403);
    expect(rows('ratings')).toEqual([]);
  });

  it.each([
    [{ rating: '0' }, 'rating must be from 1 to 5'],
    [{ rating: '6' }, 'rating must be from 1 to 5'],
    [{ rating: 'five' }, 'rating must be an integer'],
    [{ remarks: '  ' }, 'remarks must not be empty'],
    [{ remarks: 'r'.repeat(2001) }, 'remarks must be at most 2000 characters'],
    [{ courseName: 'n'.repeat(201) }, 'courseName must be at most 200 characters'],
    [{ courseId: 'x' }, 'courseId must be an integer'],
  ].map(([form, message]) => [message, form] as [string, Record<string, string>]))('answers 400: %s', async (message, form) => {
    expect((await rate(form)).body).toEqual({ responseTxt: 'validation_error', message, obj: null });
  });

  it('takes 20 a day per student (repeated ratings count)', async () => {
    await expectDailyLimit(20, () => rate({}));
  });
});

describe('POST /student-invite', () => {
  const invite = (form: Record<string, string> = {}) =>
    z.post('/student-invite', { invitedTo: 'Teacher', invitedToUserId: ' teacher@school.in ', actionById: demo.loginId, ...form }, demo);

  it('saves the invitation sent by the student', async () => {
    expect(await invite()).toMatchObject({ status: 200, body: { responseTxt: 'success', message: 'Invitation saved' } });
    expect(rows('invites')).toEqual([expect.objectContaining({
      student_id: demo.studentId, invited_to: 'Teacher', invited_to_user_id: 'teacher@school.in', action_by_id: 'demo.student',
    })]);
  });

  it('answers 403 when actionById is not the student\'s own login id', async () => {
    expect(await invite({ actionById: 'new.student' })).toMatchObject({
      status: 403, body: { responseTxt: 'forbidden', message: 'actionById must be your own user id' },
    });
    expect(rows('invites')).toEqual([]);
  });

  it.each([
    [{ invitedTo: 'Student' }, 'invitedTo must be Teacher'],
    [{ invitedToUserId: '' }, 'invitedToUserId must not be empty'],
    [{ invitedToUserId: 'u'.repeat(101) }, 'invitedToUserId must be at most 100 characters'],
  ].map(([form, message]) => [message, form] as [string, Record<string, string>]))('answers 400: %s', async (message, form) => {
    expect((await invite(form)).body).toEqual({ responseTxt: 'validation_error', message, obj: null });
  });

  it('takes 20 a day per student', async () => {
    await expectDailyLimit(20, (i) => z.post('/student-invite', { invitedTo: 'Teacher', invitedToUserId: `t${i}`, actionById: 'demo.student' }, demo));
  });
});

describe('POST /student-support-ticket', () => {
  const ticket = (form: Record<string, string> = {}) => z.post('/student-support-ticket', { type: 'Other', subject: 'Cannot open my mock', details: 'It spins', ...form }, demo);

  it('raises a ticket with the student\'s contact data and answers its id', async () => {
    const first = await ticket();
    expect(first).toMatchObject({ status: 200, body: { responseTxt: 'success', message: 'Ticket raised', obj: { ticketId: expect.any(Number) } } });
    const second = await ticket({ details: '' });
    expect(second.body.obj.ticketId).toBeGreaterThan(first.body.obj.ticketId);
    expect(rows('support_tickets')[0]).toMatchObject({
      id: first.body.obj.ticketId, student_id: demo.studentId, type: 'Other', subject: 'Cannot open my mock', details: 'It spins',
      contact_name: 'Demo Student', contact_email: 'demo.student@example.com', contact_mobile: '9876543210',
    });
  });

  it.each([
    [{ type: 'Billing' }, 'type must be Other'],
    [{ subject: ' ' }, 'subject must not be empty'],
    [{ details: 'd'.repeat(2001) }, 'details must be at most 2000 characters'],
  ].map(([form, message]) => [message, form] as [string, Record<string, string>]))('answers 400: %s', async (message, form) => {
    expect((await ticket(form)).body).toEqual({ responseTxt: 'validation_error', message, obj: null });
  });

  it('takes 10 a day per student; another student has their own count', async () => {
    await expectDailyLimit(10, (i) => z.post('/student-support-ticket', { type: 'Other', subject: `Ticket ${i}` }, demo));
    expect((await z.post('/student-support-ticket', { type: 'Other', subject: 'Mine' }, await z.login('new.student'))).status).toBe(200);
  });
});
