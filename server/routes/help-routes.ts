// Help during a test (the help modal): the AI answer (/app/studentpanel/openai), study material for the
// question's topic (helpcontent) and a query to the teacher (/teacher-support-question).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { NO_SUCH_TOPIC } from '../http/messages';
import { HttpError, reply } from '../http/reply';
import { formOf, integer, queryOf, text } from '../http/validation';
import { ownCourseByTemplate } from '../test-delivery/access';
import { optionalInteger } from '../test-delivery/wire-inputs';

export const AI_NO_SOLUTION = 'Our AI could not find solution for some reason. Try after sometime';
export const TEACHER_QUERY_SENT = 'Your Query Sent to Teacher Successfully!';

const solutionQuery = z.object({ questionId: integer(), itemId: optionalInteger() });
const helpQuery = z.object({
  templateId: integer(),
  topicId: integer(),
  searchQuery: z.string().trim().max(300).optional(),
  searchFlag: z.string().trim().max(50).optional(),
});
const supportForm = z.object({
  questionId: integer(),
  feedback: text(2000),
  courseName: z.string().trim().max(200).optional(),
});

export function helpRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, db, bank, solutions, now } = deps;
  const routes = new Hono<AuthEnv>();
  const insertSupport = db.prepare<[number, number, string, string, number]>(
    'INSERT INTO support_questions (student_id, question_id, feedback, course_name, created_at) VALUES (?, ?, ?, ?, ?)');

  routes.get('/app/studentpanel/openai', auth, async (c) => {
    const q = queryOf(c, solutionQuery);
    const solution = await solutions.solve({ questionId: q.questionId, ...(q.itemId !== undefined ? { itemId: q.itemId } : {}) });
    if (!solution) throw new HttpError(404, 'no_solution', AI_NO_SOLUTION);
    return reply(c, 'success', { solution });
  });

  /** Study material for a topic: a worked example per topic under it (as Content items). */
  routes.get('/helpcontent', auth, (c) => {
    const q = queryOf(c, helpQuery);
    ownCourseByTemplate(deps, c.var.session.studentId, q.templateId);
    if (!bank.inTemplate(q.templateId, q.topicId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
    const byTopic = new Map<number, string>();
    for (const question of bank.questionsUnder(q.topicId)) if (!byTopic.has(question.topicId)) byTopic.set(question.topicId, question.solution);
    const list = [...byTopic].map(([topicId, solution]) => ({
      id: topicId,
      contentTitle: `${bank.topic(topicId)?.name ?? 'Topic'}: worked example`,
      contentType: 'Text',
      contentUrl: '',
      language: 'English',
      description: `<h2>Worked example</h2>${solution}`,
      links: [{ tag: 'h2', id: 'worked-example', title: 'Worked example' }],
    }));
    return reply(c, 'success', list);
  });

  routes.post('/teacher-support-question', auth, async (c) => {
    const form = await formOf(c, supportForm);
    if (!bank.question(form.questionId)) throw new HttpError(404, 'not_found', 'No such question');
    insertSupport.run(c.var.session.studentId, form.questionId, form.feedback, form.courseName ?? '', now());
    return reply(c, 'success', null, TEACHER_QUERY_SENT);
  });

  return routes;
}
