// Spec 000 §2.15 /pgresponse. The course refetch and automatic redirect belong to checkout (a later
// release); until then the student continues with the link.
import { ButtonLink } from '../components/button-link';
import { PublicPage } from '../components/public-page';
import { routeTitles } from '../routes/route-titles';

export default function PaymentResponsePage() {
  return (
    <PublicPage title={routeTitles['/pgresponse']} subtitle="Payment transaction has been completed successfully!">
      <ButtonLink href="/dashboard" fullWidth>Go to Dashboard</ButtonLink>
    </PublicPage>
  );
}
