// View state of /forget-password: enter the e-mail or mobile, then the code and the new password. One instance per
// visit, so the phase resets when the user leaves the screen. Rules: domain/account/validation.ts; messages: the use
// cases'. A failure that asks to wait (the server's throttle) holds the step's button back until the wait is over.
import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_MESSAGES, TOAST_TITLES } from '../../../application/account/account-messages';
import type { AccountFailure, AccountUseCases, ResetFailure } from '../../../application/account/account-use-cases';
import type { ForgotPasswordToken } from '../../../application/account/ports';
import {
  canSubmitForgotStep1, canSubmitResetStep2, forgotStep1Error, sanitiseCodeInput, validateResetStep2,
} from '../../../domain/account/validation';
import { err, type Result } from '../../../domain/shared/result';
import type { ToastStore } from '../../stores/toast.store';
import { RetryWait } from './retry-wait';

export type ForgotPhase = 'EnterUserId' | 'VerifyOTP' | 'Success';

/** Toasts of this screen last 2000 ms. */
export const FORGOT_TOAST_MS = 2000;

export class ForgetPasswordStore {
  phase: ForgotPhase = 'EnterUserId';
  userId = '';
  userIdTouched = false;
  otp = '';
  newPassword = '';
  confirmPassword = '';
  /** set when the confirm field is left or on submit: from then on the first failing rule is shown */
  step2Touched = false;
  /** 'Invalid OTP' from the server, shown inline without a toast */
  otpError: string | null = null;
  token: ForgotPasswordToken | null = null;
  busy = false;
  /** the server's throttle of the step shown; its words stay on screen while it lasts */
  readonly wait = new RetryWait();

  constructor(private readonly account: AccountUseCases, private readonly toasts: ToastStore) {
    makeAutoObservable<ForgetPasswordStore, 'account' | 'toasts'>(this, { account: false, toasts: false });
  }

  get userIdError(): string | null {
    return this.userIdTouched ? forgotStep1Error(this.userId) : null;
  }

  get canSubmitStep1(): boolean {
    return !this.busy && !this.wait.waiting && canSubmitForgotStep1(this.userId.trim());
  }

  get step2Error(): string | null {
    return this.step2Touched ? validateResetStep2(this.step2Input) : null;
  }

  get canSubmitStep2(): boolean {
    return !this.busy && !this.wait.waiting && this.token !== null && canSubmitResetStep2(this.step2Input);
  }

  private get step2Input() {
    return { otp: this.otp, newPassword: this.newPassword, confirmPassword: this.confirmPassword };
  }

  setUserId(value: string): void {
    this.userId = value;
  }

  touchUserId(): void {
    this.userIdTouched = true;
  }

  setOtp(raw: string): void {
    this.otp = sanitiseCodeInput(raw);
    this.otpError = null;
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }

  touchStep2(): void {
    this.step2Touched = true;
  }

  async requestReset(): Promise<void> {
    this.touchUserId();
    if (!this.canSubmitStep1) return;
    this.busy = true;
    let result: Result<ForgotPasswordToken, AccountFailure>;
    try {
      result = await this.account.requestPasswordReset(this.userId.trim());
    } catch {
      result = err({ message: ACCOUNT_MESSAGES.generic });
    }
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.token = result.value;
        this.clearStep2();
        this.phase = 'VerifyOTP';
      } else {
        this.token = null;
        this.wait.start(result.error);
        this.failureToast(result.error.message);
      }
    });
  }

  async resetPassword(): Promise<void> {
    this.touchStep2();
    const token = this.token;
    if (token === null || !this.canSubmitStep2 || this.step2Error !== null) return;
    this.busy = true;
    let result: Result<{ message: string }, ResetFailure>;
    try {
      result = await this.account.resetPassword({ token, otp: this.otp, newPassword: this.newPassword });
    } catch {
      result = err({ message: ACCOUNT_MESSAGES.generic, toast: true, expired: false });
    }
    runInAction(() => this.resetDone(result));
  }

  private resetDone(result: Result<{ message: string }, ResetFailure>): void {
    this.busy = false;
    if (result.ok) {
      this.token = null;
      this.clearStep2();
      this.phase = 'Success';
      const { message } = result.value;
      this.toasts.show({ title: TOAST_TITLES.success, message, variant: 'success', durationMs: FORGOT_TOAST_MS });
      return;
    }
    this.resetFailed(result.error);
  }

  private resetFailed(failure: ResetFailure): void {
    if (failure.expired) {
      this.token = null;
      this.clearStep2();
      this.phase = 'EnterUserId';
    }
    this.wait.start(failure);
    if (failure.toast) this.failureToast(failure.message);
    else this.otpError = failure.message;
  }

  /** Also on every change of step: a wait held back the step that was shown. */
  private clearStep2(): void {
    this.wait.end();
    this.otp = '';
    this.newPassword = '';
    this.confirmPassword = '';
    this.step2Touched = false;
    this.otpError = null;
  }

  private failureToast(message: string): void {
    this.toasts.show({ title: TOAST_TITLES.failure, message, variant: 'danger', durationMs: FORGOT_TOAST_MS });
  }
}
