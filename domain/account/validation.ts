// The account forms' validation rules and limits, with the exact user-facing messages. Pure functions.

export type LoginMode = 'password' | 'otp';

/** Password-mode user id at most 100 characters; login mobile 10 digits; other one-time codes 6 digits. */
export const LOGIN_ID_MAX_LENGTH = 100;
export const MOBILE_LENGTH = 10;
export const OTP_LENGTH = 6;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  invalidMobile: 'Please enter a valid 10 digit mobile number.',
  forgotUserIdEmpty: 'Please Enter valid User Email or Password',
  otpMissing: 'Please enter OTP',
  newPasswordMissing: 'Please enter new password.',
  confirmPasswordMissing: 'Please confirm your password.',
  passwordsDiffer: 'Your confirm password does not match with new password',
} as const;

export const INVITE_TEACHER_LABEL = 'Teacher User-ID / Email / Mobile';

const digitsOnly = (raw: string): string => raw.replace(/\D/g, '');
const isBlank = (s: string | null | undefined): boolean => !s || s.trim() === '';

/** The usual e-mail pattern: local@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const isValidEmail = (s: string): boolean => EMAIL_PATTERN.test(s.trim());

const isMobile = (s: string): boolean => /^\d{10}$/.test(s);
/** Exactly n digits (n defaults to 6: sign-up, profile, deletion and reset codes). */
export const isValidCode = (code: string, length: number = OTP_LENGTH): boolean =>
  code.length === length && /^\d+$/.test(code);

// ---- Login

/** The login user-id field: trimmed; password mode at most 100 characters; OTP mode digits only, at most 10. */
export const sanitiseLoginId = (raw: string, mode: LoginMode): string =>
  mode === 'otp' ? digitsOnly(raw).slice(0, MOBILE_LENGTH) : raw.trim().slice(0, LOGIN_ID_MAX_LENGTH);

/** Log In is disabled when the id or password is empty (OTP mode: when the id is empty). */
export const canSubmitLogin = (f: { mode: LoginMode; id: string; password: string }): boolean =>
  !isBlank(f.id) && (f.mode === 'otp' || f.password.length > 0);

// ---- Profile

export const profileEmailError = (email: string): string | null => (isValidEmail(email) ? null : MESSAGES.invalidEmail);
export const profileMobileError = (mobile: string): string | null => (isMobile(mobile) ? null : MESSAGES.invalidMobile);
/** Non-numeric input in the mobile field is ignored. */
export const sanitiseMobileInput = (raw: string): string => digitsOnly(raw);
/** A one-time-code field keeps digits only, up to the code length. */
export const sanitiseCodeInput = (raw: string, length: number = OTP_LENGTH): string => digitsOnly(raw).slice(0, length);

/** Picture upload: image files only, judged by MIME type. */
export const isImageFile = (file: { type: string }): boolean => /^image\/[\w.+-]+$/i.test(file.type);

// ---- Forgot password

/** Step 1: enabled only for exactly a 10-digit number or a valid e-mail. */
export const canSubmitForgotStep1 = (userId: string): boolean => isMobile(userId.trim()) || isValidEmail(userId);
/** Step 1 message for an empty value; null otherwise. */
export const forgotStep1Error = (userId: string): string | null => (isBlank(userId) ? MESSAGES.forgotUserIdEmpty : null);

export interface ResetStep2 {
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

/** Step 2: the first failing rule's message, or null. An OTP that is not exactly 6 digits counts as not entered. */
export const validateResetStep2 = (f: ResetStep2): string | null => {
  if (!isValidCode(f.otp)) return MESSAGES.otpMissing;
  if (f.newPassword.length === 0) return MESSAGES.newPasswordMissing;
  if (f.confirmPassword.length === 0) return MESSAGES.confirmPasswordMissing;
  if (f.newPassword !== f.confirmPassword) return MESSAGES.passwordsDiffer;
  return null;
};

/** The button is disabled unless the OTP has 6 characters and both password fields are non-empty. */
export const canSubmitResetStep2 = (f: ResetStep2): boolean =>
  f.otp.length === OTP_LENGTH && f.newPassword.length > 0 && f.confirmPassword.length > 0;

// ---- Sign-up wizard

export const canSubmitSignupCode = (code: string): boolean => isValidCode(code);

// ---- Support, promo, plans, feedback, rating, invite, e-mail update

/** Support ticket: Send needs a non-empty trimmed subject; details optional. */
export const canSendSupportTicket = (f: { subject: string }): boolean => !isBlank(f.subject);

/** Promo: apply only with a non-empty trimmed code and when not already applied. */
export const canApplyPromo = (code: string, alreadyApplied: boolean): boolean => !alreadyApplied && !isBlank(code);

/** Paying requires a plan to be selected. */
export const canPay = (selectedPlan: unknown): boolean => selectedPlan !== null && selectedPlan !== undefined;

/** Feedback: Send disabled while the subject is blank after trimming; description optional. */
export const canSendFeedback = (f: { subject: string }): boolean => !isBlank(f.subject);

export const isValidRating = (rating: number | null | undefined): rating is number =>
  typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5;

/** Rating: Send disabled until a 1-5 star rating is chosen and the description is non-blank. */
export const canSendRating = (f: { rating: number | null; remarks: string }): boolean =>
  isValidRating(f.rating) && !isBlank(f.remarks);

/** The rating label: 'n/5', or 'No rating' before a star is chosen. */
export const ratingLabel = (rating: number | null | undefined): string => (isValidRating(rating) ? `${rating}/5` : 'No rating');

/** Invite teacher: Invite disabled while the input is blank. */
export const canInviteTeacher = (teacherId: string): boolean => !isBlank(teacherId);

/** Update Email modal: Submit needs a valid e-mail. */
export const canSubmitUpdateEmail = (email: string): boolean => isValidEmail(email);

/** A paid purchase (amount above 0) without an e-mail on the account opens the Update Email modal. */
export const needsEmailBeforePurchase = (amount: number, accountEmail: string | null | undefined): boolean =>
  amount > 0 && isBlank(accountEmail);
