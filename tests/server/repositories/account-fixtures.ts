// Shared by the contract suites of the account, session, code and security repositories: students made through the
// repository's own API (a guest sign-up), each with its own login id, mobile and e-mail, so tests of one block
// (one database) never collide.
import type { SqlDatabase } from '../../../server/db/connect';
import { StudentRepository } from '../../../server/repositories/student-repository';

let next = 0;

export interface Fixture { id: number; loginId: string; mobile: string; email: string }

/** A new student; the mobile is 10 digits, the e-mail lower-case. */
export async function addStudent(db: SqlDatabase, overrides: { email?: string | null } = {}): Promise<Fixture> {
  const n = ++next;
  const loginId = `student.${n}`;
  const mobile = String(7_000_000_000 + n);
  const email = overrides.email === undefined ? `student.${n}@example.com` : overrides.email;
  const id = await new StudentRepository(db).createGuest({
    loginId, name: `Student ${n}`, mobile, email, passwordHash: 'scrypt$test', deviceType: 'web',
    signupSource: 'Guest Mock Test', signupCourseUrl: null,
  });
  return { id, loginId, mobile, email: email ?? '' };
}

/** The rejection of a promise (fails when it resolves). */
export async function rejectionOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}
