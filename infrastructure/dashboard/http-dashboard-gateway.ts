// DashboardGateway over the shared HTTP client (docs/api.md "Dashboard, profile, shared modals and media"). Every call
// is authenticated and not made without a signed-in student or the ids it needs (unavailable); an id that is not the
// student's is 403 forbidden (a refusal). Every reply is validated with zod/mini: a malformed one is a fault.
// zod/mini: this module loads with the dashboard's lazy chunk.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { DashboardGateway } from '../../application/dashboard/ports';
import type { ActivityMonth, DayTest, ScheduledClass } from '../../domain/dashboard/activity';
import type { Result } from '../../domain/shared/result';
import { callResult, objOf } from '../http/call-result';
import { HttpClient } from '../http/http-client';
import { listOf, replyOf, sessionId, text } from '../http/reply-schemas';

const count = z.number().check(z.int(), z.gte(0));
const year = z.number().check(z.int(), z.gte(1900), z.lte(9999));

export const activityMonthSchema = z.object({
  month: z.string(),
  days: listOf(z.object({ date: z.string(), count })),
}) satisfies z.ZodMiniType<ActivityMonth, unknown>;

export const dayTestSchema = z.object({
  testTitle: text,
  testType: count,
  testMode: text,
  totalQuestions: count,
  correctCount: count,
  incorrectCount: count,
  notAnsweredCount: count,
  testSession: sessionId,
}) satisfies z.ZodMiniType<DayTest, unknown>;

export const scheduledClassSchema = z.object({
  topicTitle: text,
  classDateName: text,
  subject: text,
  className: text,
  schoolName: text,
  teacherName: text,
}) satisfies z.ZodMiniType<ScheduledClass, unknown>;

/** 'Classes not found' (responseTxt no_data) is no classes, whatever obj says. */
export const NO_CLASSES = 'Classes not found';

const yearsReply = replyOf(listOf(year));
const activityReply = replyOf(listOf(activityMonthSchema));
const dayReply = replyOf(listOf(dayTestSchema));
const weekClassesReply = z.union([
  z.pipe(
    z.object({ responseTxt: z.literal('no_data') }),
    z.transform((): ScheduledClass[] => []),
  ),
  z.pipe(
    z.object({ responseTxt: z.string(), message: z.literal(NO_CLASSES) }),
    z.transform((): ScheduledClass[] => []),
  ),
  z.pipe(
    z.object({ responseTxt: z.literal('success'), obj: listOf(scheduledClassSchema) }),
    z.transform((r): ScheduledClass[] => r.obj),
  ),
]);

@injectable()
export class HttpDashboardGateway implements DashboardGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  activityYears(studentId: number, courseId: number): Promise<Result<number[]>> {
    const query = { studentId, courseId };
    return objOf(this.http.request('get', '/get-activity-years', { query, required: ['studentId', 'courseId'], schema: yearsReply }));
  }

  activity(studentId: number, courseId: number, year?: number): Promise<Result<ActivityMonth[]>> {
    const query = { studentId, courseId, year };
    return objOf(this.http.request('get', '/get-activity', { query, required: ['studentId', 'courseId'], schema: activityReply }));
  }

  activityByDay(studentId: number, courseId: number, date: string): Promise<Result<DayTest[]>> {
    const query = { studentId, courseId, date };
    return objOf(this.http.request('get', '/get-activity-by-day', { query, required: ['studentId', 'courseId', 'date'], schema: dayReply }));
  }

  weekClasses(classId: number): Promise<Result<ScheduledClass[]>> {
    const query = { classId };
    return callResult(this.http.request('get', '/get-week-classes', { query, required: ['classId'], schema: weekClassesReply }).then((r) => r.data));
  }
}
