/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { buildUpdateMarksForm } from '../../domain/test-engine/payloads';
import { initialStatus } from '../../domain/test-engine/question-status';
import { questionKind, SUBJECTIVE_TYPES } from '../../domain/test-engine/test-data';
import { DEMO_TESTS } from '../../server/db/seed-tests';
import type { WireStudent } from '../../server/http/wire-types';
import { answerFor, getJson, JEE, loadTest, parsedTest, postForm, stop, submit } from './delivery-helpers';
import { authHeaders, makeServer, MINUTE, type TestServer } from './test-server';

let s: TestServer;
let demo: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
});

const attemptRow = (id: string) => s.db.prepare('SELECT * FROM attempts WHERE id = ?').get(Number(id)) as Record<string, unknown>;
const attemptCount = () => (s.db.prepare('SELECT COUNT(*) AS n FROM attempts').get() as { n: number }).n;

describe('GET /api/testdetails', () => {
  it('delivers the 3-section Partially_Lock mock test without keys or explanations, readable by the app', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.lockedMock, testType: 3 });
    expect(test).toMatchObject({ testId: DEMO_TESTS.lockedMock, testType: 3, sectionLock: 'Partially_Lock', totalTime: 45 * 60, remainingTime: 15 * 60 });
    expect(test.sectionSet.map((x) => [x.sectionName, x.sectionTime, x.noQuestionAttempt, x.questionNumbers.length])).toEqual([
      ['Physics', 900, 0, 8], ['Chemistry', 900, 0, 8], ['Mathematics', 900, 6, 8],
    ]);
    expect(test.questionSet).toHaveLength(24);
    for (const q of test.questionSet) {
      expect(q.correctResponse).toBe('');
      expect(q.explanations).toBe('');
      expect(q.correctAnswerMarks).toBe(4);
      expect(q.incorrectAnswerMarks).toBe(-1);
      expect(questionKind(q.questionType)).not.toBe('subjective');
    }
    test.sectionSet.forEach((sec) => sec.questionNumbers.forEach((ref) => expect(test.questionSet[ref.questionIndex].sectionId).toBe(sec.sectionId)));
  });

  it('builds the same questions every time (scoring and rank compare one question set)', async () => {
    const a = await loadTest(s, demo, { testId: DEMO_TESTS.bigMock, testType: 3 });
    const b = await loadTest(s, demo, { testId: DEMO_TESTS.bigMock, testType: 3 });
    expect(a.questionSet).toHaveLength(200);
    expect(new Set(a.questionSet.map((q) => q.questionId)).size).toBe(200);
    expect(b.questionSet.map((q) => q.questionId)).toEqual(a.questionSet.map((q) => q.questionId));
  });

  it('delivers the 2-minute short test and a subjective test with its parts but not the rubric', async () => {
    expect(await loadTest(s, demo, { testId: DEMO_TESTS.shortTest })).toMatchObject({ totalTime: 120, remainingTime: 120, sectionSet: [] });
    const written = await loadTest(s, demo, { testId: DEMO_TESTS.classSubjective, testType: 4 });
    expect(written.questionSet.every((q) => (SUBJECTIVE_TYPES as readonly string[]).includes(q.questionType))).toBe(true);
    const q = written.questionSet[0];
    expect(q.correctAnswerMarks).toBe(q.responseChoice.reduce((n, c) => n + c.partMarks, 0));
    expect(q.responseChoice.every((c, i) => c.responseText === `Part ${i + 1}`)).toBe(true);
  });

  it('builds a self test from the query: topic, count, time, marks and question type', async () => {
    const test = await loadTest(s, demo, {
      testType: 1, topicId: 1, totalQuestion: 6, totalTime: 15, marksCorrectAnswer: 2, marksIncorrectAnswer: -0.5, marksNotAttempted: 0,
      questionType: 'Multiple-Choice', examType: 'objective',
    });
    expect(test).toMatchObject({ testType: 1, testId: 1, totalTime: 900 });
    expect(test.questionSet).toHaveLength(6);
    expect(test.questionSet.every((q) => q.questionType === 'Multiple-Choice' && q.correctAnswerMarks === 2 && q.incorrectAnswerMarks === -0.5)).toBe(true);
  });

  it('takes every objective type as a comma list (the option list Smart Learning sends)', async () => {
    const types = ['Multiple-Choice', 'Multiple-Choice-(5)', 'MC-Assertion-Reason', 'MC-Matching-Type', 'Selection-Type', 'True-False',
      'Common-Data', 'Common-Data-(5)', 'MR-Matching-Type', 'Multiple-Response', 'Fill-in-Blank', 'Integer-Type'];
    const test = await loadTest(s, demo, { testType: 1, topicId: 1, questionType: types.join(','), examType: 'objective' });
    expect(test.questionSet).toHaveLength(20);
    expect(test.questionSet.every((q) => types.includes(q.questionType))).toBe(true);
  });

  it('uses the default self-test options (20 questions, 60 minutes, +1 / -0.25 / 0)', async () => {
    const test = await loadTest(s, demo, { testType: 1, topicId: 1 });
    expect(test.questionSet).toHaveLength(20);
    expect(test.totalTime).toBe(3600);
    expect(test.questionSet[0]).toMatchObject({ correctAnswerMarks: 1, incorrectAnswerMarks: -0.25, notAnswerMarks: 0 });
  });

  it.each([
    [{ testType: 1 }, 'topicId is required for a self test (or give testId)'],
    [{ testType: 1, topicId: 1, totalQuestion: 0 }, 'totalQuestion must be between 1 and 200'],
    [{ testType: 1, topicId: 1, questionType: 'Essay' }, "questionType 'Essay' is not a known question type"],
    [{ testType: 1, topicId: 1, marksCorrectAnswer: 'lots' }, 'marksCorrectAnswer must be a number with up to 2 integer digits and 6 decimals'],
    [{ testId: 'x' }, 'testId must be an integer'],
    [{ testId: DEMO_TESTS.lockedMock, testType: 2 }, 'testType must be 3 for this test'],
  ])('answers 400 for %p', async (params, message) => {
    const { status, body } = await getJson(s, demo, '/testdetails', { templateId: JEE.templateId, ...params });
    expect(status).toBe(400);
    expect(body).toEqual({ responseTxt: 'validation_error', message, obj: null });
  });

  it('answers 403 for a template that is not the student\'s and 404 for a test of another course', async () => {
    expect((await getJson(s, demo, '/testdetails', { templateId: 9999, testId: DEMO_TESTS.lockedMock })).status).toBe(403);
    const other = await getJson(s, demo, '/testdetails', { templateId: 5003, testId: DEMO_TESTS.lockedMock });
    expect(other.status).toBe(404);
    const fresh = await s.login('new.student');
    const res = await getJson(s, fresh, '/testdetails', { templateId: JEE.templateId, testId: DEMO_TESTS.lockedMock });
    expect(res).toEqual({ status: 403, body: { responseTxt: 'forbidden', message: 'This course is not one of your courses', obj: null } });
  });

  it('takes a class test by classTestId as the class-test list links it', async () => {
    expect(await loadTest(s, demo, { classTestId: DEMO_TESTS.classObjective, testType: 4 })).toMatchObject({ testId: DEMO_TESTS.classObjective, testType: 4, scheduleId: 7001 });
  });

  it('answers 401 without a session', async () => {
    expect((await s.get(`/api/testdetails?templateId=${JEE.templateId}&testId=${DEMO_TESTS.lockedMock}`)).status).toBe(401);
  });

  it('gives the limit screen (Maximum number...) for a class test already taken', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.classObjective, testType: 4 });
    expect((await submit(s, demo, test, new Map())).body.responseTxt).toBe('success');
    const { status, body } = await getJson(s, demo, '/testdetails', { templateId: JEE.templateId, testId: DEMO_TESTS.classObjective, testType: 4 });
    expect(status).toBe(200);
    expect(body).toEqual({ responseTxt: 'Maximum number of attempts reached', message: 'You have already attempted this class test.', obj: null });
    const again = await submit(s, demo, test, new Map());
    expect(again.status).toBe(409);
  });
});

