// The guest submit flow (/guest-testsimulator, spec 001 §4 "Guest submit"): Submit Now hands the test in on this
// device (the engine's Submit command: the timer stops and a reload keeps it handed in), then the guest verifies a
// mobile number (details form -> 6-digit code -> verified: signed up and signed in), the course's free trial is
// added and the test is posted as a guest submit through the SubmissionStore, which toasts 'Test Submit
// Successfully' and goes to the analytics as for a registered student. View state only: the rules are the account
// use cases' (sendGuestOtp, verifyGuestOtp, addTrialCourse), the form's (domain/account/guest-form.ts) and the
// engine's.
//
// - A student signed in already (or a reload after the code was accepted) skips the form and the code.
// - A failure after the code was accepted (the trial course, the submit) shows 'Error Submitting the Test' with
//   Retry, which resumes at the step that failed; the answers stay in the local log until the submit succeeds.
// - A guest whose trial is used ('You have already attempted free trial test') gets the toast with Upgrade (10 s)
//   and goes to the dashboard, signed in. The handed-in attempt can never be stored, so its local log is discarded
//   and the same link starts a fresh test.
import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_MESSAGES } from '../../application/account/account-messages';
import { TOAST_MS } from '../../application/simulator/simulator-messages';
import type { SubmitContext } from '../../application/simulator/simulator-use-cases';
import {
  GUEST_RESEND_SECONDS, guestFormErrors, guestSource, sanitiseGuestMobile, type GuestForm, type GuestFormErrors,
} from '../../domain/account/guest-form';
import type { Student } from '../../domain/account/student';
import { isValidCode, OTP_LENGTH } from '../../domain/account/validation';
import { PATHS, selectCoursePath } from '../../domain/shared/paths';
import { cmd } from '../../domain/test-engine/events';
import type { ModalStore } from './modal.store';
import type { GuestAccountEnv, SimulatorEnv } from './simulator-env';
import type { SimulatorSessionStore } from './simulator-session.store';
import type { SubmissionStore } from './submission.store';

/** closed: no guest modal (the handed-in test shows the Submit Now-only modal); details: the verify form; code: the
 *  6-digit code; finishing: verified, the trial course is being added and the test submitted (or that failed). */
export type GuestStep = 'closed' | 'details' | 'code' | 'finishing';

/** What is running: sending the code (the form's Send OTP), sending it again, checking it, or the verified steps. */
export type GuestBusy = 'send' | 'resend' | 'verify' | 'finish';

const ERROR = ACCOUNT_MESSAGES.guestSubmitFailed;

/** A use case that throws (a bug, a chunk that failed) counts as a failed call. */
const guard = async <T>(what: string, call: () => Promise<T>): Promise<T | null> => {
  try {
    return await call();
  } catch (e) {
    console.error(`${what} failed`, e);
    return null;
  }
};

export class GuestSubmitStore {
  step: GuestStep = 'closed';
  name = '';
  mobile = '';
  email = '';
  code = '';
  /** the form's errors show from the first Send OTP on */
  triedSend = false;
  busy: GuestBusy | null = null;
  /** the form's failure (the code could not be sent) */
  sendError: string | null = null;
  /** under the code boxes: 'Invalid Otp', an expired code, a resend that failed */
  codeError: string | null = null;
  /** the verified steps failed: 'Error Submitting the Test', with Retry */
  finishError: string | null = null;
  /** seconds until Resend OTP is offered; 0: offered */
  resendIn = 0;
  /** the mobile the code went to (the code step names it) */
  sentTo = '';

  private token: string | null = null;
  /** the student once the trial course is added: a Retry after a failed submit does not add it again */
  private trial: Student | null = null;
  private resendAt = 0;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private finishRun: Promise<void> | null = null;

  constructor(
    private readonly session: SimulatorSessionStore,
    private readonly submission: SubmissionStore,
    private readonly modals: ModalStore,
    private readonly env: SimulatorEnv,
  ) {
    makeAutoObservable<GuestSubmitStore, 'session' | 'submission' | 'modals' | 'env' | 'token' | 'trial' | 'resendAt' | 'ticker' | 'finishRun'>(this, {
      session: false, submission: false, modals: false, env: false, token: false, trial: false, resendAt: false, ticker: false, finishRun: false,
    });
  }

  // ---------- view state ----------

  /** A guest modal is open. */
  get open(): boolean {
    return this.step !== 'closed';
  }

  /** The open modal may be closed (Escape, Cancel): nothing runs. */
  get dismissable(): boolean {
    return this.busy === null;
  }

