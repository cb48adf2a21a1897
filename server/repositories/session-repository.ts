import { sql } from 'kysely';
import { one, run, type SqlDatabase } from '../db/connect';
import { insertRows } from '../db/insert-rows';
import { newToken, sha256 } from '../security/tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionOwner {
  studentId: number;
  loginId: string;
  mobile: string | null;
}

/** Session tokens are handed out once and stored only as their SHA-256. */
export class SessionRepository {
  constructor(private readonly db: SqlDatabase) {}

  /** Starts a session valid for 30 days and returns its token (the only time it is seen in clear). */
  async open(studentId: number, device: string, now: number): Promise<string> {
    const token = newToken();
    await run(this.db, this.db.q().deleteFrom('sessions').where('expires_at', '<=', now));
    await run(this.db, insertRows(this.db, 'sessions', [{
      token_hash: sha256(token), student_id: studentId, device, created_at: now, expires_at: now + SESSION_TTL_MS,
    }]));
    return token;
  }

  /** The owner of a live session, or undefined when the token is unknown or expired. */
  async ownerOf(token: string, now: number): Promise<SessionOwner | undefined> {
    return one(this.db, sql<SessionOwner>`
      SELECT s.student_id AS "studentId", st.login_id AS "loginId", st.mobile AS mobile
      FROM sessions s JOIN students st ON st.id = s.student_id
      WHERE s.token_hash = ${sha256(token)} AND s.expires_at > ${now}`);
  }

  /** Revokes one session (logout): its token stops working at once. */
  async end(token: string): Promise<void> {
    await run(this.db, this.db.q().deleteFrom('sessions').where('token_hash', '=', sha256(token)));
  }

  /** Revokes every session of the student (a password reset). */
  async endAllOf(studentId: number): Promise<void> {
    await run(this.db, this.db.q().deleteFrom('sessions').where('student_id', '=', studentId));
  }
}