describe('POST /api/testsubmit', () => {
  it('scores with the domain rules: +4 right, -1 wrong, 0 blank, per question and in total', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.lockedMock, testType: 3 });
    const plan = ['right', 'right', 'right', 'wrong', 'wrong'] as const;
    const answers = new Map(test.questionSet.slice(0, plan.length).map((q, i) => [q.questionId, answerFor(s, q, plan[i])]));
    const { status, body } = await submit(s, demo, test, answers, 'sub-1');
    expect(status).toBe(200);
    expect(body).toEqual({ responseTxt: 'success', message: 'Test Submit Successfully', obj: { testSession: expect.stringMatching(/^\d+$/) } });
    const row = attemptRow(body.obj.testSession);
    expect(row).toMatchObject({
      status: 'submitted', test_status: 1, test_type: 3, test_id: DEMO_TESTS.lockedMock, correct_count: 3, incorrect_count: 2,
      unattempted_count: 19, marks_obtained: 10, full_marks: 96, time_spent: 24 * 30, student_id: demo.studentId,
    });
    const results = s.db.prepare('SELECT result, marks, section_name, time_spent FROM attempt_questions WHERE attempt_id = ? ORDER BY position')
      .all(Number(body.obj.testSession)) as { result: string; marks: number; section_name: string }[];
    expect(results.slice(0, 6).map((r) => [r.result, r.marks])).toEqual([
      ['Correct', 4], ['Correct', 4], ['Correct', 4], ['Incorrect', -1], ['Incorrect', -1], ['NotAnswer', 0],
    ]);
    expect(new Set(results.map((r) => r.section_name))).toEqual(new Set(['Physics', 'Chemistry', 'Mathematics']));
    expect(s.db.prepare('SELECT section_id, section_time FROM attempt_sections WHERE attempt_id = ?').all(Number(body.obj.testSession)))
      .toEqual([{ section_id: 1, section_time: 900 }, { section_id: 2, section_time: 900 }, { section_id: 3, section_time: 900 }]);
  });

  it('is idempotent on clientSubmissionId: a repeat returns the first session and stores nothing twice', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    const answers = new Map([[test.questionSet[0].questionId, answerFor(s, test.questionSet[0], 'right')]]);
    const before = attemptCount();
    const first = await submit(s, demo, test, answers, 'same-click');
    s.advance(MINUTE);
    const second = await submit(s, demo, test, new Map(), 'same-click');
    expect(second.body).toEqual(first.body);
    expect(attemptCount()).toBe(before + 1);
    expect(attemptRow(first.body.obj.testSession)).toMatchObject({ correct_count: 1, client_submission_id: 'same-click' });
    const third = await submit(s, demo, test, new Map(), 'another-click');
    expect(third.body.obj.testSession).not.toBe(first.body.obj.testSession);
    expect(attemptCount()).toBe(before + 2);
  });

  it('keeps submission ids per student', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    const first = await submit(s, demo, test, new Map(), 'k1');
    const other = await s.login();
    expect((await submit(s, other, test, new Map(), 'k1')).body).toEqual(first.body);
  });

  it('scores a self test with the marks it was delivered with', async () => {
    const test = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 4, marksCorrectAnswer: 2, marksIncorrectAnswer: -0.5, questionType: 'Integer-Type' });
    expect(test.questionSet).toHaveLength(4);
    const answers = new Map(test.questionSet.map((q, i) => [q.questionId, answerFor(s, q, i === 0 ? 'wrong' : 'right')]));
    const { body } = await submit(s, demo, test, answers);
    expect(attemptRow(body.obj.testSession)).toMatchObject({ kind: 'self', test_type: 1, test_id: 1, correct_count: 3, incorrect_count: 1, marks_obtained: 5.5 });
  });

  it('marks a test with answered subjective questions as awaiting marking (testStatus 2)', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.classSubjective, testType: 4 });
    const { body } = await submit(s, demo, test, new Map([[test.questionSet[0].questionId, 'My worked answer##a.png##/api/uploads/a.png']]));
    expect(attemptRow(body.obj.testSession)).toMatchObject({ test_status: 2, exam_type: 'subjective', marks_obtained: 0 });
  });

  it.each([
    ['a question that is not in the test', (q: Record<string, unknown>) => ({ ...q, questionId: 999_999 }), /questionSet\.0\.questionId 999999 is not/],
    ['a non-numeric time', (q: Record<string, unknown>) => ({ ...q, timeSpent: 'long' }), /questionSet\.0\.timeSpent must be a number/],
    ['a negative time', (q: Record<string, unknown>) => ({ ...q, timeSpent: -5 }), /questionSet\.0\.timeSpent must be at least 0/],
  ])('answers 400 for %s and stores nothing', async (_, change, message) => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    const { buildSubmitAnsDetails } = await import('../../domain/test-engine/payloads');
    const { progressOf, course } = await import('./delivery-helpers');
    const details = buildSubmitAnsDetails({ test, progress: progressOf(test, new Map()), course: course(), testMode: 'registered', remainingTime: 0, helpCounter: 0 });
    const bad = { ...details, questionSet: [change(details.questionSet[0] as unknown as Record<string, unknown>), ...details.questionSet.slice(1)] };
    const before = attemptCount();
    const { status, body } = await postForm(s, demo, '/testsubmit', { ansdetails: JSON.stringify(bad), clientSubmissionId: 'bad-1' });
    expect(status).toBe(400);
    expect(body.responseTxt).toBe('validation_error');
    expect(body.message).toMatch(message);
    expect(attemptCount()).toBe(before);
  });

  it('answers 400 for ansdetails that is not JSON, and 403 for a course of another student', async () => {
    expect((await postForm(s, demo, '/testsubmit', { ansdetails: '{oops', clientSubmissionId: 'oops-1' })).body).toEqual({ responseTxt: 'validation_error', message: 'ansdetails is not valid JSON', obj: null });
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    const fresh = await s.login('new.student');
    expect((await submit(s, fresh, test, new Map())).status).toBe(403);
  });
});

