// My Profile as MobX view state: the edit state machine (domain/profile/profile-edit.ts), the code entry of a
// verification or the account removal, and the picture. Business rules live in domain/ and application/.
import { makeAutoObservable, runInAction } from 'mobx';
import type { PendingVerification, ProfileFailure, ProfileUseCases } from '../../../application/profile/profile-use-cases';
import type { PictureFile } from '../../../application/profile/ports';
import type { Student } from '../../../domain/account/student';
import {
  cancelEditing, canSave, canVerify, clearPending, editField, emailError, markPending, markVerified, mobileError,
  saveFields, startEditing, viewProfile, type ProfileEdit, type ProfileFields, type VerifiableField,
} from '../../../domain/profile/profile-edit';
import type { Result } from '../../../domain/shared/result';

export const fieldsOf = (s: Student | null): ProfileFields => ({
  studentName: s?.studentName ?? '',
  emailId: s?.emailId ?? '',
  phoneNo: s?.phoneNo ?? '',
});

/** What the code dialog is for: a field's verification, or the account removal. */
export type CodeEntry =
  | { kind: 'verify'; pending: PendingVerification }
  | { kind: 'deletion'; token: string };

export type DeletionStep = 'idle' | 'confirm' | 'sending';

export class ProfileStore {
  edit: ProfileEdit;
  code: CodeEntry | null = null;
  codeError: string | null = null;
  checkingCode = false;
  /** the error under a field after its Verify failed (409 and others) */
  fieldFailure: Partial<Record<VerifiableField, string>> = {};
  saving = false;
  picture: 'idle' | 'uploading' | 'removing' = 'idle';
  deletion: DeletionStep = 'idle';

  constructor(
    private readonly profile: ProfileUseCases,
    /** the stored student after a change (SessionStore.replaceStudent) */
    private readonly onStudent: (s: Student) => void,
    student: Student | null,
  ) {
    this.edit = viewProfile(fieldsOf(student));
    makeAutoObservable<ProfileStore, 'profile' | 'onStudent'>(this, { profile: false, onStudent: false });
  }

  get editing(): boolean {
    return this.edit.editing;
  }

  get canSave(): boolean {
    return !this.saving && canSave(this.edit);
  }

  canVerify(field: VerifiableField): boolean {
    return canVerify(this.edit, field);
  }

  /** The inline error of a field: its validation error while changed, else the last Verify failure. */
  errorOf(field: VerifiableField): string | null {
    const { draft, original, verify } = this.edit;
    if (verify[field] === 'unchanged' || verify[field] === 'verified') return null;
    const invalid = field === 'emailId' ? emailError(draft.emailId, original.emailId) : mobileError(draft.phoneNo);
    return invalid ?? this.fieldFailure[field] ?? null;
  }

  /** Shows the saved values again (after the session's student changed elsewhere), unless editing. */
  sync(student: Student | null): void {
    if (!this.edit.editing) this.edit = viewProfile(fieldsOf(student));
  }

  startEditing(): void {
    this.edit = startEditing(this.edit);
  }

  type(field: keyof ProfileFields, value: string): void {
    this.edit = editField(this.edit, field, value);
    if (field !== 'studentName') delete this.fieldFailure[field];
  }

  cancel(): void {
    this.edit = cancelEditing(this.edit);
    this.fieldFailure = {};
  }

  /** Verify: a code goes to the changed value; the code dialog opens. */
  async requestVerification(field: VerifiableField): Promise<void> {
    if (!this.canVerify(field)) return;
    this.edit = markPending(this.edit, field);
    this.fieldFailure[field] = undefined;
    const r = await this.profile.requestVerification(field, this.edit.draft[field]);
    runInAction(() => {
      if (r.ok) {
        this.code = { kind: 'verify', pending: r.value };
        this.codeError = null;
      } else {
        this.edit = clearPending(this.edit, field);
        this.fieldFailure[field] = r.error.message;
      }
    });
  }

  /** The code dialog's Verify. Answers the success to announce, or null. */
  async submitCode(otp: string): Promise<{ student: Student; what: VerifiableField | 'deletion' } | null> {
    const entry = this.code;
    if (!entry || this.checkingCode) return null;
    this.checkingCode = true;
    this.codeError = null;
    const r: Result<Student, ProfileFailure> = entry.kind === 'verify'
      ? await this.profile.verify(entry.pending, otp)
      : await this.profile.confirmDeletion(entry.token, otp);
    return runInAction(() => {
      this.checkingCode = false;
      if (!r.ok) {
        this.codeError = r.error.message;
        return null;
      }
      this.code = null;
      this.onStudent(r.value);
      if (entry.kind === 'verify') {
        this.edit = markVerified(this.edit, entry.pending.field);
        return { student: r.value, what: entry.pending.field };
      }
      this.deletion = 'idle';
      return { student: r.value, what: 'deletion' as const };
    });
  }

  /** Closing the code dialog without a code: the field goes back to changed. */
  closeCode(): void {
    const entry = this.code;
    this.code = null;
    this.codeError = null;
    if (entry?.kind === 'verify') this.edit = clearPending(this.edit, entry.pending.field);
    if (entry?.kind === 'deletion') this.deletion = 'idle';
  }

  async save(): Promise<Result<Student, ProfileFailure> | null> {
    if (!this.canSave) return null;
    this.saving = true;
    const r = await this.profile.save(saveFields(this.edit));
    runInAction(() => {
      this.saving = false;
      if (r.ok) {
        this.onStudent(r.value);
        this.edit = viewProfile(fieldsOf(r.value));
      }
    });
    return r;
  }

  async uploadPicture(file: PictureFile & Blob): Promise<Result<Student, ProfileFailure> | null> {
    if (this.picture !== 'idle') return null;
    this.picture = 'uploading';
    const r = await this.profile.uploadPicture(file);
    runInAction(() => {
      this.picture = 'idle';
      if (r.ok) this.onStudent(r.value);
    });
    return r;
  }

  async removePicture(): Promise<Result<Student, ProfileFailure> | null> {
    if (this.picture !== 'idle') return null;
    this.picture = 'removing';
    const r = await this.profile.removePicture();
    runInAction(() => {
      this.picture = 'idle';
      if (r.ok) this.onStudent(r.value);
    });
    return r;
  }

  askDeletion(): void {
    this.deletion = 'confirm';
  }

  closeDeletion(): void {
    if (this.deletion === 'confirm') this.deletion = 'idle';
  }

  /** After the confirm dialog: a code is sent and the code dialog opens. Answers the failure's words, or null. */
  async confirmDeletion(): Promise<string | null> {
    if (this.deletion !== 'confirm') return null;
    this.deletion = 'sending';
    const r = await this.profile.requestDeletion();
    return runInAction(() => {
      if (!r.ok) {
        this.deletion = 'idle';
        return r.error.message;
      }
      this.deletion = 'idle';
      this.code = { kind: 'deletion', token: r.value.token };
      this.codeError = null;
      return null;
    });
  }
}
