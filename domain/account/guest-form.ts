// The guest verify form (spec 001 §5): name and a 10-digit mobile required, e-mail optional (when given, an e-mail
// address), with the exact messages. Pure functions; the form's view shows the first error of each field.
import { isValidEmail, MESSAGES, MOBILE_LENGTH } from './validation';

export const GUEST_FORM_MESSAGES = {
  nameMissing: 'Please fill your Name',
  mobileMissing: 'Please fill your Mobile Number',
  /** a number of fewer than 10 digits (the spec names only the empty case; docs/product-decisions.md) */
  mobileShort: MESSAGES.invalidMobile,
  /** an e-mail that is not one (the field is optional) */
  emailInvalid: MESSAGES.invalidEmail,
} as const;

/** Longest name accepted (the server's limit too). */
export const GUEST_NAME_MAX_LENGTH = 100;

export interface GuestForm {
  name: string;
  mobile: string;
  email: string;
}

export type GuestFormErrors = Partial<Record<keyof GuestForm, string>>;

/** The mobile field keeps digits only, at most 10 (typed or pasted, '+91 98765 43210' gives '9876543210'). */
export const sanitiseGuestMobile = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  // a pasted number with the country code: the last 10 digits are the number
  return (digits.length > MOBILE_LENGTH && digits.startsWith('91') ? digits.slice(-MOBILE_LENGTH) : digits).slice(0, MOBILE_LENGTH);
};

/** The errors of the form; empty when it can be sent. */
export const guestFormErrors = (form: GuestForm): GuestFormErrors => {
  const errors: GuestFormErrors = {};
  if (form.name.trim() === '') errors.name = GUEST_FORM_MESSAGES.nameMissing;
  const mobile = form.mobile.trim();
  if (mobile === '') errors.mobile = GUEST_FORM_MESSAGES.mobileMissing;
  else if (!/^\d{10}$/.test(mobile)) errors.mobile = GUEST_FORM_MESSAGES.mobileShort;
  if (form.email.trim() !== '' && !isValidEmail(form.email)) errors.email = GUEST_FORM_MESSAGES.emailInvalid;
  return errors;
};

/** The sign-up source sent with the verification: the link's utm_source, else 'Guest Mock Test'. */
export const guestSource = (utmSource: string | undefined): string => utmSource?.trim().slice(0, 100) || 'Guest Mock Test';

/** The resend countdown of the code screen, in seconds. */
export const GUEST_RESEND_SECONDS = 30;
