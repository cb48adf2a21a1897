// The Support card's form: subject (required) and details (optional). Send is possible when canSendTicket and no
// ticket is on its way; a sent ticket clears the form, a failed one keeps what the student typed. The answer carries
// the toast to show (support-use-cases.ts).
import { makeAutoObservable, runInAction } from 'mobx';
import type { SupportNotice, SupportUseCases } from '../../../application/support/support-use-cases';
import { canSendTicket } from '../../../domain/support/support-forms';

export class SupportFormStore {
  subject = '';
  details = '';
  sending = false;

  constructor(private readonly support: SupportUseCases) {
    makeAutoObservable<SupportFormStore, 'support'>(this, { support: false });
  }

  get canSend(): boolean {
    return !this.sending && canSendTicket({ subject: this.subject });
  }

  setSubject(value: string): void {
    this.subject = value;
  }

  setDetails(value: string): void {
    this.details = value;
  }

  /** Raises the ticket; answers the notice to show, or null when nothing was sent. */
  async send(): Promise<SupportNotice | null> {
    if (!this.canSend) return null;
    this.sending = true;
    const r = await this.support.raiseTicket({ subject: this.subject, details: this.details });
    runInAction(() => {
      this.sending = false;
      if (r.ok) {
        this.subject = '';
        this.details = '';
      }
    });
    return r.ok ? r.value : r.error;
  }
}
