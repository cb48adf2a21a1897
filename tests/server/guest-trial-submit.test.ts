/** @jest-environment node */
// docs/api.md "Guest trial" and docs/security.md "Guest trial": the trial's FREE pack (POST /api/add-course-toguest)
// and the guest submit bound to the trial (POST /api/testsubmit with source=guest and the signed delivery).
import { describe, expect, it } from '@jest/globals';
import { buildSubmitAnsDetails } from '../../domain/test-engine/payloads';
import type { TestData } from '../../domain/test-engine/test-data';
import { createDeps } from '../../server/app-deps';
import { HttpError } from '../../server/http/reply';
import type { WireStudent } from '../../server/http/wire-types';
import { createAttemptWriter } from '../../server/test-delivery/submit-attempt';
import { ansDetails } from '../../server/test-delivery/wire-inputs';
import { answerFor, getJson, newSubmissionId, parsedTest, postForm, progressOf } from './delivery-helpers';
import { gz, sit } from './event-log-helpers';
import { count, DEMO_MOBILE, freeTest, freshServerEachTest, s, signUp, TRIAL } from './guest-trial-setup';
import { MINUTE, SEED_TIME } from './test-server';

const USED = 'You have already attempted free trial test';

freshServerEachTest();

const addCourse = (student: WireStudent | null, courseId: number | string = TRIAL.courseId) =>
  postForm(s, student, '/add-course-toguest', { courseId: String(courseId) });

/** The guest submit as the app sends it: the payload of the free test with source=guest and the signed delivery. */
function guestSubmit(student: WireStudent, test: TestData, answers: ReadonlyMap<number, string>,
  opts: { guestDelivery?: string; clientSubmissionId?: string; course?: { courseId: number; templateId: number }; eventLog?: Uint8Array } = {}) {
  const course = opts.course ?? TRIAL;
  const ansdetails = buildSubmitAnsDetails({ test, progress: progressOf(test, answers, 20), testMode: 'guest', remainingTime: 600, helpCounter: 0,
    course: { courseId: course.courseId, templateId: course.templateId, packTypeId: 1, packTypeTitle: 'FREE' } });
  return postForm(s, student, '/testsubmit', {
    ansdetails: JSON.stringify(ansdetails), source: 'guest', clientSubmissionId: opts.clientSubmissionId ?? newSubmissionId(),
    ...(opts.guestDelivery !== undefined ? { guestDelivery: opts.guestDelivery } : {}),
    ...(opts.eventLog ? { eventLog: new Blob([opts.eventLog as BlobPart], { type: 'application/gzip' }) } : {}),
  });
}

/** A student with the trial of TRIAL taken (signed up by NEW_MOBILE), and the free test with its delivery. */
async function trialStudent() {
  const free = await freeTest();
  const student = await signUp();
  const added = await addCourse(student);
  expect(added.body.responseTxt).toBe('success');
  return { student, ...free };
}

describe('POST /api/add-course-toguest', () => {
  it('enrols the course\'s FREE plan and records the trial once; a repeat before the submit answers success again', async () => {
    const student = await signUp();
    const first = await addCourse(student);
    expect(first.status).toBe(200);
    expect(first.body.responseTxt).toBe('success');
    expect(first.body.obj).toHaveLength(1);
    expect(first.body.obj[0]).toMatchObject({ courseId: TRIAL.courseId, templateId: TRIAL.templateId, packTypeTitle: 'FREE', packTypeId: 1 });
    expect(s.db.prepare('SELECT attempt_id, created_at FROM guest_trials WHERE student_id = ?').all(student.studentId))
      .toEqual([{ attempt_id: null, created_at: SEED_TIME + MINUTE }]);
    const again = await addCourse(student);
    expect(again.body.responseTxt).toBe('success');
    expect(again.body.obj).toEqual(first.body.obj);
    expect(count('enrollments', 'student_id = ?', student.studentId)).toBe(1);
    expect(count('guest_trials', 'student_id = ?', student.studentId)).toBe(1);
  });

  it('makes the trial course the opened course', async () => {
    const demo = await signUp(DEMO_MOBILE);
    const { body } = await addCourse(demo);
    expect(body.obj.map((c: { courseId: number }) => c.courseId)).toEqual([101, 102, 103, 104, TRIAL.courseId]);
    expect(s.db.prepare('SELECT opened_course FROM students WHERE id = ?').get(demo.studentId)).toEqual({ opened_course: 4 });
  });

  it('answers CourseAlreadyExists for a course the student has by any pack, and writes nothing', async () => {
    const demo = await s.login();
    const { status, body } = await addCourse(demo, 101);
    expect({ status, body }).toEqual({ status: 200, body: { responseTxt: 'CourseAlreadyExists', message: USED, obj: null } });
    expect(count('guest_trials')).toBe(0);
  });

  it('answers 404 for an unknown course or a course without a free test, 401 without a session', async () => {
    const student = await signUp();
    expect((await addCourse(student, 999)).status).toBe(404);
    expect((await addCourse(student, 102)).body).toMatchObject({ responseTxt: 'not_found' });
    expect((await addCourse(null)).status).toBe(401);
    expect(count('enrollments', 'student_id = ?', student.studentId)).toBe(0);
  });

  it('allows 10 a minute per student', async () => {
    const student = await signUp();
    for (let i = 0; i < 10; i++) expect((await addCourse(student)).status).toBe(200);
    const refused = await addCourse(student);
    expect(refused.status).toBe(429);
    expect(refused.body.responseTxt).toBe('too_many_requests');
  });
});

