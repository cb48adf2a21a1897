// CourseGateway over HTTP (docs/api.md). Authenticated calls: not made without a signed-in student (unavailable).
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { CourseGateway } from '../../application/account/ports';
import type { Notification } from '../../domain/account/notification';
import type { Course } from '../../domain/account/student';
import { err, ok, type Result } from '../../domain/shared/result';
import { callResult, objOf } from '../http/call-result';
import { HttpClient } from '../http/http-client';
import { listOf, replyOf, text } from '../http/reply-schemas';
import { orNull, serverCourseSchema } from './schemas';

export const notificationSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  body: text,
  createdAt: z.string(),
}) satisfies z.ZodMiniType<Notification, unknown>;

const coursesReply = replyOf(listOf(serverCourseSchema));
const statusReply = replyOf(z.unknown());
/** obj { items }; an obj or items the server leaves out is no notifications. */
const notificationsReply = replyOf(z.pipe(
  orNull(z.object({ items: listOf(notificationSchema) })),
  z.transform((obj): Notification[] => obj?.items ?? []),
));

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

  /** The notifications, newest first as the server lists them; a malformed one makes the reply a fault. */
  notifications(): Promise<Result<Notification[]>> {
    return objOf(this.http.request('get', '/student-panel-notifications', { schema: notificationsReply }));
  }
}
