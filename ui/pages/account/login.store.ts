// View state of /login. Rules live in domain/account/validation.ts; the use cases carry every message, so this store
// only holds the form and forwards outcomes. A failure that asks to wait (the server's throttle) holds the submit
// buttons back until the wait is over.
import { makeAutoObservable, runInAction } from 'mobx';
import { GENERIC_FAILURE } from '../../../application/shared/shared-messages';
import type { AccountFailure, AccountUseCases, SignedIn } from '../../../application/account/account-use-cases';
import { canSubmitLogin, isValidCode, sanitiseCodeInput, sanitiseLoginId, type LoginMode } from '../../../domain/account/validation';
import { err, type Result } from '../../../domain/shared/result';
import type { SessionStore } from '../../stores/session.store';
import type { ToastStore } from '../../stores/toast.store';
import { RetryWait } from './retry-wait';

export class LoginStore {
  mode: LoginMode = 'password';
  id = '';
  password = '';
  passwordVisible = false;
  code = '';
  /** set once the server accepted the mobile number: the code-entry view shows until cancelled */
  otpToken: string | null = null;
  /** the last failure's message; a failure that asks to wait shows through `wait` instead */
  failure: string | null = null;
  readonly wait = new RetryWait();
  busy = false;

  constructor(
    private readonly account: AccountUseCases,
    private readonly session: SessionStore,
    private readonly toasts: ToastStore,
    /** the device_type query parameter of /login, sent along with the sign-in */
    private readonly device?: string,
  ) {
    makeAutoObservable<LoginStore, 'account' | 'session' | 'toasts' | 'device'>(this, {
      account: false, session: false, toasts: false, device: false,
    });
  }

  get codeSent(): boolean {
    return this.otpToken !== null;
  }

  /** What the form says went wrong: the wait while it lasts (typing does not clear it), else the last failure. */
  get error(): string | null {
    return this.wait.message ?? this.failure;
  }

  /** Log In (password tab) and Send OTP (OTP tab). */
  get canSubmit(): boolean {
    return !this.busy && !this.wait.waiting && canSubmitLogin({ mode: this.mode, id: this.id, password: this.password });
  }

  get canVerify(): boolean {
    return !this.busy && !this.wait.waiting && this.otpToken !== null && isValidCode(this.code);
  }

  /** Switching tabs resets the form. */
  setMode(mode: LoginMode): void {
    if (mode === this.mode || this.busy) return;
    this.mode = mode;
    this.id = '';
    this.password = '';
    this.passwordVisible = false;
    this.cancelOtp();
  }

  setId(raw: string): void {
    this.id = sanitiseLoginId(raw, this.mode);
    this.failure = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.failure = null;
  }

  togglePasswordVisible(): void {
    this.passwordVisible = !this.passwordVisible;
  }

  setCode(raw: string): void {
    this.code = sanitiseCodeInput(raw);
    this.failure = null;
  }

  /** Back to number entry. The form it held back is gone, so is a wait (the server says again if it still holds). */
  cancelOtp(): void {
    this.otpToken = null;
    this.code = '';
    this.failure = null;
    this.wait.end();
  }

  /** Resolves to the path to go to after a successful sign-in, else null. */
  async logIn(): Promise<string | null> {
    if (this.mode !== 'password' || !this.canSubmit) return null;
    this.start();
    return this.signedIn(await this.attempt(() => this.account.loginWithPassword(this.id, this.password, this.device)));
  }

  async sendOtp(): Promise<void> {
    if (this.mode !== 'otp' || this.codeSent || !this.canSubmit) return;
    this.start();
    const result = await this.attempt(() => this.account.sendLoginOtp(this.id));
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.otpToken = result.value.token;
        this.code = '';
      } else {
        this.fail(result.error);
      }
    });
  }

  async verifyOtp(): Promise<string | null> {
    const token = this.otpToken;
    if (token === null || !this.canVerify) return null;
    this.start();
    return this.signedIn(await this.attempt(() => this.account.verifyLoginOtp(this.code, token, this.device)));
  }

  private start(): void {
    this.busy = true;
    this.failure = null;
  }

  /** The use case's outcome; a rejection (a bug) reads as the generic failure. */
  private async attempt<T>(call: () => Promise<Result<T, AccountFailure>>): Promise<Result<T, AccountFailure>> {
    try {
      return await call();
    } catch {
      return err({ message: GENERIC_FAILURE });
    }
  }

  private signedIn(result: Result<SignedIn, AccountFailure>): string | null {
    this.busy = false;
    if (!result.ok) {
      this.fail(result.error);
      return null;
    }
    const { student, next, message } = result.value;
    this.session.signedIn(student);
    // The failures of earlier tries are stale now; they must not follow the student onto the dashboard.
    this.toasts.dismissVariant('danger');
    if (message) this.toasts.show({ message, variant: 'success' });
    return next;
  }

  private fail(failure: AccountFailure): void {
    if (!this.wait.start(failure)) this.failure = failure.message;
    this.toasts.show({ message: failure.message, variant: 'danger' });
  }
}
