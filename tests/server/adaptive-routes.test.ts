/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { BankQuestion } from '../../server/test-delivery/question-bank-types';
import type { WireStudent } from '../../server/http/wire-types';
import { nextLevel, pickQuestion, SESSION_LENGTH, START_LEVEL } from '../../server/test-delivery/adaptive-rule';
import { answerFor, getJson, JEE, parsedTest, postForm } from './delivery-helpers';
import { makeServer, type TestServer } from './test-server';

const q = (id: number, difficulty: number) => ({ id, difficulty }) as BankQuestion;

describe('the adaptive rule', () => {
  it('goes one level harder after a correct answer and one easier after a wrong one, within 1..5', () => {
    expect(nextLevel(3, true)).toBe(4);
    expect(nextLevel(3, false)).toBe(2);
    expect(nextLevel(5, true)).toBe(5);
    expect(nextLevel(1, false)).toBe(1);
  });

  it('picks an unused question at the level, else the nearest level, ties the way the student moves', () => {
    const pool = [q(1, 1), q(2, 2), q(3, 4), q(4, 3), q(5, 5)];
    expect(pickQuestion(pool, new Set(), 3, 1, 7)?.id).toBe(4);
    expect(pickQuestion(pool, new Set([4]), 3, 1, 7)?.id).toBe(3);
    expect(pickQuestion(pool, new Set([4]), 3, -1, 7)?.id).toBe(2);
    expect(pickQuestion(pool, new Set([1, 2, 3, 4, 5]), 3, 1, 7)).toBeNull();
  });
});

let s: TestServer;
let demo: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
});

const KINEMATICS = 3;
const MECHANICS = 2;
const create = (topicId = MECHANICS) => getJson(s, demo, '/adaptive-create-test', { templateId: JEE.templateId, courseId: JEE.courseId, topicId });
const details = async (session: string) => parsedTest((await getJson(s, demo, '/adaptive-testdetails', { testSession: session })).body);
const answer = (session: string, questionId: number, studentResponse: string, extra: Record<string, string> = {}) =>
  postForm(s, demo, '/app/update-adaptive-test-answer', { testSession: session, questionId: String(questionId), studentResponse, help: '0', ...extra });
const difficulty = (questionId: number) => (s.db.prepare('SELECT difficulty FROM questions WHERE id = ?').get(questionId) as { difficulty: number }).difficulty;

