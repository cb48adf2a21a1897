// ProfileUseCases over the MyProfileGateway port: the gateway answers outcomes, this class turns them into what the
// student is told (profile-messages.ts). Every change the server made is saved into the stored student (and the
// account cookie, which carries the name, e-mail and mobile too) and answered as the updated Student. An action is
// logged only when no usable answer came (a refusal is an answer the student is told about). Plain class: the
// container builds it.
import { accountDetailsOf, type Student } from '../../domain/account/student';
import { isValidCode, profileEmailError } from '../../domain/account/validation';
import { mobileError, type ProfileFields, type VerifiableField } from '../../domain/profile/profile-edit';
import { isPictureFile, pictureFileName } from '../../domain/profile/profile-picture';
import { hasId } from '../../domain/shared/ids';
import { err, ok, type CallFailure, type Result } from '../../domain/shared/result';
import type { AccountCookieStorage, RateLimited, Refusal, StudentStorage } from '../account/ports';
import type { ErrorLog } from '../shared/lazy-use-cases';
import { logFailure } from '../shared/log-failure';
import type { MyProfileGateway, PictureFile, SavedProfile } from './ports';
import { deleteFailedMessage, PROFILE_MESSAGES as M } from './profile-messages';
import { MAX_PICTURE_BYTES, type PendingVerification, type ProfileFailure, type ProfileUseCases } from './profile-use-cases';

type Failure = CallFailure | Refusal<string>;

const fail = (message: string): Result<never, ProfileFailure> => err({ message });

/** The code of the server's refusal; undefined when no usable answer came (offline, a server fault, a malformed reply). */
const refusalCode = (e: Failure): string | undefined => (e.kind === 'refused' ? e.code : undefined);

const isRateLimited = (e: Failure): e is RateLimited => refusalCode(e) === 'rate_limited';

/** The server's throttle: its own words say the wait, so they are shown as they are (after `prefix`, if any); the
 *  wait goes along. */
const tooManyTries = (e: RateLimited, words: (said: string) => string = (said) => said): Result<never, ProfileFailure> => err({
  message: words(e.message || M.tooManyTries),
  ...(e.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: e.retryAfterSeconds }),
});

/** The message of a field taken by another account, or null for any other failure. */
const takenMessage = (e: Failure): string | null => {
  switch (refusalCode(e)) {
    case 'email_taken': return M.emailTaken;
    case 'mobile_taken': return M.mobileTaken;
    default: return null;
  }
};

/** A student whose calls can be made: signed in, with an id. */
const signedIn = (s: Student | null): s is Student => !!s && !!s.loginId && !!s.token && hasId(s.studentId);

export class ProfileService implements ProfileUseCases {
  constructor(
    private readonly gateway: MyProfileGateway,
    private readonly students: StudentStorage,
    private readonly cookies: Pick<AccountCookieStorage, 'save'>,
    private readonly log: ErrorLog = (m, e) => console.error(m, e),
  ) {}

  async requestVerification(field: VerifiableField, value: string): Promise<Result<PendingVerification, ProfileFailure>> {
    const typed = field === 'emailId' ? value.trim() : value;
    const invalid = field === 'emailId' ? profileEmailError(typed) : mobileError(typed);
    if (invalid) return fail(invalid);
    const student = this.students.load();
    if (!signedIn(student) || student[field] === typed) return fail(M.updateFailed);
    const r = await this.logIfUnanswered('Requesting a profile code failed', this.gateway.updateDetails({
      studentId: student.studentId,
      studentName: student.studentName,
      userId: student.loginId,
      ...(field === 'emailId' ? { emailId: typed } : { mobile: typed }),
    }));
    if (!r.ok) {
      if (isRateLimited(r.error)) return tooManyTries(r.error);
      return fail(takenMessage(r.error) ?? M.updateFailed);
    }
    if (r.value.kind !== 'code-sent') {
      this.log('The server sent no code for a changed field', { field });
      return fail(M.updateFailed);
    }
    return ok({ field, value: typed, code: r.value.code });
  }

  async verify(pending: PendingVerification, otp: string): Promise<Result<Student, ProfileFailure>> {
    if (!isValidCode(otp)) return fail(M.invalidOtp);
    const student = this.students.load();
    if (!signedIn(student)) return fail(M.tryLater);
    const r = await this.logIfUnanswered('Checking a profile code failed', this.gateway.verifyCode({
      studentId: student.studentId, code: pending.code, otp,
    }));
    if (!r.ok) {
      if (isRateLimited(r.error)) return tooManyTries(r.error);
      if (refusalCode(r.error) === 'wrong_code') return fail(M.invalidOtp);
      return fail(takenMessage(r.error) ?? M.tryLater);
    }
    return this.saved(r.value, M.tryLater);
  }