  get form(): GuestForm {
    return { name: this.name, mobile: this.mobile, email: this.email };
  }

  /** The form's errors, shown from the first Send OTP on. */
  get errors(): GuestFormErrors {
    return this.triedSend ? guestFormErrors(this.form) : {};
  }

  /** Verify is offered once all 6 digits are in. */
  get canVerify(): boolean {
    return isValidCode(this.code, OTP_LENGTH) && this.busy === null;
  }

  /** Resend OTP is offered once the countdown is over. */
  get canResend(): boolean {
    return this.resendIn === 0 && this.busy === null;
  }

  /** The test's course: the guest link's (the loaded test is that course's free test). */
  get courseId(): number | undefined {
    return this.session.params.courseId;
  }

  private get account(): GuestAccountEnv | undefined {
    return this.env.guest;
  }

  private get signedIn(): boolean {
    return !!this.account?.session.student?.token;
  }

  // ---------- the form ----------

  setName(v: string): void {
    this.name = v;
  }

  /** Digits only, at most 10 ('+91 98765 43210' pasted gives '9876543210'). */
  setMobile(v: string): void {
    this.mobile = sanitiseGuestMobile(v);
  }

  setEmail(v: string): void {
    this.email = v;
  }

  /** The code boxes' value: digits, a space for an empty box (a box cleared in the middle). */
  setCode(v: string): void {
    this.code = v.replace(/[^\d ]/g, '').slice(0, OTP_LENGTH);
    if (this.codeError === ACCOUNT_MESSAGES.guestInvalidOtp) this.codeError = null;
  }

  // ---------- the flow ----------

  /**
   * Submit Now (the submit modal, Time's Up, full screen exited): hands the test in on this device, then opens the
   * guest flow where it was left (the form first), or, for a signed-in student, adds the trial and submits.
   */
  async start(): Promise<void> {
    if (this.busy !== null || !this.session.state) return;
    if (!this.session.state.submitted) {
      await this.session.run(cmd('Submit', this.session.fullScreenExited ? { reason: 'full_screen' } : {}));
      // a refused hand-in (the session is closed) stops here; one applied but not yet written goes on
      if (!this.session.state?.submitted) return;
    }
    this.modals.closeDone('submit');
    if (this.signedIn) {
      await this.finish();
      return;
    }
    runInAction(() => {
      if (this.step === 'closed' || this.step === 'finishing') this.step = this.token ? 'code' : 'details';
    });
  }

  /** Escape or Cancel: the flow closes (not while a step runs); the test stays handed in. */
  cancel(): void {
    if (this.busy !== null) return;
    this.step = 'closed';
  }

  /** Send OTP: the form's errors show; a valid form sends the code and the code step opens. */
  async sendOtp(): Promise<void> {
    if (this.busy !== null) return;
    this.triedSend = true;
    this.sendError = null;
    if (Object.keys(this.errors).length > 0) return;
    const failure = await this.sendCode('send', this.mobile);
    runInAction(() => {
      if (failure !== null) this.sendError = failure;
      else this.step = 'code';
    });
  }

  /** Resend OTP (after the countdown): a new code and a new countdown. */
  async resend(): Promise<void> {
    if (!this.canResend) return;
    const failure = await this.sendCode('resend', this.sentTo);
    if (failure !== null) runInAction(() => { this.codeError = failure; });
  }

  /** Sends a code to `mobile` (the countdown starts again); the failure's words, or null once it is sent. */
  private async sendCode(busy: 'send' | 'resend', mobile: string): Promise<string | null> {
    this.busy = busy;
    const sent = await guard('Sending the guest code', () => this.account ? this.account.account.sendGuestOtp(mobile) : Promise.resolve(null));
    return runInAction(() => {
      this.busy = null;
      if (!sent?.ok) return sent ? sent.error.message : ERROR;
      this.codeSent(sent.value.token, mobile);
      return null;
    });
  }

  /** Change number: back to the form (its values kept); the code sent is dropped. */
  changeNumber(): void {
    if (this.busy !== null) return;
    this.token = null;
    this.code = '';
    this.codeError = null;
    this.stopCountdown();
    this.step = 'details';
  }

