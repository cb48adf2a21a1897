/** 9876543210 -> 98******10 */
export const maskMobile = (mobile: string | null): string =>
  mobile ? `${mobile.slice(0, 2)}${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-2)}` : '';

/** demo.student@example.com -> de**********@example.com */
export const maskEmail = (email: string | null): string => {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length > 2 ? 2 : 1;
  return `${local.slice(0, shown)}${'*'.repeat(Math.max(local.length - shown, 1))}${email.slice(at)}`;
};