describe('POST /api/testsubmit with source=guest', () => {
  it('stores the attempt of the verified student and binds it to the trial; scored with the server\'s marks; timed from the signed delivery', async () => {
    const { student, test, guestDelivery } = await trialStudent();
    s.advance(5 * MINUTE);
    // 3 right, 2 wrong, the rest skipped; the app's payload claims +100 a question
    const answers = new Map(test.questionSet.slice(0, 5).map((q, i) => [q.questionId, answerFor(s, q, i < 3 ? 'right' : 'wrong')]));
    const claimed = { ...test, questionSet: test.questionSet.map((q) => ({ ...q, correctAnswerMarks: 100, incorrectAnswerMarks: 0 })) };
    const { status, body } = await guestSubmit(student, claimed, answers, { guestDelivery });
    expect(status).toBe(200);
    expect(body.responseTxt).toBe('success');
    const id = Number(body.obj.testSession);
    const attempt = s.db.prepare('SELECT * FROM attempts WHERE id = ?').get(id) as Record<string, unknown>;
    expect(attempt).toMatchObject({ student_id: student.studentId, course_id: TRIAL.courseId, test_id: TRIAL.testId, test_type: 3, status: 'submitted',
      marks_obtained: 3 * 4 - 2 * 1, full_marks: 40, correct_count: 3, incorrect_count: 2, server_time_taken: 5 * 60 });
    expect(s.db.prepare('SELECT attempt_id FROM guest_trials WHERE student_id = ? AND course_id = ?').get(student.studentId, TRIAL.courseId)).toEqual({ attempt_id: id });
    // the student reviews it; nobody else can
    const review = await getJson(s, student, '/app/testresultview', { testSession: id });
    expect(review.status).toBe(200);
    expect((await s.get(`/api/app/testresultview?testSession=${id}`)).status).toBe(401);
    const other = await getJson(s, await s.login(), '/app/testresultview', { testSession: id });
    expect(other.status).toBe(404);
  });

  it('takes the event log as every submit does: a forged one is refused before the trial is used, a genuine one is kept', async () => {
    const { student, test, guestDelivery } = await trialStudent();
    const answers = new Map(test.questionSet.slice(0, 2).map((q) => [q.questionId, answerFor(s, q, 'right')]));
    const forged = await guestSubmit(student, test, answers, { guestDelivery, eventLog: gz(sit(test, new Map())) });
    expect({ status: forged.status, responseTxt: forged.body.responseTxt, message: forged.body.message })
      .toEqual({ status: 422, responseTxt: 'event_log_rejected', message: 'The event log does not match the submitted answers (question 1)' });
    expect(count('attempts', 'student_id = ?', student.studentId)).toBe(0);
    const { status, body } = await guestSubmit(student, test, answers, { guestDelivery, eventLog: gz(sit(test, answers)) });
    expect({ status, responseTxt: body.responseTxt }).toEqual({ status: 200, responseTxt: 'success' });
    expect(s.db.prepare('SELECT event_log_status FROM attempts WHERE id = ?').get(Number(body.obj.testSession))).toEqual({ event_log_status: 'stored' });
    expect(count('attempt_event_logs', 'attempt_id = ?', Number(body.obj.testSession))).toBe(1);
  });

  it('refuses a second trial of the course (409) and answers a replay with the stored attempt, storing nothing new', async () => {
    const { student, test, guestDelivery } = await trialStudent();
    const clientSubmissionId = newSubmissionId();
    const first = await guestSubmit(student, test, new Map(), { guestDelivery, clientSubmissionId });
    expect(first.status).toBe(200);
    const attempts = count('attempts');
    const replay = await guestSubmit(student, test, new Map(), { guestDelivery, clientSubmissionId });
    expect(replay).toEqual(first);
    const second = await guestSubmit(student, test, new Map(), { guestDelivery });
    expect({ status: second.status, body: second.body }).toEqual({ status: 409, body: { responseTxt: 'already_attempted', message: USED, obj: null } });
    expect(count('attempts')).toBe(attempts);
    // and the trial cannot be taken again
    expect((await addCourse(student)).body).toEqual({ responseTxt: 'CourseAlreadyExists', message: USED, obj: null });
  });

  it('refuses a forged or altered delivery, or one of another test (400), and stores nothing', async () => {
    const { student, test, guestDelivery } = await trialStudent();
    const [payload, mac] = guestDelivery.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ c: TRIAL.courseId, t: TRIAL.testId, at: SEED_TIME - 60 * MINUTE })).toString('base64url');
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const otherCourse = (await freeTest(107)).guestDelivery;
    for (const forged of ['forged', `${otherPayload}.${mac}`, `${payload}.${flipped}`, `${payload}.${mac}x`, otherCourse]) {
      const { status, body } = await guestSubmit(student, test, new Map(), { guestDelivery: forged });
      expect({ status, body }).toEqual({ status: 400, body: { responseTxt: 'validation_error', message: 'guestDelivery is not a delivery of this test', obj: null } });
    }
    expect(count('attempts', 'student_id = ?', student.studentId)).toBe(0);
    expect(s.db.prepare('SELECT attempt_id FROM guest_trials WHERE student_id = ?').get(student.studentId)).toEqual({ attempt_id: null });
  });

  it('without a delivery the sitting is not measured (the test\'s time); an expired one counts the same', async () => {
    const { student, test, guestDelivery } = await trialStudent();
    s.advance(24 * 60 * MINUTE);
    const { body } = await guestSubmit(student, test, new Map(), { guestDelivery });
    expect(s.db.prepare('SELECT server_time_taken FROM attempts WHERE id = ?').get(Number(body.obj.testSession))).toEqual({ server_time_taken: 20 * 60 });

    const other = await signUp('9000000002');
    await addCourse(other);
    const plain = await guestSubmit(other, test, new Map());
    expect(plain.status).toBe(200);
    expect(s.db.prepare('SELECT server_time_taken FROM attempts WHERE id = ?').get(Number(plain.body.obj.testSession))).toEqual({ server_time_taken: 20 * 60 });
  });

  it('needs an open trial (409) and a free test of the course (404)', async () => {
    const demo = await s.login();
    const { test, guestDelivery } = await freeTest(101);
    const noTrial = await guestSubmit(demo, test, new Map(), { guestDelivery, course: { courseId: 101, templateId: 5001 } });
    expect({ status: noTrial.status, responseTxt: noTrial.body.responseTxt }).toEqual({ status: 409, responseTxt: 'already_attempted' });
    const mock = await getJson(s, demo, '/testdetails', { templateId: 5001, testId: 3002 });
    const notFree = await guestSubmit(demo, parsedTest(mock.body), new Map(), { course: { courseId: 101, templateId: 5001 } });
    expect({ status: notFree.status, body: notFree.body }).toEqual({ status: 404, body: { responseTxt: 'not_found', message: 'No such test in this course', obj: null } });
    expect(count('attempts', 'student_id = 1 AND test_id IN (3901, 3002) AND status = ?', 'submitted')).toBe(0);
  });

  it('binds in the writer\'s transaction: a refused bind leaves no attempt behind', async () => {
    const { student, test } = await trialStudent();
    s.db.prepare('UPDATE guest_trials SET attempt_id = (SELECT MIN(id) FROM attempts) WHERE student_id = ?').run(student.studentId);
    const deps = createDeps(s.database, 'demo', () => SEED_TIME + 2 * MINUTE, () => {});
    const writer = createAttemptWriter(deps);
    const details = ansDetails.parse(buildSubmitAnsDetails({ test, progress: progressOf(test, new Map()), testMode: 'guest', remainingTime: 0, helpCounter: 0,
      course: { courseId: TRIAL.courseId, templateId: TRIAL.templateId, packTypeId: 1, packTypeTitle: 'FREE' } }));
    const attempts = count('attempts');
    await expect(writer.submit({ studentId: student.studentId, clientSubmissionId: newSubmissionId(), details, guest: {
      bind: async (attemptId) => {
        expect(count('attempts', 'id = ?', attemptId)).toBe(1); // stored, in the transaction
        if (!await deps.guestTrials.bindAttempt(student.studentId, TRIAL.courseId, attemptId)) throw new HttpError(409, 'already_attempted', USED);
      },
    } })).rejects.toThrow(USED);
    expect(count('attempts')).toBe(attempts);
    expect(count('attempt_questions', 'attempt_id NOT IN (SELECT id FROM attempts)')).toBe(0);
  });
});
