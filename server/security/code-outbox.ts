import type { SqlDatabase } from '../db/connect';
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
  /** `now`: the app's clock (the time a code is kept with, and what "older than a code's validity" is measured from) */
  constructor(private readonly db: SqlDatabase, private readonly mode: ServerMode, private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now) {}

  async deliver(to: string, code: string): Promise<void> {
    if (this.mode === 'demo') {
      const at = this.now();
      const q = this.db.q();
      // codes are short-lived: whatever is older than a code's validity goes with each write
      await q.deleteFrom('code_outbox').where('sent_at', '<', at - CODE_TTL_MS).execute();
      // one row per recipient: a new code replaces the last
      await q.insertInto('code_outbox').values({ recipient: recipientKey(to), code, sent_at: at })
        .onConflict((oc) => oc.column('recipient').doUpdateSet((eb) => ({ code: eb.ref('excluded.code'), sent_at: eb.ref('excluded.sent_at') })))
        .execute();
      this.log(`OTP for ${to}: ${code}`);
    } else {
      this.log(`OTP issued for ${to.includes('@') ? maskEmail(to) : maskMobile(to)} (no delivery provider configured)`);
    }
  }

  /** The last code sent to a mobile or e-mail (demo mode only; by any instance of the database). */
  async lastCode(to: string): Promise<string | undefined> {
    if (this.mode !== 'demo') return undefined;
    return (await this.db.q().selectFrom('code_outbox').select('code').where('recipient', '=', recipientKey(to)).executeTakeFirst())?.code;
  }
}

const recipientKey = (to: string): string => to.trim().toLowerCase();
