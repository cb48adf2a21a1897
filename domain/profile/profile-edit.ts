// The profile edit rules (spec 000 §4 "Profile edit", §5): per-field verification of e-mail and mobile, the Save
// rules and Cancel. Pure state transitions; the profile store holds one ProfileEdit and replaces it.
import { isValidEmail, MESSAGES, MOBILE_LENGTH } from '../account/validation';

export interface ProfileFields {
  readonly studentName: string;
  readonly emailId: string;
  readonly phoneNo: string;
}

export type VerifiableField = 'emailId' | 'phoneNo';

/**
 * The verification state of e-mail and mobile: unchanged (equal to the saved value), changed (edited, not verified),
 * pending (a code request or a code check is running, or a sent code awaits entry), verified (the edited value was
 * verified by its code and saved on the server).
 */
export type VerifyState = 'unchanged' | 'changed' | 'pending' | 'verified';

export interface ProfileEdit {
  readonly editing: boolean;
  /** the values when editing began (Cancel restores them) */
  readonly original: ProfileFields;
  readonly draft: ProfileFields;
  readonly verify: Readonly<Record<VerifiableField, VerifyState>>;
}

const UNCHANGED: ProfileEdit['verify'] = { emailId: 'unchanged', phoneNo: 'unchanged' };

/** The mobile field keeps digits only (non-numeric input is ignored), at most 10 of them. */
export const sanitiseProfileMobile = (raw: string): string => raw.replace(/\D/g, '').slice(0, MOBILE_LENGTH);

/** Equal as the server compares them: surrounding spaces do not count. */
const same = (a: string, b: string): boolean => a.trim() === b.trim();

const stateOf = (value: string, original: string): VerifyState => (same(value, original) ? 'unchanged' : 'changed');

export function viewProfile(saved: ProfileFields): ProfileEdit {
  return { editing: false, original: saved, draft: saved, verify: UNCHANGED };
}

/** View mode to edit mode (the draft starts from the saved values). */
export function startEditing(edit: ProfileEdit): ProfileEdit {
  return { editing: true, original: edit.original, draft: edit.original, verify: UNCHANGED };
}

/** A typed value. The mobile keeps digits only (non-numeric input is ignored) and at most 10 of them. A verifiable
 *  field's state becomes unchanged when the value equals the original, else changed (a code sent for an earlier
 *  value no longer counts). Nothing changes in view mode. */
export function editField(edit: ProfileEdit, field: keyof ProfileFields, value: string): ProfileEdit {
  if (!edit.editing) return edit;
  const typed = field === 'phoneNo' ? sanitiseProfileMobile(value) : value;
  const draft = { ...edit.draft, [field]: typed };
  if (field === 'studentName') return { ...edit, draft };
  return { ...edit, draft, verify: { ...edit.verify, [field]: stateOf(typed, edit.original[field]) } };
}

/** A code request or check started for the field (only a changed field can be verified). */
export function markPending(edit: ProfileEdit, field: VerifiableField): ProfileEdit {
  if (!edit.editing || edit.verify[field] === 'unchanged' || edit.verify[field] === 'verified') return edit;
  return { ...edit, verify: { ...edit.verify, [field]: 'pending' } };
}

/** The code was accepted: the field is verified, and its value is the saved one from now on (Cancel keeps it). */
export function markVerified(edit: ProfileEdit, field: VerifiableField): ProfileEdit {
  if (!edit.editing) return edit;
  return {
    ...edit,
    original: { ...edit.original, [field]: edit.draft[field] },
    verify: { ...edit.verify, [field]: 'verified' },
  };
}

/** The code request or check failed, or the code entry was closed: back to changed (or unchanged). */
export function clearPending(edit: ProfileEdit, field: VerifiableField): ProfileEdit {
  if (edit.verify[field] !== 'pending') return edit;
  return { ...edit, verify: { ...edit.verify, [field]: stateOf(edit.draft[field], edit.original[field]) } };
}

/** Cancel: the original values, view mode. */
export function cancelEditing(edit: ProfileEdit): ProfileEdit {
  return viewProfile(edit.original);
}

/** 'Please enter a valid email address.' unless the e-mail matches the pattern (an empty e-mail is valid when the
 *  original was empty too). */
export function emailError(email: string, original: string): string | null {
  if (email.trim() === '' && original.trim() === '') return null;
  return isValidEmail(email) ? null : MESSAGES.invalidEmail;
}

/** 'Please enter a valid 10 digit mobile number.' unless exactly 10 digits. */
export function mobileError(mobile: string): string | null {
  return /^\d{10}$/.test(mobile) ? null : MESSAGES.invalidMobile;
}

/** The field's validation error as the form shows it. */
export function fieldError(edit: ProfileEdit, field: VerifiableField): string | null {
  const value = edit.draft[field];
  return field === 'emailId' ? emailError(value, edit.original.emailId) : mobileError(value);
}

/** Verify is enabled for a changed field without an error and not pending. */
export function canVerify(edit: ProfileEdit, field: VerifiableField): boolean {
  return edit.editing && edit.verify[field] === 'changed' && fieldError(edit, field) === null;
}

const FIELDS: readonly VerifiableField[] = ['emailId', 'phoneNo'];

/**
 * Save is disabled while a field is pending, when nothing changed, when a changed e-mail or mobile is not yet
 * verified, or when the name is blank. A changed name alone can be saved; so can an edit whose only change is a
 * verified e-mail or mobile (Save then ends the edit).
 */
export function canSave(edit: ProfileEdit): boolean {
  if (!edit.editing || edit.draft.studentName.trim() === '') return false;
  if (FIELDS.some((f) => edit.verify[f] === 'pending' || edit.verify[f] === 'changed')) return false;
  const nameChanged = !same(edit.draft.studentName, edit.original.studentName);
  return nameChanged || FIELDS.some((f) => edit.verify[f] === 'verified');
}

/** The fields Save sends: the name (trimmed), e-mail and mobile as saved. */
export function saveFields(edit: ProfileEdit): ProfileFields {
  return { studentName: edit.draft.studentName.trim(), emailId: edit.original.emailId, phoneNo: edit.original.phoneNo };
}
