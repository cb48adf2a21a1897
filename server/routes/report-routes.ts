// Reports (spec 001 §2 Reports, Learning analytics, Test analytics; §7 /dashboard, /learning-analytics,
// /analytics and the student report list, GET /studentreportlist here). Every figure is computed from the
// stored attempts (server/reports/report-builder.ts over domain/analytics); docs/api.md "Reports".
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { envelope, HttpError, reply } from '../http/reply';
import { integer, queryOf } from '../http/validation';
import { dashboard, learningAnalytics, markedQuestion, reportRow, testAnalytics } from '../reports/report-builder';
import { ReportStore, type ReportAttempt } from '../stores/report-store';

const positive = () => integer().refine((n) => n > 0, 'must be a positive integer');
const testType = () => integer().refine((n) => n >= 1 && n <= 5, 'must be a test type from 1 to 5');
/** The attempt id, optionally behind the 2-letter prefix of /testview (st, ls, mt). */
const testSession = () =>
  z.string({ error: (i) => (i.input === undefined ? 'is required' : 'must be text') }).trim()
    .regex(/^([A-Za-z]{2})?\d{1,12}$/, 'must be a test session id')
    .transform((s) => Number(s.replace(/^[A-Za-z]{2}/, '')));

const courseQuery = z.object({ courseId: positive() });
const listQuery = z.object({ courseId: positive(), testType: testType() });
const sessionQuery = z.object({ testSession: testSession() });

export const NO_DATA = 'no_data';
const NO_DATA_MESSAGE = 'No analytics for this test session';

export function reportRoutes(deps: AppDeps): Hono<AuthEnv> {
  const store = new ReportStore(deps.db);
  const routes = new Hono<AuthEnv>();

  const ownCourse = (studentId: number, courseId: number): void => {
    if (!deps.courses.coursesOf(studentId).some((c) => c.courseId === courseId)) {
      throw new HttpError(403, 'forbidden', 'This course is not one of your courses');
    }
  };
  /** The student's own submitted attempt; anything else (unknown, open, another student's) is no data. */
  const ownAttempt = (studentId: number, id: number): ReportAttempt | undefined => {
    const a = store.attempt(id);
    return a && a.studentId === studentId ? a : undefined;
  };
  const marked = (a: ReportAttempt) => store.questions(a.id).map((q) => markedQuestion(q, store.topicChain(q.topicId)));

  routes.get('/dashboard', deps.auth, (c) => {
    const { courseId } = queryOf(c, courseQuery);
    const studentId = c.var.session.studentId;
    ownCourse(studentId, courseId);
    return reply(c, 'success', dashboard(store.attemptsOf(studentId, courseId)));
  });

  routes.get('/studentreportlist', deps.auth, (c) => {
    const q = queryOf(c, listQuery);
    const studentId = c.var.session.studentId;
    ownCourse(studentId, q.courseId);
    return reply(c, 'success', store.attemptsOf(studentId, q.courseId, q.testType).map(reportRow));
  });

  routes.get('/learning-analytics', deps.auth, (c) => {
    const { testSession: id } = queryOf(c, sessionQuery);
    const a = ownAttempt(c.var.session.studentId, id);
    if (!a) return reply(c, NO_DATA, null, NO_DATA_MESSAGE);
    return reply(c, 'success', learningAnalytics(a, marked(a), store.benchmarkOf(a.courseId)));
  });

  // "the whole data" (spec 001 §7): the analytics fields sit beside responseTxt and message, not in obj.
  routes.get('/analytics', deps.auth, (c) => {
    const { testSession: id } = queryOf(c, sessionQuery);
    const a = ownAttempt(c.var.session.studentId, id);
    if (!a) return c.json(envelope(NO_DATA, NO_DATA_MESSAGE, null));
    const analytics = testAnalytics(a, marked(a), store.sections(a.id), store.cohortOf(a));
    return c.json({ responseTxt: 'success', message: 'Success', ...analytics });
  });

  return routes;
}
