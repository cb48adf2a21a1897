/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  cancelEditing, canSave, canVerify, clearPending, editField, emailError, fieldError, markPending, markVerified,
  mobileError, sanitiseProfileMobile, saveFields, startEditing, viewProfile, type ProfileEdit, type ProfileFields,
} from '../../../domain/profile/profile-edit';

const saved: ProfileFields = { studentName: 'Asha Rao', emailId: 'asha@example.com', phoneNo: '9876543210' };
const editing = (fields: ProfileFields = saved): ProfileEdit => startEditing(viewProfile(fields));

describe('view mode and edit mode', () => {
  it('view mode shows the saved values, every field unchanged', () => {
    expect(viewProfile(saved)).toEqual({ editing: false, original: saved, draft: saved, verify: { emailId: 'unchanged', phoneNo: 'unchanged' } });
  });

  it('Edit Profile starts editing from the saved values', () => {
    expect(editing()).toEqual({ editing: true, original: saved, draft: saved, verify: { emailId: 'unchanged', phoneNo: 'unchanged' } });
  });

  it('nothing can be typed in view mode', () => {
    const view = viewProfile(saved);
    expect(editField(view, 'studentName', 'Someone')).toBe(view);
  });
});

describe('typing', () => {
  it('a changed e-mail or mobile is changed; typed back to the original it is unchanged again', () => {
    let e = editField(editing(), 'emailId', 'new@example.com');
    expect(e.verify.emailId).toBe('changed');
    e = editField(e, 'emailId', 'asha@example.com');
    expect(e.verify.emailId).toBe('unchanged');
    e = editField(e, 'phoneNo', '9876543211');
    expect(e.verify.phoneNo).toBe('changed');
  });

  it('surrounding spaces do not make an e-mail changed', () => {
    expect(editField(editing(), 'emailId', ' asha@example.com ').verify.emailId).toBe('unchanged');
  });

  it('the name has no verification', () => {
    const e = editField(editing(), 'studentName', 'Asha R');
    expect(e.draft.studentName).toBe('Asha R');
    expect(e.verify).toEqual({ emailId: 'unchanged', phoneNo: 'unchanged' });
  });

  it('the mobile keeps digits only (non-numeric input is ignored) and at most 10', () => {
    expect(editField(editing(), 'phoneNo', '98-765 43a21').draft.phoneNo).toBe('987654321');
    expect(editField(editing(), 'phoneNo', '98765432101234').draft.phoneNo).toBe('9876543210');
    expect(editField(editing(), 'phoneNo', 'abc').draft.phoneNo).toBe('');
    expect(sanitiseProfileMobile('+91 98765 43210')).toBe('9198765432');
  });

  it('the mobile field never holds anything but at most 10 digits (property)', () => {
    fc.assert(fc.property(fc.string(), (typed) => {
      expect(editField(editing(), 'phoneNo', typed).draft.phoneNo).toMatch(/^\d{0,10}$/);
    }));
  });

  it('editing a field whose code was sent drops the pending code (the new value needs its own)', () => {
    const pending = markPending(editField(editing(), 'emailId', 'new@example.com'), 'emailId');
    expect(editField(pending, 'emailId', 'other@example.com').verify.emailId).toBe('changed');
  });
});

describe('validation (spec 000 §5)', () => {
  it("an e-mail must match the pattern: 'Please enter a valid email address.'", () => {
    expect(emailError('new@example.com', saved.emailId)).toBeNull();
    for (const bad of ['new@', 'new example.com', 'new@example', '@example.com', 'a b@example.com']) {
      expect(emailError(bad, saved.emailId)).toBe('Please enter a valid email address.');
    }
  });

  it('an empty e-mail is valid only when the original was empty too', () => {
    expect(emailError('', '')).toBeNull();
    expect(emailError('', saved.emailId)).toBe('Please enter a valid email address.');
  });

  it("a mobile must be exactly 10 digits: 'Please enter a valid 10 digit mobile number.'", () => {
    expect(mobileError('9876543210')).toBeNull();
    for (const bad of ['', '987654321', '98765432101', '98765abcde']) {
      expect(mobileError(bad)).toBe('Please enter a valid 10 digit mobile number.');
    }
  });

  it('fieldError reads the draft', () => {
    expect(fieldError(editField(editing(), 'phoneNo', '98765'), 'phoneNo')).toBe('Please enter a valid 10 digit mobile number.');
    expect(fieldError(editField(editing(), 'emailId', 'x@'), 'emailId')).toBe('Please enter a valid email address.');
    expect(fieldError(editing(), 'emailId')).toBeNull();
  });
});

