// Any other path: Page Not Found, with a way home.
import { PATHS } from '../../domain/shared/paths';
import { ButtonLink } from '../components/button-link';
import { PublicPage } from '../components/public-page';
import { NOT_FOUND_TITLE } from '../routes/route-titles';

export default function NotFoundPage() {
  return (
    <PublicPage title={NOT_FOUND_TITLE} subtitle="Oops! The page you're looking for doesn't exist.">
      <ButtonLink href={PATHS.home} fullWidth>Go Home</ButtonLink>
    </PublicPage>
  );
}
