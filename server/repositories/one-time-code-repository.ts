import type { Db } from '../db/migration';
import { newCode, newToken, sameHex, sha256 } from '../security/tokens';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

/** What a code proves. Later features add their own (guest sign-up). */
export type CodePurpose = 'login' | 'password_reset'
  /** a new e-mail or mobile of the profile: the code goes to the new address, which is the code's recipient */
  | 'profile_email' | 'profile_mobile'
  | 'account_deletion';

export interface IssuedCode {
  token: string;
  /** only for codes issued with an identifier (password reset) */
  tokenIdentify?: string;
  code: string;
}

export type CodeCheck =
  | { outcome: 'ok'; studentId: number }
  /** no such token, wrong identifier, expired or already used */
  | { outcome: 'unknown' }
  | { outcome: 'wrong_code' }
  /** this was the fifth wrong code, or the code had already been tried five times wrongly */
  | { outcome: 'too_many_attempts' };

interface CodeRow {
  token_hash: string;
  identify_hash: string | null;
  student_id: number;
  code_hash: string;
  expires_at: number;
  wrong_tries: number;
  used_at: number | null;
  recipient: string;
}

// The code is hashed together with its token hash, so equal codes never share a stored hash.
const codeHash = (tokenHash: string, code: string): string => sha256(`${tokenHash}:${code}`);

/** One-time codes: 6 digits, 10 minutes, single use, 5 wrong tries; only hashes are stored. */
export class OneTimeCodeRepository {
  private readonly supersede;
  private readonly prune;
  private readonly insert;
  private readonly find;
  private readonly markWrong;
  private readonly markUsed;

  constructor(private readonly db: Db) {
    this.supersede = db.prepare<[number, number, string]>(
      'UPDATE one_time_codes SET used_at = ? WHERE student_id = ? AND purpose = ? AND used_at IS NULL');
    this.prune = db.prepare<[number]>('DELETE FROM one_time_codes WHERE expires_at <= ?');
    this.insert = db.prepare<[string, string | null, string, number, string, string, number, number]>(
      `INSERT INTO one_time_codes (token_hash, identify_hash, purpose, student_id, recipient, code_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    this.find = db.prepare<[string, string], CodeRow>('SELECT * FROM one_time_codes WHERE token_hash = ? AND purpose = ?');
    this.markWrong = db.prepare<[string]>('UPDATE one_time_codes SET wrong_tries = wrong_tries + 1 WHERE token_hash = ?');
    this.markUsed = db.prepare<[number, string]>('UPDATE one_time_codes SET used_at = ? WHERE token_hash = ?');
  }

  /** Issues a new code; earlier unused codes of the same purpose for the student stop working. */
  issue(purpose: CodePurpose, studentId: number, recipient: string, now: number, withIdentifier = false): IssuedCode {
    const issued: IssuedCode = { token: newToken(), code: newCode(), ...(withIdentifier ? { tokenIdentify: newToken() } : {}) };
    const tokenHash = sha256(issued.token);
    this.db.transaction(() => {
      this.prune.run(now);
      this.supersede.run(now, studentId, purpose);
      this.insert.run(tokenHash, issued.tokenIdentify ? sha256(issued.tokenIdentify) : null, purpose, studentId,
        recipient, codeHash(tokenHash, issued.code), now, now + CODE_TTL_MS);
    })();
    return issued;
  }

  /**
   * Where a live code (not used, not expired, the identifier matching when it has one) was sent; undefined otherwise.
   * Read before a code is checked (the guess budget is per destination) and before a reset hashes a password.
   */
  pendingRecipient(purpose: CodePurpose, token: string, tokenIdentify: string | null, now: number): string | undefined {
    return this.pending(purpose, token, tokenIdentify, now)?.recipient;
  }

  /** pendingRecipient with the student the code was issued for. */
  pending(purpose: CodePurpose, token: string, tokenIdentify: string | null, now: number): { recipient: string; studentId: number } | undefined {
    const row = this.find.get(sha256(token), purpose);
    if (!row || row.used_at !== null || row.expires_at <= now) return undefined;
    if (row.identify_hash !== null && (tokenIdentify === null || !sameHex(sha256(tokenIdentify), row.identify_hash))) return undefined;
    return { recipient: row.recipient, studentId: row.student_id };
  }

  /** Checks a code and, when right, uses it up. Call inside the transaction that acts on the result. */
  redeem(purpose: CodePurpose, token: string, tokenIdentify: string | null, code: string, now: number): CodeCheck {
    const tokenHash = sha256(token);
    const row = this.find.get(tokenHash, purpose);
    if (!row || row.used_at !== null || row.expires_at <= now) return { outcome: 'unknown' };
    if (row.identify_hash !== null && (tokenIdentify === null || !sameHex(sha256(tokenIdentify), row.identify_hash))) {
      return { outcome: 'unknown' };
    }
    if (row.wrong_tries >= MAX_WRONG_TRIES) return { outcome: 'too_many_attempts' };
    if (!sameHex(codeHash(tokenHash, code), row.code_hash)) {
      this.markWrong.run(tokenHash);
      return row.wrong_tries + 1 >= MAX_WRONG_TRIES ? { outcome: 'too_many_attempts' } : { outcome: 'wrong_code' };
    }
    this.markUsed.run(now, tokenHash);
    return { outcome: 'ok', studentId: row.student_id };
  }
}
