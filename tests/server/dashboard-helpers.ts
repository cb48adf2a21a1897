// Shared by the dashboard, profile, support and deletion tests: an app in a chosen time zone on the test server's
// database (signed-in sessions carry over), submitted attempts written straight into the tables, and image bytes
// with real headers.
import type { Hono } from 'hono';
import { createApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { SqlDatabase } from '../../server/db/connect';
import type { Db } from '../../server/db/migration';
import type { WireStudent } from '../../server/http/wire-types';
import { authHeaders, makeServer, SEED_TIME, MINUTE, TEST_ADDRESS_HEADER, TEST_UPLOAD_DIR, type TestServer } from './test-server';

export interface Reply { status: number; body: { responseTxt: string; message: string; obj: any }; headers: Headers }

export interface ZonedServer {
  /** the test server (logins, the dev code endpoint), on the same database */
  s: TestServer;
  /** the raw SQLite connection, for setup and assertions in SQL */
  db: Db;
  /** the app's database (the same connection): for code that takes a SqlDatabase */
  database: SqlDatabase;
  app: Hono;
  time(): number;
  advance(ms: number): void;
  get(path: string, student?: WireStudent | null, headers?: Record<string, string>): Promise<Reply>;
  post(path: string, form: Record<string, string | Blob>, student?: WireStudent | null, headers?: Record<string, string>): Promise<Reply>;
  login(userId?: string, password?: string): Promise<WireStudent>;
  /** the last code this app sent to a mobile or e-mail (the demo endpoint) */
  lastOtp(to: string): Promise<string>;
}

const toReply = async (res: Response): Promise<Reply> => ({ status: res.status, body: await res.json(), headers: res.headers });

/** An app with an explicit time zone and upload directory, on a fresh seeded database; the clock starts a minute after the seed. */
export async function zonedServer(timeZone = 'Asia/Kolkata', uploadDir = TEST_UPLOAD_DIR): Promise<ZonedServer> {
  const s = await makeServer({ uploadDir });
  let time = SEED_TIME + MINUTE;
  const app = createApp({
    db: s.database, mode: 'demo', now: () => time, log: () => undefined, uploadDir, timeZone,
    clientAddress: (c) => c.req.header(TEST_ADDRESS_HEADER) ?? '127.0.0.1',
  });
  const auth = (student: WireStudent | null | undefined): Record<string, string> => (student ? authHeaders(student) : {});
  return {
    s, db: s.db, database: s.database, app,
    time: () => time,
    advance: (ms) => { time += ms; s.advance(ms); },
    get: async (path, student, headers = {}) => toReply(await app.request(`/api${path}`, { headers: { ...auth(student), ...headers } })),
    post: async (path, form, student, headers = {}) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(form)) fd.append(k, v);
      return toReply(await app.request(`/api${path}`, { method: 'POST', body: fd, headers: { ...auth(student), ...headers } }));
    },
    async login(userId = 'demo.student', password = DEMO_PASSWORD) {
      const res = await app.request('/api/app/login', { method: 'POST', body: new URLSearchParams({ userId, password, device: 'web' }) });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return (await res.json()).obj as WireStudent;
    },
    async lastOtp(to) {
      const res = await app.request(`/api/__dev/last-otp?to=${encodeURIComponent(to)}`);
      if (res.status !== 200) throw new Error(`no otp for ${to}: ${res.status}`);
      return (await res.json()).code as string;
    },
  };
}

export const studentId = (db: Db, loginId: string): number =>
  db.prepare<[string], { id: number }>('SELECT id FROM students WHERE login_id = ?').get(loginId)!.id;

export interface FixtureAttempt {
  student: number;
  course: number;
  at: number;
  type?: number;
  name?: string;
  mode?: string;
  correct?: number;
  incorrect?: number;
  unanswered?: number;
  status?: string;
}

/** A submitted attempt with its counts only (the activity reads the counts the attempt keeps). */
export const insertAttempt = (db: Db, a: FixtureAttempt): number => {
  const correct = a.correct ?? 1;
  const incorrect = a.incorrect ?? 0;
  const unanswered = a.unanswered ?? 0;
  const status = a.status ?? 'submitted';
  return Number(db.prepare(
    `INSERT INTO attempts (student_id, course_id, template_id, test_id, test_type, kind, test_name, test_mode, status, test_status,
       total_questions, correct_count, incorrect_count, unattempted_count, started_at, updated_at, submitted_at)
     VALUES (?, ?, 0, 9100, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`).run(
    a.student, a.course, a.type ?? 2, (a.type ?? 2) === 1 ? 'self' : 'configured', a.name ?? 'Fixture Test', a.mode ?? '', status,
    correct + incorrect + unanswered, correct, incorrect, unanswered, a.at - 60_000, a.at, status === 'submitted' ? a.at : null).lastInsertRowid);
};

const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** Bytes padded to `size` (an image's header followed by filler). */
const padded = (head: number[], size: number): Uint8Array<ArrayBuffer> => {
  const b = new Uint8Array(new ArrayBuffer(Math.max(size, head.length)));
  b.set(head);
  return b;
};

/** A PNG signature and IHDR of the given size. */
export const png = (width: number, height: number, size = 256) =>
  padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32be(13), ...ascii('IHDR'), ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0], size);

/** A JPEG: SOI, an APP0 segment, then SOF0 (or SOF2) with the size. */
export const jpeg = (width: number, height: number, size = 256, sof = 0xc0) =>
  padded([0xff, 0xd8, 0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    0xff, sof, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3], size);

const riff = (chunk: number[]) => [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...chunk];

/** A lossy WebP (VP8). */
export const webpLossy = (width: number, height: number, size = 256) =>
  padded(riff([...ascii('VP8 '), 0, 0, 0, 0, 0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)]), size);

/** A lossless WebP (VP8L). */
export const webpLossless = (width: number, height: number, size = 256) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return padded(riff([...ascii('VP8L'), 0, 0, 0, 0, 0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff]), size);
};

/** An extended WebP (VP8X). */
export const webpExtended = (width: number, height: number, size = 256) =>
  padded(riff([...ascii('VP8X'), 10, 0, 0, 0, 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]), size);

export const fileOf = (bytes: Uint8Array<ArrayBuffer>, name = 'picture.png', type = 'image/png') => new File([bytes], name, { type });
