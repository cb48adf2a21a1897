/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createApp } from '../../server/app';
import { sqliteDatabase } from '../../server/db/connect';
import type { SolutionProvider } from '../../server/help/solution-provider';
import type { WireStudent } from '../../server/http/wire-types';
import { AI_NO_SOLUTION, TEACHER_QUERY_SENT } from '../../server/routes/help-routes';
import { CUET, getJson, JEE, postForm } from './delivery-helpers';
import { authHeaders, makeServer, seededDatabase, SEED_TIME, type TestServer } from './test-server';

let s: TestServer;
let demo: WireStudent;
beforeAll(async () => {
  s = await makeServer();
  demo = await s.login();
});

describe('GET /api/app/studentpanel/openai', () => {
  it('answers with the stored worked solution of the question', async () => {
    const { status, body } = await getJson(s, demo, '/app/studentpanel/openai', { questionId: 1, itemId: 10001 });
    expect(status).toBe(200);
    expect(body.obj.solution).toMatch(/^<p><strong>Given:<\/strong>/);
    expect(body.obj.solution).toContain('<strong>Answer:</strong>');
  });

  it('gives the spec\'s AI failure text for an unknown question or a mismatched item', async () => {
    expect(await getJson(s, demo, '/app/studentpanel/openai', { questionId: 999999 })).toEqual({ status: 404, body: { responseTxt: 'no_solution', message: AI_NO_SOLUTION, obj: null } });
    expect((await getJson(s, demo, '/app/studentpanel/openai', { questionId: 1, itemId: 10002 })).status).toBe(404);
    expect((await getJson(s, demo, '/app/studentpanel/openai', {})).body.message).toBe('questionId is required');
  });

  it('asks the SolutionProvider it is given (a real model can be plugged in)', async () => {
    const asked: number[] = [];
    const model: SolutionProvider = { solve: async ({ questionId }) => { asked.push(questionId); return `<p>model answer ${questionId}</p>`; } };
    const db = sqliteDatabase(await seededDatabase());
    const app = createApp({ db, mode: 'demo', now: () => SEED_TIME + 1000, log: () => undefined, solutions: model });
    const login = await app.request('/api/app/login', { method: 'POST', body: new URLSearchParams({ userId: 'demo.student', password: 'Demo@1234' }) });
    const student = (await login.json()).obj as WireStudent;
    const res = await app.request('/api/app/studentpanel/openai?questionId=7', { headers: authHeaders(student) });
    expect((await res.json()).obj).toEqual({ solution: '<p>model answer 7</p>' });
    expect(asked).toEqual([7]);
    await db.close();
  });
});

describe('GET /api/helpcontent', () => {
  it('lists a Text study item per topic under the question\'s topic', async () => {
    const { status, body } = await getJson(s, demo, '/helpcontent', { templateId: JEE.templateId, topicId: 2, searchQuery: 'Mechanics', searchFlag: 'Topic' });
    expect(status).toBe(200);
    expect(body.obj.map((x: { contentTitle: string }) => x.contentTitle)).toEqual([
      'Kinematics: worked example', 'Laws of Motion: worked example', 'Work, Energy and Power: worked example', 'Gravitation: worked example',
    ]);
    expect(body.obj[0]).toMatchObject({ contentType: 'Text', language: 'English', description: expect.stringContaining('<h2>Worked example</h2>') });
  });

  it('answers 404 for a topic outside the course', async () => {
    // every seeded course offers the three subjects (server/db/seed-study-content.ts): for this check the CUET course has no Physics (topic 1, Mechanics 2 under it), then gets it back
    const position = (s.db.prepare('SELECT position FROM template_subjects WHERE template_id = ? AND topic_id = 1').get(CUET.templateId) as { position: number }).position;
    s.db.prepare('DELETE FROM template_subjects WHERE template_id = ? AND topic_id = 1').run(CUET.templateId);
    try {
      expect((await getJson(s, demo, '/helpcontent', { templateId: CUET.templateId, topicId: 2 })).status).toBe(404);
    } finally {
      s.db.prepare('INSERT INTO template_subjects (template_id, topic_id, position) VALUES (?, 1, ?)').run(CUET.templateId, position);
    }
  });
});

describe('POST /api/teacher-support-question', () => {
  it('stores the query and answers with the spec\'s success text', async () => {
    const res = await postForm(s, demo, '/teacher-support-question', { questionId: '5', feedback: 'Why is option B wrong?', courseName: 'JEE Main Complete Course' });
    expect(res).toEqual({ status: 200, body: { responseTxt: 'success', message: TEACHER_QUERY_SENT, obj: null } });
    expect(s.db.prepare('SELECT question_id, feedback, course_name FROM support_questions WHERE student_id = ?').all(demo.studentId))
      .toEqual([{ question_id: 5, feedback: 'Why is option B wrong?', course_name: 'JEE Main Complete Course' }]);
  });

  it('refuses a blank query and an unknown question', async () => {
    expect((await postForm(s, demo, '/teacher-support-question', { questionId: '5', feedback: '   ' })).body.message).toBe('feedback must not be empty');
    expect((await postForm(s, demo, '/teacher-support-question', { questionId: '999999', feedback: 'Help' })).status).toBe(404);
  });
});
