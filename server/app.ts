import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createDeps, defaultUploadDir } from './app-deps';
import type { SqlDatabase } from './db/connect';
import { envelope, HttpError, INTERNAL_ERROR } from './http/reply';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/static-spa';
import { accountRoutes } from './routes/account-routes';
import { cspReportRoutes } from './routes/csp-report-routes';
import { courseRoutes } from './routes/course-routes';
import { devRoutes } from './routes/dev-routes';
import { timeRoutes } from './routes/time-routes';
import { chaosClockFromEnv, devClockFor } from './dev-clock';
import { notificationRoutes } from './routes/notification-routes';
import { reportRoutes } from './routes/report-routes';
import { adaptiveRoutes } from './routes/adaptive-routes';
import { examRoomRoutes } from './routes/exam-room-routes';
import { helpRoutes } from './routes/help-routes';
import { SUBMIT_MAX_BODY_BYTES, SUBMIT_PATH, testDeliveryRoutes } from './routes/test-delivery-routes';
import { attemptTimelineRoutes } from './routes/attempt-timeline-routes';
import { UPLOAD_PATH, uploadRoutes } from './routes/upload-routes';
import type { SolutionProvider } from './help/solution-provider';
import type { ServerMode } from './security/code-outbox';
import { type ClientAddressOf, socketAddress } from './http/client-address';
import { catalogueRoutes, courseImageRoutes } from './routes/catalogue-routes';
import { defaultMediaDir, mediaRoutes } from './routes/media-routes';
import { studyRoomRoutes } from './routes/study-room-routes';
import { paymentRoutes } from './routes/payment-routes';
import { PICTURE_PATH, profileRoutes } from './routes/profile-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { supportRoutes } from './routes/support-routes';
import { guestRoutes } from './routes/guest-routes';
import { timeZoneFromEnv, checkTimeZone } from './http/zoned-days';
import type { PaymentProvider } from './payments/payment-provider';
import { paymentSetupFromEnv } from './payments/payment-config';
import { wirePayments } from './payments/payment-wiring';
import { describeWriteQueue, drainWriteQueue, type WriteQueueOptions, writeQueueFromEnv } from './db/write-queue';
import { createLifecycle, type Lifecycle } from './observability/lifecycle';
import { errorText, jsonLogger, stdoutLines } from './observability/logger';
import { createMetrics, poolStats } from './observability/metrics';
import { HEALTHZ_ROUTE, METRICS_ROUTE, opsRoutes, READYZ_ROUTE } from './observability/ops-routes';
import { requestIdOf, requestLogFromEnv, requestObserver } from './observability/request-observer';
import type { FileStorage } from './storage/file-storage';
import { fileStorageFromEnv } from './storage/file-storage-config';

export interface AppOptions {
  /** the database, migrated (server/db/prepare-database.ts; tests: tests/server/test-server.ts) */
  db: SqlDatabase;
  mode: ServerMode;
  /** the server's clock; default Date.now (with the chaos clock, this plus the advances) */
  now?: () => number;
  /**
   * The chaos suite's clock (server/dev-clock.ts): in demo mode only, POST /api/__dev/clock moves now() forward.
   * Default env CHAOS_CLOCK=1; ignored outside demo mode.
   */
  chaosClock?: boolean;
  /** the built SPA; default dist/ */
  staticDir?: string;
  /**
   * Where the app's log lines go: each one a JSON object (server/observability/logger.ts; the route modules' plain
   * messages become its msg). Default: standard output. Tests pass their own.
   */
  log?: (line: string) => void;
  /**
   * Where uploaded files (answer images, profile pictures) are stored (server/storage/file-storage.ts); default the
   * store env FILE_STORAGE names (storage/file-storage-config.ts): unset, the folder uploadDir. server/main.ts passes the
   * one its sweeps use; tests pass their own or a folder.
   */
  files?: FileStorage;
  /** the folder of the default file store; default env UPLOAD_DIR, else data/uploads */
  uploadDir?: string;
  /** the AI answer behind /app/studentpanel/openai; default: the stored worked solution */
  solutions?: SolutionProvider;
  /** the client address of a request; default the socket's peer (X-Forwarded-For's last hop with TRUST_PROXY=1) */
  clientAddress?: ClientAddressOf;
  /**
   * The payment provider; default from the environment (server/payments/payment-config.ts): the sandbox in demo mode
   * (and so in tests), a Razorpay-compatible provider with PAYMENT_* settings, none in production without them.
   * Tests pass their own (or null for none).
   */
  payments?: PaymentProvider | null;
  /** the sandbox's SQLite file when the sandbox is used; default ':memory:' (server/main.ts passes PAYMENT_SANDBOX_DB) */
  sandboxDatabase?: string;
  /**
   * The server's time zone (an IANA name): the calendar days of the dashboard's activity and classes. Default env
   * TIME_ZONE, else Asia/Kolkata; an unknown zone stops the start.
   */
  timeZone?: string;
  /** the media folder (videos/, docs/ and the study files in study/); default env MEDIA_DIR, else server/media */
  mediaDir?: string;
  /** group commit of submits and saves (server/db/write-queue.ts); default on, env WRITE_QUEUE=off turns it off */
  writeQueue?: WriteQueueOptions;
  /** stopping (readyz 503, Connection: close) and the drain before the database closes; server/main.ts passes its own */
  lifecycle?: Lifecycle;
  /** the bearer token GET /api/metrics requires; default env METRICS_TOKEN; unset: loopback clients only */
  metricsToken?: string;
  /** which requests get a log line: 'all' (default; env REQUEST_LOG=errors: only 5xx) */
  requestLog?: 'all' | 'errors';
}

