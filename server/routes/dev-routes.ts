// Demo mode only (server-mode.ts): lets tests and developers on this machine read the last one-time code sent to a
// mobile or e-mail. Any other client gets the reply of an unknown call, as it would without demo mode.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/reply';
import { isLoopback } from '../http/client-address';
import { queryOf, text } from '../http/validation';

const lastOtpQuery = z.object({ to: text(100) });

export function devRoutes({ outbox, clientAddress }: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/__dev/last-otp', (c) => {
    if (!isLoopback(clientAddress(c))) throw new HttpError(404, 'not_found', `No such call: GET ${c.req.path}`);
    const { to } = queryOf(c, lastOtpQuery);
    const code = outbox.lastCode(to);
    if (!code) throw new HttpError(404, 'not_found', `No code was sent to ${to}`);
    return c.json({ code });
  });
  return routes;
}
