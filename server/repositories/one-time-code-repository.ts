import type { Db } from '../db/migration';
import { newCode, newToken, sameHex, sha256 } from '../security/tokens';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

/** What a code of a student proves. */
export type StudentCodePurpose = 'login' | 'password_reset'
  /** a new e-mail or mobile of the profile: the code goes to the new address, which is the code's recipient */
  | 'profile_email' | 'profile_mobile'
  | 'account_deletion';

/**
 * What a code proves. A guest sign-up code ('guest_signup') has no student yet: it proves the recipient (a mobile),
 * and the student is found or made by that mobile once the code is right (docs/api.md "Guest trial").
 */
export type CodePurpose = StudentCodePurpose | 'guest_signup';

export const GUEST_SIGNUP = 'guest_signup' as const;

export interface IssuedCode {
  token: string;
  /** only for codes issued with an identifier (password reset) */
  tokenIdentify?: string;
  code: string;
}

/** The outcomes of a check that are not a right code. */
type CodeRefusal =
  /** no such token, wrong identifier, expired or already used */
  | { outcome: 'unknown' }
  | { outcome: 'wrong_code' }
  /** this was the fifth wrong code, or the code had already been tried five times wrongly */
  | { outcome: 'too_many_attempts' };

export type CodeCheck = { outcome: 'ok'; studentId: number } | CodeRefusal;

/** The check of a guest sign-up code: a right code proves its recipient (the mobile it was sent to). */
export type GuestCodeCheck = { outcome: 'ok'; recipient: string } | CodeRefusal;

interface CodeRow {
  token_hash: string;
  identify_hash: string | null;
  /** null for a guest sign-up code only */
  student_id: number | null;
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
  private readonly supersedeGuest;
  private readonly prune;
  private readonly insert;
  private readonly find;
  private readonly markWrong;
  private readonly markUsed;

  constructor(private readonly db: Db) {
    this.supersede = db.prepare<[number, number, string]>(
      'UPDATE one_time_codes SET used_at = ? WHERE student_id = ? AND purpose = ? AND used_at IS NULL');
    this.supersedeGuest = db.prepare<[number, string, string]>(
      'UPDATE one_time_codes SET used_at = ? WHERE recipient = ? AND purpose = ? AND student_id IS NULL AND used_at IS NULL');
    this.prune = db.prepare<[number]>('DELETE FROM one_time_codes WHERE expires_at <= ?');
    this.insert = db.prepare<[string, string | null, string, number | null, string, string, number, number]>(
      `INSERT INTO one_time_codes (token_hash, identify_hash, purpose, student_id, recipient, code_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    this.find = db.prepare<[string, string], CodeRow>('SELECT * FROM one_time_codes WHERE token_hash = ? AND purpose = ?');
    this.markWrong = db.prepare<[string]>('UPDATE one_time_codes SET wrong_tries = wrong_tries + 1 WHERE token_hash = ?');
    this.markUsed = db.prepare<[number, string]>('UPDATE one_time_codes SET used_at = ? WHERE token_hash = ?');
  }

  /** Issues a new code; earlier unused codes of the same purpose for the student stop working. */
  issue(purpose: StudentCodePurpose, studentId: number, recipient: string, now: number, withIdentifier = false): IssuedCode {
    return this.store(purpose, studentId, recipient, now, withIdentifier);
  }

  /**
   * Issues a guest sign-up code to a mobile, for no student (none may exist yet); earlier unused guest codes of the
   * same mobile stop working.
   */
  issueGuest(mobile: string, now: number): IssuedCode {
    return this.store(GUEST_SIGNUP, null, mobile, now, false);
  }

  private store(purpose: CodePurpose, studentId: number | null, recipient: string, now: number, withIdentifier: boolean): IssuedCode {
    const issued: IssuedCode = { token: newToken(), code: newCode(), ...(withIdentifier ? { tokenIdentify: newToken() } : {}) };
    const tokenHash = sha256(issued.token);
    this.db.transaction(() => {
      this.prune.run(now);
      if (studentId === null) this.supersedeGuest.run(now, recipient, purpose);
      else this.supersede.run(now, studentId, purpose);
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

  /** pendingRecipient with the student the code was issued for (null for a guest sign-up code). */
  pending(purpose: CodePurpose, token: string, tokenIdentify: string | null, now: number): { recipient: string; studentId: number | null } | undefined {
    const row = this.find.get(sha256(token), purpose);
    if (!row || row.used_at !== null || row.expires_at <= now) return undefined;
    if (row.identify_hash !== null && (tokenIdentify === null || !sameHex(sha256(tokenIdentify), row.identify_hash))) return undefined;
    return { recipient: row.recipient, studentId: row.student_id };
  }

  /** Checks a code and, when right, uses it up. Call inside the transaction that acts on the result. */
  redeem(purpose: StudentCodePurpose, token: string, tokenIdentify: string | null, code: string, now: number): CodeCheck {
    const check = this.check(purpose, token, tokenIdentify, code, now);
    if (check.outcome !== 'ok') return check;
    if (check.row.student_id === null) throw new Error(`a ${purpose} code without a student`);
    return { outcome: 'ok', studentId: check.row.student_id };
  }

  /** Checks a guest sign-up code and, when right, uses it up. Call inside the transaction that acts on the result. */
  redeemGuest(token: string, code: string, now: number): GuestCodeCheck {
    const check = this.check(GUEST_SIGNUP, token, null, code, now);
    return check.outcome === 'ok' ? { outcome: 'ok', recipient: check.row.recipient } : check;
  }

  private check(purpose: CodePurpose, token: string, tokenIdentify: string | null, code: string, now: number): { outcome: 'ok'; row: CodeRow } | CodeRefusal {
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
    return { outcome: 'ok', row };
  }
}
