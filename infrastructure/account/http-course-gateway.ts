// CourseGateway over HTTP (spec 000 §7, docs/api.md). Authenticated calls: skipped without loginId/token.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { CourseGateway, Notifications } from '../../application/account/ports';
import type { Course } from '../../domain/account/student';
import { HttpClient } from '../http/http-client';
import { envelope, orNull, serverCourseSchema } from './schemas';

const coursesReply = envelope(z.pipe(z.nullish(z.array(serverCourseSchema)), z.transform((v) => v ?? [])));
const statusReply = envelope(z.unknown());
const notificationsReply = envelope(orNull(z.record(z.string(), z.unknown())));

@injectable()
export class HttpCourseGateway implements CourseGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async fetchMyCourses(): Promise<Course[]> {
    return (await this.http.request('get', '/fetchmycourses', { schema: coursesReply })).data.obj;
  }

  async setLastOpenedCourse(openedCourseIndex: number): Promise<boolean> {
    const reply = await this.http.request('post', '/lastopenedcourse', { form: { openedCourseIndex }, required: ['openedCourseIndex'], schema: statusReply });
    return reply.data.responseTxt === 'success';
  }

  async notifications(): Promise<Notifications> {
    return (await this.http.request('get', '/student-panel-notifications', { schema: notificationsReply })).data.obj;
  }
}
