import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { reply } from '../http/reply';

/** The notifications panel: the student's newest notifications (at most 50, repositories/notification-repository.ts). */
export function notificationRoutes({ auth, notifications }: AppDeps): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  routes.get('/student-panel-notifications', auth, async (c) =>
    reply(c, 'success', { items: await notifications.of(c.var.session.studentId) }));
  return routes;
}
