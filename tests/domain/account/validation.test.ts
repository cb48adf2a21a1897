import { describe, expect, it } from '@jest/globals';
import {
  canApplyPromo, canInviteTeacher, canPay, canSendFeedback, canSendRating, canSendSupportTicket, canSubmitForgotStep1,
  canSubmitLogin, canSubmitResetStep2, canSubmitSignupCode, canSubmitUpdateEmail, forgotStep1Error, INVITE_TEACHER_LABEL,
  isImageFile, isValidCode, isValidEmail, needsEmailBeforePurchase, profileEmailError, profileMobileError, ratingLabel,
  sanitiseCodeInput, sanitiseLoginId, sanitiseMobileInput, validateResetStep2,
} from '../../../domain/account/validation';

describe('login form', () => {
  it('trims the user id and keeps at most 100 characters in password mode', () => {
    expect(sanitiseLoginId('  asha@example.com  ', 'password')).toBe('asha@example.com');
    expect(sanitiseLoginId('x'.repeat(150), 'password')).toHaveLength(100);
    expect(sanitiseLoginId('x'.repeat(100), 'password')).toHaveLength(100);
  });
  it('accepts digits only and at most 10 in OTP mode', () => {
    expect(sanitiseLoginId(' 98a76-54 ', 'otp')).toBe('987654');
    expect(sanitiseLoginId('123456789012', 'otp')).toBe('1234567890');
  });
  it('Log In is disabled when the id or password is empty; OTP mode needs only the id', () => {
    expect(canSubmitLogin({ mode: 'password', id: 'asha', password: 'pw' })).toBe(true);
    expect(canSubmitLogin({ mode: 'password', id: '', password: 'pw' })).toBe(false);
    expect(canSubmitLogin({ mode: 'password', id: '   ', password: 'pw' })).toBe(false);
    expect(canSubmitLogin({ mode: 'password', id: 'asha', password: '' })).toBe(false);
    expect(canSubmitLogin({ mode: 'otp', id: '98765', password: '' })).toBe(true);
    expect(canSubmitLogin({ mode: 'otp', id: '', password: 'x' })).toBe(false);
  });
});

describe('e-mail pattern', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' asha@example.com '])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'asha', 'asha@', '@example.com', 'asha@example', 'a sha@example.com', 'asha@@example.com', 'asha@example.c'])(
    'rejects %p', (e) => expect(isValidEmail(e)).toBe(false));
});

describe('profile form', () => {
  it("e-mail: 'Please enter a valid email address.'", () => {
    expect(profileEmailError('nope')).toBe('Please enter a valid email address.');
    expect(profileEmailError('')).toBe('Please enter a valid email address.');
    expect(profileEmailError('asha@example.com')).toBeNull();
  });
  it("mobile must be exactly 10 digits: 'Please enter a valid 10 digit mobile number.'", () => {
    expect(profileMobileError('987654321')).toBe('Please enter a valid 10 digit mobile number.');
    expect(profileMobileError('98765432101')).toBe('Please enter a valid 10 digit mobile number.');
    expect(profileMobileError('98765x3210')).toBe('Please enter a valid 10 digit mobile number.');
    expect(profileMobileError('9876543210')).toBeNull();
  });
  it('ignores non-numeric input in the mobile field', () => {
    expect(sanitiseMobileInput('+91 98765-43210')).toBe('919876543210');
    expect(sanitiseMobileInput('abc')).toBe('');
  });
  it('picture upload accepts image files only (by MIME type)', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
    expect(isImageFile({ type: 'text/image/png' })).toBe(false);
  });
});

describe('forgot password step 1', () => {
  it('Submit is enabled only for exactly a 10-digit number or a valid e-mail', () => {
    expect(canSubmitForgotStep1('9876543210')).toBe(true);
    expect(canSubmitForgotStep1('asha@example.com')).toBe(true);
    expect(canSubmitForgotStep1('987654321')).toBe(false);
    expect(canSubmitForgotStep1('98765432101')).toBe(false);
    expect(canSubmitForgotStep1('asha')).toBe(false);
    expect(canSubmitForgotStep1('')).toBe(false);
  });
  it("an empty value gives 'Please Enter valid User Email or Password'", () => {
    expect(forgotStep1Error('')).toBe('Please Enter valid User Email or Password');
    expect(forgotStep1Error('  ')).toBe('Please Enter valid User Email or Password');
    expect(forgotStep1Error('asha')).toBeNull();
  });
});