describe('Save & Continue Later: /teststop, /testcurrentrunning, /testdetailexisting', () => {
  it('stores progress and resumes it with answers, times, statuses, remaining time and the last question', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.lockedMock, testType: 3 });
    const [q0, q1] = test.questionSet;
    const answers = new Map([[q0.questionId, answerFor(s, q0, 'right')], [q1.questionId, answerFor(s, q1, 'wrong')]]);
    const saved = await stop(s, demo, test, answers, 9, 600);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ responseTxt: 'success', message: 'Saved your progress', obj: { testSession: expect.any(String) } });
    const session = saved.body.obj.testSession;

    const running = await getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId });
    expect(running.body).toEqual({ responseTxt: 'success', message: 'Success', obj: {
      testName: 'JEE Main Mock Test 1 (section locked)', testMode: 'registered', testSession: session, testType: 3, testId: DEMO_TESTS.lockedMock,
    } });
    expect((await getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId, testType: 3, testId: DEMO_TESTS.lockedMock })).body.obj.testSession).toBe(session);
    expect((await getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId, testType: 3, testId: DEMO_TESTS.sectionedMock })).body)
      .toEqual({ responseTxt: 'no_running_test', message: 'No running test', obj: null });

    const { body } = await getJson(s, demo, '/testdetailexisting', { testSession: session, templateId: JEE.templateId });
    const resumed = parsedTest(body);
    expect(resumed).toMatchObject({ testSession: session, remainingTime: 600, lastQuestionIndex: 9, testId: DEMO_TESTS.lockedMock });
    expect(resumed.questionSet.map((q) => q.questionId)).toEqual(test.questionSet.map((q) => q.questionId));
    expect(resumed.questionSet[0]).toMatchObject({ studentResponse: answers.get(q0.questionId), timeSpent: 12, correctResponse: '' });
    expect(resumed.questionSet[1].studentResponse).toBe(answers.get(q1.questionId));
    expect(initialStatus(resumed.questionSet[0].backgroundImg)).toBe('attempted');
    expect(initialStatus(resumed.questionSet[2].backgroundImg)).toBe('not_attempted');
  });

  it('finds the running adaptive session with testMode=adaptive (of a topic with testId); saved tests and adaptive sessions stay apart', async () => {
    const running = (params: Record<string, string | number> = {}) =>
      getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId, testMode: 'adaptive', ...params });
    const NONE = { responseTxt: 'no_running_test', message: 'No running test', obj: null };
    expect((await running()).body).toEqual(NONE);
    const create = async (topicId: number) =>
      (await getJson(s, demo, '/adaptive-create-test', { templateId: JEE.templateId, courseId: JEE.courseId, topicId })).body.obj.testSession as string;
    const mechanics = await create(2);
    expect((await running()).body).toEqual({ responseTxt: 'success', message: 'Success', obj: {
      testName: 'Mechanics Adaptive Session', testMode: 'adaptive', testSession: mechanics, testType: 1, testId: 2,
    } });
    expect((await running({ testId: 2, testType: 1 })).body.obj.testSession).toBe(mechanics);
    expect((await running({ testMode: 'Adaptive', testId: 2 })).body.obj.testSession).toBe(mechanics);
    expect((await running({ testId: 3 })).body).toEqual(NONE);
    expect((await running({ testType: 3 })).body).toEqual(NONE);
    s.advance(MINUTE);
    const kinematics = await create(3);
    expect((await running()).body.obj).toMatchObject({ testSession: kinematics, testId: 3 });
    expect((await running({ testId: 2 })).body.obj.testSession).toBe(mechanics);
    // the saved-test lookups do not see adaptive sessions, nor the adaptive one saved tests
    expect((await getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId })).body).toEqual(NONE);
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    const saved = await stop(s, demo, test, new Map(), 0, 1500);
    expect((await getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId })).body.obj.testSession).toBe(saved.body.obj.testSession);
    expect((await running()).body.obj.testSession).toBe(kinematics);
    // a finished session is no longer running
    const current = parsedTest((await getJson(s, demo, '/adaptive-testdetails', { testSession: kinematics })).body).questionSet[0];
    await postForm(s, demo, '/app/update-adaptive-test-answer', { testSession: kinematics, questionId: String(current.questionId), studentResponse: '', finishTest: '1' });
    expect((await running({ testId: 3 })).body).toEqual(NONE);
    expect((await running()).body.obj.testSession).toBe(mechanics);
    expect((await getJson(s, demo, '/testcurrentrunning', { templateId: 777, testMode: 'adaptive' })).status).toBe(403);
  });

  it('answers 403 for /testcurrentrunning of a template that is not the student\'s', async () => {
    expect((await getJson(s, demo, '/testcurrentrunning', { templateId: 777 })).status).toBe(403);
  });

  it('updates the one saved attempt on a second save, and the submit completes it', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    const first = await stop(s, demo, test, new Map(), 0, 1500);
    const second = await stop(s, demo, test, new Map(), 3, 1200);
    expect(second.body.obj.testSession).toBe(first.body.obj.testSession);
    const done = await submit(s, demo, test, new Map(), 'after-save');
    expect(done.body.obj.testSession).toBe(first.body.obj.testSession);
    expect((await getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId })).body.responseTxt).toBe('no_running_test');
    expect((await getJson(s, demo, '/testdetailexisting', { testSession: first.body.obj.testSession, templateId: JEE.templateId })).status).toBe(404);
  });

  it('starting the test anew (/testdetails) drops the saved progress', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    await stop(s, demo, test, new Map(), 0, 1500);
    await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    expect((await getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId })).body.responseTxt).toBe('no_running_test');
  });

  it('refuses to save a class test, a question of another test and another student\'s session', async () => {
    const classTest = await loadTest(s, demo, { testId: DEMO_TESTS.classObjective, testType: 4 });
    expect((await stop(s, demo, classTest, new Map(), 0, 100)).status).toBe(400);
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    const stolen = { ...test, questionSet: [...test.questionSet.slice(1), { ...test.questionSet[0], questionId: 999 }] };
    expect((await stop(s, demo, stolen, new Map(), 0, 100)).status).toBe(400);
    const saved = await stop(s, demo, test, new Map(), 0, 100);
    const other = await s.login('new.student');
    const res = await s.get(`/api/testdetailexisting?testSession=${saved.body.obj.testSession}&templateId=${JEE.templateId}`, authHeaders(other));
    expect(res.status).toBe(404);
  });

  it('answers 400 for a testDetail that is not the saved-progress JSON', async () => {
    const { status, body } = await postForm(s, demo, '/teststop', {
      courseId: '101', templateId: '5001', testName: 'x', testType: '3', testId: String(DEMO_TESTS.sectionedMock), testDetail: '{"questions": []}', helpCounter: '0', testMode: 'registered',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('testDetail.test is required');
  });
});

