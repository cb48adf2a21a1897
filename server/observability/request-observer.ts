// The outermost middleware of the app (server/app.ts): a request id for every request, one JSON log line per
// request, and the HTTP metrics (docs/reliability.md "Operating an instance").
//
// - Request id: the incoming X-Request-Id when it is a safe token ([A-Za-z0-9._-]{1,64}: a proxy's or a client's id
//   goes on through our logs), else a fresh crypto.randomUUID(). Handlers read it as c.get('requestId'); every reply
//   carries it as X-Request-Id, error replies included.
// - The log line: {time, level, msg:'request', requestId, method, path, status, durationMs, studentId?}. The path is
//   c.req.path, without the query string (a query can carry a mobile number or an e-mail); studentId when the session
//   check of the route ran. Level info below 500, error from 500 on. The probes and the metrics scrape (quietPaths)
//   are not logged when they succeed (a probe every few seconds is noise); a failing one is. Nothing is sampled.
// - Metrics: the route label is the matched route pattern (Hono's routePath after the handlers ran), never the raw
//   path, so the label set is bounded by the routes the app has.
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { randomUUID } from 'node:crypto';
import type { AuthEnv } from '../http/auth';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import type { AppMetrics } from './metrics';

declare module 'hono' {
  interface ContextVariableMap {
    /** this request's id (request-observer.ts) */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming id when it is a safe token, else a fresh UUID. */
export const requestIdFrom = (incoming: string | undefined): string =>
  (incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID());

/** This request's id (undefined outside the observer, e.g. a route module's own tests). */
export const requestIdOf = (c: Context): string | undefined => c.get('requestId');

/** The longest path a log line keeps (a client can send a very long one). */
const MAX_LOGGED_PATH = 512;

export interface RequestObserverOptions {
  logger: Logger;
  metrics: AppMetrics;
  lifecycle: Lifecycle;
  /** paths whose successful requests are not logged (the probes and the scrape); still counted in the metrics */
  quietPaths?: ReadonlySet<string>;
  /** the clock of durationMs (default performance.now) */
  clock?: () => number;
  /** 'errors': only requests answered 5xx get a line (env REQUEST_LOG=errors: e2e runs, noisy benchmarks); default 'all' */
  requestLog?: 'all' | 'errors';
}

/** env REQUEST_LOG=errors keeps only the 5xx request lines; anything else logs every request. */
export const requestLogFromEnv = (env: Readonly<Record<string, string | undefined>>): 'all' | 'errors' =>
  (env.REQUEST_LOG?.trim().toLowerCase() === 'errors' ? 'errors' : 'all');

export function requestObserver(opts: RequestObserverOptions): MiddlewareHandler {
  const { logger, metrics, lifecycle, quietPaths = new Set<string>(), clock = () => performance.now(), requestLog = 'all' } = opts;
  return async (c, next) => {
    const start = clock();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    try {
      await next();
    } finally {
      const elapsedMs = clock() - start;
      const { status } = c.res;
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      // while stopping, no connection is kept alive for another request (lifecycle.ts)
      if (lifecycle.shuttingDown) c.res.headers.set('Connection', 'close');
      const { method, path } = c.req;
      metrics.observeRequest(method, routePath(c) || '(none)', status, elapsedMs / 1000);
      if (status >= 500 || (requestLog === 'all' && (status >= 400 || !quietPaths.has(path)))) {
        const studentId = (c.var as Partial<AuthEnv['Variables']>).session?.studentId;
        logger.log(status >= 500 ? 'error' : 'info', 'request', {
          requestId, method, path: path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path,
          status, durationMs: Math.round(elapsedMs * 100) / 100, studentId,
        });
      }
    }
  };
}
