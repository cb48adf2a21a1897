/** @jest-environment node */
// docs/security.md "Integrity of submissions": the server scores every submission from its own answer key and the
// marks it handed out (a self test's marks are chosen at /testdetails and recorded in test_deliveries), every
// question must belong to the delivered test, a submit needs a clientSubmissionId, and times are clamped to the
// test's duration with topper ties decided by the time the server measured.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { buildSubmitAnsDetails } from '../../../domain/test-engine/payloads';
import type { TestData } from '../../../domain/test-engine/test-data';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import type { WireStudent } from '../../../server/http/wire-types';
import { SELF_TEST_NOT_DELIVERED } from '../../../server/test-delivery/sittings';
import { answerFor, course, getJson, JEE, CUET, loadTest, newSubmissionId, postForm, progressOf, stop } from '../delivery-helpers';
import { makeServer, MINUTE, type TestServer } from '../test-server';

let s: TestServer;
let demo: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
});

const attemptCount = () => (s.db.prepare('SELECT COUNT(*) AS n FROM attempts').get() as { n: number }).n;
const attemptRow = (id: string) => s.db.prepare('SELECT * FROM attempts WHERE id = ?').get(Number(id)) as Record<string, number | string | null>;
const questionRows = (id: string) => s.db.prepare('SELECT question_id, correct_marks, incorrect_marks, not_answer_marks, marks, time_spent FROM attempt_questions WHERE attempt_id = ? ORDER BY position')
  .all(Number(id)) as { question_id: number; correct_marks: number; incorrect_marks: number; not_answer_marks: number; marks: number; time_spent: number }[];

type Details = ReturnType<typeof buildSubmitAnsDetails>;
type Change = (d: Details) => unknown;

/** The app's ansdetails for `test` (every answer right unless `answers` says otherwise), changed by `change`. */
function ansdetailsOf(test: TestData, answers?: ReadonlyMap<number, string>, change: Change = (d) => d, c: typeof JEE | typeof CUET = JEE) {
  const given = answers ?? new Map(test.questionSet.map((q) => [q.questionId, answerFor(s, q, 'right')]));
  const details = buildSubmitAnsDetails({ test, progress: progressOf(test, given), course: course(c), testMode: 'advance', remainingTime: 60, helpCounter: 0 });
  return change(details);
}

/** Posts ansdetails with a fresh clientSubmissionId, the given one, or none (null). */
const post = (student: WireStudent, ansdetails: unknown, clientSubmissionId: string | null = newSubmissionId()) =>
  postForm(s, student, '/testsubmit', { ansdetails: JSON.stringify(ansdetails), ...(clientSubmissionId === null ? {} : { clientSubmissionId }) });

/** Every question's marks set to +-100, as the probe sent them. */
const forged: Change = (d) => ({ ...d, questionSet: d.questionSet.map((q) => ({ ...q, correctAnswerMarks: 100, incorrectAnswerMarks: 100, notAnswerMarks: 100 })) });

