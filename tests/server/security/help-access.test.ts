/** @jest-environment node */
// docs/security.md "Help": the AI answer (a worked solution) and the teacher query only for a question of one of the
// student's courses; the AI answer is refused for a question of a mock or class test the student is taking (delivered
// or resumed less than its time + 10 minutes ago, not submitted since); study material never shows the worked
// solution of such a question. Self tests and topic tests are practice: help is allowed there.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { TestData } from '../../../domain/test-engine/test-data';
import { DEMO_TESTS } from '../../../server/db/seed-tests';
import type { WireStudent } from '../../../server/http/wire-types';
import { AI_NO_SOLUTION } from '../../../server/routes/help-routes';
import { HELP_DURING_EXAM } from '../../../server/test-delivery/exam-conditions';
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import { getJson, JEE, loadTest, postForm, stop, submit } from '../delivery-helpers';
import { makeServer, MINUTE, type TestServer } from '../test-server';

let s: TestServer;
let demo: WireStudent;
beforeEach(async () => {
  s = await makeServer();
  demo = await s.login();
});

const ai = (student: WireStudent, questionId: number) => getJson(s, student, '/app/studentpanel/openai', { questionId });
const REFUSED = { status: 403, body: { responseTxt: 'help_not_allowed', message: HELP_DURING_EXAM, obj: null } };
const UNKNOWN = { status: 404, body: { responseTxt: 'no_solution', message: AI_NO_SOLUTION, obj: null } };

/** A question of the bank under a subject (by name), not in `except`. */
const questionOf = (subject: string, except: ReadonlySet<number> = new Set()): number => {
  const rows = s.db.prepare(`WITH RECURSIVE sub(id) AS (SELECT id FROM topics WHERE name = ? AND parent_id IS NULL
      UNION ALL SELECT t.id FROM topics t JOIN sub ON t.parent_id = sub.id)
    SELECT q.id FROM questions q JOIN sub ON q.topic_id = sub.id ORDER BY q.id`).all(subject) as { id: number }[];
  return rows.map((r) => r.id).find((id) => !except.has(id))!;
};
const idsOf = (test: TestData) => new Set(test.questionSet.map((q) => q.questionId));

describe('only for a question of one of the student\'s courses', () => {
  it('answers a question outside the student\'s courses as an unknown one (404), for the AI answer and the teacher query', async () => {
    const viewer = s.db.prepare("SELECT id FROM students WHERE login_id = 'new.student'").get() as { id: number };
    // new.student has the CUET course only, here with Mathematics only (every seeded course offers the three subjects (server/db/seed-study-content.ts); this test's server is its own)
    s.db.prepare("DELETE FROM template_subjects WHERE template_id = 5003 AND topic_id IN (SELECT id FROM topics WHERE name IN ('Physics', 'Chemistry'))").run();
    s.db.prepare(`INSERT INTO enrollments (student_id, course_id, position, validity_id, pack_type_id, pack_type_title, valid_till_date)
                  VALUES (?, 103, 0, 303, 1, 'FREE', '2099-12-31')`).run(viewer.id);
    const other = await s.login('new.student');
    const physics = questionOf('Physics');
    const maths = questionOf('Mathematics');
    expect(await ai(other, physics)).toEqual(UNKNOWN);
    expect(await ai(other, 999_999)).toEqual(UNKNOWN);
    expect((await ai(other, maths)).status).toBe(200);
    expect((await ai(demo, physics)).status).toBe(200);

    expect((await postForm(s, other, '/teacher-support-question', { questionId: String(physics), feedback: 'Why?' }))).toEqual(
      { status: 404, body: { responseTxt: 'not_found', message: 'No such question', obj: null } });
    expect((await postForm(s, other, '/teacher-support-question', { questionId: String(maths), feedback: 'Why?' })).status).toBe(200);
    expect(s.db.prepare('SELECT question_id FROM support_questions WHERE student_id = ?').all(viewer.id)).toEqual([{ question_id: maths }]);
  });
});