  /** Only the name is sent (e-mail and mobile are saved by their verification); an unchanged name needs no call. */
  async save(fields: ProfileFields): Promise<Result<Student, ProfileFailure>> {
    const studentName = fields.studentName.trim();
    const student = this.students.load();
    if (!studentName || !signedIn(student)) return fail(M.updateFailed);
    if (studentName === student.studentName) return ok(student);
    const r = await this.logIfUnanswered('Saving the profile failed', this.gateway.updateDetails({
      studentId: student.studentId, studentName, userId: student.loginId,
    }));
    if (!r.ok) return isRateLimited(r.error) ? tooManyTries(r.error) : fail(M.updateFailed);
    if (r.value.kind !== 'saved') {
      this.log('The server sent a code for a name change', r.value.code.tokenIdentify);
      return fail(M.updateFailed);
    }
    return this.saved(r.value.profile, M.updateFailed);
  }

  async uploadPicture(file: PictureFile & Blob): Promise<Result<Student, ProfileFailure>> {
    if (!isPictureFile(file)) return fail(M.notAnImage);
    if (file.size > MAX_PICTURE_BYTES) return fail(M.pictureTooLarge);
    if (!signedIn(this.students.load())) return fail(M.tryLater);
    const r = await this.logIfUnanswered('Uploading the profile picture failed', this.gateway.uploadPicture(file));
    if (!r.ok) {
      if (isRateLimited(r.error)) return tooManyTries(r.error);
      switch (refusalCode(r.error)) {
        case 'not_an_image': return fail(M.notAnImage);
        // the server's words say which limit (the size, or the pixels of a huge image)
        case 'too_large': return fail(r.error.message || M.pictureTooLarge);
        default: return fail(M.tryLater);
      }
    }
    return this.update({ profilePic: r.value.url }, M.tryLater);
  }

  /** No picture: nothing to remove (no call). */
  async removePicture(): Promise<Result<Student, ProfileFailure>> {
    const student = this.students.load();
    if (!signedIn(student)) return fail(M.tryLater);
    if (!student.profilePic) return ok(student);
    const fileName = pictureFileName(student.profilePic);
    if (!fileName) {
      this.log('The profile picture has no file name', student.profilePic);
      return fail(M.tryLater);
    }
    const r = await logFailure(this.log, 'Removing the profile picture failed', this.gateway.removePicture(fileName));
    return r.ok ? this.update({ profilePic: '' }, M.tryLater) : fail(M.tryLater);
  }

  async requestDeletion(): Promise<Result<{ token: string }, ProfileFailure>> {
    if (!signedIn(this.students.load())) return fail(deleteFailedMessage());
    const r = await this.logIfUnanswered('Requesting the account deletion failed', this.gateway.sendDeletionCode());
    if (r.ok) return r;
    return isRateLimited(r.error) ? tooManyTries(r.error, deleteFailedMessage) : fail(deleteFailedMessage(r.error.message));
  }

  async confirmDeletion(token: string, otp: string): Promise<Result<Student, ProfileFailure>> {
    if (!isValidCode(otp)) return fail(M.invalidDeleteOtp);
    if (!token || !signedIn(this.students.load())) return fail(deleteFailedMessage());
    const r = await this.logIfUnanswered('Confirming the account deletion failed', this.gateway.confirmDeletion(token, otp));
    if (!r.ok) {
      if (isRateLimited(r.error)) return tooManyTries(r.error, deleteFailedMessage);
      return refusalCode(r.error) === 'wrong_code' ? fail(M.invalidDeleteOtp) : fail(deleteFailedMessage(r.error.message));
    }
    return this.update({ deleteFlag: 1 }, deleteFailedMessage());
  }

  /** Best effort: a failed call is logged and the stored flag cleared all the same. */
  async welcomeSeen(): Promise<Result<Student, ProfileFailure>> {
    if (!signedIn(this.students.load())) return fail(M.generic);
    await logFailure(this.log, 'Marking the welcome as seen failed', this.gateway.welcomeSeen());
    return this.update({ firstTimeUser: 0 }, M.generic);
  }

  /** The profile the server saved, into the stored student. */
  private saved(profile: SavedProfile, otherwise: string): Result<Student, ProfileFailure> {
    const { studentName, emailId, phoneNo } = profile;
    return this.update({ studentName, emailId, phoneNo }, otherwise);
  }

  /** The stored student (as it is now: another tab may have changed it meanwhile) with `change`, saved; `otherwise`
   *  when nobody is signed in any more. */
  private update(change: Partial<Student>, otherwise: string): Result<Student, ProfileFailure> {
    const latest = this.students.load();
    if (!latest) return fail(otherwise);
    const updated = { ...latest, ...change };
    this.students.save(updated);
    this.cookies.save(accountDetailsOf(updated));
    return ok(updated);
  }

  /** The call's result, logged when no usable answer came: a refusal is an answer the student is told about. */
  private async logIfUnanswered<T, E extends { kind: string }>(what: string, call: Promise<Result<T, E>>): Promise<Result<T, E>> {
    const r = await call;
    if (!r.ok && r.error.kind !== 'refused') this.log(what, r.error);
    return r;
  }
}