describe('GET /api/app/testresultview and POST /api/updatemarks-test', () => {
  const seededSession = () => String((s.db.prepare('SELECT id FROM attempts WHERE test_status = 2').get() as { id: number }).id);

  it('shows the seeded subjective test awaiting marking with keys, explanations, answers and marks', async () => {
    const { status, body } = await getJson(s, demo, '/app/testresultview', { testSession: `st${seededSession()}` });
    expect(status).toBe(200);
    const test = parsedTest(body);
    expect(test).toMatchObject({ testStatus: 2, testId: DEMO_TESTS.subjectiveTopic, testType: 2 });
    expect(test.questionSet).toHaveLength(4);
    expect(test.questionSet[0].studentResponse).toMatch(/^Using F = ma/);
    expect(test.questionSet[0].explanations).toContain('<p>');
    expect(test.questionSet[0].responseChoice[0].responseText).not.toBe('Part 1');
    expect(test.questionSet[3]).toMatchObject({ studentResponse: '', answerStatus: 'NotAnswer' });
  });

  it('shows an objective review with correct responses and per-question results', async () => {
    const test = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    const [q0, q1] = test.questionSet;
    const { body } = await submit(s, demo, test, new Map([[q0.questionId, answerFor(s, q0, 'right')], [q1.questionId, answerFor(s, q1, 'wrong')]]));
    const review = parsedTest((await getJson(s, demo, '/app/testresultview', { testSession: `mt${body.obj.testSession}` })).body);
    expect(review.testStatus).toBe(1);
    expect(review.questionSet.map((q) => q.answerStatus)).toEqual(['Correct', 'Incorrect', 'NotAnswer', 'NotAnswer', 'NotAnswer']);
    expect(review.questionSet.map((q) => q.marks)).toEqual([1, -0.25, 0, 0, 0]);
    expect(review.questionSet[0].correctResponse).toBe(answerFor(s, q0, 'right'));
    expect(review.questionSet.every((q) => q.explanations !== '')).toBe(true);
  });

  it('stores marks capped at the part-marks sum, and Finish Test ends the marking', async () => {
    const session = seededSession();
    const review = parsedTest((await getJson(s, demo, '/app/testresultview', { testSession: `st${session}` })).body);
    const q = review.questionSet.find((x) => x.responseChoice.length >= 3);
    if (!q) throw new Error('the seeded test has a question with 3 parts');
    const cap = q.responseChoice.reduce((n, c) => n + c.partMarks, 0);
    const form = buildUpdateMarksForm({ testSession: `st${session}`, question: q, marks: '99', ticks: q.responseChoice.map(() => 'yes'), finishTest: false });
    expect(form.marks).toBe(String(cap));
    const res = await postForm(s, demo, '/updatemarks-test', { ...form, marks: '99' });
    expect(res.body).toEqual({ responseTxt: 'success', message: 'Marks updated', obj: { questionId: q.questionId, marks: cap, marksObtained: cap, testStatus: 2 } });
    const after = parsedTest((await getJson(s, demo, '/app/testresultview', { testSession: session })).body);
    expect(after.questionSet.find((x) => x.questionId === q.questionId)).toMatchObject({ marks: cap, answerStatus: q.responseChoice.map(() => 'yes').join(',') });

    const finish = await postForm(s, demo, '/updatemarks-test', { ...form, marks: '1', finishTest: '1' });
    expect(finish.body.obj).toMatchObject({ marks: 1, testStatus: 1 });
    expect(attemptRow(session)).toMatchObject({ test_status: 1, marks_obtained: 1 });
    expect((await postForm(s, demo, '/updatemarks-test', { ...form, marks: '2' })).status).toBe(409);
  });

  it.each([
    [{ marks: 'abc' }, 400, 'marks must be a number'],
    [{ marksoption: 'maybe' }, 400, "marksoption must be 'NotAnswer' or a comma list of yes/no"],
    [{ questionId: '1' }, 404, 'No such question in this test'],
  ])('refuses %p', async (change, status, message) => {
    const session = seededSession();
    const questionId = (s.db.prepare('SELECT question_id FROM attempt_questions WHERE attempt_id = ? LIMIT 1').get(Number(session)) as { question_id: number }).question_id;
    const res = await postForm(s, demo, '/updatemarks-test', { testSession: session, questionId: String(questionId), marks: '1', marksoption: 'yes', finishTest: '0', ...change });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('hides another student\'s result and refuses to mark it', async () => {
    const other = await s.login('new.student');
    expect((await getJson(s, other, '/app/testresultview', { testSession: seededSession() })).status).toBe(404);
    expect((await postForm(s, other, '/updatemarks-test', { testSession: seededSession(), questionId: '1', marks: '1' })).status).toBe(404);
    expect((await getJson(s, demo, '/app/testresultview', { testSession: 'xyz' })).body.message).toBe('testSession must be a test session id');
  });
});
