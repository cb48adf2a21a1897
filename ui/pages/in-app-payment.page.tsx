// /inapppayment: links Go Home and Select Course.
import { PATHS } from '../../domain/shared/paths';
import { ButtonLink } from '../components/button-link';
import { PublicPage } from '../components/public-page';
import { routeTitles } from '../routes/route-titles';

export default function InAppPaymentPage() {
  return (
    <PublicPage title={routeTitles[PATHS.inAppPayment]}>
      <ButtonLink href={PATHS.home} fullWidth>Go Home</ButtonLink>
      <ButtonLink href={PATHS.selectCourse} variant="ghost" fullWidth>Select Course</ButtonLink>
    </PublicPage>
  );
}