describe('a self test is scored with the marks the server handed out', () => {
  it('stores a submit with forged marks (+100 a question) with the delivered marks (+1 / -0.25 / 0)', async () => {
    const test = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 4, questionType: 'Multiple-Choice' });
    const answers = new Map(test.questionSet.map((q, i) => [q.questionId, answerFor(s, q, i === 0 ? 'wrong' : i === 1 ? 'none' : 'right')]));
    const { status, body } = await post(demo, ansdetailsOf(test, answers, forged));
    expect(status).toBe(200);
    // 2 right x 1 - 1 wrong x 0.25 + 1 skipped x 0, of 4 full marks
    expect(attemptRow(body.obj.testSession)).toMatchObject({ kind: 'self', correct_count: 2, incorrect_count: 1, marks_obtained: 1.75, full_marks: 4 });
    expect(questionRows(body.obj.testSession).map((r) => [r.correct_marks, r.incorrect_marks, r.not_answer_marks])).toEqual(test.questionSet.map(() => [1, -0.25, 0]));
  });

  it('uses the marks the student chose at /testdetails, within bounds, and refuses marks out of bounds', async () => {
    const test = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 3, marksCorrectAnswer: 4, marksIncorrectAnswer: -1, questionType: 'Multiple-Choice' });
    const { body } = await post(demo, ansdetailsOf(test, undefined, forged));
    expect(attemptRow(body.obj.testSession)).toMatchObject({ marks_obtained: 12, full_marks: 12 });
    for (const [field, value, message] of [
      ['marksCorrectAnswer', 11, 'marksCorrectAnswer must be between 0 and 10'],
      ['marksCorrectAnswer', -1, 'marksCorrectAnswer must be between 0 and 10'],
      ['marksIncorrectAnswer', 0.25, 'marksIncorrectAnswer must be between -10 and 0'],
      ['marksIncorrectAnswer', -11, 'marksIncorrectAnswer must be between -10 and 0'],
      ['marksNotAttempted', 1, 'marksNotAttempted must be between -10 and 0'],
    ] as const) {
      const res = await getJson(s, demo, '/testdetails', { templateId: JEE.templateId, testType: 1, topicId: 1, [field]: value });
      expect(res).toEqual({ status: 400, body: { responseTxt: 'validation_error', message, obj: null } });
    }
  });

  it('scores against the delivery that holds the submitted questions (two sessions of one topic open at once)', async () => {
    const first = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 3, marksCorrectAnswer: 2, questionType: 'Multiple-Choice' });
    s.advance(1000);
    const second = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 3, marksCorrectAnswer: 3, questionType: 'Integer-Type' });
    const a = await post(demo, ansdetailsOf(first, undefined, forged));
    const b = await post(demo, ansdetailsOf(second, undefined, forged));
    expect(attemptRow(a.body.obj.testSession)).toMatchObject({ marks_obtained: 6 });
    expect(attemptRow(b.body.obj.testSession)).toMatchObject({ marks_obtained: 9 });
  });

  it('counts every delivered question: the ones left out of the submit are unattempted', async () => {
    const test = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 5, questionType: 'Multiple-Choice' });
    const { body } = await post(demo, ansdetailsOf(test, undefined, (d) => ({ ...d, questionSet: d.questionSet.slice(0, 2) })));
    expect(attemptRow(body.obj.testSession)).toMatchObject({ total_questions: 5, correct_count: 2, unattempted_count: 3, full_marks: 5 });
  });

  it('a saved self test resumed a day later submits with the marks stored at the save, whatever the client sends', async () => {
    const test = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 3, marksCorrectAnswer: 2, questionType: 'Multiple-Choice' });
    const saved = await postForm(s, demo, '/teststop', {
      courseId: String(JEE.courseId), templateId: String(JEE.templateId), testName: test.testName, testType: '1', testId: String(test.testId),
      testDetail: JSON.stringify({
        test: { remainingTime: 3000, totalTime: 99999, testOption: 'objective' },
        questions: test.questionSet.map((q) => ({ questionId: q.questionId, studentResponse: '', timeSpent: 5, correctAnswerMarks: 100, incorrectAnswerMarks: 100, notAnswerMarks: 100 })),
        lastQuestionIndex: 1,
      }),
      helpCounter: '0', testMode: 'advance',
    });
    expect(saved.status).toBe(200);
    const session = saved.body.obj.testSession;
    expect(attemptRow(session)).toMatchObject({ status: 'saved', total_time: 3600 });
    expect(questionRows(session).map((r) => r.correct_marks)).toEqual([2, 2, 2]);
    s.advance(24 * 60 * MINUTE);
    expect((await getJson(s, demo, '/testdetailexisting', { testSession: session, templateId: JEE.templateId })).status).toBe(200);
    const { status, body } = await post(demo, ansdetailsOf(test, undefined, forged));
    expect(status).toBe(200);
    expect(body.obj.testSession).toBe(session);
    expect(attemptRow(session)).toMatchObject({ status: 'submitted', marks_obtained: 6, full_marks: 6 });
  });
});

describe('every question must belong to the delivered test', () => {
  it('refuses a question of the bank that is not in the delivered self test, naming it, and stores nothing', async () => {
    const test = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 3, questionType: 'Multiple-Choice' });
    const delivered = new Set(test.questionSet.map((q) => q.questionId));
    const foreign = (s.db.prepare('SELECT id FROM questions ORDER BY id').all() as { id: number }[]).map((r) => r.id).find((id) => !delivered.has(id))!;
    const before = attemptCount();
    const { status, body } = await post(demo, ansdetailsOf(test, undefined, (d) => ({ ...d, questionSet: [...d.questionSet, { ...d.questionSet[0], questionId: foreign }] })));
    expect(status).toBe(400);
    expect(body).toEqual({ responseTxt: 'validation_error', message: `ansdetails.questionSet.3.questionId ${foreign} is not in this test`, obj: null });
    expect(attemptCount()).toBe(before);
  });

  it('refuses a self-test id that is not a topic of the course, and a self test never delivered', async () => {
    const test = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 2, questionType: 'Multiple-Choice' });
    // topic 1 (Physics) is not in the CUET course here (every seeded course offers the three subjects (server/db/seed-study-content.ts); this test's server is its own)
    s.db.prepare('DELETE FROM template_subjects WHERE template_id = ? AND topic_id = 1').run(CUET.templateId);
    const foreignTopic = await post(demo, ansdetailsOf(test, undefined, (d) => d, CUET));
    expect(foreignTopic).toEqual({ status: 404, body: { responseTxt: 'not_found', message: 'No such topic in this course', obj: null } });
    const unknownTopic = await post(demo, ansdetailsOf(test, undefined, (d) => ({ ...d, testId: 999_999 })));
    expect(unknownTopic.status).toBe(404);
    // a topic of the course the student never started a session of
    const other = (s.db.prepare("SELECT id FROM topics WHERE parent_id IS NOT NULL AND id <> 1 ORDER BY id LIMIT 1").get() as { id: number }).id;
    const undelivered = await post(demo, ansdetailsOf(test, undefined, (d) => ({ ...d, testId: other })));
    expect(undelivered).toEqual({ status: 409, body: { responseTxt: 'not_delivered', message: SELF_TEST_NOT_DELIVERED, obj: null } });
  });
});