describe('Verify', () => {
  it('is enabled for a changed field without an error', () => {
    expect(canVerify(editField(editing(), 'emailId', 'new@example.com'), 'emailId')).toBe(true);
    expect(canVerify(editField(editing(), 'phoneNo', '9123456780'), 'phoneNo')).toBe(true);
  });

  it('is disabled for an unchanged field, a field with an error, a pending or verified field, and in view mode', () => {
    expect(canVerify(editing(), 'emailId')).toBe(false);
    expect(canVerify(editField(editing(), 'emailId', 'new@'), 'emailId')).toBe(false);
    expect(canVerify(editField(editing(), 'phoneNo', '91234'), 'phoneNo')).toBe(false);
    const changed = editField(editing(), 'emailId', 'new@example.com');
    expect(canVerify(markPending(changed, 'emailId'), 'emailId')).toBe(false);
    expect(canVerify(markVerified(markPending(changed, 'emailId'), 'emailId'), 'emailId')).toBe(false);
    expect(canVerify(viewProfile(saved), 'emailId')).toBe(false);
  });

  it('pending: only a changed field becomes pending; a failure or a closed code entry goes back to changed', () => {
    expect(markPending(editing(), 'emailId').verify.emailId).toBe('unchanged');
    const pending = markPending(editField(editing(), 'emailId', 'new@example.com'), 'emailId');
    expect(pending.verify.emailId).toBe('pending');
    expect(clearPending(pending, 'emailId').verify.emailId).toBe('changed');
    const notPending = editField(editing(), 'phoneNo', '9123456780');
    expect(clearPending(notPending, 'phoneNo')).toBe(notPending);
  });

  it('a correct code marks the field verified; its value is the saved one from now on', () => {
    const verified = markVerified(markPending(editField(editing(), 'emailId', 'new@example.com'), 'emailId'), 'emailId');
    expect(verified.verify.emailId).toBe('verified');
    expect(verified.original.emailId).toBe('new@example.com');
    expect(cancelEditing(verified).draft.emailId).toBe('new@example.com');
  });
});

describe('Save (spec 000 §4)', () => {
  it('is disabled when nothing changed', () => {
    expect(canSave(editing())).toBe(false);
    expect(canSave(editField(editing(), 'studentName', ' Asha Rao '))).toBe(false);
  });

  it('a changed name alone can be saved', () => {
    expect(canSave(editField(editing(), 'studentName', 'Asha R'))).toBe(true);
  });

  it('is disabled while a changed e-mail or mobile is not yet verified, even with a changed name', () => {
    const name = editField(editing(), 'studentName', 'Asha R');
    expect(canSave(editField(name, 'emailId', 'new@example.com'))).toBe(false);
    expect(canSave(editField(name, 'phoneNo', '9123456780'))).toBe(false);
  });

  it('is disabled while a field is pending', () => {
    const name = editField(editing(), 'studentName', 'Asha R');
    expect(canSave(markPending(editField(name, 'emailId', 'new@example.com'), 'emailId'))).toBe(false);
    expect(canSave(markPending(editField(name, 'phoneNo', '9123456780'), 'phoneNo'))).toBe(false);
  });

  it('is disabled with a blank name', () => {
    expect(canSave(editField(editing(), 'studentName', '   '))).toBe(false);
    expect(canSave(editField(editing(), 'studentName', ''))).toBe(false);
  });

  it('is disabled in view mode', () => {
    expect(canSave(viewProfile(saved))).toBe(false);
  });

  it('is enabled once the changed field is verified (with or without a name change)', () => {
    const verified = markVerified(markPending(editField(editing(), 'phoneNo', '9123456780'), 'phoneNo'), 'phoneNo');
    expect(canSave(verified)).toBe(true);
    expect(canSave(editField(verified, 'studentName', 'Asha R'))).toBe(true);
  });

  it('sends the trimmed name with the e-mail and mobile as saved (never an unverified one)', () => {
    const e = editField(editField(editing(), 'studentName', '  Asha R  '), 'emailId', 'unverified@example.com');
    expect(saveFields(e)).toEqual({ studentName: 'Asha R', emailId: 'asha@example.com', phoneNo: '9876543210' });
    const verified = markVerified(markPending(editField(editing(), 'phoneNo', '9123456780'), 'phoneNo'), 'phoneNo');
    expect(saveFields(verified).phoneNo).toBe('9123456780');
  });
});

describe('Cancel', () => {
  it('restores the original values and view mode', () => {
    const e = editField(editField(editField(editing(), 'studentName', 'X'), 'emailId', 'x@example.com'), 'phoneNo', '9000000000');
    expect(cancelEditing(e)).toEqual(viewProfile(saved));
  });

  it('whatever was typed, Cancel gives back the values editing began with (property)', () => {
    const field = fc.constantFrom('studentName' as const, 'emailId' as const, 'phoneNo' as const);
    fc.assert(fc.property(fc.array(fc.tuple(field, fc.string()), { maxLength: 10 }), (edits) => {
      const typed = edits.reduce((e, [f, v]) => editField(e, f, v), editing());
      expect(cancelEditing(typed)).toEqual(viewProfile(saved));
    }));
  });
});
