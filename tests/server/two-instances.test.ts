/** @jest-environment node */
// Issue 17, "Stateless instances" and "Two instances, one truth" (docs/reliability.md "Shared state"): two real
// server processes (node --import tsx server/main.ts, DEMO=1, REQUEST_LOG=errors) on different ports and the SAME
// database behave as one server, on each engine: a temporary SQLite DB_FILE, and a new database on the test
// PostgreSQL cluster (DATABASE_URL, tests/pg-global-setup.ts). A session opened on A submits on B; one clientSubmissionId sent to both at
// the same moment stores one attempt; a one-time code sent by A is read and verified on B; a rate limit counts the
// requests of both. The second instance starts on the file the first migrated and seeded and changes nothing; two
// instances started at the same moment on a fresh file both come up, one of them migrating and seeding. Both stop
// on SIGTERM with exit 0.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type RawBuilder, sql } from 'kysely';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSubmitAnsDetails } from '../../domain/test-engine/payloads';
import type { TestData } from '../../domain/test-engine/test-data';
import { MIGRATIONS } from '../../server/db/migrate';
import { DEMO_TESTS } from '../../server/db/seed-tests';
import type { WireStudent } from '../../server/http/wire-types';
import { QuestionBankRepository } from '../../server/repositories/question-bank-repository';
import { type Dialect, openSqlite, postgresDatabase, type SqlDatabase } from '../../server/db/connect';
import { ENGINES, newPgDatabase } from './engines';
import { SENDS_PER_DESTINATION } from '../../server/security/code-limits';
import { course, JEE, parsedTest, progressOf } from './delivery-helpers';
import { startRealServer, type RealServer } from './real-server';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));


type Instance = RealServer;

let dir: string;
const children: ChildProcess[] = [];

/** Where the instances keep their data: a SQLite file, or a PostgreSQL database. */
interface Store {
  dialect: Dialect;
  /** DB_FILE, or DATABASE_URL */
  location: string;
  drop(): Promise<void>;
}

const newStore = async (dialect: Dialect, name: string): Promise<Store> => {
  if (dialect === 'sqlite') return { dialect, location: join(dir, `${name}.db`), drop: async () => {} };
  const made = await newPgDatabase();
  return { dialect, location: made.url, drop: made.drop };
};

/** server/main.ts in demo mode on the store; resolves once GET /api/readyz answers 200. */
const startInstance = (store: Store, sandboxDb: string): Promise<Instance> => startRealServer({
  dbFile: store.dialect === 'sqlite' ? store.location : join(dir, 'unused.db'), dir, track: children, timeoutMs: 60_000,
  env: { DEMO: '1', REQUEST_LOG: 'errors', PAYMENT_SANDBOX_DB: sandboxDb, ...(store.dialect === 'postgres' ? { DATABASE_URL: store.location } : {}) },
});

/** SIGTERM, then the exit. */
const stopInstance = async (s: Instance) => {
  s.child.kill('SIGTERM');
  return s.exited;
};

/** Reads the store through a connection of its own (the instances' writes are committed before they answer). */
const readDb = async <T>(store: Store, read: (db: SqlDatabase) => Promise<T>): Promise<T> => {
  const db = store.dialect === 'sqlite' ? openSqlite(store.location) : postgresDatabase(store.location, 1);
  try { return await read(db); } finally { await db.close(); }
};
const count = async (store: Store, query: RawBuilder<{ n: number }>) =>
  readDb(store, async (db) => Number((await query.execute(db.q())).rows[0].n));

const auth = (s: Pick<WireStudent, 'loginId' | 'token'>) => ({ loginId: s.loginId, token: s.token, device: 'web' });

async function postForm(base: string, path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api${path}`, { method: 'POST', body: new URLSearchParams(form), headers });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

async function getJson(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api${path}`, { headers });
  return { status: res.status, body: await res.json() };
}

async function login(base: string, userId = 'demo.student'): Promise<WireStudent> {
  const { status, body } = await postForm(base, '/app/login', { userId, password: 'Demo@1234', device: 'web' });
  expect(status).toBe(200);
  return body.obj as WireStudent;
}

