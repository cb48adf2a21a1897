// CourseGateway over HTTP (docs/api.md). Authenticated calls: not made without a signed-in student (unavailable).
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { CourseGateway, TrialCourseRefusal } from '../../application/account/ports';
import type { Notification } from '../../domain/account/notification';
import type { Course } from '../../domain/account/student';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import { callResult, objOf } from '../http/call-result';
import { HttpClient } from '../http/http-client';
import { listOf, replyOf, text } from '../http/reply-schemas';
import { orNull, serverCourseSchema } from './schemas';

// built at their first parse (z.lazy), not when the container chunk runs (../http/reply-schemas.ts, built)
export const notificationSchema = z.lazy(() => z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  body: text,
  createdAt: z.string(),
}) satisfies z.ZodMiniType<Notification, unknown>);

const coursesReply = z.lazy(() => replyOf(listOf(serverCourseSchema)));
const statusReply = z.lazy(() => replyOf(z.unknown()));
/** obj { items }; an obj or items the server leaves out is no notifications. */
const notificationsReply = z.lazy(() => replyOf(z.pipe(
  orNull(z.object({ items: listOf(notificationSchema) })),
  z.transform((obj): Notification[] => obj?.items ?? []),
)));

@injectable()
export class HttpCourseGateway implements CourseGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  fetchMyCourses(): Promise<Result<Course[]>> {
    return objOf(this.http.request('get', '/fetchmycourses', { schema: coursesReply }));
  }

  /** Only a success reply sets the course; any other reply code is a refusal. */
  async setLastOpenedCourse(openedCourseIndex: number): Promise<Result<void>> {
    const r = await callResult(this.http.request('post', '/lastopenedcourse', {
      form: { openedCourseIndex }, required: ['openedCourseIndex'], schema: statusReply,
    }));
    if (!r.ok) return r;
    const { responseTxt, message } = r.value.data;
    return responseTxt === 'success' ? ok(undefined) : err({ kind: 'refused', code: responseTxt, ...(message ? { message } : {}) });
  }

  /** Guest trial: only a success reply enrols (its obj, the courses, is read by the fetch that follows);
   *  CourseAlreadyExists is already_attempted; any other reply code is a refusal with that code. */
  async addGuestCourse(courseId: number): Promise<Result<void, TrialCourseRefusal | CallFailure>> {
    const r = await callResult(this.http.request('post', '/add-course-toguest', {
      form: { courseId }, required: ['courseId'], schema: statusReply,
    }));
    if (!r.ok) return r;
    const { responseTxt, message } = r.value.data;
    if (responseTxt === 'success') return ok(undefined);
    const said = message ? { message } : {};
    if (responseTxt === 'CourseAlreadyExists') return err({ kind: 'refused', code: 'already_attempted', ...said });
    return err({ kind: 'refused', code: responseTxt, ...said });
  }

  /** The notifications, newest first as the server lists them; a malformed one makes the reply a fault. */
  notifications(): Promise<Result<Notification[]>> {
    return objOf(this.http.request('get', '/student-panel-notifications', { schema: notificationsReply }));
  }
}
