// Builds the app on an in-memory database with seeded demo data and a clock the test moves.
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { type AppOptions, createApp } from '../../server/app';
import { type LogRecord, parseLine } from '../../server/observability/logger';
import type { PaymentProvider } from '../../server/payments/payment-provider';
import type { Db } from '../../server/db/migration';
import { type SqlDatabase, sqliteDatabase } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import type { WireStudent } from '../../server/http/wire-types';

export const SEED_TIME = Date.UTC(2026, 0, 15, 9, 0, 0);
export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;

export interface TestServer {
  /** the app itself (e.g. to serve it over real HTTP) */
  app: Hono;
  /** the raw SQLite connection under `database`: for setup and assertions in SQL */
  db: Db;
  /** the app's database (the same connection) */
  database: SqlDatabase;
  /** the msg of every line the app logged (the route modules' plain messages, 'request', 'unhandled error', ...) */
  logs: string[];
  /** the app's log lines as written: JSON objects (server/observability/logger.ts) */
  records: LogRecord[];
  advance(ms: number): void;
  request(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, form: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  login(userId?: string, password?: string): Promise<WireStudent>;
  lastOtp(to: string): Promise<string>;
}

export const authHeaders = (s: Pick<WireStudent, 'loginId' | 'token'>): Record<string, string> =>
  ({ loginId: s.loginId, token: s.token, device: 'web' });

let seeded: Promise<Buffer> | undefined;
/** A migrated and seeded database; seeding (password hashing) runs once per test file, then it is copied. */
export const seededDatabase = async (): Promise<Db> => {
  seeded ??= (async () => {
    const template = sqliteDatabase(new Database(':memory:'));
    await migrate(template);
    await seedDemoData(template, SEED_TIME);
    const bytes = template.sqlite!.serialize();
    await template.close();
    return bytes;
  })();
  return new Database(await seeded);
};

/** Uploads of every test server of this jest worker (the upload route creates it on first use). */
export const TEST_UPLOAD_DIR = join(tmpdir(), `exam-uploads-test-${process.pid}`);

/** Requests built in-process have no socket: tests name their client address in this header (default loopback). */
export const TEST_ADDRESS_HEADER = 'x-test-client-address';

export async function makeServer(opts: {
  mode?: 'demo' | 'production'; staticDir?: string; uploadDir?: string;
  /** the payment provider; default the app's (the in-memory sandbox in demo mode, none in production) */
  payments?: PaymentProvider | null;
  /** more options of createApp (e.g. lifecycle, metricsToken), given last */
  app?: Partial<AppOptions>;
} = {}): Promise<TestServer> {
  const db = await seededDatabase();
  db.pragma('foreign_keys = ON');
  const database = sqliteDatabase(db);
  let time = SEED_TIME + MINUTE;
  const logs: string[] = [];
  const records: LogRecord[] = [];
  const log = (line: string) => {
    // a line that is not JSON is kept as its own msg (and fails the log-format tests, tests/server/observability.test.ts)
    const record = parseLine(line) ?? { time: '', level: 'info', msg: line };
    records.push(record);
    logs.push(record.msg);
  };
  const app = createApp({ db: database, mode: opts.mode ?? 'demo', now: () => time, staticDir: opts.staticDir, log, uploadDir: opts.uploadDir ?? TEST_UPLOAD_DIR,
    clientAddress: (c) => c.req.header(TEST_ADDRESS_HEADER) ?? '127.0.0.1', ...(opts.payments !== undefined ? { payments: opts.payments } : {}), ...opts.app });

  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    request(path, { method: 'POST', body: new URLSearchParams(form), headers });
  const get = (path: string, headers: Record<string, string> = {}) => request(path, { headers });

  return {
    app, db, database, logs, records, request, post, get,
    advance: (ms) => { time += ms; },
    async login(userId = 'demo.student', password = 'Demo@1234') {
      const res = await post('/api/app/login', { userId, password, device: 'web' });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return (await res.json()).obj as WireStudent;
    },
    async lastOtp(to) {
      const res = await get(`/api/__dev/last-otp?to=${encodeURIComponent(to)}`);
      if (res.status !== 200) throw new Error(`no otp for ${to}: ${res.status}`);
      return (await res.json()).code as string;
    },
  };
}

/** A code of 6 digits that is not `code`. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
