// An e-mail address as text in a narrow box: it may break after the '@' first, so a long address wraps as
// "demo.student@" / "example.com" rather than at whichever letter reaches the edge. The box's own
// `overflow-wrap: anywhere` still breaks a part too long for a line.
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return <>{email.slice(0, at + 1)}<wbr />{email.slice(at + 1)}</>;
}
