// The operator's endpoints (docs/reliability.md "Operating an instance"), mounted under /api before the other routes:
//
//   GET /api/healthz   liveness: 200 {"status":"ok"} while the process serves; touches nothing else
//   GET /api/readyz    readiness: 200 {"status":"ok"} when the database answers SELECT 1 and the instance is not
//                      stopping; else 503 {"status":"unavailable","reason":"shutting_down"|"database_unavailable"}
//   GET /api/metrics   Prometheus text (metrics.ts); only from a loopback address while METRICS_TOKEN is unset,
//                      only with `Authorization: Bearer <METRICS_TOKEN>` once it is set (docs/security.md)
//
// No session, no rate limit (the probes come every few seconds from the orchestrator), Cache-Control: no-store (the
// app's /api middleware). GET /api/health, the older liveness the scripts and the e2e runner poll, stays in app.ts.
import { Hono, type Context } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { SqlDatabase } from '../db/connect';
import { type ClientAddressOf, isLoopback } from '../http/client-address';
import { envelope } from '../http/reply';
import type { Lifecycle } from './lifecycle';
import { errorText, type Logger } from './logger';
import type { AppMetrics } from './metrics';
import { requestIdOf } from './request-observer';

export const HEALTHZ_ROUTE = '/healthz';
export const READYZ_ROUTE = '/readyz';
export const METRICS_ROUTE = '/metrics';

export interface OpsRoutesOptions {
  db: SqlDatabase;
  lifecycle: Lifecycle;
  metrics: AppMetrics;
  /** METRICS_TOKEN; undefined or empty: the metrics are served to loopback clients only */
  metricsToken: string | undefined;
  clientAddress: ClientAddressOf;
  logger: Logger;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether `presented` equals `token`, in a time that does not depend on where they differ (nor on their lengths). */
export const sameToken = (presented: string, token: string): boolean => timingSafeEqual(digest(presented), digest(token));

/** The token of `Authorization: Bearer <token>`, or undefined. */
export const bearerToken = (authorization: string | undefined): string | undefined =>
  /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];

export function opsRoutes({ db, lifecycle, metrics, metricsToken, clientAddress, logger }: OpsRoutesOptions): Hono {
  const routes = new Hono();
  const token = metricsToken?.trim() || undefined;
  let lastFailure = '';

  routes.get(HEALTHZ_ROUTE, (c) => c.json({ status: 'ok' }));

  routes.get(READYZ_ROUTE, async (c) => {
    if (lifecycle.shuttingDown) return c.json({ status: 'unavailable', reason: 'shutting_down' }, 503);
    try {
      await sql`SELECT 1`.execute(db.q());
    } catch (err) {
      // the cause goes to the log (once per distinct cause, probes repeat), never to the unauthenticated caller
      const cause = err instanceof Error ? err.message : String(err);
      if (cause !== lastFailure) logger.error('readiness check failed', { requestId: requestIdOf(c), error: errorText(err) });
      lastFailure = cause;
      return c.json({ status: 'unavailable', reason: 'database_unavailable' }, 503);
    }
    lastFailure = '';
    return c.json({ status: 'ok' });
  });

  const refusal = (c: Context) => {
    if (token === undefined) {
      // without a token only this machine (a local agent or a sidecar) may scrape
      return isLoopback(clientAddress(c)) ? null
        : c.json(envelope('forbidden', 'The metrics are served to loopback clients only (set METRICS_TOKEN to scrape from elsewhere)', null), 403);
    }
    const presented = bearerToken(c.req.header('authorization'));
    if (presented !== undefined && sameToken(presented, token)) return null;
    return c.json(envelope('unauthorized', 'A valid metrics token is required', null), 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  };

  routes.get(METRICS_ROUTE, async (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    return c.body(await metrics.render(), 200, { 'Content-Type': metrics.contentType });
  });
  return routes;
}
