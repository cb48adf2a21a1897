// Students for the chaos scripts (npm run chaos:server, the browser chaos driver). seedChaosStudents prepares a fresh
// database file exactly as server/main.ts does on a demo start (migrations, demo data, the report cohort,
// demo.student's history), then adds `count` students chaos.001, chaos.002 ... (e-mail chaos.001@example.com, mobile
// 7000000001 ...) enrolled in the JEE Main course (course 101, template 5001) with a copy of demo.student's enrolment
// in it (the active PRO pack), all with the published demo password 'Demo@1234' (demo.student's stored hash is
// reused: no extra hashing). signIn makes the real sign-in call.
//
// Sign-ins: POST /api/app/login is limited only on failures (docs/security.md "Limits": 5 per account, 20 an hour per
// address), and each try costs one scrypt hash, run one at a time with at most 64 waiting (503 beyond). So sign each
// student in once, a few at a time (signInAll), and reuse the token (valid 30 days) for every call, across server
// restarts too: sessions are stored in the database.
import { sql } from 'kysely';
import { existsSync, rmSync } from 'node:fs';
import { one, openSqlite } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { DEMO_PASSWORD, seedDemoData } from '../../server/db/seed';
import { seedCohort } from '../../server/db/seed-cohort';
import { seedDemoHistory } from '../../server/db/seed-history';

/** The course every chaos student is enrolled in (server/db/seed.ts: JEE Main, PRO pack like demo.student's). */
export const CHAOS_COURSE = { courseId: 101, templateId: 5001, packTypeId: 3, packTypeTitle: 'PRO' } as const;

export interface ChaosStudent {
  studentId: number;
  /** chaos.001 ...: the user id to sign in with (the e-mail and the mobile work too) */
  loginId: string;
  email: string;
  mobile: string;
  name: string;
  password: string;
  courseId: number;
  templateId: number;
}

/** The headers of an authenticated call (docs/api.md "Conventions"). */
export interface SessionHeaders extends Record<string, string> {
  loginId: string;
  token: string;
  device: 'web';
}

/** Removes a SQLite file with its -wal and -shm files (missing files are fine). */
export function removeDatabaseFiles(dbFile: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
}

/**
 * Prepares the database as a demo start of the server does and adds `count` chaos students. The file must not
 * exist yet (removeDatabaseFiles first); `now` dates the seed data (default Date.now()).
 */
export async function seedChaosStudents(dbFile: string, count: number, now: number = Date.now()): Promise<ChaosStudent[]> {
  if (!Number.isInteger(count) || count < 0 || count > 9999) throw new RangeError(`count must be an integer from 0 to 9999, got ${count}`);
  if (existsSync(dbFile)) throw new Error(`${dbFile} exists: seedChaosStudents wants a fresh database file (removeDatabaseFiles first)`);
  const db = openSqlite(dbFile);
  try {
    // as server/main.ts in demo mode (server/db/prepare-database.ts)
    await migrate(db);
    await seedDemoData(db, now);
    await seedCohort(db, now);
    await seedDemoHistory(db, now);

    // demo.student's password hash and its enrolment in the course (validity, pack, valid till) are copied as they are
    const demo = await one(db, sql<{ hash: string; validityId: number; packTypeId: number; packTypeTitle: string; validTill: string }>`
      SELECT s.password_hash AS hash, e.validity_id AS "validityId", e.pack_type_id AS "packTypeId", e.pack_type_title AS "packTypeTitle",
             e.valid_till_date AS "validTill"
      FROM students s JOIN enrollments e ON e.student_id = s.id WHERE s.login_id = 'demo.student' AND e.course_id = ${CHAOS_COURSE.courseId}`);
    if (!demo) throw new Error(`the demo data has no demo.student enrolled in course ${CHAOS_COURSE.courseId}`);
    if (demo.packTypeId !== CHAOS_COURSE.packTypeId || demo.validTill < new Date(now).toISOString().slice(0, 10)) {
      throw new Error(`demo.student's pack of course ${CHAOS_COURSE.courseId} is ${demo.packTypeTitle} valid till ${demo.validTill}, not an active ${CHAOS_COURSE.packTypeTitle}`);
    }
    return await db.transaction(async () => {
      const out: ChaosStudent[] = [];
      for (let i = 0; i < count; i++) {
        const tag = String(i + 1).padStart(3, '0');
        const loginId = `chaos.${tag}`;
        const email = `chaos.${tag}@example.com`;
        const mobile = `70000${String(i + 1).padStart(5, '0')}`;
        const taken = await db.q().selectFrom('students').select('id')
          .where((eb) => eb.or([eb('login_id', '=', loginId), eb('email', '=', email), eb('mobile', '=', mobile)])).executeTakeFirst();
        if (taken) throw new Error(`${loginId}, ${email} or ${mobile} is taken in ${dbFile}`);
        const name = `Chaos Student ${tag}`;
        const { id: studentId } = await db.q().insertInto('students').values({
          login_id: loginId, email, mobile, password_hash: demo.hash, name, first_time_user: 0, opened_course: 0,
        }).returning('id').executeTakeFirstOrThrow();
        const { courseId, templateId } = CHAOS_COURSE;
        await db.q().insertInto('enrollments').values({
          student_id: studentId, course_id: courseId, position: 0, validity_id: demo.validityId, pack_type_id: demo.packTypeId,
          pack_type_title: demo.packTypeTitle, valid_till_date: demo.validTill,
        }).execute();
        out.push({ studentId, loginId, email, mobile, name, password: DEMO_PASSWORD, courseId, templateId });
      }
      return out;
    });
  } finally {
    await db.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Signs the student in (POST /api/app/login with the login id and password) and returns the session headers. A 503
 * (hash queue full) is tried again after its Retry-After, at most 5 times; anything else but 200 success throws.
 */
export async function signIn(baseUrl: string, student: Pick<ChaosStudent, 'loginId' | 'password'>): Promise<SessionHeaders> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${baseUrl}/api/app/login`, {
      method: 'POST',
      body: new URLSearchParams({ userId: student.loginId, password: student.password, device: 'web' }),
    });
    const body = await res.json().catch(() => null) as { responseTxt?: string; message?: string; obj?: { loginId?: string; token?: string } } | null;
    if (res.status === 503 && attempt < 5) {
      await sleep(1000 * Number(res.headers.get('retry-after') ?? 1));
      continue;
    }
    if (!res.ok || body?.responseTxt !== 'success' || !body.obj?.token || !body.obj.loginId) {
      throw new Error(`sign-in of ${student.loginId} failed: HTTP ${res.status} ${body?.responseTxt ?? ''} ${body?.message ?? ''}`.trim());
    }
    return { loginId: body.obj.loginId, token: body.obj.token, device: 'web' };
  }
}

/** Signs every student in once, `concurrency` at a time (default 2: the server hashes one password per spare core). */
export async function signInAll(baseUrl: string, students: readonly ChaosStudent[], concurrency = 2): Promise<SessionHeaders[]> {
  const out: SessionHeaders[] = new Array(students.length);
  let next = 0;
  const worker = async () => {
    while (next < students.length) {
      const i = next++;
      out[i] = await signIn(baseUrl, students[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, students.length)) }, worker));
  return out;
}