/** The test as /testdetails hands it out on `base` (the delivery is recorded in the shared database). */
async function testDetails(base: string, student: WireStudent, testId: number): Promise<TestData> {
  const { status, body } = await getJson(base, `/testdetails?templateId=${JEE.templateId}&testId=${testId}`, auth(student));
  expect(status).toBe(200);
  return parsedTest(body);
}

/** A submit as the app sends it (multipart, the first question answered right), to `base`. */
async function submit(base: string, store: Store, student: WireStudent, test: TestData, clientSubmissionId: string) {
  const first = test.questionSet[0];
  const key = await readDb(store, async (db) => (await new QuestionBankRepository(db).question(first.questionId))?.correctResponse ?? '');
  const ansdetails = buildSubmitAnsDetails({
    test, progress: progressOf(test, new Map([[first.questionId, key]])), course: course(), testMode: 'registered', remainingTime: 60, helpCounter: 0,
  });
  const fd = new FormData();
  fd.append('ansdetails', JSON.stringify(ansdetails));
  fd.append('clientSubmissionId', clientSubmissionId);
  const res = await fetch(`${base}/api/testsubmit`, { method: 'POST', body: fd, headers: auth(student) });
  return { status: res.status, body: await res.json() };
}

const attemptsWith = (store: Store, clientSubmissionId: string) => readDb(store, async (db) => (await sql`
  SELECT id, student_id AS "studentId", test_id AS "testId", status FROM attempts WHERE client_submission_id = ${clientSubmissionId}`
  .execute(db.q())).rows);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'two-instances-'));
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe.each(ENGINES)('two instances on one database (%s)', (dialect) => {
  let store: Store;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    store = await newStore(dialect, 'app');
    const sandbox = join(dir, `sandbox-${dialect}.db`);
    a = await startInstance(store, sandbox);
    // the second one after the first is ready: it finds the database migrated and seeded
    b = await startInstance(store, sandbox);
  }, 120_000);
  afterAll(async () => { await store?.drop(); });

  it('the second instance starts on the migrated and seeded database and seeds nothing', async () => {
    const seeded = (s: Instance) => s.log().map((r) => r.msg).filter((m) => m.startsWith('Seeded'));
    expect(seeded(a)).toHaveLength(3);
    expect(seeded(b)).toEqual([]);
    expect(await count(store, sql`SELECT COUNT(*) AS n FROM schema_version`)).toBe(MIGRATIONS.length);
    expect(await count(store, sql`SELECT COUNT(*) AS n FROM students WHERE login_id = 'demo.student'`)).toBe(1);
  });

  it('(a) a student signed in on A submits a test on B with that session', async () => {
    const student = await login(a.base);
    const test = await testDetails(b.base, student, DEMO_TESTS.shortTest);
    const id = `two-instances-a-${Date.now()}`;
    const { status, body } = await submit(b.base, store, student, test, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ responseTxt: 'success', obj: { testSession: expect.any(String) } });
    expect(await attemptsWith(store, id)).toEqual([{ id: expect.any(Number), studentId: student.studentId, testId: DEMO_TESTS.shortTest, status: 'submitted' }]);
  });

  it('(b) one clientSubmissionId sent to A and B at the same moment stores exactly one attempt', async () => {
    const student = await login(b.base);
    const test = await testDetails(a.base, student, DEMO_TESTS.sectionedMock);
    const id = `two-instances-b-${Date.now()}`;
    const [onA, onB] = await Promise.all([submit(a.base, store, student, test, id), submit(b.base, store, student, test, id)]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    expect(onA.body.obj.testSession).toEqual(expect.any(String));
    expect(onB.body.obj.testSession).toBe(onA.body.obj.testSession);
    expect(await attemptsWith(store, id)).toHaveLength(1);
  });

  it('(c) a one-time code sent by A is answered by GET /api/__dev/last-otp on B and verified on B', async () => {
    const mobile = '9123456780'; // new.student
    const sent = await postForm(a.base, '/app/verify-mobile-send-otp', { mobile });
    expect(sent.body).toMatchObject({ responseTxt: 'sent_otp', obj: { token: expect.any(String) } });
    const otp = await getJson(b.base, `/__dev/last-otp?to=${mobile}`);
    expect(otp.status).toBe(200);
    expect(otp.body.code).toMatch(/^\d{6}$/);
    // the code A printed (its log line reaches the pipe within an event-loop turn or two)
    const printed = async () => a.log().map((r) => r.msg).find((m) => m.startsWith(`OTP for ${mobile}: `));
    for (let i = 0; i < 50 && !(await printed()); i++) await sleep(20);
    expect(await printed()).toBe(`OTP for ${mobile}: ${otp.body.code}`);

    const verified = await postForm(b.base, '/app/verifyotp-login', { otpNumber: otp.body.code, token: sent.body.obj.token, device: 'web' });
    expect(verified.body).toMatchObject({ responseTxt: 'success', obj: { loginId: expect.any(String), token: expect.any(String) } });
    // and the session B opened is good on A
    const courses = await getJson(a.base, '/fetchmycourses', auth(verified.body.obj as WireStudent));
    expect(courses).toMatchObject({ status: 200, body: { responseTxt: 'success' } });
  });

  it('(d) the code-send limit counts the requests of both instances: it trips at the same total as on one', async () => {
    const { limit } = SENDS_PER_DESTINATION[0];
    const sends = async (mobile: string, on: (i: number) => Instance) => {
      const got: number[] = [];
      for (let i = 0; i <= limit; i++) got.push((await postForm(on(i).base, '/app/verify-mobile-send-otp', { mobile })).status);
      return got;
    };
    const expected = [...Array<number>(limit).fill(200), 429];
    // numbers nobody has: counted all the same (the limit is checked before the lookup)
    expect(await sends('9000000001', () => a)).toEqual(expected);
    expect(await sends('9000000002', (i) => (i % 2 === 0 ? a : b))).toEqual(expected);
    // and refused on either instance now
    for (const s of [a, b]) {
      const refused = await postForm(s.base, '/app/verify-mobile-send-otp', { mobile: '9000000002' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('both stop on SIGTERM with exit 0, with no error logged', async () => {
    const [exitA, exitB] = await Promise.all([stopInstance(a), stopInstance(b)]);
    expect(exitA).toEqual({ code: 0, signal: null });
    expect(exitB).toEqual({ code: 0, signal: null });
    for (const s of [a, b]) {
      expect(s.log().filter((r) => r.level === 'error')).toEqual([]);
      expect(s.log().at(-1)?.msg).toBe('Stopped');
      expect(s.stderr()).toBe('');
    }
  });
});

describe.each(ENGINES)('two instances started at the same moment on a fresh database (%s)', (dialect) => {
  it('both get ready, one of them migrates and seeds, the data is there once; both stop with exit 0', async () => {
    const store = await newStore(dialect, 'fresh');
    const sandbox = join(dir, `fresh-sandbox-${dialect}.db`);
    const both = await Promise.all([startInstance(store, sandbox), startInstance(store, sandbox)]);
    const seeders = both.filter((s) => s.log().some((r) => r.msg.startsWith('Seeded demo data')));
    expect(seeders).toHaveLength(1);
    const counts = await readDb(store, async (db) => (await sql<Record<string, number>>`
      SELECT (SELECT COUNT(*) FROM schema_version) AS versions,
             (SELECT COUNT(*) FROM students WHERE login_id IN ('demo.student', 'new.student')) AS "demoAccounts",
             (SELECT COUNT(*) FROM app_meta WHERE key = 'seeded_at') AS seeded`.execute(db.q())).rows[0]);
    expect(counts).toEqual({ versions: MIGRATIONS.length, demoAccounts: 2, seeded: 1 });
    for (const s of both) expect((await login(s.base)).loginId).toBe('demo.student');
    const exits = await Promise.all(both.map(stopInstance));
    expect(exits).toEqual([{ code: 0, signal: null }, { code: 0, signal: null }]);
    for (const s of both) expect(s.log().filter((r) => r.level === 'error')).toEqual([]);
    await store.drop();
  }, 120_000);
});
