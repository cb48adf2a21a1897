import { maskEmail, maskMobile } from './contact-mask';

export type ServerMode = 'demo' | 'production';

/** Where one-time codes go. No SMS or e-mail provider exists yet: demo mode prints the code and keeps
 *  the last one per recipient for the dev endpoint; production mode only records that a code was issued. */
export class CodeOutbox {
  private readonly last = new Map<string, string>();

  constructor(private readonly mode: ServerMode, private readonly log: (line: string) => void) {}

  deliver(to: string, code: string): void {
    if (this.mode === 'demo') {
      this.last.set(recipientKey(to), code);
      this.log(`OTP for ${to}: ${code}`);
    } else {
      this.log(`OTP issued for ${to.includes('@') ? maskEmail(to) : maskMobile(to)} (no delivery provider configured)`);
    }
  }

  /** The last code sent to a mobile or e-mail (demo mode only). */
  lastCode(to: string): string | undefined {
    return this.last.get(recipientKey(to));
  }
}

const recipientKey = (to: string): string => to.trim().toLowerCase();
