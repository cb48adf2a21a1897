import type { Db } from '../db/migration';
import { newToken, sha256 } from '../security/tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionOwner {
  studentId: number;
  loginId: string;
  mobile: string | null;
}

/** Session tokens are handed out once and stored only as their SHA-256. */
export class SessionRepository {
  private readonly insert;
  private readonly prune;
  private readonly find;
  private readonly endAll;
  private readonly endOne;

  constructor(db: Db) {
    this.insert = db.prepare<[string, number, string, number, number]>(
      'INSERT INTO sessions (token_hash, student_id, device, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
    this.prune = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
    this.find = db.prepare<[string, number], SessionOwner>(
      `SELECT s.student_id AS studentId, st.login_id AS loginId, st.mobile AS mobile
       FROM sessions s JOIN students st ON st.id = s.student_id
       WHERE s.token_hash = ? AND s.expires_at > ?`);
    this.endAll = db.prepare<[number]>('DELETE FROM sessions WHERE student_id = ?');
    this.endOne = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  }

  /** Starts a session valid for 30 days and returns its token (the only time it is seen in clear). */
  open(studentId: number, device: string, now: number): string {
    const token = newToken();
    this.prune.run(now);
    this.insert.run(sha256(token), studentId, device, now, now + SESSION_TTL_MS);
    return token;
  }

  /** The owner of a live session, or undefined when the token is unknown or expired. */
  ownerOf(token: string, now: number): SessionOwner | undefined {
    return this.find.get(sha256(token), now);
  }

  /** Revokes one session (logout): its token stops working at once. */
  end(token: string): void {
    this.endOne.run(sha256(token));
  }

  /** Revokes every session of the student (a password reset). */
  endAllOf(studentId: number): void {
    this.endAll.run(studentId);
  }
}
