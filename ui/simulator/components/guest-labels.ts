// Every text of the guest submit modals, once (the messages of the rules and calls live with them:
// domain/account/guest-form.ts, application/account/account-messages.ts).
import { OTP_LENGTH } from '../../../domain/account/validation';

export const GUEST_LABELS = {
  detailsTitle: 'Verify your details',
  detailsIntro: 'Your result is shown after a quick mobile verification.',
  name: 'Name',
  mobile: 'Mobile Number',
  mobilePrefix: '+91',
  email: 'Email',
  emailHint: 'Optional',
  sendOtp: 'Send OTP',
  cancel: 'Cancel',
  codeTitle: 'Verify OTP',
  codeIntro: (mobile: string): string => `Enter the ${OTP_LENGTH}-digit OTP sent to +91 ${mobile}.`,
  codeLabel: 'OTP',
  verify: 'Verify',
  resendIn: (seconds: number): string => `Resend OTP in ${seconds}s`,
  resend: 'Resend OTP',
  changeNumber: 'Change number',
  finishTitle: 'Submitting your test',
  finishRunning: 'Submitting your test and preparing your result',
  retry: 'Retry',
} as const;