describe('no AI answer for a question of a mock or class test being taken', () => {
  it('says so in the words the simulator shows', () => {
    expect(HELP_DURING_EXAM).toBe(SIMULATOR_MESSAGES.aiDuringExam);
  });

  it('refuses it while the mock runs; answers again after the submit', async () => {
    const mock = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest });
    const [inTest] = mock.questionSet;
    expect(await ai(demo, inTest.questionId)).toEqual(REFUSED);
    expect((await ai(demo, questionOf('Chemistry', idsOf(mock)))).status).toBe(200);
    s.advance(1000);
    expect((await submit(s, demo, mock, new Map())).status).toBe(200);
    expect((await ai(demo, inTest.questionId)).status).toBe(200);
  });

  it('refuses it for the test\'s time + 10 minutes after the delivery, then answers (a test left open is over)', async () => {
    const mock = await loadTest(s, demo, { testId: DEMO_TESTS.shortTest }); // 2 minutes
    const id = mock.questionSet[0].questionId;
    s.advance(2 * MINUTE + 10 * MINUTE - 1000);
    expect(await ai(demo, id)).toEqual(REFUSED);
    s.advance(2000);
    expect((await ai(demo, id)).status).toBe(200);
  });

  it('a saved mock stays refused until submitted; a resume days later refuses it again', async () => {
    const mock = await loadTest(s, demo, { testId: DEMO_TESTS.sectionedMock, testType: 3 });
    const id = mock.questionSet[0].questionId;
    const saved = await stop(s, demo, mock, new Map(), 0, 1500);
    expect(await ai(demo, id)).toEqual(REFUSED);
    s.advance(2 * 24 * 60 * MINUTE);
    expect((await ai(demo, id)).status).toBe(200);
    await getJson(s, demo, '/testdetailexisting', { testSession: saved.body.obj.testSession, templateId: JEE.templateId });
    expect(await ai(demo, id)).toEqual(REFUSED);
  });

  it('refuses it during a class test', async () => {
    const classTest = await loadTest(s, demo, { testId: DEMO_TESTS.classObjective, testType: 4 });
    expect(await ai(demo, classTest.questionSet[0].questionId)).toEqual(REFUSED);
  });

  it('allows it during a self test and a topic test (practice)', async () => {
    const self = await loadTest(s, demo, { testType: 1, topicId: 1, totalQuestion: 3 });
    expect((await ai(demo, self.questionSet[0].questionId)).status).toBe(200);
    const topicTestId = (s.db.prepare("SELECT id FROM tests WHERE template_id = 5001 AND test_type = 2 AND exam_type = 'objective' ORDER BY id LIMIT 1").get() as { id: number }).id;
    const topic = await loadTest(s, demo, { testId: topicTestId, testType: 2 });
    expect((await ai(demo, topic.questionSet[0].questionId)).status).toBe(200);
  });

  it('study material leaves out the worked solutions of the running mock\'s questions', async () => {
    const solutionOf = (id: number) => (s.db.prepare('SELECT solution FROM questions WHERE id = ?').get(id) as { solution: string }).solution;
    const material = async () => ((await getJson(s, demo, '/helpcontent', { templateId: JEE.templateId, topicId: 1, searchQuery: 'Physics', searchFlag: 'Topic' })).body.obj as { description: string }[])
      .map((x) => x.description);
    const before = await material();
    const mock = await loadTest(s, demo, { testId: DEMO_TESTS.bigMock, testType: 3 });
    const leaked = (texts: string[]) => [...idsOf(mock)].filter((id) => texts.some((t) => t.includes(solutionOf(id))));
    // without the rule, study material of Physics shows worked solutions of questions in this mock
    expect(leaked(before).length).toBeGreaterThan(0);
    const during = await material();
    expect(leaked(during)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
  });
});
