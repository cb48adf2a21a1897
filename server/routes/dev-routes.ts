// Demo mode only (server-mode.ts): lets tests and developers on this machine read the last one-time code sent to a
// mobile or e-mail, and, with CHAOS_CLOCK=1 (server/dev-clock.ts), move the server's clock forward. Any other client
// gets the reply of an unknown call, as it would without demo mode.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { MAX_ADVANCE_MS, type DevClock } from '../dev-clock';
import { HttpError, validationError } from '../http/reply';
import { isLoopback } from '../http/client-address';
import { parseInput, queryOf, text, typeError } from '../http/validation';

const lastOtpQuery = z.object({ to: text(100) });
const clockBody = z.object({
  advanceMs: z.number({ error: typeError('an integer') })
    .int('must be an integer')
    .min(0, 'must be at least 0')
    .max(MAX_ADVANCE_MS, `must be at most ${MAX_ADVANCE_MS}`),
});

/** The 404 of an unknown call, for a client that is not on this machine. */
const unknownCall = (c: Context) => new HttpError(404, 'not_found', `No such call: ${c.req.method} ${c.req.path}`);

/** The JSON body, or 400 when it is not JSON. */
const jsonBody = async (c: Context): Promise<unknown> => {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw validationError('body is not well-formed JSON');
  }
};

/** devClock: the chaos clock when CHAOS_CLOCK=1 (POST /__dev/clock exists only then). */
export function devRoutes({ outbox, clientAddress }: AppDeps, devClock: DevClock | null = null): Hono {
  const routes = new Hono();
  routes.get('/__dev/last-otp', async (c) => {
    if (!isLoopback(clientAddress(c))) throw unknownCall(c);
    const { to } = queryOf(c, lastOtpQuery);
    const code = await outbox.lastCode(to);
    if (!code) throw new HttpError(404, 'not_found', `No code was sent to ${to}`);
    return c.json({ code });
  });
  if (devClock) {
    // JSON { advanceMs }: the server's now() moves forward by that much for good; answers the sum of the advances
    routes.post('/__dev/clock', async (c) => {
      if (!isLoopback(clientAddress(c))) throw unknownCall(c);
      const { advanceMs } = parseInput(clockBody, await jsonBody(c));
      return c.json({ offsetMs: devClock.advance(advanceMs) });
    });
  }
  return routes;
}
