// /pgresponse. The course refetch and automatic redirect belong to checkout (a later release); until then the
// student continues with the link.
import { PATHS } from '../../domain/shared/paths';
import { ButtonLink } from '../components/button-link';
import { PublicPage } from '../components/public-page';
import { routeTitles } from '../routes/route-titles';

export default function PaymentResponsePage() {
  return (
    <PublicPage title={routeTitles[PATHS.paymentResponse]} subtitle="Payment transaction has been completed successfully!">
      <ButtonLink href={PATHS.dashboard} fullWidth>Go to Dashboard</ButtonLink>
    </PublicPage>
  );
}