describe('forgot password step 2', () => {
  const ok = { otp: '123456', newPassword: 'secret', confirmPassword: 'secret' };
  it('returns the first failing message in order', () => {
    expect(validateResetStep2({ otp: '', newPassword: '', confirmPassword: '' })).toBe('Please enter OTP');
    expect(validateResetStep2({ ...ok, otp: '12345' })).toBe('Please enter OTP');
    expect(validateResetStep2({ ...ok, otp: '12345a' })).toBe('Please enter OTP');
    expect(validateResetStep2({ ...ok, newPassword: '', confirmPassword: '' })).toBe('Please enter new password.');
    expect(validateResetStep2({ ...ok, confirmPassword: '' })).toBe('Please confirm your password.');
    expect(validateResetStep2({ ...ok, confirmPassword: 'other' })).toBe('Your confirm password does not match with new password');
    expect(validateResetStep2(ok)).toBeNull();
  });
  it('the button needs a 6-character OTP and both passwords', () => {
    expect(canSubmitResetStep2(ok)).toBe(true);
    expect(canSubmitResetStep2({ ...ok, otp: '12345' })).toBe(false);
    expect(canSubmitResetStep2({ ...ok, newPassword: '' })).toBe(false);
    expect(canSubmitResetStep2({ ...ok, confirmPassword: '' })).toBe(false);
  });
});

describe('one-time codes are 6 digits (sign-up wizard, profile, deletion, reset)', () => {
  it('accepts exactly 6 digits', () => {
    expect(canSubmitSignupCode('123456')).toBe(true);
    expect(canSubmitSignupCode('12345')).toBe(false);
    expect(canSubmitSignupCode('1234567')).toBe(false);
    expect(canSubmitSignupCode('12345a')).toBe(false);
    expect(isValidCode('1234567890', 10)).toBe(true);
  });
  it('the code field keeps digits only, up to the length', () => {
    expect(sanitiseCodeInput('12a34 5678')).toBe('123456');
  });
});

describe('forms', () => {
  it('support ticket: Send needs a non-empty trimmed subject', () => {
    expect(canSendSupportTicket({ subject: ' Help ' })).toBe(true);
    expect(canSendSupportTicket({ subject: '   ' })).toBe(false);
  });
  it('promo: apply only with a non-empty trimmed code and when not already applied', () => {
    expect(canApplyPromo('SAVE10', false)).toBe(true);
    expect(canApplyPromo('  ', false)).toBe(false);
    expect(canApplyPromo('SAVE10', true)).toBe(false);
  });
  it('paying requires a plan to be selected', () => {
    expect(canPay({ packId: 1 })).toBe(true);
    expect(canPay(null)).toBe(false);
    expect(canPay(undefined)).toBe(false);
  });
  it('feedback: Send disabled while the subject is blank after trimming', () => {
    expect(canSendFeedback({ subject: 'x' })).toBe(true);
    expect(canSendFeedback({ subject: ' \t' })).toBe(false);
  });
  it('rating: needs 1 to 5 stars and a non-blank description; label n/5 or No rating', () => {
    expect(canSendRating({ rating: 4, remarks: 'good' })).toBe(true);
    expect(canSendRating({ rating: null, remarks: 'good' })).toBe(false);
    expect(canSendRating({ rating: 0, remarks: 'good' })).toBe(false);
    expect(canSendRating({ rating: 6, remarks: 'good' })).toBe(false);
    expect(canSendRating({ rating: 2.5, remarks: 'good' })).toBe(false);
    expect(canSendRating({ rating: 5, remarks: '  ' })).toBe(false);
    expect(ratingLabel(3)).toBe('3/5');
    expect(ratingLabel(null)).toBe('No rating');
    expect(ratingLabel(0)).toBe('No rating');
  });
  it('invite teacher: Invite disabled while the input is blank; its label', () => {
    expect(canInviteTeacher('t@example.com')).toBe(true);
    expect(canInviteTeacher('  ')).toBe(false);
    expect(INVITE_TEACHER_LABEL).toBe('Teacher User-ID / Email / Mobile');
  });
  it('update e-mail modal: Submit needs a valid e-mail', () => {
    expect(canSubmitUpdateEmail('asha@example.com')).toBe(true);
    expect(canSubmitUpdateEmail('asha@')).toBe(false);
  });
  it('a paid purchase without an e-mail on the account needs the Update Email modal', () => {
    expect(needsEmailBeforePurchase(499, '')).toBe(true);
    expect(needsEmailBeforePurchase(499, null)).toBe(true);
    expect(needsEmailBeforePurchase(499, 'asha@example.com')).toBe(false);
    expect(needsEmailBeforePurchase(0, '')).toBe(false);
  });
});
