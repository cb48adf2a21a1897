// Spec 000 §2.15 /inapppayment: links Go Home and Select Course.
import { ButtonLink } from '../components/button-link';
import { PublicPage } from '../components/public-page';
import { routeTitles } from '../routes/route-titles';

export default function InAppPaymentPage() {
  return (
    <PublicPage title={routeTitles['/inapppayment']}>
      <ButtonLink href="/" fullWidth>Go Home</ButtonLink>
      <ButtonLink href="/selectcourse" variant="ghost" fullWidth>Select Course</ButtonLink>
    </PublicPage>
  );
}
