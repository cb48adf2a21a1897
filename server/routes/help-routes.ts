// Help during a test (the help modal): the AI answer (/app/studentpanel/openai), study material for the
// question's topic (helpcontent) and a query to the teacher (/teacher-support-question).
// docs/security.md "Help": a question is answered only for a student who has its course, and the AI answer (a
// worked solution) is refused for a question of a mock or class test the student is taking right now.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { NO_SUCH_TOPIC } from '../http/messages';
import { HttpError, reply } from '../http/reply';
import { formOf, integer, queryOf, text } from '../http/validation';
import { ownCourseByTemplate } from '../test-delivery/access';
import { HELP_DURING_EXAM, questionsUnderExam } from '../test-delivery/exam-conditions';
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
  const { auth, db, bank, courses, solutions, now } = deps;
  const routes = new Hono<AuthEnv>();
  /** Whether the question is in the bank under a subject of one of the student's courses. */
  const inOwnCourse = async (studentId: number, questionId: number): Promise<boolean> => {
    const question = await bank.question(questionId);
    if (!question) return false;
    for (const course of await courses.coursesOf(studentId)) if (await bank.inTemplate(course.templateId, question.topicId)) return true;
    return false;
  };

  routes.get('/app/studentpanel/openai', auth, async (c) => {
    const q = queryOf(c, solutionQuery);
    const { studentId } = c.var.session;
    // a question outside the student's courses gets the reply of an unknown one: its existence is not revealed
    if (!await inOwnCourse(studentId, q.questionId)) throw new HttpError(404, 'no_solution', AI_NO_SOLUTION);
    if ((await questionsUnderExam(deps, studentId, now())).has(q.questionId)) throw new HttpError(403, 'help_not_allowed', HELP_DURING_EXAM);
    const solution = await solutions.solve({ questionId: q.questionId, ...(q.itemId !== undefined ? { itemId: q.itemId } : {}) });
    if (!solution) throw new HttpError(404, 'no_solution', AI_NO_SOLUTION);
    return reply(c, 'success', { solution });
  });

  /** Study material for a topic: a worked example per topic under it (as Content items). */
  routes.get('/helpcontent', auth, async (c) => {
    const q = queryOf(c, helpQuery);
    await ownCourseByTemplate(deps, c.var.session.studentId, q.templateId);
    if (!await bank.inTemplate(q.templateId, q.topicId)) throw new HttpError(404, 'not_found', NO_SUCH_TOPIC);
    // the worked example of a topic is a question's solution: never one of a mock or class test being taken
    const underExam = await questionsUnderExam(deps, c.var.session.studentId, now());
    const byTopic = new Map<number, string>();
    for (const question of await bank.questionsUnder(q.topicId)) {
      if (!byTopic.has(question.topicId) && !underExam.has(question.id)) byTopic.set(question.topicId, question.solution);
    }
    const names = new Map<number, string | undefined>();
    for (const topicId of byTopic.keys()) names.set(topicId, (await bank.topic(topicId))?.name);
    const list = [...byTopic].map(([topicId, solution]) => ({
      id: topicId,
      contentTitle: `${names.get(topicId) ?? 'Topic'}: worked example`,
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
    if (!await inOwnCourse(c.var.session.studentId, form.questionId)) throw new HttpError(404, 'not_found', 'No such question');
    await db.q().insertInto('support_questions').values({
      student_id: c.var.session.studentId, question_id: form.questionId, feedback: form.feedback, course_name: form.courseName ?? '', created_at: now(),
    }).execute();
    return reply(c, 'success', null, TEACHER_QUERY_SENT);
  });

  return routes;
}
