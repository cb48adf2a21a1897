// The wait the server's throttle asks for (a 429 with Retry-After) on an account screen: until it is over the submit
// button stays disabled, since another try only gets the same refusal, and the server's words (they say the wait)
// stay on screen to say why the button is off.
import { makeAutoObservable } from 'mobx';
import type { AccountFailure } from '../../../application/account/account-use-cases';

export class RetryWait {
  /** the server's words while the wait lasts, else null */
  message: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeAutoObservable<RetryWait, 'timer'>(this, { timer: false });
  }

  get waiting(): boolean {
    return this.message !== null;
  }

  /** Starts the wait of a failure that asks for one (any earlier wait ends); false for any other failure. */
  start(failure: AccountFailure): boolean {
    if (failure.retryAfterSeconds === undefined) return false;
    this.end();
    this.message = failure.message;
    this.timer = setTimeout(() => this.end(), failure.retryAfterSeconds * 1000);
    return true;
  }

  /** The wait is over (its time has passed, or the form it held back was left). */
  end(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.message = null;
  }
}
