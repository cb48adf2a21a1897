// The student's courses and the course switcher.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { reply, validationError } from '../http/reply';
import { formOf, integer } from '../http/validation';

const openedCourseForm = z.object({ openedCourseIndex: integer() });

export function courseRoutes({ auth, courses, students }: AppDeps): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();

  routes.get('/student-selected-courses', auth, async (c) => reply(c, 'success', await courses.coursesOf(c.var.session.studentId)));
  routes.get('/fetchmycourses', auth, async (c) => reply(c, 'success', await courses.coursesOf(c.var.session.studentId)));

  routes.post('/lastopenedcourse', auth, async (c) => {
    const { studentId } = c.var.session;
    const { openedCourseIndex } = await formOf(c, openedCourseForm);
    const count = await courses.countOf(studentId);
    if (openedCourseIndex < 0 || openedCourseIndex >= count) {
      throw validationError(count === 0
        ? 'openedCourseIndex is out of range: the student has no courses'
        : `openedCourseIndex must be between 0 and ${count - 1}`);
    }
    await students.setOpenedCourse(studentId, openedCourseIndex);
    return reply(c, 'success', null);
  });

  return routes;
}