describe('adaptive sessions', () => {
  it('runs question by question: harder after a correct answer, easier after a wrong one, ending after the set count', async () => {
    const created = await create();
    expect(created.body).toEqual({ responseTxt: 'success', message: 'Success', obj: { testSession: expect.stringMatching(/^\d+$/) } });
    const session = created.body.obj.testSession;
    let level = START_LEVEL;
    const plan = ['right', 'right', 'wrong', 'right', 'wrong', 'wrong', 'right', 'right', 'wrong', 'right'] as const;
    expect(plan).toHaveLength(SESSION_LENGTH);
    for (const [i, how] of plan.entries()) {
      const test = await details(session);
      expect(test.questionSet).toHaveLength(1);
      const current = test.questionSet[0];
      expect(current).toMatchObject({ correctResponse: '', explanations: '', questionDisplayId: i + 1 });
      expect(difficulty(current.questionId)).toBe(level);
      const res = await answer(session, current.questionId, answerFor(s, current, how));
      expect(res.status).toBe(200);
      expect(res.body.obj).toMatchObject({ answerStatus: how === 'right' ? 'Correct' : 'Incorrect', questionsAnswered: i + 1, finished: i + 1 === SESSION_LENGTH });
      level = nextLevel(level, how === 'right');
      expect(res.body.obj.level).toBe(level);
    }
    const done = await details(session);
    expect(done.testStatus).toBe(1);
    expect(done.questionSet).toHaveLength(SESSION_LENGTH);
    expect(done.questionSet.every((x) => x.correctResponse !== '' && x.explanations !== '')).toBe(true);
    expect(done.questionSet.map((x) => x.answerStatus)).toEqual(plan.map((how) => (how === 'right' ? 'Correct' : 'Incorrect')));
    expect(s.db.prepare('SELECT status, test_status, correct_count, incorrect_count, marks_obtained FROM attempts WHERE id = ?').get(Number(session)))
      .toEqual({ status: 'submitted', test_status: 1, correct_count: 6, incorrect_count: 4, marks_obtained: 5 });
    expect((await answer(session, done.questionSet[0].questionId, 'A')).status).toBe(409);
  });

  it('ends early on finishTest=1 and when the topic runs out of questions', async () => {
    const session = (await create()).body.obj.testSession;
    const first = (await details(session)).questionSet[0];
    expect((await answer(session, first.questionId, '', { finishTest: '1' })).body.obj).toMatchObject({ finished: true, answerStatus: 'NotAnswer' });

    const small = (await create(KINEMATICS)).body.obj.testSession;
    const objective = (s.db.prepare("SELECT COUNT(*) AS n FROM questions WHERE topic_id = ? AND question_type NOT LIKE 'Subjective%'").get(KINEMATICS) as { n: number }).n;
    let finished = false;
    let answered = 0;
    while (!finished) {
      const current = (await details(small)).questionSet[0];
      finished = (await answer(small, current.questionId, 'A')).body.obj.finished;
      answered++;
    }
    expect(answered).toBe(Math.min(SESSION_LENGTH, objective));
  });

  it('refuses an answer to a question that is not the current one, and another student\'s session', async () => {
    const session = (await create()).body.obj.testSession;
    const current = (await details(session)).questionSet[0];
    const res = await answer(session, current.questionId + 1, 'A');
    expect(res).toEqual({ status: 409, body: { responseTxt: 'not_current', message: 'questionId is not the current question of this session', obj: null } });
    const other = await s.login('new.student');
    expect((await getJson(s, other, '/adaptive-testdetails', { testSession: session })).status).toBe(404);
    expect((await getJson(s, other, '/adaptive-create-test', { templateId: JEE.templateId, courseId: JEE.courseId, topicId: MECHANICS })).status).toBe(403);
  });

  it('Start New: creating a session ends the running sessions of the same topic (abandoned), not those of other topics or finished ones', async () => {
    const statusOf = (session: string) => (s.db.prepare('SELECT status FROM attempts WHERE id = ?').get(Number(session)) as { status: string }).status;
    const finished = (await create()).body.obj.testSession;
    const current = (await details(finished)).questionSet[0];
    await answer(finished, current.questionId, '', { finishTest: '1' });
    const old = (await create()).body.obj.testSession;
    const otherTopic = (await create(KINEMATICS)).body.obj.testSession;
    const fresh = (await create()).body.obj.testSession;
    expect(new Set([finished, old, otherTopic, fresh]).size).toBe(4);
    expect([statusOf(finished), statusOf(old), statusOf(otherTopic), statusOf(fresh)]).toEqual(['submitted', 'abandoned', 'adaptive', 'adaptive']);
    const first = (await details(old)).questionSet[0];
    expect((await answer(old, first.questionId, 'A')).body.responseTxt).toBe('session_finished');
    const running = await getJson(s, demo, '/testcurrentrunning', { templateId: JEE.templateId, testMode: 'adaptive', testId: MECHANICS });
    expect(running.body.obj.testSession).toBe(fresh);
  });

  it('validates the create query: course and template must match, the topic must be in the course', async () => {
    expect((await getJson(s, demo, '/adaptive-create-test', { templateId: 5003, courseId: JEE.courseId, topicId: MECHANICS })).status).toBe(403);
    // a topic of a subject the course's template does not offer (whatever the seed gives template 5003)
    s.db.prepare('DELETE FROM template_subjects WHERE template_id = 5003 AND topic_id = 1').run();
    expect((await getJson(s, demo, '/adaptive-create-test', { templateId: 5003, courseId: 103, topicId: MECHANICS })).status).toBe(404);
    expect((await getJson(s, demo, '/adaptive-create-test', { templateId: JEE.templateId, courseId: JEE.courseId, topicId: 99_999 })).status).toBe(404);
    expect((await getJson(s, demo, '/adaptive-create-test', { templateId: JEE.templateId, courseId: JEE.courseId })).body.message).toBe('topicId is required');
  });
});
