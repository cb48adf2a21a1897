// The shared modals and the support card (docs/api.md "Dashboard, profile, shared modals and media"): feedback,
// course ratings, teacher invites and support tickets. Each is stored for the signed-in student, within a daily limit
// (security/dashboard-limits.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { forbidden, reply, validationError } from '../http/reply';
import { formOf, integer, optionalText, positiveId, text } from '../http/validation';
import {
  FEEDBACK_PER_STUDENT, INVITES_PER_STUDENT, RATINGS_PER_STUDENT, TICKETS_PER_STUDENT,
  TOO_MANY_FEEDBACK, TOO_MANY_INVITES, TOO_MANY_RATINGS, TOO_MANY_TICKETS,
} from '../security/dashboard-limits';
import type { Rule } from '../security/throttle';
import { ownCourse } from '../test-delivery/access';

export const ALREADY_RATED = 'You have already rated this course.';

const feedbackForm = z.object({ type: text(100), subject: text(200), details: optionalText(2000) });
const ratingForm = z.object({
  courseId: positiveId(),
  courseName: optionalText(200),
  rating: integer().refine((n) => n >= 1 && n <= 5, 'must be from 1 to 5'),
  remarks: text(2000),
});
/** A field with one allowed value. */
const only = (value: string) => z.literal(value, { error: (issue) => (issue.input === undefined ? 'is required' : `must be ${value}`) });

const inviteForm = z.object({
  invitedTo: only('Teacher'),
  invitedToUserId: text(100),
  actionById: text(100),
});
const ticketForm = z.object({
  type: only('Other'),
  subject: text(200),
  details: optionalText(2000),
});

export function supportRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { auth, support, students, throttle, now } = deps;
  const routes = new Hono<AuthEnv>();
  /** One more for the student under the rules, else 429. */
  const count = (rules: readonly Rule[], studentId: number, what: string) => throttle.limit(rules, String(studentId), now(), what);

  routes.get('/feedbacktypes', auth, async (c) => reply(c, 'success', (await support.feedbackTypes()).map(({ title }) => ({ title }))));

  routes.post('/student-feedback', auth, async (c) => {
    const { studentId } = c.var.session;
    const form = await formOf(c, feedbackForm);
    const types = await support.feedbackTypes();
    const type = types.find((t) => t.title === form.type);
    if (!type) throw validationError(`type must be one of ${types.map((t) => t.title).join(', ')}`);
    await count(FEEDBACK_PER_STUDENT, studentId, TOO_MANY_FEEDBACK);
    await support.addFeedback({ studentId, typeId: type.id, subject: form.subject, details: form.details, createdAt: now() });
    return reply(c, 'success', null, 'Feedback saved');
  });

  routes.post('/rating-create', auth, async (c) => {
    const { studentId } = c.var.session;
    const form = await formOf(c, ratingForm);
    await ownCourse(deps, studentId, form.courseId);
    await count(RATINGS_PER_STUDENT, studentId, TOO_MANY_RATINGS);
    const outcome = await support.addRating({ studentId, ...form, createdAt: now() });
    return outcome === 'given' ? reply(c, 'given', null, ALREADY_RATED) : reply(c, 'success', null, 'Rating saved');
  });

  routes.post('/student-invite', auth, async (c) => {
    const { studentId, loginId } = c.var.session;
    const form = await formOf(c, inviteForm);
    if (form.actionById !== loginId) throw forbidden('actionById must be your own user id');
    await count(INVITES_PER_STUDENT, studentId, TOO_MANY_INVITES);
    await support.addInvite({ studentId, ...form, createdAt: now() });
    return reply(c, 'success', null, 'Invitation saved');
  });

  routes.post('/student-support-ticket', auth, async (c) => {
    const { studentId } = c.var.session;
    const form = await formOf(c, ticketForm);
    await count(TICKETS_PER_STUDENT, studentId, TOO_MANY_TICKETS);
    const student = await students.findById(studentId);
    const ticketId = await support.addTicket({
      studentId, ...form, contactName: student?.name ?? '', contactEmail: student?.email ?? '', contactMobile: student?.mobile ?? '',
      createdAt: now(),
    });
    return reply(c, 'success', { ticketId }, 'Ticket raised');
  });

  return routes;
}