describe('a submit needs a clientSubmissionId', () => {
  it('20 parallel submits without one: all 400 "clientSubmissionId is required", none stored', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    const before = attemptCount();
    const replies = await Promise.all(Array.from({ length: 20 }, () => post(demo, ansdetailsOf(test), null)));
    for (const r of replies) expect(r).toEqual({ status: 400, body: { responseTxt: 'validation_error', message: 'clientSubmissionId is required', obj: null } });
    expect(attemptCount()).toBe(before);
  });

  it('20 parallel submits with the same one: one attempt, every reply names it', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    const before = attemptCount();
    const replies = await Promise.all(Array.from({ length: 20 }, () => post(demo, ansdetailsOf(test), 'one-click')));
    expect(attemptCount()).toBe(before + 1);
    const sessions = new Set(replies.map((r) => r.body.obj.testSession));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(sessions.size).toBe(1);
  });
});

describe('times are clamped and measured by the server', () => {
  it('clamps each question\'s time and the attempt\'s to the test\'s duration; stores the seconds since the delivery', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest }); // 2 minutes
    s.advance(95_000);
    const { body } = await post(demo, ansdetailsOf(test, undefined, (d) => ({ ...d, remainingTime: 99_999, questionSet: d.questionSet.map((q) => ({ ...q, timeSpent: 86_400 })) })));
    expect(questionRows(body.obj.testSession).every((r) => r.time_spent === 120)).toBe(true);
    expect(attemptRow(body.obj.testSession)).toMatchObject({ time_spent: 120, remaining_time: 120, server_time_taken: 95 });

    // fetching the test again while it runs does not restart the sitting; the server time is at most the test's time
    s.advance(1000);
    await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    s.advance(60_000);
    await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    s.advance(30_000);
    const again = await post(demo, ansdetailsOf(test));
    expect(attemptRow(again.body.obj.testSession)).toMatchObject({ server_time_taken: 90 });
    await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    s.advance(10 * MINUTE);
    const late = await post(demo, ansdetailsOf(test));
    expect(attemptRow(late.body.obj.testSession)).toMatchObject({ server_time_taken: 120 });
  });

  it('a saved test counts the time before the save and the time since the resume, not the pause', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    s.advance(100_000);
    const saved = await stop(s, demo, test, new Map(), 0, 1500);
    expect(attemptRow(saved.body.obj.testSession)).toMatchObject({ server_time_taken: 100 });
    s.advance(3 * 24 * 60 * MINUTE);
    await getJson(s, demo, '/testdetailexisting', { testSession: saved.body.obj.testSession, templateId: JEE.templateId });
    s.advance(40_000);
    // asking for the saved test again just before the submit does not restart the part since the resume
    await getJson(s, demo, '/testdetailexisting', { testSession: saved.body.obj.testSession, templateId: JEE.templateId });
    s.advance(2_000);
    const { body } = await post(demo, ansdetailsOf(test));
    expect(body.obj.testSession).toBe(saved.body.obj.testSession);
    expect(attemptRow(body.obj.testSession)).toMatchObject({ status: 'submitted', server_time_taken: 142 });
  });

  it('topper ties go to the time the server measured, not to a time the client claims', async () => {
    const viewer = s.db.prepare("SELECT id FROM students WHERE login_id = 'new.student'").get() as { id: number };
    s.db.prepare(`INSERT INTO enrollments (student_id, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date)
                  VALUES (?, 101, 0, 301, 3, 'PRO', '2099-12-31')`).run(viewer.id);
    const other = await s.login('new.student');
    const options = { testType: 1, topicId: 1, totalQuestion: 2, questionType: 'Multiple-Choice' };
    const mine = await loadTest(s, demo, options);
    const theirs = await loadTest(s, other, options);
    const oneRight = (t: TestData) => new Map([[t.questionSet[0].questionId, answerFor(s, t.questionSet[0], 'right')]]);
    s.advance(300_000);
    // honest: 5 minutes taken, 5 minutes reported
    const a = await post(demo, ansdetailsOf(mine, oneRight(mine), (d) => ({ ...d, remainingTime: 3600 - 300 })));
    s.advance(300_000);
    // 10 minutes taken by the server's clock, 1 second claimed
    const b = await post(other, ansdetailsOf(theirs, oneRight(theirs), (d) => ({ ...d, remainingTime: 3600 - 1 })));
    expect(attemptRow(a.body.obj.testSession)).toMatchObject({ marks_obtained: 1, server_time_taken: 300 });
    expect(attemptRow(b.body.obj.testSession)).toMatchObject({ marks_obtained: 1, server_time_taken: 600 });
    const seen = await getJson(s, other, '/analytics', { testSession: b.body.obj.testSession });
    // the topper is the honest student (their time 05:00), not the one who claimed 1 second
    expect(seen.body.topperCompare).toEqual([
      expect.objectContaining({ title: 'You', score: 1, timeSpent: '00:01' }),
      expect.objectContaining({ title: 'Topper', score: 1, timeSpent: '05:00' }),
    ]);
  });
});
