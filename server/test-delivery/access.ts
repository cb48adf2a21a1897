// Ownership checks shared by the route areas: the student's own course and attempt, and the test session id.
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/reply';
import { typeError } from '../http/validation';
import type { WireCourse } from '../http/wire-types';
import type { Attempt } from '../repositories/attempt-repository';

export const notYourCourse = () => new HttpError(403, 'forbidden', 'This course is not one of your courses');
export const noSuchSession = () => new HttpError(404, 'not_found', 'No such test session');

/** The signed-in student's course with this template, else 403. */
export async function ownCourseByTemplate({ courses }: Pick<AppDeps, 'courses'>, studentId: number, templateId: number): Promise<WireCourse> {
  const course = (await courses.coursesOf(studentId)).find((c) => c.templateId === templateId);
  if (!course) throw notYourCourse();
  return course;
}

/** The signed-in student's course with this id (and template, when given), else 403. */
export async function ownCourse({ courses }: Pick<AppDeps, 'courses'>, studentId: number, courseId: number, templateId?: number): Promise<WireCourse> {
  const course = await courses.courseOf(studentId, courseId);
  if (!course || (templateId !== undefined && course.templateId !== templateId)) throw notYourCourse();
  return course;
}

/** ownCourse without building the course: 403 unless the student is enrolled in the course (of this template, when given). */
export async function checkOwnCourse({ courses }: Pick<AppDeps, 'courses'>, studentId: number, courseId: number, templateId?: number): Promise<void> {
  const template = await courses.templateOf(studentId, courseId);
  if (template === undefined || (templateId !== undefined && template !== templateId)) throw notYourCourse();
}

/**
 * A test session as the app sends it: the attempt id, optionally behind the 2-letter prefix of /testview
 * (st, ls, mt). Parsed to the attempt id.
 */
export const testSession = () =>
  z.string({ error: typeError('text') }).trim()
    .regex(/^([A-Za-z]{2})?\d{1,12}$/, 'must be a test session id')
    .transform((s) => Number(s.replace(/^[A-Za-z]{2}/, '')));

/** The student's attempt with this id, else 404 (another student's attempt is not revealed). */
export async function ownAttempt({ attempts }: Pick<AppDeps, 'attempts'>, studentId: number, id: number): Promise<Attempt> {
  const attempt = await attempts.get(id);
  if (!attempt || attempt.studentId !== studentId) throw noSuchSession();
  return attempt;
}
