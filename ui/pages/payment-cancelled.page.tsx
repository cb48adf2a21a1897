// /pgcancelled: the payment failed; links Select Course and Go Home.
import { PATHS } from '../../domain/shared/paths';
import { ButtonLink } from '../components/button-link';
import { PublicPage } from '../components/public-page';

export default function PaymentCancelledPage() {
  return (
    <PublicPage title="Payment Transaction Failed" subtitle="Don't worry, you can try again.">
      <ButtonLink href={PATHS.selectCourse} fullWidth>Select Course</ButtonLink>
      <ButtonLink href={PATHS.home} variant="ghost" fullWidth>Go Home</ButtonLink>
    </PublicPage>
  );
}
