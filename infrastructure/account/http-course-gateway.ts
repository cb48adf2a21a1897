// CourseGateway over HTTP (docs/api.md). Authenticated calls: not made without a signed-in student (unavailable).
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { CourseGateway, Notifications } from '../../application/account/ports';
import type { Course } from '../../domain/account/student';
import { err, ok, type Result } from '../../domain/shared/result';
import { callResult, objOf } from '../http/call-result';
import { HttpClient } from '../http/http-client';
import { listOf, replyOf } from '../http/reply-schemas';
import { orNull, serverCourseSchema } from './schemas';

const coursesReply = replyOf(listOf(serverCourseSchema));
const statusReply = replyOf(z.unknown());
const notificationsReply = replyOf(orNull(z.record(z.string(), z.unknown())));

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

  /** null when the reply has none */
  notifications(): Promise<Result<Notifications>> {
    return objOf(this.http.request('get', '/student-panel-notifications', { schema: notificationsReply }));
  }
}
