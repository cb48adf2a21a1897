// GET /api/time (docs/api.md "Conventions"): the server's clock, without authentication. The app's test clock sets
// itself from it (infrastructure/test-engine/trusted-clock.ts), so the timers hold when the device's clock is changed.
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { reply } from '../http/reply';
import { MINUTE, type Rule } from '../security/throttle';

/** A page syncs when a test opens, shows again, comes online or finds its device's clock changed: a few a minute at
 *  most. A school of a few hundred students behind one address opening a test together fits in 600. */
export const TIME_PER_ADDRESS: Rule = { bucket: 'time-address-minute', limit: 600, windowMs: MINUTE };
export const TOO_MANY_TIME_REQUESTS = 'Too many clock requests';

export function timeRoutes({ throttle, clientAddress, now }: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/time', async (c) => {
    await throttle.limit([TIME_PER_ADDRESS], clientAddress(c), now(), TOO_MANY_TIME_REQUESTS);
    return reply(c, 'success', { now: now() });
  });
  return routes;
}
