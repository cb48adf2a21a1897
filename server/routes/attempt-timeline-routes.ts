// GET /app/attempt-timeline (docs/attempt-timeline.md "Wire: the timeline"): a submitted attempt's event log as the
// submit carried it, its answer key and the cohort's strategy figures, for the ATTEMPT TIMELINE tab. The student's own
// attempt only (another student's is the same 404 as an unknown one), submitted only (the key is never sent before).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { HttpError, reply } from '../http/reply';
import { queryOf } from '../http/validation';
import { MINUTE, type Rule } from '../security/throttle';
import { ownAttempt, testSession } from '../test-delivery/access';
import { answerKeyOf } from '../test-delivery/strategy-figures';

export const ATTEMPT_TIMELINE_PATH = '/app/attempt-timeline';
/**
 * Timelines read per student (docs/security.md): the reply decompresses and parses the stored log (up to 16 MiB, 50,000
 * events) every time. A student opens the tab of one attempt, perhaps switches between a few: 60 a minute is far above
 * that and bounds what one account makes the server decompress. Every call counts, refused ones too.
 */
export const TIMELINES_PER_MINUTE: Rule = { bucket: 'attempt-timeline-student-minute', limit: 60, windowMs: MINUTE };
export const TOO_MANY_TIMELINES = 'You have opened too many attempt timelines in a short time';
const NOT_SUBMITTED = 'This test has not been submitted';

const sessionQuery = z.object({ testSession: testSession() });

export function attemptTimelineRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, attempts, attemptLogs, bank, throttle, now } = deps;
  const routes = new Hono<AuthEnv>();

  routes.get(ATTEMPT_TIMELINE_PATH, auth, async (c) => {
    const { studentId } = c.var.session;
    await throttle.limit([TIMELINES_PER_MINUTE], String(studentId), now(), TOO_MANY_TIMELINES);
    const { testSession: id } = queryOf(c, sessionQuery);
    const attempt = await ownAttempt(deps, studentId, id);
    if (attempt.status !== 'submitted') throw new HttpError(404, 'not_found', NOT_SUBMITTED);
    const logStatus = await attemptLogs.status(attempt.id) ?? 'none';
    // the events as submitted (the app upcasts them); none unless the log was kept
    const events = logStatus === 'stored' ? (await attemptLogs.logOf(attempt.id))?.events ?? [] : [];
    // one entry per question of the attempt: the bank's key, the stored result and marks
    const rows = await attempts.questions(attempt.id);
    const questions = await bank.questions(rows.map((r) => r.questionId));
    const keys = new Map(rows.map((r, i) => [r.questionId, questions[i]?.correctResponse ?? '']));
    const key = answerKeyOf(rows, (questionId) => keys.get(questionId) ?? '');
    const cohort = await attemptLogs.cohortOf(attempt.testType, attempt.testId, studentId);
    // personal data: never kept by a cache (every API reply says so too, server/app.ts)
    c.header('Cache-Control', 'no-store');
    return reply(c, 'success', { testSession: String(attempt.id), logStatus, events, key, cohort });
  });

  return routes;
}