export const API_BASE = '/api';
const MAX_BODY_BYTES = 1024 * 1024;

/** The whole HTTP surface: the API under /api and the built app under /student. */
export function createApp(options: AppOptions): Hono {
  const { db, mode, staticDir = 'dist', uploadDir, solutions, clientAddress } = options;
  const logger = jsonLogger(options.log ?? stdoutLines().write);
  const log = logger.line;
  const devClock = devClockFor(mode, options.chaosClock ?? chaosClockFromEnv(process.env), options.now ?? Date.now);
  const now = devClock?.now ?? options.now ?? Date.now;
  if (devClock) log('CHAOS_CLOCK=1: POST /api/__dev/clock moves the server clock forward (loopback clients only)');
  const mediaDir = options.mediaDir ?? defaultMediaDir();
  const timeZone = options.timeZone !== undefined ? checkTimeZone(options.timeZone) : timeZoneFromEnv(process.env);
  const payments = wirePayments(paymentSetupFromEnv(process.env, mode), { sandboxDatabase: options.sandboxDatabase ?? ':memory:', now, log });
  const lifecycle = options.lifecycle ?? createLifecycle();
  const metrics = createMetrics(() => poolStats(db, deps.writes));
  const queueOptions = options.writeQueue ?? writeQueueFromEnv(process.env);
  const deps = createDeps(db, mode, now, log, {
    files: options.files ?? fileStorageFromEnv(process.env, uploadDir ?? defaultUploadDir()),
    solutions, clientAddress: clientAddress ?? socketAddress(process.env.TRUST_PROXY === '1'),
    paymentProvider: options.payments !== undefined ? options.payments : payments.provider, timeZone,
    writeQueue: { ...queueOptions, onBatch: (size) => { queueOptions.onBatch?.(size); metrics.observeBatch(size); } },
  });
  // on stop, every write still waiting is committed before the database closes (server/main.ts)
  lifecycle.onDrain(async () => { await drainWriteQueue(deps.writes); });
  // the durability setting as this connection has it (npm run bench:server checks the line)
  void describeWriteQueue(deps.writes, db).then(log, () => { /* a database that does not answer: readyz says so */ });
  const app = new Hono();
  // outermost: the request id, the request's log line and its metrics (server/observability/request-observer.ts)
  const quietPaths = new Set(['/health', HEALTHZ_ROUTE, READYZ_ROUTE, METRICS_ROUTE].map((p) => `${API_BASE}${p}`));
  app.use('*', requestObserver({ logger, metrics, lifecycle, quietPaths, requestLog: options.requestLog ?? requestLogFromEnv(process.env) }));
  // so that every reply gets the headers, error replies included
  app.use('*', securityHeaders(API_BASE));

  const fail = (err: unknown, c: Context) => {
    if (err instanceof HttpError) return c.json(envelope(err.responseTxt, err.message, null), err.status, err.headers);
    logger.error('unhandled error', { requestId: requestIdOf(c), method: c.req.method, path: c.req.path, error: errorText(err) });
    return c.json(INTERNAL_ERROR, 500);
  };
  // Hono hands thrown Errors to onError; this catches anything else thrown (e.g. an error from another realm).
  app.use('*', async (c, next) => {
    try {
      await next();
    } catch (err) {
      c.res = fail(err, c);
    }
  });
  app.onError(fail);

  // Every API reply is personal or changes with state: never stored by a browser or a shared cache, never sniffed.
  app.use(`${API_BASE}/*`, async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });

  // A GET or HEAD has no body, and a body with a Content-Length (and no Transfer-Encoding) is judged by the header
  // alone, as bodyLimit itself does; bodyLimit would first touch c.req.raw.body, which makes @hono/node-server build a
  // whole web Request around the socket stream (a tenth of a submit's time, an eighth of a GET's; npm run
  // bench:server). A streamed body still goes through bodyLimit.
  const bodyLimitOf = (maxBytes: number): MiddlewareHandler => {
    const tooLarge = (c: Context) => c.json(envelope('payload_too_large', `The request body is larger than ${maxBytes / MAX_BODY_BYTES} MB`, null), 413);
    const streamedBodyLimit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
    return async (c, next) => {
      // no body to limit (bodyLimit passes these on too, after building that Request)
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      const length = c.req.header('content-length');
      if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamedBodyLimit(c, next);
      return parseInt(length, 10) > maxBytes ? tooLarge(c) : next();
    };
  };
  const apiBodyLimit = bodyLimitOf(MAX_BODY_BYTES);
  // a submit may carry the test's event log besides its answers (docs/attempt-timeline.md)
  const submitBodyLimit = bodyLimitOf(SUBMIT_MAX_BODY_BYTES);
  // the image uploads have their own limits (10 MB answer images, routes/upload-routes.ts; 2 MB profile pictures,
  // routes/profile-routes.ts)
  const ownBodyLimit = new Set([UPLOAD_PATH, PICTURE_PATH].map((p) => `${API_BASE}${p}`));
  app.use(`${API_BASE}/*`, (c, next) => (ownBodyLimit.has(c.req.path) ? next()
    : c.req.path === `${API_BASE}${SUBMIT_PATH}` ? submitBodyLimit(c, next) : apiBodyLimit(c, next)));
  // Liveness for process managers and the e2e runner: answers once the database is open and migrated.
  app.get(`${API_BASE}/health`, (c) => c.json(envelope('success', 'ok', null)));
  // liveness, readiness and the Prometheus metrics of the instance (server/observability/ops-routes.ts)
  app.route(API_BASE, opsRoutes({
    db, lifecycle, metrics, metricsToken: options.metricsToken ?? process.env.METRICS_TOKEN, clientAddress: deps.clientAddress, logger,
  }));
  app.route(API_BASE, accountRoutes(deps));
  app.route(API_BASE, courseRoutes(deps));
  app.route(API_BASE, notificationRoutes(deps));
  app.route(API_BASE, reportRoutes(deps));
  app.route(API_BASE, examRoomRoutes(deps));
  app.route(API_BASE, testDeliveryRoutes(deps));
  // a submitted attempt's event log, key and cohort strategy figures (docs/attempt-timeline.md)
  app.route(API_BASE, attemptTimelineRoutes(deps));
  app.route(API_BASE, adaptiveRoutes(deps));
  app.route(API_BASE, helpRoutes(deps));
  app.route(API_BASE, uploadRoutes(deps));
  app.route(API_BASE, cspReportRoutes(deps));
  app.route(API_BASE, catalogueRoutes(deps));
  app.route(API_BASE, paymentRoutes(deps));
  app.route(API_BASE, profileRoutes(deps));
  app.route(API_BASE, dashboardRoutes(deps));
  app.route(API_BASE, supportRoutes(deps));
  // the guest trial: a free test without an account, the sign-up by a code, the trial's FREE pack
  app.route(API_BASE, guestRoutes(deps));
  // the server's clock, for the app's test timers
  app.route(API_BASE, timeRoutes(deps));
  // the study room; its files (/api/study-files/...) need a signed URL instead of the session
  app.route(API_BASE, studyRoomRoutes(deps, mediaDir));
  if (mode === 'demo') app.route(API_BASE, devRoutes(deps, devClock));
  app.route('/', courseImageRoutes(deps));
  // the tutorial videos, captions, posters and documents (server/media/), public and cacheable like the course images
  app.route('/', mediaRoutes(deps, mediaDir));
  // the local payment provider, with its own database and routes (under /payment-sandbox)
  if (payments.sandbox) app.route('/', payments.sandbox.app);
  app.route('/', spaRoutes(staticDir));

  app.notFound((c) => {
    const { method, path } = c.req;
    if (path === API_BASE || path.startsWith(`${API_BASE}/`)) {
      return c.json(envelope('not_found', `No such call: ${method} ${path}`, null), 404);
    }
    return c.text('Not found', 404);
  });

  return app;
}
