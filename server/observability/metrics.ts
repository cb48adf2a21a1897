// The instance's Prometheus metrics (prom-client), served by GET /api/metrics (ops-routes.ts). One registry per app,
// so tests can build many apps in one process. docs/reliability.md "Operating an instance" lists them:
//
//   http_requests_total{method,route,status}        counter; route is the matched route pattern (Hono's routePath),
//   http_request_duration_seconds{method,route}     histogram  never the raw path, so the label set stays bounded
//   http_request_errors_total{method,route}         counter of 5xx replies
//   write_queue_batches_total, write_queue_items_total, write_queue_batch_size (histogram): group commit
//   db_pool_total, db_pool_idle, db_pool_waiting    gauges; SQLite: one connection; waiting includes writes queued
//   process_*, nodejs_*                             prom-client's default metrics (from the first scrape on)
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { SqlDatabase } from '../db/connect';

/** A database pool as the gauges see it; a PostgreSQL pool reports its own figures here (pg's totalCount, idleCount, waitingCount). */
export interface DbPoolStats {
  /** connections open */
  total: number;
  /** open connections doing nothing */
  idle: number;
  /** work waiting for a connection */
  waiting: number;
}

/**
 * SQLite: one connection (0 once closed), idle outside a transaction; waiting: the write queue's waiting items.
 * PostgreSQL: the pool's own figures, its waiting clients plus the write queue's waiting items.
 */
export const poolStats = (db: Pick<SqlDatabase, 'pool'>, writes: { readonly pending: number }): DbPoolStats => {
  const pool = db.pool();
  return { total: pool.total, idle: pool.idle, waiting: pool.waiting + writes.pending };
};

export interface AppMetrics {
  /** One finished request: its method, matched route pattern, status and time in seconds. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One write-queue batch of `size` items (WriteQueueOptions.onBatch). */
  observeBatch(size: number): void;
  /** The exposition text; prom-client's default process metrics are collected from the first call on. */
  render(): Promise<string>;
  readonly contentType: string;
}

/** Seconds: from 1 ms (a cached GET) to 10 s. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Items a batch: 1 (an idle server) to the queue's bound (100). */
export const BATCH_SIZE_BUCKETS = [1, 2, 5, 10, 20, 35, 50, 75, 100];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Any other method is counted as OTHER (a label value per method a client invents would be unbounded). */
export const methodLabel = (method: string): string => (METHODS.has(method) ? method : 'OTHER');

export function createMetrics(pool: () => DbPoolStats): AppMetrics {
  const registers = [new Registry()];
  const [registry] = registers;
  const requests = new Counter({
    name: 'http_requests_total', help: 'HTTP requests answered, by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const, registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time from a request reaching the app to its reply, by method and matched route pattern',
    labelNames: ['method', 'route'] as const, buckets: DURATION_BUCKETS, registers,
  });
  const errors = new Counter({
    name: 'http_request_errors_total', help: 'HTTP requests answered with a 5xx status, by method and matched route pattern',
    labelNames: ['method', 'route'] as const, registers,
  });
  const batches = new Counter({ name: 'write_queue_batches_total', help: 'Group-commit batches (transactions) of the write queue', registers });
  const items = new Counter({ name: 'write_queue_items_total', help: 'Writes committed through the write queue (items of its batches)', registers });
  const batchSize = new Histogram({
    name: 'write_queue_batch_size', help: 'Items in each batch of the write queue', buckets: BATCH_SIZE_BUCKETS, registers,
  });
  const gauge = (name: string, help: string, read: (s: DbPoolStats) => number) => new Gauge({
    name, help, registers,
    collect() { this.set(read(pool())); },
  });
  gauge('db_pool_total', 'Database connections open (SQLite: 1)', (s) => s.total);
  gauge('db_pool_idle', 'Open database connections not in use', (s) => s.idle);
  gauge('db_pool_waiting', 'Work waiting for a database connection (SQLite: writes waiting in the write queue)', (s) => s.waiting);

  // the labelled children of each (method, route, status), made once, so prom-client does not validate and hash a
  // label object on every request (the map is as bounded as the label set)
  type Children = { requests: { inc(): void }; duration: { observe(v: number): void }; errors: { inc(): void } | null };
  const children = new Map<string, Children>();
  const childrenOf = (method: string, route: string, status: number): Children => {
    const m = methodLabel(method);
    const key = `${m} ${status} ${route}`;
    let c = children.get(key);
    if (!c) {
      c = {
        requests: requests.labels({ method: m, route, status: String(status) }),
        duration: duration.labels({ method: m, route }),
        errors: status >= 500 ? errors.labels({ method: m, route }) : null,
      };
      children.set(key, c);
    }
    return c;
  };

  let defaults = false;
  return {
    observeRequest(method, route, status, seconds) {
      const c = childrenOf(method, route, status);
      c.requests.inc();
      c.duration.observe(seconds);
      c.errors?.inc();
    },
    observeBatch(size) {
      batches.inc();
      items.inc(size);
      batchSize.observe(size);
    },
    async render() {
      if (!defaults) {
        defaults = true;
        collectDefaultMetrics({ register: registry });
      }
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
