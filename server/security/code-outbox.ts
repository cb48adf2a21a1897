import type { Db } from '../db/migration';
import { CODE_TTL_MS } from '../repositories/one-time-code-repository';
import { maskEmail, maskMobile } from './contact-mask';

export type ServerMode = 'demo' | 'production';

/**
 * Where one-time codes go. No SMS or e-mail provider exists yet: demo mode prints the code and keeps the last one per
 * recipient for the dev endpoint (GET /api/__dev/last-otp); production mode only records that a code was issued.
 * The last codes are kept in the database (code_outbox, migration 012), not in this process, so a code one instance
 * sent can be read on any other instance of the same database (docs/reliability.md "Shared state").
 */
export class CodeOutbox {
  private readonly save;
  private readonly prune;
  private readonly read;

  /** `now`: the app's clock (the time a code is kept with, and what "older than a code's validity" is measured from) */
  constructor(db: Db, private readonly mode: ServerMode, private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now) {
    // one row per recipient: a new code replaces the last (portable upsert: SQLite 3.24+ and PostgreSQL)
    this.save = db.prepare<[string, string, number]>(
      `INSERT INTO code_outbox (recipient, code, sent_at) VALUES (?, ?, ?)
       ON CONFLICT (recipient) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at`);
    this.prune = db.prepare<[number]>('DELETE FROM code_outbox WHERE sent_at < ?');
    this.read = db.prepare<[string], { code: string }>('SELECT code FROM code_outbox WHERE recipient = ?');
  }

  deliver(to: string, code: string): void {
    if (this.mode === 'demo') {
      const at = this.now();
      // codes are short-lived: whatever is older than a code's validity goes with each write
      this.prune.run(at - CODE_TTL_MS);
      this.save.run(recipientKey(to), code, at);
      this.log(`OTP for ${to}: ${code}`);
    } else {
      this.log(`OTP issued for ${to.includes('@') ? maskEmail(to) : maskMobile(to)} (no delivery provider configured)`);
    }
  }

  /** The last code sent to a mobile or e-mail (demo mode only; by any instance of the database). */
  lastCode(to: string): string | undefined {
    if (this.mode !== 'demo') return undefined;
    return this.read.get(recipientKey(to))?.code;
  }
}

const recipientKey = (to: string): string => to.trim().toLowerCase();
