// Demo mode only: lets tests and developers read the last one-time code sent to a mobile or e-mail.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/reply';
import { queryOf, text } from '../http/validation';

const lastOtpQuery = z.object({ to: text(100) });

export function devRoutes({ outbox }: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/__dev/last-otp', (c) => {
    const { to } = queryOf(c, lastOtpQuery);
    const code = outbox.lastCode(to);
    if (!code) throw new HttpError(404, 'not_found', `No code was sent to ${to}`);
    return c.json({ code });
  });
  return routes;
}
