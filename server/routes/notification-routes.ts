import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AuthEnv } from '../http/auth';
import { reply } from '../http/reply';

export function notificationRoutes({ auth, notifications }: AppDeps): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  routes.get('/student-panel-notifications', auth, (c) =>
    reply(c, 'success', { items: notifications.of(c.var.session.studentId) }));
  return routes;
}
