// Screens of later releases: the real title and a coming-soon panel, inside the frame the route uses
// (main layout, public card, or the full-screen test frame with a way back).
import { Link } from 'wouter';
import { PATHS } from '../../domain/shared/paths';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import { Icon } from '../components/icons';
import { ProductLogo } from '../components/product-logo';
import { PublicPage } from '../components/public-page';
import { PageHeading } from './page-heading';

export interface ComingSoonPageProps {
  title: string;
  frame: 'layout' | 'public' | 'full-screen';
  /** full-screen frame: where the way back leads */
  backHref?: string;
  backLabel?: string;
}

export default function ComingSoonPage({ title, frame, backHref = PATHS.dashboard, backLabel = 'Back to Dashboard' }: ComingSoonPageProps) {
  if (frame === 'layout') {
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <ComingSoonPanel feature={title} />
      </>
    );
  }
  if (frame === 'public') {
    return (
      <PublicPage title={title}>
        <ComingSoonPanel feature={title} />
        <Link href={backHref} css={(t) => ({ color: t.colors.primary, textAlign: 'center' })}>{backLabel}</Link>
      </PublicPage>
    );
  }
  return (
    <div css={(t) => ({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: t.colors.bg, color: t.colors.text })}>
      <header css={(t) => ({ display: 'flex', alignItems: 'center', gap: 16, padding: '12px 20px', background: t.colors.surface, borderBottom: `1px solid ${t.colors.border}` })}>
        <Link href={backHref} css={(t) => ({ display: 'inline-flex', alignItems: 'center', gap: 6, color: t.colors.primary, fontWeight: 600 })}>
          <Icon name="arrowBack" />
          {backLabel}
        </Link>
        <span css={{ marginLeft: 'auto' }}><ProductLogo size={28} /></span>
      </header>
      <main id="main" tabIndex={-1} css={{ flex: 1, width: '100%', maxWidth: 880, margin: '0 auto', padding: '32px 20px', boxSizing: 'border-box', '&:focus': { outline: 'none' } }}>
        <PageHeading>{title}</PageHeading>
        <ComingSoonPanel feature={title} />
      </main>
    </div>
  );
}