  /** Verify: the code signs the guest up (or in); then the trial course and the submit. */
  async verify(): Promise<void> {
    const token = this.token;
    const guest = this.account;
    if (!this.canVerify || !token || !guest) return;
    this.busy = 'verify';
    this.codeError = null;
    const p = this.session.params;
    const verified = await guard('Verifying the guest code', () => guest.account.verifyGuestOtp({
      code: this.code,
      token,
      studentName: this.name.trim(),
      email: this.email.trim(),
      ...(p.courseUrl !== undefined && { courseUrl: p.courseUrl }),
      source: guestSource(p.utm_source),
      ...(p.device_type !== undefined && { device: p.device_type }),
    }));
    if (!verified?.ok) {
      runInAction(() => {
        this.busy = null;
        this.codeError = verified ? verified.error.message : ERROR;
        if (verified?.error.expired) {
          // this code cannot be used again: a new one is needed, so Resend is offered at once
          this.code = '';
          this.token = null;
          this.stopCountdown();
        }
      });
      return;
    }
    runInAction(() => {
      // signed in, without the welcome modal over the result
      guest.session.signedIn(verified.value.student, false);
      this.token = null;
      this.stopCountdown();
      this.busy = null;
    });
    await this.finish();
  }

  /** Retry after 'Error Submitting the Test': resumes at the step that failed (the code is never asked again). */
  retry(): Promise<void> {
    return this.finish();
  }

  /** The page unmounts: the countdown stops. */
  dispose(): void {
    this.stopCountdown();
  }

  // ---------- verified: the trial course, then the submit ----------

  private finish(): Promise<void> {
    this.finishRun ??= this.doFinish().finally(() => { this.finishRun = null; });
    return this.finishRun;
  }

  private async doFinish(): Promise<void> {
    const guest = this.account;
    const courseId = this.courseId;
    runInAction(() => {
      this.step = 'finishing';
      this.busy = 'finish';
      this.finishError = null;
    });
    if (!guest || courseId === undefined) {
      this.failed();
      return;
    }
    let student = this.trial;
    if (!student) {
      const added = await guard('Adding the trial course', () => guest.account.addTrialCourse(courseId));
      if (added && !added.ok && added.error.alreadyAttempted) {
        this.alreadyAttempted(courseId);
        return;
      }
      if (!added?.ok) {
        this.failed();
        return;
      }
      const withTrial = added.value;
      student = withTrial;
      this.trial = withTrial;
      runInAction(() => guest.session.replaceStudent(withTrial));
    }
    const course = student.courses.find((c) => c.courseId === courseId);
    if (!course) {
      // the course is not among the student's: adding it is tried again
      this.trial = null;
      this.failed();
      return;
    }
    const ctx: SubmitContext = {
      course: { courseId: course.courseId, templateId: course.templateId, packTypeId: course.packTypeId, packTypeTitle: course.packTypeTitle },
      source: 'guest',
    };
    const posted = await guard('Submitting the guest test', () => this.submission.submitWith(ctx));
    if (!posted?.ok) {
      this.failed();
      return;
    }
    // submitted: the SubmissionStore has toasted and gone to the analytics
    runInAction(() => {
      this.busy = null;
      this.step = 'closed';
    });
  }

  private failed(): void {
    runInAction(() => {
      this.busy = null;
      this.finishError = ERROR;
    });
    this.env.toasts.show({ message: ERROR, variant: 'danger', durationMs: TOAST_MS.standard });
  }

  /**
   * The student has the course or used its trial: the toast with Upgrade, and the dashboard, signed in. The
   * handed-in attempt can never be stored, so its local log is removed (the same link starts a fresh test).
   */
  private alreadyAttempted(courseId: number): void {
    const navigate = this.env.navigate;
    void this.session.openSession?.discard().catch((e: unknown) => console.error('The guest attempt was not discarded', e));
    runInAction(() => {
      this.busy = null;
      this.step = 'closed';
      this.submission.leaving();
    });
    this.env.toasts.show({
      message: ACCOUNT_MESSAGES.trialAlreadyAttempted,
      variant: 'warning',
      durationMs: TOAST_MS.upgrade,
      action: { label: 'Upgrade', run: () => navigate(selectCoursePath(courseId)) },
    });
    this.session.leave(PATHS.dashboard);
  }

  // ---------- the resend countdown ----------

  private codeSent(token: string, mobile: string): void {
    this.token = token;
    this.sentTo = mobile;
    this.code = '';
    this.codeError = null;
    this.startCountdown();
  }

  private startCountdown(): void {
    this.stopCountdown();
    this.resendAt = Date.now() + GUEST_RESEND_SECONDS * 1000;
    this.resendIn = GUEST_RESEND_SECONDS;
    this.ticker = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.resendIn = Math.max(0, Math.ceil((this.resendAt - Date.now()) / 1000));
    if (this.resendIn === 0) this.stopCountdown();
  }

  private stopCountdown(): void {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
    this.resendIn = 0;
  }
}
