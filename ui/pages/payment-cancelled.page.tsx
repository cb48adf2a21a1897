// Spec 000 §2.15 /pgcancelled.
import { ButtonLink } from '../components/button-link';
import { PublicPage } from '../components/public-page';

export default function PaymentCancelledPage() {
  return (
    <PublicPage title="Payment Transaction Failed" subtitle="Don't worry, you can try again.">
      <ButtonLink href="/selectcourse" fullWidth>Select Course</ButtonLink>
      <ButtonLink href="/" variant="ghost" fullWidth>Go Home</ButtonLink>
    </PublicPage>
  );
}
