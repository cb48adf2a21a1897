import type { SqlDatabase } from '../db/connect';
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
  purpose: string;
  created_at: number;
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
  constructor(private readonly db: SqlDatabase) {}

  /** Issues a new code; earlier unused codes of the same purpose for the student stop working. */
  async issue(purpose: StudentCodePurpose, studentId: number, recipient: string, now: number, withIdentifier = false): Promise<IssuedCode> {
    return this.store(purpose, studentId, recipient, now, withIdentifier);
  }

  /**
   * Issues a guest sign-up code to a mobile, for no student (none may exist yet); earlier unused guest codes of the
   * same mobile stop working.
   */
  async issueGuest(mobile: string, now: number): Promise<IssuedCode> {
    return this.store(GUEST_SIGNUP, null, mobile, now, false);
  }

  private async store(purpose: CodePurpose, studentId: number | null, recipient: string, now: number, withIdentifier: boolean): Promise<IssuedCode> {
    const issued: IssuedCode = { token: newToken(), code: newCode(), ...(withIdentifier ? { tokenIdentify: newToken() } : {}) };
    const tokenHash = sha256(issued.token);
    await this.db.transaction(async () => {
      const q = this.db.q();
      await q.deleteFrom('one_time_codes').where('expires_at', '<=', now).execute();
      let supersede = q.updateTable('one_time_codes').set({ used_at: now })
        .where('purpose', '=', purpose).where('used_at', 'is', null);
      supersede = studentId === null
        ? supersede.where('recipient', '=', recipient).where('student_id', 'is', null)
        : supersede.where('student_id', '=', studentId);
      await supersede.execute();
      await q.insertInto('one_time_codes').values({
        token_hash: tokenHash, identify_hash: issued.tokenIdentify ? sha256(issued.tokenIdentify) : null, purpose,
        student_id: studentId, recipient, code_hash: codeHash(tokenHash, issued.code), created_at: now, expires_at: now + CODE_TTL_MS,
      }).execute();
    });
    return issued;
  }

  private async find(tokenHash: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
    return this.db.q().selectFrom('one_time_codes').selectAll()
      .where('token_hash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();
  }

  /**
   * Where a live code (not used, not expired, the identifier matching when it has one) was sent; undefined otherwise.
   * Read before a code is checked (the guess budget is per destination) and before a reset hashes a password.
   */
  async pendingRecipient(purpose: CodePurpose, token: string, tokenIdentify: string | null, now: number): Promise<string | undefined> {
    return (await this.pending(purpose, token, tokenIdentify, now))?.recipient;
  }

  /** pendingRecipient with the student the code was issued for (null for a guest sign-up code). */
  async pending(purpose: CodePurpose, token: string, tokenIdentify: string | null, now: number): Promise<{ recipient: string; studentId: number | null } | undefined> {
    const row = await this.find(sha256(token), purpose);
    if (!row || !live(row, tokenIdentify, now)) return undefined;
    return { recipient: row.recipient, studentId: row.student_id };
  }

  /** Checks a code and, when right, uses it up. Call inside the transaction that acts on the result. */
  async redeem(purpose: StudentCodePurpose, token: string, tokenIdentify: string | null, code: string, now: number): Promise<CodeCheck> {
    const check = await this.check(purpose, token, tokenIdentify, code, now);
    if (check.outcome !== 'ok') return check;
    if (check.row.student_id === null) throw new Error(`a ${purpose} code without a student`);
    return { outcome: 'ok', studentId: check.row.student_id };
  }

  /** Checks a guest sign-up code and, when right, uses it up. Call inside the transaction that acts on the result. */
  async redeemGuest(token: string, code: string, now: number): Promise<GuestCodeCheck> {
    const check = await this.check(GUEST_SIGNUP, token, null, code, now);
    return check.outcome === 'ok' ? { outcome: 'ok', recipient: check.row.recipient } : check;
  }

  // Two checks of one code at once (two instances) cannot both use it, nor share a wrong try: the tries are counted
  // by one atomic UPDATE ... RETURNING, and a code is used up only by the UPDATE that finds it unused.
  private async check(purpose: CodePurpose, token: string, tokenIdentify: string | null, code: string, now: number): Promise<{ outcome: 'ok'; row: CodeRow } | CodeRefusal> {
    const tokenHash = sha256(token);
    const row = await this.find(tokenHash, purpose);
    if (!row || !live(row, tokenIdentify, now)) return { outcome: 'unknown' };
    if (row.wrong_tries >= MAX_WRONG_TRIES) return { outcome: 'too_many_attempts' };
    const q = this.db.q();
    if (!sameHex(codeHash(tokenHash, code), row.code_hash)) {
      const counted = await q.updateTable('one_time_codes').set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('token_hash', '=', tokenHash).returning('wrong_tries').executeTakeFirst();
      return (counted?.wrong_tries ?? MAX_WRONG_TRIES) >= MAX_WRONG_TRIES ? { outcome: 'too_many_attempts' } : { outcome: 'wrong_code' };
    }
    const used = await q.updateTable('one_time_codes').set({ used_at: now })
      .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('wrong_tries', '<', MAX_WRONG_TRIES)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 1) return { outcome: 'ok', row };
    // another check got there first: it used the code, or its wrong try was the last one
    const after = await this.find(tokenHash, purpose);
    return !after || after.used_at !== null ? { outcome: 'unknown' } : { outcome: 'too_many_attempts' };
  }
}

/** Not used, not expired, and the identifier matching when the code has one. */
const live = (row: CodeRow, tokenIdentify: string | null, now: number): boolean =>
  row.used_at === null && row.expires_at > now
  && (row.identify_hash === null || (tokenIdentify !== null && sameHex(sha256(tokenIdentify), row.identify_hash)));
