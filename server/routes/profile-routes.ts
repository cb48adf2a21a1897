// Profile calls of the reference server. /student-profile/update-email: the Update Email modal before a paid
// checkout, for an account without an e-mail (docs/api.md "Catalogue, checkout and payments").
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { HttpError, reply } from '../http/reply';
import { EMAIL_PATTERN, formOf, text } from '../http/validation';
import { EMAIL_UPDATES_PER_STUDENT, TOO_MANY_EMAIL_UPDATES } from '../security/payment-limits';

export const EMAIL_EXISTS = 'Email already exists. Try another Email';
export const EMAIL_ALREADY_SET = 'Your account already has an e-mail address. Change it from your profile, where it is verified.';

const updateEmailForm = z.object({ emailId: text(254).regex(EMAIL_PATTERN, 'must be an e-mail address') });

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE';

export function profileRoutes({ auth, students, throttle, now }: AppDeps): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();

  routes.post('/student-profile/update-email', auth, async (c) => {
    const { studentId } = c.var.session;
    const { emailId } = await formOf(c, updateEmailForm);
    throttle.limit(EMAIL_UPDATES_PER_STUDENT, String(studentId), now(), TOO_MANY_EMAIL_UPDATES);
    const student = students.findById(studentId);
    if (student?.email) throw new HttpError(409, 'email_already_set', EMAIL_ALREADY_SET);
    const owner = students.findByEmail(emailId);
    if (owner) throw new HttpError(409, 'already_exists', EMAIL_EXISTS);
    let saved: boolean;
    try {
      saved = students.setFirstEmail(studentId, emailId);
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, 'already_exists', EMAIL_EXISTS);
      throw err;
    }
    if (!saved) throw new HttpError(409, 'email_already_set', EMAIL_ALREADY_SET);
    return reply(c, 'success', { emailId }, 'Email updated');
  });

  return routes;
}
