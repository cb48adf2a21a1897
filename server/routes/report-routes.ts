// Reports, Learning analytics and Test analytics: /dashboard, /learning-analytics, /analytics and the
// student report list (GET /reportanalytics, and its older name GET /studentreportlist). Every figure is computed from the stored attempts
// (server/reports/report-builder.ts over domain/reports); docs/api.md "Reports".
import { Hono } from 'hono';
import { z } from 'zod';
import type { MarkedQuestion } from '../../domain/reports/attempt-summary';
import { LAST_TESTS } from '../../domain/reports/overview';
import { isTestType, TEST_TYPE } from '../../domain/shared/test-type';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { envelope, reply, sendJson } from '../http/reply';
import { integer, optional, queryOf } from '../http/validation';
import { dashboard, learningAnalytics, markedQuestion, reportRow, testAnalytics } from '../reports/report-builder';
import type { ReportAttempt } from '../repositories/report-repository';
import { ownCourse, testSession } from '../test-delivery/access';

const positive = () => integer().refine((n) => n > 0, 'must be a positive integer');
const testType = () => integer().refine(isTestType, 'must be a test type from 1 to 5');

const courseQuery = z.object({ courseId: positive() });
const listQuery = z.object({ courseId: positive(), testType: testType() });
const analyticsListQuery = z.object({
  panel: z.literal('student', { error: (issue) => (issue.input === undefined ? 'is required' : 'must be student') }),
  courseId: positive(),
  testType: optional(testType()),
});
const sessionQuery = z.object({ testSession: testSession() });

export const NO_DATA = 'no_data';
/**
 * The report list of a test type shows the newest 1000 attempts (docs/security.md "Analytics cost"): one student's
 * thousands of attempts must not make each list request hold the server for long (16.5k rows took 185 ms).
 */
export const REPORT_LIST_MAX = 1000;
const NO_DATA_MESSAGE = 'No analytics for this test session';

export function reportRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { reports } = deps;
  const routes = new Hono<AuthEnv>();

  /** The student's own submitted attempt; anything else (unknown, open, another student's) is no data. */
  const ownAttempt = async (studentId: number, id: number): Promise<ReportAttempt | undefined> => {
    const a = await reports.attempt(id);
    return a && a.studentId === studentId ? a : undefined;
  };
  const marked = async (a: ReportAttempt) => {
    const questions = await reports.questions(a.id);
    // one after another: the first reads the topic tree, the others find it kept
    const rows: MarkedQuestion[] = [];
    for (const q of questions) rows.push(markedQuestion(q, await reports.topicChain(q.topicId)));
    return rows;
  };

  routes.get('/dashboard', deps.auth, async (c) => {
    const { courseId } = queryOf(c, courseQuery);
    const studentId = c.var.session.studentId;
    await ownCourse(deps, studentId, courseId);
    // the overview charts show the last LAST_TESTS marked attempts of each type: read only those
    const latest: ReportAttempt[] = [];
    for (const t of Object.values(TEST_TYPE)) latest.push(...await reports.markedAttemptsOf(studentId, courseId, t, LAST_TESTS));
    return reply(c, 'success', dashboard(latest));
  });

  /** The report rows of one test type, or of every type (at most REPORT_LIST_MAX each), newest first. */
  const reportList = async (studentId: number, courseId: number, type: number | undefined) => {
    await ownCourse(deps, studentId, courseId);
    const types = type === undefined ? Object.values(TEST_TYPE) : [type];
    // one type after another: a request holds one pooled connection at a time
    const rows: ReportAttempt[] = [];
    for (const t of types) rows.push(...await reports.attemptsOf(studentId, courseId, t, REPORT_LIST_MAX));
    return rows
      .sort((a, b) => b.submittedAt - a.submittedAt || b.id - a.id)
      .map(reportRow);
  };

  routes.get('/reportanalytics', deps.auth, async (c) => {
    const q = queryOf(c, analyticsListQuery);
    return reply(c, 'success', await reportList(c.var.session.studentId, q.courseId, q.testType));
  });

  // the older name of the list of one type
  routes.get('/studentreportlist', deps.auth, async (c) => {
    const q = queryOf(c, listQuery);
    return reply(c, 'success', await reportList(c.var.session.studentId, q.courseId, q.testType));
  });

  routes.get('/learning-analytics', deps.auth, async (c) => {
    const { testSession: id } = queryOf(c, sessionQuery);
    const a = await ownAttempt(c.var.session.studentId, id);
    if (!a) return reply(c, NO_DATA, null, NO_DATA_MESSAGE);
    return reply(c, 'success', learningAnalytics(a, await marked(a), await reports.benchmarkOf(a.courseId)));
  });

  // "the whole data": the analytics fields sit beside responseTxt and message, not in obj.
  routes.get('/analytics', deps.auth, async (c) => {
    const { testSession: id } = queryOf(c, sessionQuery);
    const a = await ownAttempt(c.var.session.studentId, id);
    if (!a) return c.json(envelope(NO_DATA, NO_DATA_MESSAGE, null));
    const analytics = testAnalytics(a, await marked(a), await reports.sections(a.id), await reports.cohortOf(a));
    return sendJson(c, { responseTxt: 'success', message: 'Success', ...analytics });
  });

  return routes;
}
