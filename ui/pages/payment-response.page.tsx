// /pgresponse: the provider's payment went through (the server verified it before sending the browser here). Shows
// the spec's text, fetches the courses, opens the bought course (?courseId=) and goes on to the dashboard.
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CATALOGUE_MESSAGES as M } from '../../application/catalogue/catalogue-messages';
import { parsePaymentResponse } from '../../domain/catalogue/catalogue-paths';
import { PATHS } from '../../domain/shared/paths';
import { ButtonLink } from '../components/button-link';
import { PublicPage } from '../components/public-page';
import { Spinner } from '../components/spinner';
import { routeTitles } from '../routes/route-titles';
import { useServices } from '../services-context';

/** How long the success text stays before the dashboard opens. */
export const REDIRECT_DELAY_MS = 1500;

export default function PaymentResponsePage() {
  const { session, toasts } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { courseId } = parsePaymentResponse(search);
    const opening = session.isLoggedIn
      ? (courseId !== null ? session.openEnrolledCourse(courseId).then(() => undefined) : session.refreshCourses())
      : Promise.resolve();
    const wait = new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
    void Promise.all([opening, wait]).then(() => {
      if (session.isLoggedIn) toasts.show({ message: M.coursePurchased, variant: 'success' });
      navigate(session.isLoggedIn ? PATHS.dashboard : PATHS.login, { replace: true });
    });
  }, [session, toasts, navigate, search]);

  return (
    <PublicPage title={routeTitles[PATHS.paymentResponse]} subtitle="Payment transaction has been completed successfully!">
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner label="Taking you to your dashboard..." />
      </div>
      <ButtonLink href={PATHS.dashboard} fullWidth>Go to Dashboard</ButtonLink>
    </PublicPage>
  );
}
