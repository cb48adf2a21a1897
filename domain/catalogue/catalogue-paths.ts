// The queries the catalogue screens read back: All Exams' preselected course and payment outcome, and the bought
// course on the payment success page. Apart from domain/shared/paths.ts so the app's entry (the login route) does
// not carry them; the paths themselves stay there.

/** A query value that is a positive integer ('12'), else null ('', '0', '-3', '1.5', '12abc', missing). */
const positiveIntOf = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The query of All Exams (/selectcourse, /selectyourcourse): the preselected course (`cid`, a positive integer,
 *  else null) and whether the student is back from a cancelled or failed payment (`payment=failed`). */
export const parseSelectCourseQuery = (search: string): { cid: number | null; paymentFailed: boolean } => {
  const q = new URLSearchParams(search);
  return { cid: positiveIntOf(q.get('cid')), paymentFailed: q.get('payment') === 'failed' };
};

/** The same query without its `payment` parameter (once the failure toast has shown): '?cid=12', or '' when
 *  nothing is left. Other parameters keep their order. */
export const withoutPaymentParam = (search: string): string => {
  const q = new URLSearchParams(search);
  q.delete('payment');
  const rest = q.toString();
  return rest ? `?${rest}` : '';
};

/** The query of the payment success page (/pgresponse?courseId=): the course just bought, null when missing or bad. */
export const parsePaymentResponse = (search: string): { courseId: number | null } =>
  ({ courseId: positiveIntOf(new URLSearchParams(search).get('courseId')) });
